import { adminRest } from '../features/admin/admin.rest.js';
import { authRest } from '../features/auth/auth.rest.js';
import { coachRest } from '../features/coach/coach.rest.js';
import { connectionsRest } from '../features/connections/connections.rest.js';
import { feedbackRest } from '../features/feedback/feedback.rest.js';
import { profileImageRest } from '../features/profile-image/profile-image.rest.js';
import { sharedChatRest } from '../features/shared-chat/shared-chat.rest.js';
import { surveyRest } from '../features/survey/survey.rest.js';
import type { RestRoute } from './types.js';

/** Every REST path of the spec, feature by feature. */
export const restRoutes: RestRoute[] = [...authRest, ...surveyRest, ...adminRest, ...coachRest, ...connectionsRest, ...sharedChatRest, ...profileImageRest, ...feedbackRest];

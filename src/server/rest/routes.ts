import { accountRest } from '../features/account/account.rest.js';
import { adminRest } from '../features/admin/admin.rest.js';
import { authRest } from '../features/auth/auth.rest.js';
import { coachRest } from '../features/coach/coach.rest.js';
import { connectionsRest } from '../features/connections/connections.rest.js';
import { newsletterAdminRest, newsletterRest } from '../features/newsletter/newsletter.rest.js';
import { monitorRest } from '../features/monitor/monitor.rest.js';
import { feedbackRest } from '../features/feedback/feedback.rest.js';
import { growthRest } from '../features/growth/growth.rest.js';
import { privacyRest } from '../features/privacy/privacy.rest.js';
import { notificationsRest } from '../features/notifications/notifications.rest.js';
import { profileImageRest } from '../features/profile-image/profile-image.rest.js';
import { shareImageRest } from '../features/share-image/share-image.rest.js';
import { sharedChatRest } from '../features/shared-chat/shared-chat.rest.js';
import { surveyRest } from '../features/survey/survey.rest.js';
import { timeZoneRest } from '../features/time-zone/time-zone.rest.js';
import { verificationRest } from '../features/verification/verification.rest.js';
import type { RestRoute } from './types.js';

/** Every REST path of the spec, feature by feature. */
import { measuresRest } from '../features/measures/measures.rest.js';
import { socialHubRest } from '../features/social-hub/social-hub.rest.js';
import { dailyQuestionRest } from '../features/daily-question/daily-question.rest.js';
export const restRoutes: RestRoute[] = [...authRest, ...surveyRest, ...adminRest, ...coachRest, ...connectionsRest, ...sharedChatRest, ...profileImageRest, ...shareImageRest, ...feedbackRest, ...privacyRest, ...notificationsRest, ...timeZoneRest, ...growthRest, ...verificationRest, ...accountRest, ...newsletterRest, ...newsletterAdminRest, ...monitorRest, ...socialHubRest, ...measuresRest, ...dailyQuestionRest];

import { socialHubRouter } from '../features/social-hub/social-hub.router.js';
import { accountRouter } from '../features/account/account.router.js';
import { adminRouter } from '../features/admin/admin.router.js';
import { authRouter } from '../features/auth/auth.router.js';
import { coachRouter } from '../features/coach/coach.router.js';
import { connectionsRouter, invitationsRouter } from '../features/connections/connections.router.js';
import { feedbackRouter } from '../features/feedback/feedback.router.js';
import { journalRouter, stabilityActionsRouter } from '../features/growth/growth.router.js';
import { newsletterRouter } from '../features/newsletter/newsletter.router.js';
import { newsletterAdminRouter } from '../features/newsletter/newsletter.admin.router.js';
import { monitorRouter } from '../features/monitor/monitor.router.js';
import { privacyRouter } from '../features/privacy/privacy.router.js';
import { notificationsRouter } from '../features/notifications/notifications.router.js';
import { sharedChatRouter } from '../features/shared-chat/shared-chat.router.js';
import { surveyRouter } from '../features/survey/survey.router.js';
import { timeZoneRouter } from '../features/time-zone/time-zone.router.js';
import { unreadRouter } from '../features/unread/unread.router.js';
import { verificationRouter } from '../features/verification/verification.router.js';
import { measuresRouter } from '../features/measures/measures.router.js';
import { dailyQuestionRouter } from '../features/daily-question/daily-question.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  auth: authRouter,
  survey: surveyRouter,
  admin: adminRouter,
  coach: coachRouter,
  invitations: invitationsRouter,
  connections: connectionsRouter,
  sharedChat: sharedChatRouter,
  feedback: feedbackRouter,
  privacy: privacyRouter,
  notifications: notificationsRouter,
  timeZone: timeZoneRouter,
  unread: unreadRouter,
  stabilityActions: stabilityActionsRouter,
  journal: journalRouter,
  verification: verificationRouter,
  account: accountRouter,
  newsletter: newsletterRouter,
  socialHub: socialHubRouter,
  newsletterAdmin: newsletterAdminRouter,
  monitor: monitorRouter,
  measures: measuresRouter,
  dailyQuestion: dailyQuestionRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;

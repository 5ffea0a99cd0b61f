/**
 * The database as Kysely sees it. Each feature declares its own tables in `<feature>.tables.ts`; this file only
 * joins them, so features can add tables without editing each other's files.
 */
import type { AccountTables } from '../features/account/account.tables.js';
import type { AuthTables } from '../features/auth/auth.tables.js';
import type { CoachTables } from '../features/coach/coach.tables.js';
import type { ConnectionsTables } from '../features/connections/connections.tables.js';
import type { FeedbackTables } from '../features/feedback/feedback.tables.js';
import type { GrowthTables } from '../features/growth/growth.tables.js';
import type { PrivacyTables } from '../features/privacy/privacy.tables.js';
import type { NotificationsTables } from '../features/notifications/notifications.tables.js';
import type { ProfileImageTables } from '../features/profile-image/profile-image.tables.js';
import type { SharedChatTables } from '../features/shared-chat/shared-chat.tables.js';
import type { VerificationTables } from '../features/verification/verification.tables.js';
import type { SurveyTables } from '../features/survey/survey.tables.js';
import type { UnreadTables } from '../features/unread/unread.tables.js';
import type { VibeTables } from '../features/vibe/vibe.tables.js';
import type { NewsletterTables } from '../features/newsletter/newsletter.tables.js';
import type { SchedulerTables } from '../ports/scheduler/scheduler.tables.js';
import type { MeasuresTables } from '../features/measures/measures.tables.js';
import type { SocialHubTables } from '../features/social-hub/social-hub.tables.js';
import type { DailyQuestionTables } from '../features/daily-question/daily-question.tables.js';

export type DB = AuthTables & SurveyTables & ConnectionsTables & CoachTables & SharedChatTables & ProfileImageTables & FeedbackTables & SchedulerTables & PrivacyTables & NotificationsTables & VibeTables & UnreadTables & GrowthTables & VerificationTables & AccountTables & NewsletterTables & SocialHubTables & MeasuresTables & DailyQuestionTables;

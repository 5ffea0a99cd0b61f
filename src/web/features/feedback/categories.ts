import type { FeedbackCategory } from '../../../shared/feedback';

/** How the feedback categories read in the form and in the admin monitor. */
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  general: 'General',
  bug: 'Something is broken',
  feature: 'An idea or a wish',
  assessment: 'The assessment',
  chat: 'The coach or chats',
  connection: 'Connections',
};

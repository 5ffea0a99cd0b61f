import { defineMessages, type MessageDescriptor } from 'react-intl';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '../../../shared/feedback';
import { t } from '../../app/intl';

const NAMES = defineMessages({
  general: { id: 'feedback.category.general', defaultMessage: 'General' },
  bug: { id: 'feedback.category.bug', defaultMessage: 'Something is broken' },
  feature: { id: 'feedback.category.feature', defaultMessage: 'An idea or a wish' },
  assessment: { id: 'feedback.category.assessment', defaultMessage: 'The assessment' },
  chat: { id: 'feedback.category.chat', defaultMessage: 'The coach or chats' },
  connection: { id: 'feedback.category.connection', defaultMessage: 'Connections' },
}) satisfies Record<FeedbackCategory, MessageDescriptor>;

/** How the feedback categories read in the form and in the admin monitor, in the language on screen when read. */
export const FEEDBACK_CATEGORY_LABELS: Readonly<Record<FeedbackCategory, string>> = Object.defineProperties(
  {} as Record<FeedbackCategory, string>,
  Object.fromEntries(FEEDBACK_CATEGORIES.map((category) => [category, { enumerable: true, get: () => t(NAMES[category]) }])),
);

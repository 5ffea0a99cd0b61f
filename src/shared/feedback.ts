import { z } from 'zod';
import { emailSchema } from './auth.js';
import { multiLineText, singleLineText } from './text.js';

/** Spec §3: the categories of the Send Feedback form, "general" by default. */
export const FEEDBACK_CATEGORIES = ['general', 'bug', 'feature', 'assessment', 'chat', 'connection'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_MESSAGE_MAX = 5000;
export const FEEDBACK_SUBJECT_MAX = 200;

/** POST /api/feedback, validated with this same schema by the form and the server (§5: non-blank message and e-mail). */
export const feedbackInput = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { message: 'Choose a category' }).default('general'),
  subject: singleLineText({ label: 'Subject', max: FEEDBACK_SUBJECT_MAX }).default(''),
  message: z
    .string({ message: 'Please write your feedback' })
    .trim()
    .min(1, 'Please write your feedback')
    .pipe(multiLineText({ label: 'Feedback', max: FEEDBACK_MESSAGE_MAX })),
  email: emailSchema,
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

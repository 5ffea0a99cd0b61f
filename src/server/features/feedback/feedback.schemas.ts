import { z } from 'zod';
import { emailSchema } from '../../../shared/auth.js';

/** Spec §3: the categories of the Send Feedback form, "general" by default. */
export const FEEDBACK_CATEGORIES = ['general', 'bug', 'feature', 'assessment', 'chat', 'connection'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_MESSAGE_MAX = 5000;
export const FEEDBACK_SUBJECT_MAX = 200;

export const feedbackInput = z.object({
  category: z.enum(FEEDBACK_CATEGORIES).default('general'),
  subject: z.string().trim().max(FEEDBACK_SUBJECT_MAX, `Subject must be at most ${FEEDBACK_SUBJECT_MAX} characters`).default(''),
  message: z
    .string({ message: 'Please write your feedback' })
    .trim()
    .min(1, 'Please write your feedback')
    .max(FEEDBACK_MESSAGE_MAX, `Feedback must be at most ${FEEDBACK_MESSAGE_MAX} characters`),
  email: emailSchema,
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

export const feedbackItem = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  email: z.string(),
  createdAt: z.string(),
  from: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from '../../../shared/feedback.js';

// The request schema (feedbackInput) lives in src/shared/feedback.ts: the Send Feedback form validates with it too.

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

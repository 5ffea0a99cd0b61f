import { z } from 'zod';
import { adminProcedure, memberProcedure, router } from '../../trpc/init.js';
import { feedbackInput } from '../../../shared/feedback.js';
import { feedbackItem } from './feedback.schemas.js';
import * as feedback from './feedback.service.js';

export const feedbackRouter = router({
  /** "Send Feedback" (spec §2): any signed-in member. */
  send: memberProcedure
    .input(feedbackInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => feedback.sendFeedback(ctx.deps, ctx.user, input)),

  /** What members sent, newest first, for the admin monitor. */
  list: adminProcedure.output(z.array(feedbackItem)).query(({ ctx }) => feedback.listFeedback(ctx.deps)),
});

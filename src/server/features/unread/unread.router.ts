import { z } from 'zod';
import { identifier } from '../../../shared/text.js';
import { assessedProcedure, router } from '../../trpc/init.js';
import * as unread from './unread.service.js';

/** Behind the assessment gate, like the chats they count. */
export const unreadRouter = router({
  /** Unread messages per connection id, from the person's stored read positions. */
  counts: assessedProcedure.output(z.record(z.string(), z.number().int().nonnegative())).query(({ ctx }) => unread.unreadCounts(ctx.deps, ctx.user.id)),

  /** The person has seen a real-time conversation up to the message with this seq. */
  markRead: assessedProcedure
    .input(z.object({ conversationId: identifier('conversationId'), seq: z.number().int().nonnegative() }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await unread.markRead(ctx.deps, ctx.user.id, input.conversationId, input.seq);
      return { success: true as const };
    }),
});

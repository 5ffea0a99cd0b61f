import { z } from 'zod';
import { assessedProcedure, router } from '../../trpc/init.js';
import {
  conversationIdInput,
  conversationsPageInput,
  messagesPageInput,
  conversationSchema,
  createConversationInput,
  messageSchema,
} from './coach.schemas.js';
import * as coach from './coach.service.js';

export const coachRouter = router({
  /** The persona's name and the greeting of the empty chat. */
  info: assessedProcedure
    .output(z.object({ coachName: z.string(), greeting: z.string() }))
    .query(({ ctx }) => coach.coachInfo(ctx.deps, ctx.user.id)),

  /** The person's conversations, most recently active first. */
  conversations: assessedProcedure
    .input(conversationsPageInput)
    .output(z.array(conversationSchema))
    .query(({ ctx, input }) => coach.listConversations(ctx.deps, ctx.user.id, input ?? {})),

  /**
   * A new conversation; with a message the coach starts answering it (follow it with GET .../stream). Sending a
   * message and following the reply are plain REST routes (coach.rest.ts): the hot path skips tRPC's HTTP layer.
   */
  createConversation: assessedProcedure
    .input(createConversationInput)
    .output(conversationSchema)
    .mutation(({ ctx, input }) => coach.createConversation(ctx.deps, ctx.user.id, input)),

  messages: assessedProcedure
    .input(messagesPageInput)
    .output(z.array(messageSchema))
    .query(({ ctx, input }) => coach.listMessages(ctx.deps, ctx.user.id, input.conversationId, input)),

  deleteConversation: assessedProcedure
    .input(conversationIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await coach.deleteConversation(ctx.deps, ctx.user.id, input.conversationId);
      return { success: true as const };
    }),
});

import { z } from 'zod';
import { memberProcedure, router } from '../../trpc/init.js';
import {
  conversationIdInput,
  conversationSchema,
  createConversationInput,
  messageSchema,
  sendInput,
  type CoachStreamEvent,
} from './coach.schemas.js';
import * as coach from './coach.service.js';

export const coachRouter = router({
  /** The persona's name and the greeting of the empty chat. */
  info: memberProcedure
    .output(z.object({ coachName: z.string(), greeting: z.string() }))
    .query(({ ctx }) => coach.coachInfo(ctx.deps, ctx.user.id)),

  /** The person's conversations, most recently active first. */
  conversations: memberProcedure.output(z.array(conversationSchema)).query(({ ctx }) => coach.listConversations(ctx.deps, ctx.user.id)),

  /** A new conversation; with a message the coach starts answering it (follow it with coach.stream). */
  createConversation: memberProcedure
    .input(createConversationInput)
    .output(conversationSchema)
    .mutation(({ ctx, input }) => coach.createConversation(ctx.deps, ctx.user.id, input)),

  messages: memberProcedure
    .input(conversationIdInput)
    .output(z.array(messageSchema))
    .query(({ ctx, input }) => coach.listMessages(ctx.deps, ctx.user.id, input.conversationId)),

  /** Stores the message and starts the reply; answers at once. The reply streams through coach.stream. */
  send: memberProcedure
    .input(sendInput)
    .output(z.object({ userMessage: messageSchema }))
    .mutation(async ({ ctx, input }) => {
      const { userMessage } = await coach.sendMessage(ctx.deps, ctx.user.id, input);
      return { userMessage };
    }),

  /** Stores the message and answers once the reply is complete: { userMessage, assistantMessage }. */
  postMessage: memberProcedure
    .input(sendInput)
    .output(z.object({ userMessage: messageSchema, assistantMessage: messageSchema }))
    .mutation(({ ctx, input }) => coach.sendAndWait(ctx.deps, ctx.user.id, input)),

  /**
   * Server-sent events for the reply being generated in a conversation: the text so far, then each new chunk as
   * { type: 'token', text }, then { type: 'done', message } (or { type: 'error', message }). Ends at once when
   * nothing is being generated.
   */
  stream: memberProcedure.input(conversationIdInput).subscription(async function* ({ ctx, input, signal }): AsyncGenerator<CoachStreamEvent> {
    yield* coach.streamReply(ctx.deps, ctx.user.id, input.conversationId, signal);
  }),

  deleteConversation: memberProcedure
    .input(conversationIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await coach.deleteConversation(ctx.deps, ctx.user.id, input.conversationId);
      return { success: true as const };
    }),
});

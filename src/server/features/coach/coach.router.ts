import { z } from 'zod';
import { assessedProcedure, router } from '../../trpc/init.js';
import {
  conversationIdInput,
  conversationsPageInput,
  messagesPageInput,
  conversationSchema,
  createConversationInput,
  renameConversationInput,
  messageSchema,
} from './coach.schemas.js';
import * as coach from './coach.service.js';
import * as memory from './memory.js';
import { identifier } from '../../../shared/text.js';

export const coachRouter = router({
  /** The persona's name, the greeting of the empty chat, and which provider answers (what an attachment gets). */
  info: assessedProcedure
    .output(z.object({ coachName: z.string(), greeting: z.string(), provider: z.enum(['builtin', 'anthropic', 'openai']), seesImages: z.boolean() }))
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

  renameConversation: assessedProcedure
    .input(renameConversationInput)
    .output(conversationSchema)
    .mutation(({ ctx, input }) => coach.renameConversation(ctx.deps, ctx.user.id, input.conversationId, input.title)),

  deleteConversation: assessedProcedure
    .input(conversationIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await coach.deleteConversation(ctx.deps, ctx.user.id, input.conversationId);
      return { success: true as const };
    }),

  /** What the coach remembers for the caller (Settings › Privacy), newest first. Theirs alone. */
  memories: assessedProcedure
    .output(z.array(z.object({ id: z.string(), fact: z.string(), createdAt: z.string() })))
    .query(({ ctx }) => memory.listMemories(ctx.deps, ctx.user.id)),

  /** Forgets one remembered fact of the caller's (another person's id: 404). */
  forgetMemory: assessedProcedure
    .input(z.object({ id: identifier('id') }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await memory.forgetMemory(ctx.deps, ctx.user.id, input.id);
      return { success: true as const };
    }),

  /** Forgets everything the coach remembers for the caller. */
  forgetAllMemories: assessedProcedure.output(z.object({ forgotten: z.number().int() })).mutation(({ ctx }) => memory.forgetAllMemories(ctx.deps, ctx.user.id)),
});

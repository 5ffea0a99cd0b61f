import { z } from 'zod';
import { memberProcedure, router } from '../../trpc/init.js';
import * as chat from './shared-chat.service.js';

const id = z.string().trim().min(1).max(64);

export const sharedConversation = z.object({
  id: z.string(),
  connectionId: z.string(),
  chatMode: z.enum(['with', 'about']),
  aboutUserId: z.string().nullable(),
  user1AiEnabled: z.boolean(),
  user2AiEnabled: z.boolean(),
  aiEnabled: z.boolean(),
  createdAt: z.string(),
});

export const sharedMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string().nullable(),
  senderRole: z.enum(['user', 'coach']),
  content: z.string(),
  createdAt: z.string(),
  seq: z.number(),
});

export const sharedChatRouter = router({
  /** What the screens need to label the coach. */
  info: memberProcedure.output(z.object({ coachName: z.string() })).query(({ ctx }) => ({ coachName: ctx.deps.config.coachName })),

  /** GET /api/connections/{id}/conversations: the "with" conversation and the caller's own "about" one. */
  conversations: memberProcedure
    .input(z.object({ connectionId: id }))
    .output(z.array(sharedConversation))
    .query(({ ctx, input }) => chat.listConversations(ctx.deps, ctx.user.id, input.connectionId)),

  /** POST /api/connections/{id}/conversations/{with|about}: idempotent. */
  createConversation: memberProcedure
    .input(z.object({ connectionId: id, mode: z.enum(['with', 'about']) }))
    .output(sharedConversation)
    .mutation(({ ctx, input }) => chat.createConversation(ctx.deps, ctx.user.id, input.connectionId, input.mode)),

  /** GET /api/shared-conversations/{id}/messages?after=: history, or what came after a seq or a message id. */
  messages: memberProcedure
    .input(
      z.object({
        conversationId: id,
        after: z.string().trim().max(64).optional(),
        limit: z.coerce.number().int().min(1).max(chat.HISTORY_PAGE_MAX).optional(),
      }),
    )
    .output(z.array(sharedMessage))
    .query(({ ctx, input }) => chat.listMessages(ctx.deps, ctx.user.id, input.conversationId, input)),

  /** PATCH /api/shared-conversations/{id}/ai-toggle: the caller's own guidance flag. */
  toggleAi: memberProcedure
    .input(z.object({ conversationId: id, enabled: z.boolean() }))
    .output(sharedConversation)
    .mutation(({ ctx, input }) => chat.toggleAi(ctx.deps, ctx.user.id, input.conversationId, input.enabled)),

  /** POST /api/shared-conversations/{id}/messages: the same send as the socket's shared_message. */
  send: memberProcedure
    .input(z.object({ conversationId: id, content: z.string().max(100_000) }))
    .output(sharedMessage)
    .mutation(({ ctx, input }) => chat.sendMessage(ctx.deps, ctx.user.id, input.conversationId, input.content)),
});

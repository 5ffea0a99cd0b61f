import { z } from 'zod';
import { boundedInteger, identifier, multiLineText } from '../../../shared/text.js';
import { assessedProcedure, router } from '../../trpc/init.js';
import * as chat from './shared-chat.service.js';

const id = identifier('id');

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
  info: assessedProcedure.output(z.object({ coachName: z.string() })).query(({ ctx }) => ({ coachName: ctx.deps.config.coachName })),

  /** GET /api/connections/{id}/conversations: the "with" conversation and the caller's own "about" one. */
  conversations: assessedProcedure
    .input(z.object({ connectionId: id }))
    .output(z.array(sharedConversation))
    .query(({ ctx, input }) => chat.listConversations(ctx.deps, ctx.user.id, input.connectionId)),

  /** POST /api/connections/{id}/conversations/{with|about}: idempotent. */
  createConversation: assessedProcedure
    .input(z.object({ connectionId: id, mode: z.enum(['with', 'about']) }))
    .output(sharedConversation)
    .mutation(({ ctx, input }) => chat.createConversation(ctx.deps, ctx.user.id, input.connectionId, input.mode)),

  /** GET /api/shared-conversations/{id}/messages?after=: history, or what came after a seq or a message id. */
  messages: assessedProcedure
    .input(
      z.object({
        conversationId: id,
        // A message id, or a sequence number small enough for every database's integer column.
        after: z
          .string()
          .trim()
          .max(64)
          .refine((v) => (/^\d+$/.test(v) ? v.length <= 15 : /^[A-Za-z0-9_-]*$/.test(v)), 'after must be a message id or a number of at most 15 digits')
          .optional(),
        limit: boundedInteger('limit', 1, chat.HISTORY_PAGE_MAX).optional(),
      }),
    )
    .output(z.array(sharedMessage))
    .query(({ ctx, input }) => chat.listMessages(ctx.deps, ctx.user.id, input.conversationId, input)),

  /** PATCH /api/shared-conversations/{id}/ai-toggle: the caller's own guidance flag. */
  toggleAi: assessedProcedure
    .input(z.object({ conversationId: id, enabled: z.boolean() }))
    .output(sharedConversation)
    .mutation(({ ctx, input }) => chat.toggleAi(ctx.deps, ctx.user.id, input.conversationId, input.enabled)),

  /** POST /api/shared-conversations/{id}/messages: the same send as the socket's shared_message. */
  send: assessedProcedure
    .input(z.object({ conversationId: id, content: multiLineText({ label: 'Message', max: 100_000, trim: false }) }))
    .output(sharedMessage)
    .mutation(({ ctx, input }) => chat.sendMessage(ctx.deps, ctx.user.id, input.conversationId, input.content)),
});

import { t } from '../../i18n/translate.js';
import { hasForbiddenCharacters } from '../../../shared/text.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import * as q from './shared-chat.queries.js';
import type { SharedConversationRow } from './shared-chat.tables.js';
import { HISTORY_PAGE_MAX, MAX_MESSAGE_LENGTH, type ChatMode, type SharedConversation, type SharedMessage } from './protocol.js';
import { accessFor, chatHub, isUser1, type Access, SHARED_CHAT_MESSAGES, storeAndPublish, toConversation, toMessage } from './delivery.js';
import { mayCallCoach, scheduleCoach } from './coach.js';
import { notify } from '../notifications/notifications.service.js';

/** Conversations, history and sending; the delivery core is in delivery.ts, the coach's turn in coach.ts. */

// ------------------------------------------------------------------------------------------------ access

/** An active connection the user belongs to; anything else is "not found" (no hint that it exists). */
async function memberConnection(deps: AppDeps, userId: string, connectionId: string): Promise<q.ConnectionRow> {
  const connection = await q.findConnection(deps.database.db, connectionId);
  if (!connection || connection.status !== 'active' || (connection.user1_id !== userId && connection.user2_id !== userId)) {
    throw fail.notFound(SHARED_CHAT_MESSAGES.connectionNotFound);
  }
  return connection;
}

// ------------------------------------------------------------------------------------------------ conversations

export async function listConversations(deps: AppDeps, userId: string, connectionId: string): Promise<SharedConversation[]> {
  const connection = await memberConnection(deps, userId, connectionId);
  const rows = await q.listVisibleConversations(deps.database.db, connectionId, userId);
  return rows.map((r) => toConversation(r, connection, userId));
}

/** Idempotent: the existing conversation of that kind (for "about": the caller's own) is returned. */
export async function createConversation(deps: AppDeps, userId: string, connectionId: string, mode: ChatMode): Promise<SharedConversation> {
  const connection = await memberConnection(deps, userId, connectionId);
  const { db } = deps.database;
  const key = mode === 'with' ? `${connectionId}:with` : `${connectionId}:about:${userId}`;
  const existing = await q.findConversationByKey(db, key);
  if (existing) return toConversation(existing, connection, userId);
  if (mode === 'with' && (await q.anyDeparted(db, [connection.user1_id, connection.user2_id]))) throw fail.conflict(SHARED_CHAT_MESSAGES.departed);
  const now = nowIso();
  const creatorIsUser1 = isUser1(connection, userId);
  // "with": both flags off. "about": the creator's coach is on by default.
  const aiOn = mode === 'about' ? 1 : 0;
  const row: SharedConversationRow = {
    id: newId(),
    connection_id: connectionId,
    chat_mode: mode,
    about_user_id: mode === 'about' ? (creatorIsUser1 ? connection.user2_id : connection.user1_id) : null,
    created_by: userId,
    unique_key: key,
    user1_ai_enabled: creatorIsUser1 ? aiOn : 0,
    user2_ai_enabled: creatorIsUser1 ? 0 : aiOn,
    created_at: now,
    updated_at: now,
  };
  try {
    await q.insertConversation(db, row);
  } catch (error) {
    // Both people pressed "Start Conversation" at once: the unique key decides, both get the same one.
    const winner = await q.findConversationByKey(db, key);
    if (winner) return toConversation(winner, connection, userId);
    throw error;
  }
  return toConversation(row, connection, userId);
}

/** Sets the caller's own flag (user1's or user2's); the partner's flag is never touched. */
export async function toggleAi(deps: AppDeps, userId: string, conversationId: string, enabled: boolean): Promise<SharedConversation> {
  const { conversation, connection } = await accessFor(deps, userId, conversationId, true);
  const column = isUser1(connection, userId) ? 'user1_ai_enabled' : 'user2_ai_enabled';
  await q.setAiFlag(deps.database.db, conversation.id, column, enabled ? 1 : 0, nowIso());
  chatHub(deps).access.delete(conversationId);
  const updated = { ...conversation, [column]: enabled ? 1 : 0 };
  return toConversation(updated, connection, userId);
}

// ------------------------------------------------------------------------------------------------ messages

export { HISTORY_PAGE_MAX };

/** History in storage order; `after` is a seq or a message id of this conversation (an unknown id means "from the start"). */
export async function listMessages(
  deps: AppDeps,
  userId: string,
  conversationId: string,
  options: { after?: string; limit?: number } = {},
): Promise<SharedMessage[]> {
  await accessFor(deps, userId, conversationId);
  const { db } = deps.database;
  let afterSeq = 0;
  if (options.after) {
    afterSeq = /^\d+$/.test(options.after) ? Number(options.after) : ((await q.seqOfMessage(db, conversationId, options.after)) ?? 0);
  }
  const limit = Math.min(Math.max(options.limit ?? HISTORY_PAGE_MAX, 1), HISTORY_PAGE_MAX);
  const rows = await q.listMessages(db, conversationId, afterSeq, limit);
  return rows.map(toMessage);
}

/**
 * The one way a person posts (socket and HTTP): limits, access, store, broadcast to everyone allowed, then the
 * coach's turn (in the background) when a participant's guidance flag asks for it.
 */
export async function sendMessage(deps: AppDeps, userId: string, conversationId: string, rawContent: string): Promise<SharedMessage> {
  const content = rawContent.trim();
  if (!content) throw fail.badRequest(SHARED_CHAT_MESSAGES.empty);
  if (hasForbiddenCharacters(content)) throw fail.badRequest(SHARED_CHAT_MESSAGES.controlCharacters);
  if (content.length > MAX_MESSAGE_LENGTH) throw fail.tooLarge(SHARED_CHAT_MESSAGES.tooLong);
  if (!(await deps.limiters.chatMessages.take(userId))) throw fail.tooMany(SHARED_CHAT_MESSAGES.tooFast);
  const access = await accessFor(deps, userId, conversationId);
  // The pair's own chat is kept to read; a private "about" chat stays the writer's own notebook (decision 027).
  if (access.departed && access.conversation.chat_mode === 'with') throw fail.conflict(SHARED_CHAT_MESSAGES.departed);
  const message = await storeAndPublish(deps, access, { senderId: userId, senderRole: 'user', content });
  if (mayCallCoach(deps, access, message)) scheduleCoach(deps, access, message);
  if (access.conversation.chat_mode === 'with') notifyRecipients(deps, access, userId);
  return message;
}

/**
 * A push to the other person of a "with" chat (notifications decides whether they are away). The words stay out of
 * the notification: a lock screen is not private, so it says who wrote and the chat opens on a tap.
 */
function notifyRecipients(deps: AppDeps, access: Access, senderId: string): void {
  const { conversation } = access;
  for (const recipientId of access.recipients) {
    if (recipientId === senderId) continue;
    notify(deps, recipientId, 'messages', async (locale) => {
      const sender = await q.findUserName(deps.database.db, senderId);
      if (!sender) return undefined;
      return {
        title: t(locale, 'push.chat.title', { name: sender.first_name }),
        body: t(locale, 'push.chat.body', { name: sender.first_name }),
        url: `/?openChat=${conversation.connection_id}`,
        tag: `chat-${conversation.id}`,
      };
    });
  }
}

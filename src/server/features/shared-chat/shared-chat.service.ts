import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import { SlidingWindowLimiter } from '../../rateLimit.js';
import * as q from './shared-chat.queries.js';
import type { SharedConversationRow, SharedMessageRow } from './shared-chat.tables.js';
import { HISTORY_PAGE_MAX, MAX_MESSAGE_LENGTH, type ChatMode, type ServerEvent, type SharedConversation, type SharedMessage } from './protocol.js';
import { mayCallCoach, runCoach } from './coach.js';

/** The one pub/sub topic of the shared chat; each payload names its recipients (see `publishTo`). */
export const CHAT_TOPIC = 'shared-chat';

export const SHARED_CHAT_MESSAGES = {
  connectionNotFound: 'Connection not found',
  conversationNotFound: 'Conversation not found',
  empty: 'Message cannot be empty',
  tooLong: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`,
  tooFast: 'You are sending messages too quickly. Please slow down.',
} as const;

/** How long a conversation's access facts (participants, flags) are reused before being read again. */
const ACCESS_TTL_MS = 1000;

export interface Access {
  conversation: SharedConversationRow;
  connection: q.ConnectionRow;
  /** Everyone who may read the conversation and receives its events. */
  recipients: string[];
}

/**
 * Per-process state of the shared chat, one per AppDeps: the per-person send limiter, a short cache of access facts
 * and the group-commit writer.
 */
export interface ChatHub {
  limiter: SlidingWindowLimiter;
  access: Map<string, { at: number; access: Access }>;
  writer: GroupWriter;
  /** Coach work per conversation runs one at a time, in order. */
  coachChains: Map<string, Promise<void>>;
  /** Last time a conflict suggestion was offered, per conversation. */
  lastSuggestion: Map<string, number>;
  /** Every coach run in flight (tests and shutdown wait for them). */
  pending: Set<Promise<void>>;
}

const hubs = new WeakMap<AppDeps, ChatHub>();

export function chatHub(deps: AppDeps): ChatHub {
  let hub = hubs.get(deps);
  if (!hub) {
    const { limits } = deps.config;
    hub = {
      limiter: new SlidingWindowLimiter(limits.wsMessagesPerSecond, 1000, limits.enabled),
      access: new Map(),
      writer: new GroupWriter(q.messageInserter(deps.database)),
      coachChains: new Map(),
      lastSuggestion: new Map(),
      pending: new Set(),
    };
    hubs.set(deps, hub);
  }
  return hub;
}

/** Resolves when every coach reply started so far has been stored and published. */
export async function coachIdle(deps: AppDeps): Promise<void> {
  const hub = chatHub(deps);
  while (hub.pending.size > 0) await Promise.allSettled([...hub.pending]);
}

// ------------------------------------------------------------------------------------------------ group commit

type NewMessage = Omit<SharedMessageRow, 'seq'>;

/**
 * Stores messages in batches: everything enqueued during one event-loop turn goes into one transaction (one commit
 * for many messages). Each caller's promise resolves with its seq only once its batch is committed, so "stored
 * before broadcast" holds for every message.
 */
export class GroupWriter {
  private queue: { row: NewMessage; resolve: (seq: number) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;
  private flushing = false;

  constructor(
    private readonly insert: (rows: NewMessage[]) => Promise<number[]>,
    private readonly maxBatch = 1000,
  ) {}

  write(row: NewMessage): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.scheduled && !this.flushing) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const seqs = await this.insert(batch.map((b) => b.row));
          batch.forEach((b, i) => b.resolve(seqs[i]!));
        } catch {
          // One bad row (a conversation deleted meanwhile) must not fail its neighbours: retry them one by one.
          for (const b of batch) {
            try {
              const [seq] = await this.insert([b.row]);
              b.resolve(seq!);
            } catch (error) {
              b.reject(error);
            }
          }
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}

// ------------------------------------------------------------------------------------------------ mapping

function isUser1(connection: q.ConnectionRow, userId: string): boolean {
  return connection.user1_id === userId;
}

export function toConversation(row: SharedConversationRow, connection: q.ConnectionRow, viewerId: string): SharedConversation {
  return {
    id: row.id,
    connectionId: row.connection_id,
    chatMode: row.chat_mode,
    aboutUserId: row.about_user_id,
    user1AiEnabled: row.user1_ai_enabled === 1,
    user2AiEnabled: row.user2_ai_enabled === 1,
    aiEnabled: (isUser1(connection, viewerId) ? row.user1_ai_enabled : row.user2_ai_enabled) === 1,
    createdAt: row.created_at,
  };
}

export function toMessage(row: SharedMessageRow): SharedMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    senderRole: row.sender_role,
    content: row.content,
    createdAt: row.created_at,
    seq: Number(row.seq),
  };
}

// ------------------------------------------------------------------------------------------------ access

/** An active connection the user belongs to; anything else is "not found" (no hint that it exists). */
async function memberConnection(deps: AppDeps, userId: string, connectionId: string): Promise<q.ConnectionRow> {
  const connection = await q.findConnection(deps.database.db, connectionId);
  if (!connection || connection.status !== 'active' || (connection.user1_id !== userId && connection.user2_id !== userId)) {
    throw fail.notFound(SHARED_CHAT_MESSAGES.connectionNotFound);
  }
  return connection;
}

function recipientsOf(conversation: SharedConversationRow, connection: q.ConnectionRow): string[] {
  return conversation.chat_mode === 'about' ? [conversation.created_by] : [connection.user1_id, connection.user2_id];
}

/**
 * Who may read and post: the two members of an active connection for "with"; only its creator for "about".
 * Everyone else gets the same 404 as for an id that does not exist.
 */
export async function accessFor(deps: AppDeps, userId: string, conversationId: string, fresh = false): Promise<Access> {
  const hub = chatHub(deps);
  const cached = hub.access.get(conversationId);
  let access: Access | undefined;
  if (!fresh && cached && Date.now() - cached.at < ACCESS_TTL_MS) {
    access = cached.access;
  } else {
    const conversation = await q.findConversation(deps.database.db, conversationId);
    const connection = conversation ? await q.findConnection(deps.database.db, conversation.connection_id) : undefined;
    if (conversation && connection) {
      access = { conversation, connection, recipients: recipientsOf(conversation, connection) };
      if (hub.access.size > 10_000) hub.access.clear();
      hub.access.set(conversationId, { at: Date.now(), access });
    } else {
      hub.access.delete(conversationId);
    }
  }
  if (!access || access.connection.status !== 'active' || !access.recipients.includes(userId)) {
    throw fail.notFound(SHARED_CHAT_MESSAGES.conversationNotFound);
  }
  return access;
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

/** Publishes one event to the sockets of the given people, in every instance. */
export async function publishTo(deps: AppDeps, recipients: string[], event: ServerEvent): Promise<void> {
  // "<recipients JSON>\n<event JSON>": instances forward the event text as is, without parsing it again.
  await deps.pubsub.publish(CHAT_TOPIC, `${JSON.stringify(recipients)}\n${JSON.stringify(event)}`);
}

/** Stores a message (group commit), then publishes it. Resolves with the stored message. */
export async function storeAndPublish(
  deps: AppDeps,
  access: Access,
  input: { senderId: string | null; senderRole: 'user' | 'coach'; content: string },
): Promise<SharedMessage> {
  const row: NewMessage = {
    id: newId(),
    conversation_id: access.conversation.id,
    sender_id: input.senderId,
    sender_role: input.senderRole,
    content: input.content,
    created_at: nowIso(),
  };
  const seq = await chatHub(deps).writer.write(row);
  const message = toMessage({ ...row, seq });
  try {
    await publishTo(deps, access.recipients, {
      type: 'new_message',
      conversationId: message.conversationId,
      connectionId: access.conversation.connection_id,
      message,
    });
  } catch (error) {
    // Stored is what counts: the sender still gets its ack, the others catch up with `after=` when they reconnect.
    deps.logger?.warn({ err: { type: error instanceof Error ? error.name : typeof error, message: String((error as Error)?.message ?? error) } }, 'shared message publish failed');
  }
  return message;
}

/**
 * The one way a person posts (socket and HTTP): limits, access, store, broadcast to everyone allowed, then the
 * coach's turn (in the background) when a participant's guidance flag asks for it.
 */
export async function sendMessage(deps: AppDeps, userId: string, conversationId: string, rawContent: string): Promise<SharedMessage> {
  const content = rawContent.trim();
  if (!content) throw fail.badRequest(SHARED_CHAT_MESSAGES.empty);
  if (content.length > MAX_MESSAGE_LENGTH) throw fail.tooLarge(SHARED_CHAT_MESSAGES.tooLong);
  const hub = chatHub(deps);
  if (!hub.limiter.tryHit(userId)) throw fail.tooMany(SHARED_CHAT_MESSAGES.tooFast);
  const access = await accessFor(deps, userId, conversationId);
  const message = await storeAndPublish(deps, access, { senderId: userId, senderRole: 'user', content });
  if (mayCallCoach(deps, access, message)) scheduleCoach(deps, access, message);
  return message;
}

function scheduleCoach(deps: AppDeps, access: Access, message: SharedMessage): void {
  const hub = chatHub(deps);
  const id = access.conversation.id;
  const previous = hub.coachChains.get(id) ?? Promise.resolve();
  const run = previous
    .then(() => runCoach(deps, access, message))
    .catch((error: unknown) => {
      deps.logger?.warn({ err: { type: error instanceof Error ? error.name : typeof error, message: String((error as Error)?.message ?? error) } }, 'shared chat coach failed');
    });
  hub.coachChains.set(id, run);
  hub.pending.add(run);
  void run.finally(() => {
    hub.pending.delete(run);
    if (hub.coachChains.get(id) === run) hub.coachChains.delete(id);
  });
}

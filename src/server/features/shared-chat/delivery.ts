/**
 * The delivery core of the shared chat: who may read a conversation (access), storing messages in group commits and
 * publishing events to every recipient's sockets in every instance. Conversations, history and sending build on it
 * (shared-chat.service.ts), and so does the coach (coach.ts); it imports neither.
 */
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newOrderedId, nowIso } from '../../ids.js';
import * as q from './shared-chat.queries.js';
import type { SharedConversationRow, SharedMessageRow } from './shared-chat.tables.js';
import { MAX_MESSAGE_LENGTH, type ServerEvent, type SharedConversation, type SharedMessage } from './protocol.js';

/** The one pub/sub topic of the shared chat; each payload names its recipients (see `publishTo`). */
export const CHAT_TOPIC = 'shared-chat';

export const SHARED_CHAT_MESSAGES = {
  connectionNotFound: 'Connection not found',
  conversationNotFound: 'Conversation not found',
  empty: 'Message cannot be empty',
  tooLong: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`,
  controlCharacters: 'Message cannot contain control characters',
  tooFast: 'You are sending messages too quickly. Please slow down.',
  departed: 'This person has left Attune. The conversation is kept for you to read, but no new messages can be sent.',
} as const;

/**
 * The least time between the starts of two group commits (see GroupWriter). At 12,000 messages/s that is about 36
 * messages per commit; it adds at most this much to a message's delivery, and only when another commit just ran.
 */
const COMMIT_GAP_MS = 3;

/** How long a conversation's access facts (participants, flags) are reused before being read again. */
const ACCESS_TTL_MS = 1000;

export interface Access {
  conversation: SharedConversationRow;
  connection: q.ConnectionRow;
  /** Everyone who may read the conversation and receives its events. */
  recipients: string[];
  /** One of the pair deleted their account: the chat is kept to read, not to write in (decision 027, issue 30). */
  departed: boolean;
}

/**
 * Per-process state of message delivery, one per AppDeps: a short cache of access facts and the group-commit writer.
 * (The per-person send limit is deps.limiters.chatMessages; the coach keeps its own state in coach.ts.)
 */
export interface ChatHub {
  access: Map<string, { at: number; access: Access }>;
  /** Reads a conversation's access facts (one query). */
  lookup: (conversationId: string) => Promise<q.AccessRow | undefined>;
  writer: GroupWriter;
}

/** Built once per process by createDeps (deps.chatHub). */
export function createChatHub(database: AppDeps['database']): ChatHub {
  return { access: new Map(), lookup: q.accessLookup(database), writer: new GroupWriter(q.messageInserter(database)) };
}

export function chatHub(deps: AppDeps): ChatHub {
  return deps.chatHub;
}

// ------------------------------------------------------------------------------------------------ group commit

export type NewMessage = Omit<SharedMessageRow, 'seq'>;

/**
 * Stores messages in batches: everything enqueued until the next flush goes into one transaction (one commit for many
 * messages). Each caller's promise resolves with its seq only once its batch is committed, so "stored before
 * broadcast" holds for every message.
 *
 * Commits are paced: a flush starts on the next event-loop turn, unless the previous one started less than
 * `minGapMs` ago, in which case it starts when that gap is over. A quiet chat therefore waits for no timer, while under
 * load the commits come at most every `minGapMs` and each carries more messages: a commit's cost is mostly the pages
 * it writes to the WAL, so on SQLite 5 messages per commit cost about twice as much CPU each as 50 (decision 095).
 */
export class GroupWriter {
  private queue: { row: NewMessage; resolve: (seq: number) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;
  private flushing = false;
  private lastFlushAt = -Infinity;

  constructor(
    private readonly insert: (rows: NewMessage[]) => Promise<number[]>,
    private readonly maxBatch = 1000,
    private readonly minGapMs = COMMIT_GAP_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  write(row: NewMessage): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.scheduled && !this.flushing) this.schedule();
    });
  }

  private schedule(): void {
    this.scheduled = true;
    const wait = this.lastFlushAt + this.minGapMs - this.now();
    if (wait > 0) setTimeout(() => void this.flush(), wait);
    else setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    this.flushing = true;
    this.lastFlushAt = this.now();
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

export function isUser1(connection: q.ConnectionRow, userId: string): boolean {
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
    const row = await hub.lookup(conversationId);
    if (row) {
      const { conversation, connection, departed } = row;
      access = { conversation, connection, recipients: recipientsOf(conversation, connection), departed };
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

// ------------------------------------------------------------------------------------------------ publish

/** Publishes one event to the sockets of the given people, in every instance. */
export async function publishTo(deps: AppDeps, recipients: string[], event: ServerEvent): Promise<void> {
  await publishText(deps, recipients, JSON.stringify(event));
}

/** "<recipients JSON>\n<event JSON>": instances forward the event text as is, without parsing it again. */
async function publishText(deps: AppDeps, recipients: string[], eventJson: string): Promise<void> {
  await deps.pubsub.publish(CHAT_TOPIC, `${JSON.stringify(recipients)}\n${eventJson}`);
}

/** The JSON text of messages stored by this process, written once (see messageJson). */
const encoded = new WeakMap<SharedMessage, string>();

/**
 * A stored message as JSON: the text its new_message event carried, when this process stored it, so the sender's
 * ack repeats those bytes instead of encoding the message a second time.
 */
export function messageJson(message: SharedMessage): string {
  return encoded.get(message) ?? JSON.stringify(message);
}

/** Stores a message (group commit), then publishes it. Resolves with the stored message. */
export async function storeAndPublish(
  deps: AppDeps,
  access: Access,
  input: { senderId: string | null; senderRole: 'user' | 'coach'; content: string },
): Promise<SharedMessage> {
  const row: NewMessage = {
    // time-ordered: the unique index on id then grows at its end instead of at a random page per message
    id: newOrderedId(),
    conversation_id: access.conversation.id,
    sender_id: input.senderId,
    sender_role: input.senderRole,
    content: input.content,
    created_at: nowIso(),
  };
  const seq = await chatHub(deps).writer.write(row);
  deps.metrics.messagesStored.inc();
  const message = toMessage({ ...row, seq });
  const json = JSON.stringify(message);
  encoded.set(message, json);
  try {
    // The same text as JSON.stringify of a ServerEvent new_message, with the message encoded once.
    const ids = `{"type":"new_message","conversationId":${JSON.stringify(message.conversationId)},"connectionId":${JSON.stringify(access.conversation.connection_id)}`;
    await publishText(deps, access.recipients, `${ids},"message":${json}}`);
  } catch (error) {
    // Stored is what counts: the sender still gets its ack, the others catch up with `after=` when they reconnect.
    deps.logger?.warn({ err: { type: error instanceof Error ? error.name : typeof error, message: String((error as Error)?.message ?? error) } }, 'shared message publish failed');
  }
  return message;
}

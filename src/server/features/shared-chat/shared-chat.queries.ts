import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { SharedChatTables, SharedConversationRow, SharedMessageRow } from './shared-chat.tables.js';

export type ConnectionRow = DB['connections'];
type NewMessage = Omit<SharedChatTables['shared_messages'], 'seq'>;

export function findConnection(db: Kysely<DB>, id: string): Promise<ConnectionRow | undefined> {
  return db.selectFrom('connections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether either of these people deleted their account (their empty row stays while a connection does). */
export async function anyDeparted(db: Kysely<DB>, ids: string[]): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', 'in', ids).where('deleted_at', 'is not', null).executeTakeFirst();
  return row !== undefined;
}

export function findConversation(db: Kysely<DB>, id: string): Promise<SharedConversationRow | undefined> {
  return db.selectFrom('shared_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findConversationByKey(db: Kysely<DB>, key: string): Promise<SharedConversationRow | undefined> {
  return db.selectFrom('shared_conversations').selectAll().where('unique_key', '=', key).executeTakeFirst();
}

/** The "with" conversation of a connection and the viewer's own "about" one: never the partner's "about". */
export function listVisibleConversations(db: Kysely<DB>, connectionId: string, viewerId: string): Promise<SharedConversationRow[]> {
  return db
    .selectFrom('shared_conversations')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where((eb) => eb.or([eb('chat_mode', '=', 'with'), eb.and([eb('chat_mode', '=', 'about'), eb('created_by', '=', viewerId)])]))
    .orderBy('created_at')
    .execute();
}

export async function insertConversation(db: Kysely<DB>, row: SharedConversationRow): Promise<void> {
  await db.insertInto('shared_conversations').values(row).execute();
}

export async function setAiFlag(db: Kysely<DB>, id: string, column: 'user1_ai_enabled' | 'user2_ai_enabled', value: 0 | 1, now: string): Promise<void> {
  await db
    .updateTable('shared_conversations')
    .set(column === 'user1_ai_enabled' ? { user1_ai_enabled: value, updated_at: now } : { user2_ai_enabled: value, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export function listMessages(db: Kysely<DB>, conversationId: string, afterSeq: number, limit: number): Promise<SharedMessageRow[]> {
  return db
    .selectFrom('shared_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The last `limit` messages, oldest first (the coach's context). */
export async function recentMessages(db: Kysely<DB>, conversationId: string, limit: number): Promise<SharedMessageRow[]> {
  const rows = await db
    .selectFrom('shared_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function seqOfMessage(db: Kysely<DB>, conversationId: string, messageId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('shared_messages')
    .select('seq')
    .where('conversation_id', '=', conversationId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row ? Number(row.seq) : undefined;
}

/**
 * Stores several messages in one transaction and returns their seqs in order. On SQLite it runs a prepared
 * statement on the raw handle (synchronous, one fsync-free WAL commit for the whole batch); on PostgreSQL one
 * multi-row INSERT … RETURNING.
 */
export function messageInserter(database: Database): (rows: NewMessage[]) => Promise<number[]> {
  const sqlite = database.sqlite;
  if (sqlite) {
    const insert = sqlite.prepare(
      'insert into shared_messages (id, conversation_id, sender_id, sender_role, content, created_at) values (?, ?, ?, ?, ?, ?)',
    );
    const insertAll = sqlite.transaction((rows: NewMessage[]) =>
      rows.map((r) => Number(insert.run(r.id, r.conversation_id, r.sender_id, r.sender_role, r.content, r.created_at).lastInsertRowid)),
    );
    return async (rows) => insertAll(rows);
  }
  return async (rows) => {
    const inserted = await database.db.insertInto('shared_messages').values(rows).returning(['id', 'seq']).execute();
    const byId = new Map(inserted.map((r) => [r.id, Number(r.seq)]));
    return rows.map((r) => byId.get(r.id)!);
  };
}

export function findUserName(db: Kysely<DB>, userId: string): Promise<{ first_name: string } | undefined> {
  return db.selectFrom('users').select('first_name').where('id', '=', userId).executeTakeFirst();
}

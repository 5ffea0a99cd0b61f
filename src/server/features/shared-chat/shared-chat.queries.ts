import type { Kysely } from 'kysely';
import { preparedLookup, type Database } from '../../db/database.js';
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

/** A conversation, its connection and whether either member deleted their account: what deciding access needs. */
export interface AccessRow {
  conversation: SharedConversationRow;
  connection: ConnectionRow;
  departed: boolean;
}

/**
 * The access facts of a conversation in one read instead of three (conversation, connection, departed members): a
 * live chat reads them again every second per conversation (delivery.ts), so with hundreds of conversations open
 * this was a steady share of the server's time. On SQLite a prepared statement (preparedLookup).
 */
export function accessLookup(database: Database): (conversationId: string) => Promise<AccessRow | undefined> {
  const lookup = preparedLookup(database, (conversationId: string) =>
    database.db
      .selectFrom('shared_conversations as c')
      .innerJoin('connections as k', 'k.id', 'c.connection_id')
      .selectAll('c')
      .select([
        'k.user1_id as k_user1_id',
        'k.user2_id as k_user2_id',
        'k.pair_key as k_pair_key',
        'k.status as k_status',
        'k.relationship_type as k_relationship_type',
        'k.invitation_id as k_invitation_id',
        'k.created_at as k_created_at',
        'k.accepted_at as k_accepted_at',
        'k.updated_at as k_updated_at',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('users as u')
              .select('u.id')
              .where((w) => w.or([w('u.id', '=', w.ref('k.user1_id')), w('u.id', '=', w.ref('k.user2_id'))]))
              .where('u.deleted_at', 'is not', null),
          )
          .as('departed'),
      )
      .where('c.id', '=', conversationId),
  );
  return async (conversationId) => {
    const row = await lookup(conversationId);
    if (!row) return undefined;
    const { k_user1_id, k_user2_id, k_pair_key, k_status, k_relationship_type, k_invitation_id, k_created_at, k_accepted_at, k_updated_at, departed, ...conversation } = row;
    return {
      conversation,
      connection: {
        id: conversation.connection_id,
        user1_id: k_user1_id,
        user2_id: k_user2_id,
        pair_key: k_pair_key,
        status: k_status,
        relationship_type: k_relationship_type,
        invitation_id: k_invitation_id,
        created_at: k_created_at,
        accepted_at: k_accepted_at,
        updated_at: k_updated_at,
      },
      // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean
      departed: Boolean(departed),
    };
  };
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

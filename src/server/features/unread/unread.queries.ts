import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Moves the person's read position forward (never back: an older tab reporting late changes nothing). */
export async function advanceReadPosition(db: Kysely<DB>, userId: string, conversationId: string, seq: number, now: string): Promise<void> {
  await db
    .insertInto('read_positions')
    .values({ user_id: userId, conversation_id: conversationId, last_read_seq: seq, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'conversation_id'])
        .doUpdateSet({ last_read_seq: (eb) => eb.ref('excluded.last_read_seq'), updated_at: (eb) => eb.ref('excluded.updated_at') })
        .where('read_positions.last_read_seq', '<', (eb) => eb.ref('excluded.last_read_seq')),
    )
    .execute();
}

/** The highest seq in a conversation, or null when it has no message. */
export async function lastSeq(db: Kysely<DB>, conversationId: string): Promise<number | null> {
  const row = await db
    .selectFrom('shared_messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
}

/**
 * Per active connection of the person: messages they did not send (the other person's and the coach's) after their
 * read position, in the conversations they can read ("with" chats, and the "about" chats they started).
 */
export async function unreadByConnection(db: Kysely<DB>, userId: string): Promise<{ connectionId: string; unread: number }[]> {
  const rows = await db
    .selectFrom('shared_messages as m')
    .innerJoin('shared_conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('connections as k', 'k.id', 'c.connection_id')
    .leftJoin('read_positions as r', (join) => join.onRef('r.conversation_id', '=', 'c.id').on('r.user_id', '=', userId))
    .select(['c.connection_id as connectionId', (eb) => eb.fn.countAll<string | number>().as('unread')])
    .where('k.status', '=', 'active')
    .where((eb) => eb.or([eb('k.user1_id', '=', userId), eb('k.user2_id', '=', userId)]))
    .where((eb) => eb.or([eb('c.chat_mode', '=', 'with'), eb('c.created_by', '=', userId)]))
    .where((eb) => eb.or([eb('m.sender_id', 'is', null), eb('m.sender_id', '<>', userId)]))
    .where((eb) => eb.or([eb('r.last_read_seq', 'is', null), eb('m.seq', '>', eb.ref('r.last_read_seq'))]))
    .groupBy('c.connection_id')
    .execute();
  return rows.map((r) => ({ connectionId: r.connectionId, unread: Number(r.unread) }));
}


import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { reusableQuery } from '../../db/reusable.js';
import { otherPersonOf } from '../connections/connections.queries.js';
import type { CoachConversationRow, CoachMessageRow, CoachUploadRow } from './coach.tables.js';

/** The person's conversations, most recently active first: `limit` of them, older than `before` when given. */
export function listConversations(db: Kysely<DB>, userId: string, page: { limit: number; before?: { at: string; id: string } }): Promise<CoachConversationRow[]> {
  // Built and compiled once per shape (decision 094): the coach screen and the home read this list on every visit.
  return conversationsPage(db, { userId, limit: page.limit, beforeAt: page.before?.at, beforeId: page.before?.id });
}

const conversationsPage = reusableQuery(
  (db, { userId, limit, beforeAt, beforeId }: { userId: string; limit: number; beforeAt: string | undefined; beforeId: string | undefined }) => {
    let query = db.selectFrom('coach_conversations').selectAll().where('user_id', '=', userId);
    if (beforeAt !== undefined && beforeId !== undefined) {
      query = query.where((eb) => eb.or([eb('updated_at', '<', beforeAt), eb.and([eb('updated_at', '=', beforeAt), eb('id', '<', beforeId)])]));
    }
    return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit);
  },
);

export async function findConversation(db: Kysely<DB>, id: string): Promise<CoachConversationRow | undefined> {
  // Compiled once (decision 094): every coach send, stream and page checks ownership with it.
  return (await conversationById(db, { id }))[0];
}

const conversationById = reusableQuery((db, { id }: { id: string }) => db.selectFrom('coach_conversations').selectAll().where('id', '=', id));

export async function insertConversation(db: Kysely<DB>, row: CoachConversationRow): Promise<void> {
  await db.insertInto('coach_conversations').values(row).execute();
}

export async function touchConversation(db: Kysely<DB>, id: string, updatedAt: string, title?: string): Promise<void> {
  await db
    .updateTable('coach_conversations')
    .set({ updated_at: updatedAt, ...(title ? { title } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Deletes the conversation and its messages (also cascaded by the foreign key). */
export async function deleteConversation(db: Kysely<DB>, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('coach_messages').where('conversation_id', '=', id).execute();
    await tx.deleteFrom('coach_conversations').where('id', '=', id).execute();
  });
}

/** The newest `limit` messages (older than `before` when given), oldest first. */
export async function listMessages(db: Kysely<DB>, conversationId: string, page: { limit: number; before?: { at: string; id: string } }): Promise<CoachMessageRow[]> {
  let query = db.selectFrom('coach_messages').selectAll().where('conversation_id', '=', conversationId);
  const before = page.before;
  if (before) query = query.where((eb) => eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('id', '<', before.id)])]));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
  return rows.reverse();
}

/** The most recent `limit` messages, oldest first (the coach's history window reads at most this many). */
export async function recentMessages(db: Kysely<DB>, conversationId: string, limit: number): Promise<CoachMessageRow[]> {
  // Compiled once (decision 094): read on every coach send.
  return (await latestMessages(db, { conversationId, limit })).reverse();
}

const latestMessages = reusableQuery((db, { conversationId, limit }: { conversationId: string; limit: number }) =>
  db.selectFrom('coach_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit),
);

export async function insertMessage(db: Kysely<DB>, row: CoachMessageRow): Promise<void> {
  await db.insertInto('coach_messages').values(row).execute();
}

export async function insertUpload(db: Kysely<DB>, row: CoachUploadRow): Promise<void> {
  await db.insertInto('coach_uploads').values(row).execute();
}

/**
 * Removes uploads stored before `before`. An upload is read once, when the message it is attached to is sent (the
 * history keeps only its name), so after a day it is either spent or abandoned; either way it should not linger.
 */
export async function deleteUploadsBefore(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db.deleteFrom('coach_uploads').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findUpload(db: Kysely<DB>, id: string, userId: string): Promise<CoachUploadRow | undefined> {
  return db.selectFrom('coach_uploads').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Active connections of a person: the other person's id and the relationship type. */
/** The person's connections, active and pending, oldest first; `askedByMe` when the person sent the request. */
export async function connectionsForCoach(
  db: Kysely<DB>,
  userId: string,
): Promise<Array<{ id: string; otherId: string; relationshipType: string; status: 'active' | 'pending'; askedByMe: boolean }>> {
  const rows = await connectionsOf(db, { userId });
  return rows.map((r) => ({ id: r.id, otherId: otherPersonOf(r, userId), relationshipType: r.relationship_type, status: r.status, askedByMe: r.user1_id === userId }));
}

// Compiled once (decision 094): the first read of every coach context.
const connectionsOf = reusableQuery((db, { userId }: { userId: string }) =>
  db
    .selectFrom('connections')
    .select(['id', 'user1_id', 'user2_id', 'relationship_type', 'status'])
    .where((eb) => eb.or([eb('user1_id', '=', userId), eb('user2_id', '=', userId)]))
    .orderBy('created_at', 'asc'),
);

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const USER_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'is_active', 'created_at'] as const;

// A deleted account's empty "Deleted member" row (decision 027) is nobody: the monitor lists and finds only people.
export function listUsers(db: Kysely<DB>) {
  return db.selectFrom('users').select(USER_COLUMNS).where('deleted_at', 'is', null).orderBy('created_at', 'desc').execute();
}

export function findUser(db: Kysely<DB>, id: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function countDeletions(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('account_deletions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findNames(db: Kysely<DB>, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', [...new Set(ids)]).execute();
}

export async function setUserActive(db: Kysely<DB>, id: string, isActive: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: isActive ? 1 : 0, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Per-person aggregates. Each answers one row per person who has any (GROUP BY), for everyone or, given `onlyUserId`,
// for that one person. Kysely types a count as number | string | bigint (database.ts parses PostgreSQL's bigint to a
// number already): callers take Number() of it.

export interface MessageTally {
  user_id: string;
  count: number | string | bigint;
  last_at: string | null;
}

/** What each person wrote to the coach: user-role messages in conversations they own. */
export function coachMessageTallies(db: Kysely<DB>, onlyUserId?: string): Promise<MessageTally[]> {
  return db
    .selectFrom('coach_messages')
    .innerJoin('coach_conversations', 'coach_conversations.id', 'coach_messages.conversation_id')
    .select((eb) => [
      'coach_conversations.user_id as user_id',
      eb.fn.countAll().as('count'),
      eb.fn.max('coach_messages.created_at').as('last_at'),
    ])
    .where('coach_messages.role', '=', 'user')
    .$if(onlyUserId !== undefined, (qb) => qb.where('coach_conversations.user_id', '=', onlyUserId!))
    .groupBy('coach_conversations.user_id')
    .execute();
}

/** What each person sent in real-time chats; the coach's messages there have no sender. */
export async function sharedMessageTallies(db: Kysely<DB>, onlyUserId?: string): Promise<MessageTally[]> {
  const rows = await db
    .selectFrom('shared_messages')
    .select((eb) => ['sender_id', eb.fn.countAll().as('count'), eb.fn.max('created_at').as('last_at')])
    .where('sender_role', '=', 'user')
    .where('sender_id', 'is not', null)
    .$if(onlyUserId !== undefined, (qb) => qb.where('sender_id', '=', onlyUserId!))
    .groupBy('sender_id')
    .execute();
  return rows.map((r) => ({ user_id: r.sender_id!, count: r.count, last_at: r.last_at }));
}

/** Active connections per person, whichever side of the pair they are on. */
export function activeConnectionCounts(db: Kysely<DB>, onlyUserId?: string): Promise<Array<{ user_id: string; count: number | string | bigint }>> {
  const ends = db
    .selectFrom('connections')
    .select('user1_id as user_id')
    .where('status', '=', 'active')
    .unionAll(db.selectFrom('connections').select('user2_id as user_id').where('status', '=', 'active'));
  return db
    .selectFrom(ends.as('ends'))
    .select((eb) => ['ends.user_id', eb.fn.countAll().as('count')])
    .$if(onlyUserId !== undefined, (qb) => qb.where('ends.user_id', '=', onlyUserId!))
    .groupBy('ends.user_id')
    .execute();
}

export function assessedUserIds(db: Kysely<DB>, onlyUserId?: string): Promise<Array<{ user_id: string }>> {
  return db
    .selectFrom('survey_results')
    .select('user_id')
    .$if(onlyUserId !== undefined, (qb) => qb.where('user_id', '=', onlyUserId!))
    .execute();
}

// One person's detail ---------------------------------------------------------------------------------------------

export function connectionsOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('connections')
    .select(['id', 'user1_id', 'user2_id', 'relationship_type', 'status', 'created_at'])
    .where((eb) => eb.or([eb('user1_id', '=', userId), eb('user2_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The person's coach conversations with how many messages (theirs and the coach's) each holds. No titles. */
export function coachConversationsOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('coach_conversations')
    .leftJoin('coach_messages', 'coach_messages.conversation_id', 'coach_conversations.id')
    .select((eb) => [
      'coach_conversations.id',
      'coach_conversations.created_at',
      'coach_conversations.updated_at',
      eb.fn.count('coach_messages.id').as('message_count'),
    ])
    .where('coach_conversations.user_id', '=', userId)
    .groupBy(['coach_conversations.id', 'coach_conversations.created_at', 'coach_conversations.updated_at'])
    .orderBy('coach_conversations.updated_at', 'desc')
    .orderBy('coach_conversations.id')
    .execute();
}

export function findSurveyResults(db: Kysely<DB>, userId: string) {
  return db.selectFrom('survey_results').select(['personality_type', 'results', 'created_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** When the person last wrote to the coach: ids and times only, never the text. */
export function latestCoachMessages(db: Kysely<DB>, userId: string, limit: number) {
  return db
    .selectFrom('coach_messages')
    .innerJoin('coach_conversations', 'coach_conversations.id', 'coach_messages.conversation_id')
    .select(['coach_messages.id', 'coach_messages.created_at'])
    .where('coach_conversations.user_id', '=', userId)
    .where('coach_messages.role', '=', 'user')
    .orderBy('coach_messages.created_at', 'desc')
    .orderBy('coach_messages.id', 'desc')
    .limit(limit)
    .execute();
}

/** When and in which chat the person last sent a real-time message: ids, times and the pair, never the text. */
export function latestSharedMessages(db: Kysely<DB>, userId: string, limit: number) {
  return db
    .selectFrom('shared_messages')
    .innerJoin('shared_conversations', 'shared_conversations.id', 'shared_messages.conversation_id')
    .innerJoin('connections', 'connections.id', 'shared_conversations.connection_id')
    .select(['shared_messages.id', 'shared_messages.created_at', 'shared_conversations.chat_mode', 'connections.user1_id', 'connections.user2_id'])
    .where('shared_messages.sender_id', '=', userId)
    .where('shared_messages.sender_role', '=', 'user')
    .orderBy('shared_messages.created_at', 'desc')
    .orderBy('shared_messages.seq', 'desc')
    .limit(limit)
    .execute();
}

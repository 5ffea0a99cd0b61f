import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AdminUserSort, AdminUsersFilter, AdminUsersInput } from './admin.schemas.js';

const USER_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'is_active', 'created_at'] as const;

type UsersQuery<O> = SelectQueryBuilder<DB, 'users', O>;

/**
 * A deleted account's empty "Deleted member" row (decision 027) is nobody: the monitor lists and finds only people.
 * The search matches name or e-mail, case-insensitively, with LIKE's own wildcards taken literally.
 */
function filtered<O>(query: UsersQuery<O>, filter: AdminUsersFilter): UsersQuery<O> {
  let q = query.where('users.deleted_at', 'is', null);
  if (filter.status !== 'all') q = q.where('users.is_active', '=', filter.status === 'active' ? 1 : 0);
  const needle = filter.search?.trim().toLowerCase();
  if (needle) {
    const pattern = `%${needle.replace(/[\\%_]/g, '\\$&')}%`;
    q = q.where(sql<boolean>`lower(users.first_name || ' ' || users.last_name || ' ' || users.email) like ${pattern} escape '\\'`);
  }
  return q;
}

/**
 * One page of people with their message totals and latest activity, filtered and ordered in the database, so the
 * monitor never loads everyone (issue 12, finding 11). Ties fall back to newest first, then id, so pages never overlap.
 */
export function listUsers(db: Kysely<DB>, input: AdminUsersInput) {
  const lastAt = sql<string | null>`case when c.last_at is null then s.last_at when s.last_at is null then c.last_at when c.last_at > s.last_at then c.last_at else s.last_at end`;
  const total = sql<number>`coalesce(c.count, 0) + coalesce(s.count, 0)`;
  const activity = sql<string>`coalesce(${lastAt}, '')`;
  let query = filtered(
    db
      .selectFrom('users')
      .leftJoin(coachTallies(db).as('c'), 'c.user_id', 'users.id')
      .leftJoin(sharedTallies(db).as('s'), 's.user_id', 'users.id')
      .select(USER_COLUMNS.map((c) => `users.${c}` as const))
      .select([sql<number>`coalesce(c.count, 0)`.as('chat_messages'), sql<number>`coalesce(s.count, 0)`.as('shared_messages'), lastAt.as('last_activity_at')]),
    input,
  );
  // Each order's own key first; newest first and then id break ties, so pages never overlap.
  const keys = {
    newest: [],
    oldest: [[sql`users.created_at`, 'asc']],
    'recent-activity': [[activity, 'desc']],
    'least-activity': [[activity, 'asc']],
    'most-messages': [[total, 'desc']],
    'least-messages': [[total, 'asc']],
  } satisfies Record<AdminUserSort, [RawBuilder<unknown>, 'asc' | 'desc'][]>;
  for (const [key, direction] of keys[input.sort]) query = query.orderBy(key, direction);
  return query.orderBy('users.created_at', 'desc').orderBy('users.id').limit(input.limit).offset(input.offset).execute();
}

/** How many people match the filter (the pager's total). */
export async function countUsers(db: Kysely<DB>, filter: AdminUsersFilter): Promise<number> {
  const row = await filtered(db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')), filter).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The summary tiles, over every (not deleted) person. */
export async function usersSummary(db: Kysely<DB>) {
  const [people, assessed, coach, shared] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('is_active').as('active')])
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('survey_results')
      .innerJoin('users', 'users.id', 'survey_results.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('coach_messages')
      .innerJoin('coach_conversations', 'coach_conversations.id', 'coach_messages.conversation_id')
      .innerJoin('users', 'users.id', 'coach_conversations.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('coach_messages.role', '=', 'user')
      .where('users.deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('shared_messages')
      .innerJoin('users', 'users.id', 'shared_messages.sender_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shared_messages.sender_role', '=', 'user')
      .where('users.deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const users = Number(people.n);
  const active = Number(people.active ?? 0);
  return { users, active, inactive: users - active, completedAssessments: Number(assessed.n), messages: Number(coach.n) + Number(shared.n) };
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

// Per-person aggregates: one row per person who has any (GROUP BY), for the people asked about. Kysely types a count
// as number | string | bigint (database.ts parses PostgreSQL's bigint to a number already): callers take Number().

export interface MessageTally {
  user_id: string;
  count: number | string | bigint;
  last_at: string | null;
}

/** What each person wrote to the coach: user-role messages in conversations they own. */
function coachTallies(db: Kysely<DB>) {
  return db
    .selectFrom('coach_messages')
    .innerJoin('coach_conversations', 'coach_conversations.id', 'coach_messages.conversation_id')
    .select((eb) => ['coach_conversations.user_id as user_id', eb.fn.countAll().as('count'), eb.fn.max('coach_messages.created_at').as('last_at')])
    .where('coach_messages.role', '=', 'user')
    .groupBy('coach_conversations.user_id');
}

/** What each person sent in real-time chats; the coach's messages there have no sender. */
function sharedTallies(db: Kysely<DB>) {
  return db
    .selectFrom('shared_messages')
    .select((eb) => ['sender_id as user_id', eb.fn.countAll().as('count'), eb.fn.max('created_at').as('last_at')])
    .where('sender_role', '=', 'user')
    .where('sender_id', 'is not', null)
    .groupBy('sender_id');
}

export function coachMessageTallies(db: Kysely<DB>, onlyUserId: string): Promise<MessageTally[]> {
  return coachTallies(db).where('coach_conversations.user_id', '=', onlyUserId).execute();
}

export async function sharedMessageTallies(db: Kysely<DB>, onlyUserId: string): Promise<MessageTally[]> {
  const rows = await sharedTallies(db).where('sender_id', '=', onlyUserId).execute();
  return rows.map((r) => ({ user_id: r.user_id!, count: r.count, last_at: r.last_at }));
}

/** Active connections per person, whichever side of the pair they are on. */
export function activeConnectionCounts(db: Kysely<DB>, userIds: string[]): Promise<Array<{ user_id: string; count: number | string | bigint }>> {
  if (userIds.length === 0) return Promise.resolve([]);
  const ends = db
    .selectFrom('connections')
    .select('user1_id as user_id')
    .where('status', '=', 'active')
    .unionAll(db.selectFrom('connections').select('user2_id as user_id').where('status', '=', 'active'));
  return db
    .selectFrom(ends.as('ends'))
    .select((eb) => ['ends.user_id', eb.fn.countAll().as('count')])
    .where('ends.user_id', 'in', userIds)
    .groupBy('ends.user_id')
    .execute();
}

export function assessedUserIds(db: Kysely<DB>, userIds: string[]): Promise<Array<{ user_id: string }>> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('survey_results').select('user_id').where('user_id', 'in', userIds).execute();
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

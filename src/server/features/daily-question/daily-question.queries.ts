/** The only file of the daily question that speaks SQL. Queries take `db` or a transaction first. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { DailyQuestionTables } from './daily-question.tables.js';
import { DEFAULT_SHARING } from '../../../shared/privacy.js';

type Db = Kysely<DB> | Transaction<DB>;
export type PairRow = Selectable<DailyQuestionTables['daily_question_pairs']>;
export type DayRow = Selectable<DailyQuestionTables['daily_question_days']>;
export type AnswerRow = Selectable<DailyQuestionTables['daily_question_answers']>;

export function findPair(db: Db, connectionId: string): Promise<PairRow | undefined> {
  return db.selectFrom('daily_question_pairs').selectAll().where('connection_id', '=', connectionId).executeTakeFirst();
}

export function findPairs(db: Db, connectionIds: string[]): Promise<PairRow[]> {
  if (connectionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('daily_question_pairs').selectAll().where('connection_id', 'in', connectionIds).execute();
}

export async function ensurePair(db: Db, connectionId: string, now: string): Promise<void> {
  await db
    .insertInto('daily_question_pairs')
    .values({ connection_id: connectionId, paused_by: null, streak: 0, last_day: null, frozen_weeks: '[]', updated_at: now })
    .onConflict((oc) => oc.column('connection_id').doNothing())
    .execute();
}

export async function setPausedBy(db: Db, connectionId: string, pausedBy: string | null, now: string): Promise<void> {
  await db.updateTable('daily_question_pairs').set({ paused_by: pausedBy, updated_at: now }).where('connection_id', '=', connectionId).execute();
}

export async function saveStreak(db: Db, connectionId: string, streak: { streak: number; lastDay: string | null; frozenWeeks: string[] }, now: string): Promise<void> {
  await db
    .updateTable('daily_question_pairs')
    .set({ streak: streak.streak, last_day: streak.lastDay, frozen_weeks: JSON.stringify(streak.frozenWeeks), updated_at: now })
    .where('connection_id', '=', connectionId)
    .execute();
}

export function findDay(db: Db, connectionId: string, day: string): Promise<DayRow | undefined> {
  return db.selectFrom('daily_question_days').selectAll().where('connection_id', '=', connectionId).where('pair_day', '=', day).executeTakeFirst();
}

/** Inserts the day's question unless the other person's request already did (both then read the stored one). */
export async function insertDayOnce(db: Db, row: DayRow): Promise<void> {
  await db
    .insertInto('daily_question_days')
    .values(row)
    .onConflict((oc) => oc.columns(['connection_id', 'pair_day']).doNothing())
    .execute();
}

/** Every question the pair has been asked or has skipped (the no-repeat rule). */
export async function usedQuestionIds(db: Db, connectionId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('daily_question_days').select(['question_id', 'skipped']).where('connection_id', '=', connectionId).execute();
  const used = new Set<string>();
  for (const r of rows) {
    used.add(r.question_id);
    for (const id of JSON.parse(r.skipped) as string[]) used.add(id);
  }
  return used;
}

/**
 * Takes the day row's lock for the rest of the transaction (PostgreSQL: a row lock; SQLite: the write lock), so two
 * answers arriving together are counted one after the other and the reveal happens exactly once.
 */
export async function lockDay(db: Db, connectionId: string, day: string, now: string): Promise<void> {
  await db.updateTable('daily_question_days').set({ updated_at: now }).where('connection_id', '=', connectionId).where('pair_day', '=', day).execute();
}

export async function replaceQuestion(db: Db, connectionId: string, day: string, questionId: string, skipped: string[], now: string): Promise<void> {
  await db
    .updateTable('daily_question_days')
    .set({ question_id: questionId, skipped: JSON.stringify(skipped), updated_at: now })
    .where('connection_id', '=', connectionId)
    .where('pair_day', '=', day)
    .execute();
}

/** Marks the day revealed; true only for the one call that did it. */
export async function markRevealed(db: Db, connectionId: string, day: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('daily_question_days')
    .set({ revealed_at: now })
    .where('connection_id', '=', connectionId)
    .where('pair_day', '=', day)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function answersOf(db: Db, connectionId: string, day: string): Promise<AnswerRow[]> {
  return db.selectFrom('daily_question_answers').selectAll().where('connection_id', '=', connectionId).where('pair_day', '=', day).execute();
}

export async function upsertAnswer(db: Db, row: AnswerRow): Promise<void> {
  await db
    .insertInto('daily_question_answers')
    .values(row)
    .onConflict((oc) => oc.columns(['connection_id', 'pair_day', 'user_id']).doUpdateSet({ answer: row.answer, updated_at: row.updated_at }))
    .execute();
}

export async function setReaction(db: Db, connectionId: string, day: string, userId: string, reaction: string | null, now: string): Promise<void> {
  await db
    .updateTable('daily_question_answers')
    .set({ reaction, updated_at: now })
    .where('connection_id', '=', connectionId)
    .where('pair_day', '=', day)
    .where('user_id', '=', userId)
    .execute();
}

/** Today's rows for many connections at once (the home screen's cards). */
export async function daysOn(db: Db, keys: Array<{ connectionId: string; day: string }>): Promise<{ days: DayRow[]; answers: Array<Pick<AnswerRow, 'connection_id' | 'pair_day' | 'user_id'>> }> {
  if (keys.length === 0) return { days: [], answers: [] };
  const ids = keys.map((k) => k.connectionId);
  const wanted = new Set(keys.map((k) => `${k.connectionId}|${k.day}`));
  const minDay = keys.reduce((m, k) => (k.day < m ? k.day : m), keys[0]!.day);
  const [days, answers] = await Promise.all([
    db.selectFrom('daily_question_days').selectAll().where('connection_id', 'in', ids).where('pair_day', '>=', minDay).execute(),
    db
      .selectFrom('daily_question_answers')
      .select(['connection_id', 'pair_day', 'user_id'])
      .where('connection_id', 'in', ids)
      .where('pair_day', '>=', minDay)
      .execute(),
  ]);
  return {
    days: days.filter((d) => wanted.has(`${d.connection_id}|${d.pair_day}`)),
    answers: answers.filter((a) => wanted.has(`${a.connection_id}|${a.pair_day}`)),
  };
}

/** Revealed days, newest first, older than `before` (a pair_day), with both answers. */
export async function revealedDays(db: Db, connectionId: string, limit: number, before?: string, search?: string): Promise<Array<DayRow & { answers: AnswerRow[] }>> {
  let query = db.selectFrom('daily_question_days').selectAll().where('connection_id', '=', connectionId).where('revealed_at', 'is not', null);
  if (before) query = query.where('pair_day', '<', before);
  const days = await query.orderBy('pair_day', 'desc').limit(search ? 1000 : limit).execute();
  if (days.length === 0) return [];
  const answers = await db
    .selectFrom('daily_question_answers')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where(
      'pair_day',
      'in',
      days.map((d) => d.pair_day),
    )
    .execute();
  return days.map((d) => ({ ...d, answers: answers.filter((a) => a.pair_day === d.pair_day) }));
}

/** Participation only (admin analytics): pairs whose day was revealed since `since`, and every running streak. */
export async function participation(db: Db, since: string): Promise<{ pairsAnswered: number; streaks: number[] }> {
  const [answered, streaks] = await Promise.all([
    db.selectFrom('daily_question_days').select(({ fn }) => fn.countAll<number>().as('n')).where('revealed_at', '>=', since).executeTakeFirst(),
    db.selectFrom('daily_question_pairs').select('streak').where('streak', '>', 0).execute(),
  ]);
  return { pairsAnswered: Number(answered?.n ?? 0), streaks: streaks.map((s) => s.streak) };
}

/** Each person's stored zone (the time-zone feature keeps it on users). */
export async function zonesOf(db: Db, userIds: string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'time_zone']).where('id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.id, r.time_zone]));
}

/** The viewer's active connections among these ids whose other person is an active member. */
export async function activeConnectionsAmong(db: Db, viewerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('connections')
    .innerJoin('users', (join) =>
      join.on((eb) =>
        eb.and([
          eb('users.is_active', '=', 1),
          eb.or([
            eb.and([eb('connections.user1_id', '=', viewerId), eb('users.id', '=', eb.ref('connections.user2_id'))]),
            eb.and([eb('connections.user2_id', '=', viewerId), eb('users.id', '=', eb.ref('connections.user1_id'))]),
          ]),
        ]),
      ),
    )
    .select(['connections.id as id', 'users.id as other_id', 'users.time_zone as other_zone'])
    .where('connections.id', 'in', ids)
    .where('connections.status', '=', 'active')
    .execute();
}

/** The people among these who let the coach use their revealed daily answers (no row or 0: off, the default). */
export async function coachUseOf(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('sharing_choices').select('user_id').where('user_id', 'in', userIds).where('coach_uses_daily_answers', '=', 1).execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Sets the one choice; the other Privacy choices keep their value (or their default for a new row). */
export async function setCoachUse(db: Db, userId: string, allowed: boolean, now: string): Promise<void> {
  await db
    .insertInto('sharing_choices')
    .values({
      user_id: userId,
      show_attachment: DEFAULT_SHARING.attachment ? 1 : 0,
      show_love_languages: DEFAULT_SHARING.loveLanguages ? 1 : 0,
      show_stability: DEFAULT_SHARING.stability ? 1 : 0,
      coach_uses_daily_answers: allowed ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ coach_uses_daily_answers: allowed ? 1 : 0, updated_at: now }))
    .execute();
}

/** The people among `others` whom the viewer blocked or who blocked the viewer (Social Hub blocks). */
export async function blockedAmong(db: Db, viewerId: string, others: string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .selectFrom('social_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', 'in', others)]), eb.and([eb('blocked_id', '=', viewerId), eb('blocker_id', 'in', others)])]),
    )
    .execute();
  return new Set(rows.map((r) => (r.blocker_id === viewerId ? r.blocked_id : r.blocker_id)));
}

/** Locks the pair's row for the rest of the transaction (as lockDay does for a day). */
export async function lockPair(db: Db, connectionId: string, now: string): Promise<void> {
  await db.updateTable('daily_question_pairs').set({ updated_at: now }).where('connection_id', '=', connectionId).execute();
}

/** A person's choice about a milestone: true share, false keep, undefined not answered. */
export async function milestoneChoice(db: Db, connectionId: string, milestone: number, userId: string): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('daily_question_milestone_choices')
    .select('share')
    .where('connection_id', '=', connectionId)
    .where('milestone', '=', milestone)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined ? undefined : row.share === 1;
}

export async function saveMilestoneChoice(db: Db, row: DailyQuestionTables['daily_question_milestone_choices']): Promise<void> {
  await db
    .insertInto('daily_question_milestone_choices')
    .values(row)
    .onConflict((oc) => oc.columns(['connection_id', 'milestone', 'user_id']).doUpdateSet({ share: row.share, updated_at: row.updated_at }))
    .execute();
}

/** Whether the milestone was ever posted (a post deleted since still counts: it is not posted again). */
export async function milestonePosted(db: Db, connectionId: string, milestone: number): Promise<boolean> {
  const row = await db.selectFrom('daily_question_milestones_posted').select('posted_at').where('connection_id', '=', connectionId).where('milestone', '=', milestone).executeTakeFirst();
  return row !== undefined;
}

/** Marks the milestone posted; true only for the one call that did it (the primary key refuses a second). */
export async function markMilestonePosted(db: Db, connectionId: string, milestone: number, now: string): Promise<boolean> {
  const result = await db
    .insertInto('daily_question_milestones_posted')
    .values({ connection_id: connectionId, milestone, posted_at: now })
    .onConflict((oc) => oc.columns(['connection_id', 'milestone']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The names the Social Hub shows for these people: their hub display name, else their first name. */
export async function hubNames(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('social_profiles as sp', 'sp.user_id', 'u.id')
    .select(['u.id', 'u.first_name', 'sp.display_name'])
    .where('u.id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r.display_name || r.first_name]));
}

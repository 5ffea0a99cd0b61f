import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JournalEntryRow, WeeklyActionRow } from './growth.tables.js';
import type { SurveyResults } from '../../../shared/assessment/types.js';

type Db = Kysely<DB>;

export function weekActions(db: Db, userId: string, type: string, weekKey: string): Promise<WeeklyActionRow[]> {
  return db
    .selectFrom('weekly_actions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('stability_type', '=', type)
    .where('week_key', '=', weekKey)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

/** Inserts the rows; a row already listed for that source this week (a parallel first load) is left as it is. */
export async function insertWeekActions(db: Db, rows: WeeklyActionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('weekly_actions')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'stability_type', 'week_key', 'source_key']).doNothing())
    .execute();
}

export function findAction(db: Db, id: string): Promise<WeeklyActionRow | undefined> {
  return db.selectFrom('weekly_actions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function weekCompletion(db: Db, userId: string, type: string, weekKey: string) {
  return db
    .selectFrom('weekly_completions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('stability_type', '=', type)
    .where('week_key', '=', weekKey)
    .executeTakeFirst();
}

export async function pointsInWeek(db: Db, userId: string, weekKey: string): Promise<number> {
  const row = await db
    .selectFrom('weekly_completions')
    .select((eb) => eb.fn.sum<number | string | null>('points').as('points'))
    .where('user_id', '=', userId)
    .where('week_key', '=', weekKey)
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

/** True when this insert claimed the week's one completion for the type; false when another already holds it. */
export async function claimWeekCompletion(
  db: Db,
  row: { user_id: string; stability_type: string; week_key: string; action_id: string; points: number; completed_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('weekly_completions')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'stability_type', 'week_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function markCompleted(db: Db, actionId: string, points: number, at: string): Promise<void> {
  await db.updateTable('weekly_actions').set({ status: 'completed', points_awarded: points, completed_at: at }).where('id', '=', actionId).execute();
}

export function entryForAction(db: Db, actionId: string): Promise<JournalEntryRow | undefined> {
  return db.selectFrom('journal_entries').selectAll().where('action_id', '=', actionId).executeTakeFirst();
}

export async function insertEntry(db: Db, row: JournalEntryRow): Promise<void> {
  await db.insertInto('journal_entries').values(row).execute();
}

/** The person's entries with their action, when they have one (free writing has none). */
function entriesWithAction(db: Db, userId: string) {
  return db
    .selectFrom('journal_entries')
    .leftJoin('weekly_actions', 'weekly_actions.id', 'journal_entries.action_id')
    .where('journal_entries.user_id', '=', userId);
}

export type EntryWithActionRow = Awaited<ReturnType<typeof findEntry>>;

const ENTRY_COLUMNS = [
  'journal_entries.id',
  'journal_entries.action_id',
  'journal_entries.content',
  'journal_entries.mood',
  'journal_entries.insights',
  'journal_entries.created_at',
  'journal_entries.updated_at',
  'weekly_actions.title',
  'weekly_actions.source_key',
  'weekly_actions.stability_type',
  'weekly_actions.points_awarded',
  'weekly_actions.completed_at',
] as const;

export function findEntry(db: Db, userId: string, id: string) {
  return entriesWithAction(db, userId).select(ENTRY_COLUMNS).where('journal_entries.id', '=', id).executeTakeFirst();
}

/** A LIKE pattern matching `text` anywhere, case-insensitively (the callers lower-case both sides). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searched(db: Db, userId: string, search: string | undefined) {
  let query = entriesWithAction(db, userId);
  if (search) {
    const pattern = containsPattern(search);
    // LIKE with an explicit escape character reads the same on SQLite and PostgreSQL.
    const contains = (column: ReturnType<typeof sql>) => sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        contains(sql.ref('journal_entries.content')),
        contains(sql`coalesce(${sql.ref('journal_entries.insights')}, '')`),
        contains(sql`coalesce(${sql.ref('weekly_actions.title')}, '')`),
      ]),
    );
  }
  return query;
}

export function listEntries(db: Db, userId: string, options: { search?: string; limit: number; offset: number }) {
  return searched(db, userId, options.search)
    .select(ENTRY_COLUMNS)
    .orderBy('journal_entries.created_at', 'desc')
    .orderBy('journal_entries.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export function countEntriesByType(db: Db, userId: string, search: string | undefined) {
  return searched(db, userId, search)
    .select(['weekly_actions.stability_type', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('weekly_actions.stability_type')
    .execute();
}

export async function updateEntry(db: Db, userId: string, id: string, values: { content: string; mood: string | null; insights: string | null; updated_at: string }) {
  await db.updateTable('journal_entries').set(values).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function deleteEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('journal_entries').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The person's latest reflections on actions, for the coach (only when they allow it). */
export function latestReflections(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('journal_entries')
    .innerJoin('weekly_actions', 'weekly_actions.id', 'journal_entries.action_id')
    .where('journal_entries.user_id', '=', userId)
    .select(['journal_entries.content', 'journal_entries.insights', 'journal_entries.created_at', 'weekly_actions.title', 'weekly_actions.stability_type'])
    .orderBy('journal_entries.created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function coachUsesReflections(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('journal_settings').select('coach_uses_reflections').where('user_id', '=', userId).executeTakeFirst();
  return row ? row.coach_uses_reflections === 1 : true;
}

export async function setCoachUsesReflections(db: Db, userId: string, on: boolean, at: string): Promise<void> {
  await db
    .insertInto('journal_settings')
    .values({ user_id: userId, coach_uses_reflections: on ? 1 : 0, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ coach_uses_reflections: on ? 1 : 0, updated_at: at }))
    .execute();
}

export async function generationsToday(db: Db, userId: string, type: string, dayKey: string): Promise<number> {
  const row = await db
    .selectFrom('action_generations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('stability_type', '=', type)
    .where('day_key', '=', dayKey)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Claims generation number `attempt` for the day; false when a parallel request took it first. */
export async function claimGeneration(db: Db, row: { user_id: string; stability_type: string; day_key: string; attempt: number; created_at: string }): Promise<boolean> {
  const result = await db
    .insertInto('action_generations')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'stability_type', 'day_key', 'attempt']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function connectionCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('connections')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('user1_id', '=', userId), eb('user2_id', '=', userId)]))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function countAllEntries(db: Db) {
  return db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
}

/**
 * What the week's action draw leans on, as it stood when the week began (ISO instant): the assessment current then
 * (or the person's first, when they were assessed during the week; the stored latest for anyone without attempts)
 * and how many connections were accepted before it. Inputs that cannot change during the week keep its draw fixed.
 */
export async function factsAtWeekStart(db: Db, userId: string, weekStart: string): Promise<{ results: SurveyResults | null; connections: number }> {
  const [before, first, latest, connections] = await Promise.all([
    db.selectFrom('survey_attempts').select('results').where('user_id', '=', userId).where('completed_at', '<', weekStart).orderBy('number', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('survey_attempts').select('results').where('user_id', '=', userId).orderBy('number', 'asc').limit(1).executeTakeFirst(),
    db.selectFrom('survey_results').select('results').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('connections')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => eb.or([eb('user1_id', '=', userId), eb('user2_id', '=', userId)]))
      .where('status', '=', 'active')
      .where('accepted_at', '<', weekStart)
      .executeTakeFirst(),
  ]);
  const results = (before ?? first ?? latest)?.results;
  return { results: results ? (JSON.parse(results) as SurveyResults) : null, connections: Number(connections?.n ?? 0) };
}

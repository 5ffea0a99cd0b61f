import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { reusableQuery } from '../../db/reusable.js';
import type { SurveyTables } from './survey.tables.js';

type Db = Kysely<DB> | Transaction<DB>;

export type SurveyResponseRow = SurveyTables['survey_responses'];
export type SurveyProgressRow = SurveyTables['survey_progress'];
export type SurveyResultsRow = SurveyTables['survey_results'];
export type HobbyResponseRow = SurveyTables['hobby_responses'];
export type AssessmentProgressRow = SurveyTables['assessment_progress'];
export type WeightsRow = SurveyTables['compatibility_weights'];

// --- survey responses ---------------------------------------------------------------------------------------------

export function listResponses(db: Db, userId: string): Promise<SurveyResponseRow[]> {
  return db.selectFrom('survey_responses').selectAll().where('user_id', '=', userId).orderBy('category_index').execute();
}

export async function upsertResponse(db: Db, row: SurveyResponseRow): Promise<void> {
  await db
    .insertInto('survey_responses')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'category']).doUpdateSet({
        category_index: row.category_index,
        responses: row.responses,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

// --- survey progress ----------------------------------------------------------------------------------------------

export function findProgress(db: Db, userId: string): Promise<SurveyProgressRow | undefined> {
  return db.selectFrom('survey_progress').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertProgress(db: Db, row: SurveyProgressRow): Promise<void> {
  await db
    .insertInto('survey_progress')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        completed_categories: row.completed_categories,
        current_category_index: row.current_category_index,
        is_completed: row.is_completed,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

// --- survey results -----------------------------------------------------------------------------------------------

export function findResults(db: Db, userId: string): Promise<SurveyResultsRow | undefined> {
  return db.selectFrom('survey_results').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function hasResults(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('survey_results').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function upsertResults(db: Db, row: SurveyResultsRow): Promise<void> {
  await db
    .insertInto('survey_results')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ personality_type: row.personality_type, results: row.results, updated_at: row.updated_at }),
    )
    .execute();
}

// --- attempts and retakes (decision 060) ----------------------------------------------------------------------------

export type SurveyAttemptRow = SurveyTables['survey_attempts'];
export type SurveyRetakeRow = SurveyTables['survey_retakes'];

/** Newest first. */
/** Newest first; `limit` for the few the coach needs. */
export function listAttempts(db: Db, userId: string, limit?: number): Promise<SurveyAttemptRow[]> {
  const query = db.selectFrom('survey_attempts').selectAll().where('user_id', '=', userId).orderBy('number', 'desc');
  return (limit ? query.limit(limit) : query).execute();
}

/**
 * For each of `userIds` whose latest attempt is a retake (number 2 or more), when they finished it: the connection
 * card's quiet "updated their results" (issue 32). People with one attempt are left out.
 */
export async function retakenAt(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await retakesOf(db, { ids: userIds });
  return new Map(rows.map((r) => [r.user_id, String(r.completed_at)]));
}

// Read with every connection list (decision 094): built and compiled once per number of people.
const retakesOf = reusableQuery((db, { ids }: { ids: string[] }) =>
  db
    .selectFrom('survey_attempts')
    .select(['user_id', (eb) => eb.fn.max('completed_at').as('completed_at')])
    .where('user_id', 'in', ids)
    .where('number', '>', 1)
    .groupBy('user_id'),
);

export function latestAttempt(db: Db, userId: string): Promise<SurveyAttemptRow | undefined> {
  return db.selectFrom('survey_attempts').selectAll().where('user_id', '=', userId).orderBy('number', 'desc').limit(1).executeTakeFirst();
}

export async function insertAttempt(db: Db, row: SurveyAttemptRow): Promise<void> {
  await db.insertInto('survey_attempts').values(row).execute();
}

export async function updateAttempt(db: Db, id: string, set: Pick<SurveyAttemptRow, 'answers' | 'results' | 'completed_at'>): Promise<void> {
  await db.updateTable('survey_attempts').set(set).where('id', '=', id).execute();
}

export function openRetake(db: Db, userId: string): Promise<SurveyRetakeRow | undefined> {
  return db.selectFrom('survey_retakes').selectAll().where('user_id', '=', userId).where('completed_at', 'is', null).executeTakeFirst();
}

/** False when the person already has a retake in this local week (the primary key decides, also under a race). */
export async function insertRetake(db: Db, row: SurveyRetakeRow): Promise<boolean> {
  const result = await db
    .insertInto('survey_retakes')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Closes the open retake; true for the one caller that closed it. */
export async function closeRetake(db: Db, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('survey_retakes')
    .set({ completed_at: now })
    .where('user_id', '=', userId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function clearResponses(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('survey_responses').where('user_id', '=', userId).execute();
}

// --- hobbies ------------------------------------------------------------------------------------------------------

export function listHobbyResponses(db: Db, userId: string): Promise<HobbyResponseRow[]> {
  // In the primary key's order on both databases (PostgreSQL has no order of its own without one).
  return db.selectFrom('hobby_responses').selectAll().where('user_id', '=', userId).orderBy('category').execute();
}

export async function upsertHobbyResponse(db: Db, row: HobbyResponseRow): Promise<void> {
  await db
    .insertInto('hobby_responses')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'category']).doUpdateSet({ selections: row.selections, preferences: row.preferences, updated_at: row.updated_at }),
    )
    .execute();
}

// --- progressive assessment milestones -----------------------------------------------------------------------------

export function findAssessmentProgress(db: Db, userId: string): Promise<AssessmentProgressRow | undefined> {
  return db.selectFrom('assessment_progress').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Sets the given milestone columns, creating the row when needed. */
export async function markAssessmentProgress(
  db: Db,
  userId: string,
  set: Partial<Pick<AssessmentProgressRow, 'hobby_completed_at' | 'skipped_at'>>,
  now: string,
): Promise<void> {
  await db
    .insertInto('assessment_progress')
    .values({ user_id: userId, hobby_completed_at: set.hobby_completed_at ?? null, skipped_at: set.skipped_at ?? null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: now }))
    .execute();
}

// --- compatibility weights -----------------------------------------------------------------------------------------

export function findWeights(db: Db, userId: string): Promise<WeightsRow | undefined> {
  return db.selectFrom('compatibility_weights').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function insertWeights(db: Db, row: WeightsRow): Promise<void> {
  await db.insertInto('compatibility_weights').values(row).execute();
}

export async function updateWeights(
  db: Db,
  userId: string,
  set: Pick<WeightsRow, 'personality_weight' | 'lifestyle_weight' | 'preference' | 'updated_at'>,
): Promise<number> {
  const result = await db.updateTable('compatibility_weights').set(set).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

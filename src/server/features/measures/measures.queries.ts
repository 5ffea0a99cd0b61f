import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MeasuresTables } from './measures.tables.js';

export type MeasureRow = MeasuresTables['measure_scales'];

/** Every completed attempt, oldest first per person: what the job reads (answers and results, no names). */
export function allAttempts(db: Kysely<DB>) {
  return db.selectFrom('survey_attempts').select(['user_id', 'number', 'answers', 'results', 'completed_at']).orderBy('user_id').orderBy('number').execute();
}

/** Replaces the stored figures in one transaction, so a reader never sees half a run. */
export async function replaceMeasures(db: Kysely<DB>, rows: MeasureRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('measure_scales').execute();
    if (rows.length > 0) await trx.insertInto('measure_scales').values(rows).execute();
  });
}

export function listMeasures(db: Kysely<DB>): Promise<MeasureRow[]> {
  return db.selectFrom('measure_scales').selectAll().execute();
}

import type { Kysely } from 'kysely';

// How well each scale measures on this server (issue 32, decision 061): one row per scale, written by the hourly
// measures job and only read by requests. Only aggregates: counts, coefficients, a histogram of 0–100 scores (kept
// only from 100 people on), and the items whose correlation with the rest of their scale is negative.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('measure_scales')
    .addColumn('scale', 'text', (c) => c.primaryKey()) // e.g. axis:TF, anxiety, giving:words, stability:mental
    .addColumn('n', 'integer', (c) => c.notNull()) // people whose latest attempt was used
    .addColumn('alpha', 'double precision') // null below 30 people
    .addColumn('test_retest', 'double precision') // null below 20 pairs
    .addColumn('test_retest_n', 'integer', (c) => c.notNull())
    .addColumn('histogram', 'text') // JSON: 101 counts of rounded scores; null below 100 people
    .addColumn('flagged_items', 'text', (c) => c.notNull()) // JSON: [{ category, option, r }]
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('measure_scales').execute();
}

import type { Kysely } from 'kysely';

// One row per job and slot: the instance whose insert wins runs the slot (ports/scheduler). A lease lets another
// instance take over a run whose process died before it finished.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull()) // ISO UTC time the cron pattern named
    .addColumn('owner', 'text', (c) => c.notNull()) // host:pid:random of the instance running it
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('scheduled_runs_pk', ['job', 'slot'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute();
}

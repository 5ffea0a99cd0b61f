import type { Kysely } from 'kysely';

// The person's own IANA time zone, sent by their browser: their weeks start on Monday 00:00 and their days at midnight
// there (weekly actions, daily prompts, reminders). 'UTC' until the browser has told us.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}

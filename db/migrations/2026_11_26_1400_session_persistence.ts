import type { Kysely } from 'kysely';

// "Remember me" (issue 35 item 4, decision 069). A session signed in without it is a browser session: its cookie has
// no expiry and the server ends it 12 hours after it was last used. Sessions that existed before keep the 30-day
// sliding lifetime they were given, hence the default.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('persistent', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('persistent').execute();
}

import type { Kysely } from 'kysely';

// The language the person reads Attune in (issue 33, decision 071): chosen at registration or in Settings, else the
// browser's Accept-Language at registration. Mails and pushes to them are written in it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}

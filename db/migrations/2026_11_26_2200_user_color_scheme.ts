import type { Kysely } from 'kysely';

// The colour scheme follows the person (issue 35 item 3, decision 077's addendum): 'light', 'dark' or 'system'
// (follow the device). Settings saves it; every browser the person signs in on applies it and keeps a copy in its
// localStorage so the next page load paints in it before any request.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('color_scheme', 'text', (c) => c.notNull().defaultTo('system'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('color_scheme').execute();
}

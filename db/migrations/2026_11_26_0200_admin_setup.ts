import type { Kysely } from 'kysely';

// The administrator's setup code (issue 28 finding 2, decision 042).
// - users.admin_confirmed_at: set when the person signed in as the ADMIN_EMAIL account entered the setup code the
//   server printed at start-up. Holding and verifying the address is no longer enough to be the administrator.
// - admin_setup_codes: the codes printed at start-up while nobody is confirmed; only a SHA-256 of each is kept.
//   Entering one deletes them all, so a code works once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('admin_confirmed_at', 'text').execute();
  await db.schema
    .createTable('admin_setup_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_setup_codes').execute();
  await db.schema.alterTable('users').dropColumn('admin_confirmed_at').execute();
}

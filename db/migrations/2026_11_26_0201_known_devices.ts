import type { Kysely } from 'kysely';

// Known devices (issue 28, low: lockout). A browser that signed in to an account gets a long-lived cookie naming a
// row here; with the right password it may sign in even while that address is throttled, so a stranger's wrong
// passwords cannot lock the owner out. Only a SHA-256 of the cookie's secret is kept.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('known_devices_user').on('known_devices').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
}

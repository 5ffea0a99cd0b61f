import type { Kysely } from 'kysely';

// Account lifecycle (issue 18, decision 026).
// - password_resets: links mailed to reset a forgotten password; only a SHA-256 of each token is kept, single use,
//   one hour.
// - sessions.user_agent / last_used_at: what Settings › Devices shows about each signed-in browser.
// - users.time_zone_chosen: 1 once the person picked a zone in Settings, so their browser's report no longer
//   overrides it.
// - users.deleted_at: set when a person deleted their account but a connection of theirs keeps shared chats the other
//   person still needs: the row stays as an empty "Deleted member" (no e-mail, name, password or data; decision 027).
// - account_deletions: one row per deleted account with its time only, so the admin monitor can count them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('time_zone_chosen', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
  await db.schema
    .createTable('account_deletions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_deletions').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.alterTable('users').dropColumn('time_zone_chosen').execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.dropTable('password_resets').execute();
}

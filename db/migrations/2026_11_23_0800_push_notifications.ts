import type { Kysely } from 'kysely';

// Web push (spec §3 push subscription, §7 /api/notifications): one row per device endpoint, per-kind switches, and
// the server's VAPID key pair when the environment does not provide one (shared by every instance).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A device's endpoint is unique: subscribing again (or as another person on the same browser) replaces the row.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh_key', 'text', (c) => c.notNull())
    .addColumn('auth_key', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // messages | connections | weekly_actions | daily_reflection
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey()) // 'vapid'
    .addColumn('value', 'text', (c) => c.notNull()) // JSON
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_keys').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}

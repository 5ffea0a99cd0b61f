import type { Kysely } from 'kysely';

// Newsletter subscriptions (spec §3): one row per member, kept when they unsubscribe so their choices come back.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('is_subscribed', 'integer', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull()) // JSON array of topics
    .addColumn('difficulty', 'text', (c) => c.notNull()) // JSON array of levels
    .addColumn('personalized_content', 'integer', (c) => c.notNull())
    .addColumn('subscribed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('newsletter_subscriptions_active').on('newsletter_subscriptions').columns(['is_subscribed', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
}

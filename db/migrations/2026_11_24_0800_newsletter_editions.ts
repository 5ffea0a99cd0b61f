import type { Kysely } from 'kysely';

// Newsletter editions and their deliveries (issue 17, decision 033). One edition per schedule slot (unique), one
// delivery per edition and subscriber (unique): a second run of a slot, or a run resumed after a crash, finds the
// rows and sends only what is still owed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_editions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slot', 'text', (c) => c.notNull().unique()) // ISO UTC time of the Monday/Wednesday 09:00 it belongs to
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull()) // the topic this edition leads with
    .addColumn('status', 'text', (c) => c.notNull()) // generated | published | skipped
    .addColumn('trigger', 'text', (c) => c.notNull()) // schedule | send-now
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .execute();
  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('edition_id', 'text', (c) => c.notNull().references('newsletter_editions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('article_ids', 'text', (c) => c.notNull()) // JSON array: what this person was sent (never repeated)
    .addColumn('status', 'text', (c) => c.notNull()) // pending | sending | retry | sent | failed | skipped
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('newsletter_deliveries_edition_user', ['edition_id', 'user_id'])
    .execute();
  await db.schema.createIndex('newsletter_deliveries_user').on('newsletter_deliveries').columns(['user_id']).execute();
  await db.schema.createIndex('newsletter_deliveries_status').on('newsletter_deliveries').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_editions').execute();
}

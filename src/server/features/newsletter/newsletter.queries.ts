import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewsletterSubscriptionRow } from './newsletter.tables.js';

export function findSubscription(db: Kysely<DB>, userId: string) {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** One row per member (primary key): subscribing twice, even at once, updates the same row. */
export async function upsertSubscription(db: Kysely<DB>, row: NewsletterSubscriptionRow): Promise<void> {
  const { user_id: _id, ...changes } = row;
  await db
    .insertInto('newsletter_subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

export async function markUnsubscribed(db: Kysely<DB>, userId: string, at: string): Promise<void> {
  await db.updateTable('newsletter_subscriptions').set({ is_subscribed: 0, unsubscribed_at: at, updated_at: at }).where('user_id', '=', userId).execute();
}

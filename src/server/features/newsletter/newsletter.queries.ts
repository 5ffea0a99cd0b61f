import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewsletterDeliveryRow, NewsletterEditionRow, NewsletterSubscriptionRow } from './newsletter.tables.js';

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

// ---------------------------------------------------------------------------------------------------------------
// Sending (issue 17, decision 033)

/** Stores `value` under `name` unless one is there already; answers what is stored (the first instance wins). */
export async function storeServerKeyOnce(db: Kysely<DB>, name: string, value: string, now: string): Promise<string> {
  await db.insertInto('server_keys').values({ name, value, created_at: now }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** One edition per slot: the first insert wins, every caller gets the stored row. */
export async function ensureEdition(db: Kysely<DB>, row: NewsletterEditionRow): Promise<NewsletterEditionRow> {
  await db.insertInto('newsletter_editions').values(row).onConflict((oc) => oc.column('slot').doNothing()).execute();
  return db.selectFrom('newsletter_editions').selectAll().where('slot', '=', row.slot).executeTakeFirstOrThrow();
}

export function findEditionBySlot(db: Kysely<DB>, slot: string) {
  return db.selectFrom('newsletter_editions').selectAll().where('slot', '=', slot).executeTakeFirst();
}

export function editionsBySlots(db: Kysely<DB>, slots: string[]) {
  if (slots.length === 0) return Promise.resolve([]);
  return db.selectFrom('newsletter_editions').select(['id', 'slot', 'status']).where('slot', 'in', slots).execute();
}

export async function publishEdition(db: Kysely<DB>, id: string, at: string): Promise<void> {
  await db.updateTable('newsletter_editions').set({ status: 'published', published_at: at }).where('id', '=', id).where('status', '=', 'generated').execute();
}

/**
 * A page of people an edition goes to (keyset on user_id, so memory stays one page whatever the list's length):
 * subscribed, active, not deleted, with a verified address.
 */
export function subscriberPage(db: Kysely<DB>, afterUserId: string, limit: number) {
  return db
    .selectFrom('newsletter_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.categories', 's.difficulty'])
    .where('s.is_subscribed', '=', 1)
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
    .where('u.email_verified_at', 'is not', null)
    .where('s.user_id', '>', afterUserId)
    .orderBy('s.user_id')
    .limit(limit)
    .execute();
}

/** Articles already sent (or on their way) to these people: an edition never repeats one. */
export function receivedArticles(db: Kysely<DB>, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('newsletter_deliveries')
    .select(['user_id', 'article_ids'])
    .where('user_id', 'in', userIds)
    .where('status', 'in', ['pending', 'sending', 'retry', 'sent'])
    .execute();
}

/** Delivery rows for a page; one per edition and person (a row already there is left as it is). */
export async function insertDeliveries(db: Kysely<DB>, rows: NewsletterDeliveryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('newsletter_deliveries').values(rows).onConflict((oc) => oc.columns(['edition_id', 'user_id']).doNothing()).execute();
}

/** What sending one delivery needs: the row, the person, their choices and their results (for the opening). */
function deliveriesToSend(db: Kysely<DB>) {
  return db
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('newsletter_editions as e', 'e.id', 'd.edition_id')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('newsletter_subscriptions as s', 's.user_id', 'd.user_id')
    .leftJoin('survey_results as r', 'r.user_id', 'd.user_id')
    .select([
      'd.id',
      'd.edition_id',
      'd.user_id',
      'd.article_ids',
      'd.status',
      'd.attempts',
      'e.title',
      'e.category',
      'e.slot',
      'u.email',
      'u.first_name',
      'u.locale',
      'u.is_active',
      'u.deleted_at',
      's.is_subscribed',
      's.personalized_content',
      'r.personality_type',
      'r.results',
    ]);
}

export type DeliveryToSend = Awaited<ReturnType<typeof pendingDeliveryPage>>[number];

/** The next page of an edition's deliveries still to send (keyset on the delivery id). */
export function pendingDeliveryPage(db: Kysely<DB>, editionId: string, afterId: string, limit: number) {
  return deliveriesToSend(db).where('d.edition_id', '=', editionId).where('d.status', '=', 'pending').where('d.id', '>', afterId).orderBy('d.id').limit(limit).execute();
}

/** Deliveries whose retry is due. */
export function dueRetries(db: Kysely<DB>, now: string, limit: number) {
  return deliveriesToSend(db).where('d.status', '=', 'retry').where('d.next_attempt_at', '<=', now).orderBy('d.next_attempt_at').orderBy('d.id').limit(limit).execute();
}

/** Takes a delivery for sending; true for exactly one caller (the row moves from `from` to `sending`). */
export async function claimDelivery(db: Kysely<DB>, id: string, from: 'pending' | 'retry', now: string): Promise<boolean> {
  const result = await db.updateTable('newsletter_deliveries').set({ status: 'sending', claimed_at: now }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishDelivery(
  db: Kysely<DB>,
  id: string,
  changes: { status: 'sent' | 'retry' | 'failed' | 'skipped'; attempts: number; next_attempt_at?: string | null; last_error?: string | null; sent_at?: string | null },
): Promise<void> {
  await db.updateTable('newsletter_deliveries').set(changes).where('id', '=', id).where('status', '=', 'sending').execute();
}

/**
 * Deliveries left in `sending` by a process that died mid-send (claimed before `before`): sent again, with the same
 * Message-ID, by the retry sweep.
 */
export async function releaseStaleSending(db: Kysely<DB>, before: string, now: string): Promise<number> {
  const result = await db
    .updateTable('newsletter_deliveries')
    .set({ status: 'retry', next_attempt_at: now })
    .where('status', '=', 'sending')
    .where('claimed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countAddressed(db: Kysely<DB>, editionId: string): Promise<number> {
  const row = await db
    .selectFrom('newsletter_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('edition_id', '=', editionId)
    .where('status', '!=', 'skipped')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------------------------------
// The administrator's view

export function latestEditions(db: Kysely<DB>, limit: number) {
  return db.selectFrom('newsletter_editions').selectAll().orderBy('slot', 'desc').limit(limit).execute();
}

/** Per edition: deliveries by status. */
export function deliveryTallies(db: Kysely<DB>, editionIds: string[]) {
  if (editionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('newsletter_deliveries')
    .select(['edition_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('edition_id', 'in', editionIds)
    .groupBy(['edition_id', 'status'])
    .execute();
}

export function editionCountsByCategory(db: Kysely<DB>) {
  return db
    .selectFrom('newsletter_editions')
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '!=', 'skipped')
    .groupBy('category')
    .execute();
}

/** Subscriptions of people who may receive editions (active, not deleted), with their choices. */
export function subscriptionChoices(db: Kysely<DB>) {
  return db
    .selectFrom('newsletter_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.is_subscribed', 's.categories', 's.difficulty', 's.personalized_content', 's.subscribed_at', 's.unsubscribed_at', 'u.email_verified_at'])
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
    .execute();
}

/** Unsubscribes in [from, to) (the window after an edition, for its delivery figures). */
export async function countUnsubscribes(db: Kysely<DB>, from: string, to: string | undefined): Promise<number> {
  let query = db.selectFrom('newsletter_subscriptions').select((eb) => eb.fn.countAll<number>().as('n')).where('is_subscribed', '=', 0).where('unsubscribed_at', '>=', from);
  if (to) query = query.where('unsubscribed_at', '<', to);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Send now's pause lives in one `scheduled_runs` row (the table where instances already claim once-only work,
 * decision 020), so parallel clicks on any instance meet the same row: decision 059.
 */
const SEND_NOW_PAUSE = { job: 'newsletter.send-now', slot: 'pause' } as const;

/**
 * Takes the right to send now, closing it until `until`. True for exactly one caller while the pause runs: the first
 * use inserts the row (a second insert does nothing), later uses move an ended pause forward in one conditional update.
 */
export async function claimSendNow(db: Kysely<DB>, now: string, until: string): Promise<boolean> {
  const inserted = await db
    .insertInto('scheduled_runs')
    .values({ ...SEND_NOW_PAUSE, owner: 'send-now', attempts: 1, claimed_at: now, lease_until: until })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const moved = await db
    .updateTable('scheduled_runs')
    .set({ claimed_at: now, lease_until: until })
    .where('job', '=', SEND_NOW_PAUSE.job)
    .where('slot', '=', SEND_NOW_PAUSE.slot)
    .where('lease_until', '<=', now)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** When Send now may be used again (the end of the current pause). */
export async function sendNowPauseEnd(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db.selectFrom('scheduled_runs').select('lease_until').where('job', '=', SEND_NOW_PAUSE.job).where('slot', '=', SEND_NOW_PAUSE.slot).executeTakeFirst();
  return row?.lease_until;
}

/** Ends the pause at `now` (a send that failed before sending anything should not hold the next attempt back). */
export async function endSendNowPause(db: Kysely<DB>, now: string): Promise<void> {
  await db.updateTable('scheduled_runs').set({ lease_until: now }).where('job', '=', SEND_NOW_PAUSE.job).where('slot', '=', SEND_NOW_PAUSE.slot).execute();
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PushSubscriptionRow } from './notifications.tables.js';

/**
 * One row per endpoint: the same person subscribing again updates their row; an endpoint already stored for another
 * account is left with its owner (false), decided by the database so two parallel requests cannot move it either.
 */
export async function upsertOwnSubscription(db: Kysely<DB>, row: PushSubscriptionRow): Promise<boolean> {
  const result = await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        p256dh_key: row.p256dh_key,
        auth_key: row.auth_key,
        user_agent: row.user_agent,
        updated_at: row.updated_at,
      }).where('push_subscriptions.user_id', '=', row.user_id),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteSubscription(db: Kysely<DB>, userId: string, endpoint: string): Promise<number> {
  const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The push service said the endpoint is gone (404/410): whoever it belonged to. */
export async function deleteSubscriptionById(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export function subscriptionsOf(db: Kysely<DB>, userId: string): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

export async function hasSubscription(db: Kysely<DB>, userId: string, endpoint: string): Promise<boolean> {
  const row = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return row !== undefined;
}

export async function preferencesOf(db: Kysely<DB>, userId: string): Promise<Map<string, boolean>> {
  const rows = await db.selectFrom('notification_preferences').select(['kind', 'enabled']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.kind, r.enabled === 1]));
}

export async function setPreference(db: Kysely<DB>, userId: string, kind: string, enabled: boolean, now: string): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, kind, enabled: enabled ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: now }))
    .execute();
}

/** Stores `value` under `name` unless one is there already; answers what is stored (the first writer wins). */
export async function storeKeyOnce(db: Kysely<DB>, name: string, value: string, now: string): Promise<string> {
  await db
    .insertInto('server_keys')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

export type SubscriptionRef = Pick<PushSubscriptionRow, 'id'>;

/** Keeps a person's `keep` most recently subscribed devices and removes the rest. */
export async function trimSubscriptions(db: Kysely<DB>, userId: string, keep: number): Promise<void> {
  const extra = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id').offset(keep).limit(1000).execute();
  if (extra.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', extra.map((r) => r.id)).execute();
}

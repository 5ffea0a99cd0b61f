import { localeOrDefault, type Locale } from '../../../shared/locales.js';
import { loadWebPush } from '../../lazy.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import { PushSendError, type PushMessage, type VapidKeys } from '../../ports/push/index.js';
import { isAuthSecret, isP256PublicKey, pushEndpointToUse } from './endpoint.js';
import * as q from './notifications.queries.js';
import { presenceOf } from './presence.js';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPayload } from './notifications.schemas.js';

export const NOTIFICATION_MESSAGES = {
  notYou: 'You can only manage your own notifications.',
  endpointRefused: 'This push service is not supported. Please use a current version of Chrome, Edge, Firefox or Safari.',
  endpointTaken: 'This browser already receives notifications for another account. Turn notifications on again to use it for yours.',
  badKey: 'p256dhKey: This is not a valid browser push key.',
  badSecret: 'authKey: This is not a valid browser push secret.',
} as const;

/** Per kind: on unless the person switched it off; the daily reminder is something people ask for. */
export const DEFAULT_PREFERENCES: Record<NotificationKind, boolean> = {
  messages: true,
  connections: true,
  weekly_actions: true,
  daily_reflection: false,
  daily_question: true,
};

/** How long a push service keeps an undelivered notification, and how urgently it wakes the device, per kind. */
const DELIVERY: Record<NotificationKind, { ttlSeconds: number; urgency: PushMessage['urgency'] }> = {
  messages: { ttlSeconds: 24 * 3600, urgency: 'high' },
  connections: { ttlSeconds: 7 * 24 * 3600, urgency: 'normal' },
  weekly_actions: { ttlSeconds: 12 * 3600, urgency: 'low' },
  daily_reflection: { ttlSeconds: 6 * 3600, urgency: 'low' },
  daily_question: { ttlSeconds: 12 * 3600, urgency: 'normal' },
};

const RETRY_DELAY_MS = 500;
/** Devices per person: more than anyone owns, few enough that one account cannot make us send thousands of pushes. */
export const MAX_DEVICES = 20;

// ------------------------------------------------------------------------------------------------ VAPID

const vapidByDeps = new WeakMap<AppDeps, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair: from the environment when set, else generated once and kept in the database, so a
 * restart keeps every existing subscription working and all instances sign alike (the first writer wins).
 */
export function vapidKeys(deps: AppDeps): Promise<VapidKeys> {
  let keys = vapidByDeps.get(deps);
  if (!keys) {
    const { push } = deps.config;
    keys =
      push.vapidPublicKey && push.vapidPrivateKey
        ? Promise.resolve({ publicKey: push.vapidPublicKey, privateKey: push.vapidPrivateKey, subject: push.vapidSubject })
        : q.storeKeyOnce(deps.database.db, 'vapid', JSON.stringify(loadWebPush().generateVAPIDKeys()), nowIso()).then((stored) => {
            const pair = JSON.parse(stored) as { publicKey: string; privateKey: string };
            return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject: push.vapidSubject };
          });
    keys.catch(() => vapidByDeps.delete(deps)); // a database hiccup at start must not stick
    vapidByDeps.set(deps, keys);
  }
  return keys;
}

// ------------------------------------------------------------------------------------------------ devices

export interface SubscribeInput {
  userId: string;
  endpoint: string;
  p256dhKey: string;
  authKey: string;
  userAgent?: string | undefined;
}

export async function subscribe(deps: AppDeps, callerId: string, input: SubscribeInput): Promise<void> {
  if (input.userId !== callerId) throw fail.forbidden(NOTIFICATION_MESSAGES.notYou);
  const endpoint = pushEndpointToUse(input.endpoint, deps.config.push.extraEndpointHosts);
  if (!endpoint) throw fail.badRequest(NOTIFICATION_MESSAGES.endpointRefused);
  if (!isP256PublicKey(input.p256dhKey)) throw fail.badRequest(NOTIFICATION_MESSAGES.badKey);
  if (!isAuthSecret(input.authKey)) throw fail.badRequest(NOTIFICATION_MESSAGES.badSecret);
  const now = nowIso();
  const stored = await q.upsertOwnSubscription(deps.database.db, {
    id: newId(),
    user_id: callerId,
    endpoint,
    p256dh_key: input.p256dhKey.replace(/=+$/, ''),
    auth_key: input.authKey.replace(/=+$/, ''),
    user_agent: input.userAgent?.slice(0, 500) || null,
    created_at: now,
    updated_at: now,
  });
  // The endpoint is another account's device: it stays theirs (issue 28). The browser makes a new endpoint for this
  // person (the web client unsubscribes and subscribes again on this answer).
  if (!stored) throw fail.conflict(NOTIFICATION_MESSAGES.endpointTaken);
  await q.trimSubscriptions(deps.database.db, callerId, MAX_DEVICES);
}

/** The endpoint as subscribe stored it (normalised), or as given when it would not have been accepted. */
function storedForm(deps: AppDeps, endpoint: string): string {
  return pushEndpointToUse(endpoint, deps.config.push.extraEndpointHosts) ?? endpoint;
}

/** Removes the caller's device; unknown endpoints are fine (the browser may have dropped it already). */
export async function unsubscribe(deps: AppDeps, callerId: string, input: { userId: string; endpoint: string }): Promise<void> {
  if (input.userId !== callerId) throw fail.forbidden(NOTIFICATION_MESSAGES.notYou);
  await q.deleteSubscription(deps.database.db, callerId, storedForm(deps, input.endpoint));
}

export async function settings(deps: AppDeps, userId: string, endpoint: string | undefined) {
  const { db } = deps.database;
  const [stored, subscribed] = await Promise.all([q.preferencesOf(db, userId), endpoint ? q.hasSubscription(db, userId, storedForm(deps, endpoint)) : Promise.resolve(false)]);
  const preferences = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, stored.get(kind) ?? DEFAULT_PREFERENCES[kind]])) as Record<NotificationKind, boolean>;
  return { subscribed, preferences };
}

export async function setPreference(deps: AppDeps, userId: string, kind: NotificationKind, enabled: boolean) {
  await q.setPreference(deps.database.db, userId, kind, enabled, nowIso());
  return settings(deps, userId, undefined);
}

// ------------------------------------------------------------------------------------------------ notify

const pendingByDeps = new WeakMap<AppDeps, Set<Promise<void>>>();

function pendingOf(deps: AppDeps): Set<Promise<void>> {
  let pending = pendingByDeps.get(deps);
  if (!pending) pendingByDeps.set(deps, (pending = new Set()));
  return pending;
}

/** Resolves when every notification started so far has been sent or given up (tests, shutdown). */
export async function notificationsIdle(deps: AppDeps): Promise<void> {
  const pending = pendingOf(deps);
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/**
 * Tells a person something that matters to them, on every device they turned push on for. It never delays the
 * caller: everything (deciding, building the text, sending) happens after it returns. Decides in this order: the
 * person's switch for this kind, whether they have an Attune window open right now (for messages: then the chat
 * itself shows it), and which devices they have. The instance that handles the cause calls it, so with several
 * instances each notification is sent once.
 */
/**
 * What a push says, written for its recipient: a function of their language (decision 080), so the words are the
 * recipient's whoever caused the push. A fixed payload is for text that is never read (tests).
 */
export type PushContent = NotificationPayload | ((locale: Locale) => NotificationPayload | undefined | Promise<NotificationPayload | undefined>);

export function notify(deps: AppDeps, userId: string, kind: NotificationKind, payload: PushContent): void {
  // Decided here, synchronously: every chat message asks, and the reader usually has the chat open (no push, and no
  // promise or bookkeeping for one).
  if (kind === 'messages' && presenceOf(deps).isPresent(userId)) return;
  const pending = pendingOf(deps);
  const run = deliver(deps, userId, kind, payload).catch((error: unknown) => {
    deps.logger?.warn({ err: { type: error instanceof Error ? error.name : typeof error, message: String((error as Error)?.message ?? error) }, kind }, 'notification failed');
  });
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

async function deliver(deps: AppDeps, userId: string, kind: NotificationKind, payload: PushContent): Promise<void> {
  const { db } = deps.database;
  const devices = await q.subscriptionsOf(db, userId);
  if (devices.length === 0) return;
  const { preferences } = await settings(deps, userId, undefined);
  if (!preferences[kind]) return;
  // The same read that checks the account is active learns its language: no query more per push.
  const active = await db.selectFrom('users').select(['is_active', 'locale']).where('id', '=', userId).executeTakeFirst();
  if (active?.is_active !== 1) return;
  const content = typeof payload === 'function' ? await payload(localeOrDefault(active.locale)) : payload;
  if (!content) return;
  const vapid = await vapidKeys(deps);
  const body = JSON.stringify({ kind, ...content });
  await Promise.all(
    devices.map((device) =>
      sendToDevice(deps, vapid, device, {
        endpoint: device.endpoint,
        keys: { p256dh: device.p256dh_key, auth: device.auth_key },
        payload: body,
        ...DELIVERY[kind],
        ...(content.tag ? { topic: content.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
      }),
    ),
  );
}

async function sendToDevice(deps: AppDeps, vapid: VapidKeys, device: q.SubscriptionRef, message: PushMessage): Promise<void> {
  // A subscription stored before PUSH_ENDPOINT_HOSTS changed (or before the stricter grammar) is checked again:
  // nothing off the list is ever contacted, and the normalised form is what the sender reads.
  const endpoint = pushEndpointToUse(message.endpoint, deps.config.push.extraEndpointHosts);
  if (!endpoint) return;
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.push.send({ ...message, endpoint }, vapid);
      return;
    } catch (error) {
      const status = error instanceof PushSendError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it will never work again.
        await q.deleteSubscriptionById(deps.database.db, device.id);
        return;
      }
      deps.logger?.warn({ err: { type: 'PushSendError', message: error instanceof Error ? error.message : String(error) }, attempt }, 'push send failed');
      if (attempt >= 2) return;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

import { httpStatusOf, trpcClient } from '../../app/trpc';
import { isIos } from '../../lib/isIos';

export { isIos };

/** Push readiness waits at most this long for the service worker (spec §9). */
export const SERVICE_WORKER_WAIT_MS = 10_000;

/**
 * What this browser can do:
 * - `full`: the Push API (Chrome, Edge, Firefox, Safari on macOS, an installed iOS home-screen app);
 * - `ios-limited`: iOS Safari in a tab, which has notifications but no push subscription; the spec counts it as
 *   subscribed once permission is granted;
 * - `none`: no notifications at all.
 */
export type PushSupport = 'full' | 'ios-limited' | 'none';


export function pushSupport(): PushSupport {
  const hasNotifications = typeof Notification !== 'undefined';
  if (hasNotifications && 'serviceWorker' in navigator && 'PushManager' in window) return 'full';
  if (hasNotifications && isIos()) return 'ios-limited';
  return 'none';
}

/** Where iOS's limited support keeps "turned on", since there is no subscription to ask the browser about. */
const IOS_LIMITED_KEY = 'push-ios-limited';

export function iosLimitedOn(): boolean {
  return localStorage.getItem(IOS_LIMITED_KEY) === 'true';
}

export function setIosLimitedOn(on: boolean): void {
  if (on) localStorage.setItem(IOS_LIMITED_KEY, 'true');
  else localStorage.removeItem(IOS_LIMITED_KEY);
}

/** The active service worker registration, or an error after SERVICE_WORKER_WAIT_MS. */
export async function readyRegistration(timeoutMs = SERVICE_WORKER_WAIT_MS): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the app’s service worker did not start in time')), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's push subscription, if it has one (no waiting: used to show the toggle's state). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function base64url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Subscribes this device with the browser's push service and registers it with our server. */
export async function subscribeThisDevice(userId: string): Promise<void> {
  const registration = await readyRegistration();
  const { publicKey } = await trpcClient.notifications.vapidKey.query();
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key (the operator changed VAPID keys) would be refused by the push service.
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && base64url(current) !== publicKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64url(publicKey) });
  try {
    await registerWithServer(userId, subscription);
  } catch (error) {
    // 409: this browser's endpoint belongs to another account that signed in here before. It stays theirs on the
    // server, so this browser drops it (their notifications stop reaching it) and makes a new one for this person.
    if (httpStatusOf(error) !== 409) throw error;
    await subscription.unsubscribe();
    const fresh = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64url(publicKey) });
    await registerWithServer(userId, fresh);
  }
}

function registerWithServer(userId: string, subscription: PushSubscription) {
  return trpcClient.notifications.subscribe.mutate({
    userId,
    endpoint: subscription.endpoint,
    p256dhKey: base64url(subscription.getKey('p256dh')),
    authKey: base64url(subscription.getKey('auth')),
    userAgent: navigator.userAgent.slice(0, 500),
  });
}

/** Removes this device from our server and from the browser's push service. */
export async function unsubscribeThisDevice(userId: string): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await trpcClient.notifications.unsubscribe.mutate({ userId, endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

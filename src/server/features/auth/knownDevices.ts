/**
 * Known devices (issue 28): a browser that signed in to an account keeps a long-lived cookie (`<id>.<secret>`, the
 * session token's shape) naming it. While the address is throttled after wrong passwords, that browser may still sign
 * in with the right password, so failures typed by someone else cannot lock the owner out; its own failures are
 * counted per device.
 */
import type { AppDeps } from '../../deps.js';
import * as q from './auth.queries.js';
import { generateSessionToken, parseSessionToken, secretMatches } from './sessions.js';

export const DEVICE_COOKIE = 'attune_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The device's id when `token` is a known device of `userId`, else undefined. */
export async function knownDeviceOf(deps: AppDeps, userId: string, token: string | undefined): Promise<string | undefined> {
  const parsed = token ? parseSessionToken(token) : undefined;
  if (!parsed) return undefined;
  const row = await q.findKnownDevice(deps.database.db, parsed.id);
  return row && row.user_id === userId && secretMatches(row.secret_hash, parsed.secret) ? parsed.id : undefined;
}

/**
 * After a successful sign-in: the presented device cookie if it is this account's (its last use updated), else a new
 * device and the token to set as the cookie.
 */
export async function rememberDevice(deps: AppDeps, userId: string, presented: string | undefined): Promise<string | undefined> {
  const now = deps.clock.now().toISOString();
  const known = await knownDeviceOf(deps, userId, presented);
  if (known) {
    await q.touchKnownDevice(deps.database.db, known, now);
    return undefined;
  }
  const { id, secretHash, token } = generateSessionToken();
  await q.insertKnownDevice(deps.database.db, { id, user_id: userId, secret_hash: secretHash, created_at: now, last_used_at: now });
  return token;
}

import { AUTH_MESSAGES, type LoginInput, type PublicUser, type RegisterInput } from '../../../shared/auth.js';
import { DEFAULT_TIME_ZONE } from '../../../shared/localTime.js';
import { localeOrDefault, negotiateLocale } from '../../../shared/locale.js';
import { accountColorSchemeOrDefault } from '../../../shared/colorScheme.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import * as q from './auth.queries.js';
import type { UserRow } from './auth.tables.js';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.js';
import { hourlyLimiter, takeAll, type Limiter } from '../../rateLimit.js';
import { knownDeviceOf, rememberDevice } from './knownDevices.js';
import {
  generateSessionToken,
  parseSessionToken,
  secretMatches,
  BROWSER_SESSION_IDLE_MS,
  SESSION_REFRESH_WHEN_LEFT_MS,
  SESSION_TTL_MS,
} from './sessions.js';

export interface AuthenticatedUser {
  user: PublicUser;
  sessionId: string;
  /** Set when this check slid a remembered session's expiry forward (its cookie should be re-issued). */
  renewedUntil?: Date;
}

/** ADMIN_EMAIL and an account's address are compared trimmed and without regard to case. */
export function isAdminEmail(deps: AppDeps, email: string): boolean {
  const admin = deps.config.adminEmail?.trim().toLowerCase();
  return admin !== undefined && admin !== '' && admin === email.trim().toLowerCase();
}

/**
 * The administrator is the account holding ADMIN_EMAIL, having proved it owns that address (decision 008) *and*
 * having entered the setup code the server printed at start-up while signed in (decision 042): registering the
 * address first, or opening a link mailed to it, is not enough.
 */
export function isAdministrator(
  deps: AppDeps,
  row: { email: string; email_verified_at: string | null; admin_confirmed_at: string | null },
): boolean {
  return row.email_verified_at !== null && row.admin_confirmed_at !== null && isAdminEmail(deps, row.email);
}

export function toPublicUser(
  deps: AppDeps,
  row: Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'profile_image_url' | 'is_active' | 'email_verified_at' | 'admin_confirmed_at' | 'locale' | 'color_scheme' | 'created_at'> & {
    id: string;
  },
): PublicUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    profileImageUrl: row.profile_image_url,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    isAdmin: isAdministrator(deps, row),
    locale: localeOrDefault(row.locale),
    colorScheme: accountColorSchemeOrDefault(row.color_scheme),
  };
}

/**
 * A new session as the cookie should carry it: `expiresAt` for a remembered session, undefined for a browser
 * session (a cookie without Max-Age or Expires, which the browser drops when it closes).
 */
export interface StartedSession {
  token: string;
  expiresAt: Date | undefined;
}

/**
 * Signs a person in on one more device: a new session, its token answered once. `userAgent` names the device.
 * `persistent: false` ("Remember me" unticked) makes it a browser session that ends 12 hours after its last use.
 */
export async function startSession(deps: AppDeps, userId: string, userAgent?: string, persistent = true): Promise<StartedSession> {
  const { id, secretHash, token } = generateSessionToken();
  const now = Date.now();
  const expiresAt = new Date(now + (persistent ? SESSION_TTL_MS : BROWSER_SESSION_IDLE_MS));
  await q.insertSession(deps.database.db, {
    id,
    userId,
    secretHash,
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt.toISOString(),
    persistent,
    userAgent,
  });
  return { token, expiresAt: persistent ? expiresAt : undefined };
}

/**
 * Creates an account and signs it in. `ip` is the address the request came from: registrations per address are
 * limited (REGISTRATIONS_PER_HOUR); server-side callers (factories, the demo) pass none.
 */
/** `acceptLanguage`: the browser's header, which decides the language when the form did not name one. */
export async function register(deps: AppDeps, input: RegisterInput, ip?: string, userAgent?: string, acceptLanguage?: string) {
  const { db } = deps.database;
  if (ip !== undefined && !(await deps.limiters.registrationByIp.take(ip))) throw fail.tooMany(AUTH_MESSAGES.registrationThrottled);
  if (await q.findUserByEmail(db, input.email)) throw fail.conflict(AUTH_MESSAGES.emailTaken);
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    password_hash: await hashPassword(input.password),
    profile_image_url: null,
    is_active: 1,
    // The browser reports the person's zone right after sign-in (time-zone feature).
    time_zone: DEFAULT_TIME_ZONE,
    email_verified_at: null,
    admin_confirmed_at: null,
    time_zone_chosen: 0,
    deleted_at: null,
    locale: input.locale ?? negotiateLocale(acceptLanguage),
    color_scheme: 'system',
    created_at: now,
    updated_at: now,
  };
  try {
    await q.insertUser(db, row);
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (await q.findUserByEmail(db, input.email)) throw fail.conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  const session = await startSession(deps, row.id, userAgent);
  return { ...session, user: toPublicUser(deps, row) };
}

/**
 * The login throttle's units for one attempt: failures per (address, network address), so a stranger's wrong
 * passwords elsewhere cannot lock the owner out (issue 28), and per network address overall.
 */
export function loginFailureUnits(deps: AppDeps, email: string, ip: string): Array<[Limiter, string]> {
  const { loginByEmail, loginByIp } = deps.limiters;
  return [
    [loginByEmail, `${email.trim().toLowerCase()} ${ip}`],
    [loginByIp, ip],
  ];
}

/**
 * `deviceToken`: the known-device cookie, if the browser has one. The answer's `deviceToken` is set when a new one
 * should be stored.
 */
export async function login(deps: AppDeps, input: LoginInput, ip: string, userAgent?: string, deviceToken?: string) {
  // Reserved before the password hash, so parallel attempts cannot all pass a check none of them has recorded yet;
  // a correct password gives its units back (only failures count).
  const units = loginFailureUnits(deps, input.email, ip);
  const throttled = !(await takeAll(units));
  const row = await q.findUserByEmail(deps.database.db, input.email);
  // Throttled: only a browser this account signed in from before may still try, its failures counted per device.
  const device = throttled && row ? await knownDeviceOf(deps, row.id, deviceToken) : undefined;
  const perDevice = hourlyLimiter(deps, 'login-device', deps.config.limits.loginMaxFailures);
  if (throttled && !(device && (await perDevice.take(device)))) throw fail.tooMany(AUTH_MESSAGES.throttled);

  const ok = row ? await verifyPassword(row.password_hash, input.password) : await verifyDecoy(input.password);
  if (!row || !ok) throw fail.unauthorized(AUTH_MESSAGES.invalidCredentials);
  await Promise.all(throttled ? [perDevice.giveBack(device!)] : units.map(([limiter, key]) => limiter.giveBack(key)));
  if (row.is_active !== 1) throw fail.forbidden(AUTH_MESSAGES.deactivated);
  // A client that does not say (the spec's own login body has no such field) keeps the 30-day session it always had.
  const session = await startSession(deps, row.id, userAgent, input.rememberMe ?? true);
  return { ...session, user: toPublicUser(deps, row), deviceToken: await rememberDevice(deps, row.id, deviceToken) };
}

/** Checks a presented token; null when it is malformed, unknown, expired, forged or its user is deactivated. */
export async function authenticate(deps: AppDeps, token: string, version?: string): Promise<AuthenticatedUser | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  // The row may be a kept one (auth.queries sessionLookup): everything below runs on every call all the same.
  const row = await deps.lookupSession(parsed.id, version);
  if (!row || !secretMatches(row.secret_hash, parsed.secret)) return null;
  const now = Date.now();
  const expiresAt = Date.parse(row.expires_at);
  if (expiresAt <= now) {
    await q.deleteSession(deps.database.db, parsed.id);
    return null;
  }
  if (row.is_active !== 1) return null;
  const user = toPublicUser(deps, { ...row, id: row.user_id });
  // "Last used" for Settings › Devices, written at most once per SESSION_TOUCH_MS so the hot path stays a read. A
  // browser session's idle lifetime slides with the same write, so it ends 12 hours (less at most SESSION_TOUCH_MS)
  // after its last use.
  if (row.last_used_at === null || now - Date.parse(row.last_used_at) > SESSION_TOUCH_MS) {
    const idleUntil = row.persistent === 1 ? undefined : new Date(now + BROWSER_SESSION_IDLE_MS).toISOString();
    await q.touchSession(deps.database.db, parsed.id, new Date(now).toISOString(), idleUntil);
  }
  if (row.persistent === 1 && expiresAt - now < SESSION_REFRESH_WHEN_LEFT_MS) {
    const renewedUntil = new Date(now + SESSION_TTL_MS);
    await q.extendSession(deps.database.db, parsed.id, renewedUntil.toISOString());
    return { user, sessionId: parsed.id, renewedUntil };
  }
  return { user, sessionId: parsed.id };
}

export async function logout(deps: AppDeps, token: string | undefined): Promise<void> {
  const parsed = token ? parseSessionToken(token) : undefined;
  if (!parsed) return;
  const row = await deps.lookupSession(parsed.id);
  // Only the holder of the secret may end a session.
  if (row && secretMatches(row.secret_hash, parsed.secret)) await endSessions(deps, [parsed.id]);
}

/** How stale a session's last_used_at may be before the session check writes it again. */
const SESSION_TOUCH_MS = 5 * 60 * 1000;

/** Pub/sub topic announcing (payload: a session id) that one session has ended: its sockets close. */
export const SESSION_ENDED_TOPIC = 'session-ended';

/** Ends these sessions (sign-out, Settings › Devices, a password change); their sockets close in every instance. */
export async function endSessions(deps: AppDeps, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await q.deleteSessions(deps.database.db, sessionIds);
  await Promise.all(sessionIds.map((id) => deps.pubsub.publish(SESSION_ENDED_TOPIC, id)));
}

/** Pub/sub topic announcing (payload: the user id) that every session of a user has ended. */
export const SESSIONS_ENDED_TOPIC = 'sessions-ended';

/**
 * Deactivation ends every session of the user at once (the admin monitor calls this). Open sockets, which were
 * authenticated once, hear it through the pub/sub port and close in every instance, rather than at their next
 * heartbeat.
 */
export async function endAllSessions(deps: AppDeps, userId: string): Promise<void> {
  await q.deleteSessionsOfUser(deps.database.db, userId);
  await deps.pubsub.publish(SESSIONS_ENDED_TOPIC, userId);
}

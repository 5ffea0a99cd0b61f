import { AUTH_MESSAGES, type LoginInput, type PublicUser, type RegisterInput } from '../../../shared/auth.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import * as q from './auth.queries.js';
import type { UserRow } from './auth.tables.js';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.js';
import {
  generateSessionToken,
  parseSessionToken,
  secretMatches,
  SESSION_REFRESH_WHEN_LEFT_MS,
  SESSION_TTL_MS,
} from './sessions.js';

export interface AuthenticatedUser {
  user: PublicUser;
  sessionId: string;
  /** Set when this check slid the session's expiry forward (the cookie should be re-issued). */
  renewedUntil?: Date;
}

export function isAdminEmail(deps: AppDeps, email: string): boolean {
  return deps.config.adminEmail !== undefined && deps.config.adminEmail === email;
}

export function toPublicUser(
  deps: AppDeps,
  row: Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'profile_image_url' | 'is_active' | 'created_at'> & { id: string },
): PublicUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profileImageUrl: row.profile_image_url,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    isAdmin: isAdminEmail(deps, row.email),
  };
}

async function startSession(deps: AppDeps, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const { id, secretHash, token } = generateSessionToken();
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await q.insertSession(deps.database.db, {
    id,
    userId,
    secretHash,
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

export async function register(deps: AppDeps, input: RegisterInput) {
  const { db } = deps.database;
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
  const session = await startSession(deps, row.id);
  return { ...session, user: toPublicUser(deps, row) };
}

export async function login(deps: AppDeps, input: LoginInput, ip: string) {
  const { loginByEmail, loginByIp } = deps.limiters;
  const emailKey = input.email;
  if (loginByEmail.isLimited(emailKey) || loginByIp.isLimited(ip)) throw fail.tooMany(AUTH_MESSAGES.throttled);

  const row = await q.findUserByEmail(deps.database.db, input.email);
  const ok = row ? await verifyPassword(row.password_hash, input.password) : await verifyDecoy(input.password);
  if (!row || !ok) {
    loginByEmail.hit(emailKey);
    loginByIp.hit(ip);
    throw fail.unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  if (row.is_active !== 1) throw fail.forbidden(AUTH_MESSAGES.deactivated);
  const session = await startSession(deps, row.id);
  return { ...session, user: toPublicUser(deps, row) };
}

/** Checks a presented token; null when it is malformed, unknown, expired, forged or its user is deactivated. */
export async function authenticate(deps: AppDeps, token: string): Promise<AuthenticatedUser | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const row = await deps.lookupSession(parsed.id);
  if (!row || !secretMatches(row.secret_hash, parsed.secret)) return null;
  const now = Date.now();
  const expiresAt = Date.parse(row.expires_at);
  if (expiresAt <= now) {
    await q.deleteSession(deps.database.db, parsed.id);
    return null;
  }
  if (row.is_active !== 1) return null;
  const user = toPublicUser(deps, { ...row, id: row.user_id });
  if (expiresAt - now < SESSION_REFRESH_WHEN_LEFT_MS) {
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
  if (row && secretMatches(row.secret_hash, parsed.secret)) await q.deleteSession(deps.database.db, parsed.id);
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

/**
 * Account lifecycle (issue 18, decision 026): the person's own profile, password, forgotten-password links and
 * signed-in devices. Export and deletion live beside this file (export.ts, deletion.ts).
 */
import { mailCanBeDelivered } from '../../ports/mail/index.js';
import { createHash, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { UAParser } from 'ua-parser-js';
import type { AppDeps } from '../../deps.js';
import { fail, loggableError } from '../../errors.js';
import { newId } from '../../ids.js';
import { hourlyLimiter, takeAll } from '../../rateLimit.js';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import {
  ACCOUNT_MESSAGES as M,
  RESET_TTL_MINUTES,
  RESETS_PER_EMAIL_PER_HOUR,
  type ChangePasswordInput,
  type DeviceSession,
  type ProfileAnswer,
  type ProfileInput,
  type ResetConfirmInput,
} from '../../../shared/account.js';
import { zoneOrDefault } from '../../../shared/localTime.js';
import { localeOrDefault, type Locale } from '../../../shared/locales.js';
import { t } from '../../i18n/translate.js';
import { endSessions, isAdminEmail, loginFailureUnits, startSession, toPublicUser } from '../auth/auth.service.js';
import { findUserByEmail } from '../auth/auth.queries.js';
import type { UserRow } from '../auth/auth.tables.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { linkBase } from '../connections/connections.service.js';
import * as q from './account.queries.js';
import { resetMail, type ResetMailReason } from './resetMail.js';
import { deleteAccount } from './deletion.js';

function nowOf(deps: AppDeps): string {
  return deps.clock.now().toISOString();
}

async function accountOf(deps: AppDeps, userId: string): Promise<UserRow> {
  const row = await q.findAccount(deps.database.db, userId);
  if (!row || row.is_active !== 1) throw fail.unauthorized();
  return row;
}

function toProfile(deps: AppDeps, row: UserRow): ProfileAnswer {
  return { ...toPublicUser(deps, row), timeZone: zoneOrDefault(row.time_zone), timeZoneChosen: row.time_zone_chosen === 1 };
}

// ---------------------------------------------------------------------------------------------------------------
// Profile

export async function profileOf(deps: AppDeps, userId: string): Promise<ProfileAnswer> {
  return toProfile(deps, await accountOf(deps, userId));
}

/** PATCH /api/profile: the caller's own names, time zone, language and colour scheme; a zone set here outranks the browser's report. */
export async function updateProfile(deps: AppDeps, userId: string, input: ProfileInput): Promise<ProfileAnswer> {
  await accountOf(deps, userId);
  await q.updateProfile(
    deps.database.db,
    userId,
    {
      ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
      ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
      ...(input.timeZone !== undefined ? { time_zone: input.timeZone, time_zone_chosen: 1 } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      ...(input.colorScheme !== undefined ? { color_scheme: input.colorScheme } : {}),
    },
    nowOf(deps),
  );
  return profileOf(deps, userId);
}

// ---------------------------------------------------------------------------------------------------------------
// Passwords

/**
 * Checks the signed-in person's own password before something irreversible (a new password, deletion). Failures
 * count against the login throttle of that address and the caller's network, so this is no way around it.
 */
export async function checkOwnPassword(deps: AppDeps, row: UserRow, password: string, ip: string, field: string, wrongMessage: string): Promise<void> {
  const units = loginFailureUnits(deps, row.email, ip);
  if (!(await takeAll(units))) throw fail.tooMany(AUTH_MESSAGES.throttled);
  if (!(await verifyPassword(row.password_hash, password))) throw fail.field(field, wrongMessage);
  await Promise.all(units.map(([limiter, key]) => limiter.giveBack(key)));
}

/** POST /api/auth/change-password: every other session of the person ends; this one stays. */
export async function changePassword(
  deps: AppDeps,
  caller: { userId: string; sessionId: string; ip: string },
  input: ChangePasswordInput,
): Promise<{ success: true; message: string }> {
  const row = await accountOf(deps, caller.userId);
  await checkOwnPassword(deps, row, input.currentPassword, caller.ip, 'currentPassword', M.wrongCurrentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const { db } = deps.database;
  const ended = await db.transaction().execute(async (trx) => {
    const now = nowOf(deps);
    await q.setPasswordHash(trx, row.id, passwordHash, now);
    await q.retireResetsOfUser(trx, row.id, now);
    return (await q.sessionIdsOfUser(trx, row.id, caller.sessionId)).map((s) => s.id);
  });
  await endSessions(deps, ended);
  return { success: true, message: M.passwordChanged };
}

// ---------------------------------------------------------------------------------------------------------------
// Forgotten passwords (decision 026)

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 160 bits from the operating system's CSPRNG, URL-safe (32 characters). */
function newResetToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20));
}

export function resetLink(deps: AppDeps, token: string): string {
  return `${linkBase(deps)}/auth?reset=${encodeURIComponent(token)}`;
}

/** Mail work started by reset requests and not finished yet, per app (tests wait for it). */
const pendingMail = new WeakMap<AppDeps, Set<Promise<void>>>();

/** Resolves once every reset e-mail asked for so far has been written (tests; a clean shutdown). */
export async function settleResetMail(deps: AppDeps): Promise<void> {
  await Promise.all([...(pendingMail.get(deps) ?? [])]);
}

async function mailResetLink(deps: AppDeps, email: string, reason: ResetMailReason): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (!user || user.is_active !== 1) return;
  const token = newResetToken();
  const now = deps.clock.now();
  await q.insertPasswordReset(db, {
    id: newId(),
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000).toISOString(),
    used_at: null,
    created_at: now.toISOString(),
  });
  const link = resetLink(deps, token);
  // The ADMIN_EMAIL account's link may be read by the operator in the log when no SMTP_URL is set: it is how an
  // operator takes back an address someone else registered first (decision 042). Nobody else's link is logged.
  await deps.mailer.send({ ...resetMail({ to: user.email, firstName: user.first_name, link, reason, locale: localeOrDefault(user.locale) }), ...(isAdminEmail(deps, user.email) ? { operatorLink: link } : {}) });
}

/**
 * POST /api/auth/reset-password. The answer is the same, and is given at once, whether or not an account holds the
 * address: looking the address up and sending the mail happen after the answer, so neither the words nor the time
 * tell who has an account. At most RESETS_PER_EMAIL_PER_HOUR links per address per hour, and at most
 * RESET_MAILS_PER_NETWORK_PER_HOUR requests per network address (one client cannot fan mails out to many members);
 * beyond either the answer is still the same and nothing is sent.
 */
export async function requestReset(deps: AppDeps, email: string, ip: string): Promise<{ success: true; message: string }> {
  const perNetwork = hourlyLimiter(deps, 'password-reset-network', deps.config.limits.resetMailsPerNetworkPerHour);
  if ((await perNetwork.take(ip)) && (await hourlyLimiter(deps, 'password-reset', RESETS_PER_EMAIL_PER_HOUR).take(email))) {
    mailInBackground(deps, email, 'reset');
  }
  // The same words for every address: they depend only on whether this server can send mail at all (without it the
  // link stays in the outbox, where nobody receives it).
  return { success: true, message: mailCanBeDelivered(deps.config) ? M.resetSentDetail : M.resetNoMail };
}

/** POST /api/auth/reset-password/check: whether a reset link still works (unused, not expired). Changes nothing. */
export async function checkReset(deps: AppDeps, token: string): Promise<{ valid: boolean }> {
  const row = await q.findResetByHash(deps.database.db, hashToken(token));
  return { valid: Boolean(row && row.used_at === null && row.expires_at > nowOf(deps)) };
}

/** Looks the address up and mails after the caller has answered: the time taken says nothing about the account. */
function mailInBackground(deps: AppDeps, email: string, reason: ResetMailReason): void {
  let pending = pendingMail.get(deps);
  if (!pending) pendingMail.set(deps, (pending = new Set()));
  const work: Promise<void> = mailResetLink(deps, email, reason)
    .catch((error: unknown) => deps.logger?.error({ error: loggableError(error) }, 'could not send a password reset e-mail'))
    .finally(() => pending.delete(work));
  pending.add(work);
}

/**
 * Someone tried to register an address that has an account (issue 28): its owner is told, with a link to choose a
 * new password, at most RESETS_PER_EMAIL_PER_HOUR times an hour (the reset limit: the same kind of mail).
 */
export async function tellOwnerOfSignupAttempt(deps: AppDeps, email: string): Promise<void> {
  if (await hourlyLimiter(deps, 'password-reset', RESETS_PER_EMAIL_PER_HOUR).take(email)) mailInBackground(deps, email, 'signup-attempt');
}

/**
 * POST /api/auth/reset-password/confirm: a link's token and the new password. The link works once, within the
 * hour; every session of the account ends and a new one starts here (the person is signed in).
 */
export async function confirmReset(deps: AppDeps, input: ResetConfirmInput, userAgent?: string) {
  const { db } = deps.database;
  const row = await q.findResetByHash(db, hashToken(input.token));
  const now = nowOf(deps);
  if (!row || row.used_at !== null || row.expires_at <= now) throw fail.badRequest(M.resetInvalid);
  const user = await q.findAccount(db, row.user_id);
  if (!user || user.is_active !== 1) throw fail.badRequest(M.resetInvalid);
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction().execute(async (trx) => {
    const at = nowOf(deps);
    // Two tabs opening the same link: one claims it, the other is told the link is used.
    if (!(await q.claimReset(trx, row.id, at))) return undefined;
    await q.setPasswordHash(trx, user.id, passwordHash, at);
    await q.retireResetsOfUser(trx, user.id, at);
    return (await q.sessionIdsOfUser(trx, user.id)).map((s) => s.id);
  });
  if (!ended) throw fail.badRequest(M.resetInvalid);
  await endSessions(deps, ended);
  const session = await startSession(deps, user.id, userAgent);
  return { ...session, user: toPublicUser(deps, user) };
}

// ---------------------------------------------------------------------------------------------------------------
// Devices

/** A device as Settings lists it; what the user agent does not tell is said in the reader's language. */
export function describeDevice(userAgent: string | null, locale: Locale = 'en'): { browser: string; system: string } {
  const parsed = userAgent ? new UAParser(userAgent).getResult() : undefined;
  const browser = [parsed?.browser.name, parsed?.browser.major].filter(Boolean).join(' ') || t(locale, 'device.unknownBrowser');
  const system = [parsed?.os.name, parsed?.os.version].filter(Boolean).join(' ') || t(locale, 'device.unknownSystem');
  return { browser, system };
}

/** A page's cursor: where the last row stands in the order (opaque to clients). */
function encodeCursor(row: { used_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.used_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && typeof id === 'string') return { at, id };
  } catch {
    // answered below
  }
  throw fail.field('cursor', 'Cursor is not valid');
}

/** GET /api/auth/sessions: one page of the caller's signed-in devices, the one asking marked. */
export async function listSessions(
  deps: AppDeps,
  userId: string,
  currentSessionId: string,
  page: { limit: number; cursor?: string | undefined },
  locale: Locale = 'en',
): Promise<{ sessions: DeviceSession[]; nextCursor: string | null }> {
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
  // One row more than asked tells whether another page follows.
  const rows = await q.sessionsOfUser(deps.database.db, userId, nowOf(deps), { limit: page.limit + 1, ...(after ? { after } : {}) });
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return {
    nextCursor: more ? encodeCursor(shown.at(-1)!) : null,
    sessions: shown.map((row) => ({
      id: row.id,
      ...describeDevice(row.user_agent, locale),
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at ?? row.created_at,
      current: row.id === currentSessionId,
    })),
  };
}

/** DELETE /api/auth/sessions/{id}: one of the caller's own sessions; anyone else's id is not found. */
export async function endOwnSession(deps: AppDeps, userId: string, sessionId: string): Promise<{ success: true; message: string }> {
  if (!(await q.findOwnSession(deps.database.db, userId, sessionId))) throw fail.notFound('Session not found.');
  await endSessions(deps, [sessionId]);
  return { success: true, message: M.sessionEnded };
}

/** DELETE /api/auth/sessions: every session of the caller except the one asking. */
export async function endOtherSessions(deps: AppDeps, userId: string, currentSessionId: string): Promise<{ success: true; message: string }> {
  const ids = (await q.sessionIdsOfUser(deps.database.db, userId, currentSessionId)).map((s) => s.id);
  await endSessions(deps, ids);
  return { success: true, message: M.otherSessionsEnded };
}

// ---------------------------------------------------------------------------------------------------------------
// Leaving

/** DELETE /api/account: the password (counted by the login throttle when wrong), then deletion.ts does the rest. */
export async function deleteOwnAccount(deps: AppDeps, caller: { userId: string; ip: string }, password: string): Promise<{ success: true; message: string }> {
  const row = await accountOf(deps, caller.userId);
  await checkOwnPassword(deps, row, password, caller.ip, 'password', M.wrongPassword);
  await deleteAccount(deps, row.id);
  return { success: true, message: M.accountDeleted };
}

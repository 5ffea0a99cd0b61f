/**
 * The administrator setup code (issue 28 finding 2, decision 042). Holding and verifying ADMIN_EMAIL proves only that
 * someone reads that mailbox — or that they registered it first and the operator opened the wrong link. The
 * administrator is the person signed in as that account who also types a code only the server's operator can read:
 * the server prints it to its own log at start-up while nobody is confirmed, and keeps only its hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId } from '../../ids.js';
import { hourlyLimiter, takeAll, type Limiter } from '../../rateLimit.js';
import { ADMIN_SETUP_CODE_TTL_HOURS, ADMIN_SETUP_MESSAGES as M, ADMIN_SETUP_PATH } from '../../../shared/adminSetup.js';
import { endSessions, isAdminEmail } from '../auth/auth.service.js';
import { findUserById } from '../auth/auth.queries.js';
import { linkBase } from '../connections/connections.service.js';
import * as q from './adminSetup.queries.js';

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** 160 bits from the CSPRNG, shown in groups of four so a person can read it off a terminal and type it. */
function newCode(): { raw: string; shown: string } {
  const raw = encodeBase32LowerCaseNoPadding(randomBytes(20));
  return { raw, shown: raw.match(/.{1,4}/g)!.join('-') };
}

/** Stores a new code's hash, valid ADMIN_SETUP_CODE_TTL_HOURS, and returns the code as it is to be shown (once). */
export async function issueAdminSetupCode(deps: AppDeps): Promise<string> {
  const { raw, shown } = newCode();
  const now = deps.clock.now();
  await q.insertSetupCode(deps.database.db, {
    id: newId(),
    code_hash: hashCode(raw),
    expires_at: new Date(now.getTime() + ADMIN_SETUP_CODE_TTL_HOURS * 3_600_000).toISOString(),
    created_at: now.toISOString(),
  });
  return shown;
}

/**
 * Start-up: while ADMIN_EMAIL is set and no account holding it has been confirmed, a fresh code and the steps to use
 * it, for the log; null when there is nothing to do. Each start prints a new code (the old ones keep working until
 * they expire or one is used), since only hashes are kept.
 */
export async function adminSetupNotice(deps: AppDeps): Promise<string | null> {
  const admin = deps.config.adminEmail?.trim().toLowerCase();
  if (!admin || (await q.confirmedAdministratorExists(deps.database.db, admin))) return null;
  const code = await issueAdminSetupCode(deps);
  return [
    `Administrator setup code: ${code}`,
    `Nobody is the administrator yet. Sign in as the ${admin} account (register it if needed, and confirm its address`,
    deps.config.mail.smtpUrl ? 'with the link mailed to it),' : 'with the link this log shows when no SMTP_URL is set),',
    `then open ${linkBase(deps)}${ADMIN_SETUP_PATH} and enter this code within ${ADMIN_SETUP_CODE_TTL_HOURS} hours. It works once;`,
    `restarting the server prints a new one. If someone else registered ${admin} first, use "Forgot password" for it:`,
    'choosing a new password signs every other device out. Keep this code to yourself.',
  ].join(' ');
}

/**
 * POST /api/admin/setup: the signed-in ADMIN_EMAIL account, verified, enters a code. The account becomes the
 * administrator, every code is spent, and every other session of the account ends (a squatter who still had one
 * loses it). Tries are limited per account and per network address (ADMIN_SETUP_ATTEMPTS_PER_HOUR).
 */
export async function confirmAdministrator(
  deps: AppDeps,
  caller: { userId: string; sessionId: string; ip: string },
  code: string,
): Promise<{ success: true; message: string }> {
  const perHour = deps.config.limits.adminSetupAttemptsPerHour;
  const units: Array<[Limiter, string]> = [
    [hourlyLimiter(deps, 'admin-setup-account', perHour), caller.userId],
    [hourlyLimiter(deps, 'admin-setup-network', perHour), caller.ip],
  ];
  if (!(await takeAll(units))) throw fail.tooMany(M.throttled);
  const { db } = deps.database;
  const user = await findUserById(db, caller.userId);
  if (!user || user.is_active !== 1) throw fail.unauthorized();
  if (!isAdminEmail(deps, user.email)) throw fail.forbidden(M.notAdminAccount);
  if (user.email_verified_at === null) throw fail.field('code', M.verifyFirst);
  if (user.admin_confirmed_at !== null) return { success: true, message: M.alreadyDone };
  const ended = await db.transaction().execute(async (trx) => {
    const now = deps.clock.now().toISOString();
    if (!(await q.claimSetupCode(trx, hashCode(code), now))) return undefined;
    await q.deleteAllSetupCodes(trx);
    await q.markAdministrator(trx, user.id, now);
    return q.otherSessionIds(trx, user.id, caller.sessionId);
  });
  if (!ended) throw fail.field('code', M.invalid);
  await endSessions(deps, ended);
  deps.logger?.info('the ADMIN_EMAIL account entered the setup code: it is now the administrator');
  return { success: true, message: M.done };
}

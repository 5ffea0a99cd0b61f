/**
 * E-mail verification (issue 12, decision 008). A link is mailed on registration and on request; opening it proves
 * the person reads that address. Until then the account is not the administrator even if it holds ADMIN_EMAIL, and
 * invitations sent to the address wait instead of reaching it.
 */
import { localeOrDefault } from '../../../shared/locales.js';
import { mailCanBeDelivered } from '../../ports/mail/index.js';
import { createHash, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import { hourlyLimiter } from '../../rateLimit.js';
import { VERIFICATION_MESSAGES as M, VERIFICATION_TTL_DAYS, type VerifyEmailAnswer } from '../../../shared/verification.js';
import { isAdminEmail } from '../auth/auth.service.js';
import { attachWaitingInvitations, linkBase } from '../connections/connections.service.js';
import * as q from './verification.queries.js';
import { adminSetupNotice } from '../admin/adminSetup.service.js';
import { verificationMail } from './verificationMail.js';
import { confirmEmailChange } from '../account/emailChange.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 160 bits from the operating system's CSPRNG, URL-safe (32 characters). */
export function newToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20));
}

export function verificationLink(deps: AppDeps, token: string): string {
  return `${linkBase(deps)}/verify-email?token=${encodeURIComponent(token)}`;
}

/**
 * Mails a new link to the account's current address; only the token's hash is stored. The link is written to the
 * log (with the outbox as mail port) only when the address is ADMIN_EMAIL, so the operator can verify the
 * administrator on a server that sends no mail; nobody else's link is ever logged.
 */
export async function sendVerification(deps: AppDeps, userId: string): Promise<{ emailSent: boolean }> {
  const { db } = deps.database;
  const user = await q.findUser(db, userId);
  if (!user) throw fail.notFound('Account not found.');
  const token = newToken();
  const now = Date.now();
  await q.insertVerification(db, {
    id: newId(),
    user_id: user.id,
    email: user.email,
    token_hash: hashToken(token),
    expires_at: new Date(now + VERIFICATION_TTL_DAYS * DAY_MS).toISOString(),
    used_at: null,
    created_at: new Date(now).toISOString(),
  });
  const result = await deps.mailer.send(
    verificationMail({ to: user.email, firstName: user.first_name, link: verificationLink(deps, token), forOperator: isAdminEmail(deps, user.email), locale: localeOrDefault(user.locale) }),
  );
  return { emailSent: result.delivered };
}

/** POST /api/auth/verify-email/resend: a new link for the signed-in person (VERIFICATION_MAILS_PER_HOUR). */
export async function resendVerification(deps: AppDeps, userId: string): Promise<{ success: true; emailSent: boolean; message: string }> {
  const user = await q.findUser(deps.database.db, userId);
  if (!user) throw fail.unauthorized();
  if (user.email_verified_at !== null) return { success: true, emailSent: false, message: M.alreadyDone };
  if (!(await hourlyLimiter(deps, 'verification-mail', deps.config.limits.verificationMailsPerHour).take(userId))) throw fail.tooMany(M.throttled);
  const { emailSent } = await sendVerification(deps, userId);
  if (!mailCanBeDelivered(deps.config)) return { success: true, emailSent, message: isAdminEmail(deps, user.email) ? M.noMailOperator : M.noMail };
  return { success: true, emailSent, message: M.sent };
}

/**
 * POST /api/auth/verify-email: opens a link. Anyone holding the link may open it (it is often opened on another
 * device than the one signed in); it verifies only the address it was sent to, once, within 7 days. Answers an
 * outcome rather than an error, so the screen can say plainly what happened.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<VerifyEmailAnswer> {
  const { db } = deps.database;
  const row = await q.findByTokenHash(db, hashToken(token));
  if (!row) return { outcome: 'invalid', message: M.invalid };
  if (row.purpose === 'change') return confirmEmailChange(deps, row);
  const user = await q.findUser(db, row.user_id);
  // The account changed its address since (or is gone): this link proves nothing about the current one.
  if (!user || user.is_active !== 1 || user.email !== row.email) return { outcome: 'invalid', message: M.invalid };
  if (row.used_at !== null) {
    return user.email_verified_at !== null ? { outcome: 'already_verified', message: M.alreadyVerified } : { outcome: 'used', message: M.used };
  }
  const now = nowIso();
  if (row.expires_at <= now) return { outcome: 'expired', message: M.expired };
  // Two tabs opening the same link: one claims it, the other reads the result. Claiming and marking the address
  // verified commit together, so the other tab never sees a spent link on an address not yet verified.
  const claimed = await db.transaction().execute(async (tx) => {
    if (!(await q.claimVerification(tx, row.id, now))) return false;
    await q.markEmailVerified(tx, user.id, row.email, now);
    return true;
  });
  if (!claimed) return { outcome: 'already_verified', message: M.alreadyVerified };
  await attachWaitingInvitations(deps, { id: user.id, email: row.email });
  // Not the administrator yet: the setup code printed at start-up makes the account that (decision 042).
  if (isAdminEmail(deps, row.email)) deps.logger?.info('the ADMIN_EMAIL account confirmed its address');
  return { outcome: 'verified', message: M.verified };
}

/**
 * Start-up check: loud while nobody can administer this server. While ADMIN_EMAIL is set and no account holding it
 * has entered a setup code, the notice carries a fresh code and the steps to use it (decision 042).
 */
export async function adminStartupWarning(deps: AppDeps): Promise<string | null> {
  if (!deps.config.adminEmail?.trim()) return 'ADMIN_EMAIL is not set: nobody can open the admin monitor.';
  return adminSetupNotice(deps);
}

/**
 * Changing one's e-mail address (issue 35 item 5, decision 069). The password proves the owner asks; a link mailed to
 * the new address proves they read it; the current address is told at once and keeps working until then. Whether the
 * new address already has an account is never said to the person asking: its holder is mailed instead.
 */
import type { AppDeps } from '../../deps.js';
import { fail, loggableError } from '../../errors.js';
import { newId } from '../../ids.js';
import { mailCanBeDelivered } from '../../ports/mail/index.js';
import { hourlyLimiter } from '../../rateLimit.js';
import {
  ACCOUNT_MESSAGES as M,
  emailChangeSentMessage,
  RESETS_PER_EMAIL_PER_HOUR,
  type ChangeEmailAnswer,
  type ChangeEmailInput,
} from '../../../shared/account.js';
import { VERIFICATION_MESSAGES as V, VERIFICATION_TTL_DAYS, type VerifyEmailAnswer } from '../../../shared/verification.js';
import { findUserByEmail } from '../auth/auth.queries.js';
import { attachWaitingInvitations } from '../connections/connections.service.js';
import * as vq from '../verification/verification.queries.js';
import { hashToken, newToken, verificationLink } from '../verification/verification.service.js';
import * as q from './account.queries.js';
import { checkOwnPassword } from './account.service.js';
import { addressChangeNoticeMail, addressTakenMail, confirmNewAddressMail } from './emailChangeMail.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Mail work started by change requests and not finished yet, per app (tests wait for it). */
const pendingMail = new WeakMap<AppDeps, Set<Promise<void>>>();

export async function settleEmailChangeMail(deps: AppDeps): Promise<void> {
  await Promise.all([...(pendingMail.get(deps) ?? [])]);
}

/**
 * POST /api/profile/email. In order: the administrator is refused (their address is ADMIN_EMAIL, set on the server),
 * the password is checked (failures count against the sign-in throttle), then at most VERIFICATION_MAILS_PER_HOUR
 * requests an hour. What happens next runs after the answer, so neither its words nor its time say whether the new
 * address belongs to someone.
 */
export async function requestEmailChange(
  deps: AppDeps,
  caller: { userId: string; ip: string; isAdmin: boolean },
  input: ChangeEmailInput,
): Promise<ChangeEmailAnswer> {
  const row = await q.findAccount(deps.database.db, caller.userId);
  if (!row || row.is_active !== 1) throw fail.unauthorized();
  // The administrator role is bound to ADMIN_EMAIL: moving the account elsewhere would strip it without a word.
  if (caller.isAdmin) throw fail.forbidden(M.adminEmailFixed);
  if (input.newEmail === row.email) throw fail.field('newEmail', M.sameEmail);
  await checkOwnPassword(deps, row, input.password, caller.ip, 'password', M.wrongPassword);
  if (!(await hourlyLimiter(deps, 'email-change', deps.config.limits.verificationMailsPerHour).take(row.id))) throw fail.tooMany(M.emailChangeThrottled);

  let pending = pendingMail.get(deps);
  if (!pending) pendingMail.set(deps, (pending = new Set()));
  const work: Promise<void> = mailChange(deps, { id: row.id, email: row.email, firstName: row.first_name }, input.newEmail)
    .catch((error: unknown) => deps.logger?.error({ error: loggableError(error) }, 'could not send the e-mails of an address change'))
    .finally(() => pending.delete(work));
  pending.add(work);

  const canMail = mailCanBeDelivered(deps.config);
  return { success: true, emailSent: canMail, message: canMail ? emailChangeSentMessage(input.newEmail) : M.emailChangeNoMail };
}

async function mailChange(deps: AppDeps, person: { id: string; email: string; firstName: string }, newEmail: string): Promise<void> {
  const { db } = deps.database;
  const holder = await findUserByEmail(db, newEmail);
  if (holder) {
    // At most a few of these an hour per address, so nobody can use this to flood someone's mailbox.
    if (holder.is_active === 1 && (await hourlyLimiter(deps, 'email-change-holder', RESETS_PER_EMAIL_PER_HOUR).take(newEmail))) {
      await deps.mailer.send(addressTakenMail({ to: holder.email, firstName: holder.first_name }));
    }
  } else {
    const token = newToken();
    const now = deps.clock.now();
    await vq.deletePendingChanges(db, person.id);
    await vq.insertVerification(db, {
      id: newId(),
      user_id: person.id,
      email: newEmail,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + VERIFICATION_TTL_DAYS * DAY_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
      purpose: 'change',
    });
    await deps.mailer.send(confirmNewAddressMail({ to: newEmail, firstName: person.firstName, link: verificationLink(deps, token) }));
  }
  // The current address hears of every request, whichever way it went.
  await deps.mailer.send(addressChangeNoticeMail({ to: person.email, firstName: person.firstName, newEmail }));
}

/**
 * Opening a link sent to a new address (POST /api/auth/verify-email with a 'change' link): the account moves there,
 * verified; invitations waiting for that address attach. The administrator confirmation is cleared, so arriving at
 * ADMIN_EMAIL this way never makes anyone the administrator: that still takes the setup code (decision 042).
 */
export async function confirmEmailChange(deps: AppDeps, row: vq.VerificationRow): Promise<VerifyEmailAnswer> {
  const { db } = deps.database;
  const user = await vq.findUser(db, row.user_id);
  if (!user || user.is_active !== 1) return { outcome: 'invalid', message: V.invalid };
  if (row.used_at !== null) return user.email === row.email ? { outcome: 'already_verified', message: V.alreadyVerified } : { outcome: 'used', message: V.used };
  const now = deps.clock.now().toISOString();
  if (row.expires_at <= now) return { outcome: 'expired', message: V.expired };
  let moved: 'moved' | 'claimed' | 'taken';
  try {
    moved = await db.transaction().execute(async (tx) => {
      if (!(await vq.claimVerification(tx, row.id, now))) return 'claimed';
      const holder = await findUserByEmail(tx, row.email);
      if (holder && holder.id !== user.id) return 'taken';
      await vq.moveToAddress(tx, user.id, row.email, now);
      return 'moved';
    });
  } catch (error) {
    // Someone registered the address between the check and the write: the unique index decides.
    if (await findUserByEmail(db, row.email)) return { outcome: 'invalid', message: V.emailChangeTaken };
    throw error;
  }
  if (moved === 'claimed') return { outcome: 'used', message: V.used };
  if (moved === 'taken') return { outcome: 'invalid', message: V.emailChangeTaken };
  await attachWaitingInvitations(deps, { id: user.id, email: row.email });
  return { outcome: 'verified', message: V.emailChanged, addressChanged: true };
}

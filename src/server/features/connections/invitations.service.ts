/**
 * Invitations: by e-mail address or to a member, their records, and the requests they become (issue 10, 12, 28).
 * A Social Hub block, either way, makes an address or a member look exactly like one without an account to the
 * person blocked: no request, no push and no mail reach the other (issue 28, finding 4).
 */
import { t } from '../../i18n/translate.js';
import { localeOrDefault } from '../../../shared/locales.js';
import { findLocale } from '../auth/auth.queries.js';
import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import { hourlyLimiter, type Limiter } from '../../rateLimit.js';
import { asRelationshipType } from '../survey/profiles.js';
import type { RelationshipType } from '../../../shared/assessment/types.js';
import { INVITATIONS_PAGE } from '../../../shared/pages.js';
import { parseCursor } from '../../../shared/text.js';
import { CONNECTION_MESSAGES as M, INVITE_TTL_DAYS, type CreateInvitationInput, type InvitationAnswer, type InvitationRecord } from './connections.schemas.js';
import type { SendEmailInput } from '../../../shared/invitations.js';
import * as q from './connections.queries.js';
import type { InvitationRow, UserCard } from './connections.queries.js';
import { invitationMail } from './invitationMail.js';
import { notify } from '../notifications/notifications.service.js';
import { isBlockedEitherWay } from '../social-hub/social-hub.queries.js';
import type { Actor } from './connections.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------------
// The origin links are built on

/**
 * Links in e-mails: PUBLIC_URL, else the address the server listens on (start-up warns). Never a request header:
 * a member could otherwise send `Host: attune-login.evil.test` and have our mail point there (issue 12, finding 7).
 */
export function linkBase(deps: AppDeps): string {
  return deps.config.publicUrl ?? deps.config.listenUrl;
}

export function inviteLink(deps: AppDeps, token: string): string {
  return `${linkBase(deps)}/signup?invite=${encodeURIComponent(token)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Limits

/** At most config.limits.invitesPerHour invitations per person per hour (INVITES_PER_HOUR; RATE_LIMITS=off disables). */
function inviteLimiter(deps: AppDeps): Limiter {
  return hourlyLimiter(deps, 'invitations', deps.config.limits.invitesPerHour);
}

// ---------------------------------------------------------------------------------------------------------------
// Mapping

export function fullName(u: { first_name: string; last_name: string }): string {
  return `${u.first_name} ${u.last_name}`.trim();
}

export function isExpired(row: InvitationRow, now = nowIso()): boolean {
  return row.status !== 'accepted' && row.expires_at <= now;
}

/**
 * What the inviter sees of their invitations: what they typed (the address, type and message), the link, and who
 * answered only once the invitee accepted. Until then the record has the same shape and values whether or not the
 * address belongs to an account, so it cannot be used to find out who is a member (issue 12).
 */
async function toInvitationRecords(db: Kysely<DB>, rows: InvitationRow[]): Promise<InvitationRecord[]> {
  const acceptedIds = rows.filter((r) => r.status === 'accepted' && r.invitee_user_id !== null).map((r) => r.invitee_user_id!);
  const [users, withResults] = await Promise.all([q.findUsers(db, acceptedIds), q.usersWithResults(db, acceptedIds)]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const now = nowIso();
  return rows.map((r) => {
    const invitee = r.status === 'accepted' && r.invitee_user_id ? byId.get(r.invitee_user_id) : undefined;
    return {
      id: r.id,
      inviteeEmail: r.invitee_email ?? invitee?.email ?? null,
      inviteeUserId: invitee ? invitee.id : null,
      inviteeFirstName: invitee?.first_name ?? null,
      inviteeLastName: invitee?.last_name ?? null,
      relationshipType: asRelationshipType(r.relationship_type),
      personalMessage: r.personal_message,
      status: r.status,
      hasCompletedAssessment: invitee !== undefined && withResults.has(invitee.id),
      expired: isExpired(r, now),
      token: r.token,
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      acceptedAt: r.accepted_at,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Invitations

function newToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20)); // 160 bits, 32 characters, URL-safe
}

interface InviteTarget {
  email: string | null;
  user: UserCard | undefined;
  /**
   * The address belongs to a member who blocked the inviter or whom the inviter blocked: everything is done as for
   * an address without an account, except that no mail is sent (the answer still reads as if it were).
   */
  blocked?: boolean;
}

/** Creates an invitation (and, when the invitee already has an account, the pending request they see at once). */
async function createInvitation(
  deps: AppDeps,
  inviter: Actor,
  target: InviteTarget,
  details: { relationshipType: RelationshipType; personalMessage: string | null },
): Promise<InvitationAnswer> {
  if (target.user?.id === inviter.id || (target.email && target.email === inviter.email)) throw fail.badRequest(M.inviteSelf);
  const repeated = await openInvitationFor(deps, inviter, target);
  if (repeated) return repeated;
  // Reserved first so parallel sends cannot overshoot; an invitation refused below gives its unit back.
  const limiter = inviteLimiter(deps);
  if (!(await limiter.take(inviter.id))) throw fail.tooMany(M.tooManyInvites);
  try {
    return await storeInvitation(deps, inviter, target, details);
  } catch (error) {
    await limiter.giveBack(inviter.id);
    throw error;
  }
}

async function storeInvitation(
  deps: AppDeps,
  inviter: Actor,
  target: InviteTarget,
  details: { relationshipType: RelationshipType; personalMessage: string | null },
): Promise<InvitationAnswer> {
  const { db } = deps.database;

  const now = nowIso();
  if (target.user) {
    const existing = await q.findConnectionByPair(db, inviter.id, target.user.id);
    // Names only where the inviter may already see them (an active connection, or a request they received).
    if (existing?.status === 'active') throw fail.conflict(M.alreadyConnected(fullName(target.user)));
    if (existing && existing.user1_id !== inviter.id) throw fail.conflict(M.alreadyPending(fullName(target.user)));
    // A request they sent another way (Connect in the hub, or an older link) and now an e-mail to the address: a
    // new invitation, as for any address not yet invited, which that member already has an answer for; it only
    // adds a link, so no second mail or push (openInvitationFor caught the repeat of this same e-mail).
    if (existing && target.email) target = { email: target.email, user: undefined, blocked: true };
    // A direct request again to a request made without an invitation (a demo or older connection): no address is
    // involved, so saying so tells nothing about anyone's account.
    else if (existing) throw fail.conflict(M.alreadyRequested);
  }

  const row: InvitationRow = {
    id: newId(),
    inviter_id: inviter.id,
    invitee_email: target.email,
    invitee_user_id: target.user?.id ?? null,
    relationship_type: details.relationshipType,
    personal_message: details.personalMessage,
    token: newToken(),
    status: 'pending',
    expires_at: new Date(Date.now() + INVITE_TTL_DAYS * DAY_MS).toISOString(),
    accepted_at: null,
    created_at: now,
    updated_at: now,
  };
  await q.insertInvitation(db, row);

  if (target.user) {
    try {
      await q.insertConnection(db, {
        id: newId(),
        user1_id: inviter.id,
        user2_id: target.user.id,
        pair_key: q.pairKey(inviter.id, target.user.id),
        status: 'pending',
        relationship_type: details.relationshipType,
        invitation_id: row.id,
        created_at: now,
        accepted_at: null,
        updated_at: now,
      });
    } catch (error) {
      // Two requests for one pair raced: the unique pair_key decided. Undo this invitation and say why.
      await q.deleteInvitation(db, row.id);
      const existing = await q.findConnectionByPair(db, inviter.id, target.user.id);
      if (existing?.status === 'active') throw fail.conflict(M.alreadyConnected(fullName(target.user)));
      if (existing && existing.user1_id !== inviter.id) throw fail.conflict(M.alreadyPending(fullName(target.user)));
      // The same request sent twice at once: the other one is it.
      const twin = existing?.invitation_id ? await q.findInvitation(db, existing.invitation_id) : undefined;
      if (twin) return repeatAnswer(deps, twin);
      throw error;
    }
  }

  if (target.user) {
    notify(deps, target.user.id, 'connections', (locale) => ({
      title: t(locale, 'push.request.title', { firstName: inviter.firstName }),
      body: t(locale, 'push.request.body', { firstName: inviter.firstName, lastName: inviter.lastName, type: details.relationshipType }),
      url: '/?openConnections=true',
      tag: `request-${row.id}`,
    }));
  }

  const link = inviteLink(deps, row.token);
  let emailSent = false;
  // The whole server sends at most INVITE_MAILS_PER_HOUR invitation e-mails an hour, however many accounts ask, so
  // Attune cannot be used as a mail relay. Past the cap the invitation still exists and its link can be shared.
  if (target.email && target.blocked) {
    if (await deps.limiters.invitationMail.take('server')) ({ emailSent } = await answerAsIfMailed(db, row, deps.config.mail.smtpUrl !== undefined));
  } else if (target.email && (await deps.limiters.invitationMail.take('server'))) {
    const result = await deps.mailer.send(
      invitationMail({
        to: target.email,
        inviterName: `${inviter.firstName} ${inviter.lastName}`,
        relationshipType: details.relationshipType,
        personalMessage: details.personalMessage,
        link,
        existingAccount: target.user !== undefined,
        // The invitee's own language when they have an account; else the inviter's (decision 071).
        locale: localeOrDefault(await findLocale(db, target.user?.id ?? inviter.id)),
      }),
    );
    emailSent = result.delivered;
    const status = result.delivered ? 'sent' : result.error ? 'failed' : 'pending';
    if (status !== 'pending') {
      await q.setInvitationStatus(db, row.id, status, nowIso());
      row.status = status;
    }
  }
  const [invitation] = await toInvitationRecords(db, [row]);
  return { invitation: invitation!, emailSent, link, repeated: false };
}

/**
 * The same invitation asked for again: the open one already made, with the answer it had (status and link), nothing
 * new stored, mailed or pushed. An e-mail invitation is found by the address typed, a direct request by the pending
 * request to that member; whether the address has an account changes nothing in the answer (issue 28).
 */
async function openInvitationFor(deps: AppDeps, inviter: Actor, target: InviteTarget): Promise<InvitationAnswer | undefined> {
  const { db } = deps.database;
  if (target.email) {
    const open = await q.openInvitationTo(db, inviter.id, target.email, nowIso());
    return open ? repeatAnswer(deps, open) : undefined;
  }
  if (!target.user) return undefined;
  const existing = await q.findConnectionByPair(db, inviter.id, target.user.id);
  if (existing?.status !== 'pending' || existing.user1_id !== inviter.id || !existing.invitation_id) return undefined;
  const request = await q.findInvitation(db, existing.invitation_id);
  return request ? repeatAnswer(deps, request) : undefined;
}

async function repeatAnswer(deps: AppDeps, row: InvitationRow): Promise<InvitationAnswer> {
  const [invitation] = await toInvitationRecords(deps.database.db, [row]);
  return { invitation: invitation!, emailSent: row.status === 'sent', link: inviteLink(deps, row.token), repeated: true };
}

/**
 * What the inviter is told when the mail was held back because of a block: what they would be told for an address
 * without an account. Without SMTP that mail would wait in the outbox (not sent, still pending); with SMTP it would
 * have gone out, so the invitation reads as sent.
 */
async function answerAsIfMailed(db: Kysely<DB>, row: InvitationRow, smtp = false): Promise<{ emailSent: boolean }> {
  if (!smtp) return { emailSent: false };
  await q.setInvitationStatus(db, row.id, 'sent', nowIso());
  row.status = 'sent';
  return { emailSent: true };
}

/**
 * The address belongs to someone the inviter is already connected with, or has a request with, though that account
 * has not verified it: a fresh link would only make a second way in, so the inviter is told what already exists.
 */
async function refuseExistingPair(db: Kysely<DB>, inviter: Actor, email: string): Promise<void> {
  const holder = await q.findUserCardByEmail(db, email).executeTakeFirst();
  const existing = holder && (await q.findConnectionByPair(db, inviter.id, holder.id));
  if (!holder || !existing) return;
  if (existing.status === 'active') throw fail.conflict(M.alreadyConnected(fullName(holder)));
  if (existing.user1_id !== inviter.id) throw fail.conflict(M.alreadyPending(fullName(holder)));
  // A request the inviter sent: the e-mail goes on as for any address (refusing only here would say the address has
  // an account).
}

/** POST /api/invitations/send-email */
export async function sendEmailInvitation(deps: AppDeps, inviter: Actor, input: SendEmailInput): Promise<InvitationAnswer> {
  // Only an account that proved it reads this address receives the request now; otherwise the invitation waits
  // for that (attachWaitingInvitations), so registering someone else's address first gains nothing.
  const found = await q.findVerifiedUserCardByEmail(deps.database.db, input.inviteeEmail);
  if (!found) await refuseExistingPair(deps.database.db, inviter, input.inviteeEmail);
  const blocked = found !== undefined && (await isBlockedEitherWay(deps.database.db, inviter.id, found.id));
  return createInvitation(
    deps,
    inviter,
    { email: input.inviteeEmail, user: blocked ? undefined : found, blocked },
    { relationshipType: input.relationshipType, personalMessage: input.personalMessage },
  );
}

/** POST /api/invitations: a direct request to a member (directUserId), or an e-mail invitation when only email is given. */
export async function createDirectInvitation(deps: AppDeps, inviter: Actor, input: CreateInvitationInput): Promise<InvitationAnswer> {
  const details = { relationshipType: input.relationshipType, personalMessage: input.personalMessage };
  if (input.directUserId) {
    const [user] = await q.findUsers(deps.database.db, [input.directUserId]);
    if (!user || user.is_active !== 1) throw fail.notFound(M.personNotFound);
    // A block in the Social Hub, either way, also stops Connect; it reads as not found, never as "blocked".
    if (await isBlockedEitherWay(deps.database.db, inviter.id, user.id)) throw fail.notFound(M.personNotFound);
    return createInvitation(deps, inviter, { email: null, user }, details);
  }
  return sendEmailInvitation(deps, inviter, { inviteeEmail: input.email!, ...details });
}

/** GET /api/invitations: what the person sent, newest first. */
export async function listInvitations(deps: AppDeps, inviter: Actor, page: { limit?: number; before?: string } = {}): Promise<InvitationRecord[]> {
  const { db } = deps.database;
  const rows = await q.invitationsOf(db, inviter.id, { limit: page.limit ?? INVITATIONS_PAGE, before: page.before ? parseCursor(page.before) : undefined });
  return toInvitationRecords(db, rows);
}

/** DELETE /api/invitations/{id}: the inviter only (anyone else: 404); withdraws its pending request too. */
export async function deleteInvitation(deps: AppDeps, inviter: Actor, id: string): Promise<void> {
  const { db } = deps.database;
  const row = await q.findInvitation(db, id);
  if (!row || row.inviter_id !== inviter.id) throw fail.notFound(M.invitationNotFound);
  if (row.status === 'accepted') throw fail.conflict(M.acceptedInvitation);
  await q.deletePendingConnectionsOfInvitation(db, row.id);
  await q.deleteInvitation(db, row.id);
}

/**
 * Once a person verifies their address, the open invitations sent to it before (by people who did not know they
 * had an account, or before they had one) become pending requests in their Pending tab. An invitation from someone
 * they are already connected with, or already have a request with, is linked and left at that.
 */
export async function attachWaitingInvitations(deps: AppDeps, person: { id: string; email: string }): Promise<void> {
  const { db } = deps.database;
  const now = nowIso();
  for (const invitation of await q.waitingInvitationsTo(db, person.email, now)) {
    if (invitation.inviter_id === person.id) continue;
    const [inviter] = await q.findUsers(db, [invitation.inviter_id]);
    if (!inviter || inviter.is_active !== 1) continue;
    // A block either way: the invitation stays as it is, to an address, and never becomes a request.
    if (await isBlockedEitherWay(db, invitation.inviter_id, person.id)) continue;
    await q.setInvitee(db, invitation.id, person.id, now);
    if (await q.findConnectionByPair(db, invitation.inviter_id, person.id)) continue;
    try {
      await q.insertConnection(db, {
        id: newId(),
        user1_id: invitation.inviter_id,
        user2_id: person.id,
        pair_key: q.pairKey(invitation.inviter_id, person.id),
        status: 'pending',
        relationship_type: invitation.relationship_type,
        invitation_id: invitation.id,
        created_at: invitation.created_at,
        accepted_at: null,
        updated_at: now,
      });
    } catch (error) {
      // The pair's unique key: another request between them landed first, which is all that was needed.
      if (!(await q.findConnectionByPair(db, invitation.inviter_id, person.id))) throw error;
    }
  }
}


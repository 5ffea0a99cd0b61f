import { isBlockedEitherWay } from '../social-hub/social-hub.queries.js';
import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import { hourlyLimiter, type Limiter } from '../../rateLimit.js';
import { asRelationshipType, loadProfiles, vibeFor } from '../survey/profiles.js';
import type { RelationshipType } from '../../../shared/assessment/types.js';
import { INVITATIONS_PAGE } from '../../../shared/pages.js';
import { parseCursor } from '../../../shared/text.js';
import {
  CONNECTION_MESSAGES as M,
  INVITE_TTL_DAYS,
  type ConnectionView,
  type CreateInvitationInput,
  type InvitationAnswer,
  type InvitationRecord,
  type ValidateAnswer,
} from './connections.schemas.js';
import type { SendEmailInput } from '../../../shared/invitations.js';
import * as q from './connections.queries.js';
import type { ConnectionRow, InvitationRow, UserCard } from './connections.queries.js';
import { notifyAccepted, notifyRelationshipType } from './connectionNotices.js';
import { invitationMail, RELATIONSHIP_LABELS } from './invitationMail.js';
import { relationFromPair, sharingChoicesOf, visibilityOf, visibleVibe } from '../privacy/visibility.js';
import { notify } from '../notifications/notifications.service.js';
import { lastMoves, recordVibeMoves } from '../vibe/vibe.service.js';

/** Who is acting: the signed-in member. */
export interface Actor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

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

function fullName(u: { first_name: string; last_name: string }): string {
  return `${u.first_name} ${u.last_name}`.trim();
}

function isExpired(row: InvitationRow, now = nowIso()): boolean {
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

/**
 * Connections as the viewer may see them (visibility.ts decides): an active connection shows the other person and
 * the Vibe (with what they keep private withheld); a request received shows who asks and their type; a request sent
 * shows only what the viewer typed.
 */
async function toViews(db: Kysely<DB>, viewerId: string, rows: ConnectionRow[]): Promise<ConnectionView[]> {
  if (rows.length === 0) return [];
  const otherIds = rows.map((r) => q.otherPersonOf(r, viewerId));
  const invitationIds = rows.map((r) => r.invitation_id).filter((v): v is string => v !== null);
  const [users, profiles, choices, invitations] = await Promise.all([
    q.findUsers(db, otherIds),
    loadProfiles(db, [viewerId, ...otherIds]),
    sharingChoicesOf(db, otherIds),
    q.findInvitations(db, invitationIds),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const invitationById = new Map(invitations.map((i) => [i.id, i]));
  const viewer = profiles.get(viewerId);
  const vibes = new Map(
    rows.map((r) => {
      const otherProfile = profiles.get(q.otherPersonOf(r, viewerId));
      return [r.id, viewer && otherProfile ? vibeFor(viewer, otherProfile, r.relationship_type) : null] as const;
    }),
  );
  const moves = await lastMoves(db, viewerId, new Map([...vibes].map(([id, v]) => [id, v?.score ?? null])));
  const views: ConnectionView[] = [];
  for (const r of rows) {
    const otherId = q.otherPersonOf(r, viewerId);
    const other = byId.get(otherId);
    // Gone (cascade on its way) or deactivated by the administrator: not shown until reactivated. A person who
    // deleted their account stays as a "Deleted member", so the chats the two had stay open (decision 027).
    if (!other || (other.is_active !== 1 && other.deleted_at === null)) continue;
    const see = visibilityOf(relationFromPair(viewerId, otherId, r), choices.get(otherId));
    const invitation = r.invitation_id ? invitationById.get(r.invitation_id) : undefined;
    const otherProfile = profiles.get(otherId);
    const vibe = visibleVibe(vibes.get(r.id) ?? null, see, other.first_name);
    views.push({
      id: r.id,
      user1Id: r.user1_id,
      user2Id: r.user2_id,
      status: r.status,
      otherUser: {
        id: other.id,
        firstName: see.name ? other.first_name : '',
        lastName: see.name ? other.last_name : '',
        profileImageUrl: see.photo ? other.profile_image_url : null,
        // A request the viewer sent carries the address they typed, if they typed one; nothing of the account.
        email: other.deleted_at !== null ? '' : see.email ? other.email : r.user1_id === viewerId ? (invitation?.invitee_email ?? '') : '',
      },
      otherUserResults: see.personalityType && otherProfile?.results ? { personalityType: otherProfile.results.personalityType } : null,
      relationshipType: asRelationshipType(r.relationship_type),
      personalMessage: invitation?.personal_message ?? null,
      compatibilityScore: vibe ? vibe.score : null,
      vibe,
      vibeMove: vibe ? (moves.get(r.id) ?? null) : null,
      isInviter: r.user1_id === viewerId,
      createdAt: r.created_at,
      acceptedAt: r.accepted_at,
    });
  }
  return views;
}

async function viewOf(db: Kysely<DB>, viewerId: string, row: ConnectionRow): Promise<ConnectionView> {
  const [view] = await toViews(db, viewerId, [row]);
  if (!view) throw fail.notFound(M.connectionNotFound);
  return view;
}

// ---------------------------------------------------------------------------------------------------------------
// Invitations

function newToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20)); // 160 bits, 32 characters, URL-safe
}

interface InviteTarget {
  email: string | null;
  user: UserCard | undefined;
}

/** Creates an invitation (and, when the invitee already has an account, the pending request they see at once). */
async function createInvitation(
  deps: AppDeps,
  inviter: Actor,
  target: InviteTarget,
  details: { relationshipType: RelationshipType; personalMessage: string | null },
): Promise<InvitationAnswer> {
  if (target.user?.id === inviter.id || (target.email && target.email === inviter.email)) throw fail.badRequest(M.inviteSelf);
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
    // Names only where the inviter may already see them (an active connection, or a request they received);
    // a request they sent is answered with what they typed.
    if (existing?.status === 'active') throw fail.conflict(M.alreadyConnected(fullName(target.user)));
    if (existing && existing.user1_id !== inviter.id) throw fail.conflict(M.alreadyPending(fullName(target.user)));
    if (existing) throw fail.conflict(target.email ? M.alreadyInvited(target.email) : M.alreadyRequested);
  } else if (target.email && (await q.openInvitationTo(db, inviter.id, target.email, now))) {
    throw fail.conflict(M.alreadyInvited(target.email));
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
      if (existing) throw fail.conflict(target.email ? M.alreadyInvited(target.email) : M.alreadyRequested);
      throw error;
    }
  }

  if (target.user) {
    const kind = RELATIONSHIP_LABELS[details.relationshipType].toLowerCase();
    notify(deps, target.user.id, 'connections', {
      title: `${inviter.firstName} wants to connect`,
      body: `${inviter.firstName} ${inviter.lastName} invited you to connect on Attune as a ${kind}.`,
      url: '/?openConnections=true',
      tag: `request-${row.id}`,
    });
  }

  const link = inviteLink(deps, row.token);
  let emailSent = false;
  // The whole server sends at most INVITE_MAILS_PER_HOUR invitation e-mails an hour, however many accounts ask, so
  // Attune cannot be used as a mail relay. Past the cap the invitation still exists and its link can be shared.
  if (target.email && (await deps.limiters.invitationMail.take('server'))) {
    const result = await deps.mailer.send(
      invitationMail({
        to: target.email,
        inviterName: `${inviter.firstName} ${inviter.lastName}`,
        relationshipType: details.relationshipType,
        personalMessage: details.personalMessage,
        link,
        existingAccount: target.user !== undefined,
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
  return { invitation: invitation!, emailSent, link };
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
  throw fail.conflict(M.alreadyInvited(email));
}

/** POST /api/invitations/send-email */
export async function sendEmailInvitation(deps: AppDeps, inviter: Actor, input: SendEmailInput): Promise<InvitationAnswer> {
  // Only an account that proved it reads this address receives the request now; otherwise the invitation waits
  // for that (attachWaitingInvitations), so registering someone else's address first gains nothing.
  const user = await q.findVerifiedUserCardByEmail(deps.database.db, input.inviteeEmail);
  if (!user) await refuseExistingPair(deps.database.db, inviter, input.inviteeEmail);
  return createInvitation(
    deps,
    inviter,
    { email: input.inviteeEmail, user },
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

/** Why a token cannot be used, or null when it can. */
async function tokenProblem(db: Kysely<DB>, row: InvitationRow | undefined): Promise<{ message: string; inviter?: UserCard } | { message: null; inviter: UserCard }> {
  if (!row) return { message: M.invalidInvitation };
  const [inviter] = await q.findUsers(db, [row.inviter_id]);
  if (!inviter || inviter.is_active !== 1) return { message: M.invalidInvitation };
  if (row.status === 'accepted') return { message: M.usedInvitation, inviter };
  if (isExpired(row)) return { message: M.expiredInvitation, inviter };
  return { message: null, inviter };
}

/** GET /api/invitations/validate/{token}: public; says who invited, never more. */
export async function validateInvitation(deps: AppDeps, token: string): Promise<ValidateAnswer> {
  const { db } = deps.database;
  const row = await q.findInvitationByToken(db, token);
  const problem = await tokenProblem(db, row);
  if (problem.message !== null || !row) return { valid: false, message: problem.message ?? M.invalidInvitation };
  return {
    valid: true,
    inviter: { firstName: problem.inviter.first_name, lastName: problem.inviter.last_name },
    relationshipType: asRelationshipType(row.relationship_type),
    inviteeEmail: row.invitee_email ?? '',
  };
}

/**
 * POST /api/invitations/accept/{token}, called right after registering through the link. The two people are
 * connected at once (active): the invitee chose to join through the inviter's link, so asking again would be noise.
 */
export async function acceptInvitation(deps: AppDeps, user: Actor, token: string): Promise<ConnectionView> {
  const { db } = deps.database;
  const row = await q.findInvitationByToken(db, token);
  if (!row) throw fail.notFound(M.invalidInvitation);
  if (row.inviter_id === user.id) throw fail.badRequest(M.ownInvitation);
  // A link sent to one existing member is theirs alone; an e-mail link may be used by whoever registers with it.
  if (row.invitee_user_id !== null && row.invitee_user_id !== user.id) throw fail.notFound(M.invalidInvitation);
  const problem = await tokenProblem(db, row);
  if (problem.message === M.usedInvitation && row.invitee_user_id === user.id) {
    const existing = await q.findConnectionByPair(db, row.inviter_id, user.id);
    if (existing) return viewOf(db, user.id, existing); // the same person asking twice: already done
  }
  if (problem.message === M.invalidInvitation) throw fail.notFound(M.invalidInvitation);
  if (problem.message !== null) throw fail.badRequest(problem.message);

  const now = nowIso();
  let connection = await q.findConnectionByPair(db, row.inviter_id, user.id);
  if (!connection) {
    const fresh: ConnectionRow = {
      id: newId(),
      user1_id: row.inviter_id,
      user2_id: user.id,
      pair_key: q.pairKey(row.inviter_id, user.id),
      status: 'active',
      relationship_type: row.relationship_type,
      invitation_id: row.id,
      created_at: now,
      accepted_at: now,
      updated_at: now,
    };
    try {
      await q.insertConnection(db, fresh);
      connection = fresh;
    } catch (error) {
      connection = await q.findConnectionByPair(db, row.inviter_id, user.id);
      if (!connection) throw error;
    }
  }
  if (connection.status === 'pending') {
    await q.activateConnection(db, connection.id, now);
    connection = { ...connection, status: 'active', accepted_at: now, updated_at: now };
  }
  await q.markInvitationAccepted(db, row.id, user.id, now);
  notifyAccepted(deps, row.inviter_id, user, connection.id);
  return viewOf(db, user.id, connection);
}

// ---------------------------------------------------------------------------------------------------------------
// Connections

/**
 * The connection if the viewer is one of its two people and the other person's account is active; otherwise 404, so
 * existence is not revealed (a connection with a deactivated person is hidden, as in the lists).
 */
async function memberConnection(db: Kysely<DB>, viewerId: string, id: string): Promise<ConnectionRow> {
  const row = await q.findConnection(db, id);
  if (!row || (row.user1_id !== viewerId && row.user2_id !== viewerId)) throw fail.notFound(M.connectionNotFound);
  const [other] = await q.findUsers(db, [q.otherPersonOf(row, viewerId)]);
  if (!other || (other.is_active !== 1 && other.deleted_at === null)) throw fail.notFound(M.connectionNotFound);
  return row;
}

export async function listConnections(deps: AppDeps, viewer: Actor): Promise<ConnectionView[]> {
  const { db } = deps.database;
  return toViews(db, viewer.id, await q.connectionsOf(db, viewer.id, 'active'));
}

/**
 * Pending requests, received and sent (isInviter tells which). A request the viewer sent by e-mail is listed under
 * their invitations instead, whether or not the address belongs to a member: listing it here only when it does
 * would tell them who has an account.
 */
export async function listPending(deps: AppDeps, viewer: Actor): Promise<ConnectionView[]> {
  const { db } = deps.database;
  const rows = await q.connectionsOf(db, viewer.id, 'pending');
  const sentByEmail = new Set(
    (await q.findInvitations(db, rows.filter((r) => r.user1_id === viewer.id && r.invitation_id).map((r) => r.invitation_id!)))
      .filter((i) => i.invitee_email !== null)
      .map((i) => i.id),
  );
  return toViews(db, viewer.id, rows.filter((r) => !(r.invitation_id && sentByEmail.has(r.invitation_id))));
}

export async function getConnection(deps: AppDeps, viewer: Actor, id: string): Promise<ConnectionView> {
  const { db } = deps.database;
  return viewOf(db, viewer.id, await memberConnection(db, viewer.id, id));
}

/** The recipient accepts a pending request; its invitation becomes accepted. */
export async function acceptConnection(deps: AppDeps, viewer: Actor, id: string): Promise<ConnectionView> {
  const { db } = deps.database;
  const row = await memberConnection(db, viewer.id, id);
  if (row.status === 'active') throw fail.conflict(M.alreadyActive);
  if (row.user1_id === viewer.id) throw fail.forbidden(M.ownRequest);
  const now = nowIso();
  await q.activateConnection(db, row.id, now);
  if (row.invitation_id) await q.markInvitationAccepted(db, row.invitation_id, viewer.id, now);
  notifyAccepted(deps, row.user1_id, viewer, row.id);
  return viewOf(db, viewer.id, { ...row, status: 'active', accepted_at: now, updated_at: now });
}

/**
 * Ends a pending request: the recipient declines it or the inviter cancels it. A declined invitation's link stops
 * working (it would otherwise reconnect the pair); a cancelled one is withdrawn.
 */
async function endPending(db: Kysely<DB>, viewer: Actor, row: ConnectionRow): Promise<void> {
  await q.deleteConnection(db, row.id);
  if (!row.invitation_id) return;
  const invitation = await q.findInvitation(db, row.invitation_id);
  if (!invitation || invitation.status === 'accepted') return;
  if (row.user1_id === viewer.id) await q.deleteInvitation(db, invitation.id);
  else await q.expireInvitation(db, invitation.id, nowIso());
}

/** POST /api/connections/{id}/reject: decline (recipient) or cancel (inviter) a pending request. */
export async function rejectConnection(deps: AppDeps, viewer: Actor, id: string): Promise<void> {
  const { db } = deps.database;
  const row = await memberConnection(db, viewer.id, id);
  if (row.status === 'active') throw fail.conflict(M.activeUseRemove);
  await endPending(db, viewer, row);
}

export async function changeRelationshipType(deps: AppDeps, viewer: Actor, id: string, relationshipType: RelationshipType): Promise<ConnectionView> {
  const { db } = deps.database;
  const row = await memberConnection(db, viewer.id, id);
  const now = nowIso();
  const changed = row.relationship_type !== relationshipType;
  await recordVibeMoves(deps, viewer.id, { cause: 'relationship_type', detail: relationshipType, onlyConnectionIds: [row.id] }, () =>
    q.setRelationshipType(db, row.id, relationshipType, now),
  );
  // The type is shared by both people: the other one hears that it changed, and who changed it (issue 30).
  if (changed && row.status === 'active') notifyRelationshipType(deps, row.user1_id === viewer.id ? row.user2_id : row.user1_id, viewer, row.id, relationshipType);
  return viewOf(db, viewer.id, { ...row, relationship_type: relationshipType, updated_at: now });
}

/** DELETE /api/connections/{id}: either member removes the connection (a pending one ends as in reject). */
export async function removeConnection(deps: AppDeps, viewer: Actor, id: string): Promise<void> {
  const { db } = deps.database;
  const row = await memberConnection(db, viewer.id, id);
  if (row.status === 'pending') await endPending(db, viewer, row);
  else await q.deleteConnection(db, row.id);
}

import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import { asRelationshipType, loadProfiles, vibeFor } from '../survey/profiles.js';
import { retakenAt } from '../survey/survey.queries.js';
import type { RelationshipType, VibeResult } from '../../../shared/assessment/types.js';
import type { Locale } from '../../../shared/locales.js';
import { CONNECTION_MESSAGES as M, type ConnectionCardView, type ConnectionView, type ValidateAnswer } from './connections.schemas.js';
import * as q from './connections.queries.js';
import { notifyAccepted, notifyRelationshipType } from './connectionNotices.js';
import type { ConnectionRow, InvitationRow, UserCard } from './connections.queries.js';
import { relationFromPair, sharingChoicesOf, visibilityOf, visibleVibe } from '../privacy/visibility.js';
import { lastMoves, recordVibeMoves } from '../vibe/vibe.service.js';
import { isBlockedEitherWay } from '../social-hub/social-hub.queries.js';
import { isExpired } from './invitations.service.js';
import { CONNECTIONS_PAGE } from '../../../shared/pages.js';
import { parseCursor } from '../../../shared/text.js';
import { memoisedRead } from '../../db/readMemo.js';

/** Who is acting: the signed-in member. */
export interface Actor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The language the answer is written in (the Vibe's sentences); English when not given. */
  locale?: Locale;
}

export {
  attachWaitingInvitations,
  createDirectInvitation,
  deleteInvitation,
  inviteLink,
  linkBase,
  listInvitations,
  sendEmailInvitation,
} from './invitations.service.js';

// ---------------------------------------------------------------------------------------------------------------
// Mapping

/**
 * Connections as the viewer may see them (visibility.ts decides): an active connection shows the other person and
 * the Vibe (with what they keep private withheld); a request received shows who asks and their type; a request sent
 * shows only what the viewer typed. Each with the explained Vibe and what last moved it.
 */
async function toViews(db: Kysely<DB>, viewerId: string, rows: ConnectionRow[], locale: Locale = 'en'): Promise<ConnectionView[]> {
  const seen = await seenConnections(db, viewerId, rows, locale, true);
  if (seen.length === 0) return [];
  const connectedAt = new Map(rows.map((r) => [r.id, r.accepted_at]));
  const moves = await lastMoves(db, viewerId, new Map(seen.map(({ card, score }) => [card.id, { score, connectedAt: connectedAt.get(card.id) ?? null }])));
  return seen.map(({ card, vibe }) => ({ ...card, vibe, vibeMove: vibe ? (moves.get(card.id) ?? null) : null }));
}

/**
 * The same connections as list cards (decision 103): everything a card shows, the score included, under the same
 * visibility, but not the explained Vibe nor its last move, which only the connection's own dialog shows
 * (connections.get). A card is a ConnectionView without those two fields, so it can never show more than one.
 */
async function toCards(db: Kysely<DB>, viewerId: string, rows: ConnectionRow[], locale: Locale = 'en'): Promise<ConnectionCardView[]> {
  return (await seenConnections(db, viewerId, rows, locale, false)).map(({ card }) => card);
}

interface Seen {
  card: ConnectionCardView;
  /** The explained Vibe as the viewer may see it (only when asked for), else null. */
  vibe: VibeResult | null;
  /** The pair's score before visibility (null without both results): what the Vibe-move history compares. */
  score: number | null;
}

async function seenConnections(db: Kysely<DB>, viewerId: string, rows: ConnectionRow[], locale: Locale, explained: boolean): Promise<Seen[]> {
  if (rows.length === 0) return [];
  const otherIds = rows.map((r) => q.otherPersonOf(r, viewerId));
  const invitationIds = rows.map((r) => r.invitation_id).filter((v): v is string => v !== null);
  const [users, profiles, choices, invitations, retakes] = await Promise.all([
    q.findUsers(db, otherIds),
    loadProfiles(db, [viewerId, ...otherIds]),
    sharingChoicesOf(db, otherIds),
    q.findInvitations(db, invitationIds),
    retakenAt(db, otherIds),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const invitationById = new Map(invitations.map((i) => [i.id, i]));
  const viewer = profiles.get(viewerId);
  const seen: Seen[] = [];
  for (const r of rows) {
    const otherId = q.otherPersonOf(r, viewerId);
    const other = byId.get(otherId);
    // Gone (cascade on its way) or deactivated by the administrator: not shown until reactivated. A person who
    // deleted their account stays as a "Deleted member", so the chats the two had stay open (decision 027).
    if (!other || (other.is_active !== 1 && other.deleted_at === null)) continue;
    const otherProfile = profiles.get(otherId);
    const pairVibe = viewer && otherProfile ? vibeFor(viewer, otherProfile, r.relationship_type, locale) : null;
    const see = visibilityOf(relationFromPair(viewerId, otherId, r), choices.get(otherId));
    const invitation = r.invitation_id ? invitationById.get(r.invitation_id) : undefined;
    const departed = other.deleted_at !== null;
    // A departed person's profile is gone: no Vibe, no results, nothing to "get ready". The score is the Vibe's own
    // (withholding private parts changes their reasons, never the number), shown only where the Vibe may be seen.
    const shown = !departed && see.vibe && pairVibe !== null;
    const vibe = shown && explained ? visibleVibe(pairVibe, see, other.first_name, locale) : null;
    seen.push({
      score: pairVibe?.score ?? null,
      vibe,
      card: {
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
        otherUserResults: !departed && see.personalityType && otherProfile?.results ? { personalityType: otherProfile.results.personalityType } : null,
        // Only where the viewer may see the results at all, and only for an active connection: a request says nothing.
        otherResultsUpdatedAt: !departed && r.status === 'active' && see.personalityType ? (retakes.get(otherId) ?? null) : null,
        relationshipType: asRelationshipType(r.relationship_type),
        personalMessage: invitation?.personal_message ?? null,
        compatibilityScore: shown ? pairVibe.score : null,
        isInviter: r.user1_id === viewerId,
        departedAt: other.deleted_at,
        createdAt: r.created_at,
        acceptedAt: r.accepted_at,
      },
    });
  }
  return seen;
}

async function viewOf(db: Kysely<DB>, viewer: Pick<Actor, 'id' | 'locale'>, row: ConnectionRow): Promise<ConnectionView> {
  const [view] = await toViews(db, viewer.id, [row], viewer.locale);
  if (!view) throw fail.notFound(M.connectionNotFound);
  return view;
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
  // A link between two people when either blocked the other reads as any link that does not work.
  if (await isBlockedEitherWay(db, row.inviter_id, user.id)) throw fail.notFound(M.invalidInvitation);
  // A link sent to one existing member is theirs alone; an e-mail link may be used by whoever registers with it.
  if (row.invitee_user_id !== null && row.invitee_user_id !== user.id) throw fail.notFound(M.invalidInvitation);
  const problem = await tokenProblem(db, row);
  if (problem.message === M.usedInvitation && row.invitee_user_id === user.id) {
    const existing = await q.findConnectionByPair(db, row.inviter_id, user.id);
    if (existing) return viewOf(db, user, existing); // the same person asking twice: already done
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
  return viewOf(db, user, connection);
}

// ---------------------------------------------------------------------------------------------------------------
// Connections

/**
 * The connection if the viewer is one of its two people and the other person's account is active; otherwise 404, so
 * existence is not revealed (a connection with a deactivated person is hidden, as in the lists).
 */
export async function memberConnection(db: Kysely<DB>, viewerId: string, id: string): Promise<ConnectionRow> {
  const row = await q.findConnection(db, id);
  if (!row || (row.user1_id !== viewerId && row.user2_id !== viewerId)) throw fail.notFound(M.connectionNotFound);
  const [other] = await q.findUsers(db, [q.otherPersonOf(row, viewerId)]);
  if (!other || (other.is_active !== 1 && other.deleted_at === null)) throw fail.notFound(M.connectionNotFound);
  return row;
}

/** A page of a list: at most `limit` (CONNECTIONS_PAGE by default), older than the `before` position. */
export interface ConnectionsPage {
  limit?: number | undefined;
  before?: string | undefined;
}

function pageOf(page: ConnectionsPage) {
  return { limit: page.limit ?? CONNECTIONS_PAGE, ...(page.before ? { before: parseCursor(page.before) } : {}) };
}

/** GET /api/connections: active connections, newest first, a page at a time (the Vibe is computed for that page only). */
export async function listConnections(deps: AppDeps, viewer: Actor, page: ConnectionsPage = {}): Promise<ConnectionView[]> {
  const { db } = deps.database;
  // Kept until anything is written (decision 110): the key names everything besides the data the answer depends on.
  return memoisedRead(deps.database, listKey('connections.list', viewer, page), async () =>
    toViews(db, viewer.id, await q.connectionsPage(db, viewer.id, 'active', pageOf(page)), viewer.locale),
  );
}

/** The active connections as the list's cards (decision 103): the web app's list read; the dialog reads the rest. */
export async function listConnectionCards(deps: AppDeps, viewer: Actor, page: ConnectionsPage = {}): Promise<ConnectionCardView[]> {
  const { db } = deps.database;
  return memoisedRead(deps.database, listKey('connections.cards', viewer, page), async () =>
    toCards(db, viewer.id, await q.connectionsPage(db, viewer.id, 'active', pageOf(page)), viewer.locale),
  );
}

/** A list read's memo key: which list, whose, in which language, which page. */
function listKey(list: string, viewer: Actor, page: ConnectionsPage): string {
  return JSON.stringify([list, viewer.id, viewer.locale ?? 'en', page.limit ?? null, page.before ?? null]);
}

/**
 * Pending requests, received and sent (isInviter tells which), a page at a time. A request the viewer sent by e-mail
 * is listed under their invitations instead, whether or not the address belongs to a member: listing it here only
 * when it does would tell them who has an account.
 */
export async function listPending(deps: AppDeps, viewer: Actor, page: ConnectionsPage = {}): Promise<ConnectionView[]> {
  const { db } = deps.database;
  return toViews(db, viewer.id, await q.connectionsPage(db, viewer.id, 'pending', pageOf(page)), viewer.locale);
}

export async function getConnection(deps: AppDeps, viewer: Actor, id: string): Promise<ConnectionView> {
  const { db } = deps.database;
  return viewOf(db, viewer, await memberConnection(db, viewer.id, id));
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
  return viewOf(db, viewer, { ...row, status: 'active', accepted_at: now, updated_at: now });
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
  await refuseIfDeparted(db, viewer.id, row);
  const now = nowIso();
  const changed = row.relationship_type !== relationshipType;
  await recordVibeMoves(deps, viewer.id, { cause: 'relationship_type', detail: relationshipType, onlyConnectionIds: [row.id] }, () =>
    q.setRelationshipType(db, row.id, relationshipType, now),
  );
  // The type is shared by both people: the other one hears that it changed, and who changed it (issue 30).
  if (changed && row.status === 'active') notifyRelationshipType(deps, q.otherPersonOf(row, viewer.id), viewer, row.id, relationshipType);
  return viewOf(db, viewer, { ...row, relationship_type: relationshipType, updated_at: now });
}

/** A connection whose other person has left Attune no longer changes (it can only be removed). */
async function refuseIfDeparted(db: Kysely<DB>, viewerId: string, row: ConnectionRow): Promise<void> {
  const [other] = await q.findUsers(db, [q.otherPersonOf(row, viewerId)]);
  if (other?.deleted_at) throw fail.conflict(M.departedReadOnly);
}

/** DELETE /api/connections/{id}: either member removes the connection (a pending one ends as in reject). */
export async function removeConnection(deps: AppDeps, viewer: Actor, id: string): Promise<void> {
  const { db } = deps.database;
  const row = await memberConnection(db, viewer.id, id);
  if (row.status === 'pending') await endPending(db, viewer, row);
  else await q.deleteConnection(db, row.id);
}

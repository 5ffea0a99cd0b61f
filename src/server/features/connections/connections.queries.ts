import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { reusableQuery } from '../../db/reusable.js';
import type { ConnectionsTables } from './connections.tables.js';

export type ConnectionRow = Selectable<ConnectionsTables['connections']>;
export type InvitationRow = Selectable<ConnectionsTables['invitations']>;
export type UserCard = { id: string; first_name: string; last_name: string; email: string; profile_image_url: string | null; is_active: number; deleted_at: string | null };

/** The two ids sorted and joined: one connection per pair, whoever asked. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The other person of a pair (a connection row), seen from `userId`, who is one of the two. */
export function otherPersonOf(pair: { user1_id: string; user2_id: string }, userId: string): string {
  return pair.user1_id === userId ? pair.user2_id : pair.user1_id;
}

export function findUsers(db: Kysely<DB>, ids: string[]): Promise<UserCard[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return usersByIds(db, { ids: [...new Set(ids)] });
}

// Reused on every list read (decision 094): built and compiled once per number of ids.
const usersByIds = reusableQuery((db, { ids }: { ids: string[] }) =>
  db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'profile_image_url', 'is_active', 'deleted_at']).where('id', 'in', ids),
);

/** An active account holding this address, verified or not (to recognise a pair that is already connected). */
export function findUserCardByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'profile_image_url', 'is_active', 'deleted_at'])
    .where('email', '=', email)
    .where('is_active', '=', 1);
}

/** The active account that has verified this address, if any: e-mail invitations reach only such an account. */
export function findVerifiedUserCardByEmail(db: Kysely<DB>, email: string): Promise<UserCard | undefined> {
  return findUserCardByEmail(db, email).where('email_verified_at', 'is not', null).executeTakeFirst();
}

export async function usersWithResults(db: Kysely<DB>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('survey_results').select('user_id').where('user_id', 'in', [...new Set(ids)]).execute();
  return new Set(rows.map((r) => r.user_id));
}

// Connections ---------------------------------------------------------------------------------------------------

export function findConnection(db: Kysely<DB>, id: string): Promise<ConnectionRow | undefined> {
  return db.selectFrom('connections').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findConnectionByPair(db: Kysely<DB>, a: string, b: string): Promise<ConnectionRow | undefined> {
  return db.selectFrom('connections').selectAll().where('pair_key', '=', pairKey(a, b)).executeTakeFirst();
}

export function connectionsOf(db: Kysely<DB>, userId: string, status: ConnectionRow['status']): Promise<ConnectionRow[]> {
  return db
    .selectFrom('connections')
    .selectAll()
    .where('status', '=', status)
    .where((eb) => eb.or([eb('user1_id', '=', userId), eb('user2_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * One page of the connections a person sees in a list, newest first, after `before` (created_at, id): only those
 * whose other person is shown (active, or a "Deleted member"), and for pending ones without the requests the person
 * sent by e-mail (listed under Invitations), so a page holds `limit` rows whenever that many exist.
 */
export function connectionsPage(
  db: Kysely<DB>,
  userId: string,
  status: ConnectionRow['status'],
  page: { limit: number; before?: { at: string; id: string } },
): Promise<ConnectionRow[]> {
  // Built and compiled once per shape (decision 094): every visit to the connections screen reads this page.
  const params = { userId, limit: page.limit, beforeAt: page.before?.at, beforeId: page.before?.id };
  return status === 'pending' ? pendingPage(db, params) : activePage(db, params);
}

type PageParams = { userId: string; limit: number; beforeAt: string | undefined; beforeId: string | undefined };

function pageQuery(db: Kysely<DB>, status: ConnectionRow['status'], { userId, limit, beforeAt, beforeId }: PageParams) {
  let query = db
    .selectFrom('connections')
    .selectAll('connections')
    .where('connections.status', '=', status)
    .where((eb) => eb.or([eb('connections.user1_id', '=', userId), eb('connections.user2_id', '=', userId)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .where((u) => u.or([u('users.id', '=', u.ref('connections.user1_id')), u('users.id', '=', u.ref('connections.user2_id'))]))
          .where('users.id', '!=', userId)
          .where((u) => u.or([u('users.is_active', '=', 1), u('users.deleted_at', 'is not', null)])),
      ),
    );
  if (status === 'pending') {
    query = query.where((eb) =>
      eb.not(
        eb.and([
          eb('connections.user1_id', '=', userId),
          eb.exists(eb.selectFrom('invitations').select('invitations.id').whereRef('invitations.id', '=', 'connections.invitation_id').where('invitations.invitee_email', 'is not', null)),
        ]),
      ),
    );
  }
  if (beforeAt !== undefined && beforeId !== undefined) {
    query = query.where((eb) => eb.or([eb('connections.created_at', '<', beforeAt), eb.and([eb('connections.created_at', '=', beforeAt), eb('connections.id', '<', beforeId)])]));
  }
  return query.orderBy('connections.created_at', 'desc').orderBy('connections.id', 'desc').limit(limit);
}

const activePage = reusableQuery((db, params: PageParams) => pageQuery(db, 'active', params));
const pendingPage = reusableQuery((db, params: PageParams) => pageQuery(db, 'pending', params));

export async function insertConnection(db: Kysely<DB>, row: ConnectionRow): Promise<void> {
  await db.insertInto('connections').values(row).execute();
}

export async function activateConnection(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('connections').set({ status: 'active', accepted_at: now, updated_at: now }).where('id', '=', id).execute();
}

export async function setRelationshipType(db: Kysely<DB>, id: string, relationshipType: string, now: string): Promise<void> {
  await db.updateTable('connections').set({ relationship_type: relationshipType, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteConnection(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('connections').where('id', '=', id).execute();
}

export async function deletePendingConnectionsOfInvitation(db: Kysely<DB>, invitationId: string): Promise<void> {
  await db.deleteFrom('connections').where('invitation_id', '=', invitationId).where('status', '=', 'pending').execute();
}

// Invitations ---------------------------------------------------------------------------------------------------

export function findInvitation(db: Kysely<DB>, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findInvitations(db: Kysely<DB>, ids: string[]): Promise<InvitationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return invitationsByIds(db, { ids: [...new Set(ids)] });
}

const invitationsByIds = reusableQuery((db, { ids }: { ids: string[] }) => db.selectFrom('invitations').selectAll().where('id', 'in', ids));

export function findInvitationByToken(db: Kysely<DB>, token: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').selectAll().where('token', '=', token).executeTakeFirst();
}

/** The inviter's invitations, newest first: `limit` of them, older than `before` when given. */
export function invitationsOf(db: Kysely<DB>, inviterId: string, page: { limit: number; before?: { at: string; id: string } }): Promise<InvitationRow[]> {
  let query = db.selectFrom('invitations').selectAll().where('inviter_id', '=', inviterId);
  const before = page.before;
  if (before) query = query.where((eb) => eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('id', '<', before.id)])]));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
}

/** An open (pending or sent, unexpired) invitation from this inviter to this address. */
export function openInvitationTo(db: Kysely<DB>, inviterId: string, email: string, now: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('inviter_id', '=', inviterId)
    .where('invitee_email', '=', email)
    .where('status', 'in', ['pending', 'sent'])
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Open e-mail invitations to this address that wait for its owner to verify it (oldest first). */
export function waitingInvitationsTo(db: Kysely<DB>, email: string, now: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('invitee_email', '=', email)
    .where('invitee_user_id', 'is', null)
    .where('status', 'in', ['pending', 'sent', 'failed'])
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

export async function setInvitee(db: Kysely<DB>, id: string, inviteeUserId: string, now: string): Promise<void> {
  await db.updateTable('invitations').set({ invitee_user_id: inviteeUserId, updated_at: now }).where('id', '=', id).where('invitee_user_id', 'is', null).execute();
}

export async function insertInvitation(db: Kysely<DB>, row: InvitationRow): Promise<void> {
  await db.insertInto('invitations').values(row).execute();
}

export async function setInvitationStatus(db: Kysely<DB>, id: string, status: InvitationRow['status'], now: string): Promise<void> {
  await db.updateTable('invitations').set({ status, updated_at: now }).where('id', '=', id).execute();
}

export async function markInvitationAccepted(db: Kysely<DB>, id: string, inviteeUserId: string, now: string): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ status: 'accepted', invitee_user_id: inviteeUserId, accepted_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function expireInvitation(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('invitations').set({ expires_at: now, updated_at: now }).where('id', '=', id).where('status', '!=', 'accepted').execute();
}

export async function deleteInvitation(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('invitations').where('id', '=', id).execute();
}

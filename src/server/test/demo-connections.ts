/**
 * Helpers for the demo script and other features' tests: real connections and invitations made through the
 * service rules (self, duplicates, limits), not raw rows.
 */
import type { AppDeps } from '../deps.js';
import { fail } from '../errors.js';
import type { RelationshipType } from '../../shared/assessment/types.js';
import type { ConnectionView, InvitationAnswer } from '../features/connections/connections.schemas.js';
import * as q from '../features/connections/connections.queries.js';
import * as svc from '../features/connections/connections.service.js';

async function actor(deps: AppDeps, userId: string): Promise<svc.Actor> {
  const [u] = await q.findUsers(deps.database.db, [userId]);
  if (!u) throw fail.notFound(`No user ${userId}`);
  return { id: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email };
}

/** Connects a (who asks) and b: a pending request from a to b, accepted by b when status is active. Answers as a sees it. */
export async function connect(
  deps: AppDeps,
  aId: string,
  bId: string,
  relationshipType: RelationshipType = 'friend',
  status: 'active' | 'pending' = 'active',
): Promise<ConnectionView> {
  const [a, b] = await Promise.all([actor(deps, aId), actor(deps, bId)]);
  await svc.createDirectInvitation(deps, a, { email: null, directUserId: b.id, relationshipType, personalMessage: null });
  const row = await q.findConnectionByPair(deps.database.db, a.id, b.id);
  if (!row) throw new Error('connect: the request was not created');
  if (status === 'active') await svc.acceptConnection(deps, b, row.id);
  return svc.getConnection(deps, a, row.id);
}

/** An e-mail invitation from inviterId to email (outbox or SMTP as configured); answers the invitation and its link. */
export async function invite(
  deps: AppDeps,
  inviterId: string,
  email: string,
  relationshipType: RelationshipType = 'friend',
  message?: string,
): Promise<InvitationAnswer> {
  const inviter = await actor(deps, inviterId);
  return svc.sendEmailInvitation(deps, inviter, { inviteeEmail: email.trim().toLowerCase(), relationshipType, personalMessage: message?.trim() || null });
}

import type { RelationshipType } from '../../../shared/assessment/types.js';
import type { AppDeps } from '../../deps.js';
import { notify } from '../notifications/notifications.service.js';
import { RELATIONSHIP_LABELS } from './invitationMail.js';

/** Who is told what about a connection; notify never delays the request that caused it. */
interface Actor {
  firstName: string;
  lastName: string;
}

/** Tells the inviter that the person they invited accepted (their chat with them opens from the notification). */
export function notifyAccepted(deps: AppDeps, inviterId: string, accepter: Actor, connectionId: string): void {
  notify(deps, inviterId, 'connections', {
    title: `${accepter.firstName} accepted your invitation`,
    body: `You and ${accepter.firstName} ${accepter.lastName} are now connected on Attune.`,
    url: `/?openChat=${connectionId}`,
    tag: `accepted-${connectionId}`,
  });
}

/** The relationship type is one value for both people, so a change by one is news to the other. */
export function notifyRelationshipType(deps: AppDeps, otherId: string, changer: Actor, connectionId: string, type: RelationshipType): void {
  notify(deps, otherId, 'connections', {
    title: `${changer.firstName} changed your relationship type`,
    body: `${changer.firstName} ${changer.lastName} now describes your connection as ${RELATIONSHIP_LABELS[type]}. You can change it in your chat with ${changer.firstName}.`,
    url: `/?openChat=${connectionId}`,
    tag: `relationship-${connectionId}`,
  });
}

import type { RelationshipType } from '../../../shared/assessment/types.js';
import type { AppDeps } from '../../deps.js';
import { notify } from '../notifications/notifications.service.js';
import { t } from '../../i18n/translate.js';

/** Who is told what about a connection; notify never delays the request that caused it. */
interface Actor {
  firstName: string;
  lastName: string;
}

/** Tells the inviter that the person they invited accepted (their chat with them opens from the notification). */
export function notifyAccepted(deps: AppDeps, inviterId: string, accepter: Actor, connectionId: string): void {
  notify(deps, inviterId, 'connections', (locale) => ({
    title: t(locale, 'push.accepted.title', { firstName: accepter.firstName }),
    body: t(locale, 'push.accepted.body', { firstName: accepter.firstName, lastName: accepter.lastName }),
    url: `/?openChat=${connectionId}`,
    tag: `accepted-${connectionId}`,
  }));
}

/** The relationship type is one value for both people, so a change by one is news to the other. */
export function notifyRelationshipType(deps: AppDeps, otherId: string, changer: Actor, connectionId: string, type: RelationshipType): void {
  notify(deps, otherId, 'connections', (locale) => ({
    title: t(locale, 'push.relationship.title', { firstName: changer.firstName }),
    body: t(locale, 'push.relationship.body', { firstName: changer.firstName, lastName: changer.lastName, type }),
    url: `/?openChat=${connectionId}`,
    tag: `relationship-${connectionId}`,
  }));
}

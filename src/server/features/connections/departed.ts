/**
 * A connection whose other person deleted their account (decision 027 keeps it, so the remaining person keeps their
 * chats). It is no longer a connection: nothing about it changes, and the remaining person removes it when they wish
 * (issue 30 item 3). Removing it deletes its chats; the departed person's empty row goes with the last such connection.
 */
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { chatHub, publishTo } from '../shared-chat/delivery.js';
import type { Actor } from './connections.service.js';
import { memberConnection } from './connections.service.js';
import * as q from './connections.queries.js';
import { CONNECTION_MESSAGES as M } from './connections.schemas.js';

/** DELETE /api/connections/{id}/departed: the remaining member removes what is left of a departed connection. */
export async function removeDepartedConnection(deps: AppDeps, viewer: Actor, id: string): Promise<void> {
  const { db } = deps.database;
  const row = await memberConnection(db, viewer.id, id);
  const departedId = q.otherPersonOf(row, viewer.id);
  const [departed] = await q.findUsers(db, [departedId]);
  if (!departed?.deleted_at) throw fail.conflict(M.departedOnly);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('connections').where('id', '=', row.id).execute();
    const left = await trx
      .selectFrom('connections')
      .select('id')
      .where((eb) => eb.or([eb('user1_id', '=', departedId), eb('user2_id', '=', departedId)]))
      .executeTakeFirst();
    // The empty "Deleted member" row stayed only for connections like this one (decision 027).
    if (!left) await trx.deleteFrom('users').where('id', '=', departedId).where('deleted_at', 'is not', null).execute();
  });
  chatHub(deps).access.clear();
  await announceConnectionChanged(deps, [viewer.id], row.id);
}

/** Tells these people's open screens (over /ws) that a connection changed, so they read it again without a reload. */
export async function announceConnectionChanged(deps: AppDeps, people: string[], connectionId: string): Promise<void> {
  try {
    await publishTo(deps, people, { type: 'connection_changed', connectionId });
  } catch (error) {
    // The change is stored; a screen that missed the event shows it on its next read.
    deps.logger?.warn({ err: { type: error instanceof Error ? error.name : typeof error } }, 'connection change publish failed');
  }
}

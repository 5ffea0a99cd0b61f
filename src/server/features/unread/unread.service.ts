/**
 * Unread messages, remembered on the server: each person's read position per real-time conversation (so a message
 * that arrived while they were away still shows when they come back, on any device and after signing in again).
 */
import type { AppDeps } from '../../deps.js';
import { nowIso } from '../../ids.js';
import { accessFor } from '../shared-chat/delivery.js';
import * as q from './unread.queries.js';

/**
 * The person has seen the conversation up to message `seq`. Only a member who may read the conversation can move
 * their position (404 otherwise, as for its messages); a seq beyond the conversation's last message stops there.
 */
export async function markRead(deps: AppDeps, userId: string, conversationId: string, seq: number): Promise<void> {
  await accessFor(deps, userId, conversationId, true);
  const { db } = deps.database;
  const last = await q.lastSeq(db, conversationId);
  if (last === null) return;
  await q.advanceReadPosition(db, userId, conversationId, Math.min(seq, last), nowIso());
}

/** Unread counts per connection id (connections with nothing unread are left out). */
export async function unreadCounts(deps: AppDeps, userId: string): Promise<Record<string, number>> {
  const rows = await q.unreadByConnection(deps.database.db, userId);
  return Object.fromEntries(rows.map((r) => [r.connectionId, r.unread]));
}

/**
 * What moved a pair's Vibe (decision 012). The actions that can move it (changing the relationship type,
 * re-weighting, completing or retaking the assessment, saving interests) run inside `recordVibeMoves`, which scores
 * the person's connections before and after and stores one row per connection whose number moved. The connection
 * dialog then says what moved it, to both people.
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import { newId, nowIso } from '../../ids.js';
import { otherPersonOf } from '../connections/connections.queries.js';
import { loadProfiles, vibeFor } from '../survey/profiles.js';
import * as q from './vibe.queries.js';
import type { VibeCause, VibeChangeRow } from './vibe.tables.js';

/** The current pair score of each of the person's active connections (null while either has no results). */
async function pairScores(db: Kysely<DB>, userId: string, onlyIds?: string[]): Promise<Map<string, number | null>> {
  const rows = await q.activeConnectionsOf(db, userId, onlyIds);
  const scores = new Map<string, number | null>();
  if (rows.length === 0) return scores;
  const profiles = await loadProfiles(db, [userId, ...rows.map((r) => otherPersonOf(r, userId))]);
  const me = profiles.get(userId);
  for (const r of rows) {
    const other = profiles.get(otherPersonOf(r, userId));
    scores.set(r.id, me && other ? (vibeFor(me, other, r.relationship_type)?.score ?? null) : null);
  }
  return scores;
}

/**
 * Runs `action` (a change by `userId`) and records every Vibe it moved. `onlyConnectionIds` narrows the
 * connections looked at (a relationship type change touches one). Recording never fails the action: a failure to
 * record is logged and the action's answer stands.
 */
export async function recordVibeMoves<T>(
  deps: AppDeps,
  userId: string,
  cause: { cause: VibeCause; detail?: string; onlyConnectionIds?: string[] },
  action: () => Promise<T>,
): Promise<T> {
  const { db } = deps.database;
  const before = await pairScores(db, userId, cause.onlyConnectionIds);
  const result = await action();
  try {
    const after = await pairScores(db, userId, cause.onlyConnectionIds);
    const now = nowIso();
    const rows: VibeChangeRow[] = [];
    for (const [connectionId, score] of after) {
      const previous = before.get(connectionId);
      if (previous === undefined || previous === null || score === null || previous === score) continue;
      rows.push({
        id: newId(),
        connection_id: connectionId,
        previous_score: previous,
        score,
        cause: cause.cause,
        changed_by: userId,
        detail: cause.detail ?? null,
        created_at: now,
      });
    }
    await q.insertChanges(db, rows);
  } catch (error) {
    deps.logger?.error({ err: { message: error instanceof Error ? error.message : 'unknown' } }, 'recording a Vibe change failed');
  }
  return result;
}

/** What the viewer reads about the last move of a connection's Vibe. */
export interface VibeMove {
  previousScore: number;
  score: number;
  cause: VibeCause;
  /** 'you' when the viewer caused it, 'them' when the other person did, null when that account is gone. */
  changedBy: 'you' | 'them' | null;
  /** The new relationship type for a relationship type change. */
  detail: string | null;
  at: string;
}

/**
 * How long a new connection's Vibe is new: a move in that time is not told. The number it moved from was on screen
 * for moments (finishing the assessment after accepting an invitation, setting the type right after connecting), so
 * "Up from 70%" would describe a number the two never lived with (issue 30).
 */
export const NEW_VIBE_MS = 24 * 60 * 60 * 1000;

/**
 * The last recorded move of each connection's Vibe, as the viewer reads it; only when it explains the number shown
 * now (its new score is the current score), so an explanation never describes a number that has since moved again,
 * and only once the Vibe had an earlier value worth comparing with (not within NEW_VIBE_MS of connecting).
 */
export async function lastMoves(db: Kysely<DB>, viewerId: string, current: Map<string, { score: number | null; connectedAt: string | null }>): Promise<Map<string, VibeMove>> {
  const rows = await q.latestChanges(db, [...current.keys()]);
  const moves = new Map<string, VibeMove>();
  for (const [connectionId, row] of rows) {
    const now = current.get(connectionId);
    if (now?.score !== row.score) continue;
    if (now.connectedAt && Date.parse(row.created_at) - Date.parse(now.connectedAt) < NEW_VIBE_MS) continue;
    moves.set(connectionId, {
      previousScore: row.previous_score,
      score: row.score,
      cause: row.cause,
      changedBy: row.changed_by === null ? null : row.changed_by === viewerId ? 'you' : 'them',
      detail: row.detail,
      at: row.created_at,
    });
  }
  return moves;
}

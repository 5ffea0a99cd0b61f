/**
 * Streak milestones of the daily question (issue 31 item 6, decision 078): private to the pair unless both choose to
 * share them. At 7, 30 and 100 days each person is offered to share; only when both said yes does one named pair post
 * appear in the Social Hub ("Maya and Sam answered their daily question 30 days in a row"), with no answer's words,
 * at most once per milestone (a unique key in the database). The other's choice is never shown.
 */
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId } from '../../ids.js';
import { MILESTONE_MESSAGES as M, STREAK_SHARE_MILESTONES, type MilestoneView } from '../../../shared/dailyQuestion.js';
import { findProfile, insertPairPostOnce, isBlockedEitherWay } from '../social-hub/social-hub.queries.js';
import { streakOn } from './rules.js';
import * as q from './daily-question.queries.js';
import { announce, pairFor, streakStateOf, todayOf, type Asker, type Pair } from './daily-question.service.js';

/** The highest milestone a running streak has reached, or null. */
export function reachedMilestone(streak: number): number | null {
  return [...STREAK_SHARE_MILESTONES].reverse().find((m) => streak >= m) ?? null;
}

async function runningStreak(deps: AppDeps, pair: Pair): Promise<number> {
  return streakOn(streakStateOf(await q.findPair(deps.database.db, pair.connectionId)), todayOf(deps, pair)).streak;
}

/** GET …/daily-question/milestone: the offer for the pair's latest milestone, as this person sees it. */
export async function milestoneOffer(deps: AppDeps, viewer: Asker, connectionId: string): Promise<MilestoneView> {
  const pair = await pairFor(deps, viewer.id, connectionId);
  const milestone = reachedMilestone(await runningStreak(deps, pair));
  if (milestone === null) return { milestone: null, myChoice: null, shared: false };
  const { db } = deps.database;
  const [mine, shared] = await Promise.all([q.milestoneChoice(db, connectionId, milestone, viewer.id), q.milestonePosted(db, connectionId, milestone)]);
  return { milestone, myChoice: mine === undefined ? null : mine ? 'share' : 'keep', shared };
}

/**
 * PUT …/daily-question/milestone: this person's choice. Saying yes needs a Social Hub profile (joining is the
 * person's own act, issue 28) and no block between the two. The pair row is locked for the transaction, so two yeses
 * at the same instant are counted one after the other and the second sees the first; the unique key on the post
 * keeps it to one even so.
 */
export async function chooseMilestone(deps: AppDeps, viewer: Asker, connectionId: string, input: { milestone: number; share: boolean }): Promise<MilestoneView> {
  const pair = await pairFor(deps, viewer.id, connectionId);
  const streak = await runningStreak(deps, pair);
  if (streak < input.milestone) throw fail.conflict(M.notReached);
  const { db } = deps.database;
  if (input.share) {
    if (!(await findProfile(db, viewer.id))) throw fail.conflict(M.joinFirst);
    if (await isBlockedEitherWay(db, viewer.id, pair.otherId)) throw fail.conflict(M.blocked);
  }
  const now = deps.clock.now().toISOString();
  const posted = await db.transaction().execute(async (trx) => {
    await q.lockPair(trx, connectionId, now);
    await q.saveMilestoneChoice(trx, { connection_id: connectionId, milestone: input.milestone, user_id: viewer.id, share: input.share ? 1 : 0, updated_at: now });
    if (!input.share) return false;
    const other = await q.milestoneChoice(trx, connectionId, input.milestone, pair.otherId);
    if (other !== true) return false;
    // Once per milestone, ever: a post its author deleted is not brought back by a later yes.
    if (!(await q.markMilestonePosted(trx, connectionId, input.milestone, now))) return false;
    const names = await q.hubNames(trx, [viewer.id, pair.otherId]);
    // Names only, never an answer's words; the person whose yes completed it is the post's author.
    return insertPairPostOnce(trx, {
      id: newId(),
      user_id: viewer.id,
      co_author_id: pair.otherId,
      pair_milestone: `${connectionId}:${input.milestone}`,
      content: `${names.get(viewer.id)} and ${names.get(pair.otherId)} answered their daily question ${input.milestone} days in a row`,
      created_at: now,
    });
  });
  // The other's open dialog reads "shared" at once; a choice alone is not announced (it is not theirs to know).
  if (posted) await announce(deps, [viewer.id, pair.otherId], connectionId);
  return milestoneOffer(deps, viewer, connectionId);
}

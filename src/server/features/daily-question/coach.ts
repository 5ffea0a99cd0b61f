/**
 * The daily question and the coach (issue 31, decision 078). A pair's revealed answers reach the coach only in
 * either person's private chats (their own coach, an "about" chat), only while BOTH have "Let the coach use our
 * revealed daily answers" on (off by default), and never for a connection that is not active, is paused, is blocked
 * either way or whose other person left. The reveal rule (reveal.ts) decides which answers are the viewer's to see.
 */
import type { AppDeps } from '../../deps.js';
import { COACH_DAILY_ANSWER_CHARS, COACH_DAILY_DAYS, type CoachUseView } from '../../../shared/dailyQuestion.js';
import type { CoachDailyAnswer } from '../../ports/coach/context.js';
import * as q from './daily-question.queries.js';
import { answersFor } from './reveal.js';
import { questionById } from './decks.js';

/** An answer as the coach reads it: bounded, so one long answer cannot crowd the prompt. */
function bounded(text: string): string {
  return text.length <= COACH_DAILY_ANSWER_CHARS ? text : `${text.slice(0, COACH_DAILY_ANSWER_CHARS - 1).trimEnd()}…`;
}

export async function coachUse(deps: AppDeps, userId: string): Promise<CoachUseView> {
  return { allowed: (await q.coachUseOf(deps.database.db, [userId])).has(userId) };
}

export async function setCoachUse(deps: AppDeps, userId: string, allowed: boolean): Promise<CoachUseView> {
  await q.setCoachUse(deps.database.db, userId, allowed, deps.clock.now().toISOString());
  return coachUse(deps, userId);
}

/**
 * For each of the viewer's connections given, the pair's last revealed days (newest first, at most
 * COACH_DAILY_DAYS) when the coach may use them; connections it may not are absent from the map.
 */
export async function revealedAnswersForCoach(deps: AppDeps, viewerId: string, connectionIds: string[]): Promise<Map<string, CoachDailyAnswer[]>> {
  const out = new Map<string, CoachDailyAnswer[]>();
  const { db } = deps.database;
  // Active connections of the viewer whose other person is an active member (pending or departed are left out).
  const connections = await q.activeConnectionsAmong(db, viewerId, connectionIds);
  if (connections.length === 0) return out;
  const [allowed, pairs, blocked] = await Promise.all([
    q.coachUseOf(db, [viewerId, ...connections.map((c) => c.other_id)]),
    q.findPairs(db, connections.map((c) => c.id)),
    q.blockedAmong(db, viewerId, connections.map((c) => c.other_id)),
  ]);
  if (!allowed.has(viewerId)) return out;
  for (const c of connections) {
    if (!allowed.has(c.other_id) || blocked.has(c.other_id)) continue;
    if (pairs.find((p) => p.connection_id === c.id)?.paused_by != null) continue;
    const days = await q.revealedDays(db, c.id, COACH_DAILY_DAYS);
    const items = days.flatMap((day): CoachDailyAnswer[] => {
      const seen = answersFor(day, day.answers, viewerId);
      if (!seen.revealed || !seen.mine || !seen.theirs) return [];
      const question = questionById(day.question_id)?.text;
      if (!question) return [];
      return [{ date: day.pair_day, question, mine: bounded(seen.mine.answer), theirs: bounded(seen.theirs.answer) }];
    });
    if (items.length > 0) out.set(c.id, items);
  }
  return out;
}

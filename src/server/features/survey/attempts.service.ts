/**
 * Retakes and the history of attempts (issue 32, decision 060). survey_results and survey_responses stay "the latest"
 * for every reader; survey_attempts keeps each completed attempt with its answers; survey_retakes allows one retake per
 * person and local week (Monday to Monday in the person's own zone), enforced by its primary key.
 */
// One module per function: the package's index would load all ~300 of date-fns's modules at start (issue 34).
import { t } from '../../i18n/translate.js';
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import type { Transaction } from 'kysely';
import { localWeek } from '../../../shared/localTime.js';
import type { SurveyAnswers, SurveyResults } from '../../../shared/assessment/types.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId } from '../../ids.js';
import { notify } from '../notifications/notifications.service.js';
import { activeConnectionsOf } from '../vibe/vibe.queries.js';
import { otherPersonOf } from '../connections/connections.queries.js';
import { timeZoneOf } from '../time-zone/time-zone.service.js';
import * as q from './survey.queries.js';
import { confidenceOf, SCALES, scaleScore } from '../../../shared/assessment/measurement.js';
import type { CoachMeasurement } from '../../ports/coach/context.js';

export const ATTEMPT_MESSAGES = {
  notYet: 'Complete the survey once before retaking it.',
  weeklyLimit: (nextMonday: Date, zone: string) =>
    `You can retake the assessment once a week. Your next retake can start on Monday, ${format(nextMonday, 'd MMMM', { in: tz(zone) })} (${zone} time).`,
} as const;

export interface RetakeAnswer {
  id: string;
  startedAt: string;
}

/**
 * Starts a retake: the latest answers are already kept in survey_attempts, so the answer sheet and progress are
 * cleared for the new attempt while the latest results keep serving the Vibe, the coach and everyone else. An open
 * retake is answered again (a second tab, a double click); a retake already made this local week is a 429.
 */
export async function startRetake(deps: AppDeps, userId: string): Promise<RetakeAnswer> {
  const { db } = deps.database;
  if (!(await q.hasResults(db, userId))) throw fail.conflict(ATTEMPT_MESSAGES.notYet);
  const open = await q.openRetake(db, userId);
  if (open) return { id: open.id, startedAt: open.started_at };
  const now = deps.clock.now();
  const zone = await timeZoneOf(db, userId);
  const week = localWeek(now, zone);
  const row = { user_id: userId, week: week.key, id: newId(), started_at: now.toISOString(), completed_at: null };
  const started = await db.transaction().execute(async (trx) => {
    if (!(await q.insertRetake(trx, row))) return false;
    await q.clearResponses(trx, userId);
    await q.upsertProgress(trx, { user_id: userId, completed_categories: '[]', current_category_index: 0, is_completed: 0, updated_at: row.started_at });
    return true;
  });
  if (started) return { id: row.id, startedAt: row.started_at };
  // A parallel request of the same person may have just started it: that one is the retake.
  const raced = await q.openRetake(db, userId);
  if (raced) return { id: raced.id, startedAt: raced.started_at };
  throw fail.tooMany(ATTEMPT_MESSAGES.weeklyLimit(week.end, zone));
}

/**
 * Called inside the completion's transaction. With an open retake, the completion becomes a new attempt (the one
 * caller that closes the retake adds it); the first completion is attempt 1; completing again without a retake
 * re-scores the latest attempt, as completing did before retakes existed. Answers true for a retake.
 */
export async function recordAttempt(trx: Transaction<DB>, userId: string, answers: SurveyAnswers, results: SurveyResults, now: string): Promise<boolean> {
  const values = { answers: JSON.stringify(answers), results: JSON.stringify(results), completed_at: now };
  const latest = await q.latestAttempt(trx, userId);
  if (latest && (await q.closeRetake(trx, userId, now))) {
    await q.insertAttempt(trx, { id: newId(), user_id: userId, number: latest.number + 1, ...values });
    return true;
  }
  if (latest) await q.updateAttempt(trx, latest.id, values);
  else await q.insertAttempt(trx, { id: newId(), user_id: userId, number: 1, ...values });
  return false;
}

/** Each connection hears, quietly, that the person updated their results (the "connections" switch, decision 023). */
export async function tellConnections(deps: AppDeps, userId: string): Promise<void> {
  const { db } = deps.database;
  const [connections, me] = await Promise.all([
    activeConnectionsOf(db, userId),
    db.selectFrom('users').select(['first_name']).where('id', '=', userId).executeTakeFirst(),
  ]);
  for (const c of connections) {
    notify(deps, otherPersonOf(c, userId), 'connections', (locale) => ({
      title: t(locale, 'push.results.title', { name: me?.first_name ?? t(locale, 'push.results.someone') }),
      body: t(locale, 'push.results.body'),
      url: `/?openChat=${c.id}`,
      tag: `results-${c.id}`,
    }));
  }
}

/** The person's completed attempts, newest first, each with the results as scored then. */
export async function listAttempts(deps: AppDeps, userId: string) {
  const rows = await q.listAttempts(deps.database.db, userId);
  return {
    items: rows.map((r) => ({ id: r.id, number: r.number, completedAt: r.completed_at, results: JSON.parse(r.results) as SurveyResults })),
  };
}

/**
 * What every coach provider may say about how sure and how recent the person's results are (issue 32): the scales
 * their own answers left unclear, and their previous attempt for "what changed?". Private to the person's own chats.
 */
export async function measurementForCoach(deps: AppDeps, userId: string): Promise<CoachMeasurement | undefined> {
  const [latest, previous] = await q.listAttempts(deps.database.db, userId, 2);
  if (!latest) return undefined;
  const answers = JSON.parse(latest.answers) as SurveyAnswers;
  const results = JSON.parse(latest.results) as SurveyResults;
  const before = previous ? (JSON.parse(previous.results) as SurveyResults) : null;
  return {
    unclearScales: SCALES.filter((s) => confidenceOf(answers, s.scale, scaleScore(results, s.scale)) === 'unclear').map((s) => s.label),
    previousAttempt: before && previous ? { completedAt: previous.completed_at, results: before } : null,
  };
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { reusableQuery } from '../../db/reusable.js';
import { STABILITY_DIMENSIONS, STABILITY_RESULT_FIELD, type StabilityDimension, type SurveyResults } from '../../../shared/assessment/types.js';

/**
 * The score rule (decision 018). The assessed answers and the scores computed from them are never rewritten; the
 * current figure is computed on read:
 *   current(dimension) = min(100, assessed(dimension) + min(ACTION_BONUS_CAP, points earned in that dimension))
 *   current(overall)   = min(100, assessed(overall) + round(sum of the six bonuses / 6))
 * Points come from completed actions (easy 1, medium 2, hard 3, at most one per type per week). Survey results, the
 * Vibe engine's inputs (loadProfiles) and the coach all read the current figure through applyActionBonus.
 */

export const ACTION_BONUS_CAP = 15;

export type PointsByType = Partial<Record<StabilityDimension, number>>;

const RESULT_KEYS = STABILITY_RESULT_FIELD;

export function bonusFor(points: number | undefined): number {
  return Math.min(ACTION_BONUS_CAP, Math.max(0, points ?? 0));
}

export interface ScoreBreakdown {
  assessed: number;
  fromActions: number;
  current: number;
}

export function dimensionBreakdown(results: SurveyResults, dimension: StabilityDimension, points: PointsByType): ScoreBreakdown {
  const assessed = Math.round(Number(results[RESULT_KEYS[dimension]] ?? 0));
  const current = Math.min(100, assessed + bonusFor(points[dimension]));
  return { assessed, fromActions: current - assessed, current };
}

export function overallBreakdown(results: SurveyResults, points: PointsByType): ScoreBreakdown {
  const assessed = Math.round(results.overallStability);
  const bonus = Math.round(STABILITY_DIMENSIONS.reduce((sum, d) => sum + bonusFor(points[d]), 0) / STABILITY_DIMENSIONS.length);
  const current = Math.min(100, assessed + bonus);
  return { assessed, fromActions: current - assessed, current };
}

/** The results with the current stability figures (a copy; the stored results stay as assessed). */
export function applyActionBonus(results: SurveyResults, points: PointsByType | undefined): SurveyResults {
  if (!points || Object.keys(points).length === 0) return results;
  const out: SurveyResults = { ...results, overallStability: overallBreakdown(results, points).current };
  for (const d of STABILITY_DIMENSIONS) (out as unknown as Record<string, number>)[RESULT_KEYS[d]] = dimensionBreakdown(results, d, points).current;
  return out;
}

/** Points earned per person and stability type, all weeks together. */
export async function actionPoints(db: Kysely<DB>, userIds: string[]): Promise<Map<string, PointsByType>> {
  const out = new Map<string, PointsByType>();
  if (userIds.length === 0) return out;
  const rows = await pointsOf(db, { ids: [...new Set(userIds)] });
  for (const r of rows) {
    const entry = out.get(r.user_id) ?? {};
    entry[r.stability_type as StabilityDimension] = Number(r.points);
    out.set(r.user_id, entry);
  }
  return out;
}

// Read with every connection list and Vibe (decision 094): built and compiled once per number of people.
const pointsOf = reusableQuery((db, { ids }: { ids: string[] }) =>
  db
    .selectFrom('weekly_completions')
    .select(['user_id', 'stability_type', (eb) => eb.fn.sum<number | string>('points').as('points')])
    .where('user_id', 'in', ids)
    .groupBy(['user_id', 'stability_type']),
);

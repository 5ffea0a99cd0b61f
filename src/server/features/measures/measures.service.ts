/**
 * Reliability and norms computed from this server's own answers (issue 32, decision 061). The job reads every
 * completed attempt and stores per scale: Cronbach's alpha over each person's latest attempt, the test–retest
 * correlation between a person's latest attempt and their latest earlier one at least 14 days before, item–rest
 * correlations (an item below zero is flagged: it may be keyed the wrong way), and a histogram for percentiles.
 * Requests only read what the job stored; nothing here is ever computed on request.
 */
import {
  SCALES,
  SCALE_ITEMS,
  cronbachAlpha,
  itemRestCorrelations,
  itemScores,
  confidenceOf,
  pearson,
  scaleScore,
  type Scale,
} from '../../../shared/assessment/measurement.js';
import { SURVEY_CATEGORIES } from '../../../shared/assessment/surveyCategories.js';
import type { SurveyAnswers, SurveyResults } from '../../../shared/assessment/types.js';
import type { AppDeps } from '../../deps.js';
import * as q from './measures.queries.js';

/** Minimum counts before a figure is shown (issue 32). */
export const ALPHA_MIN = 30;
export const RETEST_MIN = 20;
export const PERCENTILE_MIN = 100;
export const RETEST_GAP_MS = 14 * 24 * 60 * 60 * 1000;

export interface FlaggedItem {
  category: string;
  option: number;
  r: number;
}

export interface Attempt {
  userId: string;
  answers: SurveyAnswers;
  results: SurveyResults;
  completedAt: string;
}

/** Each person's latest attempt, and (where there is one) the latest earlier attempt at least 14 days before it. */
export function samples(attempts: Attempt[]): { latest: Attempt[]; pairs: Array<[Attempt, Attempt]> } {
  const byPerson = new Map<string, Attempt[]>();
  for (const a of attempts) byPerson.set(a.userId, [...(byPerson.get(a.userId) ?? []), a]);
  const latest: Attempt[] = [];
  const pairs: Array<[Attempt, Attempt]> = [];
  for (const list of byPerson.values()) {
    list.sort((a, b) => a.completedAt.localeCompare(b.completedAt));
    const last = list[list.length - 1]!;
    latest.push(last);
    const cutoff = Date.parse(last.completedAt) - RETEST_GAP_MS;
    const earlier = list.filter((a) => Date.parse(a.completedAt) <= cutoff).pop();
    if (earlier) pairs.push([earlier, last]);
  }
  return { latest, pairs };
}

/** The stored row of one scale from the samples; every figure below its minimum count is left out. */
export function measureScale(scale: Scale, latest: Attempt[], pairs: Array<[Attempt, Attempt]>, computedAt: string): q.MeasureRow {
  const n = latest.length;
  const matrix = latest.map((a) => itemScores(a.answers, scale.scale));
  const items = SCALE_ITEMS.get(scale.scale) ?? [];
  const flagged: FlaggedItem[] = [];
  if (n >= ALPHA_MIN) {
    itemRestCorrelations(matrix).forEach((r, i) => {
      if (r !== null && r < 0) flagged.push({ category: items[i]!.category, option: items[i]!.option, r: round3(r) });
    });
  }
  const alpha = n >= ALPHA_MIN ? cronbachAlpha(matrix) : null;
  const retest =
    pairs.length >= RETEST_MIN
      ? pearson(
          pairs.map(([a]) => scaleScore(a.results, scale.scale)),
          pairs.map(([, b]) => scaleScore(b.results, scale.scale)),
        )
      : null;
  let histogram: number[] | null = null;
  if (n >= PERCENTILE_MIN) {
    histogram = Array.from({ length: 101 }, () => 0);
    for (const a of latest) histogram[Math.round(scaleScore(a.results, scale.scale))]! += 1;
  }
  return {
    scale: scale.scale,
    n,
    alpha: alpha === null ? null : round3(alpha),
    test_retest: retest === null ? null : round3(retest),
    test_retest_n: pairs.length,
    histogram: histogram ? JSON.stringify(histogram) : null,
    flagged_items: JSON.stringify(flagged),
    computed_at: computedAt,
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The job: reads every attempt, stores every scale's figures. */
export async function computeMeasures(deps: AppDeps): Promise<void> {
  const rows = await q.allAttempts(deps.database.db);
  const attempts: Attempt[] = rows.map((r) => ({
    userId: r.user_id,
    answers: JSON.parse(r.answers) as SurveyAnswers,
    results: JSON.parse(r.results) as SurveyResults,
    completedAt: r.completed_at,
  }));
  const { latest, pairs } = samples(attempts);
  const computedAt = deps.clock.now().toISOString();
  await q.replaceMeasures(deps.database.db, SCALES.map((s) => measureScale(s, latest, pairs, computedAt)));
}

/** GET /api/measures: public aggregates only. `flaggedItems` is filled for administrators only. */
export async function readMeasures(deps: AppDeps, forAdmin: boolean) {
  const rows = new Map((await q.listMeasures(deps.database.db)).map((r) => [r.scale, r]));
  const computedAt = [...rows.values()][0]?.computed_at ?? null;
  return {
    computedAt,
    scales: SCALES.map((s) => {
      const row = rows.get(s.scale);
      return {
        scale: s.scale,
        label: s.label,
        n: row?.n ?? 0,
        alpha: row?.alpha ?? null,
        testRetest: row?.test_retest ?? null,
        testRetestN: row?.test_retest_n ?? 0,
        ...(forAdmin ? { flaggedItems: row ? (JSON.parse(row.flagged_items) as FlaggedItem[]).map(withItemText) : [] } : {}),
      };
    }),
  };
}

/** The administrator reviews a flagged option by its words, not by its position in the catalogue. */
function withItemText(item: FlaggedItem) {
  const category = SURVEY_CATEGORIES.find((c) => c.id === item.category);
  return { ...item, categoryName: category?.name ?? item.category, text: category?.options[item.option]?.text ?? '' };
}

/** The stored histograms (scales with at least PERCENTILE_MIN people), for the results' percentiles. */
export async function histograms(deps: AppDeps): Promise<Map<string, number[]>> {
  const rows = await q.listMeasures(deps.database.db);
  return new Map(rows.filter((r) => r.histogram !== null).map((r) => [r.scale, JSON.parse(r.histogram!) as number[]]));
}

/** "more X than N% of people on this server": the share below, half the ties counted. */
export function percentileFromHistogram(score: number, histogram: number[]): number {
  const at = Math.round(score);
  const total = histogram.reduce((s, c) => s + c, 0);
  const below = histogram.slice(0, at).reduce((s, c) => s + c, 0);
  return Math.round(((below + (histogram[at] ?? 0) / 2) / total) * 100);
}

/**
 * Each scale of a person's results with how clear it is (from their own answers) and, once this server has
 * PERCENTILE_MIN people, where the score stands among them; null before that.
 */
export async function resultScales(deps: AppDeps, answers: SurveyAnswers, results: SurveyResults) {
  const norms = await histograms(deps);
  return SCALES.map((s) => {
    const score = scaleScore(results, s.scale);
    const histogram = norms.get(s.scale);
    return {
      scale: s.scale,
      label: s.label,
      score,
      confidence: confidenceOf(answers, s.scale, score),
      percentile: histogram ? percentileFromHistogram(score, histogram) : null,
    };
  });
}

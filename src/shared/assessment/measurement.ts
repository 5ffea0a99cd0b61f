/**
 * How well the instrument measures (issue 32, decision 061): the scales, each scale's items as a person answered them,
 * how consistent one person's answers to a scale were, and the classical statistics a server computes over everyone
 * (Cronbach's alpha, item–rest correlations, test–retest correlation). Pure functions; no person's data leaves here
 * except as the aggregates the callers ask for.
 */
import { SURVEY_CATEGORIES } from './surveyCategories.js';
import { AXIS_NAMES, LOVE_LANGUAGE_LABELS, STABILITY_LABELS } from './labels.js';
import { eachWeight, type TraitKey } from './scoring.js';
import { AXES, LOVE_LANGUAGES, STABILITY_DIMENSIONS, type SurveyAnswers, type SurveyResults } from './types.js';

export interface Scale {
  scale: TraitKey;
  label: string;
}

export const SCALES: Scale[] = [
  ...AXES.map((axis) => ({ scale: `axis:${axis}` as TraitKey, label: AXIS_NAMES[axis] })),
  { scale: 'anxiety', label: 'Attachment anxiety' },
  { scale: 'avoidance', label: 'Attachment avoidance' },
  ...LOVE_LANGUAGES.map((l) => ({ scale: `giving:${l}` as TraitKey, label: `Giving: ${LOVE_LANGUAGE_LABELS[l]}` })),
  ...LOVE_LANGUAGES.map((l) => ({ scale: `receiving:${l}` as TraitKey, label: `Receiving: ${LOVE_LANGUAGE_LABELS[l]}` })),
  ...STABILITY_DIMENSIONS.map((d) => ({ scale: `stability:${d}` as TraitKey, label: `${STABILITY_LABELS[d]} stability` })),
];

/** One keyed option of a scale: where it is and which way it points. */
export interface ScaleItem {
  category: string;
  option: number;
  /** +1 when choosing it raises the scale, -1 when it lowers it. */
  key: 1 | -1;
  weight: number;
}

/** Every keyed option of every scale, in catalogue order (the same items for every person). */
export const SCALE_ITEMS: ReadonlyMap<TraitKey, ScaleItem[]> = (() => {
  const items = new Map<TraitKey, ScaleItem[]>(SCALES.map((s) => [s.scale, []]));
  for (const category of SURVEY_CATEGORIES) {
    category.options.forEach((option, index) => {
      eachWeight(option.weights, (key, value) => {
        items.get(key)?.push({ category: category.id, option: index, key: value > 0 ? 1 : -1, weight: Math.abs(value) });
      });
    });
  }
  return items;
})();

/**
 * A person's item scores on one scale: 1 when the choice agrees with the item's key (a positively keyed option chosen,
 * a negatively keyed one left out), else 0. Reverse-keyed items are scored reversed, as classical test theory asks.
 */
export function itemScores(answers: SurveyAnswers, scale: TraitKey): number[] {
  return (SCALE_ITEMS.get(scale) ?? []).map((item) => {
    const picked = (answers as Record<string, number[] | undefined>)[item.category]?.includes(item.option) ?? false;
    return item.key === 1 ? (picked ? 1 : 0) : picked ? 0 : 1;
  });
}

/** The 0–100 score of a scale as the results show it (for an axis: the first pole's percentage). */
export function scaleScore(results: SurveyResults, scale: TraitKey): number {
  const [kind, name] = scale.split(':') as [string, string | undefined];
  if (kind === 'axis') return results.evidence.axes.find((a) => a.axis === name)?.firstPolePercent ?? 50;
  if (kind === 'anxiety' || kind === 'avoidance') return results.evidence.attachment[kind];
  if (kind === 'giving' || kind === 'receiving') return results.evidence.loveLanguages[kind][name as keyof SurveyResults['evidence']['loveLanguages']['giving']];
  const key = `${name}Stability` as keyof SurveyResults;
  return results[key] as number;
}

export type Confidence = 'clear' | 'fairly_clear' | 'unclear';

/**
 * How consistently the person's choices on a scale point one way. Only chosen options carry a signal (leaving one of
 * twenty options out says little), so: of the keyed options the person chose on this scale, the share of weight that
 * points the way the score leans. clear: at least 3 such choices and 80 % agree; fairly clear: at least 2 and 65 %;
 * anything else (few choices, a mixed picture, or a score of exactly 50) is unclear.
 */
export function confidenceOf(answers: SurveyAnswers, scale: TraitKey, score: number): Confidence {
  if (score === 50) return 'unclear';
  const lean = score > 50 ? 1 : -1;
  let agree = 0;
  let total = 0;
  let chosen = 0;
  for (const item of SCALE_ITEMS.get(scale) ?? []) {
    if (!((answers as Record<string, number[] | undefined>)[item.category]?.includes(item.option) ?? false)) continue;
    chosen += 1;
    total += item.weight;
    if (item.key === lean) agree += item.weight;
  }
  const share = total > 0 ? agree / total : 0;
  if (chosen >= 3 && share >= 0.8) return 'clear';
  if (chosen >= 2 && share >= 0.65) return 'fairly_clear';
  return 'unclear';
}

// --- statistics over people -----------------------------------------------------------------------------------------

function mean(xs: number[]): number {
  return xs.reduce((s, x) => s + x, 0) / xs.length;
}

/** Sample variance (n − 1). */
export function variance(xs: number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
}

/** Pearson's r; null when either side does not vary. */
export function pearson(xs: number[], ys: number[]): number | null {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** Cronbach's alpha of a people × items matrix: k/(k−1) · (1 − Σ item variances / variance of the totals). */
export function cronbachAlpha(rows: number[][]): number | null {
  const k = rows[0]?.length ?? 0;
  if (k < 2 || rows.length < 2) return null;
  const itemVariance = Array.from({ length: k }, (_, j) => variance(rows.map((r) => r[j]!))).reduce((s, v) => s + v, 0);
  const totalVariance = variance(rows.map((r) => r.reduce((s, x) => s + x, 0)));
  if (totalVariance === 0) return null;
  return (k / (k - 1)) * (1 - itemVariance / totalVariance);
}

/** Each item's correlation with the sum of the other items (null where an item never varies). */
export function itemRestCorrelations(rows: number[][]): Array<number | null> {
  const k = rows[0]?.length ?? 0;
  return Array.from({ length: k }, (_, j) =>
    pearson(
      rows.map((r) => r[j]!),
      rows.map((r) => r.reduce((s, x) => s + x, 0) - r[j]!),
    ),
  );
}

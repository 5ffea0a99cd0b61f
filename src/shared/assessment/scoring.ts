/**
 * Survey scoring (§3). Pure and deterministic: the same answers always give the same results.
 *
 * How it works
 * - Every option carries small signed weights (OptionWeights) onto 22 traits: the four type axes, attachment anxiety
 *   and avoidance, five love languages for giving and five for receiving, and six stability dimensions.
 * - For each trait we look only at the categories the person actually answered and add up, over the options in those
 *   categories, the total positive weight available (P) and the total negative weight available (N, as a magnitude).
 *   Of the options chosen we add up the positive weight (p) and the negative weight (n) separately.
 * - The trait score is 50 + 50 * (p/P - n/N), clamped to 0..100 (a missing side counts as 0). So choosing every
 *   positively keyed option and none of the negatively keyed ones gives 100, the reverse gives 0, and choosing
 *   nothing that touches the trait (or equal shares of both sides) gives 50. Normalising each side by its own total
 *   keeps a trait centred at 50 even when its two directions carry slightly different total weight.
 *
 * Derived results
 * - Axis letter: firstPolePercent >= 50 gives the first pole (E, S, T, J). Tie rule: exactly 50 (including "no
 *   evidence") resolves to the first pole. `firstPolePercent` (fp) is the axis score rounded to one decimal and the
 *   letter, `percent` = round(max(fp, 100 - fp)) and `borderline` = |fp - 50| < 10 are all derived from it.
 * - Attachment: anxiety and avoidance are rounded to integers and each is "high" when strictly above 50.
 *   low/low = secure, high anxiety only = anxious, high avoidance only = avoidant, both high = fearful_avoidant.
 *   With no evidence (50/50) the result is secure.
 * - Love languages: the highest giving and the highest receiving score; ties go to the earlier entry of
 *   LOVE_LANGUAGES.
 * - Stability: six integers 0..100; overallStability is the rounded mean of the six.
 *
 * Robustness: unknown categories, non-integer, duplicate and out-of-range indexes are ignored. A category whose
 * answer has no valid index counts as unanswered.
 */
import { SURVEY_CATEGORIES } from './surveyCategories.js';
import {
  AXES,
  LOVE_LANGUAGES,
  STABILITY_DIMENSIONS,
  SURVEY_CATEGORY_IDS,
  type AttachmentStyle,
  type Axis,
  type AxisEvidence,
  type LoveLanguage,
  type OptionWeights,
  type StabilityDimension,
  type SurveyAnswers,
  type SurveyCategory,
  type SurveyResults,
  type TypeLetter,
} from './types.js';

/** Each axis's two letters: the first pole (scored by firstPolePercent) and the second. */
export const AXIS_POLES: Record<Axis, [TypeLetter, TypeLetter]> = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
};

/** Trait keys used internally while summing. */
export type TraitKey =
  | `axis:${Axis}`
  | 'anxiety'
  | 'avoidance'
  | `giving:${LoveLanguage}`
  | `receiving:${LoveLanguage}`
  | `stability:${StabilityDimension}`;

interface Tally {
  /** Positive weight available in the answered categories. */
  posAvail: number;
  /** Magnitude of negative weight available in the answered categories. */
  negAvail: number;
  /** Positive weight chosen. */
  pos: number;
  /** Magnitude of negative weight chosen. */
  neg: number;
}

export function eachWeight(w: OptionWeights, fn: (key: TraitKey, value: number) => void): void {
  for (const axis of AXES) {
    const v = w.axes?.[axis];
    if (v) fn(`axis:${axis}`, v);
  }
  if (w.anxiety) fn('anxiety', w.anxiety);
  if (w.avoidance) fn('avoidance', w.avoidance);
  for (const lang of LOVE_LANGUAGES) {
    const g = w.giving?.[lang];
    if (g) fn(`giving:${lang}`, g);
    const r = w.receiving?.[lang];
    if (r) fn(`receiving:${lang}`, r);
  }
  for (const dim of STABILITY_DIMENSIONS) {
    const s = w.stability?.[dim];
    if (s) fn(`stability:${dim}`, s);
  }
}

const CATEGORY_BY_ID: ReadonlyMap<string, SurveyCategory> = new Map(SURVEY_CATEGORIES.map((c) => [c.id, c]));

function isValidIndex(i: unknown, optionCount: number): i is number {
  return typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < optionCount;
}

/** The distinct valid option indexes of one answer, ascending. Anything that is not an array gives []. */
function cleanIndexes(raw: unknown, optionCount: number): number[] {
  if (!Array.isArray(raw)) return [];
  const set = new Set<number>();
  for (const i of raw) if (isValidIndex(i, optionCount)) set.add(i);
  return [...set].sort((a, b) => a - b);
}

function traitScore(t: Tally | undefined): number {
  if (!t) return 50;
  const up = t.posAvail > 0 ? t.pos / t.posAvail : 0;
  const down = t.negAvail > 0 ? t.neg / t.negAvail : 0;
  const score = 50 + 50 * (up - down);
  return Math.min(100, Math.max(0, score));
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

export function axisEvidence(axis: Axis, firstPolePercent: number): AxisEvidence {
  const fp = round1(Math.min(100, Math.max(0, firstPolePercent)));
  const [first, second] = AXIS_POLES[axis];
  const letter = fp >= 50 ? first : second;
  return {
    axis,
    letter,
    percent: Math.round(Math.max(fp, 100 - fp)),
    firstPolePercent: fp,
    borderline: Math.abs(fp - 50) < 10,
  };
}

export function attachmentStyleFor(anxiety: number, avoidance: number): AttachmentStyle {
  const highAnx = anxiety > 50;
  const highAvo = avoidance > 50;
  if (highAnx && highAvo) return 'fearful_avoidant';
  if (highAnx) return 'anxious';
  if (highAvo) return 'avoidant';
  return 'secure';
}

function topLanguage(scores: Record<LoveLanguage, number>): LoveLanguage {
  let best: LoveLanguage = LOVE_LANGUAGES[0];
  for (const lang of LOVE_LANGUAGES) if (scores[lang] > scores[best]) best = lang;
  return best;
}

export function scoreSurvey(answers: SurveyAnswers): SurveyResults {
  const tallies = new Map<TraitKey, Tally>();
  const tally = (key: TraitKey): Tally => {
    let t = tallies.get(key);
    if (!t) {
      t = { posAvail: 0, negAvail: 0, pos: 0, neg: 0 };
      tallies.set(key, t);
    }
    return t;
  };

  const source: Record<string, unknown> = answers && typeof answers === 'object' ? answers : {};
  for (const id of SURVEY_CATEGORY_IDS) {
    const category = CATEGORY_BY_ID.get(id);
    if (!category || !Object.prototype.hasOwnProperty.call(source, id)) continue;
    const chosen = cleanIndexes(source[id], category.options.length);
    if (chosen.length === 0) continue; // unanswered: contributes nothing to the available range either
    const chosenSet = new Set(chosen);
    category.options.forEach((option, index) => {
      const picked = chosenSet.has(index);
      eachWeight(option.weights, (key, value) => {
        const t = tally(key);
        if (value > 0) {
          t.posAvail += value;
          if (picked) t.pos += value;
        } else {
          t.negAvail -= value;
          if (picked) t.neg -= value;
        }
      });
    });
  }

  const axes = AXES.map((axis) => axisEvidence(axis, traitScore(tallies.get(`axis:${axis}`))));
  const personalityType = axes.map((a) => a.letter).join('');

  const anxiety = Math.round(traitScore(tallies.get('anxiety')));
  const avoidance = Math.round(traitScore(tallies.get('avoidance')));
  // Classified on the rounded numbers, so the evidence shown always agrees with the label.
  const relationshipType = attachmentStyleFor(anxiety, avoidance);

  const giving = {} as Record<LoveLanguage, number>;
  const receiving = {} as Record<LoveLanguage, number>;
  for (const lang of LOVE_LANGUAGES) {
    giving[lang] = Math.round(traitScore(tallies.get(`giving:${lang}`)));
    receiving[lang] = Math.round(traitScore(tallies.get(`receiving:${lang}`)));
  }

  const stability = {} as Record<StabilityDimension, number>;
  for (const dim of STABILITY_DIMENSIONS) stability[dim] = Math.round(traitScore(tallies.get(`stability:${dim}`)));
  const overallStability = Math.round(
    STABILITY_DIMENSIONS.reduce((sum, dim) => sum + stability[dim], 0) / STABILITY_DIMENSIONS.length,
  );

  return {
    personalityType,
    relationshipType,
    loveLanguageGiving: topLanguage(giving),
    loveLanguageReceiving: topLanguage(receiving),
    overallStability,
    mentalStability: stability.mental,
    emotionalStability: stability.emotional,
    physicalStability: stability.physical,
    socialStability: stability.social,
    spiritualStability: stability.spiritual,
    desireStability: stability.desire,
    evidence: {
      axes,
      attachment: { anxiety, avoidance },
      loveLanguages: { giving, receiving },
    },
  };
}

/**
 * Checks one category response before it is saved. Returns a message for the person, or null when it is fine.
 * Rejects unknown categories, non-integer or out-of-range indexes, and an empty selection (§5).
 * Duplicates are tolerated here (the scorer ignores them).
 */
export function validateResponse(categoryId: string, indexes: number[]): string | null {
  const category = CATEGORY_BY_ID.get(categoryId);
  if (!category) return `Unknown category '${categoryId}'`;
  if (!Array.isArray(indexes)) return 'Select at least one option';
  const max = category.options.length - 1;
  for (const i of indexes) {
    if (typeof i !== 'number' || !Number.isInteger(i)) return `Option index ${String(i)} is not a whole number`;
    if (i < 0 || i > max) return `Option index ${i} is outside 0–${max}`;
  }
  if (indexes.length === 0) return 'Select at least one option';
  return null;
}

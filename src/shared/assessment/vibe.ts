/**
 * The Vibe engine: a pure, deterministic compatibility score for a pair of people, explained part by part
 * (spec §3 compatibility weights and type tables, §9 Vibe bands and weight presets).
 *
 * total = personalityWeight% × personality + lifestyleWeight% × lifestyle, using the pair's weights (pairWeights:
 * the mean of both people's own weights, decision 012), so both people read the same number. When either person has
 * no usable hobby answers the lifestyle component is null and personality carries 100%.
 *
 * Every part score is a symmetric function of the two people, so the score is the same from either side; only the
 * wording of the reasons (written to the viewer, naming the other person) differs. The viewer's own weighting can be
 * reported beside it as a secondary "weighted your way" figure (VibeResult.yourWay).
 *
 * The words come from a VibeWords (vibeText.ts, decision 089): English unless the caller passes a reader's
 * language; which sentence is said, its impact and every number are decided here, the same in every language.
 *
 * Every reason sentence is decided from what the two people see on their own results (the type letters, the
 * attachment style label, the love-language labels, the stability percentages), never from hidden evidence that
 * could disagree with those labels (vibe.property.test.ts checks each sentence against those facts).
 *
 * Colours (vibeColor, Mantine names, the chat thresholds 85 / 70 / 55):
 *   85+ green, 70–84 teal, 55–69 yellow, below 55 orange (orange rather than red: a low Vibe is a difference to
 *   understand, not a warning sign).
 */
import { findActivity, ratingsByActivity, topPicks, HIGH_INTEREST, HOBBY_CATEGORIES } from './hobbies.js';
import { getPersonalityType } from './personalityTypes.js';
import { attachmentStyleFor } from './scoring.js';
import { ENGLISH_VIBE_WORDS, type VibeWords } from './vibeText.js';
import {
  ATTACHMENT_STYLES,
  LOVE_LANGUAGES,
  STABILITY_DIMENSIONS,
  type AttachmentStyle,
  type Axis,
  type CompatibilityWeights,
  type HobbyCategoryAnswer,
  type LoveLanguage,
  type RelationshipType,
  type StabilityDimension,
  type SurveyResults,
  type VibeComponent,
  type VibeInput,
  type VibePart,
  type VibePerson,
  type VibeResult,
  type WeightPreference,
} from './types.js';
import { vibeBand, vibeColor } from './vibeBand.js';

// ---------------------------------------------------------------------------------------------------------------
// Bands, colours and weights

export { vibeBand, vibeColor };

/** The preset weights (spec §9): personality focused 70/30, balanced 50/50, lifestyle focused 30/70. */
export function weightsForPreference(p: WeightPreference): CompatibilityWeights {
  switch (p) {
    case 'personality_focused':
      return { personalityWeight: 70, lifestyleWeight: 30, preference: 'personality_focused' };
    case 'lifestyle_focused':
      return { personalityWeight: 30, lifestyleWeight: 70, preference: 'lifestyle_focused' };
    default:
      return { personalityWeight: 50, lifestyleWeight: 50, preference: 'balanced' };
  }
}

/** The preference a slider value implies (spec §9): 60+ personality focused, 40 or less lifestyle focused. */
export function preferenceForWeight(personalityWeight: number): WeightPreference {
  if (personalityWeight >= 60) return 'personality_focused';
  if (personalityWeight <= 40) return 'lifestyle_focused';
  return 'balanced';
}

type Weights = Pick<CompatibilityWeights, 'personalityWeight' | 'lifestyleWeight'>;

/**
 * The pair's weights (decision 012): the mean of the two people's own personality/lifestyle split, each normalised
 * to 100 first. Symmetric, so both people read one Vibe; each person's choice moves it halfway.
 */
export function pairWeights(a: Weights | undefined, b: Weights | undefined): Weights {
  const na = normalisedWeights(a);
  const nb = normalisedWeights(b);
  const personality = (na.personality + nb.personality) / 2;
  return { personalityWeight: personality, lifestyleWeight: 100 - personality };
}

export type PersonalityPartId = 'type_match' | 'axes' | 'attachment' | 'love_languages' | 'stability';
export type LifestylePartId = 'shared_activities' | 'category_overlap';

/**
 * Part weights inside the personality component, by relationship type (each row sums to 1). Couples and crushes
 * put full weight on love languages and attachment; colleagues lean on everyday style (axes) and stability;
 * friends and family sit in between.
 */
export const PERSONALITY_PART_WEIGHTS: Record<RelationshipType, Record<PersonalityPartId, number>> = {
  couple: { type_match: 0.2, axes: 0.2, attachment: 0.2, love_languages: 0.25, stability: 0.15 },
  crush: { type_match: 0.2, axes: 0.2, attachment: 0.2, love_languages: 0.25, stability: 0.15 },
  family: { type_match: 0.2, axes: 0.25, attachment: 0.15, love_languages: 0.2, stability: 0.2 },
  friend: { type_match: 0.2, axes: 0.3, attachment: 0.12, love_languages: 0.18, stability: 0.2 },
  professional: { type_match: 0.25, axes: 0.4, attachment: 0.05, love_languages: 0.05, stability: 0.25 },
};

/** Part weights inside the lifestyle component (sum to 1). */
export const LIFESTYLE_PART_WEIGHTS: Record<LifestylePartId, number> = {
  shared_activities: 0.55,
  category_overlap: 0.45,
};

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

interface Reason {
  text: string;
  /** -1..1: how good (positive) or how much of a watch-out (negative) this is. Used to pick highlights. */
  impact: number;
}

interface PartDraft {
  id: VibePart['id'];
  score: number;
  reasons: Reason[];
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** A finite number clamped to 0..100, or the fallback. */
function pct(x: unknown, fallback = 50): number {
  return typeof x === 'number' && Number.isFinite(x) ? clamp(x, 0, 100) : fallback;
}

function mean(xs: number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

function impactFrom(score: number, pivot: number, span: number): number {
  return clamp((score - pivot) / span, -1, 1);
}

function displayName(person: VibePerson, words: VibeWords): string {
  const name = typeof person.firstName === 'string' ? person.firstName.trim() : '';
  return name || words.say('vibe.yourConnection');
}

/**
 * What every sentence of one Vibe needs: the reader's words, and `say`, which gives each message the other person's
 * name plain and capitalised (for a sentence that starts with it).
 */
interface Voice {
  words: VibeWords;
  say(id: Parameters<VibeWords['say']>[0], values?: Record<string, string | number>): string;
}

function voiceFor(words: VibeWords, name: string): Voice {
  return { words, say: (id, values) => words.say(id, { name, Name: capitalise(name), ...values }) };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function typeCode(results: SurveyResults): string {
  return typeof results.personalityType === 'string' ? results.personalityType.trim().toUpperCase() : '';
}

const AXIS_INDEX: Record<Axis, number> = { EI: 0, SN: 1, TF: 2, JP: 3 };

/** 0..100 towards the first pole (E, S, T, J): the evidence if present, else the type letter, else the midpoint. */
/**
 * Whether the person is on the first pole (E, S, T, J) as their results say: the letter of their type, else the
 * evidence, else the midpoint counts as the first pole. Sentences use this; scores use the finer firstPole.
 */
function onFirstPole(results: SurveyResults, axis: Axis): boolean {
  const letter = typeCode(results).charAt(AXIS_INDEX[axis]);
  if (letter === axis.charAt(0)) return true;
  if (letter === axis.charAt(1)) return false;
  return firstPole(results, axis) >= 50;
}

function firstPole(results: SurveyResults, axis: Axis): number {
  const hit = results.evidence?.axes?.find((a) => a.axis === axis);
  if (hit && typeof hit.firstPolePercent === 'number' && Number.isFinite(hit.firstPolePercent)) {
    return clamp(hit.firstPolePercent, 0, 100);
  }
  const letter = typeCode(results).charAt(AXIS_INDEX[axis]);
  if (letter === axis.charAt(0)) return 70;
  if (letter === axis.charAt(1)) return 30;
  return 50;
}

const ATTACHMENT_DEFAULTS: Record<string, { anxiety: number; avoidance: number }> = {
  secure: { anxiety: 20, avoidance: 20 },
  anxious: { anxiety: 75, avoidance: 25 },
  avoidant: { anxiety: 25, avoidance: 75 },
  fearful_avoidant: { anxiety: 70, avoidance: 70 },
};

function attachmentOf(results: SurveyResults): { anxiety: number; avoidance: number } {
  const fallback = ATTACHMENT_DEFAULTS[results.relationshipType] ?? { anxiety: 50, avoidance: 50 };
  const ev = results.evidence?.attachment;
  return { anxiety: pct(ev?.anxiety, fallback.anxiety), avoidance: pct(ev?.avoidance, fallback.avoidance) };
}

/** The attachment style the person sees on their results: the stored label, else the one their evidence implies. */
function attachmentStyleOf(results: SurveyResults): AttachmentStyle | null {
  if ((ATTACHMENT_STYLES as readonly string[]).includes(results.relationshipType)) return results.relationshipType;
  const ev = results.evidence?.attachment;
  if (ev && typeof ev.anxiety === 'number' && typeof ev.avoidance === 'number') return attachmentStyleFor(ev.anxiety, ev.avoidance);
  return null;
}

/** Anxious and fearful-avoidant styles worry about closeness; avoidant and fearful-avoidant guard their space. */
function worriesAboutCloseness(style: AttachmentStyle | null): boolean {
  return style === 'anxious' || style === 'fearful_avoidant';
}

function guardsSpace(style: AttachmentStyle | null): boolean {
  return style === 'avoidant' || style === 'fearful_avoidant';
}

function isLoveLanguage(x: unknown): x is LoveLanguage {
  return typeof x === 'string' && (LOVE_LANGUAGES as readonly string[]).includes(x);
}

/** A 0..100 love-language vector; falls back to the primary language alone when the map is missing or all zero. */
function languageVector(map: Partial<Record<LoveLanguage, number>> | undefined, primary: unknown): number[] {
  const v = LOVE_LANGUAGES.map((l) => pct(map?.[l], 0));
  if (v.some((x) => x > 0)) return v;
  return LOVE_LANGUAGES.map((l) => (l === primary ? 100 : 0));
}

function argmax(v: number[]): LoveLanguage {
  let best = 0;
  v.forEach((x, i) => {
    if (x > (v[best] ?? 0)) best = i;
  });
  return LOVE_LANGUAGES[best] ?? 'quality_time';
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

function stabilityOf(results: SurveyResults): { overall: number; dims: Record<StabilityDimension, number> } {
  const dims: Record<StabilityDimension, number> = {
    mental: pct(results.mentalStability),
    emotional: pct(results.emotionalStability),
    physical: pct(results.physicalStability),
    social: pct(results.socialStability),
    spiritual: pct(results.spiritualStability),
    desire: pct(results.desireStability),
  };
  const overall = pct(results.overallStability, mean(STABILITY_DIMENSIONS.map((d) => dims[d])));
  return { overall, dims };
}

function normalisedWeights(w: VibeInput['weights'] | undefined): { personality: number; lifestyle: number } {
  const p = pct(w?.personalityWeight, 50);
  const l = pct(w?.lifestyleWeight, 50);
  if (p + l <= 0) return { personality: 50, lifestyle: 50 };
  const personality = (p / (p + l)) * 100;
  return { personality, lifestyle: 100 - personality };
}

function relationshipKey(t: unknown): RelationshipType {
  return typeof t === 'string' && t in PERSONALITY_PART_WEIGHTS ? (t as RelationshipType) : 'friend';
}

// ---------------------------------------------------------------------------------------------------------------
// Personality parts

function typeMatchPart(viewer: VibePerson, other: VibePerson, v: Voice): PartDraft {
  const a = typeCode(viewer.results);
  const b = typeCode(other.results);
  const ia = getPersonalityType(a);
  const ib = getPersonalityType(b);
  if (!ia || !ib) {
    const text = !ib ? v.say('vibe.type.otherUnknown') : v.say('vibe.type.ownUnknown');
    return { id: 'type_match', score: 50, reasons: [{ text, impact: 0 }] };
  }
  if (a === b) {
    return {
      id: 'type_match',
      score: 65,
      reasons: [
        {
          text: v.say('vibe.type.same', { type: a }),
          impact: 0.2,
        },
      ],
    };
  }
  const direction = (from: typeof ia, to: string): number =>
    from.mostCompatible.includes(to) ? 90 : from.challenging.includes(to) ? 30 : 60;
  const ab = direction(ia, b);
  const ba = direction(ib, a);
  const score = (ab + ba) / 2;
  const pair = { mine: a, theirs: b };
  let reason: Reason;
  if (ab === 90 && ba === 90) {
    reason = { text: v.say('vibe.type.bothLists', pair), impact: 0.7 };
  } else if (ab === 90 || ba === 90) {
    reason = { text: v.say('vibe.type.oneList', pair), impact: 0.5 };
  } else if (ab === 30 || ba === 30) {
    reason = {
      text: v.say('vibe.type.challenging', pair),
      impact: -0.5,
    };
  } else {
    reason = {
      text: v.say('vibe.type.neutral', pair),
      impact: 0,
    };
  }
  return { id: 'type_match', score, reasons: [reason] };
}

/** Similarity for S/N: identical 100, opposite 30. */
function similarityScore(d: number): number {
  return 100 - d * 0.7;
}

/** Moderate complementarity for E/I, T/F, J/P: identical 80, a 30-point difference 100, opposite poles 40. */
function complementScore(d: number): number {
  return d <= 30 ? 80 + (d / 30) * 20 : 100 - ((d - 30) * 60) / 70;
}

const AXIS_WEIGHTS: Record<Axis, number> = { EI: 0.2, SN: 0.4, TF: 0.2, JP: 0.2 };

function axesPart(viewer: VibePerson, other: VibePerson, v: Voice, rel: RelationshipType): PartDraft {
  const reasons: Reason[] = [];
  let score = 0;
  for (const axis of ['SN', 'EI', 'TF', 'JP'] as const) {
    const a = firstPole(viewer.results, axis);
    const b = firstPole(other.results, axis);
    const d = Math.abs(a - b);
    const s = axis === 'SN' ? similarityScore(d) : complementScore(d);
    score += AXIS_WEIGHTS[axis] * s;
    const aFirst = onFirstPole(viewer.results, axis);
    const bFirst = onFirstPole(other.results, axis);
    const impact = impactFrom(s, 70, 30);
    let text: string;
    switch (axis) {
      case 'EI': {
        const advice = v.say('vibe.axes.bothKinds', { relationship: rel });
        if (aFirst && bFirst) text = v.say('vibe.axes.bothOutward');
        else if (!aFirst && !bFirst) text = v.say('vibe.axes.bothInward');
        else if (aFirst) text = v.say('vibe.axes.youOutward', { advice });
        else text = v.say('vibe.axes.theyOutward', { advice });
        break;
      }
      case 'SN':
        if (aFirst && bFirst) text = v.say('vibe.axes.bothConcrete');
        else if (!aFirst && !bFirst) text = v.say('vibe.axes.bothPossibilities');
        else if (aFirst) text = v.say('vibe.axes.youConcrete');
        else text = v.say('vibe.axes.theyConcrete');
        break;
      case 'TF':
        if (aFirst && bFirst) text = v.say('vibe.axes.bothLogic');
        else if (!aFirst && !bFirst) text = v.say('vibe.axes.bothFeeling');
        else if (aFirst) text = v.say('vibe.axes.youLogic');
        else text = v.say('vibe.axes.theyLogic');
        break;
      default:
        if (aFirst && bFirst) text = v.say('vibe.axes.bothPlan');
        else if (!aFirst && !bFirst) text = v.say('vibe.axes.bothOpen');
        else if (aFirst) text = v.say('vibe.axes.youPlan');
        else text = v.say('vibe.axes.theyPlan');
        break;
    }
    if (axis !== 'SN' && aFirst !== bFirst && d > 60) text = v.say('vibe.axes.wideGap', { sentence: text });
    reasons.push({ text, impact });
  }
  return { id: 'axes', score, reasons };
}

function attachmentPart(viewer: VibePerson, other: VibePerson, v: Voice): PartDraft {
  const a = attachmentOf(viewer.results);
  const b = attachmentOf(other.results);
  const secA = 100 - (a.anxiety + a.avoidance) / 2;
  const secB = 100 - (b.anxiety + b.avoidance) / 2;
  // A secure partner lifts the pair: the more secure of the two counts extra.
  const base = 0.6 * ((secA + secB) / 2) + 0.4 * Math.max(secA, secB);
  // The anxious–avoidant pull: one reaching for closeness while the other backs away.
  const pullAB = (a.anxiety * b.avoidance) / 10000;
  const pullBA = (b.anxiety * a.avoidance) / 10000;
  const trap = Math.max(pullAB, pullBA);
  const score = clamp(base - 30 * Math.pow(trap, 1.5), 0, 100);

  // The sentences follow the styles the two people see (Secure, Anxious, ...), the score the finer evidence.
  const styleA = attachmentStyleOf(viewer.results);
  const styleB = attachmentStyleOf(other.results);
  const reasons: Reason[] = [];
  if (styleA === 'secure' && styleB === 'secure') {
    reasons.push({ text: v.say('vibe.attachment.bothSecure'), impact: 0.7 });
  } else if (styleB === 'secure') {
    reasons.push({
      text: v.say('vibe.attachment.theySecure'),
      impact: 0.4,
    });
  } else if (styleA === 'secure') {
    reasons.push({ text: v.say('vibe.attachment.youSecure'), impact: 0.3 });
  }
  const pullImpact = -clamp(trap + 0.2, 0.5, 1);
  const youReach = worriesAboutCloseness(styleA) && guardsSpace(styleB);
  const theyReach = worriesAboutCloseness(styleB) && guardsSpace(styleA);
  if (youReach && !theyReach) {
    reasons.push({
      text: v.say('vibe.attachment.youReach'),
      impact: pullImpact,
    });
  } else if (theyReach && !youReach) {
    reasons.push({
      text: v.say('vibe.attachment.theyReach'),
      impact: pullImpact,
    });
  } else if (worriesAboutCloseness(styleA) && worriesAboutCloseness(styleB)) {
    reasons.push({
      text: v.say('vibe.attachment.bothWorry'),
      impact: -0.3,
    });
  } else if (guardsSpace(styleA) && guardsSpace(styleB)) {
    reasons.push({
      text: v.say('vibe.attachment.bothSpace'),
      impact: -0.3,
    });
  }
  if (reasons.length === 0) {
    reasons.push({
      text: v.say('vibe.attachment.unclear'),
      impact: 0,
    });
  }
  return { id: 'attachment', score, reasons };
}

function loveLanguagesPart(viewer: VibePerson, other: VibePerson, v: Voice, rel: RelationshipType): PartDraft {
  const ra = viewer.results;
  const rb = other.results;
  const gA = languageVector(ra.evidence?.loveLanguages?.giving, ra.loveLanguageGiving);
  const rA = languageVector(ra.evidence?.loveLanguages?.receiving, ra.loveLanguageReceiving);
  const gB = languageVector(rb.evidence?.loveLanguages?.giving, rb.loveLanguageGiving);
  const rB = languageVector(rb.evidence?.loveLanguages?.receiving, rb.loveLanguageReceiving);
  const topGA = isLoveLanguage(ra.loveLanguageGiving) ? ra.loveLanguageGiving : argmax(gA);
  const topRA = isLoveLanguage(ra.loveLanguageReceiving) ? ra.loveLanguageReceiving : argmax(rA);
  const topGB = isLoveLanguage(rb.loveLanguageGiving) ? rb.loveLanguageGiving : argmax(gB);
  const topRB = isLoveLanguage(rb.loveLanguageReceiving) ? rb.loveLanguageReceiving : argmax(rB);

  /** How well one person's giving meets the other's receiving: overall shape plus their favourite language. */
  const direction = (giving: number[], receiving: number[], wanted: LoveLanguage): number => {
    const maxGiving = Math.max(...giving);
    const wantedShare = maxGiving > 0 ? (giving[LOVE_LANGUAGES.indexOf(wanted)] ?? 0) / maxGiving : 0;
    return 100 * (0.5 * cosine(giving, receiving) + 0.5 * wantedShare);
  };
  const score = (direction(gA, rB, topRB) + direction(gB, rA, topRA)) / 2;

  const care = v.say('vibe.love.care', { relationship: rel });
  const share = (v: number[], l: LoveLanguage) => {
    const max = Math.max(...v);
    return max > 0 ? (v[LOVE_LANGUAGES.indexOf(l)] ?? 0) / max : 0;
  };
  const L = (l: LoveLanguage) => v.say(`vibe.love.${l}`);
  const reasons: Reason[] = [];
  const theyMeetYou = topGB === topRA;
  const youMeetThem = topGA === topRB;
  if (theyMeetYou && youMeetThem) {
    reasons.push({ text: v.say('vibe.love.mutual'), impact: 0.9 });
  }
  if (theyMeetYou) {
    reasons.push({ text: v.say('vibe.love.theyMeetYou', { language: L(topRA) }), impact: 0.8 });
  } else if (share(gB, topRA) >= 0.6) {
    reasons.push({
      text: v.say('vibe.love.theyAlso', { care, language: L(topRA) }),
      impact: 0.4,
    });
  } else {
    reasons.push({
      text: v.say('vibe.love.theyMiss', { care, theirs: L(topGB), yours: L(topRA) }),
      impact: -0.5,
    });
  }
  if (youMeetThem) {
    reasons.push({ text: v.say('vibe.love.youMeetThem', { language: L(topRB) }), impact: 0.8 });
  } else if (share(gA, topRB) >= 0.6) {
    reasons.push({ text: v.say('vibe.love.youAlso', { care, language: L(topRB) }), impact: 0.4 });
  } else {
    reasons.push({
      text: v.say('vibe.love.youMiss', { yours: L(topGA), theirs: L(topRB) }),
      impact: -0.4,
    });
  }
  return { id: 'love_languages', score, reasons };
}

function stabilityPart(viewer: VibePerson, other: VibePerson, v: Voice): PartDraft {
  const a = stabilityOf(viewer.results);
  const b = stabilityOf(other.results);
  const level = (a.overall + b.overall) / 2;
  const floor = Math.min(a.overall, b.overall);
  const gaps = STABILITY_DIMENSIONS.map((d) => Math.abs(a.dims[d] - b.dims[d]));
  const dimSimilarity = 100 - mean(gaps);
  const score = 0.45 * level + 0.25 * floor + 0.3 * dimSimilarity;

  const reasons: Reason[] = [];
  if (floor < 45) {
    reasons.push(
      b.overall <= a.overall
        ? { text: v.say('vibe.stability.theyLow'), impact: -0.5 }
        : { text: v.say('vibe.stability.youLow'), impact: -0.4 },
    );
  } else if (level >= 70 && floor >= 60) {
    reasons.push({ text: v.say('vibe.stability.bothSteady'), impact: 0.6 });
  } else if (Math.abs(a.overall - b.overall) < 20) {
    reasons.push({ text: v.say('vibe.stability.even'), impact: 0.1 });
  } else {
    reasons.push(
      b.overall > a.overall
        ? { text: v.say('vibe.stability.theySteadier'), impact: 0 }
        : { text: v.say('vibe.stability.youSteadier'), impact: 0 },
    );
  }
  // The strongest shared dimension, and the widest gap.
  let bestDim: StabilityDimension | undefined;
  let bestFloor = 70;
  let gapDim: StabilityDimension | undefined;
  let widest = 35;
  for (const d of STABILITY_DIMENSIONS) {
    const lowest = Math.min(a.dims[d], b.dims[d]);
    if (lowest >= bestFloor && (bestDim === undefined || lowest > bestFloor)) {
      bestDim = d;
      bestFloor = lowest;
    }
    const gap = Math.abs(a.dims[d] - b.dims[d]);
    if (gap >= widest && (gapDim === undefined || gap > widest)) {
      gapDim = d;
      widest = gap;
    }
  }
  if (bestDim) reasons.push({ text: v.say('vibe.stability.solid', { dimension: bestDim }), impact: 0.4 });
  if (gapDim) {
    reasons.push({
      text: v.say('vibe.stability.gap', { dimension: gapDim }),
      impact: -0.3,
    });
  }
  return { id: 'stability', score, reasons };
}

// ---------------------------------------------------------------------------------------------------------------
// Lifestyle parts

interface HobbyData {
  ratings: Map<string, number>;
  picks: string[];
}

function hobbyData(answers: HobbyCategoryAnswer[] | null | undefined): HobbyData | null {
  if (!Array.isArray(answers) || answers.length === 0) return null;
  const ratings = ratingsByActivity(answers);
  const picks = topPicks(answers);
  return ratings.size === 0 && picks.length === 0 ? null : { ratings, picks };
}

function activityName(id: string, words: VibeWords): string {
  return words.activity(id, findActivity(id)?.activity.name ?? id);
}

function sharedActivitiesPart(a: HobbyData, b: HobbyData, v: Voice): PartDraft {
  const ids = [...new Set([...a.ratings.keys(), ...b.ratings.keys()])].sort();
  let minSum = 0;
  let maxSum = 0;
  for (const id of ids) {
    const x = a.ratings.get(id) ?? 0;
    const y = b.ratings.get(id) ?? 0;
    minSum += Math.min(x, y);
    maxSum += Math.max(x, y);
  }
  const overlap = maxSum > 0 ? minSum / maxSum : 0;
  const mutualPicks = a.picks.filter((id) => b.picks.includes(id));
  const theirPicksYouLove = b.picks.filter((id) => !mutualPicks.includes(id) && (a.ratings.get(id) ?? 0) >= HIGH_INTEREST);
  const yourPicksTheyLove = a.picks.filter((id) => !mutualPicks.includes(id) && (b.ratings.get(id) ?? 0) >= HIGH_INTEREST);
  const bonus = Math.min(20, 8 * mutualPicks.length + 4 * (theirPicksYouLove.length + yourPicksTheyLove.length));
  const score = clamp(85 * Math.sqrt(overlap) + bonus, 0, 100);

  const shared = ids
    .filter((id) => a.ratings.has(id) && b.ratings.has(id))
    .map((id) => ({ id, x: a.ratings.get(id) ?? 0, y: b.ratings.get(id) ?? 0 }))
    .sort((p, q) => q.x * q.y - p.x * p.y || (p.id < q.id ? -1 : 1));
  const bothLove = shared.filter((s) => s.x >= HIGH_INTEREST && s.y >= HIGH_INTEREST);

  const reasons: Reason[] = [];
  if (mutualPicks.length > 0) {
    const names = mutualPicks.slice(0, 2).map((id) => activityName(id, v.words));
    reasons.push({
      text: v.say('vibe.activities.mutualPicks', { activities: v.words.list(names), count: names.length }),
      impact: 0.9,
    });
  }
  const theirPick = theirPicksYouLove[0];
  const lovedNotPicked = bothLove.filter((s) => !mutualPicks.includes(s.id) && s.id !== theirPick);
  if (lovedNotPicked.length > 0) {
    reasons.push({
      text: v.say('vibe.activities.bothLove', { activities: v.words.list(lovedNotPicked.slice(0, 2).map((s) => activityName(s.id, v.words))) }),
      impact: clamp(0.5 + 0.1 * bothLove.length, 0.5, 0.85),
    });
  }
  if (theirPick) {
    reasons.push({ text: v.say('vibe.activities.theirPick', { activity: activityName(theirPick, v.words) }), impact: 0.5 });
  }
  if (reasons.length === 0) {
    const theirFavourite =
      b.picks[0] ?? [...b.ratings.entries()].sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : 1))[0]?.[0];
    if (shared.length > 0) {
      reasons.push({ text: v.say('vibe.activities.noneLoved'), impact: -0.2 });
    } else {
      reasons.push({
        text: theirFavourite
          ? v.say('vibe.activities.noneSharedTry', { activity: activityName(theirFavourite, v.words) })
          : v.say('vibe.activities.noneShared'),
        impact: -0.4,
      });
    }
  }
  return { id: 'shared_activities', score, reasons };
}

function categoryPercents(d: HobbyData): number[] {
  return HOBBY_CATEGORIES.map((c) => {
    const rated = c.activities.map((x) => d.ratings.get(x.id) ?? 0).filter((x) => x > 0);
    return rated.length === 0 ? 0 : mean(rated) * 20;
  });
}

function categoryOverlapPart(a: HobbyData, b: HobbyData, v: Voice): PartDraft {
  const pa = categoryPercents(a);
  const pb = categoryPercents(b);
  const touched = HOBBY_CATEGORIES.map((_, i) => i).filter((i) => (pa[i] ?? 0) > 0 || (pb[i] ?? 0) > 0);
  const closeness = touched.length === 0 ? 50 : 100 - mean(touched.map((i) => Math.abs((pa[i] ?? 0) - (pb[i] ?? 0))));
  const score = clamp(0.5 * cosine(pa, pb) * 100 + 0.5 * closeness, 0, 100);

  const reasons: Reason[] = [];
  const common = HOBBY_CATEGORIES.map((c, i) => ({ c, low: Math.min(pa[i] ?? 0, pb[i] ?? 0) }))
    .filter((x) => x.low >= 60)
    .sort((p, q) => q.low - p.low);
  if (common.length > 0) {
    const names = common.slice(0, 2).map((x) => v.words.category(x.c.id, x.c.name));
    reasons.push({ text: v.say('vibe.categories.common', { categories: v.words.list(names) }), impact: 0.6 });
  }
  let gapIndex = -1;
  let widest = 40;
  HOBBY_CATEGORIES.forEach((_, i) => {
    const gap = Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
    if (gap >= widest && (gapIndex < 0 || gap > widest)) {
      gapIndex = i;
      widest = gap;
    }
  });
  const gapCategory = HOBBY_CATEGORIES[gapIndex];
  if (gapCategory) {
    const category = v.words.category(gapCategory.id, gapCategory.name);
    reasons.push(
      (pb[gapIndex] ?? 0) > (pa[gapIndex] ?? 0)
        ? {
            text: v.say('vibe.categories.theyMore', { category }),
            impact: -0.2,
          }
        : { text: v.say('vibe.categories.youMore', { category }), impact: -0.2 },
    );
  }
  if (reasons.length === 0) {
    reasons.push({ text: v.say('vibe.categories.mixed'), impact: 0 });
  }
  return { id: 'category_overlap', score, reasons };
}

// ---------------------------------------------------------------------------------------------------------------
// Assembly

function finishComponent(
  words: VibeWords,
  drafts: PartDraft[],
  weights: Record<string, number>,
  componentWeight: number,
): { component: VibeComponent; ranked: RankedReason[] } {
  const parts: VibePart[] = drafts.map((d) => ({
    id: d.id,
    label: words.say(`vibe.part.${d.id}`),
    score: Math.round(clamp(d.score, 0, 100)),
    weight: weights[d.id] ?? 0,
    reasons: d.reasons.map((r) => r.text),
    watchOut: [...d.reasons].sort((x, y) => x.impact - y.impact).find((r) => r.impact < 0)?.text ?? null,
  }));
  const score = Math.round(clamp(parts.reduce((sum, p) => sum + p.weight * p.score, 0), 0, 100));
  const ranked = drafts.flatMap((d) =>
    d.reasons.map((r) => ({
      part: d.id,
      text: r.text,
      impact: r.impact,
      rank: r.impact * Math.sqrt((weights[d.id] ?? 0) * (componentWeight / 100)),
    })),
  );
  return { component: { score, weight: Math.round(componentWeight * 100) / 100, parts }, ranked };
}

interface RankedReason {
  part: VibePart['id'];
  text: string;
  impact: number;
  rank: number;
}

/**
 * The strongest positives (up to three, from different parts where possible) and the single biggest watch-out,
 * 3–4 in all when there is enough to say. Positives come first, the watch-out last.
 */
function pickHighlights(ranked: RankedReason[]): string[] {
  const unique = ranked.filter((r, i) => ranked.findIndex((x) => x.text === r.text) === i);
  const positives = unique.filter((r) => r.impact > 0).sort((a, b) => b.rank - a.rank);
  const negatives = unique.filter((r) => r.impact < 0).sort((a, b) => a.rank - b.rank);
  const neutral = unique.filter((r) => r.impact === 0);
  const chosen: RankedReason[] = [];
  for (const r of positives) {
    if (chosen.length < 3 && !chosen.some((c) => c.part === r.part)) chosen.push(r);
  }
  for (const r of positives) {
    if (chosen.length < 3 && !chosen.includes(r)) chosen.push(r);
  }
  const watchOut = negatives[0];
  const fillers = [...neutral, ...negatives.slice(1)];
  while (chosen.length + (watchOut ? 1 : 0) < 3 && fillers.length > 0) {
    const next = fillers.shift();
    if (next) chosen.push(next);
  }
  if (watchOut) chosen.push(watchOut);
  return chosen.map((r) => r.text);
}

/**
 * The Vibe between the viewer and the other person, explained to the viewer in `words` (English unless the caller
 * gives the reader's, decision 089: the numbers never depend on the words). Pure and deterministic.
 */
export function computeVibe(input: VibeInput, words: VibeWords = ENGLISH_VIBE_WORDS): VibeResult {
  const { viewer, other } = input;
  const v = voiceFor(words, displayName(other, words));
  const rel = relationshipKey(input.relationshipType);

  const hobbyA = hobbyData(viewer.hobbies);
  const hobbyB = hobbyData(other.hobbies);
  const hasLifestyle = hobbyA !== null && hobbyB !== null;
  const w = hasLifestyle ? normalisedWeights(input.weights) : { personality: 100, lifestyle: 0 };

  const personality = finishComponent(
    words,
    [
      typeMatchPart(viewer, other, v),
      axesPart(viewer, other, v, rel),
      attachmentPart(viewer, other, v),
      loveLanguagesPart(viewer, other, v, rel),
      stabilityPart(viewer, other, v),
    ],
    PERSONALITY_PART_WEIGHTS[rel],
    w.personality,
  );

  let lifestyle: ReturnType<typeof finishComponent> | null = null;
  if (hobbyA && hobbyB) {
    lifestyle = finishComponent(
      words,
      [sharedActivitiesPart(hobbyA, hobbyB, v), categoryOverlapPart(hobbyA, hobbyB, v)],
      LIFESTYLE_PART_WEIGHTS,
      w.lifestyle,
    );
  }

  const total = lifestyle
    ? (w.personality * personality.component.score + w.lifestyle * lifestyle.component.score) / 100
    : personality.component.score;
  const score = Math.round(clamp(total, 0, 100));

  let yourWay: VibeResult['yourWay'] = null;
  if (lifestyle && input.viewerWeights) {
    const own = normalisedWeights(input.viewerWeights);
    const ownScore = Math.round(
      clamp((own.personality * personality.component.score + own.lifestyle * lifestyle.component.score) / 100, 0, 100),
    );
    if (ownScore !== score) yourWay = { score: ownScore, personalityWeight: Math.round(own.personality) };
  }

  return {
    score,
    band: vibeBand(score),
    personality: personality.component,
    lifestyle: lifestyle ? lifestyle.component : null,
    highlights: pickHighlights([...personality.ranked, ...(lifestyle?.ranked ?? [])]),
    yourWay,
  };
}

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

const PART_LABELS: Record<VibePart['id'], string> = {
  type_match: 'Type match',
  axes: 'Everyday style',
  attachment: 'Security & closeness',
  love_languages: 'Love languages',
  stability: 'Stability',
  shared_activities: 'Shared activities',
  category_overlap: 'Interest overlap',
};

const LOVE_LANGUAGE_LABELS: Record<LoveLanguage, string> = {
  words_of_affirmation: 'Words of Affirmation',
  quality_time: 'Quality Time',
  acts_of_service: 'Acts of Service',
  gifts: 'Gifts',
  physical_touch: 'Physical Touch',
};

const DIMENSION_ADVERBS: Record<StabilityDimension, string> = {
  mental: 'mentally',
  emotional: 'emotionally',
  physical: 'physically',
  social: 'socially',
  spiritual: 'spiritually',
  desire: 'in your drive and desire',
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

function displayName(person: VibePerson): string {
  const name = typeof person.firstName === 'string' ? person.firstName.trim() : '';
  return name || 'your connection';
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

function typeMatchPart(viewer: VibePerson, other: VibePerson, name: string): PartDraft {
  const a = typeCode(viewer.results);
  const b = typeCode(other.results);
  const ia = getPersonalityType(a);
  const ib = getPersonalityType(b);
  if (!ia || !ib) {
    const text = !ib
      ? `${capitalise(name)}'s type isn't known yet, so the type tables don't apply`
      : `Your own type isn't known yet, so the type tables can't compare you with ${name}`;
    return { id: 'type_match', score: 50, reasons: [{ text, impact: 0 }] };
  }
  if (a === b) {
    return {
      id: 'type_match',
      score: 65,
      reasons: [
        {
          text: `You and ${name} are both ${a}: you'll understand each other quickly, and share the same blind spots`,
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
  let reason: Reason;
  if (ab === 90 && ba === 90) {
    reason = { text: `Your ${a} and ${name}'s ${b} are on each other's most-compatible lists`, impact: 0.7 };
  } else if (ab === 90 || ba === 90) {
    reason = { text: `Your ${a} and ${name}'s ${b} are listed as a most-compatible pairing`, impact: 0.5 };
  } else if (ab === 30 || ba === 30) {
    reason = {
      text: `Your ${a} and ${name}'s ${b} are a challenging pairing on paper: more explaining needed, and more to learn from each other`,
      impact: -0.5,
    };
  } else {
    reason = {
      text: `Your ${a} and ${name}'s ${b} are neither an easy nor a hard pairing on paper, so the details matter more`,
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

function axesPart(viewer: VibePerson, other: VibePerson, name: string, rel: RelationshipType): PartDraft {
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
        const both = rel === 'professional' ? 'plan for both focused solo time and group time' : 'plan for both kinds of evening';
        if (aFirst && bFirst) text = `You and ${name} both recharge around people`;
        else if (!aFirst && !bFirst) text = `You and ${name} both recharge alone`;
        else if (aFirst) text = `You recharge around people and ${name} recharges alone: ${both}`;
        else text = `${capitalise(name)} recharges around people and you recharge alone: ${both}`;
        break;
      }
      case 'SN':
        if (aFirst && bFirst) text = `You and ${name} both trust concrete facts and hands-on experience`;
        else if (!aFirst && !bFirst) text = `You and ${name} both think in possibilities and the bigger picture`;
        else if (aFirst) text = `You notice concrete details while ${name} notices possibilities: translate for each other`;
        else text = `You notice possibilities while ${name} notices concrete details: translate for each other`;
        break;
      case 'TF':
        if (aFirst && bFirst) text = `You and ${name} both lead with logic when deciding`;
        else if (!aFirst && !bFirst) text = `You and ${name} both weigh how a decision will affect people`;
        else if (aFirst) text = `You lead with logic and ${name} with feelings: together you see the whole picture`;
        else text = `${capitalise(name)} leads with logic and you with feelings: together you see the whole picture`;
        break;
      default:
        if (aFirst && bFirst) text = `You and ${name} both like plans settled early`;
        else if (!aFirst && !bFirst) text = `You and ${name} both like to keep options open`;
        else if (aFirst) text = `You plan and ${name} improvises: useful if you divide the work`;
        else text = `${capitalise(name)} plans and you improvise: useful if you divide the work`;
        break;
    }
    if (axis !== 'SN' && aFirst !== bFirst && d > 60) text += ', though the gap is wide, so expect some friction';
    reasons.push({ text, impact });
  }
  return { id: 'axes', score, reasons };
}

function attachmentPart(viewer: VibePerson, other: VibePerson, name: string): PartDraft {
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
    reasons.push({ text: `You and ${name} both tend to feel safe relying on people: a steady base`, impact: 0.7 });
  } else if (styleB === 'secure') {
    reasons.push({
      text: `${capitalise(name)} tends to feel secure with people, which can steady you when things feel shaky`,
      impact: 0.4,
    });
  } else if (styleA === 'secure') {
    reasons.push({ text: `You tend to feel secure with people, which can help ${name} feel steadier`, impact: 0.3 });
  }
  const pullImpact = -clamp(trap + 0.2, 0.5, 1);
  const youReach = worriesAboutCloseness(styleA) && guardsSpace(styleB);
  const theyReach = worriesAboutCloseness(styleB) && guardsSpace(styleA);
  if (youReach && !theyReach) {
    reasons.push({
      text: `When you reach for closeness, ${name} may need space: name that pattern early so neither of you takes it personally`,
      impact: pullImpact,
    });
  } else if (theyReach && !youReach) {
    reasons.push({
      text: `When ${name} reaches for closeness, you may want space: saying so kindly keeps it from feeling like rejection`,
      impact: pullImpact,
    });
  } else if (worriesAboutCloseness(styleA) && worriesAboutCloseness(styleB)) {
    reasons.push({
      text: `You and ${name} can both worry about where you stand: small, regular reassurance helps you both`,
      impact: -0.3,
    });
  } else if (guardsSpace(styleA) && guardsSpace(styleB)) {
    reasons.push({
      text: `You and ${name} both value your space, which is easy until something needs talking through`,
      impact: -0.3,
    });
  }
  if (reasons.length === 0) {
    reasons.push({
      text: `Your attachment results don't say much about you and ${name} yet: check in about what each of you needs`,
      impact: 0,
    });
  }
  return { id: 'attachment', score, reasons };
}

function loveLanguagesPart(viewer: VibePerson, other: VibePerson, name: string, rel: RelationshipType): PartDraft {
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

  const care = rel === 'professional' ? 'appreciation' : 'care';
  const share = (v: number[], l: LoveLanguage) => {
    const max = Math.max(...v);
    return max > 0 ? (v[LOVE_LANGUAGES.indexOf(l)] ?? 0) / max : 0;
  };
  const L = (l: LoveLanguage) => LOVE_LANGUAGE_LABELS[l];
  const reasons: Reason[] = [];
  const theyMeetYou = topGB === topRA;
  const youMeetThem = topGA === topRB;
  if (theyMeetYou && youMeetThem) {
    reasons.push({ text: `Your giving language is ${name}'s receiving language, and theirs is yours`, impact: 0.9 });
  }
  if (theyMeetYou) {
    reasons.push({ text: `${capitalise(name)} gives ${L(topRA)}, which is what you most want to receive`, impact: 0.8 });
  } else if (share(gB, topRA) >= 0.6) {
    reasons.push({
      text: `${capitalise(name)} also shows ${care} through ${L(topRA)}, the way you most like to receive it`,
      impact: 0.4,
    });
  } else {
    reasons.push({
      text: `${capitalise(name)} mostly shows ${care} through ${L(topGB)}, while you most want ${L(topRA)}: tell ${name} what lands for you`,
      impact: -0.5,
    });
  }
  if (youMeetThem) {
    reasons.push({ text: `You give ${L(topRB)}, which is what ${name} most wants to receive`, impact: 0.8 });
  } else if (share(gA, topRB) >= 0.6) {
    reasons.push({ text: `You also show ${care} through ${L(topRB)}, which ${name} most wants to receive`, impact: 0.4 });
  } else {
    reasons.push({
      text: `You mostly give ${L(topGA)}, but ${name} most wants ${L(topRB)}: a small shift could go a long way`,
      impact: -0.4,
    });
  }
  return { id: 'love_languages', score, reasons };
}

function stabilityPart(viewer: VibePerson, other: VibePerson, name: string): PartDraft {
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
        ? { text: `${capitalise(name)} is in a less steady stretch overall: patience and a lighter load will help`, impact: -0.5 }
        : { text: `You're in a less steady stretch yourself: say so, so ${name} knows what you can give right now`, impact: -0.4 },
    );
  } else if (level >= 70 && floor >= 60) {
    reasons.push({ text: `You and ${name} both report steady footing overall`, impact: 0.6 });
  } else if (Math.abs(a.overall - b.overall) < 20) {
    reasons.push({ text: `You and ${name} are on reasonably even footing overall`, impact: 0.1 });
  } else {
    reasons.push(
      b.overall > a.overall
        ? { text: `${capitalise(name)} reports steadier footing than you right now: lean on that when you need to`, impact: 0 }
        : { text: `You report steadier footing than ${name} right now: your calm can help`, impact: 0 },
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
  if (bestDim) reasons.push({ text: `You and ${name} are both on solid ground ${DIMENSION_ADVERBS[bestDim]}`, impact: 0.4 });
  if (gapDim) {
    reasons.push({
      text: `Your ${gapDim} stability and ${name}'s differ the most: expect different energy there`,
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

function activityName(id: string): string {
  return findActivity(id)?.activity.name ?? id;
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function sharedActivitiesPart(a: HobbyData, b: HobbyData, name: string): PartDraft {
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
    const names = mutualPicks.slice(0, 2).map(activityName);
    reasons.push({
      text: `${listNames(names)} ${names.length > 1 ? 'are top picks' : 'is a top pick'} for both you and ${name}`,
      impact: 0.9,
    });
  }
  const theirPick = theirPicksYouLove[0];
  const lovedNotPicked = bothLove.filter((s) => !mutualPicks.includes(s.id) && s.id !== theirPick);
  if (lovedNotPicked.length > 0) {
    reasons.push({
      text: `You and ${name} both love ${listNames(lovedNotPicked.slice(0, 2).map((s) => activityName(s.id)))}`,
      impact: clamp(0.5 + 0.1 * bothLove.length, 0.5, 0.85),
    });
  }
  if (theirPick) {
    reasons.push({ text: `${capitalise(name)}'s top pick ${activityName(theirPick)} is one you rate highly too`, impact: 0.5 });
  }
  if (reasons.length === 0) {
    const theirFavourite =
      b.picks[0] ?? [...b.ratings.entries()].sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : 1))[0]?.[0];
    if (shared.length > 0) {
      reasons.push({ text: `You and ${name} share a few activities, but none you both love yet`, impact: -0.2 });
    } else {
      reasons.push({
        text: theirFavourite
          ? `You and ${name} haven't rated any of the same activities yet: try one of ${name}'s favourites, like ${activityName(theirFavourite)}`
          : `You and ${name} haven't rated any of the same activities yet`,
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

function categoryOverlapPart(a: HobbyData, b: HobbyData, name: string): PartDraft {
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
    const names = common.slice(0, 2).map((x) => x.c.name);
    reasons.push({ text: `You and ${name} both gravitate towards ${listNames(names)}`, impact: 0.6 });
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
    reasons.push(
      (pb[gapIndex] ?? 0) > (pa[gapIndex] ?? 0)
        ? {
            text: `${capitalise(name)} is much more into ${gapCategory.name} than you are: an easy invitation to try something together`,
            impact: -0.2,
          }
        : { text: `You're much more into ${gapCategory.name} than ${name} is: share it in small doses`, impact: -0.2 },
    );
  }
  if (reasons.length === 0) {
    reasons.push({ text: `Your interests and ${name}'s overlap in places, without one strong shared theme`, impact: 0 });
  }
  return { id: 'category_overlap', score, reasons };
}

// ---------------------------------------------------------------------------------------------------------------
// Assembly

function finishComponent(
  drafts: PartDraft[],
  weights: Record<string, number>,
  componentWeight: number,
): { component: VibeComponent; ranked: RankedReason[] } {
  const parts: VibePart[] = drafts.map((d) => ({
    id: d.id,
    label: PART_LABELS[d.id],
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

/** The Vibe between the viewer and the other person, explained to the viewer. Pure and deterministic. */
export function computeVibe(input: VibeInput): VibeResult {
  const { viewer, other } = input;
  const name = displayName(other);
  const rel = relationshipKey(input.relationshipType);

  const hobbyA = hobbyData(viewer.hobbies);
  const hobbyB = hobbyData(other.hobbies);
  const hasLifestyle = hobbyA !== null && hobbyB !== null;
  const w = hasLifestyle ? normalisedWeights(input.weights) : { personality: 100, lifestyle: 0 };

  const personality = finishComponent(
    [
      typeMatchPart(viewer, other, name),
      axesPart(viewer, other, name, rel),
      attachmentPart(viewer, other, name),
      loveLanguagesPart(viewer, other, name, rel),
      stabilityPart(viewer, other, name),
    ],
    PERSONALITY_PART_WEIGHTS[rel],
    w.personality,
  );

  let lifestyle: ReturnType<typeof finishComponent> | null = null;
  if (hobbyA && hobbyB) {
    lifestyle = finishComponent(
      [sharedActivitiesPart(hobbyA, hobbyB, name), categoryOverlapPart(hobbyA, hobbyB, name)],
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

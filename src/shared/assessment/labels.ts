/**
 * Display labels and short descriptions for assessment results. Pure constants and helpers, shared by server and web.
 */
import type { AttachmentStyle, Axis, AxisEvidence, LoveLanguage, StabilityDimension, TypeLetter } from './types.js';

export const LOVE_LANGUAGE_LABELS: Record<LoveLanguage, string> = {
  words_of_affirmation: 'Words of Affirmation',
  quality_time: 'Quality Time',
  acts_of_service: 'Acts of Service',
  gifts: 'Receiving Gifts',
  physical_touch: 'Physical Touch',
};

/**
 * The same languages worded from the giver's side, for "You give love through …": someone who shows love with
 * presents is giving gifts, not receiving them.
 */
export const LOVE_LANGUAGE_GIVING_LABELS: Record<LoveLanguage, string> = {
  ...LOVE_LANGUAGE_LABELS,
  gifts: 'Giving Gifts',
};

/** The language as worded for one side: "Giving Gifts" when giving, "Receiving Gifts" when receiving. */
export function loveLanguageLabel(language: LoveLanguage, side: 'giving' | 'receiving'): string {
  return (side === 'giving' ? LOVE_LANGUAGE_GIVING_LABELS : LOVE_LANGUAGE_LABELS)[language];
}

/** One sentence each on how the language shows up when you give love and when you receive it. */
export const LOVE_LANGUAGE_DESCRIPTIONS: Record<LoveLanguage, { giving: string; receiving: string }> = {
  words_of_affirmation: {
    giving: 'You show care by saying it out loud: praise, thanks and the occasional note that says what someone means to you.',
    receiving: 'Hearing sincere, specific words of appreciation is what makes you feel seen and valued.',
  },
  quality_time: {
    giving: 'You show care by making room for someone and giving them your full, undistracted attention.',
    receiving: 'You feel most loved when someone sets the world aside and simply spends unhurried time with you.',
  },
  acts_of_service: {
    giving: 'You show care through practical help, taking on jobs that make someone’s day lighter.',
    receiving: 'You feel looked after when someone quietly takes something off your plate without being asked.',
  },
  gifts: {
    giving: 'You show care with thoughtful tokens that prove you were thinking of someone when they weren’t there.',
    receiving: 'A well-chosen present, however small, tells you that you were on someone’s mind.',
  },
  physical_touch: {
    giving: 'You show care through closeness: a hand to hold, a hug, sitting shoulder to shoulder.',
    receiving: 'Affectionate touch is what helps you feel safe, connected and at ease with someone.',
  },
};

export const ATTACHMENT_LABELS: Record<AttachmentStyle, string> = {
  secure: 'Secure',
  anxious: 'Anxious',
  avoidant: 'Avoidant',
  fearful_avoidant: 'Fearful-Avoidant',
};

/** Two or three sentences each, written to the person, kind and without judgement. */
export const ATTACHMENT_DESCRIPTIONS: Record<AttachmentStyle, string> = {
  secure:
    'You tend to feel at ease with closeness and with time apart. You can usually say what you need and trust that ' +
    'a rough patch can be worked through together.',
  anxious:
    'You care deeply and notice the smallest shifts in a connection. When things feel uncertain you may look for ' +
    'reassurance, and clear, warm communication helps you feel settled.',
  avoidant:
    'You value your independence and like to handle things in your own way. Closeness can feel like a lot at times, ' +
    'and you do best with partners who give you room while staying steady.',
  fearful_avoidant:
    'You long for closeness and also feel wary of it, so you may move towards people and then step back. That push ' +
    'and pull makes sense, and patience, safety and honest conversation help it ease over time.',
};

export const LETTER_LABELS: Record<TypeLetter, string> = {
  E: 'Extraverted',
  I: 'Introverted',
  S: 'Sensing',
  N: 'Intuitive',
  T: 'Thinking',
  F: 'Feeling',
  J: 'Judging',
  P: 'Perceiving',
};

export const AXIS_NAMES: Record<Axis, string> = {
  EI: 'Energy',
  SN: 'Information',
  TF: 'Decisions',
  JP: 'Structure',
};

export const STABILITY_LABELS: Record<StabilityDimension, string> = {
  mental: 'Mental',
  emotional: 'Emotional',
  physical: 'Physical',
  social: 'Social',
  spiritual: 'Spiritual',
  desire: 'Desire',
};

export type StabilityColor = 'green' | 'yellow' | 'orange' | 'red';

/** Survey stability colour bands (§9): 80 or more green, 60 or more yellow, 40 or more orange, else red. */
export function stabilityColor(score: number): StabilityColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  if (score >= 40) return 'orange';
  return 'red';
}

/** "72% Introverted". */
export function describeAxis(e: AxisEvidence): string {
  return `${Math.round(e.percent)}% ${LETTER_LABELS[e.letter]}`;
}

/**
 * Small pieces shared by the answers to questions about a member's own results: the sentence of their type's note
 * that names a habit, their attachment figures said plainly, and how a message refers to a connection (he, she, they).
 */
import { ATTACHMENT_LABELS } from '../../../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../../../shared/assessment/personalityTypes.js';
import type { StabilityDimension, SurveyResults } from '../../../../../../shared/assessment/types.js';
import type { SharedResults } from '../../../context.js';
import { axesOf } from '../shared.js';

export { capital } from '../kinds-common.js';

/** The sentences of a type's "in love" note (second person: "You can also avoid hard conversations…"). */
export function inLoveSentences(type: string): string[] {
  return (getPersonalityType(type)?.inLove ?? '').split(/(?<=\.)\s+/).filter(Boolean);
}

/** The first sentence of the type's note that matches, without "also"/"often" fillers that need the sentence before. */
export function inLoveLine(type: string, re: RegExp): string | null {
  const s = inLoveSentences(type).find((x) => re.test(x));
  return s ? s.replace(/\b(?:also|too) /, '').replace(/,? too\./, '.') : null;
}

/** "Secure (anxiety 7, avoidance 21, out of 100)", from the member's own evidence when it is there. */
export function attachmentFigures(r: SurveyResults): string {
  const a = r.evidence?.attachment;
  return `**${ATTACHMENT_LABELS[r.relationshipType]}**${a ? ` (anxiety ${Math.round(a.anxiety)}, avoidance ${Math.round(a.avoidance)}, out of 100)` : ''}`;
}

/** Whether a connection's type leans introverted (the type is always shared with connections). */
export function introvert(r: SharedResults): boolean {
  return axesOf(r).find((e) => e.axis === 'EI')?.letter === 'I';
}

/** The pronoun the member used for someone, so the reply speaks of them the same way; "they" when unsaid. */
export function pronounIn(text: string): { they: string; them: string; their: string; is: string } {
  if (/\b(?:he|him|his|he'?s)\b/.test(text) && !/\b(?:she|her|hers)\b/.test(text)) return { they: 'he', them: 'him', their: 'his', is: 'is' };
  if (/\b(?:she|her|hers|she'?s)\b/.test(text) && !/\b(?:he|him|his)\b/.test(text)) return { they: 'she', them: 'her', their: 'her', is: 'is' };
  return { they: 'they', them: 'them', their: 'their', is: 'are' };
}

/** "Spiritual" → "spiritual", for a label or a sentence placed mid-sentence. */
export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** The six stability areas as the words that name them, in the results' order. */
export const STABILITY_AREA_WORDS: Array<[StabilityDimension, RegExp]> = [
  ['emotional', /\bemotional\b/], ['mental', /\bmental\b/], ['physical', /\bphysical\b/],
  ['social', /\bsocial\b/], ['spiritual', /\bspiritual\b/], ['desire', /\bdesire\b/],
];

/** Where a stability figure sits, in words. */
export function stabilityLevel(score: number): string {
  return score < 40 ? 'on the low side' : score < 60 ? 'in the middle' : 'on the steady side';
}

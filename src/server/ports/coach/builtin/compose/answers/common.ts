/**
 * Answers built on what a message asks (understand.ts), tried before the general coach (issue 19): people the
 * person has no connection with or a pending one, what the coach cannot know, terms the product shows (the person's
 * own results, a connection's as shared, the Vibe and each part), comparing and ranking, messages drafted in the
 * person's voice, saying no, saying one was hurt, asking for something, reassurance and ideas within constraints.
 * Each answer comes from stored data or says plainly what it does not have.
 */

import type { RelationshipType } from '../../../../../../shared/assessment/types.js';
import type { CoachContext } from '../../../context.js';
import { RELATIONSHIP_NAMES } from '../../content/knowledge.js';
import { Tone } from '../../decide/thread.js';
import { Understanding, editDistance } from '../../read/understand.js';


export interface AnswerInput {
  ctx: CoachContext;
  message: string;
  u: Understanding;
  /** 0 for a first answer, 1, 2… for "another one" (lists rotate). */
  variant: number;
  /** "make it warmer", "more casual": the tone asked for a drafted message. */
  tone?: Tone;
}

export type Answer = (input: AnswerInput) => string | null;

export const list = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** A word of the message within one or two slips of `word` ("atachment", "stabilty"). */
export function mentions(text: string, word: string): boolean {
  if (text.includes(word)) return true;
  const slack = word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
  if (slack === 0) return false;
  return (text.match(/\p{L}+/gu) ?? []).some((w) => Math.abs(w.length - word.length) <= slack && editDistance(w, word) <= slack);
}

export const AXES = ['EI', 'SN', 'TF', 'JP'] as const;
export const roleOf = (t: RelationshipType) => RELATIONSHIP_NAMES[t];

/** Our knowledge base speaks to the person ("you are…"); about someone else it says "they". */
export const aboutThem = (text: string) =>
  text.replace(/\byou are\b/g, 'they are').replace(/\bto you\b/g, 'to them').replace(/\byou\b/g, 'they').replace(/\byour\b/g, 'their');

/**
 * A type description written to its reader ("You experience… your values…") said about someone else ("Sam's type
 * in short: they experience… their values…"), for answers about a connection (issue 29, item 8).
 */
export function inThirdPerson(text: string): string {
  return text
    .replace(/\byourself\b/g, 'themselves')
    .replace(/\byours\b/g, 'theirs')
    .replace(/\byour\b/g, 'their')
    .replace(/\bYour\b/g, 'Their')
    .replace(/\bYou('re| are)\b/g, 'They are')
    .replace(/\byou('re| are)\b/g, 'they are')
    .replace(/\bYou\b/g, 'They')
    .replace(/\b(and|but|because|when|if|that|so|or|while|until|as|where|though|although|unless|once) you\b/g, '$1 they')
    .replace(/\byou\b/g, 'them');
}

/**
 * Needs and tips as bullets, one each: joined into a sentence with commas and "and", items that hold an "and" of their
 * own read as one run-on list (round 20: "someone who stays calm when you pull back and welcomes you when you come
 * close and gentle, explicit reassurance").
 */
export function bulletsOf(items: readonly string[]): string {
  return items.map((item) => `- ${item.charAt(0).toUpperCase()}${item.slice(1)}.`).join('\n');
}

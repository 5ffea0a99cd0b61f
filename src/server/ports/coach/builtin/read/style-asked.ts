/**
 * A change of length or register asked of the thread's last drafted message: "shorter", "make it softer", "less
 * formal, she's my cousin not my landlord lol", "firmer please". Short turns only: a long message tells a new story.
 */
import { lower } from './text.js';

export interface Style {
  short: boolean;
  soft: boolean;
  firm: boolean;
  casual: boolean;
  formal: boolean;
}
export const UNCHANGED: Style = { short: false, soft: false, firm: false, casual: false, formal: false };

const CHANGE_WORDS: Record<keyof Style, string> = { short: 'shorter', soft: 'softer', firm: 'firmer', casual: 'more relaxed', formal: 'more formal' };

/** The changes asked, in words and in one order ("shorter and more relaxed"), of those an answer makes (all by default). */
export function changesSaid(asked: Partial<Style>, made: (keyof Style)[] = Object.keys(CHANGE_WORDS) as (keyof Style)[]): string {
  return made.filter((k) => asked[k]).map((k) => CHANGE_WORDS[k]).join(' and ');
}

/** A change asked of the last drafted message ("shorter", "make it softer", "less formal", "firmer please"). */
export function styleAsked(message: string): Partial<Style> | null {
  const t = lower(message).trim();
  if (t.split(/\s+/).length > 14) return null;
  const asked: Partial<Style> = {};
  if (/\b(?:shorter|shorten|briefer|too long|more concise|cut it down)\b/.test(t)) asked.short = true;
  if (/\b(?:softer|gentler|kinder|warmer|nicer|less (?:harsh|blunt|cold|direct)|more (?:gentle|caring|kind|warm))\b/.test(t)) Object.assign(asked, { soft: true, firm: false });
  if (/\b(?:firmer|stronger|more (?:direct|assertive|firm)|less (?:soft|apologetic|wishy))\b/.test(t)) Object.assign(asked, { firm: true, soft: false });
  // "Too formal, I sound like I'm sending terms and conditions", "less serious, it reads like a contract" (round 23).
  if (/\b(?:less (?:formal|serious|stiff|intense)|too (?:formal|stiff|serious|intense)|more (?:casual|relaxed|chill|fun|playful)|casual|chill(?:er)?|lighter|reads like a contract|terms and conditions|like a lawyer)\b/.test(t)) Object.assign(asked, { casual: true, formal: false });
  if (/\b(?:more (?:formal|professional|polite)|less casual)\b/.test(t)) Object.assign(asked, { formal: true, casual: false });
  return Object.keys(asked).length ? asked : null;
}


const COUNT: Record<string, number> = { one: 1, a: 1, single: 1, two: 2, couple: 2, three: 3, few: 3 };
/**
 * "Explain in 2 lines", "in one sentence", "tl;dr": how many sentences the member asked the whole answer to fit in,
 * or null when they set no length.
 */
export function sentencesAsked(message: string): number | null {
  const t = lower(message);
  const m = /\b(?:in|into|with|using|just|only|max(?:imum)?|under)\s+(?:a\s+)?(one|a|single|two|couple(?: of)?|three|few|\d)\s+(?:short\s+)?(?:lines?|sentences?)\b/.exec(t);
  if (m) return COUNT[m[1]!.replace(/ of$/, '')] ?? Math.min(Number(m[1]), 5);
  return /\b(?:tl;?dr|one-liner|in a nutshell)\b/.test(t) ? 1 : null;
}

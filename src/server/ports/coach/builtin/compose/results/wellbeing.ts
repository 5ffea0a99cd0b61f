/**
 * "Does Theo's profile say how he's doing emotionally?": what the results can and cannot say about a connection's
 * state. Stability, the part closest to it, is private unless the connection chose to share it (DEFAULT_SHARING), so
 * the answer says that without a hint of the figure; a shared one is a snapshot from the assessment, not this week.
 * Then the check-in itself, fitted to the relationship and to the connection's type (always shared): one to one,
 * low pressure, written or spoken, and what to do if they say they are struggling. Nothing else of theirs is named.
 */
import type { CoachContext } from '../../../context.js';
import { CHECK_IN } from '../../content/own-results.js';
import { stabilityScoresIfShared } from '../shared.js';
import { namedIn } from '../data-parts.js';
import { introvert, pronounIn } from './common.js';

/** How someone is doing inside: "how he's doing emotionally", "is she ok", "mental health", "struggling". */
const STATE = /\bhow (?:he|she|they|\p{L}+)(?:'s| is| are)? (?:really )?(?:doing|feeling|coping|holding up)\b|\bemotional(?:ly)?\b|\bmental(?:ly| health)?\b|\b(?:is|are) (?:he|she|they) (?:ok|okay|alright|all right|struggling|depressed|down|coping)\b|\bdoing (?:ok|okay|alright|all right|well|fine)\b|\bwell-?being\b|\bstate of mind\b|\bstability\b/u;
/** A worry about them, not a request for a figure ("what's her emotional stability score?" is answered elsewhere). */
const CONCERN = /\b(?:off|quiet\w*|down|low|struggl\w*|not (?:himself|herself|themselves|ok|okay|right)|worried|worry|withdrawn|distant|sad|stressed|upset|been (?:\w+ )?(?:weird|different)|say something|check in|doing (?:ok|okay|alright|all right|well|fine)|(?:is|are) (?:he|she|they|\p{L}+) (?:ok|okay|alright|all right))\b|\bhow (?:he|she|they|\p{L}+)(?:'s| is| are)? (?:really )?(?:doing|feeling|coping|holding up)\b/u;
/** Asked of the app: "does his profile say", "can you see", "do his results show". */
const OF_THE_APP = /\b(?:profile|results?|data|scores?|assessment|app|attune)\b|\b(?:can|do|does) (?:you|it) (?:see|say|show|tell|know)\b/;

export function wellbeingReply(ctx: CoachContext, text: string): string | null {
  if (!STATE.test(text) || !OF_THE_APP.test(text) || !CONCERN.test(text)) return null;
  // About a connection, not the member's own figures ("is my emotional stability bad?" in a chat about Theo).
  if (/\bcompatib\w*|\bvibe\b|\bmatch(?:ed)?\b/.test(text)) return null;
  if (/\bmy (?:own )?(?:emotional|mental|stability|results?|scores?|profile)\b/.test(text)) return null;
  const named = namedIn(ctx, text)[0];
  const c = named ?? (/\b(?:he|she|they|him|his|her|their)\b/.test(text) ? ctx.focus : undefined);
  if (!c) return null;
  const name = c.firstName;
  const p = pronounIn(text);
  const lines: string[] = [];
  const shared = c.results ? stabilityScoresIfShared(c.results) : null;
  if (shared) {
    lines.push(`${name} shares stability scores with you, but they come from when ${name} took the assessment: a snapshot of how things felt then, not a reading of how ${name} is this week. Only ${name} can tell you that.`);
  } else {
    lines.push(`No. Nothing in ${name}'s results shows how ${p.they} ${p.is} doing right now, and the part closest to it, stability, ${name} keeps private (stability is private unless someone chooses to share it), so I can't see it or hint at it.`);
  }
  const quiet = c.results && introvert(c.results);
  lines.push(`If something seems off, a gentle word is worth it, and you noticing is a good sign. ${quiet ? `${name}'s type (${c.results!.personalityType}) leans Introverted, so make it private and easy to answer: one to one, never in front of others, and a message can feel less on-the-spot than a question face to face.` : `Keep it private and easy to answer: one to one, never in front of others.`}`);
  lines.push(`Something you could send or say: "${CHECK_IN[c.relationshipType]}"`);
  lines.push(`Then leave room: if ${p.they} ${p.they === 'they' ? "don't" : "doesn't"} want to talk, that's fine, and asking again in a week is too. If ${p.they} ${p.they === 'they' ? 'say' : 'says'} ${p.they} ${p.is === 'is' ? "is" : 'are'} struggling, listen rather than fix, and if it sounds heavy, encourage ${p.them} to talk to someone close or a professional${c.relationshipType === 'professional' ? ' (many workplaces have a confidential support line)' : ''}.`);
  return lines.join('\n\n');
}

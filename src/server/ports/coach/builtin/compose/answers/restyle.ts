/**
 * "Less formal, we're actually friends", "make it firmer", "more professional" after any drafted message: the same
 * words in the register asked, not the same text again (blind round 22: three of six threads asked for it after a
 * draft, and each got its first draft back word for word or a different answer). The message is the thread's last
 * quoted draft; only its register changes, so no fact is added or lost. Shortening stays with decide/shorten.ts, the
 * one way a message is cut, and warmth with the answers that know what to add (decide/thread.ts); a dictated message is
 * rewritten from its reading instead (dictated.ts).
 */
import type { CoachContext } from '../../../context.js';
import { lastAssistant } from '../../decide/history.js';
import { cutDraft, draftIn } from '../../decide/shorten.js';
import { changesSaid, styleAsked } from '../../read/style-asked.js';

/** Long forms a text between friends would not use, and what it says instead. */
const CASUAL: Array<[RegExp, string]> = [
  [/\bWould you be able to\b/g, 'Could you'],
  [/\bCould you please\b/g, 'Could you'],
  [/\bI would appreciate it if you could\b/gi, 'Could you'],
  [/\bPlease let me know\b/g, 'Let me know'],
  [/\bI wanted to let you know\b/g, 'Heads-up:'],
  [/\bThank you\b/g, 'Thanks'],
  [/\bI am\b/g, "I'm"],
  [/\bI would\b/g, "I'd"],
  [/\bI will\b/g, "I'll"],
  [/\b(do|does|is|are|was|were|would|could|should) not\b/gi, "$1n't"],
  [/\bcannot\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\b(it|that|what|there) is\b(?= \p{L})/giu, "$1's"],
  [/\b(we|you|they) are\b(?= \p{L})/giu, "$1're"],
  [/\bI'm sorry for the trouble\.\s*/g, ''],
];
/** Softeners a firm message drops. */
const HEDGES = /\s*\b(?:No pressure[^.!?]*[.!?]|No worries if not[.!?]|No stress either way[.!?]|I hope that'?s (?:okay|ok|alright)[^.!?]*[.!?]|if that'?s (?:okay|ok|alright)(?: with you)?|if possible|I was (?:just )?wondering if|kind of|sort of|a bit|a little|just|maybe|perhaps)\b/gi;
const SIGN_OFF = /\s*(?:Thanks|Thank you|Best|Best wishes|Kind regards|Regards|Many thanks|Cheers),?\s+\p{Lu}\p{L}*\.?$/u;

function casual(draft: string): string {
  let out = draft.replace(/^(?:Hi|Hello|Dear) ([^,!]+),\s*/, 'Hey $1! ').replace(/^(?:Hi|Hello),\s*/, 'Hey! ').replace(SIGN_OFF, '');
  for (const [from, to] of CASUAL) out = out.replace(from, to);
  out = out.replace(/(!\s*)([a-z])/g, (_, mark: string, c: string) => mark + c.toUpperCase());
  // A text between friends ends lightly: a question with a way out, anything else with a "talk soon".
  if (!/(?:No worries if not|Talk soon)!$/.test(out)) out = `${out.trim()} ${/\?$/.test(out.trim()) ? 'No worries if not!' : 'Talk soon!'}`;
  return out.replace(/\s+/g, ' ').trim();
}

function formal(draft: string, me: string): string {
  const out = draft
    .replace(/^(?:Hey|Hiya|Yo) ([^,!]+)[,!]\s*/, 'Hi $1, ')
    .replace(/^(?!(?:Hi|Hello|Dear)\b)(\p{Lu}\p{Ll}+), /u, 'Hi $1, ')
    .replace(/^(?:Hey|Hiya)[,!]\s*/, 'Hello, ')
    .replace(/\s*(?:No worries if not|Talk soon|Love you|xx?)[.!]*\s*$/i, '')
    .replace(/\bThanks!/g, 'Thank you.')
    .replace(/!/g, '.');
  return SIGN_OFF.test(out) || !me ? out : `${out.trim()} Best, ${me}`;
}

function firm(draft: string): string {
  const out = draft
    .replace(HEDGES, '')
    .replace(/\b(?:Could|Would|Can|Will) you (?:please )?([^?]+)\?/gi, (_, ask: string) => `please ${ask}.`)
    .replace(/(^|[.!?]\s+)please\b/g, (_, before: string) => `${before}Please`)
    .replace(/\bCould we ([^?]+)\?/g, "Let's $1.")
    .replace(/\s+([.,!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // Nothing to take out: firmness is said once, plainly.
  return out === draft ? `${out} This matters to me, so I'd like it sorted soon.` : out;
}

/** The thread's last draft in the register asked; null when nothing was drafted or no register change was asked. */
export function restyledDraft(ctx: CoachContext, message: string): string | null {
  const asked = styleAsked(message);
  if (!asked || !(asked.casual || asked.formal || asked.firm)) return null;
  const draft = draftIn(lastAssistant(ctx), 30);
  if (!draft) return null;
  let out = draft;
  if (asked.casual) out = casual(out);
  if (asked.formal) out = formal(out, ctx.person.firstName);
  if (asked.firm) out = firm(out);
  // "Shorter and less formal": the register first, then the one way a message is cut. A message that one cut cannot
  // shorten (a single long sentence) is left to the answer that wrote it, which knows its parts (round 20 t01).
  if (asked.short) {
    const cut = cutDraft(out, false);
    if (cut.length >= draft.length) return null;
    out = cut;
  }
  // Warmth is left to the answers that know what to add (see the top of this file), so it is not named here.
  return [`Here it is ${changesSaid(asked, ['short', 'firm', 'casual', 'formal'])}, same message:`, `"${out}"`, 'Want it shorter, or another tone?'].join('\n\n');
}

/**
 * The step between reading and the older rule-based answers (issue 29): the choice someone picked from a clarifying
 * question, and situations the model reads with confidence (a breakup, loneliness, being owed an apology, a gift),
 * each confirmed by a word the situation needs, so a stray classification cannot send a message to the wrong answer.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import { attachmentComparison, breakup, giftFor, lonely, owedApology } from '../compose/situations.js';
import type { Intent } from '../corpus/templates.js';
import type { Reading } from '../read/classify.js';
import { understand } from '../read/understand.js';

const CONFIDENT = 0.8;

const CONFIRM: Partial<Record<Intent, RegExp>> = {
  breakup: /\b(dumped|broke up|broken up|breakup|break-?up|split up|ended (?:it|things)|left me)\b|\b(?:my|an?) ex\b(?!\w)/,
  lonely: /\b(lonely|loneliness|alone|no friends|nobody to|no one to|don'?t know anyone|make friends|isolated)\b/,
  owed: /\b(say sorry|apologi[sz]e|apology|owes? me)\b/,
  gift: /\b(gift|present|get (?:him|her|them) for)\b/,
};
/** Not a breakup that happened: thinking of ending it is a different conversation. */
const ENDING_IT = /\b(?:want|going|thinking|should i|how do i|how to) (?:to )?(?:break up|end it|leave)\b/;
/** "I want to apologise": the person owes it, not the other way round. */
const I_OWE = /\b(?:i|how do i|help me) (?:want to |need to |should )?(?:say sorry|apologi[sz]e)\b|\bmy apology\b|\bapology to\b/;

function confirmed(intent: Intent, text: string): boolean {
  const re = CONFIRM[intent];
  return !!re && re.test(text);
}

/** The person a message means: named, or the one the thread was last about when it says he/she/they. */
function personMeant(ctx: CoachContext, message: string, recent: CoachConnection | undefined): CoachConnection | undefined {
  const named = understand(message, ctx).people.connections[0];
  if (named) return named;
  return /\b(he|she|they|him|her|them|his|their)\b/i.test(message) ? (recent ?? ctx.focus ?? undefined) : ctx.focus ?? undefined;
}

export function situationReply(ctx: CoachContext, message: string, reading: Reading | null, recent: CoachConnection | undefined): string | null {
  const text = message.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const sure = (intent: Intent) => reading?.intent === intent && reading.score >= CONFIDENT && confirmed(intent, text);
  // "Sam went quiet after I mentioned my ex" is about Sam, not a breakup.
  if (sure('breakup') && !ENDING_IT.test(text) && understand(message, ctx).people.connections.length === 0) return breakup(ctx, message);
  if (sure('lonely')) return lonely(ctx);
  if ((sure('owed') || (reading?.intent === 'apologise' && confirmed('owed', text) && /\b(want|need|get|ask)\b.{0,20}\b(him|her|them|\p{Lu}\p{L}+) to (say sorry|apologi[sz]e)\b/iu.test(message))) && !I_OWE.test(text)) {
    return owedApology(ctx, message, personMeant(ctx, message, recent));
  }
  if (/\banxi\w*\b[^?]{0,40}\b(?:or|vs\.?|versus|and)\b[^?]{0,10}\bavoid\w*|\bavoid\w*\b[^?]{0,40}\b(?:or|vs\.?|versus|and)\b[^?]{0,10}\banxi\w*/.test(text) && /\b(higher|more|bigger|stronger|which|lower)\b/.test(text)) {
    const compared = attachmentComparison(ctx);
    if (compared) return compared;
  }
  if (sure('gift')) return giftFor(message, personMeant(ctx, message, recent));
  return null;
}

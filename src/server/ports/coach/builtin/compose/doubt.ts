/**
 * A member who doubts their own love-language result ("my results say gifts, that's so shallow, is the test
 * broken?") gets that doubt answered first, from their own results: what the result means, that the test reads a
 * leaning rather than a verdict, and their next-highest score. The rest of the message is answered after it.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { LoveLanguage } from '../../../../../shared/assessment/types.js';
import type { CoachContext } from '../../context.js';
import { LANGUAGE_REFRAMES, LANGUAGE_WORDS } from '../content/result-doubts.js';
import { lower } from '../read/text.js';

/** Words that doubt a result: "shallow", "is the test broken", "that's not me". */
const DOUBT = /\b(?:shallow|broken|rigged|materialistic|needy|vain|embarrassing|(?:is|was) (?:it|the test|this test|the quiz) (?:wrong|right|accurate|broken)|(?:doesn'?t|does not|don'?t) (?:sound|feel|seem) like me|not (?:really )?me|can'?t be right|that'?s wrong|inaccurate)\b/;
/** The member speaks of their own result ("my results say", "I receive love through", "apparently I'm"). */
const MINE = /\b(?:my (?:results?|love language|test|score)|i (?:receive|feel|get) love|apparently i|says? i(?:'m| am)?)\b/;

/** The sentence answering a doubt about the member's own love language, or null when there is none. */
export function resultDoubtNote(ctx: CoachContext, message: string): string | null {
  const r = ctx.person.results;
  if (!r || ctx.person.keptFromAudience?.includes('loveLanguages')) return null;
  const text = lower(message);
  if (!DOUBT.test(text) || !MINE.test(text)) return null;
  const mine = r.loveLanguageReceiving;
  if (!LANGUAGE_WORDS[mine].test(text)) return null;
  const scores = r.evidence?.loveLanguages?.receiving;
  const next = scores ? (Object.entries(scores) as Array<[LoveLanguage, number]>).filter(([l]) => l !== mine).sort((a, b) => b[1] - a[1])[0]?.[0] : undefined;
  const broken = /\b(?:broken|rigged|wrong|accurate|right)\b/.test(text) ? 'The test is not broken; it' : 'The result';
  const leaning = `${broken} reads a leaning from your answers, not a verdict on you${next ? `, and your next-highest is **${LOVE_LANGUAGE_LABELS[next]}**, which may describe you just as well` : ''}.`;
  return `${LANGUAGE_REFRAMES[mine]} ${leaning}`;
}

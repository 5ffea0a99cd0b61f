/**
 * "gifts?? really??": a member surprised by their own top love language. The answer says which of their results it
 * is and its figure, what it means and what it does not, their next-highest, how they give (often different, which is
 * why it surprises), and one light way to tell people. A language that is not their top is said to be not their top.
 */
import { LOVE_LANGUAGE_GIVING_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../../shared/assessment/labels.js';
import type { LoveLanguage } from '../../../../../../shared/assessment/types.js';
import type { CoachContext } from '../../../context.js';
import { LANGUAGE_REFRAMES, LANGUAGE_WORDS } from '../../content/result-doubts.js';
import { NOT_MEANT, TELL_THEM } from '../../content/own-results.js';
import { resultDoubtNote } from '../doubt.js';
import { namedIn } from '../data-parts.js';

/** Surprise or disbelief: "??", "really", "seriously", "wait what", "me?", "didn't expect". */
const SURPRISE = /\?\s*\?|\b(?:really|seriously|srsly|for real|wait|huh|no way|surpris\w*|shock\w*|didn'?t expect|never (?:thought|expected|would have guessed)|of all things|how (?:come|is that|did it)|why (?:would|does|did) it|wtf|lol)\b|\bme\s*\?|!\?|\?!/;
/** Someone else's language, or a gift to buy: not a reaction to one's own result. */
const ELSEWHERE = /\b(?:for (?:him|her|them|my|a)|buy|get (?:him|her|them)|ideas?|his|her|their|budget)\b/;
/** A request for something, not a reaction to a result. */
const REQUEST = /\bhow (?:do|can|should|could|would) (?:i|we)\b|\b(?:ideas?|tips?|plan|suggest\w*|help me|give me|recommend\w*)\b/;
const ORDER: LoveLanguage[] = ['gifts', 'words_of_affirmation', 'quality_time', 'acts_of_service', 'physical_touch'];

export function surpriseReply(ctx: CoachContext, text: string): string | null {
  const r = ctx.person.results;
  if (!r || !SURPRISE.test(text) || ELSEWHERE.test(text)) return null;
  // About someone else ("does sam really like touch?"), or a request ("how do I get more quality time, really"):
  // other answers' questions.
  if (namedIn(ctx, text).length || /\b(?:he|she|they|him|them)\b/.test(text) || REQUEST.test(text)) return null;
  // A short reaction, or one that says whose result it is ("my results", "my love language").
  if (text.split(/\s+/).length > 16 && !/\bmy (?:results?|love language|top)\b|\bapparently i\b|\bsays? i\b/.test(text)) return null;
  const named = ORDER.filter((l) => LANGUAGE_WORDS[l].test(text));
  if (named.length !== 1 || /\bgift ideas?\b|\bwhat (?:gift|present)\b/.test(text)) return null;
  const asked = named[0]!;
  const receiving = r.evidence?.loveLanguages?.receiving;
  const giving = r.evidence?.loveLanguages?.giving;
  const fig = (n: number | undefined) => (n === undefined ? '' : ` (${Math.round(n)} out of 100)`);
  const lines: string[] = [];
  if (asked === r.loveLanguageReceiving) {
    // The next-highest, every language tied there named ("Words of Affirmation and Quality Time at 50").
    const rest = receiving ? (Object.entries(receiving) as Array<[LoveLanguage, number]>).filter(([l]) => l !== asked) : [];
    const top = rest.length ? Math.max(...rest.map(([, n]) => n)) : undefined;
    const next = top === undefined ? [] : rest.filter(([, n]) => Math.round(n) === Math.round(top)).map(([l]) => LOVE_LANGUAGE_LABELS[l]);
    lines.push(`Yes, really: **${LOVE_LANGUAGE_LABELS[asked]}** is your top way of feeling cared for${fig(receiving?.[asked])}${next.length && top !== undefined ? `, ahead of ${next.join(' and ')} at ${Math.round(top)}` : ''}.`);
    // The doubt answer (doubt.ts) already gives the meaning when the member calls it shallow or wrong.
    if (!resultDoubtNote(ctx, text)) lines.push(LANGUAGE_REFRAMES[asked]);
    lines.push(NOT_MEANT[asked]);
    if (r.loveLanguageGiving !== asked) lines.push(`Part of why it surprises: it is not how you give. You mostly show care through **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}**${fig(giving?.[r.loveLanguageGiving])}, so the people around you may not guess this about you either.`);
    lines.push(`If it rings true, tell someone lightly: "${TELL_THEM[asked]}" If it doesn't, trust yourself over the result: it reads a leaning from your answers, not a verdict.`);
    return lines.join('\n\n');
  }
  if (asked === r.loveLanguageGiving) {
    lines.push(`Yes: **${LOVE_LANGUAGE_GIVING_LABELS[asked]}** is how you most often show care${fig(giving?.[asked])}. That is the giving side; what you most want back is **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**${fig(receiving?.[r.loveLanguageReceiving])}.`);
    lines.push(`It means your care tends to come out as ${asked === 'gifts' ? 'small things chosen for people' : LOVE_LANGUAGE_LABELS[asked].toLowerCase()}, often without you noticing. ${NOT_MEANT[asked]}`);
    lines.push('Worth knowing: people who receive care differently may miss it, so now and then say in words what the gesture means.');
    return lines.join('\n\n');
  }
  // Not the member's top either way: say so, with the figure, rather than explain a result they do not have.
  lines.push(`Your results don't actually put **${LOVE_LANGUAGE_LABELS[asked]}** on top: it scores ${receiving ? Math.round(receiving[asked]) : 'lower'} out of 100 for receiving. Your top is **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**${fig(receiving?.[r.loveLanguageReceiving])}, and you mostly give through **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}**.`);
  lines.push('If you expected something else, that is worth noticing too: the result reads a leaning from your answers, and you know yourself better than any test.');
  return lines.join('\n\n');
}

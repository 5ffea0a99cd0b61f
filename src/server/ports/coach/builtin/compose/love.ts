/**
 * "How do I know if I'm in love?": a question about the member's own feeling, not about a connection's results, so it
 * is answered in a few honest lines (what love tends to look like next to a crush, and that time tells) and ends on
 * one question, rather than with a menu asking whom it is about.
 */
import { LOVE_LANGUAGE_GIVING_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachContext } from '../../context.js';

export const IN_LOVE = /\b(?:how (?:do|can|would|will|did) (?:i|you|we) (?:know|tell)(?: (?:if|whether|that|when))? (?:i'?m|im|i am|i'?ve|you'?re|you are|we'?re|we are) (?:really |actually |truly )?(?:in love|fallen in love|falling (?:for|in love))|am i (?:really |actually )?(?:in love|falling (?:in love|for))|(?:is|could) (?:this|it|what i feel) (?:be )?(?:real )?love\b|do i (?:really |actually )?love (?:him|her|them)|how (?:do|can) i (?:know|tell) (?:if|whether) i (?:really |actually )?love)\b/;

export function inLoveReply(ctx: CoachContext): string {
  const gives = ctx.person.results?.loveLanguageGiving;
  const lines = [
    "There's no test that settles it, but a few things tend to set love apart from a crush:",
    '',
    "- **You want their good, not only their attention.** You're glad when things go well for them even when it doesn't involve you.",
    "- **You like who you are around them.** You can be tired, wrong or plain with them and it still feels safe.",
    '- **It holds up on ordinary days.** The rush of the first months fades for everyone; what stays is wanting them in your plans and your bad weeks.',
    "- **You can picture the work, not just the highs**: disagreeing with them, and still choosing them.",
  ];
  if (gives) lines.push('', `A sign that fits you: you tend to show care through ${LOVE_LANGUAGE_GIVING_LABELS[gives].toLowerCase()}. Notice whether you already do that for them without being asked.`);
  lines.push('', "If it's still new, give it time rather than a verdict. What's making you ask right now?");
  return lines.join('\n');
}

/**
 * What a pair's results point at (issue 31: "leans towards the pair's own results"): the Vibe's parts on which the
 * two differ, and love languages, as question tags. Symmetric in the two people, so whichever of them asks first,
 * the day's question is chosen the same way. It only leans the choice; the question never says why it was asked.
 */
import type { SurveyResults } from '../../../shared/assessment/types.js';
import { STABILITY_DIMENSIONS, STABILITY_RESULT_FIELD } from '../../../shared/assessment/types.js';
import type { DailyQuestionTag } from '../../../shared/dailyQuestion.js';

/** A stability difference (0–100 scales) this large is worth a question. */
const STABILITY_GAP = 15;

const STABILITY_FIELD = STABILITY_RESULT_FIELD;

export function focusTags(a: SurveyResults | null, b: SurveyResults | null): Set<DailyQuestionTag> {
  const tags = new Set<DailyQuestionTag>();
  if (!a || !b) return tags;
  // Love languages: what one gives is not what the other most likes to receive.
  if (a.loveLanguageGiving !== b.loveLanguageReceiving || b.loveLanguageGiving !== a.loveLanguageReceiving) tags.add('love_languages');
  if (a.relationshipType !== b.relationshipType || a.relationshipType !== 'secure') tags.add('attachment');
  // Thinking/feeling and judging/perceiving differences show most in how two people disagree and what they value.
  const [ta, tb] = [a.personalityType.toUpperCase(), b.personalityType.toUpperCase()];
  if (ta[2] !== tb[2]) tags.add('conflict_style');
  if (ta[3] !== tb[3]) tags.add('values');
  for (const dimension of STABILITY_DIMENSIONS) {
    const field = STABILITY_FIELD[dimension];
    if (Math.abs(Number(a[field]) - Number(b[field])) >= STABILITY_GAP) tags.add(`stability_${dimension}` as DailyQuestionTag);
  }
  return tags;
}

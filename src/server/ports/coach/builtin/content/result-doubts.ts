/**
 * What each love language means when a member doubts their own result ("gifts? that's so shallow", "is the test
 * broken?"), in our own words: the need under the label, so the answer meets the doubt instead of ignoring it.
 */
import type { LoveLanguage } from '../../../../../shared/assessment/types.js';

/** How the member may name the love language in a message. */
export const LANGUAGE_WORDS: Record<LoveLanguage, RegExp> = {
  gifts: /\b(?:receiving gifts|gifts?|presents?)\b/,
  words_of_affirmation: /\b(?:words of affirmation|affirmation|compliments?)\b/,
  quality_time: /\bquality time\b/,
  acts_of_service: /\bacts of service\b/,
  physical_touch: /\b(?:physical touch|touch)\b/,
};

/** What the result means, for someone who thinks it says something unflattering about them. */
export const LANGUAGE_REFRAMES: Record<LoveLanguage, string> = {
  gifts: 'Receiving Gifts is not about price or things: it means a small, chosen token tells you that someone thought of you when you were not in the room. A postcard, the snack they know you like, a book passed on with a note all count. Wanting to be remembered is not shallow.',
  words_of_affirmation: 'Words of Affirmation is not a need for compliments: it means hearing what someone values in you lands deeply, and silence can read as indifference. Wanting things said out loud is a need like any other, not vanity.',
  quality_time: 'Quality Time is not clinginess: it means undivided attention, even twenty minutes with the phones away, is what makes you feel cared for.',
  acts_of_service: 'Acts of Service is not wanting someone to do your chores: it means help offered without being asked tells you someone is on your side.',
  physical_touch: 'Physical Touch is not only about sex: a hug hello, a hand on the shoulder, sitting close; closeness is how care reaches you.',
};

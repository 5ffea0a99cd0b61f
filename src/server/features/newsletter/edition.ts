/**
 * What one subscriber's edition holds (pure functions, unit-tested): the articles, chosen from the library for the
 * person's topics and levels and never one they were sent before, and, when personalised content is on, an opening
 * written from their type and love language.
 */
import { loveLanguageLabel } from '../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../shared/assessment/personalityTypes.js';
import type { LoveLanguage } from '../../../shared/assessment/types.js';
import { NEWSLETTER_LEVELS, NEWSLETTER_TOPICS, type NewsletterPreferences, type NewsletterTopic } from '../../../shared/newsletter.js';
import type { Article } from './library.js';

/** Articles in one edition (two a slot, four a week: a few minutes of reading). */
export const ARTICLES_PER_EDITION = 2;

/**
 * Up to `count` articles for these preferences that are not in `received`. The person's topics and levels come
 * first; when those are used up, the same topics at other levels (beginner first). Topics take turns, the edition's
 * focus topic first when the person chose it. An empty answer means the library holds nothing new for them.
 */
export function chooseArticles(
  library: readonly Article[],
  preferences: Pick<NewsletterPreferences, 'categories' | 'difficulty'>,
  focus: NewsletterTopic,
  received: ReadonlySet<string>,
  count = ARTICLES_PER_EDITION,
): Article[] {
  const topics = NEWSLETTER_TOPICS.filter((t) => preferences.categories.includes(t));
  const ordered = topics.includes(focus) ? [focus, ...topics.filter((t) => t !== focus)] : topics;
  const levelRank = (a: Article) => NEWSLETTER_LEVELS.indexOf(a.level);
  const fresh = library.filter((a) => !received.has(a.id));
  const tiers = [
    fresh.filter((a) => preferences.difficulty.includes(a.level)),
    fresh.filter((a) => !preferences.difficulty.includes(a.level)),
  ];
  const chosen: Article[] = [];
  for (const tier of tiers) {
    const queues = ordered.map((topic) =>
      tier.filter((a) => a.topic === topic).sort((a, b) => levelRank(a) - levelRank(b) || a.id.localeCompare(b.id)),
    );
    while (chosen.length < count && queues.some((q) => q.length > 0)) {
      for (const queue of queues) {
        const next = queue.shift();
        if (next && chosen.length < count) chosen.push(next);
      }
    }
    if (chosen.length >= count) break;
  }
  return chosen;
}

const LOVE_LANGUAGE_LINES: Record<LoveLanguage, string> = {
  words_of_affirmation:
    'Kind words are what reach you most, so as you read, think of one sentence of appreciation you could say out loud this week, and notice who says such things to you.',
  quality_time:
    'Undivided attention is what makes you feel close, so pick one idea below and try it with someone while your phone is in another room.',
  acts_of_service:
    'Helpful deeds speak loudest to you, so look for the practical step in each piece and take one of them before the week is out.',
  gifts:
    'Small, thoughtful tokens mean a lot to you, so as you read, imagine what a tiny "I thought of you" could look like for someone you care about.',
  physical_touch:
    'Closeness and touch are how you feel cared for, so remember that a hug or a hand on the shoulder can open even a hard conversation.',
};

export interface OpeningInput {
  firstName: string;
  personalityType: string | null;
  loveLanguageReceiving: LoveLanguage | null;
  loveLanguageGiving?: LoveLanguage | null;
}

/** The personalised opening: a greeting, a line for the type and lines for the love languages (plain text; escaped when rendered). */
export function personalOpening(input: OpeningInput): string[] {
  const lines = [`Hello ${input.firstName},`];
  const type = input.personalityType ? getPersonalityType(input.personalityType) : undefined;
  if (type) {
    lines.push(
      type.code.startsWith('I')
        ? `As an ${type.code}, ${type.nickname}, you may like to read these slowly and keep one idea to try quietly in the days ahead.`
        : `As an ${type.code}, ${type.nickname}, you may enjoy talking one of these ideas over with someone today.`,
    );
  }
  if (input.loveLanguageReceiving) lines.push(LOVE_LANGUAGE_LINES[input.loveLanguageReceiving]);
  if (input.loveLanguageGiving && input.loveLanguageGiving !== input.loveLanguageReceiving) {
    lines.push(
      `You tend to show care through ${loveLanguageLabel(input.loveLanguageGiving, 'giving').toLowerCase()}: remember that the people around you may hear it best in their own language.`,
    );
  }
  return lines;
}

/**
 * What one subscriber's edition holds (pure functions, unit-tested): the articles, chosen from the library for the
 * person's topics and levels and never one they were sent before, and, when personalised content is on, an opening
 * written from their type and love language.
 */
import type { Locale } from '../../../shared/locales.js';
import { t } from '../../i18n/translate.js';
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
  const topics = NEWSLETTER_TOPICS.filter((topic) => preferences.categories.includes(topic));
  const ordered = topics.includes(focus) ? [focus, ...topics.filter((topic) => topic !== focus)] : topics;
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

export interface OpeningInput {
  firstName: string;
  personalityType: string | null;
  loveLanguageReceiving: LoveLanguage | null;
  loveLanguageGiving?: LoveLanguage | null;
}

/**
 * The personalised opening in the reader's language (decision 080): a greeting, a line for the type and lines for the
 * love languages (plain text; escaped when rendered).
 */
export function personalOpening(input: OpeningInput, locale: Locale = 'en'): string[] {
  const lines = [t(locale, 'newsletter.greeting', { name: input.firstName })];
  const type = input.personalityType ? getPersonalityType(input.personalityType) : undefined;
  if (type) {
    lines.push(t(locale, type.code.startsWith('I') ? 'newsletter.opening.introvert' : 'newsletter.opening.extravert', { code: type.code, nickname: type.nickname }));
  }
  if (input.loveLanguageReceiving) lines.push(t(locale, `newsletter.love.${input.loveLanguageReceiving}`));
  if (input.loveLanguageGiving && input.loveLanguageGiving !== input.loveLanguageReceiving) {
    lines.push(t(locale, 'newsletter.opening.giving', { language: input.loveLanguageGiving }));
  }
  return lines;
}

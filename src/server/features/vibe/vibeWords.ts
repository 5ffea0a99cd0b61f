import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ENGLISH_VIBE_WORDS, type VibeWords } from '../../../shared/assessment/vibeText.js';
import type { Locale } from '../../../shared/locales.js';
import { CONTENT_DIR } from '../../contentDir.js';
import { t } from '../../i18n/translate.js';

/**
 * The Vibe in a reader's words (decision 089): the sentences from the `t()` catalogues, the activities and categories
 * from the interest catalogue's translation (content/hobbies/<locale>.json, the file the survey shows), lists by the
 * language's own rules. English is the engine's own words, so an English answer is exactly what it always was.
 */
const names = z.record(z.string(), z.object({ name: z.string().min(1) }).passthrough());
const hobbyNames = z.object({ categories: names, activities: names });

const cache = new Map<Locale, VibeWords>();

export function vibeWordsFor(locale: Locale): VibeWords {
  if (locale === 'en') return ENGLISH_VIBE_WORDS;
  let words = cache.get(locale);
  if (!words) {
    const hobbies = hobbyNames.parse(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'hobbies', `${locale}.json`), 'utf8')));
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    words = {
      say: (id, values) => t(locale, id, values),
      activity: (id, englishName) => hobbies.activities[id]?.name ?? englishName,
      category: (id, englishName) => hobbies.categories[id]?.name ?? englishName,
      list: (items) => list.format(items),
    };
    cache.set(locale, words);
  }
  return words;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { HOBBY_CATEGORIES } from './hobbies';
import { hobbyTranslationProblems, translateHobbyCategory, type HobbyTranslation } from './hobbyText';

const read = (locale: string): HobbyTranslation => JSON.parse(readFileSync(`${process.cwd()}/content/hobbies/${locale}.json`, 'utf8'));

describe('interest translations (content/hobbies/<locale>.json)', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every category and activity has a name and description, and there are no extra ids`, () => {
      expect(hobbyTranslationProblems(read(locale), `content/hobbies/${locale}.json`)).toEqual([]);
    });
  }

  it('names a missing, an unknown and an untranslated activity', () => {
    const broken = read('es');
    const activities = { ...broken.activities, sky_diving: { name: 'x', description: 'y' }, running: { name: 'Running', description: 'Jogging, park runs, races or just clearing your head.' } };
    delete (activities as Record<string, unknown>).hiking;
    const problems = hobbyTranslationProblems({ ...broken, activities }, 'es.json').join('\n');
    expect(problems).toMatch(/no name or description for 1 activities: hiking\b/);
    expect(problems).toMatch(/activities that do not exist: sky_diving/);
    expect(problems).toMatch(/leaves activities in English: running\b/);
  });

  it('translates words but keeps ids, colours and icons', () => {
    const es = read('es');
    for (const category of HOBBY_CATEGORIES) {
      const shown = translateHobbyCategory(category, es);
      expect(shown.activities.map((a) => a.id)).toEqual(category.activities.map((a) => a.id));
      expect({ color: shown.color, icon: shown.icon }).toEqual({ color: category.color, icon: category.icon });
      expect(shown.name).toBe(es.categories[category.id]!.name);
    }
    expect(translateHobbyCategory(HOBBY_CATEGORIES[0]!, null)).toBe(HOBBY_CATEGORIES[0]);
  });
});

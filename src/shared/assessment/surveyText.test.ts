import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { SURVEY_CATEGORIES } from './surveyCategories';
import { allStatementIds, surveyTranslationProblems, translateCategory, type SurveyTranslation } from './surveyText';

const read = (locale: string): SurveyTranslation => JSON.parse(readFileSync(`${process.cwd()}/content/survey/${locale}.json`, 'utf8'));

describe('survey translations (content/survey/<locale>.json)', () => {
  it('has 300 statement ids, each once', () => {
    const ids = allStatementIds();
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every statement and category has a text, and there are no extra ids`, () => {
      expect(surveyTranslationProblems(read(locale), `content/survey/${locale}.json`)).toEqual([]);
    });
  }

  it('names a missing, an unknown and an untranslated statement', () => {
    const broken = read('es');
    const statements: Record<string, string> = { ...broken.statements, 'communication.99': 'x', 'communication.1': SURVEY_CATEGORIES[0]!.options[1]!.text };
    delete statements['communication.0'];
    const problems = surveyTranslationProblems({ ...broken, statements }, 'es.json');
    expect(problems.join('\n')).toMatch(/no text for 1 statements: communication\.0\b/);
    expect(problems.join('\n')).toMatch(/do not exist: communication\.99/);
    expect(problems.join('\n')).toMatch(/in English: communication\.1\b/);
  });

  it('translates texts but keeps every weight, so a reversed statement stays reversed', () => {
    const es = read('es');
    for (const category of SURVEY_CATEGORIES) {
      const shown = translateCategory(category, es);
      expect(shown.options.map((o) => o.weights)).toEqual(category.options.map((o) => o.weights));
      expect(shown.name).toBe(es.categories[category.id]!.name);
    }
    expect(translateCategory(SURVEY_CATEGORIES[0]!, null)).toBe(SURVEY_CATEGORIES[0]);
  });
});

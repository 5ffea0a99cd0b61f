import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { PERSONALITY_TYPES } from './personalityTypes';
import { resultTranslationProblems, typeWords, type ResultTranslation } from './resultText';

const read = (locale: string): ResultTranslation => JSON.parse(readFileSync(`${process.cwd()}/content/results/${locale}.json`, 'utf8'));

describe('results translations (content/results/<locale>.json)', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every type has a nickname and a description, and there are no extra codes`, () => {
      expect(resultTranslationProblems(read(locale), `content/results/${locale}.json`)).toEqual([]);
    });
  }

  it('names a missing, an unknown and an untranslated type', () => {
    const types = { ...read('es').types, XXXX: { nickname: 'x', description: 'y', inLove: 'z' }, INTP: { nickname: 'x', description: PERSONALITY_TYPES.INTP!.description, inLove: 'z' } };
    delete (types as Record<string, unknown>).INTJ;
    const problems = resultTranslationProblems({ types }, 'es.json').join('\n');
    expect(problems).toMatch(/for 1 types: INTJ\b/);
    expect(problems).toMatch(/do not exist: XXXX/);
    expect(problems).toMatch(/in English: INTP\b/);
  });

  it('gives the translated words, or the results’ own English words without a translation', () => {
    const results = { personalityType: 'ENFP', nickname: PERSONALITY_TYPES.ENFP!.nickname, description: PERSONALITY_TYPES.ENFP!.description, inLove: PERSONALITY_TYPES.ENFP!.inLove };
    expect(typeWords(results, read('es'))).toEqual(read('es').types.ENFP);
    expect(typeWords(results, null)).toEqual({ nickname: results.nickname, description: results.description, inLove: results.inLove });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { PERSONALITY_TYPES } from './personalityTypes';
import { resultTranslationProblems, typeReport, typeWords, type ResultTranslation } from './resultText';
import { TYPE_REPORTS } from './typeReports';

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
    const problems = resultTranslationProblems({ types, reports: read('es').reports }, 'es.json').join('\n');
    expect(problems).toMatch(/for 1 types: INTJ\b/);
    expect(problems).toMatch(/do not exist: XXXX/);
    expect(problems).toMatch(/in English: INTP\b/);
  });

  it('gives the translated words, or the results’ own English words without a translation', () => {
    const results = { personalityType: 'ENFP', nickname: PERSONALITY_TYPES.ENFP!.nickname, description: PERSONALITY_TYPES.ENFP!.description, inLove: PERSONALITY_TYPES.ENFP!.inLove };
    expect(typeWords(results, read('es'))).toEqual(read('es').types.ENFP);
    expect(typeWords(results, null)).toEqual({ nickname: results.nickname, description: results.description, inLove: results.inLove });
  });

  it('names a missing, a reshaped, an untranslated and an unknown report', () => {
    const reports: ResultTranslation['reports'] = { ...read('es').reports, XXXX: TYPE_REPORTS.INTJ };
    delete reports.INTJ;
    reports.INTP = { ...reports.INTP!, blindSpots: reports.INTP!.blindSpots.slice(0, 2) };
    reports.ENTJ = { ...reports.ENTJ!, withFriends: '  ' };
    reports.ENTP = { ...reports.ENTP!, atWork: TYPE_REPORTS.ENTP.atWork };
    const problems = resultTranslationProblems({ types: read('es').types, reports }, 'es.json').join('\n');
    expect(problems).toMatch(/no report for 1 types: INTJ$/m);
    expect(problems).toMatch(/shaped unlike the English .*: INTP, ENTJ$/m);
    expect(problems).toMatch(/leaves reports in English: ENTP$/m);
    expect(problems).toMatch(/reports for types that do not exist: XXXX/);
  });

  it('gives the report in the reader’s language, or the English one without a translation', () => {
    expect(typeReport('ISFJ', read('es'))).toEqual(read('es').reports.ISFJ);
    expect(typeReport('ISFJ', null)).toBe(TYPE_REPORTS.ISFJ);
  });
});

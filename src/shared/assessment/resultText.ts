/**
 * The results' words in languages other than English (issue 33, decision 079's pattern): the sixteen types'
 * nicknames, descriptions and "in love" notes (English in ./personalityTypes.ts) as content/results/<locale>.json, keyed by the
 * type's code. Codes, compatibility tables and scores are never translated.
 */
import { PERSONALITY_TYPE_CODES, PERSONALITY_TYPES } from './personalityTypes.js';

export interface TypeWords {
  nickname: string;
  description: string;
  inLove: string;
}

export interface ResultTranslation {
  types: Record<string, TypeWords>;
}

/** What is wrong with a results file, as sentences naming the codes. Empty when it is complete. */
export function resultTranslationProblems(translation: ResultTranslation, file: string): string[] {
  const problems: string[] = [];
  const types = translation.types ?? {};
  const missing = PERSONALITY_TYPE_CODES.filter((code) => !types[code]?.nickname?.trim() || !types[code]?.description?.trim() || !types[code]?.inLove?.trim());
  if (missing.length) problems.push(`${file} has no nickname, description or "in love" note for ${missing.length} types: ${missing.join(', ')}`);
  const unknown = Object.keys(types).filter((code) => !(PERSONALITY_TYPE_CODES as readonly string[]).includes(code));
  if (unknown.length) problems.push(`${file} names types that do not exist: ${unknown.join(', ')}`);
  const english = Object.keys(types).filter((code) => types[code]!.nickname === PERSONALITY_TYPES[code]?.nickname || types[code]!.description === PERSONALITY_TYPES[code]?.description || types[code]!.inLove === PERSONALITY_TYPES[code]?.inLove);
  if (english.length) problems.push(`${file} leaves types in English: ${english.join(', ')}`);
  return problems;
}

/** A type's nickname, description and "in love" note in a reader's language; English (no translation) is what the results say. */
export function typeWords(results: { personalityType: string; nickname: string; description: string; inLove?: string }, translation: ResultTranslation | null): TypeWords {
  const words = translation?.types[results.personalityType];
  return words ?? { nickname: results.nickname, description: results.description, inLove: results.inLove ?? '' };
}

/** Another type's nickname (a compatibility list) in a reader's language. */
export function typeNickname(code: string, translation: ResultTranslation | null): string {
  return translation?.types[code]?.nickname ?? PERSONALITY_TYPES[code]?.nickname ?? '';
}

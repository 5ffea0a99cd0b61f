/**
 * The results' words in languages other than English (issue 33, decision 079's pattern): the sixteen types'
 * nicknames, descriptions and "in love" notes (English in ./personalityTypes.ts) and their long reports (English in
 * ./typeReports.ts) as content/results/<locale>.json, keyed by the type's code. Codes, compatibility tables and
 * scores are never translated.
 */
import { PERSONALITY_TYPE_CODES, PERSONALITY_TYPES } from './personalityTypes.js';
import { TYPE_REPORTS, type TypeCode, type TypeReport } from './typeReports.js';

export interface TypeWords {
  nickname: string;
  description: string;
  inLove: string;
}

export interface ResultTranslation {
  types: Record<string, TypeWords>;
  /** Strengths, blind spots, in conflict, at work, with friends: the same shape as the English report. */
  reports: Record<string, ReportWords>;
}

/** A report as a content file holds it: the lists' lengths are the checks' business (JSON cannot promise three). */
export type ReportWords = Omit<TypeReport, 'strengths' | 'blindSpots'> & { strengths: string[]; blindSpots: string[] };

const REPORT_TEXTS = ['inConflict', 'atWork', 'withFriends'] as const;
const REPORT_LISTS = ['strengths', 'blindSpots'] as const;

/** Why a type's report is not a whole translation of its English one, or null when it is. */
function reportProblem(report: ReportWords | undefined, english: TypeReport): 'missing' | 'shape' | 'english' | null {
  if (!report) return 'missing';
  const lists = REPORT_LISTS.map((key) => report[key]);
  if (lists.some((list, i) => !Array.isArray(list) || list.length !== english[REPORT_LISTS[i]!].length)) return 'shape';
  const texts = [...lists.flat(), ...REPORT_TEXTS.map((key) => report[key])];
  if (texts.some((text) => typeof text !== 'string' || !text.trim())) return 'shape';
  const englishTexts = [...REPORT_LISTS.flatMap((key) => english[key]), ...REPORT_TEXTS.map((key) => english[key])];
  return texts.some((text, i) => text === englishTexts[i]) ? 'english' : null;
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
  const reports = translation.reports ?? {};
  const reportProblems = PERSONALITY_TYPE_CODES.map((code) => [code, reportProblem(reports[code], TYPE_REPORTS[code as TypeCode])] as const);
  const named = (problem: string) => reportProblems.filter(([, p]) => p === problem).map(([code]) => code);
  if (named('missing').length) problems.push(`${file} has no report for ${named('missing').length} types: ${named('missing').join(', ')}`);
  if (named('shape').length) problems.push(`${file} has reports shaped unlike the English (three strengths, three blind spots, three texts, none empty): ${named('shape').join(', ')}`);
  if (named('english').length) problems.push(`${file} leaves reports in English: ${named('english').join(', ')}`);
  const unknownReports = Object.keys(reports).filter((code) => !(PERSONALITY_TYPE_CODES as readonly string[]).includes(code));
  if (unknownReports.length) problems.push(`${file} has reports for types that do not exist: ${unknownReports.join(', ')}`);
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

/** A type's long report in a reader's language; English (no translation) is the one in typeReports.ts. */
export function typeReport(code: string, translation: ResultTranslation | null): ReportWords | undefined {
  return translation?.reports?.[code] ?? TYPE_REPORTS[code as TypeCode];
}

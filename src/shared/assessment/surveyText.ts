/**
 * The survey's words in languages other than English (issue 33). English lives beside the weights in
 * ./surveyCategories.ts; every other language is a content file, content/survey/<locale>.json, with each category's
 * name and description and each statement's text keyed by a stable id. The weights never move into a translation:
 * a statement means the same, and leans the same way, in every language.
 */
import { SURVEY_CATEGORIES } from './surveyCategories.js';
import type { SurveyCategory, SurveyCategoryId } from './types.js';

export interface SurveyTranslation {
  categories: Record<string, { name: string; description: string }>;
  statements: Record<string, string>;
}

/** A statement's id: its category and its index there, the same index a stored answer holds. */
export function statementId(category: SurveyCategoryId, index: number): string {
  return `${category}.${index}`;
}

/** Every statement id, in survey order. */
export function allStatementIds(): string[] {
  return SURVEY_CATEGORIES.flatMap((c) => c.options.map((_, i) => statementId(c.id, i)));
}

/**
 * What is wrong with a translation file, as sentences naming the ids: a missing or empty text, an id no statement
 * has, a text left in English. Empty when the file is complete.
 */
export function surveyTranslationProblems(translation: SurveyTranslation, file: string): string[] {
  const problems: string[] = [];
  const english = new Map(SURVEY_CATEGORIES.flatMap((c) => c.options.map((o, i) => [statementId(c.id, i), o.text] as const)));
  const statements = translation.statements ?? {};
  const missing = [...english.keys()].filter((id) => !statements[id]?.trim());
  if (missing.length) problems.push(`${file} has no text for ${missing.length} statements: ${missing.join(', ')}`);
  const unknown = Object.keys(statements).filter((id) => !english.has(id));
  if (unknown.length) problems.push(`${file} has texts for statements that do not exist: ${unknown.join(', ')}`);
  const untranslated = Object.keys(statements).filter((id) => statements[id] === english.get(id));
  if (untranslated.length) problems.push(`${file} leaves statements in English: ${untranslated.join(', ')}`);
  const categories = translation.categories ?? {};
  for (const c of SURVEY_CATEGORIES) {
    const t = categories[c.id];
    if (!t?.name?.trim() || !t.description?.trim()) problems.push(`${file} has no name or description for the category ${c.id}`);
  }
  const unknownCategories = Object.keys(categories).filter((id) => !SURVEY_CATEGORIES.some((c) => c.id === id));
  if (unknownCategories.length) problems.push(`${file} names categories that do not exist: ${unknownCategories.join(', ')}`);
  return problems;
}

/** A category in a reader's language; English (no translation) is the category itself. */
export function translateCategory(category: SurveyCategory, translation: SurveyTranslation | null): SurveyCategory {
  if (!translation) return category;
  const words = translation.categories[category.id];
  return {
    ...category,
    name: words?.name ?? category.name,
    description: words?.description ?? category.description,
    options: category.options.map((option, i) => ({ ...option, text: translation.statements[statementId(category.id, i)] ?? option.text })),
  };
}

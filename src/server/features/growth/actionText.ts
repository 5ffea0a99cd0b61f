import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../contentDir.js';
import type { Locale } from '../../../shared/locales.js';
import type { ActionLibrary } from './library.js';

/**
 * The weekly actions in languages other than English (issue 33, decision 079's pattern): content/actions/<locale>.json
 * gives each library action's title, description and steps by its id. Ids, difficulty, minutes and love language live
 * only in the English files, so an action means the same thing and earns the same points in every language. Stored
 * rows keep the library's English words; the reader's language is applied where an action becomes an answer.
 */
const actionWords = z.object({ title: z.string(), description: z.string(), steps: z.array(z.string()) });
const translationFile = z.object({ actions: z.record(z.string(), actionWords) });
export type ActionTranslation = z.infer<typeof translationFile>;
export type ActionWords = z.infer<typeof actionWords>;

/** What is wrong with a translation, as sentences naming the ids. Empty when every action is there, shaped like its English. */
export function actionTranslationProblems(translation: ActionTranslation, library: ActionLibrary, file: string): string[] {
  const problems: string[] = [];
  const english = new Map(
    Object.values(library)
      .flat()
      .map((a) => [a.id, a]),
  );
  const words = translation.actions ?? {};
  const missing = [...english.keys()].filter((id) => !words[id]);
  if (missing.length) problems.push(`${file} has no words for ${missing.length} actions: ${missing.join(', ')}`);
  const unknown = Object.keys(words).filter((id) => !english.has(id));
  if (unknown.length) problems.push(`${file} names actions that do not exist: ${unknown.join(', ')}`);
  const empty = Object.entries(words).filter(([, w]) => !w.title.trim() || !w.description.trim() || w.steps.some((s) => !s.trim()));
  if (empty.length) problems.push(`${file} has an empty title, description or step in: ${empty.map(([id]) => id).join(', ')}`);
  // A different number of steps would tell the reader to do something else than the English says.
  const steps = Object.entries(words).filter(([id, w]) => english.has(id) && w.steps.length !== english.get(id)!.steps.length);
  if (steps.length) problems.push(`${file} has a different number of steps than the English in: ${steps.map(([id]) => id).join(', ')}`);
  const untranslated = Object.entries(words).filter(([id, w]) => {
    const en = english.get(id);
    return en && (w.title === en.title || w.description === en.description || w.steps.some((s, i) => s === en.steps[i]));
  });
  if (untranslated.length) problems.push(`${file} leaves actions in English: ${untranslated.map(([id]) => id).join(', ')}`);
  return problems;
}

/** Reads a language's file (no check beyond its shape: checkContent and the tests hold completeness). */
export function readActionTranslation(locale: Exclude<Locale, 'en'>, dir = path.join(CONTENT_DIR, 'actions')): ActionTranslation {
  return translationFile.parse(JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')));
}

const loaded = new Map<Locale, ActionTranslation>();

/** A library action's words in the reader's language, or undefined for English and for an id the file does not name. */
export function actionWordsIn(locale: Locale, libraryId: string): ActionWords | undefined {
  if (locale === 'en') return undefined;
  let translation = loaded.get(locale);
  if (!translation) {
    translation = readActionTranslation(locale);
    loaded.set(locale, translation);
  }
  return translation.actions[libraryId];
}

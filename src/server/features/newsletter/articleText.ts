import path from 'node:path';
import { CONTENT_DIR } from '../../contentDir.js';
import type { Locale } from '../../../shared/locales.js';
import { articleLibrary, readArticles, type Article } from './library.js';

/**
 * The newsletter's articles in languages other than English (issue 33, decision 079's pattern):
 * content/newsletter/<locale>/<topic>/<id>.md holds each English article's title, summary and body in that language,
 * under the same id, topic and level, with the same "## " sections. Which articles an edition holds is chosen from the
 * English library and stored as ids, so every reader of an edition gets the same articles; the reader's language is
 * applied only when the words go out (the e-mail, the administrator's preview).
 */

/** A translation's files, validated like the English ones (front matter, file name, word range). */
export function readArticleTranslation(locale: Exclude<Locale, 'en'>, dir = path.join(CONTENT_DIR, 'newsletter', locale)): Promise<Article[]> {
  return readArticles(dir, `content/newsletter/${locale}`);
}

const sections = (markdown: string): number => markdown.split('\n').filter((line) => line.startsWith('## ')).length;

/** Paragraphs long enough that the same words in both files mean one was copied, not translated. */
const paragraphs = (markdown: string): string[] =>
  markdown
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.split(' ').length >= 8);

/**
 * What is wrong with a translation, as sentences naming the ids. Empty when every English article is there, shaped
 * like its English (topic, level, number of "## " sections) and written in the other language.
 */
export function articleTranslationProblems(translation: readonly Article[], english: readonly Article[], where: string): string[] {
  const problems: string[] = [];
  const byId = new Map(english.map((a) => [a.id, a]));
  const translated = new Set(translation.map((a) => a.id));
  const missing = english.filter((a) => !translated.has(a.id)).map((a) => `${a.topic}/${a.id}`);
  if (missing.length) problems.push(`${where} has no translation of ${missing.length} articles: ${missing.join(', ')}`);
  const unknown = translation.filter((a) => !byId.has(a.id)).map((a) => `${a.topic}/${a.id}`);
  if (unknown.length) problems.push(`${where} has articles that are not in the English library: ${unknown.join(', ')}`);
  // Another topic or level would put the article in someone else's edition; other sections would say something else.
  const reshaped = translation.flatMap((a) => {
    const en = byId.get(a.id);
    if (!en) return [];
    const differences = [
      a.topic !== en.topic && `topic ${a.topic}, not ${en.topic}`,
      a.level !== en.level && `level ${a.level}, not ${en.level}`,
      sections(a.markdown) !== sections(en.markdown) && `${sections(a.markdown)} "## " sections, not ${sections(en.markdown)}`,
    ].filter((d): d is string => typeof d === 'string');
    return differences.length ? [`${a.id} (${differences.join(', ')})`] : [];
  });
  if (reshaped.length) problems.push(`${where} has articles shaped unlike their English: ${reshaped.join('; ')}`);
  const untranslated = translation.filter((a) => {
    const en = byId.get(a.id);
    if (!en) return false;
    const englishParagraphs = new Set(paragraphs(en.markdown));
    return a.title === en.title || a.summary === en.summary || paragraphs(a.markdown).some((p) => englishParagraphs.has(p));
  });
  if (untranslated.length) problems.push(`${where} leaves articles (or parts of them) in English: ${untranslated.map((a) => a.id).join(', ')}`);
  return problems;
}

const libraries = new Map<Locale, Promise<Map<string, Article>>>();

/**
 * The library in one language, by id: each English article's words in that language, or the English words for an
 * article the language lacks (checkContent refuses a start with one missing, so that only happens in a test or a
 * development tree). Read once per process and language (again after a failed read).
 */
function libraryIn(locale: Locale): Promise<Map<string, Article>> {
  let library = libraries.get(locale);
  if (!library) {
    library = (async () => {
      const english = await articleLibrary();
      const words = new Map(locale === 'en' ? [] : (await readArticleTranslation(locale)).map((a) => [a.id, a]));
      return new Map(english.map((a) => [a.id, words.get(a.id) ?? a]));
    })();
    libraries.set(locale, library);
    library.catch(() => libraries.delete(locale));
  }
  return library;
}

/** These articles (by id, in this order) in the reader's language; an id the library no longer holds is left out. */
export async function articlesIn(locale: Locale, ids: readonly string[]): Promise<Article[]> {
  const library = await libraryIn(locale);
  return ids.flatMap((id) => library.get(id) ?? []);
}

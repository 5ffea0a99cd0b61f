import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../contentDir.js';
import type { Locale } from '../../../shared/locales.js';

/** The daily prompts we wrote (content/social-hub/prompts.json), read once. */
const promptFile = z.array(z.object({ id: z.string().regex(/^p\d{3}$/), title: z.string().min(1), content: z.string().min(10) })).min(90);
export type DailyPromptItem = z.infer<typeof promptFile>[number];

let prompts: DailyPromptItem[] | undefined;

export function allPrompts(): DailyPromptItem[] {
  prompts ??= promptFile.parse(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'social-hub', 'prompts.json'), 'utf8')));
  return prompts;
}

export function promptById(id: string | null): DailyPromptItem | undefined {
  return id ? allPrompts().find((p) => p.id === id) : undefined;
}

/**
 * The prompt of a local date ("YYYY-MM-DD"): the same for everyone on that date, and with 90 or more prompts none
 * repeats within a quarter (consecutive days take consecutive prompts, round the list).
 */
export function promptOfDate(localDate: string): DailyPromptItem {
  const list = allPrompts();
  const day = Math.floor(Date.parse(`${localDate}T00:00:00Z`) / 86_400_000);
  return list[((day % list.length) + list.length) % list.length]!;
}

/**
 * The prompts in languages other than English (issue 33, decision 079's pattern): content/social-hub/<locale>.json
 * gives each prompt's title and question by its id. A response stores the id, so the same prompt reads in each
 * reader's own language on the feed.
 */
const translationFile = z.object({ prompts: z.record(z.string(), z.object({ title: z.string(), content: z.string() })) });
export type PromptTranslation = z.infer<typeof translationFile>;

/** What is wrong with a translation, as sentences naming the ids. Empty when every prompt is there and translated. */
export function promptTranslationProblems(translation: PromptTranslation, english: DailyPromptItem[], file: string): string[] {
  const problems: string[] = [];
  const words = translation.prompts ?? {};
  const byId = new Map(english.map((p) => [p.id, p]));
  const missing = english.filter((p) => !words[p.id]?.title.trim() || !words[p.id]?.content.trim()).map((p) => p.id);
  if (missing.length) problems.push(`${file} has no title or question for ${missing.length} prompts: ${missing.join(', ')}`);
  const unknown = Object.keys(words).filter((id) => !byId.has(id));
  if (unknown.length) problems.push(`${file} names prompts that do not exist: ${unknown.join(', ')}`);
  const untranslated = Object.entries(words).filter(([id, w]) => w.title === byId.get(id)?.title || w.content === byId.get(id)?.content);
  if (untranslated.length) problems.push(`${file} leaves prompts in English: ${untranslated.map(([id]) => id).join(', ')}`);
  return problems;
}

export function readPromptTranslation(locale: Exclude<Locale, 'en'>): PromptTranslation {
  return translationFile.parse(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'social-hub', `${locale}.json`), 'utf8')));
}

const translations = new Map<Locale, PromptTranslation>();

/** A prompt in the reader's language; English, or an id the translation does not name, reads as written. */
export function promptIn(locale: Locale, prompt: DailyPromptItem): DailyPromptItem {
  if (locale === 'en') return prompt;
  let translation = translations.get(locale);
  if (!translation) {
    translation = readPromptTranslation(locale);
    translations.set(locale, translation);
  }
  const words = translation.prompts[prompt.id];
  return words ? { id: prompt.id, title: words.title, content: words.content } : prompt;
}

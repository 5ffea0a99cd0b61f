import { z } from 'zod';
import { negotiateLocale, type Locale } from '../../shared/locales.js';
import { errorsEn } from './errors.en.js';
import { t, type MessageId } from './translate.js';

/**
 * Error and validation texts in the language of the person asking (decision 080). The server keeps throwing its
 * English texts, which are the spec's contract and so never change: that text is the stable id. This one function,
 * called where an error becomes an answer (errors.ts toPublicError, app.ts), finds the catalogue id of an English text
 * — exactly, or by its pattern when it carries values ("You are already connected with {name}.") — and writes it with
 * t() in the asked language. English is answered as it was thrown, byte for byte; a text with no id yet stays English.
 */
type Entry = { id: MessageId; args: string[]; pattern: RegExp };

const ARG = /\{(\w+)\}/g;
const exact = new Map<string, MessageId>();
const patterns: Entry[] = [];

for (const id of Object.keys(errorsEn) as Array<keyof typeof errorsEn>) {
  if (id.startsWith('label.')) continue;
  const english: string = errorsEn[id];
  const args = [...english.matchAll(ARG)].map((m) => m[1]!);
  if (args.length === 0) {
    exact.set(t('en', id), id);
    continue;
  }
  const source = english
    .split(ARG)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  patterns.push({ id, args, pattern: new RegExp(`^${source}$`, 's') });
}
// Longer fixed text first: "Password must be at least {min} characters" before "{label} must be at most {max} characters".
patterns.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

const LABEL_PREFIX = 'label.';

function valueFor(locale: Locale, arg: string, raw: string): string | number {
  if (arg === 'label') {
    const key = `${LABEL_PREFIX}${raw}`;
    return key in errorsEn ? t(locale, key as MessageId) : raw;
  }
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** The message in `locale`: English (and any text without an id) as given, else its translation. */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const id = exact.get(message);
  if (id) return t(locale, id);
  for (const entry of patterns) {
    const match = entry.pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    entry.args.forEach((arg, i) => (values[arg] = valueFor(locale, arg, match[i + 1]!)));
    return t(locale, entry.id, values);
  }
  return message;
}

const zodLocales = { en: z.locales.en(), es: z.locales.es() } as const;

/** zod's own wording ("Too big: expected string to have <=200 characters"), kept with its issue: zod says it in Spanish. */
export function localizeIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  if (locale === 'en') return issue.message;
  const own = localizeMessage(issue.message, locale);
  if (own !== issue.message) return own;
  const english = zodText(zodLocales.en.localeError, issue);
  if (english !== issue.message) return issue.message;
  return zodText(zodLocales[locale].localeError, issue) ?? issue.message;
}

function zodText(map: unknown, issue: z.core.$ZodIssue): string | undefined {
  if (typeof map !== 'function') return undefined;
  const answer: unknown = (map as (issue: unknown) => unknown)(issue);
  if (typeof answer === 'string') return answer;
  if (answer && typeof answer === 'object' && typeof (answer as { message?: unknown }).message === 'string') return (answer as { message: string }).message;
  return undefined;
}

/** For answers given before any procedure runs (unknown paths, refused origins, framework errors): Accept-Language decides. */
export function localizeForHeader(message: string, acceptLanguage: string | undefined): string {
  return localizeMessage(message, negotiateLocale(acceptLanguage));
}

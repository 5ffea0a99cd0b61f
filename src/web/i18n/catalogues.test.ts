import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales';

/**
 * The catalogues (decision 071): en.json is what the source says (`npm run i18n:extract`); every other language
 * has exactly its keys, each with the same ICU arguments, so no screen shows a raw key, an English leftover or a
 * "{count}" the translation forgot. A failure names the key and the language.
 */
// Tests run from the repository's root (the web pass runs in jsdom, where import.meta.url is no file URL).
const root = `${process.cwd()}/`;
const dir = `${root}src/web/i18n/`;
const catalogue = (locale: string): Record<string, string> => JSON.parse(readFileSync(`${dir}${locale}.json`, 'utf8'));

/** Every argument of a message with its kind (plain, number, date, plural, select, tag), nested ones included. */
function argumentsOf(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: unknown[]): void => {
    for (const element of elements as Array<{ type: number; value?: string; options?: Record<string, { value: unknown[] }>; children?: unknown[] }>) {
      if (element.type !== 0 && element.type !== 7 && element.value !== undefined) found.add(`${element.value}:${element.type}`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...found].sort();
}

describe('translation catalogues', () => {
  it('en.json is exactly what the source says (run npm run i18n:extract after changing a message)', () => {
    const extracted = execFileSync(
      process.execPath,
      [`${root}node_modules/@formatjs/cli/bin/formatjs`, 'extract', 'src/web/**/*.{ts,tsx}', '--ignore', '**/*.test.*', '--ignore', '**/*.d.ts', '--format', 'simple', '--throws'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(catalogue('en')).toEqual(JSON.parse(extracted));
  });

  const english = catalogue('en');
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}.json has every key of en.json and no other`, () => {
      const translated = catalogue(locale);
      expect({ missing: Object.keys(english).filter((k) => !(k in translated)), unknown: Object.keys(translated).filter((k) => !(k in english)) }).toEqual({ missing: [], unknown: [] });
    });

    it(`${locale}.json uses the same ICU arguments as English in every message`, () => {
      const translated = catalogue(locale);
      const differing = Object.keys(english)
        .filter((key) => key in translated && argumentsOf(english[key]!, 'en').join() !== argumentsOf(translated[key]!, locale).join())
        .map((key) => ({ key, english: argumentsOf(english[key]!, 'en'), [locale]: argumentsOf(translated[key]!, locale) }));
      expect(differing).toEqual([]);
    });

    it(`${locale}.json has no message left in English (names of languages and brands aside)`, () => {
      const translated = catalogue(locale);
      const same = Object.keys(english).filter((key) => translated[key] === english[key] && !SAME_IN_EVERY_LANGUAGE.has(english[key]!));
      expect(same).toEqual([]);
    });
  }
});

/** Words that are spelled the same in English and Spanish, and product words GLOSSARY.md keeps in English (coach, Hub). */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Error',
  'Attune',
  'English',
  'Español',
  'Coach',
  'Hub',
  'Social Hub',
  'Mental',
  'Social',
  // The landing's example chat: who speaks, for screen readers (Aria is the coach's name).
  'Aria: ',
  // The admin monitor: a provider's brand, unit symbols (d, h, min, ms) and a name-and-address line.
  'Anthropic (Claude)',
  'Coach ({provider})',
  '{mean} / {p99} ms',
  '{days} d {hours} h',
  '{hours} h {minutes} min',
  '{minutes} min',
  '{firstName} {lastName} · {email}',
]);

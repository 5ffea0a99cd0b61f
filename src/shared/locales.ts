// Free of zod on purpose: the browser's first chunk (boot.tsx) negotiates with it, and must stay small.

/**
 * The languages Attune ships complete (issue 33, decision 071). Adding one means translating the catalogues in
 * src/web/i18n/ and the content files; the checks name what is missing.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The cookie holding a visitor's language choice (the landing's and the auth screens' switches): the same value as
 * localStorage 'attune-locale', sent along so the server can answer "/" in that language before any script runs.
 */
export const LOCALE_COOKIE = 'attune-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored value that may predate a rename or come from an old row: anything unknown reads as English. */
export function localeOrDefault(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * Picks the best supported language from an Accept-Language header (RFC 9110 §12.5.4): ranges in order of their
 * q-value (1 when absent; q=0 means "not this one"), a regional range such as es-MX matching its base language,
 * and English when nothing matches. Also used with navigator.languages joined by commas in the browser.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.base !== '' && range.q > 0)
    // A stable order: equal q-values keep the order the browser sent them in.
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (isLocale(range.base)) return range.base;
  }
  return DEFAULT_LOCALE;
}

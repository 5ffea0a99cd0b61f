import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from '../../shared/locales';

/**
 * The language of someone the server does not know yet (decision 071): their own choice on the auth screens, kept in
 * this browser until they sign in (then the account's language wins), else the browser's preferred languages.
 */
const STORAGE_KEY = 'attune-locale';

/** The development-only pseudo-locale (accented and about 30% longer) for finding untranslated text and tight layouts. */
export const PSEUDO_LOCALE = 'en-XA';
export type UiLocale = Locale | typeof PSEUDO_LOCALE;

export function isUiLocale(value: unknown): value is UiLocale {
  return isLocale(value) || (import.meta.env.DEV && value === PSEUDO_LOCALE);
}

/**
 * The browser pass's switch (e2e/pseudo-walk.test.ts), also usable by hand in any build: with this key set the
 * pseudo-locale is shown whatever the account or the visitor chose, so text nobody translated stands out.
 */
const PSEUDO_PIN_KEY = 'attune-pseudo-locale';

export function pseudoLocalePinned(): boolean {
  try {
    return localStorage.getItem(PSEUDO_PIN_KEY) === '1';
  } catch {
    return false;
  }
}

export function visitorLocale(): UiLocale {
  if (pseudoLocalePinned()) return PSEUDO_LOCALE;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isUiLocale(stored)) return stored;
  } catch {
    // storage blocked: the browser's languages decide
  }
  return negotiateLocale(navigator.languages?.length ? navigator.languages.join(',') : navigator.language);
}

export function rememberVisitorLocale(locale: UiLocale): void {
  // The server reads the same choice from a cookie to send the prerendered landing in it (a year, this site only).
  if (isLocale(locale)) document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

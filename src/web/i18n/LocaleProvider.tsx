import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../shared/locales';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { showManifestFor } from './manifestLink';
import { loadMessages, type Messages } from './messages';
import { pseudoLocalePinned, rememberVisitorLocale, visitorLocale, type UiLocale } from './visitorLocale';

interface LocaleApi {
  locale: UiLocale;
  /** Shows the app in `locale` at once; `remember` keeps a visitor's choice in this browser until they sign in. */
  setLocale(locale: UiLocale, options?: { remember?: boolean }): void;
}

const LocaleContext = createContext<LocaleApi | null>(null);

/** The language Intl formats dates and numbers in: the pseudo-locale formats as English. */
export function intlLocaleOf(locale: UiLocale): Locale {
  return locale === 'es' ? 'es' : 'en';
}

/**
 * The root of every translated screen (decision 071): the catalogue of the current language, `<html lang>` kept in
 * step with it, and a way to switch. Until a new language's catalogue has arrived the previous one stays on screen.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState<UiLocale>(visitorLocale);
  // English needs no catalogue, so it shows at once, without a round trip.
  const [shown, setShown] = useState<{ locale: UiLocale; messages: Messages } | null>(() => (wanted === 'en' ? { locale: 'en', messages: {} } : null));

  useEffect(() => {
    let current = true;
    if (wanted === 'en') {
      setShown((now) => (now?.locale === 'en' ? now : { locale: 'en', messages: {} }));
      return;
    }
    loadMessages(wanted)
      .then((messages) => current && setShown({ locale: wanted, messages }))
      // A catalogue that cannot be fetched (offline on a first visit): English, which needs none.
      .catch(() => current && setShown({ locale: 'en', messages: {} }));
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown.locale;
    // The install offer names the app in the same language (issue 33).
    showManifestFor(shown.locale);
  }, [shown]);

  const setLocale = useCallback((locale: UiLocale, options: { remember?: boolean } = {}) => {
    if (options.remember) rememberVisitorLocale(locale);
    if (pseudoLocalePinned()) return;
    setWanted(locale);
  }, []);
  const api = useMemo(() => ({ locale: wanted, setLocale }), [wanted, setLocale]);

  if (!shown) return <FullPageSpinner />;
  return (
    <LocaleContext.Provider value={api}>
      <IntlProvider locale={intlLocaleOf(shown.locale)} messages={shown.messages} defaultLocale="en" onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** English reads the source's defaultMessage by design, so a "missing translation" there is no error. */
function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') {
    if (document.documentElement.lang !== 'en') console.warn(error.message);
    return;
  }
  console.error(error.message);
}

export function useLocale(): LocaleApi {
  const api = useContext(LocaleContext);
  if (!api) throw new Error('useLocale needs a LocaleProvider');
  return api;
}

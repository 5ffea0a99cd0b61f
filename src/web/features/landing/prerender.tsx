import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { createIntl, createIntlCache, IntlProvider } from 'react-intl';
import { LOCALES, type Locale } from '../../../shared/locales';
import { cssVariablesResolver, theme } from '../../app/theme';
import es from '../../i18n/es.json';
import { pageTitle } from '../../lib/pageTitle';
import { LandingPage, LANDING_TITLE } from './LandingPage';

const CATALOGUES: Record<Locale, Record<string, string>> = { en: {}, es };

/**
 * The landing as HTML in every shipped language, rendered at build time (scripts/prerender-landing.mjs) with the app's
 * own theme and components, so the static pages and the React one cannot drift apart. react-intl runs here only: the
 * visitor's browser gets finished HTML and no translation code.
 */
export function renderLanding(): Array<{ locale: Locale; title: string; html: string }> {
  return LOCALES.map((locale) => {
    const messages = CATALOGUES[locale];
    const intl = createIntl({ locale, messages, defaultLocale: 'en' }, createIntlCache());
    const html = renderToString(
      <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
        <IntlProvider locale={locale} messages={messages} defaultLocale="en">
          <LandingPage />
        </IntlProvider>
      </MantineProvider>,
    );
    return { locale, title: pageTitle(intl.formatMessage(LANDING_TITLE)), html };
  });
}

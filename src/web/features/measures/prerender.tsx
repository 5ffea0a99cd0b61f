import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { createIntl, createIntlCache, IntlProvider } from 'react-intl';
import { SCALES } from '../../../shared/assessment/measurement';
import { LOCALES, type Locale } from '../../../shared/locales';
import { cssVariablesResolver, theme } from '../../app/theme';
import es from '../../i18n/es.json';
import { pageTitle } from '../../lib/pageTitle';
import { LegalFrame, PlainLinks } from '../legal/LegalPages';
import { scaleLabel } from '../profile/resultText';
import { FiguresNotYet, FiguresTable, MEASURES_TITLE, MeasuresText, TooFew } from './MeasuresText';

/**
 * "How Attune measures" as HTML for signed-out readers, rendered at build time (scripts/prerender-landing.mjs) in every
 * shipped language with the app's own components, so it cannot drift from the in-app screen. The figures change
 * hourly, so the build leaves marks the server fills at request time (src/server/web/measures-page.ts):
 *   ⟦figures⟧ where the figures go; the page's HTML ends there and the pieces below follow it, each between
 *   ⟦name⟧ … ⟦/name⟧ marks: `table` (one row per scale, cells `⟦n:scale⟧`, `⟦alpha:scale⟧`, `⟦retest:scale⟧`,
 *   `⟦pairs:scale⟧`, and `⟦when⟧` for the date), `notYet` (before the first computation) and `tooFew` (a figure below
 *   its minimum count).
 * The marks are plain text, which React writes unchanged, and the server replaces every one of them.
 */
const CATALOGUES: Record<Locale, Record<string, string>> = { en: {}, es };

export function renderMeasures(): Array<{ locale: Locale; title: string; html: string }> {
  return LOCALES.map((locale) => {
    const messages = CATALOGUES[locale];
    const intl = createIntl({ locale, messages, defaultLocale: 'en' }, createIntlCache());
    // The pieces go inside the page, which already carries Mantine's variables and global classes.
    const render = (node: ReactNode, piece = false) =>
      renderToString(
        <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver} withCssVariables={!piece} withGlobalClasses={!piece}>
          <IntlProvider locale={locale} messages={messages} defaultLocale="en">
            <PlainLinks.Provider value={true}>{node}</PlainLinks.Provider>
          </IntlProvider>
        </MantineProvider>,
      );
    const title = intl.formatMessage(MEASURES_TITLE);
    const page = render(
      <LegalFrame translated title={title}>
        <MeasuresText figures={'⟦figures⟧'} />
      </LegalFrame>,
    );
    const table = render(
      <FiguresTable
        when={'⟦when⟧'}
        rows={SCALES.map((s) => ({
          scale: s.scale,
          label: scaleLabel(intl, s.scale, s.label),
          n: `⟦n:${s.scale}⟧`,
          alpha: `⟦alpha:${s.scale}⟧`,
          retest: `⟦retest:${s.scale}⟧`,
          pairs: `⟦pairs:${s.scale}⟧`,
        }))}
      />,
      true,
    );
    const piece = (name: string, html: string) => `⟦${name}⟧${html}⟦/${name}⟧`;
    const html = page + piece('table', table) + piece('notYet', render(<FiguresNotYet />, true)) + piece('tooFew', render(<TooFew />, true));
    return { locale, title: pageTitle(title), html };
  });
}

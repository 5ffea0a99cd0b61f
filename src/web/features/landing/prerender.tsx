import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../../app/theme';
import { pageTitle } from '../../lib/pageTitle';
import { LandingPage, LANDING_TITLE } from './LandingPage';

/**
 * The landing as HTML, rendered at build time (scripts/prerender-landing.mjs) with the app's own theme and
 * components, so the static page and the React one cannot drift apart.
 */
export function renderLanding(): { title: string; html: string } {
  const html = renderToString(
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <LandingPage />
    </MantineProvider>,
  );
  return { title: pageTitle(LANDING_TITLE), html };
}

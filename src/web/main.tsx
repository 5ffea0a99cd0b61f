import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
// Only what every page needs of Mantine's stylesheet: its reset, its variables and its few global classes. Each
// component's own rules come with the component's code (scripts/mantineStyles.ts, decision 116).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { readToken } from './app/token';
import { isUiLocale, rememberVisitorLocale, visitorLocale } from './i18n/visitorLocale';
import { UPDATE_READY_EVENT } from './app/updateEvent';
import './app/installPrompt'; // keeps the browser's early install offer for the install banner

// Spec §8: unhandled promise rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.warn('Unhandled rejection', event.reason);
  event.preventDefault();
});

// Spec §2: the service worker is registered at /sw.js on page load; a failure is only logged (§8). When a new version
// has installed and waits, the app offers to reload into it (app/updates.ts listens for UPDATE_READY_EVENT).
if ('serviceWorker' in navigator) {
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      const announce = () => {
        if (registration.waiting && navigator.serviceWorker.controller) window.dispatchEvent(new Event(UPDATE_READY_EVENT));
      };
      announce();
      registration.addEventListener('updatefound', () => {
        registration.installing?.addEventListener('statechange', announce);
      });
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

// The landing's language links (data-locale) record the visitor's choice the way the auth screens' switch does, before
// the browser follows them; this runs with or without React, so the prerendered landing needs none for it.
document.addEventListener('click', (event) => {
  const locale = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-locale]')?.dataset.locale;
  if (isUiLocale(locale)) rememberVisitorLocale(locale);
});

/**
 * The landing is most visitors' first contact, often on a phone on a slow network, so the server sends it
 * prerendered (landing.html, written at build time by scripts/prerender-landing.mjs): a signed-out visitor reads it
 * and follows its plain links without downloading React at all (issue 13 item 13). Everyone else, and every other
 * page, starts the React app.
 */
const root = document.getElementById('root')!;
const staticLanding = root.dataset.prerendered === 'landing' && window.location.pathname === '/' && readToken() === null;
// "How Attune measures" (issue 32) is prerendered in the language the server read from Accept-Language: it stays as it
// is unless this visitor chose another language on this browser, which the app then shows.
const staticMeasures =
  root.dataset.prerendered === 'measures' && window.location.pathname === '/measures' && readToken() === null && visitorLocale() === document.documentElement.lang;
if (!staticLanding && !staticMeasures) {
  // A signed-in person sent the prerendered landing sees it go at once, not after the app's code arrives.
  if (root.dataset.prerendered) root.replaceChildren();
  void import('./boot').then(({ start }) => start(root));
}

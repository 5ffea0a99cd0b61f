import type { UiLocale } from './visitorLocale';

/**
 * The PWA manifest in the language on screen (issue 33): name, description, shortcuts and screenshot labels come
 * from public/manifest.webmanifest (English, also the pseudo-locale's) or public/manifest.es.webmanifest. Browsers
 * read the `<link rel="manifest">` when they offer or perform an install, so pointing it at the reader's file is
 * enough; an installed app keeps the words it was installed with until the browser refreshes its copy. Same `id`
 * and `start_url` in both, so it is one app whatever the language.
 */
export function manifestHref(locale: UiLocale): string {
  return locale === 'es' ? '/manifest.es.webmanifest' : '/manifest.webmanifest';
}

/** Points the page's manifest link at the file for `locale` (no link, e.g. in a unit test: nothing to do). */
export function showManifestFor(locale: UiLocale, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestHref(locale);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

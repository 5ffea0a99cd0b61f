import type { MessageFormatElement } from 'react-intl';
import type { UiLocale } from './visitorLocale';

/** Plain ICU strings (en, es) or, for the generated pseudo-locale, messages already parsed. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * The catalogue of one language, fetched only when that language is used: English is the `defaultMessage` written
 * in the source, so an English reader downloads no catalogue at all. The pseudo-locale exists only in development
 * builds (the condition is removed, with its import, from production bundles).
 */
export async function loadMessages(locale: UiLocale): Promise<Messages> {
  if (locale === 'es') return (await import('./es.json')).default as Messages;
  if (import.meta.env.DEV && locale !== 'en') return (await import('./pseudo.json')).default as unknown as Messages;
  return {};
}

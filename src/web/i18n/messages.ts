import type { MessageFormatElement } from 'react-intl';
import { PSEUDO_LOCALE, type UiLocale } from './visitorLocale';

/** Plain ICU strings (en, es) or, for the generated pseudo-locale, messages already parsed. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * The catalogue of one language, fetched only when that language is used: English is the `defaultMessage` written
 * in the source, so an English reader downloads no catalogue at all. The pseudo-locale's catalogue is a chunk of its
 * own too, fetched only in development or when the browser pass pins it (visitorLocale.ts).
 */
export async function loadMessages(locale: UiLocale): Promise<Messages> {
  if (locale === 'es') return (await import('./es.json')).default as Messages;
  if (locale === PSEUDO_LOCALE) return (await import('./pseudo.json')).default as unknown as Messages;
  return {};
}

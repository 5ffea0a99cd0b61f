import type { MessageDescriptor, MessageFormatElement } from 'react-intl';
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

/**
 * The English words of a message that has no placeholders, read where no formatter runs (no catalogue yet, or a
 * lookup by the server's English words). The web build hands the default message over already parsed (decision 076,
 * addendum), the unit tests as written: both read the same.
 */
export function plainEnglish(descriptor: MessageDescriptor): string {
  const message = descriptor.defaultMessage;
  if (typeof message === 'string') return message;
  return (message ?? []).map((element) => (element.type === 0 ? element.value : '')).join('');
}

import { IntlMessageFormat } from 'intl-messageformat';
import { localeOrDefault, type Locale } from '../../shared/locales.js';
import { en } from './en.js';
import { es } from './es.js';

/**
 * Server text that reaches people — e-mails and push notifications — in the language of the person it is for
 * (decision 071). English is the contract (the spec's own words); every other catalogue has the same keys, which the
 * type below and i18n.test.ts hold. ICU messages, so plurals and numbers follow the language's rules.
 */
export type MessageId = keyof typeof en;
const CATALOGUES: Record<Locale, Record<MessageId, string>> = { en, es };

const compiled = new Map<string, IntlMessageFormat>();

export function t(locale: Locale | string | null | undefined, id: MessageId, values?: Record<string, string | number>): string {
  const lang = localeOrDefault(locale);
  const key = `${lang}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[lang][id], lang);
    compiled.set(key, format);
  }
  return String(format.format(values));
}

import { createIntl, createIntlCache, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The reader's language outside React (decision 071): toasts fired from a mutation's callback, the failure vocabulary
 * of errorMessage.ts, the toast's close button. App renders `useAppIntl()` under the LocaleProvider, which keeps this
 * in step with the language on screen; before that (and in unit tests without the app) it is English.
 */
let current: IntlShape = createIntl({ locale: 'en', messages: {}, defaultLocale: 'en', onError: () => undefined }, createIntlCache());

/** Called by App on every render: the IntlShape of the language now shown. */
export function useAppIntl(): IntlShape {
  const intl = useIntl();
  current = intl;
  return intl;
}

/** One message in the language on screen, for code that runs outside a component's render. */
export function t(descriptor: MessageDescriptor, values?: Record<string, string | number | Date>): string {
  return current.formatMessage(descriptor, values);
}

/** The IntlShape of the language on screen (dates and numbers outside a render). */
export function appIntl(): IntlShape {
  return current;
}

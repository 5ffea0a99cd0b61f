import { createIntl, type IntlShape } from 'react-intl';

/**
 * English formatting for helpers called outside React (unit tests, code not yet translated): the source's
 * defaultMessage, no catalogue. Screens pass the IntlShape of useIntl() instead.
 */
export const englishIntl: IntlShape = createIntl({ locale: 'en', defaultLocale: 'en', messages: {}, onError: () => {} });

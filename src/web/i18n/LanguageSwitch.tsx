import { SegmentedControl } from '@mantine/core';
import { useIntl } from 'react-intl';
import { LOCALES } from '../../shared/locales';
import { useLocale } from './LocaleProvider';
import { isUiLocale } from './visitorLocale';

/** Each language in its own words, so a person who cannot read the current one still finds theirs. */
const NAMES: Record<(typeof LOCALES)[number], string> = { en: 'English', es: 'Español' };

/**
 * A visitor's language switch (the auth screens): kept in this browser until they sign in, then sent with the
 * registration; a signed-in person chooses in Settings › Profile instead.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <SegmentedControl
      size="xs"
      aria-label={intl.formatMessage({ id: 'i18n.switch.label', defaultMessage: 'Language' })}
      data={LOCALES.map((value) => ({ value, label: NAMES[value] }))}
      value={locale === 'es' ? 'es' : 'en'}
      onChange={(value) => {
        if (isUiLocale(value)) setLocale(value, { remember: true });
      }}
    />
  );
}

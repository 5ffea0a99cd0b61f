import { useContext } from 'react';
import { Center, Loader } from '@mantine/core';
import { defineMessages, IntlContext } from 'react-intl';
import { plainEnglish } from '../i18n/messages';

const m = defineMessages({ loading: { id: 'common.loading', defaultMessage: 'Loading' } });

/** A whole-screen wait. The LocaleProvider shows it before any catalogue has arrived, so it also works without one. */
export function FullPageSpinner({ label }: { label?: string }) {
  const intl = useContext(IntlContext);
  const name = label ?? (intl ? intl.formatMessage(m.loading) : plainEnglish(m.loading));
  return (
    <Center h="100dvh" role="status" aria-live="polite" aria-label={name}>
      <Loader size="lg" type="dots" />
    </Center>
  );
}

import { useState } from 'react';
import { Alert } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import type { PublicUser } from '../../../shared/auth';
import { useIntl } from 'react-intl';
import { VERIFICATION_TEXT, VerificationWayForward } from './EmailStatus';
import { useServerInfoSettled } from '../../app/serverInfo';

const dismissedKey = (userId: string) => `attune-verify-banner-hidden:${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === 'true';
  } catch {
    return false;
  }
}

/**
 * The home screen's word to a person whose address is not verified (issue 30 item 4): the same honest way forward as
 * Settings (a new link by e-mail, or, on a server without e-mail, what that means). It sits in the page's flow above
 * the coach, never over the composer, and can be put away; Settings › Profile keeps showing the state.
 */
export function VerificationBanner({ user }: { user: PublicUser }) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(() => readDismissed(user.id));
  // Its text depends on whether this server sends mail: drawn once that is known (asked for beside the session's
  // first requests, so normally before the home shows), not first with one text and then a longer one.
  const settled = useServerInfoSettled();
  if (user.emailVerified || dismissed || !settled) return null;
  const hide = () => {
    setDismissed(true);
    try {
      localStorage.setItem(dismissedKey(user.id), 'true');
    } catch {
      // Private browsing may refuse storage: the banner then hides for this visit only.
    }
  };
  return (
    <Alert
      component="section"
      aria-label={intl.formatMessage({ id: 'verification.region', defaultMessage: 'E-mail verification' })}
      variant="light"
      color="orange"
      radius={0}
      icon={<IconMailExclamation aria-hidden />}
      title={intl.formatMessage(VERIFICATION_TEXT.notVerified)}
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: 'verification.hide', defaultMessage: 'Hide this notice' })}
      onClose={hide}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="verification-banner"
    >
      <VerificationWayForward user={user} />
    </Alert>
  );
}

import type { ReactNode } from 'react';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconLogin, IconWifiOff } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { wordsFor } from '../app/errorMessage';
import { BrandLink } from './BrandLink';

/** A calm full-page card for the app's states between screens: brand, icon, a heading, one sentence, one way forward. */
function StatusCard({ icon, title, message, action }: { icon: ReactNode; title: string; message: string; action?: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="lg" maw={440} w="100%">
        <BrandLink />
        <Paper withBorder radius="lg" p="xl" w="100%">
          <Stack align="center" gap="sm" ta="center">
            {icon}
            <Title order={1} size="h3">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {message}
            </Text>
            {action}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}

/**
 * A signed-in person whose session could not be checked: no network (the service worker served the shell), or a
 * server that does not answer (a restart or deploy). Their session is kept, nothing private is shown from a cache, and
 * the app carries on by itself once the server answers (the session retries with backoff); "Try now" skips the wait.
 */
export function UnreachableScreen({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const intl = useIntl();
  const words = wordsFor(offline ? 'offline' : 'unreachable');
  return (
    <StatusCard
      icon={offline ? <IconWifiOff size={40} aria-hidden color="var(--mantine-color-plum-6)" /> : <IconCloudOff size={40} aria-hidden color="var(--mantine-color-plum-6)" />}
      title={words.title}
      message={words.message}
      action={
        <Stack align="center" gap="xs">
          {!offline && <Loader size="sm" aria-label={intl.formatMessage({ id: 'common.retrying', defaultMessage: 'Retrying' })} />}
          <Button variant="light" onClick={onRetry}>
            <FormattedMessage id="common.tryNow" defaultMessage="Try now" />
          </Button>
        </Stack>
      }
    />
  );
}

/** The server refused this device's session (a 401): said as what it is, with the way forward — never a retry loop. */
export function SignedOutScreen({ onSignIn }: { onSignIn: () => void }) {
  useIntl(); // re-drawn in a new language
  const words = wordsFor('signedOut');
  return (
    <StatusCard
      icon={<IconLogin size={40} aria-hidden color="var(--mantine-color-plum-6)" />}
      title={words.title}
      message={words.message}
      action={
        <Button onClick={onSignIn}>
          <FormattedMessage id="common.signInAgain" defaultMessage="Sign in again" />
        </Button>
      }
    />
  );
}

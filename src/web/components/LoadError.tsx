import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudOff, IconWifiOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError, errorKind, retryDelay, wordsFor, type ErrorKind } from '../app/errorMessage';
import { useOnline } from '../lib/useOnline';

/**
 * The one error state for a failed load: what failed, in the vocabulary of app/errorMessage.ts, and the way forward
 * that fits. A server that does not answer is retried by itself with backoff (and at once when the network returns);
 * a refused session offers "Sign in again", never a "Try again" that can only fail the same way.
 */
export function LoadError({ title, onRetry, fullPage, error }: { title: string; onRetry?: () => void; fullPage?: boolean; error?: unknown }) {
  useIntl(); // the vocabulary below is read in the language on screen, and re-read when it changes
  const online = useOnline();
  // Without the error itself, the browser's network state is all there is to go on.
  const kind: ErrorKind = error === undefined ? (online ? 'broken' : 'offline') : errorKind(error, online);
  const retriesItself = (kind === 'unreachable' || kind === 'offline') && onRetry !== undefined;
  useAutoRetry(retriesItself && online, onRetry);

  const words =
    kind === 'offline' || kind === 'unreachable' || kind === 'signedOut'
      ? { title, message: wordsFor(kind).message }
      : describeError(error, { title, message: wordsFor('broken').message });
  const color = kind === 'broken' || kind === 'refused' ? 'red' : 'gray';
  const icon = kind === 'offline' ? <IconWifiOff aria-hidden /> : kind === 'unreachable' ? <IconCloudOff aria-hidden /> : <IconAlertCircle aria-hidden />;
  const body = (
    <Alert color={color} variant="light" icon={icon} title={words.title} maw={480} w="100%">
      <Stack gap="sm">
        <Text size="sm">{words.message}</Text>
        {kind === 'unreachable' && (
          <Text size="sm" c="dimmed" component="div">
            <Loader size="xs" mr={6} aria-hidden display="inline-block" /> {wordsFor('unreachable').title}
          </Text>
        )}
        {kind === 'signedOut' ? (
          <Button size="xs" component={Link} to="/auth" w="fit-content">
            <FormattedMessage id="common.signInAgain" defaultMessage="Sign in again" />
          </Button>
        ) : (
          onRetry &&
          kind !== 'notAllowed' && (
            <Button size="xs" variant="light" color={color} onClick={onRetry} w="fit-content">
              {retriesItself ? <FormattedMessage id="common.tryNow" defaultMessage="Try now" /> : <FormattedMessage id="common.tryAgain" defaultMessage="Try again" />}
            </Button>
          )
        )}
      </Stack>
    </Alert>
  );
  return fullPage ? (
    <Center h="100dvh" p="md">
      {body}
    </Center>
  ) : (
    body
  );
}

/** Calls `retry` after 1 s, 2 s, 4 s … (at most 30 s) while `active`; the next failure re-renders and waits longer. */
function useAutoRetry(active: boolean, retry: (() => void) | undefined) {
  const [attempt, setAttempt] = useState(0);
  // Callers pass a fresh arrow each render; the timer must not restart with every one.
  const latest = useRef(retry);
  latest.current = retry;
  const hasRetry = retry !== undefined;
  useEffect(() => {
    if (!active || !hasRetry) return;
    const timer = window.setTimeout(() => {
      setAttempt((n) => n + 1);
      latest.current?.();
    }, retryDelay(attempt));
    return () => window.clearTimeout(timer);
  }, [active, hasRetry, attempt]);
}

import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { VERIFICATION_MESSAGES, type VerifyEmailAnswer } from '../../../shared/verification';
import { describeError, wordsFor } from '../../app/errorMessage';
import { useMailDelivery } from '../../app/serverInfo';
import { BrandLink } from '../../components/BrandLink';
import { trpcClient } from '../../app/trpc';
import { refreshSession, useSession } from '../auth/session';
import { useResendVerification } from './useVerification';

const TITLES: Record<VerifyEmailAnswer['outcome'], string> = {
  verified: 'Your e-mail address is verified',
  already_verified: 'Your e-mail address is verified',
  expired: 'This link has expired',
  used: 'This link was already used',
  invalid: 'This link does not work',
};

/**
 * Where the link in the verification e-mail lands (/verify-email?token=…). Opening it verifies the address whether
 * or not this browser is signed in; the page says plainly what happened and, when the link cannot be used, offers a
 * new one to a signed-in person.
 */
export function VerifyEmailScreen({ token }: { token: string | undefined }) {
  const { state } = useSession();
  const signedIn = state.status === 'signedIn';
  const verify = useMutation({
    mutationFn: (t: string) => trpcClient.verification.verify.mutate({ token: t }),
    onSuccess: () => void refreshSession(),
  });
  const resend = useResendVerification();
  const mailDelivery = useMailDelivery();
  // A link is used once: never send it twice (React may mount this twice in development).
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  const answer: VerifyEmailAnswer | undefined = token ? verify.data : { outcome: 'invalid', message: 'This verification link is not complete. Open the link from the e-mail again, or send yourself a new one.' };
  const ok = answer?.outcome === 'verified' || answer?.outcome === 'already_verified';

  let body;
  if (!answer && !verify.isError) {
    body = (
      <Stack align="center" gap="sm" py="md">
        <Loader aria-label="Checking your link" />
        <Text c="dimmed">Checking your link…</Text>
      </Stack>
    );
  } else if (verify.isError || !answer) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="sm">
          <Text size="sm">{describeError(verify.error, { title: '', message: wordsFor('broken').message }).message}</Text>
          <Button size="xs" variant="light" color="red" w="fit-content" onClick={() => token && verify.mutate(token)}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        {/* The heading above says what happened; this says what it means (never the headline twice). */}
        <Alert color={ok ? 'teal' : 'orange'} variant="light" icon={ok ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}>
          {answer.outcome === 'verified'
            ? `${answer.message === VERIFICATION_MESSAGES.emailChanged ? `${answer.message} ` : 'Thank you! '}Invitations sent to this address now reach you.`
            : answer.message}
        </Alert>
        {ok ? (
          <Button component={Link} to={signedIn ? '/' : '/auth'}>
            {signedIn ? 'Continue to Attune' : 'Sign in'}
          </Button>
        ) : signedIn ? (
          state.user.emailVerified ? (
            <Button component={Link} to="/">
              Continue to Attune
            </Button>
          ) : mailDelivery === false && !state.user.isAdmin ? (
            // Nothing can be mailed from this server: no button that promises a link.
            <Text size="sm">{VERIFICATION_MESSAGES.noMail}</Text>
          ) : (
            <Button loading={resend.isPending} disabled={resend.isSuccess} onClick={() => resend.mutate()}>
              {resend.isSuccess ? (mailDelivery === false ? 'New link in the server log' : 'Link sent') : mailDelivery === false ? 'Write a new link to the server log' : 'Send me a new link'}
            </Button>
          )
        ) : (
          <Button component={Link} to="/auth" variant="light">
            Sign in to send a new link
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="lg" w="100%" maw={460}>
        <BrandLink />
        <Card withBorder radius="md" p="lg" w="100%">
          <Stack gap="md">
            <Title order={1} fz="h2">
              {answer && !verify.isError ? TITLES[answer.outcome] : verify.isError ? 'We could not check your link' : 'E-mail verification'}
            </Title>
            {body}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}

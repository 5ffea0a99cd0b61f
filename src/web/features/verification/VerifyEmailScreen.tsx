import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type VerifyEmailAnswer } from '../../../shared/verification';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { describeError, wordsFor } from '../../app/errorMessage';
import { VERIFICATION_TEXT } from './EmailStatus';
import { useMailDelivery } from '../../app/serverInfo';
import { BrandLink } from '../../components/BrandLink';
import { trpcClient } from '../../app/trpc';
import { refreshSession, useSession } from '../auth/session';
import { useResendVerification } from './useVerification';

const m = defineMessages({
  verified: { id: 'verification.screen.verified', defaultMessage: 'Your e-mail address is verified' },
  expired: { id: 'verification.screen.expired', defaultMessage: 'This link has expired' },
  used: { id: 'verification.screen.used', defaultMessage: 'This link was already used' },
  invalid: { id: 'verification.screen.invalid', defaultMessage: 'This link does not work' },
  incomplete: {
    id: 'verification.screen.incomplete',
    defaultMessage: 'This verification link is not complete. Open the link from the e-mail again, or send yourself a new one.',
  },
  checking: { id: 'verification.screen.checking', defaultMessage: 'Checking your link' },
  couldNotCheck: { id: 'verification.screen.couldNotCheck', defaultMessage: 'We could not check your link' },
  title: { id: 'verification.screen.title', defaultMessage: 'E-mail verification' },
});

const TITLES: Record<VerifyEmailAnswer['outcome'], MessageDescriptor> = {
  verified: m.verified,
  already_verified: m.verified,
  expired: m.expired,
  used: m.used,
  invalid: m.invalid,
};

/**
 * Where the link in the verification e-mail lands (/verify-email?token=…). Opening it verifies the address whether
 * or not this browser is signed in; the page says plainly what happened and, when the link cannot be used, offers a
 * new one to a signed-in person.
 */
export function VerifyEmailScreen({ token }: { token: string | undefined }) {
  const intl = useIntl();
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

  const answer: VerifyEmailAnswer | undefined = token ? verify.data : { outcome: 'invalid', message: intl.formatMessage(m.incomplete) };
  const ok = answer?.outcome === 'verified' || answer?.outcome === 'already_verified';

  const heading: MessageDescriptor = answer && !verify.isError ? TITLES[answer.outcome] : verify.isError ? m.couldNotCheck : m.title;
  let body;
  if (!answer && !verify.isError) {
    body = (
      <Stack align="center" gap="sm" py="md">
        <Loader aria-label={intl.formatMessage(m.checking)} />
        <Text c="dimmed">
          <FormattedMessage id="verification.screen.checkingDots" defaultMessage="Checking your link…" />
        </Text>
      </Stack>
    );
  } else if (verify.isError || !answer) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="sm">
          <Text size="sm">{describeError(verify.error, { title: '', message: wordsFor('broken').message }).message}</Text>
          <Button size="xs" variant="light" color="red" w="fit-content" onClick={() => token && verify.mutate(token)}>
            <FormattedMessage id="common.tryAgain" defaultMessage="Try again" />
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        {/* The heading above says what happened; this says what it means (never the headline twice). */}
        <Alert color={ok ? 'teal' : 'orange'} variant="light" icon={ok ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}>
          {answer.outcome === 'verified' ? (
            // The server's flag, not its wording: the message is in the asker's language (decision 086).
            answer.addressChanged === true ? (
              <FormattedMessage
                id="verification.screen.addressChanged"
                defaultMessage="Your new e-mail address is confirmed. Sign in with it from now on. Invitations sent to this address now reach you."
              />
            ) : (
              <FormattedMessage id="verification.screen.thanks" defaultMessage="Thank you! Invitations sent to this address now reach you." />
            )
          ) : (
            answer.message
          )}
        </Alert>
        {ok ? (
          <Button component={Link} to={signedIn ? '/' : '/auth'}>
            {signedIn ? (
              <FormattedMessage id="verification.screen.continue" defaultMessage="Continue to Attune" />
            ) : (
              <FormattedMessage id="verification.screen.signIn" defaultMessage="Sign in" />
            )}
          </Button>
        ) : signedIn ? (
          state.user.emailVerified ? (
            <Button component={Link} to="/">
              <FormattedMessage id="verification.screen.continue" defaultMessage="Continue to Attune" />
            </Button>
          ) : mailDelivery === false && !state.user.isAdmin ? (
            // Nothing can be mailed from this server: no button that promises a link.
            <Text size="sm">{intl.formatMessage(VERIFICATION_TEXT.noMail)}</Text>
          ) : (
            <Button loading={resend.isPending} disabled={resend.isSuccess} onClick={() => resend.mutate()}>
              {resend.isSuccess ? (
                mailDelivery === false ? (
                  <FormattedMessage id="verification.screen.inLog" defaultMessage="New link in the server log" />
                ) : (
                  <FormattedMessage id="verification.screen.sent" defaultMessage="Link sent" />
                )
              ) : mailDelivery === false ? (
                <FormattedMessage id="verification.writeToLog" defaultMessage="Write a new link to the server log" />
              ) : (
                <FormattedMessage id="verification.screen.sendNew" defaultMessage="Send me a new link" />
              )}
            </Button>
          )
        ) : (
          <Button component={Link} to="/auth" variant="light">
            <FormattedMessage id="verification.screen.signInToSend" defaultMessage="Sign in to send a new link" />
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
              {intl.formatMessage(heading)}
            </Title>
            {body}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}

import { Alert, Badge, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import type { PublicUser } from '../../../shared/auth';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useMailDelivery } from '../../app/serverInfo';

export const VERIFICATION_TEXT = defineMessages({
  notVerified: { id: 'verification.notVerified', defaultMessage: 'Your e-mail address is not verified yet' },
  noMail: {
    id: 'verification.noMail',
    defaultMessage:
      'This server has no e-mail set up, so it cannot send verification links. Your account works without it; only invitations sent to your address wait until it is verified. Ask the person who runs this Attune to set up e-mail.',
  },
  email: { id: 'verification.email', defaultMessage: 'Email' },
});
import { useResendVerification } from './useVerification';

/**
 * Settings › Profile: the e-mail, whether it is verified, and the way forward that this server really offers
 * (issue 30 item 4): a new link by e-mail when it can send mail; without e-mail, the plain truth, and for the
 * administrator a new link in the server log (the only place it can go).
 */
export function EmailStatus({ user }: { user: PublicUser }) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <TextInput
        label={intl.formatMessage(VERIFICATION_TEXT.email)}
        value={user.email}
        readOnly
        rightSectionWidth={112}
        rightSection={
          <Badge color={user.emailVerified ? 'teal' : 'orange'} variant="light">
            {user.emailVerified ? (
              <FormattedMessage id="verification.verified" defaultMessage="Verified" />
            ) : (
              <FormattedMessage id="verification.unverified" defaultMessage="Not verified" />
            )}
          </Badge>
        }
      />
      {!user.emailVerified && (
        <Alert
          variant="light"
          color="orange"
          icon={<IconMailExclamation aria-hidden />}
          title={intl.formatMessage(VERIFICATION_TEXT.notVerified)}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <VerificationWayForward user={user} />
        </Alert>
      )}
    </Stack>
  );
}

/** What an unverified person can do about it on this server, in its honest words (Settings and the home banner). */
export function VerificationWayForward({ user }: { user: PublicUser }) {
  const intl = useIntl();
  const resend = useResendVerification();
  const mailDelivery = useMailDelivery();
  return (
    <Stack gap="xs" align="flex-start">
      {mailDelivery === false && !user.isAdmin ? (
        <Text size="sm">{intl.formatMessage(VERIFICATION_TEXT.noMail)}</Text>
      ) : mailDelivery === false ? (
        <>
          <Text size="sm">
            <FormattedMessage
              id="verification.adminLog"
              defaultMessage="This server has no e-mail set up. As its administrator, your verification link is written to the server log: open it from there."
            />
          </Text>
          <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
            <FormattedMessage id="verification.writeToLog" defaultMessage="Write a new link to the server log" />
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">
            <FormattedMessage id="verification.openLink" defaultMessage="Open the link we sent to this address. Until then, invitations sent to it wait for you." />
          </Text>
          <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
            <FormattedMessage id="verification.resend" defaultMessage="Resend the verification link" />
          </Button>
        </>
      )}
    </Stack>
  );
}

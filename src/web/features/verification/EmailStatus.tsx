import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { PublicUser } from '../../../shared/auth';
import { useResendVerification } from './useVerification';

/** Settings › Profile: the e-mail, whether it is verified, and a way to get a new link (issue 18). */
export function EmailStatus({ user }: { user: PublicUser }) {
  const resend = useResendVerification();
  return (
    <Stack gap={6}>
      <TextInput
        label="Email"
        value={user.email}
        readOnly
        rightSectionWidth={112}
        rightSection={
          <Badge color={user.emailVerified ? 'teal' : 'orange'} variant="light">
            {user.emailVerified ? 'Verified' : 'Not verified'}
          </Badge>
        }
      />
      {!user.emailVerified && (
        <Group gap="sm" wrap="wrap" align="center">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
            Open the link we sent to this address. Until then, invitations sent to it wait for you.
          </Text>
          <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend the verification link
          </Button>
        </Group>
      )}
    </Stack>
  );
}

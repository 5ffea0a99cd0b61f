import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';

/** Spec §2, the signed-out state: shown above the sign-in form at /journal. */
export function JournalSignedOut() {
  return (
    <Container size="sm" pt="xl" px="md">
      <Card>
        <Stack align="center" ta="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconLock size={24} />
          </ThemeIcon>
          <Title order={1} fz="xl">
            <FormattedMessage id="journal.signedOut.title" defaultMessage="Access Your Journal" />
          </Title>
          <Text c="dimmed">
            <FormattedMessage id="journal.signedOut.body" defaultMessage="Please sign in to view your weekly action reflections." />
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}

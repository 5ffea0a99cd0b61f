import { Button, Card, Container, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AppFrame } from '../../components/AppFrame';

/**
 * "My Journal" (spec §2). Entries come from completed stability actions, which no issue has built yet, so every
 * person sees the empty state — which is then the truth, not a placeholder.
 */
export function JournalPage() {
  return (
    <AppFrame>
      <Container size="md" py="xl" px="md">
        <Stack gap="lg">
          <Title order={1}>My Journal</Title>
          <TextInput placeholder="Search your reflections..." aria-label="Search your reflections" leftSection={<IconSearch size={16} aria-hidden />} disabled />
          <Card>
            <Stack align="center" ta="center" py="xl" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <IconBook2 size={28} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                No journal entries yet
              </Title>
              <Text c="dimmed" maw={380}>
                Complete stability actions to start building your reflection journal.
              </Text>
              <Button component={Link} to="/">
                Go to Chat
              </Button>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </AppFrame>
  );
}

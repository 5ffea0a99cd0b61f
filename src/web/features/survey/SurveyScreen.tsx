import { Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../auth/session';

/** The survey (spec §2). The assessment work replaces this screen; the route and its gate are real. */
export function SurveyScreen() {
  const { signOut } = useSession();
  return (
    <Stack gap={0} mih="100dvh">
      <Group justify="space-between" px="md" h={60} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text fw={700} ff="heading" c="plum.8">
          Attune
        </Text>
        <Button variant="subtle" color="gray" onClick={() => void signOut()}>
          Logout
        </Button>
      </Group>
      <Center flex={1} p="md">
        <Card maw={480}>
          <Stack>
            <Title order={1} fz={26}>
              Your assessment
            </Title>
            <Text c="dimmed">The survey is on its way to this screen.</Text>
          </Stack>
        </Card>
      </Center>
    </Stack>
  );
}

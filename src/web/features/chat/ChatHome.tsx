import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AppFrame } from '../../components/AppFrame';
import { useAssessmentStatus, useCurrentUser } from '../auth/session';

/** The chat home (spec §2). The coach conversation arrives with the coach work; the gate and frame are real. */
export function ChatHome() {
  const user = useCurrentUser();
  const status = useAssessmentStatus();
  if (!status.data?.hasCompleted) {
    return (
      <AppFrame>
        <Center p="md" mih="calc(100dvh - 60px)">
          <Card maw={420} ta="center">
            <Stack align="center">
              <Title order={2}>Assessment Required</Title>
              <Text c="dimmed">Finish your assessment so your coach and your Vibe scores can be about you.</Text>
              <Button component={Link} to="/survey">
                Complete Assessment
              </Button>
            </Stack>
          </Card>
        </Center>
      </AppFrame>
    );
  }
  return (
    <AppFrame>
      <Center p="md" mih="calc(100dvh - 60px)">
        <Stack align="center" gap="xs" ta="center">
          <Title order={2}>Start a conversation</Title>
          <Text c="dimmed">Hi {user.firstName}, your coach is getting ready.</Text>
        </Stack>
      </Center>
    </AppFrame>
  );
}

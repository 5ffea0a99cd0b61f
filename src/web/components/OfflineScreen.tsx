import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/**
 * What a signed-in person sees when the app opens with no network (the service worker served the shell): said
 * plainly, with nothing private shown from a cache. Their session is kept; the app carries on when the network is back.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={440} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <IconWifiOff size={40} aria-hidden color="var(--mantine-color-plum-6)" />
          <Title order={1} size="h3">
            You're offline
          </Title>
          <Text size="sm" c="dimmed">
            Attune needs a connection to show your conversations and results. It will continue as soon as you are back
            online.
          </Text>
          <Button variant="light" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

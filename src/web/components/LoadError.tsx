import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The one error state for a failed load: what failed, in words, and a way to try again. */
export function LoadError({ title, onRetry, fullPage }: { title: string; onRetry?: () => void; fullPage?: boolean }) {
  const body = (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title} maw={480} w="100%">
      <Stack gap="sm">
        <Text size="sm">Please check your connection and try again.</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry} w="fit-content">
            Try again
          </Button>
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

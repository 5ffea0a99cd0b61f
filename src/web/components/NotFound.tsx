import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">The page you were looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Go home
        </Button>
      </Stack>
    </Center>
  );
}

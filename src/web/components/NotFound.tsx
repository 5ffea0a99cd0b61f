import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../lib/pageTitle';
import { BrandLink } from './BrandLink';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <BrandLink />
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">The page you were looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Go home
        </Button>
      </Stack>
    </Center>
  );
}

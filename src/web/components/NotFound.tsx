import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../lib/pageTitle';
import { BrandLink } from './BrandLink';

export function NotFound() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'app.notFound.pageTitle', defaultMessage: 'Page not found' }));
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <BrandLink />
        <Title order={1}>
          <FormattedMessage id="app.notFound.title" defaultMessage="404 Page Not Found" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="app.notFound.body" defaultMessage="The page you were looking for does not exist or has moved." />
        </Text>
        <Button component={Link} to="/">
          <FormattedMessage id="app.notFound.home" defaultMessage="Go home" />
        </Button>
      </Stack>
    </Center>
  );
}

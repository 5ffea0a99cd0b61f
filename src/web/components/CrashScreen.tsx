import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** Shown when a screen fails to render: an apology and a way out, never the error's internals. */
export function CrashScreen({ error }: { error: unknown }) {
  console.error('Screen failed to render', error);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <Title order={1} fz={26}>
          <FormattedMessage id="app.crash.title" defaultMessage="Something went wrong" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="app.crash.body" defaultMessage="This screen ran into a problem. Your data is safe; reloading usually helps." />
        </Text>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="app.update.reload" defaultMessage="Reload" />
        </Button>
      </Stack>
    </Center>
  );
}

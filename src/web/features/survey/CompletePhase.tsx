import { useEffect } from 'react';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';

/** Progressive assessment, done: the way to the profile. */
export function CompletePhase({ onGo }: { onGo: () => void }) {
  useEffect(() => {
    const t = window.setTimeout(onGo, 1500);
    return () => window.clearTimeout(t);
  }, [onGo]);
  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md" py="md">
        <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="survey.done.title" defaultMessage="You’re all set" />
        </Title>
        <Text c="dimmed" maw={420} role="status">
          <FormattedMessage id="survey.done.body" defaultMessage="Thank you for taking the time. We’re opening your profile so you can explore your results." />
        </Text>
        <Button onClick={onGo}>
          <FormattedMessage id="survey.done.viewProfile" defaultMessage="View my profile" />
        </Button>
      </Stack>
    </Card>
  );
}

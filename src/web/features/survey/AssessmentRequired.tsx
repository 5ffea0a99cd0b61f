import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconClipboardList } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';

/**
 * The chat home's gate (spec §2): until the survey is done the coach is not available, and the way forward is the
 * survey. `/` itself already routes an unassessed person to the survey; this covers the chat home shown any other way.
 */
export function AssessmentRequired() {
  return (
    <Center h="100%" p="md">
      <Card p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconClipboardList size={28} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            <FormattedMessage id="survey.required.title" defaultMessage="Assessment Required" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="survey.required.body" defaultMessage="Your coach draws on your personality results. Finish the survey first and your conversations will be shaped around you." />
          </Text>
          <Button component={Link} to="/survey">
            <FormattedMessage id="survey.required.start" defaultMessage="Complete Assessment" />
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}

import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconHeartHandshake, IconRefresh } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { queryClient, trpc, trpcClient, errorMessage } from '../../app/trpc';
import { toast } from '../../app/toast';

/** Starts a retake of the 15 categories (one a local week, decision 060); the survey opens on the fresh sheet. */
export function RetakeButton() {
  const navigate = useNavigate();
  const intl = useIntl();
  const [starting, setStarting] = useState(false);
  const retake = async () => {
    setStarting(true);
    try {
      await trpcClient.survey.startRetake.mutate();
      await queryClient.invalidateQueries({ queryKey: trpc.survey.pathKey() });
      void navigate({ to: '/survey' });
    } catch (error) {
      toast.error(
        intl.formatMessage({ id: 'measures.retakeFailed', defaultMessage: 'Could not start a retake' }),
        errorMessage(error, intl.formatMessage({ id: 'measures.tryAgain', defaultMessage: 'Please try again.' })),
      );
      setStarting(false);
    }
  };
  return (
    <Button leftSection={<IconRefresh size={16} aria-hidden />} variant="light" loading={starting} onClick={() => void retake()}>
      <FormattedMessage id="measures.retake" defaultMessage="Retake" />
    </Button>
  );
}

/** Interests are not a measurement, so they can be changed at any time, on their own, without a retake. */
export function UpdateInterestsButton() {
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/survey" search={{ update: 'interests' }} />}
      variant="default"
      leftSection={<IconHeartHandshake size={16} aria-hidden />}
    >
      <FormattedMessage id="measures.updateInterests" defaultMessage="Update interests" />
    </Button>
  );
}

/** Settings › Profile: the way back into the assessment, with the weekly limit said before anyone presses. */
export function AssessmentSection() {
  return (
    <Card component="section" aria-labelledby="settings-assessment">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="settings-assessment">
          <FormattedMessage id="measures.section.title" defaultMessage="Your assessment" />
        </Title>
        <Text size="sm">
          <FormattedMessage
            id="measures.section.text"
            defaultMessage="People change. You can retake the {count, number} categories once a week (weeks start on Monday); your current results stay until you finish, and your earlier attempts are kept so you can compare. Your interests can be updated at any time."
            values={{ count: 15 }}
          />
        </Text>
        <Group gap="sm">
          <RetakeButton />
          <UpdateInterestsButton />
          <Button component={Link} to="/profile" variant="subtle">
            <FormattedMessage id="measures.section.viewResults" defaultMessage="View results" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

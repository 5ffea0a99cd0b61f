import { useState } from 'react';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconCheck, IconMessageCircle, IconUserCircle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadError } from '../../components/LoadError';
import { useProgressiveStatus, type ProgressiveStatus } from './api';
import { CoreSurvey } from './CoreSurvey';
import { HobbiesPhase } from './HobbiesPhase';
import { ProgressiveAssessment, type Phase } from './ProgressiveAssessment';
import { SurveyFrame } from './SurveyFrame';

/**
 * /survey (spec §2, §4): the core survey until results exist; then the progressive assessment until weighting is
 * complete (opening at weighting when the hobbies are done); then 'Survey Already Completed'.
 */
export function SurveyScreen({ update }: { update?: 'interests' }) {
  const status = useProgressiveStatus();
  const intl = useIntl();
  if (status.isPending) return <FullPageSpinner label={intl.formatMessage({ id: 'survey.loadingAssessment', defaultMessage: 'Loading your assessment' })} />;
  if (status.isError) {
    return (
      <LoadError
        fullPage
        title={intl.formatMessage({ id: 'survey.loadStatusFailed', defaultMessage: 'Failed to load assessment status' })}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  // Updating interests needs results to attach them to; before that, the survey itself comes first.
  if (update === 'interests' && status.data.coreCompleted && !status.data.retakeInProgress) return <UpdateInterests />;
  return <SurveyStage status={status.data} />;
}

/** /survey?update=interests (issue 32): the interests on their own, any time, then back to the results. */
function UpdateInterests() {
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/profile' });
  return (
    <SurveyFrame width={860}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="survey.updateInterests" defaultMessage="Update your interests" />
        </Title>
        <HobbiesPhase mode="update" onDone={back} onSkip={back} skipping={false} />
      </Stack>
    </SurveyFrame>
  );
}

function stageOf(status: ProgressiveStatus): 'core' | 'progressive' | 'done' {
  if (!status.coreCompleted || status.retakeInProgress) return 'core';
  return status.weightingCompleted ? 'done' : 'progressive';
}

function SurveyStage({ status }: { status: ProgressiveStatus }) {
  // Once the progressive assessment is on screen it stays there until it navigates away itself, even when saving
  // the weights refreshes the status behind it.
  const [pinned, setPinned] = useState<Phase | null>(null);
  const stage = stageOf(status);
  if (pinned === null && stage === 'progressive') {
    setPinned(status.hobbyCompleted ? 'weighting' : 'transition');
    return null;
  }
  if (pinned !== null) return <ProgressiveAssessment initialPhase={pinned} />;
  if (stage === 'core') return <CoreSurvey />;
  return <AlreadyCompleted />;
}

function AlreadyCompleted() {
  return (
    <SurveyFrame
      actions={
        <Button component={Link} to="/" variant="subtle" color="gray" visibleFrom="xs" leftSection={<IconMessageCircle size={16} aria-hidden />}>
          <FormattedMessage id="survey.chat" defaultMessage="Chat" />
        </Button>
      }
    >
      <Card p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 'md', sm: 60 }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
            <IconCheck size={32} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <FormattedMessage id="survey.already.title" defaultMessage="Survey Already Completed" />
          </Title>
          <Text c="dimmed">
            <FormattedMessage
              id="survey.already.body"
              defaultMessage="You’ve finished your assessment. Your results, interests and preferences are saved, and you can revisit them in your profile whenever you like."
            />
          </Text>
          <Group justify="center" gap="sm" w="100%">
            <Button component={Link} to="/profile" leftSection={<IconUserCircle size={18} aria-hidden />}>
              <FormattedMessage id="survey.already.viewResults" defaultMessage="View Results" />
            </Button>
            <Button component={Link} to="/" variant="default" leftSection={<IconMessageCircle size={18} aria-hidden />}>
              <FormattedMessage id="survey.chat" defaultMessage="Chat" />
            </Button>
          </Group>
        </Stack>
      </Card>
    </SurveyFrame>
  );
}

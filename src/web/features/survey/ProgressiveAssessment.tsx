import { useCallback, useEffect, useState } from 'react';
import { Box, Card, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { IconCheck } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { trpcClient } from '../../app/trpc';
import { refreshAssessment } from './api';
import { CompletePhase } from './CompletePhase';
import { HobbiesPhase } from './HobbiesPhase';
import { SurveyFrame } from './SurveyFrame';
import { TransitionPhase } from './TransitionPhase';
import { WeightingPhase } from './WeightingPhase';

export type Phase = 'transition' | 'hobbies' | 'weighting' | 'complete';

/** §9 header progress defaults by phase. */
export const PHASE_PROGRESS: Record<Phase, number> = { transition: 60, hobbies: 80, weighting: 95, complete: 100 };

/**
 * The progressive assessment (spec §2, §4): transition → hobbies → weighting → complete, Skip for Now from any
 * phase jumps to complete, and complete goes to /?openProfile=true.
 */
export function ProgressiveAssessment({ initialPhase }: { initialPhase: Phase }) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>(initialPhase);
  const [skipping, setSkipping] = useState(false);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [phase]);

  const skip = async () => {
    setSkipping(true);
    try {
      await trpcClient.survey.skipAssessment.mutate();
    } catch {
      // Skipping is a choice about this visit; a failed record of it must not hold the person here.
    }
    setSkipping(false);
    setPhase('complete');
  };

  const finish = useCallback(() => {
    void navigate({ to: '/', search: { openProfile: true } }).then(() => refreshAssessment());
  }, [navigate]);

  return (
    <SurveyFrame width={860}>
      <Stack gap="lg">
        <ProgressHeader phase={phase} />
        {phase === 'transition' && <TransitionPhase onContinue={() => setPhase('hobbies')} onSkip={() => void skip()} skipping={skipping} onLearnMore={finish} />}
        {phase === 'hobbies' && <HobbiesPhase onDone={() => setPhase('weighting')} onSkip={() => void skip()} skipping={skipping} />}
        {phase === 'weighting' && <WeightingPhase onDone={() => setPhase('complete')} onSkip={() => void skip()} skipping={skipping} />}
        {phase === 'complete' && <CompletePhase onGo={finish} />}
      </Stack>
    </SurveyFrame>
  );
}

/** Between the step's name and its state, for a screen reader reading them as one line. */
const WORD_SPACE = ' ';

const LABELS = defineMessages({
  personality: { id: 'survey.milestone.personality', defaultMessage: 'Personality' },
  interests: { id: 'survey.milestone.interests', defaultMessage: 'Interests' },
  preferences: { id: 'survey.milestone.preferences', defaultMessage: 'Preferences' },
});

const MILESTONES: { key: keyof typeof LABELS; doneFrom: Phase[]; activeIn: Phase[] }[] = [
  { key: 'personality', doneFrom: ['transition', 'hobbies', 'weighting', 'complete'], activeIn: [] },
  { key: 'interests', doneFrom: ['weighting', 'complete'], activeIn: ['hobbies'] },
  { key: 'preferences', doneFrom: ['complete'], activeIn: ['weighting'] },
];

function ProgressHeader({ phase }: { phase: Phase }) {
  const intl = useIntl();
  const value = PHASE_PROGRESS[phase];
  return (
    <Card p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" c="var(--attune-accent-text)">
            <FormattedMessage id="survey.progressive.title" defaultMessage="Your assessment" />
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="survey.percentComplete" defaultMessage="{percent, number, percent} complete" values={{ percent: value / 100 }} />
          </Text>
        </Group>
        <Progress value={value} radius="xl" size="sm" aria-label={intl.formatMessage({ id: 'survey.progressive.progressLabel', defaultMessage: 'Assessment progress {percent, number, percent}' }, { percent: value / 100 })} />
        <Group justify="space-between" gap="xs" wrap="nowrap" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {MILESTONES.map((m) => {
            const done = m.doneFrom.includes(phase);
            const active = m.activeIn.includes(phase);
            return (
              <Group key={m.key} gap={6} wrap="nowrap" component="li" aria-current={active ? 'step' : undefined}>
                <ThemeIcon size={22} radius="xl" color={done ? 'teal' : active ? 'plum' : 'gray'} variant={done || active ? 'filled' : 'light'} aria-hidden>
                  {done ? <IconCheck size={14} /> : <Box w={6} h={6} bg="currentColor" style={{ borderRadius: '50%' }} />}
                </ThemeIcon>
                <Text fz={{ base: 'xs', xs: 'sm' }} fw={active ? 600 : 400} c={done || active ? undefined : 'dimmed'}>
                  <FormattedMessage {...LABELS[m.key]} />
                  <VisuallyHidden>
                    {WORD_SPACE}
                    {done ? (
                      <FormattedMessage id="survey.milestone.done" defaultMessage="(done)" />
                    ) : active ? (
                      <FormattedMessage id="survey.milestone.current" defaultMessage="(current step)" />
                    ) : (
                      <FormattedMessage id="survey.milestone.todo" defaultMessage="(to do)" />
                    )}
                  </VisuallyHidden>
                </Text>
              </Group>
            );
          })}
        </Group>
      </Stack>
    </Card>
  );
}

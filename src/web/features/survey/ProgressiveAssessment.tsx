import { useCallback, useEffect, useState } from 'react';
import { Box, Card, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { IconCheck } from '@tabler/icons-react';
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

const MILESTONES: { label: string; doneFrom: Phase[]; activeIn: Phase[] }[] = [
  { label: 'Personality', doneFrom: ['transition', 'hobbies', 'weighting', 'complete'], activeIn: [] },
  { label: 'Interests', doneFrom: ['weighting', 'complete'], activeIn: ['hobbies'] },
  { label: 'Preferences', doneFrom: ['complete'], activeIn: ['weighting'] },
];

function ProgressHeader({ phase }: { phase: Phase }) {
  const value = PHASE_PROGRESS[phase];
  return (
    <Card p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" c="plum.8">
            Your assessment
          </Text>
          <Text size="sm" c="dimmed">
            {value}% complete
          </Text>
        </Group>
        <Progress value={value} radius="xl" size="sm" aria-label={`Assessment progress ${value}%`} />
        <Group justify="space-between" gap="xs" wrap="nowrap" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {MILESTONES.map((m) => {
            const done = m.doneFrom.includes(phase);
            const active = m.activeIn.includes(phase);
            return (
              <Group key={m.label} gap={6} wrap="nowrap" component="li" aria-current={active ? 'step' : undefined}>
                <ThemeIcon size={22} radius="xl" color={done ? 'teal' : active ? 'plum' : 'gray'} variant={done || active ? 'filled' : 'light'} aria-hidden>
                  {done ? <IconCheck size={14} /> : <Box w={6} h={6} bg="currentColor" style={{ borderRadius: '50%' }} />}
                </ThemeIcon>
                <Text fz={{ base: 'xs', xs: 'sm' }} fw={active ? 600 : 400} c={done || active ? undefined : 'dimmed'}>
                  {m.label}
                  <VisuallyHidden>{done ? ' (done)' : active ? ' (current step)' : ' (to do)'}</VisuallyHidden>
                </Text>
              </Group>
            );
          })}
        </Group>
      </Stack>
    </Card>
  );
}

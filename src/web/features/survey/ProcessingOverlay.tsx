import { useEffect, useRef, useState } from 'react';
import { Center, Loader, Overlay, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';

/** §9: two steps of 1500 ms and 800 ms; the bar stops at 95 until the work is done. */
const STEP_LABELS = defineMessages({
  analyzing: { id: 'survey.processing.analyzing', defaultMessage: 'Analyzing your responses…' },
  building: { id: 'survey.processing.building', defaultMessage: 'Building your personality profile…' },
});
export const OVERLAY_STEPS = [
  { label: STEP_LABELS.analyzing, ms: 1500 },
  { label: STEP_LABELS.building, ms: 800 },
] as const;
const TOTAL_MS = OVERLAY_STEPS.reduce((sum, s) => sum + s.ms, 0);

/**
 * The processing overlay after Complete Survey. Runs its steps, holds at 95% while `done` is false, then shows 100%
 * and calls `onFinished` once.
 */
export function ProcessingOverlay({ done, onFinished }: { done: boolean; onFinished: () => void }) {
  const intl = useIntl();
  const [elapsed, setElapsed] = useState(0);
  const finished = useRef(false);

  useEffect(() => {
    const started = performance.now();
    const timer = window.setInterval(() => setElapsed(performance.now() - started), 100);
    return () => window.clearInterval(timer);
  }, []);

  const stepsDone = elapsed >= TOTAL_MS;
  const complete = stepsDone && done;
  const progress = complete ? 100 : Math.min(95, Math.round((elapsed / TOTAL_MS) * 95));
  const step = elapsed < OVERLAY_STEPS[0].ms ? 0 : 1;

  useEffect(() => {
    if (!complete || finished.current) return;
    finished.current = true;
    const t = window.setTimeout(onFinished, 300);
    return () => window.clearTimeout(t);
  }, [complete, onFinished]);

  return (
    <Overlay fixed blur={4} color="#2b1224" backgroundOpacity={0.45} zIndex={300}>
      <Center h="100%" p="md">
        <Paper radius="lg" p="xl" shadow="xl" maw={420} w="100%" role="dialog" aria-modal="true" aria-labelledby="processing-title">
          <Stack align="center" gap="md" ta="center">
            {complete ? (
              <ThemeIcon size={48} radius="xl" color="teal" aria-hidden>
                <IconCheck size={28} />
              </ThemeIcon>
            ) : (
              <Loader type="dots" size="lg" aria-hidden />
            )}
            <Title order={2} fz={22} id="processing-title">
              {complete ? (
                <FormattedMessage id="survey.processing.ready" defaultMessage="Your profile is ready" />
              ) : (
                <FormattedMessage id="survey.processing.creating" defaultMessage="Creating your profile" />
              )}
            </Title>
            <Text c="dimmed" size="sm" role="status" aria-live="polite">
              {complete ? <FormattedMessage id="survey.processing.taking" defaultMessage="Taking you to your results…" /> : <FormattedMessage {...OVERLAY_STEPS[step].label} />}
            </Text>
            <Progress value={progress} w="100%" size="md" radius="xl" aria-label={intl.formatMessage({ id: 'survey.processing.progressLabel', defaultMessage: 'Processing progress' })} transitionDuration={200} />
            <Text size="xs" c="dimmed">
              <FormattedNumber value={progress / 100} style="percent" />
            </Text>
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}

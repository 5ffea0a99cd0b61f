import { Badge, Box, Group, Paper, RingProgress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  time: { id: 'landing.vibe.reason.time', defaultMessage: 'You both recharge with quality time and slow weekends.' },
  planning: { id: 'landing.vibe.reason.planning', defaultMessage: 'Similar ways of planning ahead and keeping promises.' },
  space: { id: 'landing.vibe.reason.space', defaultMessage: 'You reach out quickly after a disagreement; Sam needs a little space first.' },
});

/** The example's score (the caption says it in words). */
const SCORE = 78;

type Reason = { kind: 'strength' | 'growth'; text: MessageDescriptor };

const reasons: Reason[] = [
  { kind: 'strength', text: messages.time },
  { kind: 'strength', text: messages.planning },
  { kind: 'growth', text: messages.space },
];

/** A static example of an explainable Vibe score: the number always comes with its reasons. */
export function VibeExample() {
  return (
    <Box component="figure" m={0} aria-labelledby="landing-vibe-caption">
      <Paper withBorder radius="lg" shadow="sm" p="lg" maw={30 * 16} mx="auto">
        <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
          <Box>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts="0.06em">
              <FormattedMessage id="landing.vibe.with" defaultMessage="Vibe with Sam" />
            </Text>
            <Text fw={600} size="lg" ff="heading">
              <FormattedMessage id="landing.vibe.summary" defaultMessage="Warm and steady" />
            </Text>
            <Badge variant="light" size="sm" mt={6}>
              <FormattedMessage id="landing.vibe.partner" defaultMessage="Partner" />
            </Badge>
          </Box>
          <RingProgress
            size={96}
            thickness={9}
            roundCaps
            sections={[{ value: SCORE, color: 'plum.6' }]}
            rootColor="var(--attune-tint-strong)"
            label={
              <Text ta="center" fw={700} size="xl" ff="heading" aria-hidden>
                {SCORE}
              </Text>
            }
            aria-hidden
          />
        </Group>

        <Text size="sm" fw={600} mb="xs">
          <FormattedMessage id="landing.vibe.why" defaultMessage="Why this score" />
        </Text>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {reasons.map((r) => (
            <Group component="li" key={r.text.id} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={22}
                radius="xl"
                variant="light"
                color={r.kind === 'strength' ? 'teal' : 'orange'}
                aria-hidden
              >
                {r.kind === 'strength' ? <IconCheck size={14} /> : <IconPlus size={14} />}
              </ThemeIcon>
              <Text size="sm">
                <Text component="span" size="sm" fw={600}>
                  {r.kind === 'strength' ? (
                    <FormattedMessage id="landing.vibe.strength" defaultMessage="Strength: " />
                  ) : (
                    <FormattedMessage id="landing.vibe.growth" defaultMessage="Room to grow: " />
                  )}
                </Text>
                <FormattedMessage {...r.text} />
              </Text>
            </Group>
          ))}
        </Stack>

        <Group gap={6} mt="md" wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-dimmed)' }} />
          <Text size="xs" c="dimmed">
            <FormattedMessage id="landing.vibe.weights" defaultMessage="You choose how much personality and lifestyle count towards the score." />
          </Text>
        </Group>
      </Paper>
      <Text component="figcaption" id="landing-vibe-caption" size="xs" c="dimmed" ta="center" mt="sm">
        <FormattedMessage id="landing.vibe.caption" defaultMessage="Example: a Vibe score of 78 out of 100, shown with its reasons" />
      </Text>
    </Box>
  );
}

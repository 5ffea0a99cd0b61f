import type { ReactNode } from 'react';
import { Button, Card, Group, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconBulb, IconClipboardList } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Building blocks shared by the profile dialog's tabs. */

export interface LearnMoreTopic {
  title: string;
  message: string;
}

export type LearnMore = ((topic: LearnMoreTopic) => void) | undefined;

export function Section({ title, children, learnMore, onLearnMore }: { title: string; children: ReactNode; learnMore?: LearnMoreTopic; onLearnMore: LearnMore }) {
  const intl = useIntl();
  return (
    <Card p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz={17}>
            {title}
          </Title>
          {onLearnMore && learnMore && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconBulb size={14} aria-hidden />}
              onClick={() => onLearnMore(learnMore)}
              aria-label={intl.formatMessage({ id: 'profile.learnMoreLabel', defaultMessage: 'Learn more: {title}' }, { title })}
              style={{ flexShrink: 0 }}
            >
              <FormattedMessage id="profile.learnMore" defaultMessage="Learn more" />
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

export function ScoreBar({ label, value, color = 'plum', hint }: { label: string; value: number; color?: string; hint?: string }) {
  const intl = useIntl();
  const percent = intl.formatNumber(Math.round(value) / 100, { style: 'percent' });
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {hint ?? percent}
        </Text>
      </Group>
      <Progress value={value} color={color} radius="xl" size="sm" aria-label={intl.formatMessage({ id: 'profile.scoreLabel', defaultMessage: '{label}: {percent}' }, { label, percent })} />
    </Stack>
  );
}

export function LoadingCards() {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="status" aria-label={intl.formatMessage({ id: 'profile.loading', defaultMessage: 'Loading' })}>
      <Skeleton h={120} radius="lg" />
      <Skeleton h={120} radius="lg" />
      <Skeleton h={120} radius="lg" />
    </Stack>
  );
}

export function StartAssessment({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  return (
    <Card p="lg" bg="var(--attune-tint)" withBorder={false}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconClipboardList size={26} />
        </ThemeIcon>
        <Title order={3} fz={20}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" maw={380}>
          {text}
        </Text>
        <Button component={Link} to="/survey" onClick={onClose}>
          <FormattedMessage id="profile.startAssessment" defaultMessage="Start Assessment" />
        </Button>
      </Stack>
    </Card>
  );
}

import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../app/trpc';
import { RetakeButton, UpdateInterestsButton } from './RetakeActions';
import type { SurveyResultsAnswer } from '../survey/api';

const CONFIDENCE_WORDS: Record<'clear' | 'fairly_clear' | 'unclear', string> = {
  clear: 'Clear',
  fairly_clear: 'Fairly clear',
  unclear: 'Not clear yet',
};

/** The pole a 0–100 axis score leans to, for "Your Feeling lean went from 62% to 71%". */
const AXIS_POLES: Record<string, [string, string]> = { EI: ['Extraversion', 'Introversion'], SN: ['Sensing', 'Intuition'], TF: ['Thinking', 'Feeling'], JP: ['Judging', 'Perceiving'] };

type Axes = SurveyResultsAnswer['evidence']['axes'];

/** One sentence per axis whose lean moved between the last two attempts (the pole the latest attempt leans to). */
export function changeLines(latest: Axes, previous: Axes): string[] {
  return latest.flatMap((now) => {
    const before = previous.find((p) => p.axis === now.axis);
    const poles = AXIS_POLES[now.axis];
    if (!before || !poles) return [];
    const [first, second] = poles;
    const leansFirst = now.firstPolePercent >= 50;
    const pole = leansFirst ? first : second;
    const was = Math.round(leansFirst ? before.firstPolePercent : 100 - before.firstPolePercent);
    const is = Math.round(leansFirst ? now.firstPolePercent : 100 - now.firstPolePercent);
    return was === is ? [] : [`Your ${pole} lean went from ${was}% to ${is}%.`];
  });
}

/**
 * On the results page: how clear each scale is, where the person stands on this server when there are enough
 * people, what changed since the last attempt, and the Retake action with its weekly limit said plainly.
 */
export function ResultsOverTime({ r }: { r: SurveyResultsAnswer }) {
  const attempts = useQuery(trpc.survey.attempts.queryOptions());
  const items = attempts.data?.items ?? [];
  const changes = items.length >= 2 ? changeLines(items[0]!.results.evidence.axes, items[1]!.results.evidence.axes) : [];

  return (
    <Card p="lg" component="section" aria-labelledby="results-over-time">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="results-over-time">
          How clear your results are
        </Title>
        <Text size="sm" c="dimmed">
          Clarity comes from how consistently your choices on a scale pointed the same way. “Not clear yet” means your answers pulled both
          ways, so treat that result as a guess.
        </Text>
        <List spacing={4} size="sm">
          {r.scales.map((s) => (
            <List.Item key={s.scale}>
              <Text span fw={600}>
                {s.label}:
              </Text>{' '}
              {CONFIDENCE_WORDS[s.confidence]}
              {s.percentile !== null && <Text span c="dimmed">{` · higher than ${s.percentile}% of people on this server`}</Text>}
            </List.Item>
          ))}
        </List>
        {r.scales.every((s) => s.percentile === null) && (
          <Text size="sm" c="dimmed">
            There are too few people on this server to compare you with yet.
          </Text>
        )}
        <Title order={3} fz="h4">
          Since your last attempt
        </Title>
        {attempts.isPending && <Text size="sm">Loading your attempts…</Text>}
        {attempts.isError && <Text size="sm" c="red.8">Failed to load your earlier attempts.</Text>}
        {attempts.isSuccess && items.length < 2 && <Text size="sm">This is your first attempt. Retake the assessment to see what changes.</Text>}
        {changes.map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
        {items.length >= 2 && changes.length === 0 && <Text size="sm">Your four leanings are the same as last time.</Text>}
        {items.length > 0 && (
          <Text size="xs" c="dimmed">
            {items.length} {items.length === 1 ? 'attempt' : 'attempts'}, latest {new Date(items[0]!.completedAt).toLocaleDateString()}
          </Text>
        )}
        <Text size="sm">You can retake the assessment once a week (weeks start on Monday). Your current results stay until you finish.</Text>
        <Group gap="sm">
          <RetakeButton />
          <UpdateInterestsButton />
        </Group>
        <Anchor component={Link} to="/measures" size="sm">
          How Attune measures
        </Anchor>
      </Stack>
    </Card>
  );
}

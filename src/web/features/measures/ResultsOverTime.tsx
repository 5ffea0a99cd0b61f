import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { createIntl, defineMessages, FormattedDate, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Axis } from '../../../shared/assessment/types';
import { scaleLabel } from '../profile/resultText';
import { trpc } from '../../app/trpc';
import { RetakeButton, UpdateInterestsButton } from './RetakeActions';
import type { SurveyResultsAnswer } from '../survey/api';

const CONFIDENCE_WORDS = defineMessages({
  clear: { id: 'measures.confidence.clear', defaultMessage: 'Clear' },
  fairly_clear: { id: 'measures.confidence.fairlyClear', defaultMessage: 'Fairly clear' },
  unclear: { id: 'results.notClear', defaultMessage: 'Not clear yet' },
});

const POLES = defineMessages({
  E: { id: 'measures.pole.E', defaultMessage: 'Extraversion' },
  I: { id: 'measures.pole.I', defaultMessage: 'Introversion' },
  S: { id: 'measures.pole.S', defaultMessage: 'Sensing' },
  N: { id: 'measures.pole.N', defaultMessage: 'Intuition' },
  T: { id: 'measures.pole.T', defaultMessage: 'Thinking' },
  F: { id: 'measures.pole.F', defaultMessage: 'Feeling' },
  J: { id: 'measures.pole.J', defaultMessage: 'Judging' },
  P: { id: 'measures.pole.P', defaultMessage: 'Perceiving' },
});

/** The pole a 0–100 axis score leans to, for "Your Feeling lean went from 62% to 71%". */
const AXIS_POLES: Record<Axis, [keyof typeof POLES, keyof typeof POLES]> = { EI: ['E', 'I'], SN: ['S', 'N'], TF: ['T', 'F'], JP: ['J', 'P'] };

/** Between a scale's clarity and its rank among this server's members. */
const WORD_SPACE = ' ';

/** English, for callers without a reader (the words are the messages' English defaults). */
const ENGLISH = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

type Axes = SurveyResultsAnswer['evidence']['axes'];

/** One sentence per axis whose lean moved between the last two attempts (the pole the latest attempt leans to). */
export function changeLines(latest: Axes, previous: Axes, intl: IntlShape = ENGLISH): string[] {
  return latest.flatMap((now) => {
    const before = previous.find((p) => p.axis === now.axis);
    const poles = AXIS_POLES[now.axis as Axis] as [keyof typeof POLES, keyof typeof POLES] | undefined;
    if (!before || !poles) return [];
    const [first, second] = poles;
    const leansFirst = now.firstPolePercent >= 50;
    const pole = leansFirst ? first : second;
    const was = Math.round(leansFirst ? before.firstPolePercent : 100 - before.firstPolePercent);
    const is = Math.round(leansFirst ? now.firstPolePercent : 100 - now.firstPolePercent);
    return was === is
      ? []
      : [
          intl.formatMessage(
            { id: 'measures.change', defaultMessage: 'Your {pole} lean went from {was, number, percent} to {is, number, percent}.' },
            { pole: intl.formatMessage(POLES[pole]), was: was / 100, is: is / 100 },
          ),
        ];
  });
}

/**
 * On the results page: how clear each scale is, where the person stands on this server when there are enough
 * people, what changed since the last attempt, and the Retake action with its weekly limit said plainly.
 */
export function ResultsOverTime({ r }: { r: SurveyResultsAnswer }) {
  const intl = useIntl();
  const attempts = useQuery(trpc.survey.attempts.queryOptions());
  const items = attempts.data?.items ?? [];
  const changes = items.length >= 2 ? changeLines(items[0]!.results.evidence.axes, items[1]!.results.evidence.axes, intl) : [];

  return (
    <Card p="lg" component="section" aria-labelledby="results-over-time">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="results-over-time">
          <FormattedMessage id="measures.clarity.title" defaultMessage="How clear your results are" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="measures.clarity.text"
            defaultMessage="Clarity comes from how consistently your choices on a scale pointed the same way. “Not clear yet” means your answers pulled both ways, so treat that result as a guess."
          />
        </Text>
        <List spacing={4} size="sm">
          {r.scales.map((s) => (
            <List.Item key={s.scale}>
              <FormattedMessage
                id="measures.scaleLine"
                defaultMessage="<b>{scale}:</b> {confidence}"
                values={{ scale: scaleLabel(intl, s.scale, s.label), confidence: intl.formatMessage(CONFIDENCE_WORDS[s.confidence]), b: (chunks) => <Text span fw={600}>{chunks}</Text> }}
              />
              {s.percentile !== null && WORD_SPACE}
              {s.percentile !== null && (
                <Text span c="dimmed">
                  <FormattedMessage
                    id="measures.percentile"
                    defaultMessage="· higher than {percent, number, percent} of people on this server"
                    values={{ percent: s.percentile / 100 }}
                  />
                </Text>
              )}
            </List.Item>
          ))}
        </List>
        {r.scales.every((s) => s.percentile === null) && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="measures.tooFew" defaultMessage="There are too few people on this server to compare you with yet." />
          </Text>
        )}
        <Title order={3} fz="h4">
          <FormattedMessage id="measures.since" defaultMessage="Since your last attempt" />
        </Title>
        {attempts.isPending && (
          <Text size="sm">
            <FormattedMessage id="measures.attemptsLoading" defaultMessage="Loading your attempts…" />
          </Text>
        )}
        {attempts.isError && (
          <Text size="sm" c="var(--mantine-color-error)">
            <FormattedMessage id="measures.attemptsFailed" defaultMessage="Failed to load your earlier attempts." />
          </Text>
        )}
        {attempts.isSuccess && items.length < 2 && (
          <Text size="sm">
            <FormattedMessage id="measures.firstAttempt" defaultMessage="This is your first attempt. Retake the assessment to see what changes." />
          </Text>
        )}
        {changes.map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
        {items.length >= 2 && changes.length === 0 && (
          <Text size="sm">
            <FormattedMessage id="measures.same" defaultMessage="Your four leanings are the same as last time." />
          </Text>
        )}
        {items.length > 0 && (
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="measures.attempts"
              defaultMessage="{count, plural, one {# attempt} other {# attempts}}, latest {date}"
              values={{ count: items.length, date: <FormattedDate value={new Date(items[0]!.completedAt)} /> }}
            />
          </Text>
        )}
        <Text size="sm">
          <FormattedMessage
            id="measures.weekly"
            defaultMessage="You can retake the assessment once a week (weeks start on Monday). Your current results stay until you finish."
          />
        </Text>
        <Group gap="sm">
          <RetakeButton />
          <UpdateInterestsButton />
        </Group>
        <Anchor component={Link} to="/measures" size="sm">
          <FormattedMessage id="measures.howLink" defaultMessage="How Attune measures" />
        </Anchor>
      </Stack>
    </Card>
  );
}

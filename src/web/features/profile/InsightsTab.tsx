import { Badge, Button, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton , VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { interestProfile } from '../../../shared/assessment/hobbies';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { hobbyActivityName, hobbyCategoryName } from '../../../shared/assessment/hobbyText';
import { stabilityColor } from '../../../shared/assessment/labels';
import { STABILITY_DIMENSIONS, STABILITY_RESULT_FIELD, type StabilityDimension } from '../../../shared/assessment/types';
import { LoadError } from '../../components/LoadError';
import { useHobbyAnswers, useSurveyResults, useWeights } from '../survey/api';
import { HobbyIcon } from '../survey/HobbyIcon';
import { useHobbyText } from '../survey/surveyText';
import { STABILITY_MESSAGES } from './resultText';
import { LoadingCards, ScoreBar, Section, StartAssessment, type LearnMore } from './TabParts';

/** The Insights tab: stability analysis, compatibility preferences and the interest profile. */

const PREFERENCE_LABELS = defineMessages({
  personality_focused: { id: 'profile.weights.personalityTitle', defaultMessage: 'Personality Focused' },
  balanced: { id: 'profile.weights.balancedTitle', defaultMessage: 'Balanced Approach' },
  lifestyle_focused: { id: 'profile.weights.lifestyleTitle', defaultMessage: 'Lifestyle Focused' },
});

const STABILITY_KEYS = STABILITY_RESULT_FIELD;

export function InsightsTab({
  onClose,
  onUpdatePreferences,
  onLearnMore,
  onOpenActions,
}: {
  onClose: () => void;
  onUpdatePreferences: () => void;
  onLearnMore: LearnMore;
  onOpenActions?: (type: StabilityDimension) => void;
}) {
  const results = useSurveyResults();
  const hobbies = useHobbyAnswers();
  const weights = useWeights();
  const hobbyText = useHobbyText();
  const intl = useIntl();
  if (results.isPending || hobbies.isPending || weights.isPending || hobbyText === undefined) return <LoadingCards />;
  if (results.isError) return <LoadError title={intl.formatMessage({ id: 'results.loadFailed', defaultMessage: 'Failed to load results' })} error={results.error} onRetry={() => void results.refetch()} />;
  if (hobbies.isError) return <LoadError title={intl.formatMessage({ id: 'survey.loadResponsesFailed', defaultMessage: 'Failed to load responses' })} error={hobbies.error} onRetry={() => void hobbies.refetch()} />;
  if (weights.isError) return <LoadError title={intl.formatMessage({ id: 'survey.weighting.loadFailed', defaultMessage: 'Failed to load preferences' })} error={weights.error} onRetry={() => void weights.refetch()} />;
  const percent = (n: number) => intl.formatNumber(n / 100, { style: 'percent' });

  const profile = interestProfile(hobbies.data).slice(0, 5);
  if (!results.data && profile.length === 0 && !weights.data) {
    return (
      <StartAssessment
        title={intl.formatMessage({ id: 'profile.insights.emptyTitle', defaultMessage: 'Complete Your Assessments' })}
        text={intl.formatMessage({
          id: 'profile.insights.emptyText',
          defaultMessage: 'Your stability analysis, compatibility preferences and interest profile appear here once you finish your assessments.',
        })}
        onClose={onClose}
      />
    );
  }
  const w = weights.data;
  return (
    <Stack gap="md">
      <Section
        title={intl.formatMessage({ id: 'profile.insights.stability', defaultMessage: 'Stability analysis' })}
        onLearnMore={onLearnMore}
        learnMore={
          results.data
            ? {
                title: intl.formatMessage({ id: 'profile.insights.stability', defaultMessage: 'Stability analysis' }),
                message: intl.formatMessage(
                  { id: 'profile.insights.stabilityAsk', defaultMessage: 'My overall stability is {percent}. What do my six stability scores say, and where could I grow?' },
                  { percent: percent(results.data.overallStability) },
                ),
              }
            : undefined
        }
      >
        {results.data ? (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                <FormattedMessage id="profile.insights.overall" defaultMessage="Overall" />
              </Text>
              <Badge color={stabilityColor(results.data.overallStability)} variant="light" size="lg">
                <FormattedNumber value={results.data.overallStability / 100} style="percent" />
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {STABILITY_DIMENSIONS.map((dim) => {
                const score = results.data![STABILITY_KEYS[dim]] as number;
                const bar = <ScoreBar label={intl.formatMessage(STABILITY_MESSAGES[dim])} value={score} color={stabilityColor(score)} />;
                if (!onOpenActions) return <div key={dim}>{bar}</div>;
                // Each score opens that type's weekly actions.
                return (
                  // Named by the visible label and score, then where it leads.
                  <UnstyledButton key={dim} onClick={() => onOpenActions(dim)} p={4} style={{ borderRadius: 8 }}>
                    {bar}
                    <VisuallyHidden>
                      <FormattedMessage id="profile.insights.openActions" defaultMessage=": open weekly actions" />
                    </VisuallyHidden>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="profile.insights.stabilityEmpty" defaultMessage="Complete the survey to see your stability analysis." />
          </Text>
        )}
      </Section>

      <Section title={intl.formatMessage({ id: 'profile.insights.preferences', defaultMessage: 'Compatibility preferences' })} onLearnMore={undefined}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{w ? <FormattedMessage {...PREFERENCE_LABELS[w.preference]} /> : <FormattedMessage id="profile.insights.notChosen" defaultMessage="Not chosen yet" />}</Text>
            <Text size="sm" c="dimmed">
              {w ? (
                <FormattedMessage
                  id="profile.insights.split"
                  defaultMessage="{personality, number, percent} personality · {lifestyle, number, percent} lifestyle"
                  values={{ personality: w.personalityWeight / 100, lifestyle: w.lifestyleWeight / 100 }}
                />
              ) : (
                <FormattedMessage
                  id="profile.insights.defaultSplit"
                  defaultMessage="Balanced ({personality, number, percent} / {lifestyle, number, percent}) until you choose."
                  values={{ personality: 0.5, lifestyle: 0.5 }}
                />
              )}
            </Text>
          </Stack>
          <Button variant="light" onClick={onUpdatePreferences}>
            <FormattedMessage id="profile.insights.update" defaultMessage="Update Preferences" />
          </Button>
        </Group>
        {/* One picture of the split, read as one sentence: the two sections are not progress of anything. */}
        {w && (
          <Progress.Root size="lg" radius="xl" role="img" aria-label={intl.formatMessage(
              { id: 'profile.weights.valueText', defaultMessage: '{personality, number, percent} personality, {lifestyle, number, percent} lifestyle' },
              { personality: w.personalityWeight / 100, lifestyle: w.lifestyleWeight / 100 },
            )}
          >
            <Progress.Section withAria={false} value={w.personalityWeight} color="plum" />
            <Progress.Section withAria={false} value={w.lifestyleWeight} color="teal" />
          </Progress.Root>
        )}
      </Section>

      <Section
        title={intl.formatMessage({ id: 'profile.insights.interests', defaultMessage: 'Interest profile' })}
        onLearnMore={onLearnMore}
        learnMore={
          profile.length
            ? {
                title: intl.formatMessage({ id: 'profile.insights.interests', defaultMessage: 'Interest profile' }),
                message: intl.formatMessage(
                  { id: 'profile.insights.interestsAsk', defaultMessage: 'My strongest interests are {interests}. How can they help my relationships?' },
                  { interests: profile.map((e) => hobbyCategoryName(e.category, hobbyText)).join(', ') },
                ),
              }
            : undefined
        }
      >
        {profile.length === 0 ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="profile.insights.interestsEmpty" defaultMessage="Rate a few activities to see what lights you up." />
            </Text>
            <Button component={Link} to="/survey" variant="light" size="xs" onClick={onClose}>
              <FormattedMessage id="profile.insights.rate" defaultMessage="Rate interests" />
            </Button>
          </Group>
        ) : (
          <Stack gap="sm">
            {profile.map((entry) => (
              <Stack key={entry.category.id} gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <ThemeIcon size={24} radius="sm" variant="light" color={entry.category.color} aria-hidden>
                      <HobbyIcon category={entry.category} size={16} />
                    </ThemeIcon>
                    <Text size="sm" fw={500} truncate>
                      {hobbyCategoryName(entry.category, hobbyText)}
                    </Text>
                  </Group>
                  <Text size="sm" fw={600}>
                    <FormattedNumber value={entry.percent / 100} style="percent" />
                  </Text>
                </Group>
                <Progress value={entry.percent} color={entry.category.color} radius="xl" size="sm" aria-label={intl.formatMessage(
                    { id: 'profile.scoreLabel', defaultMessage: '{label}: {percent}' },
                    { label: hobbyCategoryName(entry.category, hobbyText), percent: percent(entry.percent) },
                  )} />
                {entry.topActivities.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {entry.topActivities.map((a) => hobbyActivityName(a, hobbyText)).join(' · ')}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

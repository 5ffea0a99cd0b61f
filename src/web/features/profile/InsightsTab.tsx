import { Badge, Button, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton , VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { interestProfile } from '../../../shared/assessment/hobbies';
import { STABILITY_LABELS, stabilityColor } from '../../../shared/assessment/labels';
import { STABILITY_DIMENSIONS, STABILITY_RESULT_FIELD, type StabilityDimension } from '../../../shared/assessment/types';
import { LoadError } from '../../components/LoadError';
import { useHobbyAnswers, useSurveyResults, useWeights } from '../survey/api';
import { HobbyIcon } from '../survey/HobbyIcon';
import { LoadingCards, ScoreBar, Section, StartAssessment, type LearnMore } from './TabParts';

/** The Insights tab: stability analysis, compatibility preferences and the interest profile. */

const PREFERENCE_LABELS = { personality_focused: 'Personality Focused', balanced: 'Balanced Approach', lifestyle_focused: 'Lifestyle Focused' } as const;

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
  if (results.isPending || hobbies.isPending || weights.isPending) return <LoadingCards />;
  if (results.isError) return <LoadError title="Failed to load results" error={results.error} onRetry={() => void results.refetch()} />;
  if (hobbies.isError) return <LoadError title="Failed to load responses" error={hobbies.error} onRetry={() => void hobbies.refetch()} />;
  if (weights.isError) return <LoadError title="Failed to load preferences" error={weights.error} onRetry={() => void weights.refetch()} />;

  const profile = interestProfile(hobbies.data).slice(0, 5);
  if (!results.data && profile.length === 0 && !weights.data) {
    return (
      <StartAssessment
        title="Complete Your Assessments"
        text="Your stability analysis, compatibility preferences and interest profile appear here once you finish your assessments."
        onClose={onClose}
      />
    );
  }
  const w = weights.data;
  return (
    <Stack gap="md">
      <Section
        title="Stability analysis"
        onLearnMore={onLearnMore}
        learnMore={results.data ? { title: 'Stability analysis', message: `My overall stability is ${results.data.overallStability}%. What do my six stability scores say, and where could I grow?` } : undefined}
      >
        {results.data ? (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                Overall
              </Text>
              <Badge color={stabilityColor(results.data.overallStability)} variant="light" size="lg">
                {results.data.overallStability}%
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {STABILITY_DIMENSIONS.map((dim) => {
                const score = results.data![STABILITY_KEYS[dim]] as number;
                const bar = <ScoreBar label={STABILITY_LABELS[dim]} value={score} color={stabilityColor(score)} />;
                if (!onOpenActions) return <div key={dim}>{bar}</div>;
                // Each score opens that type's weekly actions.
                return (
                  // Named by the visible label and score, then where it leads.
                  <UnstyledButton key={dim} onClick={() => onOpenActions(dim)} p={4} style={{ borderRadius: 8 }}>
                    {bar}
                    <VisuallyHidden>: open weekly actions</VisuallyHidden>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Complete the survey to see your stability analysis.
          </Text>
        )}
      </Section>

      <Section title="Compatibility preferences" onLearnMore={undefined}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{w ? PREFERENCE_LABELS[w.preference] : 'Not chosen yet'}</Text>
            <Text size="sm" c="dimmed">
              {w ? `${w.personalityWeight}% personality · ${w.lifestyleWeight}% lifestyle` : 'Balanced (50% / 50%) until you choose.'}
            </Text>
          </Stack>
          <Button variant="light" onClick={onUpdatePreferences}>
            Update Preferences
          </Button>
        </Group>
        {/* One picture of the split, read as one sentence: the two sections are not progress of anything. */}
        {w && (
          <Progress.Root size="lg" radius="xl" role="img" aria-label={`${w.personalityWeight}% personality, ${w.lifestyleWeight}% lifestyle`}>
            <Progress.Section withAria={false} value={w.personalityWeight} color="plum" />
            <Progress.Section withAria={false} value={w.lifestyleWeight} color="teal" />
          </Progress.Root>
        )}
      </Section>

      <Section
        title="Interest profile"
        onLearnMore={onLearnMore}
        learnMore={profile.length ? { title: 'Interest profile', message: `My strongest interests are ${profile.map((e) => e.category.name).join(', ')}. How can they help my relationships?` } : undefined}
      >
        {profile.length === 0 ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              Rate a few activities to see what lights you up.
            </Text>
            <Button component={Link} to="/survey" variant="light" size="xs" onClick={onClose}>
              Rate interests
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
                      {entry.category.name}
                    </Text>
                  </Group>
                  <Text size="sm" fw={600}>
                    {entry.percent}%
                  </Text>
                </Group>
                <Progress value={entry.percent} color={entry.category.color} radius="xl" size="sm" aria-label={`${entry.category.name}: ${entry.percent}%`} />
                {entry.topActivities.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {entry.topActivities.map((a) => a.name).join(' · ')}
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

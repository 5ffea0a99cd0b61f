import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Popover,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { IconArrowLeft, IconArrowRight, IconCheck, IconClock, IconInfoCircle, IconStar, IconStarFilled } from '@tabler/icons-react';
import { INTEREST_LABELS, interestLabel } from '../../../shared/assessment/hobbies';
import { ATTACHMENT_LABELS, LOVE_LANGUAGE_LABELS } from '../../../shared/assessment/labels';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { WeightChooser } from '../profile/WeightChooser';
import { refreshAssessment, saveWeights, useHobbyAnswers, useHobbyCategories, useSurveyResults, useWeights, type HobbyCategoryData } from './api';
import { HobbyIcon } from './HobbyIcon';
import { SurveyFrame } from './SurveyFrame';

export type Phase = 'transition' | 'hobbies' | 'weighting' | 'complete';

/** §9 header progress defaults by phase. */
export const PHASE_PROGRESS: Record<Phase, number> = { transition: 60, hobbies: 80, weighting: 95, complete: 100 };
const TOP_PICKS_MAX = 3;

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

// --- phase 1 results ---------------------------------------------------------------------------------------------

function TransitionPhase({ onContinue, onSkip, skipping, onLearnMore }: { onContinue: () => void; onSkip: () => void; skipping: boolean; onLearnMore: () => void }) {
  const results = useSurveyResults();
  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} c="teal.8" tt="uppercase">
              Phase 1 complete
            </Text>
            <Popover width={280} position="bottom-end" withArrow shadow="md">
              <Popover.Target>
                <ActionIcon variant="subtle" color="gray" radius="xl" aria-label="About your results">
                  <IconInfoCircle size={20} aria-hidden />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown>
                <Stack gap="xs">
                  <Text size="sm">
                    These results come from the statements you chose. They describe tendencies, not limits, and you can retake the survey
                    whenever you like.
                  </Text>
                  <Button size="xs" variant="light" onClick={onLearnMore}>
                    Learn More About My Results
                  </Button>
                </Stack>
              </Popover.Dropdown>
            </Popover>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Here’s what we learned about you
          </Title>
        </Stack>

        {results.isPending && (
          <Stack gap="sm" role="status" aria-label="Loading your results">
            <Skeleton h={28} w="50%" />
            <Skeleton h={60} />
            <Skeleton h={60} />
          </Stack>
        )}
        {results.isError && <LoadError title="Failed to load results" onRetry={() => void results.refetch()} />}
        {results.data && (
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="center">
              <Badge size="xl" radius="md" variant="filled" color="plum" style={{ flexShrink: 0 }}>
                {results.data.personalityType}
              </Badge>
              <Text fw={600} fz="lg" ff="heading">
                {results.data.nickname}
              </Text>
            </Group>
            <Text c="dimmed" size="sm" lh={1.6}>
              {results.data.description}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <ResultTile label="Attachment Style" value={ATTACHMENT_LABELS[results.data.relationshipType]} />
              <ResultTile label="You give love through" value={LOVE_LANGUAGE_LABELS[results.data.loveLanguageGiving]} />
              <ResultTile label="You feel loved through" value={LOVE_LANGUAGE_LABELS[results.data.loveLanguageReceiving]} />
            </SimpleGrid>
          </Stack>
        )}
        {results.isSuccess && results.data === null && <Text c="dimmed">Your results are being prepared.</Text>}

        <Card withBorder={false} bg="plum.0" radius="md" p="md">
          <Stack gap={6}>
            <Text fw={600}>Phase 2: your interests</Text>
            <Text size="sm">
              Rate a few activities across 7 interest categories so your matches reflect how you like to spend your time, then choose how much
              personality and lifestyle should count.
            </Text>
            <Group gap={6}>
              <IconClock size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                About 5-10 minutes
              </Text>
            </Group>
          </Stack>
        </Card>

        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="gray" onClick={onSkip} loading={skipping}>
            Skip for Now
          </Button>
          <Button onClick={onContinue} rightSection={<IconArrowRight size={16} aria-hidden />}>
            Continue to Phase 2
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ResultTile({ label, value }: { label: string; value: string }) {
  return (
    <Card p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}

// --- phase 2: hobbies --------------------------------------------------------------------------------------------

function HobbiesPhase({ onDone, onSkip, skipping }: { onDone: () => void; onSkip: () => void; skipping: boolean }) {
  const categories = useHobbyCategories();
  const saved = useHobbyAnswers();
  if (categories.isError) return <LoadError title="Failed to load interest categories" onRetry={() => void categories.refetch()} />;
  if (saved.isError) return <LoadError title="Failed to load responses" onRetry={() => void saved.refetch()} />;
  if (categories.isPending || saved.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading interests">
        <Skeleton h={40} w="60%" />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={90} radius="md" />
        ))}
      </Stack>
    );
  }
  const ratings: Record<string, number> = {};
  const picks: Record<string, string[]> = {};
  for (const answer of saved.data) {
    for (const s of answer.selections) ratings[s.activityId] = s.interest;
    picks[answer.category] = answer.preferences.topThree;
  }
  const savedIds = new Set(saved.data.map((a) => a.category));
  const firstUnsaved = categories.data.findIndex((c) => !savedIds.has(c.id));
  return (
    <HobbyForm
      categories={categories.data}
      initialIndex={firstUnsaved === -1 ? categories.data.length - 1 : firstUnsaved}
      initialRatings={ratings}
      initialPicks={picks}
      onDone={onDone}
      onSkip={onSkip}
      skipping={skipping}
    />
  );
}

function HobbyForm({
  categories,
  initialIndex,
  initialRatings,
  initialPicks,
  onDone,
  onSkip,
  skipping,
}: {
  categories: HobbyCategoryData[];
  initialIndex: number;
  initialRatings: Record<string, number>;
  initialPicks: Record<string, string[]>;
  onDone: () => void;
  onSkip: () => void;
  skipping: boolean;
}) {
  const [index, setIndex] = useState(initialIndex);
  const [ratings, setRatings] = useState(initialRatings);
  const [picks, setPicks] = useState(initialPicks);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [index]);

  const category = categories[index]!;
  const isLast = index === categories.length - 1;
  const categoryPicks = picks[category.id] ?? [];
  const rated = category.activities.filter((a) => (ratings[a.id] ?? 0) > 0);
  const canContinue = rated.length > 0 || categoryPicks.length > 0;

  const rate = (activityId: string, value: number) => setRatings((prev) => ({ ...prev, [activityId]: prev[activityId] === value ? 0 : value }));
  const togglePick = (activityId: string) =>
    setPicks((prev) => {
      const current = prev[category.id] ?? [];
      // A fourth pick drops the oldest and keeps the latest (spec §5).
      const nextPicks = current.includes(activityId) ? current.filter((id) => id !== activityId) : [...current, activityId].slice(-TOP_PICKS_MAX);
      return { ...prev, [category.id]: nextPicks };
    });

  const next = async () => {
    if (!canContinue) return;
    setSaving(true);
    try {
      await trpcClient.survey.saveHobbyCategory.mutate({
        category: category.id,
        // Only activities with an interest above 0 are saved (spec §5).
        selections: rated.map((a) => ({ activityId: a.id, interest: ratings[a.id]!, frequency: 'sometimes', intensity: 'moderate' })),
        preferences: { topThree: categoryPicks, notes: '' },
        complete: isLast,
      });
      void queryClient.invalidateQueries({ queryKey: trpc.survey.hobbyAssessment.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.survey.hobbyResponses.queryKey() });
      if (isLast) {
        toast.success('Hobby Assessment Complete', 'Thank you! Your interests will shape your compatibility insights.');
        onDone();
      } else {
        setIndex(index + 1);
      }
    } catch (error) {
      console.warn('Hobby save failed', errorMessage(error, ''));
      toast.error('Error', 'Failed to save your responses. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600} c="plum.8">
                Interest category {index + 1} of {categories.length}
              </Text>
              <Group gap={4} wrap="nowrap">
                <IconClock size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed">
                  5-10 minutes
                </Text>
              </Group>
            </Group>
            <VisuallyHidden role="status" aria-live="polite">{`Interest category ${index + 1} of ${categories.length}: ${category.name}`}</VisuallyHidden>
            <Group gap="sm" wrap="nowrap" align="center">
              <ThemeIcon size={44} radius="md" variant="light" color={category.color} aria-hidden>
                <HobbyIcon category={category} size={26} />
              </ThemeIcon>
              <Title order={1} fz={{ base: 22, sm: 28 }} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                {category.name}
              </Title>
            </Group>
            <Text c="dimmed">{category.description}</Text>
            <Text size="sm" c="dimmed">
              Rate what interests you (1–5) and star up to three top picks. Skip anything that isn’t you.
            </Text>
            <Group gap="xs">
              <Badge variant="light" color="plum">
                {rated.length} rated
              </Badge>
              <Badge variant="light" color="yellow" leftSection={<IconStarFilled size={12} aria-hidden />}>
                {categoryPicks.length} of {TOP_PICKS_MAX} top picks
              </Badge>
            </Group>
          </Stack>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {category.activities.map((activity) => (
              <ActivityRow
                key={activity.id}
                name={activity.name}
                description={activity.description}
                rating={ratings[activity.id] ?? 0}
                onRate={(v) => rate(activity.id, v)}
                picked={categoryPicks.includes(activity.id)}
                onTogglePick={() => togglePick(activity.id)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Card>

      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => setIndex(index - 1)} disabled={index === 0 || saving}>
          Previous
        </Button>
        <Button
          onClick={() => void next()}
          disabled={!canContinue}
          loading={saving}
          rightSection={isLast ? <IconCheck size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />}
        >
          {isLast ? 'Complete Assessment' : 'Next Category'}
        </Button>
      </Group>
      <Group justify="center">
        <Button variant="subtle" color="gray" size="xs" onClick={onSkip} loading={skipping}>
          Skip for Now
        </Button>
      </Group>
    </Stack>
  );
}

function ActivityRow({
  name,
  description,
  rating,
  onRate,
  picked,
  onTogglePick,
}: {
  name: string;
  description: string;
  rating: number;
  onRate: (value: number) => void;
  picked: boolean;
  onTogglePick: () => void;
}) {
  const groupRef = useRef<HTMLDivElement>(null);
  const onArrow = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const to = Math.min(5, Math.max(1, from + step));
    if (to === from) return;
    onRate(to);
    groupRef.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[to - 1]?.focus();
  };
  return (
    <Card p="sm" radius="md" style={{ borderColor: rating > 0 || picked ? 'var(--mantine-color-plum-3)' : undefined }} data-activity={name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Button
            size="compact-sm"
            variant={picked ? 'filled' : 'default'}
            color={picked ? 'yellow' : 'gray'}
            aria-pressed={picked}
            aria-label={`Top pick: ${name}`}
            leftSection={picked ? <IconStarFilled size={14} aria-hidden /> : <IconStar size={14} aria-hidden />}
            onClick={onTogglePick}
            style={{ flexShrink: 0 }}
          >
            Top pick
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap" align="center">
          <Group gap={6} role="radiogroup" aria-label={`Interest in ${name}`} wrap="nowrap" ref={groupRef}>
            {[1, 2, 3, 4, 5].map((v) => {
              const selected = rating === v;
              return (
                <UnstyledButton
                  key={v}
                  role="radio"
                  aria-checked={selected}
                  aria-label={`${v} – ${INTEREST_LABELS[v - 1]}`}
                  title={INTEREST_LABELS[v - 1]}
                  // One tab stop per activity; the arrow keys move between the five ratings (radio group pattern).
                  tabIndex={selected || (rating === 0 && v === 1) ? 0 : -1}
                  onKeyDown={(event) => onArrow(event, v)}
                  onClick={() => onRate(v)}
                  w={36}
                  h={36}
                  style={{
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 600,
                    fontSize: 14,
                    border: `1px solid ${v <= rating ? 'var(--mantine-color-plum-6)' : 'var(--mantine-color-default-border)'}`,
                    background: selected ? 'var(--mantine-color-plum-7)' : v < rating ? 'var(--mantine-color-plum-1)' : 'var(--mantine-color-body)',
                    color: selected ? 'white' : undefined,
                  }}
                >
                  {v}
                </UnstyledButton>
              );
            })}
          </Group>
          <Text size="sm" c={rating > 0 ? 'plum.8' : 'dimmed'} fw={rating > 0 ? 500 : 400}>
            {rating > 0 ? interestLabel(rating) : 'Not rated'}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

// --- phase 3: weighting ------------------------------------------------------------------------------------------

function WeightingPhase({ onDone, onSkip, skipping }: { onDone: () => void; onSkip: () => void; skipping: boolean }) {
  const weights = useWeights();
  const [value, setValue] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const current = value ?? weights.data?.personalityWeight ?? 50;

  const save = async () => {
    setSaving(true);
    try {
      // The assessment status is re-read only after leaving for /?openProfile=true (finish), not here: at / a
      // finished status would swap this screen for the chat home before it can open the profile.
      await saveWeights(current, !!weights.data);
      onDone();
    } catch {
      toast.error('Error', 'Failed to save your preferences. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" fw={600} c="plum.8">
              Phase 3: your preferences
            </Text>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              What matters most in a match?
            </Title>
            <Text c="dimmed">
              Choose how your compatibility scores weigh personality against lifestyle. You can change this any time from your profile.
            </Text>
          </Stack>
          {weights.isPending ? (
            <Skeleton h={200} role="status" aria-label="Loading your preferences" />
          ) : weights.isError ? (
            <LoadError title="Failed to load preferences" onRetry={() => void weights.refetch()} />
          ) : (
            <WeightChooser value={current} onChange={setValue} disabled={saving} />
          )}
        </Stack>
      </Card>
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" color="gray" onClick={onSkip} loading={skipping}>
          Skip for Now
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={weights.isPending || weights.isError} rightSection={<IconCheck size={16} aria-hidden />}>
          {saving ? 'Saving...' : 'Save Preferences'}
        </Button>
      </Group>
    </Stack>
  );
}

// --- complete ----------------------------------------------------------------------------------------------------

function CompletePhase({ onGo }: { onGo: () => void }) {
  useEffect(() => {
    const t = window.setTimeout(onGo, 1500);
    return () => window.clearTimeout(t);
  }, [onGo]);
  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md" py="md">
        <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          You’re all set
        </Title>
        <Text c="dimmed" maw={420} role="status">
          Thank you for taking the time. We’re opening your profile so you can explore your results.
        </Text>
        <Button onClick={onGo}>View my profile</Button>
      </Stack>
    </Card>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck, IconClock, IconStar, IconStarFilled } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateHobbyCategory } from '../../../shared/assessment/hobbyText';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { useHobbyAnswers, useHobbyCategories, type HobbyCategoryData } from './api';
import { HobbyIcon } from './HobbyIcon';
import { interestMessage } from './interestLabels';
import { useHobbyText } from './surveyText';

const TOP_PICKS_MAX = 3;

/**
 * Progressive assessment, phase 2: rate activities and choose top picks. In 'update' mode (from the results page or
 * Settings, issue 32) the same form walks the saved interests from the first category and leaves with Cancel.
 */
export function HobbiesPhase({ onDone, onSkip, skipping, mode = 'assessment' }: { onDone: () => void; onSkip: () => void; skipping: boolean; mode?: HobbyMode }) {
  const categories = useHobbyCategories();
  const saved = useHobbyAnswers();
  const text = useHobbyText();
  const intl = useIntl();
  if (categories.isError) {
    return <LoadError title={intl.formatMessage({ id: 'survey.hobbies.loadCategoriesFailed', defaultMessage: 'Failed to load interest categories' })} error={categories.error} onRetry={() => void categories.refetch()} />;
  }
  if (saved.isError) return <LoadError title={intl.formatMessage({ id: 'survey.loadResponsesFailed', defaultMessage: 'Failed to load responses' })} error={saved.error} onRetry={() => void saved.refetch()} />;
  // A language's words come before the form, so the reader never sees the English names first.
  if (categories.isPending || saved.isPending || text === undefined) {
    return (
      <Stack gap="sm" role="status" aria-label={intl.formatMessage({ id: 'survey.hobbies.loading', defaultMessage: 'Loading interests' })}>
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
      categories={text ? categories.data.map((c) => translateHobbyCategory(c, text)) : categories.data}
      initialIndex={mode === 'update' ? 0 : firstUnsaved === -1 ? categories.data.length - 1 : firstUnsaved}
      initialRatings={ratings}
      initialPicks={picks}
      onDone={onDone}
      onSkip={onSkip}
      skipping={skipping}
      mode={mode}
    />
  );
}

type HobbyMode = 'assessment' | 'update';

function HobbyForm({
  categories,
  initialIndex,
  initialRatings,
  initialPicks,
  onDone,
  onSkip,
  skipping,
  mode,
}: {
  mode: HobbyMode;
  categories: HobbyCategoryData[];
  initialIndex: number;
  initialRatings: Record<string, number>;
  initialPicks: Record<string, string[]>;
  onDone: () => void;
  onSkip: () => void;
  skipping: boolean;
}) {
  const intl = useIntl();
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
        if (mode === 'update') {
          toast.success(
            intl.formatMessage({ id: 'survey.hobbies.updatedTitle', defaultMessage: 'Interests Updated' }),
            intl.formatMessage({ id: 'survey.hobbies.updatedBody', defaultMessage: 'Your compatibility insights now use your new interests.' }),
          );
        } else {
          toast.success(
            intl.formatMessage({ id: 'survey.hobbies.completeTitle', defaultMessage: 'Hobby Assessment Complete' }),
            intl.formatMessage({ id: 'survey.hobbies.completeBody', defaultMessage: 'Thank you! Your interests will shape your compatibility insights.' }),
          );
        }
        onDone();
      } else {
        setIndex(index + 1);
      }
    } catch (error) {
      console.warn('Hobby save failed', errorMessage(error, ''));
      toast.error(
        intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        intl.formatMessage({ id: 'survey.hobbies.saveFailed', defaultMessage: 'Failed to save your responses. Please try again.' }),
      );
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
              <Text size="sm" fw={600} c="var(--attune-accent-text)">
                <FormattedMessage id="survey.hobbies.categoryOf" defaultMessage="Interest category {number} of {total}" values={{ number: index + 1, total: categories.length }} />
              </Text>
              <Group gap={4} wrap="nowrap">
                <IconClock size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed">
                  <FormattedMessage id="survey.hobbies.duration" defaultMessage="{from}-{to} minutes" values={{ from: 5, to: 10 }} />
                </Text>
              </Group>
            </Group>
            <VisuallyHidden role="status" aria-live="polite">{intl.formatMessage(
                { id: 'survey.hobbies.status', defaultMessage: 'Interest category {number} of {total}: {name}' },
                { number: index + 1, total: categories.length, name: category.name },
              )}</VisuallyHidden>
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
              <FormattedMessage
                id="survey.hobbies.instructions"
                defaultMessage="Rate what interests you ({min}–{max}) and star up to three top picks. Skip anything that isn’t you."
                values={{ min: 1, max: 5 }}
              />
            </Text>
            <Group gap="xs">
              <Badge variant="light" color="plum">
                <FormattedMessage id="survey.hobbies.rated" defaultMessage="{count, plural, other {# rated}}" values={{ count: rated.length }} />
              </Badge>
              <Badge variant="light" color="yellow" leftSection={<IconStarFilled size={12} aria-hidden />}>
                <FormattedMessage id="survey.hobbies.picks" defaultMessage="{count} of {max} top picks" values={{ count: categoryPicks.length, max: TOP_PICKS_MAX }} />
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
          <FormattedMessage id="survey.previous" defaultMessage="Previous" />
        </Button>
        <Button
          onClick={() => void next()}
          disabled={!canContinue}
          loading={saving}
          rightSection={isLast ? <IconCheck size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />}
        >
          {isLast ? (
            mode === 'update' ? (
              <FormattedMessage id="survey.hobbies.save" defaultMessage="Save Interests" />
            ) : (
              <FormattedMessage id="survey.hobbies.complete" defaultMessage="Complete Assessment" />
            )
          ) : (
            <FormattedMessage id="survey.next" defaultMessage="Next Category" />
          )}
        </Button>
      </Group>
      <Group justify="center">
        <Button variant="subtle" color="gray" size="xs" onClick={onSkip} loading={skipping}>
          {mode === 'update' ? <FormattedMessage id="survey.hobbies.cancel" defaultMessage="Cancel" /> : <FormattedMessage id="survey.skip" defaultMessage="Skip for Now" />}
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
  const intl = useIntl();
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
            aria-label={intl.formatMessage({ id: 'survey.hobbies.topPickLabel', defaultMessage: 'Top pick: {name}' }, { name })}
            leftSection={picked ? <IconStarFilled size={14} aria-hidden /> : <IconStar size={14} aria-hidden />}
            onClick={onTogglePick}
            style={{ flexShrink: 0 }}
          >
            <FormattedMessage id="survey.hobbies.topPick" defaultMessage="Top pick" />
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap" align="center">
          <Group gap={6} role="radiogroup" aria-label={intl.formatMessage({ id: 'survey.hobbies.interestIn', defaultMessage: 'Interest in {name}' }, { name })} wrap="nowrap" ref={groupRef}>
            {[1, 2, 3, 4, 5].map((v) => {
              const selected = rating === v;
              return (
                <UnstyledButton
                  key={v}
                  role="radio"
                  aria-checked={selected}
                  aria-label={intl.formatMessage(
                    { id: 'survey.hobbies.ratingLabel', defaultMessage: '{value} – {label}' },
                    { value: v, label: intl.formatMessage(interestMessage(v)) },
                  )}
                  title={intl.formatMessage(interestMessage(v))}
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
                    background: selected ? 'var(--mantine-color-plum-7)' : v < rating ? 'var(--attune-tint-strong)' : 'var(--mantine-color-body)',
                    color: selected ? 'white' : undefined,
                  }}
                >
                  {v}
                </UnstyledButton>
              );
            })}
          </Group>
          <Text size="sm" c={rating > 0 ? 'var(--attune-accent-text)' : 'dimmed'} fw={rating > 0 ? 500 : 400}>
            {rating > 0 ? <FormattedMessage {...interestMessage(rating)} /> : <FormattedMessage id="survey.hobbies.notRated" defaultMessage="Not rated" />}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

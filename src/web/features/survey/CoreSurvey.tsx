import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Card, Checkbox, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SURVEY_CATEGORIES } from '../../../shared/assessment/surveyCategories';
import { translateCategory } from '../../../shared/assessment/surveyText';
import { SURVEY_CATEGORY_IDS, type SurveyCategory } from '../../../shared/assessment/types';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { refreshAfterSurveyComplete, refreshAssessment } from './api';
import { ProcessingOverlay } from './ProcessingOverlay';
import { SurveyFrame } from './SurveyFrame';
import { useSurveyText } from './surveyText';

const TOTAL = SURVEY_CATEGORIES.length;
type Selections = Record<string, number[]>;

/** The core survey (spec §2, §4, §5): one category per screen, saved after each, resumable. */
export function CoreSurvey() {
  const progress = useQuery(trpc.survey.progress.queryOptions());
  const responses = useQuery(trpc.survey.responses.queryOptions());
  const text = useSurveyText();
  const intl = useIntl();

  if (progress.isError) {
    return (
      <SurveyFrame>
        <LoadError title={intl.formatMessage({ id: 'survey.loadProgressFailed', defaultMessage: 'Failed to load progress' })} error={progress.error} onRetry={() => void progress.refetch()} />
      </SurveyFrame>
    );
  }
  if (responses.isError) {
    return (
      <SurveyFrame>
        <LoadError title={intl.formatMessage({ id: 'survey.loadResponsesFailed', defaultMessage: 'Failed to load responses' })} error={responses.error} onRetry={() => void responses.refetch()} />
      </SurveyFrame>
    );
  }
  if (progress.isPending || responses.isPending || text === undefined) return <SurveySkeleton />;

  const initial: Selections = {};
  for (const r of responses.data) initial[r.category] = r.responses;
  return (
    <SurveyForm
      initialIndex={Math.min(Math.max(progress.data.currentCategoryIndex, 0), TOTAL - 1)}
      initialSelections={initial}
      initialCompleted={progress.data.completedCategories}
      categories={text ? SURVEY_CATEGORIES.map((c) => translateCategory(c, text)) : SURVEY_CATEGORIES}
    />
  );
}

function SurveySkeleton() {
  const intl = useIntl();
  return (
    <SurveyFrame>
      <Stack gap="md" role="status" aria-label={intl.formatMessage({ id: 'survey.loading', defaultMessage: 'Loading your survey' })}>
        <Skeleton h={12} radius="xl" />
        <Skeleton h={32} w="60%" />
        <Skeleton h={18} w="90%" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={64} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    </SurveyFrame>
  );
}

function SurveyForm({
  initialIndex,
  initialSelections,
  initialCompleted,
  categories,
}: {
  initialIndex: number;
  initialSelections: Selections;
  initialCompleted: string[];
  /** The categories in the reader's language (same order, options and weights as SURVEY_CATEGORIES). */
  categories: SurveyCategory[];
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [index, setIndex] = useState(initialIndex);
  const [selections, setSelections] = useState<Selections>(initialSelections);
  const [completed, setCompleted] = useState<string[]>(initialCompleted);
  const [saving, setSaving] = useState(false);
  const [overlay, setOverlay] = useState<'off' | 'running' | 'done'>('off');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const retry = intl.formatMessage({ id: 'survey.checkConnection', defaultMessage: 'Please check your connection and try again.' });
  const firstRender = useRef(true);

  const category = categories[index]!;
  const chosen = selections[category.id] ?? [];
  const isLast = index === TOTAL - 1;
  const percent = Math.round((completed.length / TOTAL) * 100);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [index]);

  const toggle = (option: number, checked: boolean) => {
    setSelections((prev) => {
      const current = new Set(prev[category.id] ?? []);
      if (checked) current.add(option);
      else current.delete(option);
      return { ...prev, [category.id]: [...current].sort((a, b) => a - b) };
    });
  };

  const saveCurrent = async (nextIndex: number, isCompleted: boolean) => {
    const saved = await trpcClient.survey.saveResponse.mutate({ category: category.id, categoryIndex: index, responses: chosen });
    const nextCompleted = SURVEY_CATEGORY_IDS.filter((id) => id === category.id || completed.includes(id));
    if (!isCompleted) {
      const progress = await trpcClient.survey.saveProgress.mutate({ completedCategories: nextCompleted, currentCategoryIndex: nextIndex, isCompleted });
      queryClient.setQueryData(trpc.survey.progress.queryKey(), progress);
    }
    queryClient.setQueryData(trpc.survey.responses.queryKey(), (old) => [...(old ?? []).filter((r) => r.category !== saved.category), saved].sort((a, b) => a.categoryIndex - b.categoryIndex));
    setCompleted(nextCompleted);
  };

  const next = async () => {
    if (chosen.length === 0) {
      toast.error(
        intl.formatMessage({ id: 'survey.selectTitle', defaultMessage: 'Please make a selection' }),
        intl.formatMessage({ id: 'survey.selectBody', defaultMessage: 'Select at least one option before continuing.' }),
      );
      return;
    }
    if (isLast) return completeSurvey();
    setSaving(true);
    try {
      await saveCurrent(index + 1, false);
      setIndex(index + 1);
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'survey.saveFailed', defaultMessage: 'Error saving response' }), errorMessage(error, retry));
    } finally {
      setSaving(false);
    }
  };

  const completeSurvey = async () => {
    setSaving(true);
    setOverlay('running');
    let stage: 'response' | 'complete' = 'response';
    try {
      await saveCurrent(index, true);
      stage = 'complete';
      const results = await trpcClient.survey.complete.mutate();
      queryClient.setQueryData(trpc.survey.results.queryKey(), results);
      refreshAfterSurveyComplete();
      const progress = await trpcClient.survey.saveProgress.mutate({ completedCategories: [...SURVEY_CATEGORY_IDS], currentCategoryIndex: TOTAL - 1, isCompleted: true });
      queryClient.setQueryData(trpc.survey.progress.queryKey(), progress);
      setOverlay('done');
    } catch (error) {
      setOverlay('off');
      setSaving(false);
      if (stage === 'response') toast.error(intl.formatMessage({ id: 'survey.saveFailed', defaultMessage: 'Error saving response' }), errorMessage(error, retry));
      else toast.error(intl.formatMessage({ id: 'survey.completeFailed', defaultMessage: 'Error completing assessment' }), errorMessage(error, retry));
    }
  };

  const onOverlayFinished = useCallback(() => {
    // Show the progressive assessment at once (the cache says core is done), then re-read everything.
    queryClient.setQueryData(trpc.survey.progressiveStatus.queryKey(), (old) =>
      old ? { ...old, coreCompleted: true, retakeInProgress: false, progressPercentage: Math.max(old.progressPercentage, 60) } : old,
    );
    // Spec §2: then the user goes to /, where the progressive assessment shows until it is finished or skipped.
    void navigate({ to: '/' }).then(() => refreshAssessment());
  }, [navigate]);

  const previous = () => {
    if (index === 0) return;
    const target = index - 1;
    setIndex(target);
    // Remember where the person is; a failure here costs nothing but the resume position.
    void trpcClient.survey.saveProgress
      .mutate({ completedCategories: SURVEY_CATEGORY_IDS.filter((id) => completed.includes(id)), currentCategoryIndex: target, isCompleted: false })
      .then((p) => queryClient.setQueryData(trpc.survey.progress.queryKey(), p))
      .catch(() => undefined);
  };

  return (
    <SurveyFrame>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} c="var(--attune-accent-text)">
              <FormattedMessage id="survey.categoryOf" defaultMessage="Category {number} of {total}" values={{ number: index + 1, total: TOTAL }} />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="survey.percentComplete" defaultMessage="{percent, number, percent} complete" values={{ percent: percent / 100 }} />
            </Text>
          </Group>
          <Progress value={percent} radius="xl" size="sm" aria-label={intl.formatMessage({ id: 'survey.progressLabel', defaultMessage: 'Survey progress: {answered} of {total} categories answered' }, { answered: completed.length, total: TOTAL })} />
          <VisuallyHidden role="status" aria-live="polite">
            {intl.formatMessage(
              { id: 'survey.status', defaultMessage: 'Category {number} of {total}: {name}. {answered} of {total} categories answered.' },
              { number: index + 1, total: TOTAL, name: category.name, answered: completed.length },
            )}
          </VisuallyHidden>
        </Stack>

        <Card p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 30 }} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                {category.name}
              </Title>
              <Text c="dimmed">{category.description}</Text>
              <Group gap="xs" mt={4}>
                <Text size="sm" c="dimmed">
                  <FormattedMessage id="survey.instructions" defaultMessage="Choose every statement that sounds like you." />
                </Text>
                {chosen.length > 0 && (
                  <Badge variant="light" color="plum" aria-live="polite">
                    <FormattedMessage id="survey.selected" defaultMessage="{count, plural, other {# selected}}" values={{ count: chosen.length }} />
                  </Badge>
                )}
              </Group>
            </Stack>

            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-label={intl.formatMessage({ id: 'survey.statementsLabel', defaultMessage: '{name} statements' }, { name: category.name })}>
              {category.options.map((option, i) => {
                const checked = chosen.includes(i);
                return (
                  <Checkbox.Card
                    key={i}
                    checked={checked}
                    onChange={(value) => toggle(i, value)}
                    radius="md"
                    p="sm"
                    data-option={i}
                    style={{
                      borderColor: checked ? 'var(--mantine-color-plum-6)' : undefined,
                      background: checked ? 'var(--attune-tint)' : undefined,
                      transition: 'background 120ms ease, border-color 120ms ease',
                    }}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Checkbox.Indicator mt={2} />
                      <Text size="sm" lh={1.45}>
                        {option.text}
                      </Text>
                    </Group>
                  </Checkbox.Card>
                );
              })}
            </SimpleGrid>
          </Stack>
        </Card>

        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={previous} disabled={index === 0 || saving}>
            <FormattedMessage id="survey.previous" defaultMessage="Previous" />
          </Button>
          <Button
            onClick={() => void next()}
            loading={saving && overlay === 'off'}
            rightSection={isLast ? <IconCheck size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />}
          >
            {isLast ? <FormattedMessage id="survey.complete" defaultMessage="Complete Survey" /> : <FormattedMessage id="survey.next" defaultMessage="Next Category" />}
          </Button>
        </Group>
        <Box h={8} />
      </Stack>
      {overlay !== 'off' && <ProcessingOverlay done={overlay === 'done'} onFinished={onOverlayFinished} />}
    </SurveyFrame>
  );
}

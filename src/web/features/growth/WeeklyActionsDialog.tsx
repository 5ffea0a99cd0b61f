import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarRepeat, IconCheck, IconClock, IconSparkles } from '@tabler/icons-react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { STABILITY_DIMENSIONS, type StabilityDimension } from '../../../shared/assessment/types';
import { errorMessage, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { ReflectionFields, useReflectionDraft } from '../journal/ReflectionFields';
import { actionScoreColor, refreshAfterCompletion, useWeekActions, useWeekProgress } from './api';
import { STABILITY_MESSAGES } from '../profile/resultText';

/** Between two sentences of the reset note. */
const WORD_SPACE = ' ';

type Action = NonNullable<ReturnType<typeof useWeekActions>['data']>[number];

const DIFFICULTY_COLORS = { easy: 'teal', medium: 'yellow', hard: 'grape' } as const;
const DIFFICULTY_LABELS = defineMessages({
  easy: { id: 'growth.difficulty.easy', defaultMessage: 'Easy' },
  medium: { id: 'growth.difficulty.medium', defaultMessage: 'Medium' },
  hard: { id: 'growth.difficulty.hard', defaultMessage: 'Hard' },
});

/** "1 point", "2 points" (pointsText in ./api), or "+1 pt", "+3 pts" when short, with the reader's plural rules. */
function points(intl: IntlShape, n: number, short = false): string {
  return short
    ? intl.formatMessage({ id: 'growth.plusPointsShort', defaultMessage: '{count, plural, one {+# pt} other {+# pts}}' }, { count: n })
    : intl.formatMessage({ id: 'growth.points', defaultMessage: '{count, plural, one {# point} other {# points}}' }, { count: n });
}

/** "Mental", "Social"… as the stability type's name. */
function typeName(intl: IntlShape, type: StabilityDimension): string {
  return intl.formatMessage(STABILITY_MESSAGES[type]);
}

/**
 * Weekly actions (spec §2, §4 call the dialog "Weekly Improvement Actions"; issue 30 asked for one name, the one the
 * tab bar, journal, settings and notifications use): per stability type, "This Week's Progress", the actions picked for the
 * person this week, a reflection form, and the note that actions reset every Monday.
 */
export function WeeklyActionsDialog({ opened, onClose, initialType }: { opened: boolean; onClose: () => void; initialType: StabilityDimension }) {
  const intl = useIntl();
  const small = useMediaQuery('(max-width: 36em)');
  const [type, setType] = useState<StabilityDimension>(initialType);
  useEffect(() => {
    if (opened) setType(initialType);
  }, [opened, initialType]);

  return (
    <Modal opened={opened} onClose={onClose} size="lg" fullScreen={small} title={
        <Text fw={600} ff="heading" fz="lg">
          <FormattedMessage id="growth.title" defaultMessage="Weekly actions" />
        </Text>
      }
    >
      <Stack gap="md">
        <NativeSelect
          label={intl.formatMessage({ id: 'growth.typeLabel', defaultMessage: 'Stability type' })}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as StabilityDimension)}
          data={STABILITY_DIMENSIONS.map((d) => ({
            value: d,
            label: intl.formatMessage({ id: 'growth.typeOption', defaultMessage: '{type} Stability' }, { type: typeName(intl, d) }),
          }))}
        />
        {opened && <TypeActions key={type} type={type} />}
      </Stack>
    </Modal>
  );
}

function TypeActions({ type }: { type: StabilityDimension }) {
  const intl = useIntl();
  const actions = useWeekActions(type);
  const progress = useWeekProgress(type);
  const [generating, setGenerating] = useState(false);
  const [openForm, setOpenForm] = useState<string | null>(null);

  const generate = async () => {
    setGenerating(true);
    try {
      await trpcClient.stabilityActions.generate.mutate({ stabilityType: type });
      await refreshAfterCompletion();
      toast.success(intl.formatMessage({ id: 'growth.generated', defaultMessage: 'Actions Generated' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'growth.generateFailed', defaultMessage: 'Failed to generate actions. Please try again.' }), errorMessage(error, ''));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Stack gap="md">
      <ProgressCard type={type} progress={progress} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz={17}>
          <FormattedMessage id="growth.thisWeeks" defaultMessage="This week's {type} actions" values={{ type: typeName(intl, type).toLocaleLowerCase(intl.locale) }} />
        </Title>
        <Button variant="light" size="xs" leftSection={<IconSparkles size={14} aria-hidden />} loading={generating} onClick={() => void generate()}>
          <FormattedMessage id="growth.getNew" defaultMessage="Get New Actions" />
        </Button>
      </Group>
      {actions.isPending ? (
        <Stack gap="sm" role="status" aria-label={intl.formatMessage({ id: 'growth.loadingActions', defaultMessage: 'Loading actions' })}>
          <Skeleton h={140} radius="lg" />
          <Skeleton h={140} radius="lg" />
        </Stack>
      ) : actions.isError ? (
        <LoadError title={intl.formatMessage({ id: 'growth.loadActionsFailed', defaultMessage: 'Failed to load actions' })} error={actions.error} onRetry={() => void actions.refetch()} />
      ) : (
        <Stack gap="sm">
          {actions.data.map((a) => (
            <ActionCard key={a.id} action={a} formOpen={openForm === a.id} onOpenForm={() => setOpenForm(a.id)} onCloseForm={() => setOpenForm(null)} />
          ))}
        </Stack>
      )}
      <Alert variant="light" color="gray" icon={<IconCalendarRepeat size={18} aria-hidden />}>
        <FormattedMessage id="growth.reset" defaultMessage="Actions reset every Monday." />
        {progress.data && WORD_SPACE}
        {progress.data && (
          <FormattedMessage
            id="growth.nextReset"
            defaultMessage="Next reset: {date}."
            values={{ date: <FormattedDate value={new Date(progress.data.nextResetAt)} weekday="long" month="long" day="numeric" /> }}
          />
        )}
      </Alert>
    </Stack>
  );
}

function ProgressCard({ type, progress }: { type: StabilityDimension; progress: ReturnType<typeof useWeekProgress> }) {
  const intl = useIntl();
  const name = typeName(intl, type);
  return (
    <Card p="md" bg="var(--attune-tint)" withBorder={false}>
      <Stack gap="xs">
        <Title order={3} fz={17}>
          <FormattedMessage id="growth.progress" defaultMessage="This Week's Progress" />
        </Title>
        {progress.isPending ? (
          <Skeleton h={48} role="status" aria-label={intl.formatMessage({ id: 'growth.loadingProgress', defaultMessage: 'Loading progress' })} />
        ) : progress.isError ? (
          <LoadError title={intl.formatMessage({ id: 'growth.loadProgressFailed', defaultMessage: 'Failed to load progress' })} error={progress.error} onRetry={() => void progress.refetch()} />
        ) : (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text size="sm">
                <FormattedMessage
                  id="growth.pointsThisWeek"
                  defaultMessage="<b>{points}</b> this week"
                  values={{ points: points(intl, progress.data.pointsThisWeek), b: (chunks) => <Text span fw={700}>{chunks}</Text> }}
                />
              </Text>
              <Text size="sm" c={progress.data.completedThisWeek ? 'teal' : 'dimmed'}>
                {progress.data.completedThisWeek ? (
                  <FormattedMessage id="growth.doneThisWeek" defaultMessage="{type} action completed this week" values={{ type: name }} />
                ) : (
                  <FormattedMessage id="growth.notDoneThisWeek" defaultMessage="No {type} action completed yet this week" values={{ type: name.toLocaleLowerCase(intl.locale) }} />
                )}
              </Text>
            </Stack>
            {progress.data.score && (
              <Stack gap={2} align="flex-end">
                <Badge size="lg" variant="filled" color={actionScoreColor(progress.data.score.current)}>
                  <FormattedMessage
                    id="growth.score"
                    defaultMessage="{type} {percent, number, percent}"
                    values={{ type: name, percent: progress.data.score.current / 100 }}
                  />
                </Badge>
                <Text size="xs" c="dimmed">
                  <FormattedMessage
                    id="growth.assessed"
                    defaultMessage="Assessed {percent, number, percent}{fromActions, plural, =0 {} other { + # from actions}}"
                    values={{ percent: progress.data.score.assessed / 100, fromActions: progress.data.score.fromActions }}
                  />
                </Text>
              </Stack>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function ActionCard({ action, formOpen, onOpenForm, onCloseForm }: { action: Action; formOpen: boolean; onOpenForm: () => void; onCloseForm: () => void }) {
  const intl = useIntl();
  const steps = action.instructions.split('\n').filter((s) => s.trim());
  return (
    <Card p="md" withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          {/* The action's own words are content from the server (its library), marked for the pseudo-locale walk. */}
          <Title order={4} fz={16} data-content-text>
            {action.title}
          </Title>
          <Badge variant="light" color="plum" style={{ flexShrink: 0 }}>
            {points(intl, action.points, true)}
          </Badge>
        </Group>
        <Group gap={6}>
          <Badge size="sm" variant="dot" color={DIFFICULTY_COLORS[action.difficulty]}>
            <FormattedMessage {...DIFFICULTY_LABELS[action.difficulty]} />
          </Badge>
          <Badge size="sm" variant="outline" color="gray" leftSection={<IconClock size={12} aria-hidden />} data-content-text>
            {action.estimatedTime}
          </Badge>
          {action.isCustom && (
            <Badge size="sm" variant="light" color="indigo" leftSection={<IconSparkles size={12} aria-hidden />}>
              <FormattedMessage id="growth.aiGenerated" defaultMessage="AI Generated" />
            </Badge>
          )}
        </Group>
        <Text size="sm" data-content-text>
          {action.description}
        </Text>
        <List type="ordered" size="sm" spacing={4} data-content-text>
          {steps.map((s, i) => (
            <List.Item key={i}>{s}</List.Item>
          ))}
        </List>
        {action.status === 'completed' ? (
          <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />} w="fit-content">
            <FormattedMessage id="growth.completed" defaultMessage="Completed · {points} earned" values={{ points: points(intl, action.pointsAwarded) }} />
          </Badge>
        ) : formOpen ? (
          // Kept open even when the week turns out to be done elsewhere, so the reflection text is not lost.
          <ReflectionForm action={action} onDone={onCloseForm} />
        ) : action.status !== 'available' ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="growth.status" defaultMessage="Action status: {status}" values={{ status: action.status }} />
          </Text>
        ) : action.weekCompleted ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="growth.alreadyDone"
              defaultMessage="Already completed this week: one {type} action a week, and new ones come on Monday."
              values={{ type: typeName(intl, action.stabilityType).toLocaleLowerCase(intl.locale) }}
            />
          </Text>
        ) : (
          <Button w="fit-content" onClick={onOpenForm}>
            <FormattedMessage id="growth.complete" defaultMessage="Complete Action" />
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function ReflectionForm({ action, onDone }: { action: Action; onDone: () => void }) {
  const intl = useIntl();
  const reflection = useReflectionDraft();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!reflection.check()) return;
    setSaving(true);
    setProblem(null);
    try {
      // Spec §7: the reflection is saved, then the completion is confirmed (it answers the points).
      await trpcClient.journal.create.mutate({ userStabilityActionId: action.id, ...reflection.values() });
      const { pointsAwarded } = await trpcClient.stabilityActions.complete.mutate({ actionId: action.id });
      toast.success(
        intl.formatMessage({ id: 'growth.completedTitle', defaultMessage: 'Action Completed!' }),
        intl.formatMessage({ id: 'growth.completedBody', defaultMessage: 'You earned {points} and your reflection has been saved!' }, { points: points(intl, pointsAwarded) }),
      );
      onDone();
      await refreshAfterCompletion();
    } catch (error) {
      // The text stays in the form, so nothing the person wrote is lost.
      const message = errorMessage(error, intl.formatMessage({ id: 'growth.completeFailed', defaultMessage: 'Failed to complete action and save journal entry.' }));
      setProblem(message);
      await refreshAfterCompletion();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" component="form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <ReflectionFields
        state={reflection}
        label={intl.formatMessage({ id: 'growth.reflection', defaultMessage: 'Your reflection' })}
        description={intl.formatMessage({ id: 'growth.reflectionHint', defaultMessage: 'How did it go? What did you notice?' })}
        minRows={3}
        moodPlaceholder={intl.formatMessage({ id: 'growth.moodPlaceholder', defaultMessage: 'e.g. Hopeful' })}
      />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" loading={saving}>
          <FormattedMessage id="growth.saveComplete" defaultMessage="Save Reflection & Complete" />
        </Button>
        <Button variant="subtle" color="gray" onClick={onDone} disabled={saving}>
          <FormattedMessage id="survey.hobbies.cancel" defaultMessage="Cancel" />
        </Button>
      </Group>
    </Stack>
  );
}

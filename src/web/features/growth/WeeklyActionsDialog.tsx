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
import { STABILITY_LABELS } from '../../../shared/assessment/labels';
import { STABILITY_DIMENSIONS, type StabilityDimension } from '../../../shared/assessment/types';
import { errorMessage, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { ReflectionFields, useReflectionDraft } from '../journal/ReflectionFields';
import { actionScoreColor, pointsText, refreshAfterCompletion, useWeekActions, useWeekProgress } from './api';

type Action = NonNullable<ReturnType<typeof useWeekActions>['data']>[number];

const DIFFICULTY_COLORS = { easy: 'teal', medium: 'yellow', hard: 'grape' } as const;
const DIFFICULTY_LABELS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

/**
 * Weekly actions (spec §2, §4 call the dialog "Weekly Improvement Actions"; issue 30 asked for one name, the one the
 * tab bar, journal, settings and notifications use): per stability type, "This Week's Progress", the actions picked for the
 * person this week, a reflection form, and the note that actions reset every Monday.
 */
export function WeeklyActionsDialog({ opened, onClose, initialType }: { opened: boolean; onClose: () => void; initialType: StabilityDimension }) {
  const small = useMediaQuery('(max-width: 36em)');
  const [type, setType] = useState<StabilityDimension>(initialType);
  useEffect(() => {
    if (opened) setType(initialType);
  }, [opened, initialType]);

  return (
    <Modal opened={opened} onClose={onClose} size="lg" fullScreen={small} title={<Text fw={600} ff="heading" fz="lg">Weekly actions</Text>}>
      <Stack gap="md">
        <NativeSelect
          label="Stability type"
          value={type}
          onChange={(e) => setType(e.currentTarget.value as StabilityDimension)}
          data={STABILITY_DIMENSIONS.map((d) => ({ value: d, label: `${STABILITY_LABELS[d]} Stability` }))}
        />
        {opened && <TypeActions key={type} type={type} />}
      </Stack>
    </Modal>
  );
}

function TypeActions({ type }: { type: StabilityDimension }) {
  const actions = useWeekActions(type);
  const progress = useWeekProgress(type);
  const [generating, setGenerating] = useState(false);
  const [openForm, setOpenForm] = useState<string | null>(null);

  const generate = async () => {
    setGenerating(true);
    try {
      await trpcClient.stabilityActions.generate.mutate({ stabilityType: type });
      await refreshAfterCompletion();
      toast.success('Actions Generated');
    } catch (error) {
      toast.error('Failed to generate actions. Please try again.', errorMessage(error, ''));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Stack gap="md">
      <ProgressCard type={type} progress={progress} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz={17}>
          This week's {STABILITY_LABELS[type].toLowerCase()} actions
        </Title>
        <Button variant="light" size="xs" leftSection={<IconSparkles size={14} aria-hidden />} loading={generating} onClick={() => void generate()}>
          Get New Actions
        </Button>
      </Group>
      {actions.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading actions">
          <Skeleton h={140} radius="lg" />
          <Skeleton h={140} radius="lg" />
        </Stack>
      ) : actions.isError ? (
        <LoadError title="Failed to load actions" error={actions.error} onRetry={() => void actions.refetch()} />
      ) : (
        <Stack gap="sm">
          {actions.data.map((a) => (
            <ActionCard key={a.id} action={a} formOpen={openForm === a.id} onOpenForm={() => setOpenForm(a.id)} onCloseForm={() => setOpenForm(null)} />
          ))}
        </Stack>
      )}
      <Alert variant="light" color="gray" icon={<IconCalendarRepeat size={18} aria-hidden />}>
        Actions reset every Monday.
        {progress.data && ` Next reset: ${new Date(progress.data.nextResetAt).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' })}.`}
      </Alert>
    </Stack>
  );
}

function ProgressCard({ type, progress }: { type: StabilityDimension; progress: ReturnType<typeof useWeekProgress> }) {
  return (
    <Card p="md" bg="plum.0" withBorder={false}>
      <Stack gap="xs">
        <Title order={3} fz={17}>
          This Week's Progress
        </Title>
        {progress.isPending ? (
          <Skeleton h={48} role="status" aria-label="Loading progress" />
        ) : progress.isError ? (
          <LoadError title="Failed to load progress" error={progress.error} onRetry={() => void progress.refetch()} />
        ) : (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text size="sm">
                <Text span fw={700}>
                  {pointsText(progress.data.pointsThisWeek)}
                </Text>{' '}
                this week
              </Text>
              <Text size="sm" c={progress.data.completedThisWeek ? 'teal.8' : 'dimmed'}>
                {progress.data.completedThisWeek ? `${STABILITY_LABELS[type]} action completed this week` : `No ${STABILITY_LABELS[type].toLowerCase()} action completed yet this week`}
              </Text>
            </Stack>
            {progress.data.score && (
              <Stack gap={2} align="flex-end">
                <Badge size="lg" variant="filled" color={actionScoreColor(progress.data.score.current)}>
                  {STABILITY_LABELS[type]} {progress.data.score.current}%
                </Badge>
                <Text size="xs" c="dimmed">
                  Assessed {progress.data.score.assessed}%{progress.data.score.fromActions > 0 ? ` + ${progress.data.score.fromActions} from actions` : ''}
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
  const steps = action.instructions.split('\n').filter((s) => s.trim());
  return (
    <Card p="md" withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title order={4} fz={16}>
            {action.title}
          </Title>
          <Badge variant="light" color="plum" style={{ flexShrink: 0 }}>
            +{pointsText(action.points, true)}
          </Badge>
        </Group>
        <Group gap={6}>
          <Badge size="sm" variant="dot" color={DIFFICULTY_COLORS[action.difficulty]}>
            {DIFFICULTY_LABELS[action.difficulty]}
          </Badge>
          <Badge size="sm" variant="outline" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
            {action.estimatedTime}
          </Badge>
          {action.isCustom && (
            <Badge size="sm" variant="light" color="indigo" leftSection={<IconSparkles size={12} aria-hidden />}>
              AI Generated
            </Badge>
          )}
        </Group>
        <Text size="sm">{action.description}</Text>
        <List type="ordered" size="sm" spacing={4}>
          {steps.map((s, i) => (
            <List.Item key={i}>{s}</List.Item>
          ))}
        </List>
        {action.status === 'completed' ? (
          <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />} w="fit-content">
            Completed · {pointsText(action.pointsAwarded)} earned
          </Badge>
        ) : formOpen ? (
          // Kept open even when the week turns out to be done elsewhere, so the reflection text is not lost.
          <ReflectionForm action={action} onDone={onCloseForm} />
        ) : action.status !== 'available' ? (
          <Text size="sm" c="dimmed">
            Action status: {action.status}
          </Text>
        ) : action.weekCompleted ? (
          <Text size="sm" c="dimmed">
            Already completed this week: one {STABILITY_LABELS[action.stabilityType].toLowerCase()} action a week, and new ones come on Monday.
          </Text>
        ) : (
          <Button w="fit-content" onClick={onOpenForm}>
            Complete Action
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function ReflectionForm({ action, onDone }: { action: Action; onDone: () => void }) {
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
      toast.success('Action Completed!', `You earned ${pointsText(pointsAwarded)} and your reflection has been saved!`);
      onDone();
      await refreshAfterCompletion();
    } catch (error) {
      // The text stays in the form, so nothing the person wrote is lost.
      const message = errorMessage(error, 'Failed to complete action and save journal entry.');
      setProblem(message);
      await refreshAfterCompletion();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" component="form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <ReflectionFields state={reflection} label="Your reflection" description="How did it go? What did you notice?" minRows={3} moodPlaceholder="e.g. Hopeful" />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" loading={saving}>
          Save Reflection &amp; Complete
        </Button>
        <Button variant="subtle" color="gray" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

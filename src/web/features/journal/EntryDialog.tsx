import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { STABILITY_LABELS } from '../../../shared/assessment/labels';
import type { StabilityDimension } from '../../../shared/assessment/types';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { ReflectionFields, useReflectionDraft } from './ReflectionFields';

export type JournalEntry = Awaited<ReturnType<typeof trpcClient.journal.list.query>>[number];

function dateTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : '—';
}

export async function refreshJournal() {
  await queryClient.invalidateQueries({ queryKey: trpc.journal.pathKey() });
}

/** One reflection: read it, edit it (that is what Updated is for) or delete it. Keyed by entry id by its caller. */
export function EntryDialog({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const small = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const reflection = useReflectionDraft({ content: entry.content, mood: entry.mood ?? '', insights: entry.insights ?? '' });
  // A failed save or delete stays in the dialog, beside what failed, until the next try.
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (!reflection.check()) return;
    setBusy(true);
    setProblem(null);
    try {
      await trpcClient.journal.update.mutate({ id: entry.id, ...reflection.values() });
      await refreshJournal();
      setEditing(false);
      toast.success('Reflection updated');
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to update your reflection. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await trpcClient.journal.delete.mutate({ id: entry.id });
      onClose();
      await refreshJournal();
      toast.success('Reflection deleted');
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to delete your reflection. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const { action } = entry;
  return (
    <Modal opened onClose={onClose} size="lg" fullScreen={small} title={<Text fw={600} ff="heading" fz="lg">{action?.title ?? 'Free writing'}</Text>}>
      <Stack gap="sm">
        {action && (
          <Group gap={6}>
            <Badge variant="light" color="plum">
              {STABILITY_LABELS[action.stabilityType as StabilityDimension]} Stability
            </Badge>
            <Badge variant="light" color="teal">
              +{action.pointsAwarded} pts
            </Badge>
            <Text size="sm" c="dimmed">
              Completed {dateTime(action.completedAt)}
            </Text>
          </Group>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {editing ? (
          <Stack gap="sm" component="form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
            <ReflectionFields state={reflection} label="Reflection" />
            <Group gap="sm">
              <Button type="submit" loading={busy}>
                Save Changes
              </Button>
              <Button variant="subtle" color="gray" onClick={() => setEditing(false)} disabled={busy}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <Title order={3} fz="md">
              Reflection
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{entry.content}</Text>
            <Title order={3} fz="md">
              Mood
            </Title>
            <Text c={entry.mood ? undefined : 'dimmed'}>{entry.mood ?? 'Not recorded'}</Text>
            <Title order={3} fz="md">
              Key Insights
            </Title>
            <Text c={entry.insights ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
              {entry.insights ?? 'None written'}
            </Text>
            <Divider />
            <Text size="sm" c="dimmed">
              Created {dateTime(entry.createdAt)}
            </Text>
            {entry.updatedAt !== entry.createdAt && (
              <Text size="sm" c="dimmed">
                Updated {dateTime(entry.updatedAt)}
              </Text>
            )}
            {confirmDelete ? (
              <Group gap="sm">
                <Text size="sm">{action ? 'Delete this reflection? The action stays completed and its points stay earned.' : 'Delete this entry? This cannot be undone.'}</Text>
                <Button color="red" loading={busy} onClick={() => void remove()}>
                  Delete
                </Button>
                <Button variant="subtle" color="gray" onClick={() => setConfirmDelete(false)} disabled={busy}>
                  Keep it
                </Button>
              </Group>
            ) : (
              <Group gap="sm">
                <Button variant="light" onClick={() => setEditing(true)}>
                  Edit Reflection
                </Button>
                <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
                  Delete
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}

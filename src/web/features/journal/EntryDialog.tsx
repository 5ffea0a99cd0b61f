import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { StabilityDimension } from '../../../shared/assessment/types';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { ReflectionFields, STABILITY_NAMES, useReflectionDraft } from './ReflectionFields';

const m = defineMessages({
  updated: { id: 'journal.entry.updated', defaultMessage: 'Reflection updated' },
  updateFailed: { id: 'journal.entry.updateFailed', defaultMessage: 'Failed to update your reflection. Please try again.' },
  deleted: { id: 'journal.entry.deleted', defaultMessage: 'Reflection deleted' },
  deleteFailed: { id: 'journal.entry.deleteFailed', defaultMessage: 'Failed to delete your reflection. Please try again.' },
  freeWriting: { id: 'journal.freeWriting', defaultMessage: 'Free writing' },
  reflection: { id: 'journal.entry.reflection', defaultMessage: 'Reflection' },
});

export type JournalEntry = Awaited<ReturnType<typeof trpcClient.journal.list.query>>[number];

function dateTime(intl: IntlShape, iso: string | null): string {
  return iso ? intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : '—';
}

export async function refreshJournal() {
  await queryClient.invalidateQueries({ queryKey: trpc.journal.pathKey() });
}

/** One reflection: read it, edit it (that is what Updated is for) or delete it. Keyed by entry id by its caller. */
export function EntryDialog({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const intl = useIntl();
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
      toast.success(t(m.updated));
    } catch (error) {
      setProblem(errorMessage(error, t(m.updateFailed)));
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
      toast.success(t(m.deleted));
    } catch (error) {
      setProblem(errorMessage(error, t(m.deleteFailed)));
    } finally {
      setBusy(false);
    }
  };

  const { action } = entry;
  return (
    <Modal opened onClose={onClose} size="lg" fullScreen={small} title={
        <Text fw={600} ff="heading" fz="lg">
          {action?.title ?? intl.formatMessage(m.freeWriting)}
        </Text>
      }
    >
      <Stack gap="sm">
        {action && (
          <Group gap={6}>
            <Badge variant="light" color="plum">
              <FormattedMessage
                id="journal.entry.stability"
                defaultMessage="{type} Stability"
                values={{ type: intl.formatMessage(STABILITY_NAMES[action.stabilityType as StabilityDimension]) }}
              />
            </Badge>
            <Badge variant="light" color="teal">
              <FormattedMessage id="journal.points" defaultMessage="+{points, number} pts" values={{ points: action.pointsAwarded }} />
            </Badge>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="journal.entry.completed" defaultMessage="Completed {date}" values={{ date: dateTime(intl, action.completedAt) }} />
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
            <ReflectionFields state={reflection} label={intl.formatMessage(m.reflection)} />
            <Group gap="sm">
              <Button type="submit" loading={busy}>
                <FormattedMessage id="journal.entry.save" defaultMessage="Save Changes" />
              </Button>
              <Button variant="subtle" color="gray" onClick={() => setEditing(false)} disabled={busy}>
                <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <Title order={3} fz="md">
              <FormattedMessage id="journal.entry.reflection" defaultMessage="Reflection" />
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{entry.content}</Text>
            <Title order={3} fz="md">
              <FormattedMessage id="journal.entry.mood" defaultMessage="Mood" />
            </Title>
            <Text c={entry.mood ? undefined : 'dimmed'}>{entry.mood ?? <FormattedMessage id="journal.entry.noMood" defaultMessage="Not recorded" />}</Text>
            <Title order={3} fz="md">
              <FormattedMessage id="journal.entry.insights" defaultMessage="Key Insights" />
            </Title>
            <Text c={entry.insights ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
              {entry.insights ?? <FormattedMessage id="journal.entry.noInsights" defaultMessage="None written" />}
            </Text>
            <Divider />
            <Text size="sm" c="dimmed">
              <FormattedMessage id="journal.entry.created" defaultMessage="Created {date}" values={{ date: dateTime(intl, entry.createdAt) }} />
            </Text>
            {entry.updatedAt !== entry.createdAt && (
              <Text size="sm" c="dimmed">
                <FormattedMessage id="journal.entry.updatedOn" defaultMessage="Updated {date}" values={{ date: dateTime(intl, entry.updatedAt) }} />
              </Text>
            )}
            {confirmDelete ? (
              <Group gap="sm">
                <Text size="sm">
                  {action ? (
                    <FormattedMessage id="journal.entry.confirmDeleteAction" defaultMessage="Delete this reflection? The action stays completed and its points stay earned." />
                  ) : (
                    <FormattedMessage id="journal.entry.confirmDelete" defaultMessage="Delete this entry? This cannot be undone." />
                  )}
                </Text>
                <Button color="red" loading={busy} onClick={() => void remove()}>
                  <FormattedMessage id="journal.entry.delete" defaultMessage="Delete" />
                </Button>
                <Button variant="subtle" color="gray" onClick={() => setConfirmDelete(false)} disabled={busy}>
                  <FormattedMessage id="journal.entry.keep" defaultMessage="Keep it" />
                </Button>
              </Group>
            ) : (
              <Group gap="sm">
                <Button variant="light" onClick={() => setEditing(true)}>
                  <FormattedMessage id="journal.entry.edit" defaultMessage="Edit Reflection" />
                </Button>
                <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
                  <FormattedMessage id="journal.entry.delete" defaultMessage="Delete" />
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}

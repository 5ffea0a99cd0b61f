import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { MISSING_REFLECTION, refreshJournal } from './EntryDialog';

/**
 * "New entry": free writing in the journal, tied to no action and earning no points. A reflection on a weekly action
 * is written where the action is completed (it is what completes it), so the dialog points there instead.
 */
export function NewEntryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const small = useMediaQuery('(max-width: 36em)');
  const [content, setContent] = useState('');
  const [mood, setMood] = useState('');
  const [insights, setInsights] = useState('');
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();

  const close = () => {
    setMissing(false);
    setProblem(null);
    onClose();
  };
  const save = async () => {
    if (!content.trim()) {
      setMissing(true);
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await trpcClient.journal.write.mutate({ content, mood: mood || null, insights: insights || null });
      await refreshJournal();
      setContent('');
      setMood('');
      setInsights('');
      close();
      toast.success('Entry saved');
    } catch (error) {
      // What was written stays in the form.
      setProblem(errorMessage(error, 'Failed to save your entry. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} size="lg" fullScreen={small} title={<Text fw={600} ff="heading" fz="lg">New entry</Text>}>
      <Stack
        gap="sm"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Textarea
          label="What's on your mind?"
          autosize
          minRows={5}
          maxLength={5000}
          value={content}
          onChange={(e) => {
            setContent(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? `${MISSING_REFLECTION.title}: ${MISSING_REFLECTION.message}` : undefined}
          data-autofocus
        />
        <TextInput label="Mood (optional)" maxLength={40} value={mood} onChange={(e) => setMood(e.currentTarget.value)} />
        <Textarea label="Key insights (optional)" autosize minRows={2} maxLength={2000} value={insights} onChange={(e) => setInsights(e.currentTarget.value)} />
        <Text size="sm" c="dimmed">
          Writing about a weekly action?{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void navigate({ to: '/', search: { openActions: true } })}>
            Open your weekly actions
          </Anchor>{' '}
          and complete it with your reflection: it is saved here too.
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            Save entry
          </Button>
          <Button variant="subtle" color="gray" onClick={close} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, trpcClient } from '../../app/trpc';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';

const m = defineMessages({
  saved: { id: 'journal.new.saved', defaultMessage: 'Entry saved' },
  saveFailed: { id: 'journal.new.saveFailed', defaultMessage: 'Failed to save your entry. Please try again.' },
  prompt: { id: 'journal.new.prompt', defaultMessage: "What's on your mind?" },
});
import { refreshJournal } from './EntryDialog';
import { ReflectionFields, useReflectionDraft } from './ReflectionFields';

/**
 * "New entry": free writing in the journal, tied to no action and earning no points. A reflection on a weekly action
 * is written where the action is completed (it is what completes it), so the dialog points there instead.
 */
export function NewEntryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const small = useMediaQuery('(max-width: 36em)');
  const reflection = useReflectionDraft();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();

  const close = () => {
    setProblem(null);
    onClose();
  };
  const save = async () => {
    if (!reflection.check()) return;
    setSaving(true);
    setProblem(null);
    try {
      await trpcClient.journal.write.mutate(reflection.values());
      await refreshJournal();
      reflection.reset();
      close();
      toast.success(t(m.saved));
    } catch (error) {
      // What was written stays in the form.
      setProblem(errorMessage(error, t(m.saveFailed)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} size="lg" fullScreen={small} title={
        <Text fw={600} ff="heading" fz="lg">
          <FormattedMessage id="journal.newEntry" defaultMessage="New entry" />
        </Text>
      }
    >
      <Stack
        gap="sm"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <ReflectionFields state={reflection} label={intl.formatMessage(m.prompt)} minRows={5} />
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="journal.new.actionHint"
            defaultMessage="Writing about a weekly action? <link>Open your weekly actions</link> and complete it with your reflection: it is saved here too."
            values={{
              link: (chunks) => (
                <Anchor component="button" type="button" size="sm" onClick={() => void navigate({ to: '/', search: { openActions: true } })}>
                  {chunks}
                </Anchor>
              ),
            }}
          />
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            <FormattedMessage id="journal.new.save" defaultMessage="Save entry" />
          </Button>
          <Button variant="subtle" color="gray" onClick={close} disabled={saving}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

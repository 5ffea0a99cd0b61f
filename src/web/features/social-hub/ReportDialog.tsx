import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { refreshHub, updateLoadedFeed } from './api';

const m = {
  sent: defineMessage({ id: 'socialHub.report.sent', defaultMessage: 'Report sent' }),
  sentBody: defineMessage({ id: 'socialHub.report.sentBody', defaultMessage: 'Thank you. The post is hidden from your feed, and the administrator will look at it.' }),
  error: defineMessage({ id: 'common.error', defaultMessage: 'Error' }),
  failed: defineMessage({ id: 'socialHub.report.failed', defaultMessage: 'The report was not sent. Please try again.' }),
  title: defineMessage({ id: 'socialHub.post.report', defaultMessage: 'Report post' }),
  reason: defineMessage({ id: 'socialHub.report.reason', defaultMessage: 'Reason' }),
  reasonPlaceholder: defineMessage({ id: 'socialHub.report.reasonPlaceholder', defaultMessage: 'For example: unkind, spam, private information' }),
};

/** Reports a post to the administrator, with a reason. */
export function ReportDialog({ postId, onClose }: { postId: string | null; onClose: () => void }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const report = useMutation({
    mutationFn: (id: string) => trpcClient.socialHub.report.mutate({ postId: id, reason: reason.trim() }),
    onSuccess: (_answer, id) => {
      // A reported post leaves the reporter's feed at once (the server keeps it out from now on).
      updateLoadedFeed((posts) => posts.filter((p) => p.id !== id));
      refreshHub();
      toast.success(intl.formatMessage(m.sent), intl.formatMessage(m.sentBody));
      setReason('');
      onClose();
    },
    onError: (error) => toast.error(intl.formatMessage(m.error), errorMessage(error, intl.formatMessage(m.failed))),
  });
  return (
    <Modal opened={postId !== null} onClose={onClose} title={intl.formatMessage(m.title)} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="socialHub.report.intro" defaultMessage="Tell the administrator what is wrong with this post. It leaves your feed, and the author is not told who reported it." />
        </Text>
        <TextInput label={intl.formatMessage(m.reason)}
          placeholder={intl.formatMessage(m.reasonPlaceholder)} maxLength={300} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="socialHub.cancel" defaultMessage="Cancel" />
          </Button>
          <Button color="red" disabled={!reason.trim()} loading={report.isPending} onClick={() => postId && report.mutate(postId)}>
            <FormattedMessage id="socialHub.report.report" defaultMessage="Report" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { refreshHub, updateLoadedFeed } from './api';

/** Reports a post to the administrator, with a reason. */
export function ReportDialog({ postId, onClose }: { postId: string | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const report = useMutation({
    mutationFn: (id: string) => trpcClient.socialHub.report.mutate({ postId: id, reason: reason.trim() }),
    onSuccess: (_answer, id) => {
      // A reported post leaves the reporter's feed at once (the server keeps it out from now on).
      updateLoadedFeed((posts) => posts.filter((p) => p.id !== id));
      refreshHub();
      toast.success('Report sent', 'Thank you. The post is hidden from your feed, and the administrator will look at it.');
      setReason('');
      onClose();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'The report was not sent. Please try again.')),
  });
  return (
    <Modal opened={postId !== null} onClose={onClose} title="Report post" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Tell the administrator what is wrong with this post. It leaves your feed, and the author is not told who reported it.
        </Text>
        <TextInput label="Reason" placeholder="For example: unkind, spam, private information" maxLength={300} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={!reason.trim()} loading={report.isPending} onClick={() => postId && report.mutate(postId)}>
            Report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

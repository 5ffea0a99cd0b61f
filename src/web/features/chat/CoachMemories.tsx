import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Loader, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { historyDate } from './dates';

const memoriesKey = trpc.coach.memories.queryKey();

/**
 * Settings › Privacy: "What the coach remembers" (issue 19). Only what the person asked the coach to keep, each
 * deletable, and all of it at once; nobody else ever sees these.
 */
export function CoachMemories() {
  const memories = useQuery(trpc.coach.memories.queryOptions());
  const [confirmAll, setConfirmAll] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: memoriesKey });
  const forget = useMutation({
    mutationFn: (id: string) => trpcClient.coach.forgetMemory.mutate({ id }),
    onSuccess: () => refresh(),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to delete it. Please try again.')),
  });
  const forgetAll = useMutation({
    mutationFn: () => trpcClient.coach.forgetAllMemories.mutate(),
    onSuccess: () => {
      setConfirmAll(false);
      toast.success('The coach has forgotten everything you asked it to remember.');
      void refresh();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to delete them. Please try again.')),
  });
  const list = memories.data ?? [];

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          What the coach remembers
        </Title>
        <Text size="sm" c="dimmed">
          The coach keeps only what you ask it to (&quot;remember that …&quot;), uses it in your own chats and says when it does. Your connections never see
          it.
        </Text>
        {memories.isPending ? (
          <Loader size="sm" aria-label="Loading what the coach remembers" />
        ) : memories.isError ? (
          <LoadError title="Failed to load what the coach remembers" error={memories.error} onRetry={() => void memories.refetch()} />
        ) : list.length === 0 ? (
          <Text size="sm">Nothing yet. Tell the coach &quot;remember that …&quot; and it will appear here.</Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((m) => (
              <Group key={m.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {m.fact}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {historyDate(m.createdAt)}
                  </Text>
                </div>
                <Tooltip label="Forget this" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Forget: ${m.fact}`}
                    loading={forget.isPending && forget.variables === m.id}
                    disabled={forget.isPending || forgetAll.isPending}
                    onClick={() => forget.mutate(m.id)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
        {list.length > 0 && (
          <Button variant="light" color="red" w="fit-content" onClick={() => setConfirmAll(true)}>
            Forget everything
          </Button>
        )}
      </Stack>
      <Modal opened={confirmAll} onClose={() => setConfirmAll(false)} title="Forget everything?" centered>
        <Stack>
          <Text size="sm">The coach will forget all {list.length} things you asked it to remember. This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmAll(false)}>
              Cancel
            </Button>
            <Button color="red" loading={forgetAll.isPending} onClick={() => forgetAll.mutate()}>
              Forget everything
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

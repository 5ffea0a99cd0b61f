import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Loader, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { historyDate } from './dates';

const m = {
  error: defineMessage({ id: 'common.error', defaultMessage: 'Error' }),
  forgetOneFailed: defineMessage({ id: 'coach.memories.forgetOneFailed', defaultMessage: 'Failed to delete it. Please try again.' }),
  forgetAllFailed: defineMessage({ id: 'coach.memories.forgetAllFailed', defaultMessage: 'Failed to delete them. Please try again.' }),
  forgotAll: defineMessage({ id: 'coach.memories.forgotAll', defaultMessage: 'The coach has forgotten everything you asked it to remember.' }),
  intro: defineMessage({ id: 'coach.memories.intro', defaultMessage: 'The coach keeps only what you ask it to ("remember that …"), uses it in your own chats and says when it does. Your connections never see it.' }),
  empty: defineMessage({ id: 'coach.memories.empty', defaultMessage: 'Nothing yet. Tell the coach "remember that …" and it will appear here.' }),
  loading: defineMessage({ id: 'coach.memories.loading', defaultMessage: 'Loading what the coach remembers' }),
  loadFailed: defineMessage({ id: 'coach.memories.loadFailed', defaultMessage: 'Failed to load what the coach remembers' }),
  forgetThis: defineMessage({ id: 'coach.memories.forgetThis', defaultMessage: 'Forget this' }),
  forgetFact: defineMessage<{ fact: string }>({ id: 'coach.memories.forgetFact', defaultMessage: 'Forget: {fact}' }),
  confirmTitle: defineMessage({ id: 'coach.memories.confirmTitle', defaultMessage: 'Forget everything?' }),
};

const memoriesKey = trpc.coach.memories.queryKey();

/**
 * Settings › Privacy: "What the coach remembers" (issue 19). Only what the person asked the coach to keep, each
 * deletable, and all of it at once; nobody else ever sees these.
 */
export function CoachMemories() {
  const intl = useIntl();
  const memories = useQuery(trpc.coach.memories.queryOptions());
  const [confirmAll, setConfirmAll] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: memoriesKey });
  const forget = useMutation({
    mutationFn: (id: string) => trpcClient.coach.forgetMemory.mutate({ id }),
    onSuccess: () => refresh(),
    onError: (error) => toast.error(intl.formatMessage(m.error), errorMessage(error, intl.formatMessage(m.forgetOneFailed))),
  });
  const forgetAll = useMutation({
    mutationFn: () => trpcClient.coach.forgetAllMemories.mutate(),
    onSuccess: () => {
      setConfirmAll(false);
      toast.success(intl.formatMessage(m.forgotAll));
      void refresh();
    },
    onError: (error) => toast.error(intl.formatMessage(m.error), errorMessage(error, intl.formatMessage(m.forgetAllFailed))),
  });
  const list = memories.data ?? [];

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="coach.memories.title" defaultMessage="What the coach remembers" />
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.intro)}
        </Text>
        {memories.isPending ? (
          <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
        ) : memories.isError ? (
          <LoadError title={intl.formatMessage(m.loadFailed)} error={memories.error} onRetry={() => void memories.refetch()} />
        ) : list.length === 0 ? (
          <Text size="sm">{intl.formatMessage(m.empty)}</Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((memory) => (
              <Group key={memory.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {memory.fact}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {historyDate(memory.createdAt, undefined, intl)}
                  </Text>
                </div>
                <Tooltip label={intl.formatMessage(m.forgetThis)} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={intl.formatMessage(m.forgetFact, { fact: memory.fact })}
                    loading={forget.isPending && forget.variables === memory.id}
                    disabled={forget.isPending || forgetAll.isPending}
                    onClick={() => forget.mutate(memory.id)}
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
            <FormattedMessage id="coach.memories.forgetAll" defaultMessage="Forget everything" />
          </Button>
        )}
      </Stack>
      <Modal opened={confirmAll} onClose={() => setConfirmAll(false)} title={intl.formatMessage(m.confirmTitle)} centered>
        <Stack>
          <Text size="sm">
            <FormattedMessage
              id="coach.memories.confirmBody"
              defaultMessage="The coach will forget all {count, plural, one {# thing} other {# things}} you asked it to remember. This cannot be undone."
              values={{ count: list.length }}
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmAll(false)}>
              <FormattedMessage id="coach.memories.cancel" defaultMessage="Cancel" />
            </Button>
            <Button color="red" loading={forgetAll.isPending} onClick={() => forgetAll.mutate()}>
              <FormattedMessage id="coach.memories.forgetAll" defaultMessage="Forget everything" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

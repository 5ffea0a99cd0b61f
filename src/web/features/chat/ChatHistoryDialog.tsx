import { ActionIcon, Box, Button, Center, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCheck, IconMessagePlus, IconPencil, IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { COACH_CONVERSATIONS_PAGE } from '../../../shared/pages';
import { cursorOf } from '../../../shared/cursor';
import { toast } from '../../app/toast';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { LoadError } from '../../components/LoadError';
import { historyDate, messageTime, shortDate } from './dates';

const m = {
  deleted: defineMessage({ id: 'chat.history.deleted', defaultMessage: 'Conversation deleted' }),
  deletedBody: defineMessage({ id: 'chat.history.deletedBody', defaultMessage: 'The conversation has been removed.' }),
  deleteFailed: defineMessage({ id: 'chat.history.deleteFailed', defaultMessage: 'Failed to delete conversation' }),
  tryAgain: defineMessage({ id: 'chat.tryAgain', defaultMessage: 'Please try again.' }),
  renameFailed: defineMessage({ id: 'chat.history.renameFailed', defaultMessage: 'Could not rename the conversation' }),
  olderFailed: defineMessage({ id: 'chat.history.olderFailed', defaultMessage: 'Failed to load older conversations' }),
  title: defineMessage({ id: 'chat.history.title', defaultMessage: 'Chat History' }),
  count: defineMessage<{ count: number }>({ id: 'chat.history.count', defaultMessage: '{count, plural, one {# conversation} other {# conversations}}' }),
  loading: defineMessage({ id: 'chat.history.loading', defaultMessage: 'Loading conversations' }),
  loadFailed: defineMessage({ id: 'chat.history.loadFailed', defaultMessage: 'Failed to load conversations' }),
  yours: defineMessage({ id: 'chat.history.yours', defaultMessage: 'Your conversations' }),
  list: defineMessage({ id: 'chat.history.list', defaultMessage: 'Conversations' }),
  titleLabel: defineMessage({ id: 'chat.history.titleLabel', defaultMessage: 'Conversation title' }),
  started: defineMessage<{ date: string; time: string }>({ id: 'chat.history.started', defaultMessage: 'started {date}, {time}' }),
  saveTitle: defineMessage({ id: 'chat.history.saveTitle', defaultMessage: 'Save title' }),
  rename: defineMessage<{ title: string }>({ id: 'chat.history.rename', defaultMessage: 'Rename conversation {title}' }),
  delete: defineMessage<{ title: string }>({ id: 'chat.history.delete', defaultMessage: 'Delete conversation {title}' }),
  deleteStarted: defineMessage<{ title: string; date: string; time: string }>({ id: 'chat.history.deleteStarted', defaultMessage: 'Delete conversation {title} started {date}, {time}' }),
};

/** Keeps the count line's height while the list loads. */
const NO_BREAK_SPACE = '\u00a0';

/**
 * Titles shared by more than one conversation ("Chat with Aria" twice, or two that began with the same question):
 * those entries also say when they were started, so the two can be told apart.
 */
export function repeatedTitles(conversations: { title: string }[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { title } of conversations) (seen.has(title) ? repeated : seen).add(title);
  return repeated;
}

export interface ChatHistoryDialogProps {
  opened: boolean;
  onClose: () => void;
  activeId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  /** Called after a conversation was deleted (the chat home leaves it if it was open). */
  onDeleted?: (id: string) => void;
}

/** Chat History (spec §2): count, 'New Chat', conversations with title and relative date, delete per item. */
export function ChatHistoryDialog({ opened, onClose, activeId, onSelect, onNew, onDeleted }: ChatHistoryDialogProps) {
  const intl = useIntl();
  const list = useQuery({ ...trpc.coach.conversations.queryOptions(), enabled: opened });
  const remove = useMutation({
    mutationFn: (conversationId: string) => trpcClient.coach.deleteConversation.mutate({ conversationId }),
    onSuccess: (_data, id) => {
      toast.success(intl.formatMessage(m.deleted), intl.formatMessage(m.deletedBody));
      queryClient.setQueryData(trpc.coach.conversations.queryKey(), (old) => old?.filter((c) => c.id !== id));
      queryClient.removeQueries({ queryKey: trpc.coach.messages.queryKey({ conversationId: id }) });
      if (onDeleted) onDeleted(id);
      else if (id === activeId) onNew();
    },
    onError: (error) => toast.error(intl.formatMessage(m.deleteFailed), errorMessage(error, intl.formatMessage(m.tryAgain))),
  });
  // Rename in place (PATCH /api/chat/conversations/{id}): one entry at a time, Enter saves, Escape cancels.
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const rename = useMutation({
    mutationFn: (input: { conversationId: string; title: string }) => trpcClient.coach.renameConversation.mutate(input),
    onSuccess: (updated) => {
      queryClient.setQueryData(trpc.coach.conversations.queryKey(), (old) => old?.map((c) => (c.id === updated.id ? updated : c)));
      setEditing(null);
    },
    onError: (error) => toast.error(intl.formatMessage(m.renameFailed), errorMessage(error, intl.formatMessage(m.tryAgain))),
  });
  const saveTitle = () => editing && editing.title.trim() && rename.mutate({ conversationId: editing.id, title: editing.title });
  // A full page means there may be older conversations (issue 12, finding 11): they come on request.
  const [olderState, setOlderState] = useState<'idle' | 'loading' | 'done'>('idle');
  const loadOlder = async () => {
    const last = list.data?.at(-1);
    if (!last) return;
    setOlderState('loading');
    try {
      const older = await trpcClient.coach.conversations.query({ before: cursorOf(last, last.updatedAt) });
      queryClient.setQueryData(trpc.coach.conversations.queryKey(), (old) => [...(old ?? []), ...older.filter((c) => !old?.some((o) => o.id === c.id))]);
      setOlderState(older.length < COACH_CONVERSATIONS_PAGE ? 'done' : 'idle');
    } catch (error) {
      toast.error(intl.formatMessage(m.olderFailed), errorMessage(error, intl.formatMessage(m.tryAgain)));
      setOlderState('idle');
    }
  };
  const mayHaveOlder = olderState !== 'done' && (list.data?.length ?? 0) >= COACH_CONVERSATIONS_PAGE;
  const count = list.data?.length ?? 0;
  const repeated = repeatedTitles(list.data ?? []);

  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage(m.title)} size="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {list.isSuccess ? intl.formatMessage(m.count, { count }) : NO_BREAK_SPACE}
          </Text>
          <Button size="xs" leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={onNew}>
            <FormattedMessage id="chat.history.newChat" defaultMessage="New Chat" />
          </Button>
        </Group>
        {list.isPending && (
          <Center py="lg">
            <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
          </Center>
        )}
        {list.isError && <LoadError title={intl.formatMessage(m.loadFailed)} error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && count === 0 && (
          <Stack gap={4} align="center" py="lg" ta="center">
            <Text fw={600}>
              <FormattedMessage id="chat.history.empty" defaultMessage="No conversations yet" />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="chat.history.emptyHint" defaultMessage="Start your first chat with the coach" />
            </Text>
          </Stack>
        )}
        {/* A plain scroller, vertical only (Mantine's ScrollArea lets its content grow sideways): a long title is cut
            with an ellipsis instead of widening the list past a phone's edge. Focusable, so keys can scroll it. */}
        {list.isSuccess && count > 0 && (
          <Box mah="60dvh" style={{ overflowY: 'auto', overflowX: 'hidden' }} tabIndex={0} aria-label={intl.formatMessage(m.yours)}>
            <Stack gap={4} role="list" aria-label={intl.formatMessage(m.list)}>
              {list.data.map((c) => (
                <Group
                  key={c.id}
                  role="listitem"
                  wrap="nowrap"
                  gap={4}
                  px="sm"
                  py={6}
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    background: c.id === activeId ? 'var(--attune-tint)' : undefined,
                  }}
                >
                  {editing?.id === c.id ? (
                    <TextInput
                      size="xs"
                      style={{ flex: 1, minWidth: 0 }}
                      aria-label={intl.formatMessage(m.titleLabel)}
                      value={editing.title}
                      maxLength={120}
                      data-autofocus
                      autoFocus
                      onChange={(e) => setEditing({ id: c.id, title: e.currentTarget.value })}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') saveTitle();
                        if (e.key === 'Escape') {
                          e.stopPropagation();
                          setEditing(null);
                        }
                      }}
                    />
                  ) : (
                    <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => onSelect(c.id)} aria-current={c.id === activeId ? 'true' : undefined}>
                      <Text size="sm" fw={500} truncate>
                        {c.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[historyDate(c.updatedAt, undefined, intl), repeated.has(c.title) ? intl.formatMessage(m.started, { date: shortDate(c.createdAt, intl), time: messageTime(c.createdAt, intl) }) : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </UnstyledButton>
                  )}
                  {editing?.id === c.id ? (
                    <ActionIcon variant="subtle" aria-label={intl.formatMessage(m.saveTitle)} onClick={saveTitle} loading={rename.isPending} disabled={!editing.title.trim()}>
                      <IconCheck size={16} aria-hidden />
                    </ActionIcon>
                  ) : (
                    <ActionIcon variant="subtle" color="gray" aria-label={intl.formatMessage(m.rename, { title: c.title })} onClick={() => setEditing({ id: c.id, title: c.title })}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={
                      repeated.has(c.title)
                        ? intl.formatMessage(m.deleteStarted, { title: c.title, date: shortDate(c.createdAt, intl), time: messageTime(c.createdAt, intl) })
                        : intl.formatMessage(m.delete, { title: c.title })
                    }
                    onClick={() => remove.mutate(c.id)}
                    loading={remove.isPending && remove.variables === c.id}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              {mayHaveOlder && (
                <Button variant="subtle" size="xs" onClick={() => void loadOlder()} loading={olderState === 'loading'}>
                  <FormattedMessage id="chat.history.loadOlder" defaultMessage="Load older conversations" />
                </Button>
              )}
            </Stack>
          </Box>
        )}
      </Stack>
    </Modal>
  );
}

import { ActionIcon, Box, Button, Center, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCheck, IconMessagePlus, IconPencil, IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COACH_CONVERSATIONS_PAGE } from '../../../shared/pages';
import { cursorOf } from '../../../shared/text';
import { toast } from '../../app/toast';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { LoadError } from '../../components/LoadError';
import { historyDate, messageTime, shortDate } from './dates';

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
  const list = useQuery({ ...trpc.coach.conversations.queryOptions(), enabled: opened });
  const remove = useMutation({
    mutationFn: (conversationId: string) => trpcClient.coach.deleteConversation.mutate({ conversationId }),
    onSuccess: (_data, id) => {
      toast.success('Conversation deleted', 'The conversation has been removed.');
      queryClient.setQueryData(trpc.coach.conversations.queryKey(), (old) => old?.filter((c) => c.id !== id));
      queryClient.removeQueries({ queryKey: trpc.coach.messages.queryKey({ conversationId: id }) });
      if (onDeleted) onDeleted(id);
      else if (id === activeId) onNew();
    },
    onError: (error) => toast.error('Failed to delete conversation', errorMessage(error, 'Please try again.')),
  });
  // Rename in place (PATCH /api/chat/conversations/{id}): one entry at a time, Enter saves, Escape cancels.
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const rename = useMutation({
    mutationFn: (input: { conversationId: string; title: string }) => trpcClient.coach.renameConversation.mutate(input),
    onSuccess: (updated) => {
      queryClient.setQueryData(trpc.coach.conversations.queryKey(), (old) => old?.map((c) => (c.id === updated.id ? updated : c)));
      setEditing(null);
    },
    onError: (error) => toast.error('Could not rename the conversation', errorMessage(error, 'Please try again.')),
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
      toast.error('Failed to load older conversations', errorMessage(error, 'Please try again.'));
      setOlderState('idle');
    }
  };
  const mayHaveOlder = olderState !== 'done' && (list.data?.length ?? 0) >= COACH_CONVERSATIONS_PAGE;
  const count = list.data?.length ?? 0;
  const repeated = repeatedTitles(list.data ?? []);

  return (
    <Modal opened={opened} onClose={onClose} title="Chat History" size="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {list.isSuccess ? `${count} conversation${count === 1 ? '' : 's'}` : ' '}
          </Text>
          <Button size="xs" leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={onNew}>
            New Chat
          </Button>
        </Group>
        {list.isPending && (
          <Center py="lg">
            <Loader size="sm" aria-label="Loading conversations" />
          </Center>
        )}
        {list.isError && <LoadError title="Failed to load conversations" error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && count === 0 && (
          <Stack gap={4} align="center" py="lg" ta="center">
            <Text fw={600}>No conversations yet</Text>
            <Text size="sm" c="dimmed">
              Start your first chat with the coach
            </Text>
          </Stack>
        )}
        {/* A plain scroller, vertical only (Mantine's ScrollArea lets its content grow sideways): a long title is cut
            with an ellipsis instead of widening the list past a phone's edge. Focusable, so keys can scroll it. */}
        {list.isSuccess && count > 0 && (
          <Box mah="60dvh" style={{ overflowY: 'auto', overflowX: 'hidden' }} tabIndex={0} aria-label="Your conversations">
            <Stack gap={4} role="list" aria-label="Conversations">
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
                    background: c.id === activeId ? 'var(--mantine-color-plum-0)' : undefined,
                  }}
                >
                  {editing?.id === c.id ? (
                    <TextInput
                      size="xs"
                      style={{ flex: 1, minWidth: 0 }}
                      aria-label="Conversation title"
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
                        {historyDate(c.updatedAt)}
                        {repeated.has(c.title) && ` · started ${shortDate(c.createdAt)}, ${messageTime(c.createdAt)}`}
                      </Text>
                    </UnstyledButton>
                  )}
                  {editing?.id === c.id ? (
                    <ActionIcon variant="subtle" aria-label="Save title" onClick={saveTitle} loading={rename.isPending} disabled={!editing.title.trim()}>
                      <IconCheck size={16} aria-hidden />
                    </ActionIcon>
                  ) : (
                    <ActionIcon variant="subtle" color="gray" aria-label={`Rename conversation ${c.title}`} onClick={() => setEditing({ id: c.id, title: c.title })}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Delete conversation ${c.title}${repeated.has(c.title) ? ` started ${shortDate(c.createdAt)}, ${messageTime(c.createdAt)}` : ''}`}
                    onClick={() => remove.mutate(c.id)}
                    loading={remove.isPending && remove.variables === c.id}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              {mayHaveOlder && (
                <Button variant="subtle" size="xs" onClick={() => void loadOlder()} loading={olderState === 'loading'}>
                  Load older conversations
                </Button>
              )}
            </Stack>
          </Box>
        )}
      </Stack>
    </Modal>
  );
}

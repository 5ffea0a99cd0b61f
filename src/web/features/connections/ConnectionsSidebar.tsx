import { ActionIcon, Button, Center, Group, Loader, ScrollArea, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { LoadError } from '../../components/LoadError';
import { ConnectionCard } from './ConnectionCard';
import { LoadMoreConnections } from './LoadMoreConnections';
import { useConnections, type ConnectionView } from './useConnections';
import { isDeparted } from './DepartedConnection';
import { DailyQuestionLine, useDailyQuestionCards } from '../daily-question';

/** The desktop sidebar of the chat home (spec §2): 'Your Connections', an add button, the cards or the empty state. */
export function ConnectionsSidebar({
  onOpenConnection,
  onInvite,
  unreadCounts = {},
  onOpenDailyQuestion,
}: {
  onOpenConnection: (connection: ConnectionView) => void;
  /** Opens today's question with this person (the line under each active card). */
  onOpenDailyQuestion?: (connection: ConnectionView) => void;
  onInvite: () => void;
  unreadCounts?: Record<string, number>;
}) {
  const connections = useConnections();
  const questionCards = useDailyQuestionCards(askable(connections.data));
  return (
    <Stack gap="sm" h="100%" mih={0}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="lg">
          Your Connections
        </Title>
        <Tooltip label="Invite someone" withArrow>
          <ActionIcon variant="light" radius="xl" size="lg" aria-label="Invite someone" onClick={onInvite}>
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {connections.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading connections" />
        </Center>
      ) : connections.isError ? (
        <LoadError title="Failed to load connections" onRetry={() => void connections.refetch()} />
      ) : !connections.data?.length ? (
        <EmptyConnections onInvite={onInvite} />
      ) : (
        <ScrollArea style={{ flex: 1 }} offsetScrollbars type="auto">
          <Stack gap="xs">
            {(connections.data ?? []).map((c) => (
              <ConnectionCard
                key={c.id}
                connection={c}
                unread={unreadCounts[c.id] ?? 0}
                onOpen={() => onOpenConnection(c)}
                footer={onOpenDailyQuestion && !isDeparted(c) ? <DailyQuestionLine card={questionCards[c.id]} name={c.otherUser.firstName} onOpen={() => onOpenDailyQuestion(c)} /> : undefined}
              />
            ))}
            <LoadMoreConnections connections={connections} />
          </Stack>
        </ScrollArea>
      )}
    </Stack>
  );
}

export function EmptyConnections({ onInvite }: { onInvite: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={52} radius="xl" variant="light" color="plum">
        <IconUsersGroup size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>No connections yet</Text>
      <Text size="sm" c="dimmed" maw={240}>
        Invite a friend, partner or colleague to see your Vibe together.
      </Text>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onInvite}>
        Invite Someone
      </Button>
    </Stack>
  );
}

/** The connections that have a daily question: active ones whose other person is still a member. */
export function askable(connections: ConnectionView[] | undefined): string[] {
  return (connections ?? []).filter((c) => c.status === 'active' && !isDeparted(c)).map((c) => c.id);
}

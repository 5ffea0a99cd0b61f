import { ActionIcon, Button, Center, Group, Loader, ScrollArea, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Hint } from '../../components/Hint';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../components/LoadError';
import { ConnectionCard } from './ConnectionCard';
import { LoadMoreConnections } from './LoadMoreConnections';
import { useConnections, type ConnectionCardView } from './useConnections';
import { isDeparted } from './DepartedConnection';
import { DailyQuestionLine, useDailyQuestionCards } from '../daily-question';

const m = defineMessages({
  invite: { id: 'connections.invite', defaultMessage: 'Invite someone' },
  loading: { id: 'connections.loading', defaultMessage: 'Loading connections' },
  loadFailed: { id: 'connections.loadFailed', defaultMessage: 'Failed to load connections' },
});

/** The desktop sidebar of the chat home (spec §2): 'Your Connections', an add button, the cards or the empty state. */
export function ConnectionsSidebar({
  onOpenConnection,
  onInvite,
  unreadCounts = {},
  onOpenDailyQuestion,
}: {
  onOpenConnection: (connection: ConnectionCardView) => void;
  /** Opens today's question with this person (the line under each active card). */
  onOpenDailyQuestion?: (connection: ConnectionCardView) => void;
  onInvite: () => void;
  unreadCounts?: Record<string, number>;
}) {
  const intl = useIntl();
  const connections = useConnections();
  const questionCards = useDailyQuestionCards(askable(connections.data));
  return (
    <Stack gap="sm" h="100%" mih={0}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="lg">
          <FormattedMessage id="connections.sidebar.title" defaultMessage="Your Connections" />
        </Title>
        <Hint label={intl.formatMessage(m.invite)} withArrow>
          <ActionIcon variant="light" radius="xl" size="lg" aria-label={intl.formatMessage(m.invite)} onClick={onInvite}>
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Hint>
      </Group>
      {connections.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
        </Center>
      ) : connections.isError ? (
        <LoadError title={intl.formatMessage(m.loadFailed)} onRetry={() => void connections.refetch()} />
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
      <Text fw={600}>
        <FormattedMessage id="connections.empty.title" defaultMessage="No connections yet" />
      </Text>
      <Text size="sm" c="dimmed" maw={240}>
        <FormattedMessage id="connections.empty.body" defaultMessage="Invite a friend, partner or colleague to see your Vibe together." />
      </Text>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onInvite}>
        <FormattedMessage id="connections.inviteSomeone" defaultMessage="Invite Someone" />
      </Button>
    </Stack>
  );
}

/** The connections that have a daily question: active ones whose other person is still a member. */
export function askable(connections: ConnectionCardView[] | undefined): string[] {
  return (connections ?? []).filter((c) => c.status === 'active' && !isDeparted(c)).map((c) => c.id);
}

import { ActionIcon, Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy, IconMessageCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../components/LoadError';
import { t } from '../../app/intl';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { INVITATIONS_PAGE } from '../../../shared/pages';
import { cursorOf } from '../../../shared/cursor';
import { ConnectionCard, RelationshipMarker } from './ConnectionCard';
import { askable, EmptyConnections } from './ConnectionsSidebar';
import { isDeparted } from './DepartedConnection';
import { DailyQuestionLine, useDailyQuestionCards } from '../daily-question';
import { LoadMoreConnections } from './LoadMoreConnections';
import { connectedOn, copyText, inviteLinkFor } from './meta';
import {
  useAcceptConnection,
  useConnections,
  useDeleteInvitation,
  useInvitations,
  usePendingConnections,
  useRejectConnection,
  type ConnectionCardView,
  type ConnectionView,
  type InvitationRecord,
} from './useConnections';

const m = defineMessages({
  title: { id: 'connections.list.title', defaultMessage: 'Connections' },
  loadFailed: { id: 'connections.loadFailed', defaultMessage: 'Failed to load connections' },
  pendingFailed: { id: 'connections.list.pendingFailed', defaultMessage: 'Failed to load pending requests' },
  invitationsFailed: { id: 'connections.list.invitationsFailed', defaultMessage: 'Failed to load invitations' },
  olderFailed: { id: 'connections.list.olderFailed', defaultMessage: 'Failed to load older invitations' },
  tryAgain: { id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' },
  loading: { id: 'common.loading', defaultMessage: 'Loading' },
  copied: { id: 'connections.copied', defaultMessage: 'Copied to clipboard' },
  error: { id: 'common.error', defaultMessage: 'Error' },
  copyFailed: { id: 'connections.copyFailed', defaultMessage: 'Could not copy the link. Please copy it by hand.' },
  invitation: { id: 'connections.invitation', defaultMessage: 'Invitation' },
  copyLink: { id: 'connections.copyLink', defaultMessage: 'Copy link' },
  deleteInvitation: { id: 'connections.invitations.delete', defaultMessage: 'Delete invitation' },
});

const v = defineMessages<{ status: { status: string } }>({
  status: {
    id: 'connections.invitations.status',
    defaultMessage: '{status, select, pending {pending} sent {sent} failed {failed} accepted {accepted} other {expired}}',
  },
});

function CountBadge({ n }: { n: number | undefined }) {
  return (
    <Badge size="xs" variant="light" ml={4}>
      {n ?? 0}
    </Badge>
  );
}

export type ConnectionsTab = 'connections' | 'pending' | 'invitations';

/** The connections dialog (spec §2): Connections, Pending and Invitations tabs, 'Invite Someone', 'Chat Now'. */
export function ConnectionsDialog({
  opened,
  onClose,
  onOpenConnection,
  onInvite,
  unreadCounts = {},
  initialTab = 'connections',
  onOpenDailyQuestion,
}: {
  opened: boolean;
  /** The tab it opens on (a connection-request notification opens Pending). */
  initialTab?: ConnectionsTab;
  onClose: () => void;
  onOpenConnection: (connection: ConnectionCardView) => void;
  onInvite: () => void;
  /** Unread real-time messages per connection id (the shared chat counts them). */
  unreadCounts?: Record<string, number>;
  /** Opens today's question with this person (the line under each active card). */
  onOpenDailyQuestion?: (connection: ConnectionCardView) => void;
}) {
  const connections = useConnections();
  const questionCards = useDailyQuestionCards(opened ? askable(connections.data) : []);
  const pending = usePendingConnections();
  const invitations = useInvitations();
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage(m.title)} size="lg" fullScreen={phone} radius={phone ? 0 : 'md'}>
      <Stack gap="md">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onInvite} w={{ base: '100%', xs: 'auto' }}>
          <FormattedMessage id="connections.inviteSomeone" defaultMessage="Invite Someone" />
        </Button>
        <Tabs defaultValue={initialTab} keepMounted={false} styles={{ tab: { paddingInline: 6 } }}>
          <Tabs.List grow>
            <Tabs.Tab value="connections">
              <FormattedMessage id="connections.list.title" defaultMessage="Connections" />
              <CountBadge n={connections.data?.length} />
            </Tabs.Tab>
            <Tabs.Tab value="pending">
              <FormattedMessage id="connections.pending" defaultMessage="Pending" />
              <CountBadge n={pending.data?.length} />
            </Tabs.Tab>
            <Tabs.Tab value="invitations">
              <FormattedMessage id="connections.list.invitations" defaultMessage="Invitations" />
              <CountBadge n={invitations.data?.length} />
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="connections" pt="md">
            {connections.isPending ? (
              <Spinner />
            ) : connections.isError ? (
              <LoadError title={intl.formatMessage(m.loadFailed)} onRetry={() => void connections.refetch()} />
            ) : !connections.data?.length ? (
              <EmptyConnections onInvite={onInvite} />
            ) : (
              <Stack gap="xs">
                {(connections.data ?? []).map((c) => (
                  <ConnectionCard
                    key={c.id}
                    connection={c}
                    unread={unreadCounts[c.id] ?? 0}
                    footer={onOpenDailyQuestion && !isDeparted(c) ? <DailyQuestionLine card={questionCards[c.id]} name={c.otherUser.firstName} onOpen={() => onOpenDailyQuestion(c)} /> : undefined}
                    actions={
                      <Button size="xs" leftSection={<IconMessageCircle size={14} aria-hidden />} onClick={() => onOpenConnection(c)}>
                        <FormattedMessage id="connections.chatNow" defaultMessage="Chat Now" />
                      </Button>
                    }
                  />
                ))}
                <LoadMoreConnections connections={connections} />
              </Stack>
            )}
          </Tabs.Panel>

          <Tabs.Panel value="pending" pt="md">
            {pending.isPending ? (
              <Spinner />
            ) : pending.isError ? (
              <LoadError title={intl.formatMessage(m.pendingFailed)} onRetry={() => void pending.refetch()} />
            ) : pending.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" size="sm">
                <FormattedMessage id="connections.list.noPending" defaultMessage="No pending requests." />
              </Text>
            ) : (
              <Stack gap="xs">
                {pending.data.map((c) => (
                  <PendingRow key={c.id} connection={c} />
                ))}
              </Stack>
            )}
          </Tabs.Panel>

          <Tabs.Panel value="invitations" pt="md">
            {invitations.isPending ? (
              <Spinner />
            ) : invitations.isError ? (
              <LoadError title={intl.formatMessage(m.invitationsFailed)} onRetry={() => void invitations.refetch()} />
            ) : invitations.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" size="sm">
                <FormattedMessage id="connections.list.noInvitations" defaultMessage="No invitations sent yet." />
              </Text>
            ) : (
              <Stack gap="xs">
                {invitations.data.map((i) => (
                  <InvitationRow key={i.id} invitation={i} />
                ))}
                <LoadOlderInvitations loaded={invitations.data} />
              </Stack>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Modal>
  );
}

/** A full page of invitations may have older ones behind it (issue 12, finding 11): they come on request. */
function LoadOlderInvitations({ loaded }: { loaded: InvitationRecord[] }) {
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  if (state === 'done' || loaded.length < INVITATIONS_PAGE || loaded.length % INVITATIONS_PAGE !== 0) return null;
  const loadOlder = async () => {
    const last = loaded.at(-1)!;
    setState('loading');
    try {
      const older = await trpcClient.invitations.list.query({ before: cursorOf(last, last.createdAt) });
      queryClient.setQueryData(trpc.invitations.list.queryKey(), (old) => [...(old ?? []), ...older.filter((i) => !old?.some((o) => o.id === i.id))]);
      setState(older.length < INVITATIONS_PAGE ? 'done' : 'idle');
    } catch (error) {
      toast.error(t(m.olderFailed), errorMessage(error, t(m.tryAgain)));
      setState('idle');
    }
  };
  return (
    <Button variant="subtle" size="xs" onClick={() => void loadOlder()} loading={state === 'loading'}>
      <FormattedMessage id="connections.list.loadOlder" defaultMessage="Load older invitations" />
    </Button>
  );
}

function Spinner() {
  const intl = useIntl();
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
    </Center>
  );
}

function PendingRow({ connection }: { connection: ConnectionView }) {
  const accept = useAcceptConnection();
  const reject = useRejectConnection();
  const busy = accept.isPending || reject.isPending;
  return (
    <ConnectionCard
      connection={connection}
      actions={
        connection.isInviter ? (
          <>
            <Text size="xs" c="dimmed" mr="auto">
              <FormattedMessage id="connections.list.waiting" defaultMessage="Waiting for an answer" />
            </Text>
            <Button size="xs" variant="default" loading={reject.isPending} disabled={busy} onClick={() => reject.mutate({ id: connection.id, cancel: true })}>
              <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
            </Button>
          </>
        ) : (
          <>
            <Button size="xs" variant="default" loading={reject.isPending} disabled={busy} onClick={() => reject.mutate({ id: connection.id, cancel: false })}>
              <FormattedMessage id="connections.list.decline" defaultMessage="Decline" />
            </Button>
            <Button size="xs" loading={accept.isPending} disabled={busy} onClick={() => accept.mutate(connection.id)}>
              <FormattedMessage id="connections.list.accept" defaultMessage="Accept" />
            </Button>
          </>
        )
      }
    />
  );
}

const STATUS_COLOR: Record<InvitationRecord['status'], string> = { pending: 'yellow', sent: 'blue', failed: 'red', accepted: 'green' };

function InvitationRow({ invitation }: { invitation: InvitationRecord }) {
  const intl = useIntl();
  const remove = useDeleteInvitation();
  // Deleting stops the link from working: it asks first, in the row.
  const [confirming, setConfirming] = useState(false);
  const named = invitation.inviteeFirstName ? `${invitation.inviteeFirstName} ${invitation.inviteeLastName ?? ''}`.trim() : null;
  const open = invitation.status !== 'accepted';
  const copy = async () => {
    if (await copyText(inviteLinkFor(invitation.token))) toast.success(t(m.copied));
    else toast.error(t(m.error), t(m.copyFailed));
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate="end">
            {named ?? invitation.inviteeEmail ?? intl.formatMessage(m.invitation)}
          </Text>
          {named && invitation.inviteeEmail && (
            <Text size="xs" c="dimmed" truncate="end">
              {invitation.inviteeEmail}
            </Text>
          )}
          <Group gap={6} wrap="wrap">
            <Badge size="sm" variant="light" color={invitation.expired && open ? 'gray' : STATUS_COLOR[invitation.status]}>
              {intl.formatMessage(v.status, { status: invitation.expired && open ? 'expired' : invitation.status })}
            </Badge>
            <RelationshipMarker type={invitation.relationshipType} />
            {!open && (
              <Badge size="sm" variant="outline" color={invitation.hasCompletedAssessment ? 'green' : 'gray'}>
                {invitation.hasCompletedAssessment ? (
                  <FormattedMessage id="connections.invitations.assessmentComplete" defaultMessage="Assessment Complete" />
                ) : (
                  <FormattedMessage id="connections.invitations.assessmentPending" defaultMessage="Assessment Pending" />
                )}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="connections.card.sentOn" defaultMessage="Sent {date}" values={{ date: connectedOn(invitation.createdAt, intl) }} />
          </Text>
        </Stack>
        {open && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={intl.formatMessage(m.copyLink)} withArrow>
              <ActionIcon variant="subtle" aria-label={intl.formatMessage(m.copyLink)} onClick={() => void copy()} disabled={invitation.expired}>
                <IconCopy size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={intl.formatMessage(m.deleteInvitation)} withArrow>
              <ActionIcon variant="subtle" color="red" aria-label={intl.formatMessage(m.deleteInvitation)} onClick={() => setConfirming(true)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {confirming && (
        <Group gap="xs" mt="sm" justify="flex-end" wrap="wrap">
          <Text size="sm" mr="auto">
            <FormattedMessage id="connections.invitations.confirmDelete" defaultMessage="Delete this invitation? Its link will stop working." />
          </Text>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            <FormattedMessage id="connections.invitations.keep" defaultMessage="Keep it" />
          </Button>
          <Button size="xs" color="red" loading={remove.isPending} onClick={() => remove.mutate(invitation.id)}>
            <FormattedMessage id="connections.invitations.delete" defaultMessage="Delete invitation" />
          </Button>
        </Group>
      )}
    </Paper>
  );
}

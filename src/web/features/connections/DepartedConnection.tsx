import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDoorExit, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { defineMessages, FormattedMessage } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { errorMessage, trpcClient } from '../../app/trpc';
import { connectedOn, relationshipMeta } from './meta';
import { refreshConnections, type ConnectionView } from './useConnections';

/**
 * A connection whose other person deleted their account (decision 027, issue 30 item 3). The account keeps no name,
 * so the person is named by what they were to the viewer ("Your partner"). It is no longer a connection: no Vibe, no
 * relationship type to edit, no coach; the chat stays to read, and one tap removes what is left.
 */
const m = defineMessages({
  title: {
    id: 'connections.departed.title',
    defaultMessage:
      '{type, select, couple {Your partner} crush {Your crush} family {Your family member} friend {Your friend} professional {Your colleague} other {Your connection}} has left Attune',
  },
  detail: {
    id: 'connections.departed.detail',
    defaultMessage: 'They deleted their account. Your conversation stays here for you to read; their messages were removed with their account.',
  },
  detailOn: {
    id: 'connections.departed.detailOn',
    defaultMessage: 'They deleted their account on {date}. Your conversation stays here for you to read; their messages were removed with their account.',
  },
  removed: { id: 'connections.departed.removed', defaultMessage: 'Connection removed' },
  removeFailed: { id: 'connections.departed.removeFailed', defaultMessage: 'Could not remove it' },
  tryAgain: { id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' },
});

const KNOWN_TYPES = ['couple', 'crush', 'family', 'friend', 'professional'];

export function isDeparted(connection: Pick<ConnectionView, 'departedAt'>): boolean {
  return connection.departedAt !== null;
}

/** "Your partner has left Attune" — who they were to the viewer, since the name left with the account. */
export function departedTitle(connection: Pick<ConnectionView, 'relationshipType'>): string {
  return t(m.title, { type: KNOWN_TYPES.includes(connection.relationshipType) ? connection.relationshipType : 'other' });
}

export function departedDetail(connection: Pick<ConnectionView, 'departedAt'>): string {
  return connection.departedAt ? t(m.detailOn, { date: connectedOn(connection.departedAt) }) : t(m.detail);
}

/** Removes what is left of a departed connection (DELETE /api/connections/{id}/departed). */
export function useRemoveDeparted() {
  return useMutation({
    mutationFn: (id: string) => trpcClient.connections.removeDeparted.mutate({ id }),
    onSuccess: async () => {
      toast.success(t(m.removed));
      await refreshConnections();
    },
    onError: (error) => toast.error(t(m.removeFailed), errorMessage(error, t(m.tryAgain))),
  });
}

/** The dialog body for a departed connection: the notice, the read-only chat (`children`), and one-tap removal. */
export function DepartedConnectionView({ connection, onRemoved, children }: { connection: ConnectionView; onRemoved: () => void; children?: ReactNode }) {
  const remove = useRemoveDeparted();
  const kind = relationshipMeta(connection.relationshipType).label;
  return (
    <Stack gap="md">
      {/* The dialog's title says who left; this says what it means. */}
      <Alert variant="light" color="gray" icon={<IconDoorExit aria-hidden />}>
        <Stack gap="xs">
          <Text size="sm">{departedDetail(connection)}</Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="connections.departed.wereConnected"
              defaultMessage="You were connected as {kind}. Removing this also removes the conversation."
              values={{ kind }}
            />
          </Text>
        </Stack>
      </Alert>
      {children}
      <Group justify="flex-end">
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={() => remove.mutate(connection.id, { onSuccess: onRemoved })}
        >
          <FormattedMessage id="connections.departed.remove" defaultMessage="Remove from my connections" />
        </Button>
      </Group>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDoorExit, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../app/toast';
import { errorMessage, trpcClient } from '../../app/trpc';
import { connectedOn, relationshipMeta } from './meta';
import { refreshConnections, type ConnectionView } from './useConnections';

/**
 * A connection whose other person deleted their account (decision 027, issue 30 item 3). The account keeps no name,
 * so the person is named by what they were to the viewer ("Your partner"). It is no longer a connection: no Vibe, no
 * relationship type to edit, no coach; the chat stays to read, and one tap removes what is left.
 */
const WHO_BY_TYPE: Record<string, string> = {
  couple: 'Your partner',
  crush: 'Your crush',
  family: 'Your family member',
  friend: 'Your friend',
  professional: 'Your colleague',
};

export function isDeparted(connection: Pick<ConnectionView, 'departedAt'>): boolean {
  return connection.departedAt !== null;
}

/** "Your partner has left Attune" — who they were to the viewer, since the name left with the account. */
export function departedTitle(connection: Pick<ConnectionView, 'relationshipType'>): string {
  return `${WHO_BY_TYPE[connection.relationshipType] ?? 'Your connection'} has left Attune`;
}

export function departedDetail(connection: Pick<ConnectionView, 'departedAt'>): string {
  return `They deleted their account${connection.departedAt ? ` on ${connectedOn(connection.departedAt)}` : ''}. Your conversation stays here for you to read; their messages were removed with their account.`;
}

/** Removes what is left of a departed connection (DELETE /api/connections/{id}/departed). */
export function useRemoveDeparted() {
  return useMutation({
    mutationFn: (id: string) => trpcClient.connections.removeDeparted.mutate({ id }),
    onSuccess: async () => {
      toast.success('Connection removed');
      await refreshConnections();
    },
    onError: (error) => toast.error('Could not remove it', errorMessage(error, 'Please try again.')),
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
            You were connected as {kind}. Removing this also removes the conversation.
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
          Remove from my connections
        </Button>
      </Group>
    </Stack>
  );
}

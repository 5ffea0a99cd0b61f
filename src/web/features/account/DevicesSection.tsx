import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeviceSession } from '../../../shared/account';
import { queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { humanErrorMessage } from '../../lib/formErrors';

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });

/** Settings › Devices: where the person is signed in, and a way to sign any other device out. */
export function DevicesSection() {
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const endOne = useMutation({
    mutationFn: (id: string) => trpcClient.account.endSession.mutate({ id }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refresh();
    },
    onError: (error) => toast.error('Error', humanErrorMessage(error, 'Could not sign that device out.')),
  });
  const endOthers = useMutation({
    mutationFn: () => trpcClient.account.endOtherSessions.mutate(),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refresh();
    },
    onError: (error) => toast.error('Error', humanErrorMessage(error, 'Could not sign the other devices out.')),
  });

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            Signed-in devices
          </Title>
          {others > 0 && (
            <Button size="xs" variant="light" color="red" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
              Sign out all other devices
            </Button>
          )}
        </Group>
        {sessions.isPending ? (
          <Stack gap="xs" aria-label="Loading your devices">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : sessions.isError ? (
          <LoadError title="Could not load your devices" error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((session) => (
              <DeviceRow key={session.id} session={session} ending={endOne.isPending && endOne.variables === session.id} onEnd={() => endOne.mutate(session.id)} />
            ))}
            {others === 0 && (
              <Text size="sm" c="dimmed" component="li">
                You are not signed in anywhere else.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function DeviceRow({ session, ending, onEnd }: { session: DeviceSession; ending: boolean; onEnd: () => void }) {
  const label = `${session.browser} on ${session.system}`;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconDeviceDesktop aria-hidden size={24} style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600}>{label}</Text>
              {session.current && (
                <Badge size="sm" variant="light" color="teal">
                  This device
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Last used {when(session.lastUsedAt)} · signed in {when(session.createdAt)}
            </Text>
          </div>
        </Group>
        {!session.current && (
          <Button size="xs" variant="default" loading={ending} onClick={onEnd} aria-label={`Sign out ${label}`}>
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}

import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeviceSession } from '../../../shared/account';
import { queryClient, trpc, trpcClient } from '../../app/trpc';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { humanErrorMessage } from '../../lib/formErrors';

const m = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  endFailed: { id: 'account.devices.endFailed', defaultMessage: 'Could not sign that device out.' },
  endOthersFailed: { id: 'account.devices.endOthersFailed', defaultMessage: 'Could not sign the other devices out.' },
  loading: { id: 'account.devices.loading', defaultMessage: 'Loading your devices' },
  loadFailed: { id: 'account.devices.loadFailed', defaultMessage: 'Could not load your devices' },
});

const v = defineMessages<{ device: { browser: string; system: string }; signOutOne: { device: string } }>({
  device: { id: 'account.devices.device', defaultMessage: '{browser} on {system}' },
  signOutOne: { id: 'account.devices.signOutOne', defaultMessage: 'Sign out {device}' },
});

function when(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });

/** Settings › Devices: where the person is signed in, and a way to sign any other device out. */
export function DevicesSection() {
  const intl = useIntl();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const endOne = useMutation({
    mutationFn: (id: string) => trpcClient.account.endSession.mutate({ id }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refresh();
    },
    onError: (error) => toast.error(t(m.error), humanErrorMessage(error, t(m.endFailed))),
  });
  const endOthers = useMutation({
    mutationFn: () => trpcClient.account.endOtherSessions.mutate(),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refresh();
    },
    onError: (error) => toast.error(t(m.error), humanErrorMessage(error, t(m.endOthersFailed))),
  });

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            <FormattedMessage id="account.devices.title" defaultMessage="Signed-in devices" />
          </Title>
          {others > 0 && (
            <Button size="xs" variant="light" color="red" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
              <FormattedMessage id="account.devices.endOthers" defaultMessage="Sign out all other devices" />
            </Button>
          )}
        </Group>
        {sessions.isPending ? (
          <Stack gap="xs" aria-label={intl.formatMessage(m.loading)}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : sessions.isError ? (
          <LoadError title={intl.formatMessage(m.loadFailed)} error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((session) => (
              <DeviceRow key={session.id} session={session} ending={endOne.isPending && endOne.variables === session.id} onEnd={() => endOne.mutate(session.id)} />
            ))}
            {others === 0 && (
              <Text size="sm" c="dimmed" component="li">
                <FormattedMessage id="account.devices.none" defaultMessage="You are not signed in anywhere else." />
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function DeviceRow({ session, ending, onEnd }: { session: DeviceSession; ending: boolean; onEnd: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage(v.device, { browser: session.browser, system: session.system });
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
                  <FormattedMessage id="account.devices.this" defaultMessage="This device" />
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="account.devices.times"
                defaultMessage="Last used {used} · signed in {signedIn}"
                values={{ used: when(intl, session.lastUsedAt), signedIn: when(intl, session.createdAt) }}
              />
            </Text>
          </div>
        </Group>
        {!session.current && (
          <Button size="xs" variant="default" loading={ending} onClick={onEnd} aria-label={intl.formatMessage(v.signOutOne, { device: label })}>
            <FormattedMessage id="account.devices.signOut" defaultMessage="Sign out" />
          </Button>
        )}
      </Group>
    </Paper>
  );
}

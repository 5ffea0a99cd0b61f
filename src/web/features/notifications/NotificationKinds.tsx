import { Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';

type Kind = 'messages' | 'connections' | 'weekly_actions' | 'daily_reflection' | 'daily_question';

/** The notification types of the profile dialog, each its own switch (decision 023). */
const KINDS: { kind: Kind; label: string; description: string }[] = [
  { kind: 'messages', label: 'New messages', description: 'When a connection writes to you and Attune is not open' },
  { kind: 'connections', label: 'Connection requests', description: 'When someone invites you or accepts your invitation' },
  { kind: 'weekly_actions', label: 'Weekly actions', description: 'Monday morning, when your new weekly actions are ready' },
  { kind: 'daily_reflection', label: 'Daily reflection reminder', description: 'A gentle evening nudge to reflect on your day' },
  { kind: 'daily_question', label: 'Daily question', description: 'When someone answers the question of the day you share, so you can answer and see theirs' },
];

export function NotificationKinds() {
  const settings = useQuery(trpc.notifications.settings.queryOptions({}));
  const save = useMutation({
    mutationFn: (input: { kind: Kind; enabled: boolean }) => trpcClient.notifications.setPreference.mutate(input),
    onSuccess: (data) => queryClient.setQueryData(trpc.notifications.settings.queryKey({}), data),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to save your choice. Please try again.')),
  });
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        Notify me about
      </Text>
      {settings.isError && (
        <Text size="sm" c="red">
          Could not load your notification choices. Reload the page to try again.
        </Text>
      )}
      {KINDS.map(({ kind, label, description }) => (
        <Switch
          key={kind}
          label={label}
          description={description}
          checked={save.isPending && save.variables.kind === kind ? save.variables.enabled : (settings.data?.preferences[kind] ?? false)}
          disabled={settings.isPending || settings.isError || save.isPending}
          onChange={(event) => save.mutate({ kind, enabled: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}

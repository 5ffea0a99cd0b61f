import { Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';

const m = defineMessages({
  messages: { id: 'notifications.kind.messages', defaultMessage: 'New messages' },
  messagesHint: { id: 'notifications.kind.messagesHint', defaultMessage: 'When a connection writes to you and Attune is not open' },
  connections: { id: 'notifications.kind.connections', defaultMessage: 'Connection requests' },
  connectionsHint: { id: 'notifications.kind.connectionsHint', defaultMessage: 'When someone invites you or accepts your invitation' },
  weekly: { id: 'notifications.kind.weekly', defaultMessage: 'Weekly actions' },
  weeklyHint: { id: 'notifications.kind.weeklyHint', defaultMessage: 'Monday morning, when your new weekly actions are ready' },
  reflection: { id: 'notifications.kind.reflection', defaultMessage: 'Daily reflection reminder' },
  reflectionHint: { id: 'notifications.kind.reflectionHint', defaultMessage: 'A gentle evening nudge to reflect on your day' },
  question: { id: 'notifications.kind.question', defaultMessage: 'Daily question' },
  questionHint: { id: 'notifications.kind.questionHint', defaultMessage: 'When someone answers the question of the day you share, so you can answer and see theirs' },
  error: { id: 'common.error', defaultMessage: 'Error' },
  saveFailed: { id: 'dailyQuestion.coachUse.saveFailed', defaultMessage: 'Failed to save your choice. Please try again.' },
});

type Kind = 'messages' | 'connections' | 'weekly_actions' | 'daily_reflection' | 'daily_question';

/** The notification types of the profile dialog, each its own switch (decision 023). */
const KINDS: { kind: Kind; label: MessageDescriptor; description: MessageDescriptor }[] = [
  { kind: 'messages', label: m.messages, description: m.messagesHint },
  { kind: 'connections', label: m.connections, description: m.connectionsHint },
  { kind: 'weekly_actions', label: m.weekly, description: m.weeklyHint },
  { kind: 'daily_reflection', label: m.reflection, description: m.reflectionHint },
  { kind: 'daily_question', label: m.question, description: m.questionHint },
];

export function NotificationKinds() {
  const intl = useIntl();
  const settings = useQuery(trpc.notifications.settings.queryOptions({}));
  const save = useMutation({
    mutationFn: (input: { kind: Kind; enabled: boolean }) => trpcClient.notifications.setPreference.mutate(input),
    onSuccess: (data) => queryClient.setQueryData(trpc.notifications.settings.queryKey({}), data),
    onError: (error) => toast.error(t(m.error), errorMessage(error, t(m.saveFailed))),
  });
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        <FormattedMessage id="notifications.notifyAbout" defaultMessage="Notify me about" />
      </Text>
      {settings.isError && (
        <Text size="sm" c="red">
          <FormattedMessage id="notifications.loadFailed" defaultMessage="Could not load your notification choices. Reload the page to try again." />
        </Text>
      )}
      {KINDS.map(({ kind, label, description }) => (
        <Switch
          key={kind}
          label={intl.formatMessage(label)}
          description={intl.formatMessage(description)}
          checked={save.isPending && save.variables.kind === kind ? save.variables.enabled : (settings.data?.preferences[kind] ?? false)}
          disabled={settings.isPending || settings.isError || save.isPending}
          onChange={(event) => save.mutate({ kind, enabled: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}

import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';

const m = defineMessages({
  saveFailed: { id: 'dailyQuestion.milestone.saveFailed', defaultMessage: 'Could not save your choice' },
  tryAgain: { id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' },
  shared: { id: 'dailyQuestion.milestone.shared', defaultMessage: 'Your {days, number}-day milestone with {name} is in the Social Hub.' },
  saidYes: {
    id: 'dailyQuestion.milestone.saidYes',
    defaultMessage: 'You said yes to sharing your {days, number}-day milestone. It is posted only if {name} says yes too.',
  },
  kept: { id: 'dailyQuestion.milestone.kept', defaultMessage: 'Your {days, number}-day milestone stays between you and {name}.' },
  offer: {
    id: 'dailyQuestion.milestone.offer',
    defaultMessage:
      '{days, number} days in a row with {name}! Share it in the Social Hub? If {name} says yes too, one post will say so, with both your names and never your answers.',
  },
  keepAfterAll: { id: 'dailyQuestion.milestone.keepAfterAll', defaultMessage: 'Keep it between us after all' },
  shareAfterAll: { id: 'dailyQuestion.milestone.shareAfterAll', defaultMessage: 'Share it after all' },
  share: { id: 'dailyQuestion.milestone.share', defaultMessage: 'Share it' },
  keep: { id: 'dailyQuestion.milestone.keep', defaultMessage: 'Keep it between us' },
});

const v = defineMessages<{ region: { days: number } }>({
  region: { id: 'dailyQuestion.milestone.region', defaultMessage: '{days, number}-day milestone' },
});

/**
 * The pair's streak milestone (7, 30, 100 days; decision 078): an offer to share it in the Social Hub. It is posted
 * only once both said yes, so this shows the person's own choice and whether the post is up, never the other's.
 * While the offer loads nothing is shown (most days there is none, and a spinner would flicker on every open).
 */
export function MilestoneOffer({ connectionId, otherName }: { connectionId: string; otherName: string }) {
  const intl = useIntl();
  const offer = useQuery({ ...trpc.dailyQuestion.milestone.queryOptions({ id: connectionId }), staleTime: 0 });
  const choose = useMutation({
    mutationFn: (share: boolean) => trpcClient.dailyQuestion.chooseMilestone.mutate({ id: connectionId, milestone: offer.data!.milestone!, share }),
    onSuccess: (data) => {
      queryClient.setQueryData(trpc.dailyQuestion.milestone.queryKey({ id: connectionId }), data);
      if (data.shared) void queryClient.invalidateQueries({ queryKey: trpc.socialHub.feed.pathKey() });
    },
    onError: (error) => toast.error(t(m.saveFailed), errorMessage(error, t(m.tryAgain))),
  });

  if (offer.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="dailyQuestion.milestone.checkFailed" defaultMessage="Could not check for a streak milestone." />
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void offer.refetch()} loading={offer.isFetching}>
          <FormattedMessage id="common.tryAgain" defaultMessage="Try again" />
        </Button>
      </Group>
    );
  }
  const view = offer.data;
  if (!view || view.milestone === null) return null;
  const days = view.milestone;
  const busy = choose.isPending;

  let text: MessageDescriptor;
  let actions: Array<{ label: MessageDescriptor; share: boolean; primary?: boolean }> = [];
  if (view.shared) {
    text = m.shared;
  } else if (view.myChoice === 'share') {
    text = m.saidYes;
    actions = [{ label: m.keepAfterAll, share: false }];
  } else if (view.myChoice === 'keep') {
    text = m.kept;
    actions = [{ label: m.shareAfterAll, share: true }];
  } else {
    text = m.offer;
    actions = [
      { label: m.share, share: true, primary: true },
      { label: m.keep, share: false },
    ];
  }
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={intl.formatMessage(v.region, { days })}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconTrophy size={18} aria-hidden color="var(--mantine-color-orange-8)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" aria-live="polite">
            {intl.formatMessage(text, { days, name: otherName })}
          </Text>
        </Group>
        {actions.length > 0 && (
          <Group gap="xs">
            {actions.map((a) => (
              <Button
                key={a.label.id}
                size="compact-sm"
                variant={a.primary ? 'filled' : 'light'}
                onClick={() => choose.mutate(a.share)}
                loading={busy && choose.variables === a.share}
                disabled={busy && choose.variables !== a.share}
              >
                {intl.formatMessage(a.label)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

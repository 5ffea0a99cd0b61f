import { Switch } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { defineMessages, useIntl } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';

const m = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  saveFailed: { id: 'dailyQuestion.coachUse.saveFailed', defaultMessage: 'Failed to save your choice. Please try again.' },
  label: { id: 'dailyQuestion.coachUse.label', defaultMessage: 'Let the coach use our revealed daily answers' },
  loadFailed: { id: 'dailyQuestion.coachUse.loadFailed', defaultMessage: 'Could not load this setting. Reload the page to try again.' },
  hint: {
    id: 'dailyQuestion.coachUse.hint',
    defaultMessage:
      'When you and a connection both turn this on, your coach can draw on the daily questions you two have already revealed, in your private chats only. Answers not yet revealed are never used.',
  },
});

/**
 * Settings › Privacy: "Let the coach use our revealed daily answers" (decision 078). Off by default; for a pair, the
 * coach reads their revealed answers only while both have it on, and only in each one's private chats.
 */
export function CoachDailyAnswersSwitch() {
  const intl = useIntl();
  const setting = useQuery(trpc.dailyQuestion.coachUse.queryOptions());
  const save = useMutation({
    mutationFn: (allowed: boolean) => trpcClient.dailyQuestion.setCoachUse.mutate({ allowed }),
    onSuccess: (data) => queryClient.setQueryData(trpc.dailyQuestion.coachUse.queryKey(), data),
    onError: (error) => toast.error(t(m.error), errorMessage(error, t(m.saveFailed))),
  });
  return (
    <Switch
      label={intl.formatMessage(m.label)}
      description={intl.formatMessage(setting.isError ? m.loadFailed : m.hint)}
      checked={save.isPending ? save.variables : (setting.data?.allowed ?? false)}
      disabled={setting.isPending || setting.isError || save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked)}
    />
  );
}

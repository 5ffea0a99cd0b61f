import { Switch } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';

/** Settings › Privacy: "Let the coach use my reflections" (on by default; only the person's own coach reads them). */
export function CoachReflectionsSwitch() {
  const intl = useIntl();
  const settings = useQuery(trpc.journal.settings.queryOptions());
  const save = useMutation({
    mutationFn: (coachUsesReflections: boolean) => trpcClient.journal.updateSettings.mutate({ coachUsesReflections }),
    onSuccess: (data) => queryClient.setQueryData(trpc.journal.settings.queryKey(), data),
    onError: (error) =>
      toast.error(
        intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        errorMessage(error, intl.formatMessage({ id: 'growth.reflections.saveFailed', defaultMessage: 'Failed to save your choice. Please try again.' })),
      ),
  });
  return (
    <Switch
      label={intl.formatMessage({ id: 'growth.reflections.label', defaultMessage: 'Let the coach use my reflections' })}
      description={
        settings.isError
          ? intl.formatMessage({ id: 'growth.reflections.loadFailed', defaultMessage: 'Could not load this setting. Reload the page to try again.' })
          : intl.formatMessage({ id: 'growth.reflections.hint', defaultMessage: 'Your latest journal reflections help your own coach give advice that fits. Nobody else ever sees them.' })
      }
      checked={save.isPending ? save.variables : (settings.data?.coachUsesReflections ?? true)}
      disabled={settings.isPending || settings.isError || save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked)}
    />
  );
}

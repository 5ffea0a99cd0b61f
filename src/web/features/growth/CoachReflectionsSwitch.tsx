import { Switch } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';

/** Settings › Privacy: "Let the coach use my reflections" (on by default; only the person's own coach reads them). */
export function CoachReflectionsSwitch() {
  const settings = useQuery(trpc.journal.settings.queryOptions());
  const save = useMutation({
    mutationFn: (coachUsesReflections: boolean) => trpcClient.journal.updateSettings.mutate({ coachUsesReflections }),
    onSuccess: (data) => queryClient.setQueryData(trpc.journal.settings.queryKey(), data),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to save your choice. Please try again.')),
  });
  return (
    <Switch
      label="Let the coach use my reflections"
      description={settings.isError ? 'Could not load this setting. Reload the page to try again.' : 'Your latest journal reflections help your own coach give advice that fits. Nobody else ever sees them.'}
      checked={save.isPending ? save.variables : (settings.data?.coachUsesReflections ?? true)}
      disabled={settings.isPending || settings.isError || save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked)}
    />
  );
}

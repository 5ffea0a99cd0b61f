import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SharingChoices } from '../../../shared/privacy';
import { PRIVACY_MESSAGES } from '../../../shared/privacy';
import { LoadError } from '../../components/LoadError';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';

const CHOICES: Array<{ key: keyof SharingChoices; label: string; description: string }> = [
  { key: 'attachment', label: 'Attachment style', description: 'How you tend to feel about closeness and distance, and its two scores.' },
  { key: 'loveLanguages', label: 'Love languages', description: 'How you most like to give and receive care.' },
  { key: 'stability', label: 'Stability scores', description: 'Your overall and six area scores: the most personal part of your results.' },
];

/**
 * Settings › Privacy, "What my connections can see". Each switch saves at once. What is off is left out of your
 * connections' cards and Vibe explanation, and the coach does not tell them about it (server: privacy/visibility.ts).
 */
export function ConnectionsCanSee() {
  const options = trpc.privacy.sharing.queryOptions();
  const sharing = useQuery(options);
  const update = useMutation({
    mutationFn: (change: Partial<SharingChoices>) => trpcClient.privacy.updateSharing.mutate(change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const before = queryClient.getQueryData(options.queryKey);
      if (before) queryClient.setQueryData(options.queryKey, { ...before, ...change });
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(options.queryKey, context.before);
      toast.error('Error', errorMessage(error, 'Could not save your privacy settings. Please try again.'));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(options.queryKey, saved);
      toast.success(PRIVACY_MESSAGES.saved);
    },
  });

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          What my connections can see
        </Title>
        <Text size="sm" c="dimmed">
          People you are connected with always see your name, photo and personality type. Choose what else they see on your card, in your
          Vibe explanation and through the coach. Someone you have not accepted sees none of it.
        </Text>
        <Switch label="Personality type" description="Always shown to your connections." checked disabled readOnly />
        {sharing.isPending ? (
          <Stack gap="md" aria-label="Loading your privacy settings">
            {CHOICES.map((c) => (
              <Skeleton key={c.key} h={40} />
            ))}
          </Stack>
        ) : sharing.isError ? (
          <LoadError title="Failed to load your privacy settings" error={sharing.error} onRetry={() => void sharing.refetch()} />
        ) : (
          CHOICES.map((c) => (
            <Switch
              key={c.key}
              label={c.label}
              description={c.description}
              checked={sharing.data[c.key]}
              onChange={(event) => update.mutate({ [c.key]: event.currentTarget.checked })}
            />
          ))
        )}
      </Stack>
    </Card>
  );
}

import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SharingChoices } from '../../../shared/privacy';
import { LoadError } from '../../components/LoadError';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';

const m = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  saveFailed: { id: 'settings.sharing.saveFailed', defaultMessage: 'Could not save your privacy settings. Please try again.' },
  saved: { id: 'settings.sharing.saved', defaultMessage: 'Privacy settings saved' },
  attachment: { id: 'settings.sharing.attachment', defaultMessage: 'Attachment style' },
  attachmentHint: { id: 'settings.sharing.attachmentHint', defaultMessage: 'How you tend to feel about closeness and distance, and its two scores.' },
  loveLanguages: { id: 'settings.sharing.loveLanguages', defaultMessage: 'Love languages' },
  loveLanguagesHint: { id: 'settings.sharing.loveLanguagesHint', defaultMessage: 'How you most like to give and receive care.' },
  stability: { id: 'settings.sharing.stability', defaultMessage: 'Stability scores' },
  stabilityHint: { id: 'settings.sharing.stabilityHint', defaultMessage: 'Your overall and six area scores: the most personal part of your results.' },
  type: { id: 'settings.sharing.type', defaultMessage: 'Personality type' },
  typeHint: { id: 'settings.sharing.typeHint', defaultMessage: 'Always shown to your connections.' },
  loading: { id: 'settings.sharing.loading', defaultMessage: 'Loading your privacy settings' },
  loadFailed: { id: 'settings.sharing.loadFailed', defaultMessage: 'Failed to load your privacy settings' },
});

const CHOICES: Array<{ key: keyof SharingChoices; label: MessageDescriptor; description: MessageDescriptor }> = [
  { key: 'attachment', label: m.attachment, description: m.attachmentHint },
  { key: 'loveLanguages', label: m.loveLanguages, description: m.loveLanguagesHint },
  { key: 'stability', label: m.stability, description: m.stabilityHint },
];

/**
 * Settings › Privacy, "What my connections can see". Each switch saves at once. What is off is left out of your
 * connections' cards and Vibe explanation, and the coach does not tell them about it (server: privacy/visibility.ts).
 */
export function ConnectionsCanSee() {
  const intl = useIntl();
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
      toast.error(t(m.error), errorMessage(error, t(m.saveFailed)));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(options.queryKey, saved);
      toast.success(t(m.saved));
    },
  });

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="settings.sharing.title" defaultMessage="What my connections can see" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="settings.sharing.intro"
            defaultMessage="People you are connected with always see your name, photo and personality type. Choose what else they see on your card, in your Vibe explanation and through the coach. Someone you have not accepted sees none of it."
          />
        </Text>
        <Switch label={intl.formatMessage(m.type)} description={intl.formatMessage(m.typeHint)} checked disabled readOnly />
        {sharing.isPending ? (
          <Stack gap="md" aria-label={intl.formatMessage(m.loading)}>
            {CHOICES.map((c) => (
              <Skeleton key={c.key} h={40} />
            ))}
          </Stack>
        ) : sharing.isError ? (
          <LoadError title={intl.formatMessage(m.loadFailed)} error={sharing.error} onRetry={() => void sharing.refetch()} />
        ) : (
          CHOICES.map((c) => (
            <Switch
              key={c.key}
              label={intl.formatMessage(c.label)}
              description={intl.formatMessage(c.description)}
              checked={sharing.data[c.key]}
              onChange={(event) => update.mutate({ [c.key]: event.currentTarget.checked })}
            />
          ))
        )}
      </Stack>
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { queryClient, trpc } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { saveWeights, useWeights } from '../survey/api';
import { WeightChooser } from './WeightChooser';

/** 'Update Compatibility Preferences' (spec §2): three cards, the 0–100 slider, Cancel and Save Preferences. */
export function PreferencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const weights = useWeights();
  const small = useMediaQuery('(max-width: 36em)');
  const [value, setValue] = useState(50);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (opened) setValue(weights.data?.personalityWeight ?? 50);
  }, [opened, weights.data]);

  const save = async () => {
    setSaving(true);
    try {
      await saveWeights(value, !!weights.data);
      void queryClient.invalidateQueries({ queryKey: trpc.survey.progressiveStatus.queryKey() });
      toast.success(
        intl.formatMessage({ id: 'profile.prefs.savedTitle', defaultMessage: 'Preferences Saved' }),
        intl.formatMessage({ id: 'profile.prefs.saved', defaultMessage: 'Your compatibility scores will use your new balance.' }),
      );
      onClose();
    } catch {
      toast.error(
        intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        intl.formatMessage({ id: 'profile.prefs.failed', defaultMessage: 'Failed to update preferences. Please try again.' }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={600} ff="heading" fz="lg">
          <FormattedMessage id="profile.prefs.title" defaultMessage="Update Compatibility Preferences" />
        </Text>
      }
      size="xl"
      fullScreen={small}
      zIndex={320}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="profile.prefs.intro" defaultMessage="Choose how much personality and lifestyle count when we work out your compatibility with someone." />
        </Text>
        {weights.isPending ? (
          <Skeleton h={220} role="status" aria-label={intl.formatMessage({ id: 'survey.weighting.loading', defaultMessage: 'Loading your preferences' })} />
        ) : weights.isError ? (
          <LoadError title={intl.formatMessage({ id: 'survey.weighting.loadFailed', defaultMessage: 'Failed to load preferences' })} error={weights.error} onRetry={() => void weights.refetch()} />
        ) : (
          <WeightChooser value={value} onChange={setValue} disabled={saving} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            <FormattedMessage id="survey.hobbies.cancel" defaultMessage="Cancel" />
          </Button>
          <Button onClick={() => void save()} disabled={saving || weights.isPending || weights.isError}>
            {saving ? <FormattedMessage id="survey.weighting.saving" defaultMessage="Saving..." /> : <FormattedMessage id="survey.weighting.save" defaultMessage="Save Preferences" />}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

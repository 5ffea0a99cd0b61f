import { useEffect, useState } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { queryClient, trpc } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { saveWeights, useWeights } from '../survey/api';
import { WeightChooser } from './WeightChooser';

/** 'Update Compatibility Preferences' (spec §2): three cards, the 0–100 slider, Cancel and Save Preferences. */
export function PreferencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
      toast.success('Preferences Saved', 'Your compatibility scores will use your new balance.');
      onClose();
    } catch {
      toast.error('Error', 'Failed to update preferences. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600} ff="heading" fz="lg">Update Compatibility Preferences</Text>}
      size="xl"
      fullScreen={small}
      zIndex={320}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Choose how much personality and lifestyle count when we work out your compatibility with someone.
        </Text>
        {weights.isPending ? (
          <Skeleton h={220} role="status" aria-label="Loading your preferences" />
        ) : weights.isError ? (
          <LoadError title="Failed to load preferences" error={weights.error} onRetry={() => void weights.refetch()} />
        ) : (
          <WeightChooser value={value} onChange={setValue} disabled={saving} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={saving || weights.isPending || weights.isError}>
            {saving ? 'Saving...' : 'Save Preferences'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

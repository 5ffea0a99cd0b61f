import { useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { WeightChooser } from '../profile/WeightChooser';
import { saveWeights, useWeights } from './api';

/** Progressive assessment, phase 3: how much personality and lifestyle count in the Vibe score. */
export function WeightingPhase({ onDone, onSkip, skipping }: { onDone: () => void; onSkip: () => void; skipping: boolean }) {
  const intl = useIntl();
  const weights = useWeights();
  const [value, setValue] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const current = value ?? weights.data?.personalityWeight ?? 50;

  const save = async () => {
    setSaving(true);
    try {
      // The assessment status is re-read only after leaving for /?openProfile=true (finish), not here: at / a
      // finished status would swap this screen for the chat home before it can open the profile.
      await saveWeights(current, !!weights.data);
      onDone();
    } catch {
      toast.error(
        intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        intl.formatMessage({ id: 'survey.weighting.saveFailed', defaultMessage: 'Failed to save your preferences. Please try again.' }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" fw={600} c="var(--attune-accent-text)">
              <FormattedMessage id="survey.weighting.phase" defaultMessage="Phase 3: your preferences" />
            </Text>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              <FormattedMessage id="survey.weighting.title" defaultMessage="What matters most in a match?" />
            </Title>
            <Text c="dimmed">
              <FormattedMessage
                id="survey.weighting.intro"
                defaultMessage="Choose how your compatibility scores weigh personality against lifestyle. You can change this any time from your profile."
              />
            </Text>
          </Stack>
          {weights.isPending ? (
            <Skeleton h={200} role="status" aria-label={intl.formatMessage({ id: 'survey.weighting.loading', defaultMessage: 'Loading your preferences' })} />
          ) : weights.isError ? (
            <LoadError title={intl.formatMessage({ id: 'survey.weighting.loadFailed', defaultMessage: 'Failed to load preferences' })} error={weights.error} onRetry={() => void weights.refetch()} />
          ) : (
            <WeightChooser value={current} onChange={setValue} disabled={saving} />
          )}
        </Stack>
      </Card>
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" color="gray" onClick={onSkip} loading={skipping}>
          <FormattedMessage id="survey.skip" defaultMessage="Skip for Now" />
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={weights.isPending || weights.isError} rightSection={<IconCheck size={16} aria-hidden />}>
          {saving ? <FormattedMessage id="survey.weighting.saving" defaultMessage="Saving..." /> : <FormattedMessage id="survey.weighting.save" defaultMessage="Save Preferences" />}
        </Button>
      </Group>
    </Stack>
  );
}

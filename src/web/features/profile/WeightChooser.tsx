import { Group, SimpleGrid, Slider, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHeartHandshake, IconScale, IconSparkles } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import type { WeightPreference } from '../../../shared/assessment/types';
import { preferenceForWeight, weightsForPreference } from '../../../shared/assessment/vibe';

const M = defineMessages({
  personalityTitle: { id: 'profile.weights.personalityTitle', defaultMessage: 'Personality Focused' },
  personalityText: {
    id: 'profile.weights.personalityText',
    defaultMessage: 'How you think, feel and communicate matters most ({personality, number, percent} personality, {lifestyle, number, percent} lifestyle).',
  },
  balancedTitle: { id: 'profile.weights.balancedTitle', defaultMessage: 'Balanced Approach' },
  balancedText: { id: 'profile.weights.balancedText', defaultMessage: 'Who you are and how you spend your time count equally ({personality, number, percent} / {lifestyle, number, percent}).' },
  lifestyleTitle: { id: 'profile.weights.lifestyleTitle', defaultMessage: 'Lifestyle Focused' },
  lifestyleText: {
    id: 'profile.weights.lifestyleText',
    defaultMessage: 'Shared interests and everyday rhythms matter most ({personality, number, percent} personality, {lifestyle, number, percent} lifestyle).',
  },
});

const PRESETS: { preference: WeightPreference; title: MessageDescriptor; text: MessageDescriptor; icon: typeof IconScale }[] = [
  { preference: 'personality_focused', title: M.personalityTitle, text: M.personalityText, icon: IconHeartHandshake },
  { preference: 'balanced', title: M.balancedTitle, text: M.balancedText, icon: IconScale },
  { preference: 'lifestyle_focused', title: M.lifestyleTitle, text: M.lifestyleText, icon: IconSparkles },
];

/**
 * The three approach cards and the 0–100 slider (step 5) of spec §2 / §4: a card sets 70, 50 or 30; moving the
 * slider sets the weight and the highlighted card follows (60+ personality, 40 or less lifestyle, else balanced).
 */
export function WeightChooser({ value, onChange, disabled }: { value: number; onChange: (personalityWeight: number) => void; disabled?: boolean }) {
  const intl = useIntl();
  const current = preferenceForWeight(value);
  const percent = (n: number) => intl.formatNumber(n / 100, { style: 'percent' });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="radiogroup" aria-label={intl.formatMessage({ id: 'profile.weights.approachLabel', defaultMessage: 'Matching approach' })}>
        {PRESETS.map(({ preference, title, text, icon: Icon }) => {
          const selected = current === preference;
          const weights = weightsForPreference(preference);
          const shares = { personality: weights.personalityWeight / 100, lifestyle: weights.lifestyleWeight / 100 };
          return (
            <UnstyledButton
              key={preference}
              role="radio"
              aria-checked={selected}
              disabled={disabled}
              onClick={() => onChange(weightsForPreference(preference).personalityWeight)}
              p="md"
              style={{
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-start',
                textAlign: 'left',
                borderRadius: 'var(--mantine-radius-lg)',
                border: `1px solid ${selected ? 'var(--mantine-color-plum-6)' : 'var(--mantine-color-default-border)'}`,
                boxShadow: selected ? '0 0 0 1px var(--mantine-color-plum-6)' : undefined,
                background: selected ? 'var(--attune-tint)' : 'var(--mantine-color-body)',
              }}
            >
              <Stack gap={6}>
                <Group gap={8} wrap="nowrap">
                  <Icon size={20} color="var(--mantine-color-plum-7)" aria-hidden />
                  <Text fw={600}>
                    <FormattedMessage {...title} />
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  <FormattedMessage {...text} values={shares} />
                </Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Stack gap={6}>
        <Text id="weight-slider-label" fw={500} size="sm">
          <FormattedMessage id="profile.weights.fineTune" defaultMessage="Fine-tune the balance" />
        </Text>
        <Slider
          value={value}
          onChange={onChange}
          min={0}
          max={100}
          step={5}
          disabled={disabled}
          label={(v) => intl.formatMessage({ id: 'profile.weights.sliderLabel', defaultMessage: '{personality, number, percent} personality' }, { personality: v / 100 })}
          marks={[0, 25, 50, 75, 100].map((v) => ({ value: v, label: percent(v) }))}
          thumbProps={{
            'aria-labelledby': 'weight-slider-label',
            'aria-valuetext': intl.formatMessage(
              { id: 'profile.weights.valueText', defaultMessage: '{personality, number, percent} personality, {lifestyle, number, percent} lifestyle' },
              { personality: value / 100, lifestyle: (100 - value) / 100 },
            ),
          }}
          mb="lg"
          mx={{ base: 8, sm: 0 }}
        />
      </Stack>
      <Group justify="space-between" wrap="nowrap" aria-live="polite">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            <FormattedMessage id="profile.weights.personality" defaultMessage="Personality" />
          </Text>
          <Text fz={28} fw={700} ff="heading" c="var(--attune-accent-text)" data-testid="personality-percent">
            <FormattedNumber value={value / 100} style="percent" />
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            <FormattedMessage id="profile.weights.lifestyle" defaultMessage="Lifestyle" />
          </Text>
          <Text fz={28} fw={700} ff="heading" c="teal.7" data-testid="lifestyle-percent">
            <FormattedNumber value={(100 - value) / 100} style="percent" />
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}

import { Group, SimpleGrid, Slider, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHeartHandshake, IconScale, IconSparkles } from '@tabler/icons-react';
import type { WeightPreference } from '../../../shared/assessment/types';
import { preferenceForWeight, weightsForPreference } from '../../../shared/assessment/vibe';

const PRESETS: { preference: WeightPreference; title: string; text: string; icon: typeof IconScale }[] = [
  {
    preference: 'personality_focused',
    title: 'Personality Focused',
    text: 'How you think, feel and communicate matters most (70% personality, 30% lifestyle).',
    icon: IconHeartHandshake,
  },
  {
    preference: 'balanced',
    title: 'Balanced Approach',
    text: 'Who you are and how you spend your time count equally (50% / 50%).',
    icon: IconScale,
  },
  {
    preference: 'lifestyle_focused',
    title: 'Lifestyle Focused',
    text: 'Shared interests and everyday rhythms matter most (30% personality, 70% lifestyle).',
    icon: IconSparkles,
  },
];

/**
 * The three approach cards and the 0–100 slider (step 5) of spec §2 / §4: a card sets 70, 50 or 30; moving the
 * slider sets the weight and the highlighted card follows (60+ personality, 40 or less lifestyle, else balanced).
 */
export function WeightChooser({ value, onChange, disabled }: { value: number; onChange: (personalityWeight: number) => void; disabled?: boolean }) {
  const current = preferenceForWeight(value);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="radiogroup" aria-label="Matching approach">
        {PRESETS.map(({ preference, title, text, icon: Icon }) => {
          const selected = current === preference;
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
                background: selected ? 'var(--mantine-color-plum-0)' : 'var(--mantine-color-body)',
              }}
            >
              <Stack gap={6}>
                <Group gap={8} wrap="nowrap">
                  <Icon size={20} color="var(--mantine-color-plum-7)" aria-hidden />
                  <Text fw={600}>{title}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Stack gap={6}>
        <Text id="weight-slider-label" fw={500} size="sm">
          Fine-tune the balance
        </Text>
        <Slider
          value={value}
          onChange={onChange}
          min={0}
          max={100}
          step={5}
          disabled={disabled}
          label={(v) => `${v}% personality`}
          marks={[0, 25, 50, 75, 100].map((v) => ({ value: v, label: `${v}%` }))}
          thumbProps={{ 'aria-labelledby': 'weight-slider-label', 'aria-valuetext': `${value}% personality, ${100 - value}% lifestyle` }}
          mb="lg"
          mx={{ base: 8, sm: 0 }}
        />
      </Stack>
      <Group justify="space-between" wrap="nowrap" aria-live="polite">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Personality
          </Text>
          <Text fz={28} fw={700} ff="heading" c="plum.7" data-testid="personality-percent">
            {value}%
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Lifestyle
          </Text>
          <Text fz={28} fw={700} ff="heading" c="teal.7" data-testid="lifestyle-percent">
            {100 - value}%
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}

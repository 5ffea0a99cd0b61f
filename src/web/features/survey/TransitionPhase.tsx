import { ActionIcon, Badge, Button, Card, Group, Popover, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { ATTACHMENT_LABELS, loveLanguageLabel } from '../../../shared/assessment/labels';
import { LoadError } from '../../components/LoadError';
import { useSurveyResults } from './api';

/** Progressive assessment, phase 1: the results of the core survey and the way on. */
export function TransitionPhase({ onContinue, onSkip, skipping, onLearnMore }: { onContinue: () => void; onSkip: () => void; skipping: boolean; onLearnMore: () => void }) {
  const results = useSurveyResults();
  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} c="teal" tt="uppercase">
              Phase 1 complete
            </Text>
            <Popover width={280} position="bottom-end" withArrow shadow="md">
              <Popover.Target>
                <ActionIcon variant="subtle" color="gray" radius="xl" aria-label="About your results">
                  <IconInfoCircle size={20} aria-hidden />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown>
                <Stack gap="xs">
                  <Text size="sm">
                    These results come from the statements you chose. They describe tendencies, not limits: people grow, and the way you
                    show up can change with them.
                  </Text>
                  <Button size="xs" variant="light" onClick={onLearnMore}>
                    Learn More About My Results
                  </Button>
                </Stack>
              </Popover.Dropdown>
            </Popover>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Here’s what we learned about you
          </Title>
        </Stack>

        {results.isPending && (
          <Stack gap="sm" role="status" aria-label="Loading your results">
            <Skeleton h={28} w="50%" />
            <Skeleton h={60} />
            <Skeleton h={60} />
          </Stack>
        )}
        {results.isError && <LoadError title="Failed to load results" error={results.error} onRetry={() => void results.refetch()} />}
        {results.data && (
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="center">
              <Badge size="xl" radius="md" variant="filled" color="plum" style={{ flexShrink: 0 }}>
                {results.data.personalityType}
              </Badge>
              <Text fw={600} fz="lg" ff="heading">
                {results.data.nickname}
              </Text>
            </Group>
            <Text c="dimmed" size="sm" lh={1.6}>
              {results.data.description}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <ResultTile label="Attachment Style" value={ATTACHMENT_LABELS[results.data.relationshipType]} />
              <ResultTile label="You give love through" value={loveLanguageLabel(results.data.loveLanguageGiving, 'giving')} />
              <ResultTile label="You feel loved through" value={loveLanguageLabel(results.data.loveLanguageReceiving, 'receiving')} />
            </SimpleGrid>
          </Stack>
        )}
        {results.isSuccess && results.data === null && <Text c="dimmed">Your results are being prepared.</Text>}

        <Card withBorder={false} bg="plum.0" radius="md" p="md">
          <Stack gap={6}>
            <Text fw={600}>Phase 2: your interests</Text>
            <Text size="sm">
              Rate a few activities across 7 interest categories so your matches reflect how you like to spend your time, then choose how much
              personality and lifestyle should count.
            </Text>
            <Group gap={6}>
              <IconClock size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                About 5-10 minutes
              </Text>
            </Group>
          </Stack>
        </Card>

        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="gray" onClick={onSkip} loading={skipping}>
            Skip for Now
          </Button>
          <Button onClick={onContinue} rightSection={<IconArrowRight size={16} aria-hidden />}>
            Continue to Phase 2
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ResultTile({ label, value }: { label: string; value: string }) {
  return (
    <Card p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}

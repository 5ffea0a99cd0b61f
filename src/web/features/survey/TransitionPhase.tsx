import { ActionIcon, Badge, Button, Card, Group, Popover, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ATTACHMENT_MESSAGES, loveLanguageMessage } from '../profile/resultText';
import { LoadError } from '../../components/LoadError';
import { typeWords } from '../../../shared/assessment/resultText';
import { useSurveyResults } from './api';
import { useResultText } from './surveyText';

/** Progressive assessment, phase 1: the results of the core survey and the way on. */
export function TransitionPhase({ onContinue, onSkip, skipping, onLearnMore }: { onContinue: () => void; onSkip: () => void; skipping: boolean; onLearnMore: () => void }) {
  const results = useSurveyResults();
  const text = useResultText();
  const intl = useIntl();
  // The type's words in the reader's language come with the results, never English first.
  const words = results.data && text !== undefined ? typeWords(results.data, text) : null;
  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} c="teal" tt="uppercase">
              <FormattedMessage id="survey.transition.phase" defaultMessage="Phase 1 complete" />
            </Text>
            <Popover width={280} position="bottom-end" withArrow shadow="md">
              <Popover.Target>
                <ActionIcon variant="subtle" color="gray" radius="xl" aria-label={intl.formatMessage({ id: 'survey.transition.about', defaultMessage: 'About your results' })}>
                  <IconInfoCircle size={20} aria-hidden />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown>
                <Stack gap="xs">
                  <Text size="sm">
                    <FormattedMessage
                      id="survey.transition.aboutText"
                      defaultMessage="These results come from the statements you chose. They describe tendencies, not limits: people grow, and the way you show up can change with them."
                    />
                  </Text>
                  <Button size="xs" variant="light" onClick={onLearnMore}>
                    <FormattedMessage id="survey.transition.learnMore" defaultMessage="Learn More About My Results" />
                  </Button>
                </Stack>
              </Popover.Dropdown>
            </Popover>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <FormattedMessage id="survey.transition.title" defaultMessage="Here’s what we learned about you" />
          </Title>
        </Stack>

        {(results.isPending || (results.data && !words)) && (
          <Stack gap="sm" role="status" aria-label={intl.formatMessage({ id: 'survey.transition.loading', defaultMessage: 'Loading your results' })}>
            <Skeleton h={28} w="50%" />
            <Skeleton h={60} />
            <Skeleton h={60} />
          </Stack>
        )}
        {results.isError && <LoadError title={intl.formatMessage({ id: 'survey.transition.loadFailed', defaultMessage: 'Failed to load results' })} error={results.error} onRetry={() => void results.refetch()} />}
        {results.data && words && (
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="center">
              <Badge size="xl" radius="md" variant="filled" color="plum" style={{ flexShrink: 0 }}>
                {results.data.personalityType}
              </Badge>
              <Text fw={600} fz="lg" ff="heading">
                {words.nickname}
              </Text>
            </Group>
            <Text c="dimmed" size="sm" lh={1.6}>
              {words.description}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <ResultTile
                label={intl.formatMessage({ id: 'survey.transition.attachment', defaultMessage: 'Attachment Style' })}
                value={intl.formatMessage(ATTACHMENT_MESSAGES[results.data.relationshipType])}
              />
              <ResultTile
                label={intl.formatMessage({ id: 'survey.transition.giving', defaultMessage: 'You give love through' })}
                value={intl.formatMessage(loveLanguageMessage(results.data.loveLanguageGiving, 'giving'))}
              />
              <ResultTile
                label={intl.formatMessage({ id: 'survey.transition.receiving', defaultMessage: 'You feel loved through' })}
                value={intl.formatMessage(loveLanguageMessage(results.data.loveLanguageReceiving, 'receiving'))}
              />
            </SimpleGrid>
          </Stack>
        )}
        {results.isSuccess && results.data === null && (
          <Text c="dimmed">
            <FormattedMessage id="survey.transition.preparing" defaultMessage="Your results are being prepared." />
          </Text>
        )}

        <Card withBorder={false} bg="var(--attune-tint)" radius="md" p="md">
          <Stack gap={6}>
            <Text fw={600}>
              <FormattedMessage id="survey.transition.phase2" defaultMessage="Phase 2: your interests" />
            </Text>
            <Text size="sm">
              <FormattedMessage
                id="survey.transition.phase2Text"
                defaultMessage="Rate a few activities across {count, number} interest categories so your matches reflect how you like to spend your time, then choose how much personality and lifestyle should count."
                values={{ count: 7 }}
              />
            </Text>
            <Group gap={6}>
              <IconClock size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                <FormattedMessage id="survey.transition.duration" defaultMessage="About {from}-{to} minutes" values={{ from: 5, to: 10 }} />
              </Text>
            </Group>
          </Stack>
        </Card>

        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="gray" onClick={onSkip} loading={skipping}>
            <FormattedMessage id="survey.skip" defaultMessage="Skip for Now" />
          </Button>
          <Button onClick={onContinue} rightSection={<IconArrowRight size={16} aria-hidden />}>
            <FormattedMessage id="survey.transition.continue" defaultMessage="Continue to Phase 2" />
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

import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFlame, IconMessageQuestion } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DailyQuestionCardState } from '../../../shared/dailyQuestion';
import { STATE_COLOR, STATE_WORDS } from './useDailyQuestion';

/**
 * The line under a connection card: today's question state for the pair and their streak. A button of its own (the
 * card's main button opens the chat), named by what it shows.
 */
export function DailyQuestionLine({ card, name, onOpen }: { card: DailyQuestionCardState | undefined; name: string; onOpen: () => void }) {
  const intl = useIntl();
  const state = card?.state ?? 'new';
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      mt={6}
      px={6}
      py={4}
      style={{ borderRadius: 8, background: 'var(--attune-soft)' }}
      data-testid="daily-question-line"
    >
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          <IconMessageQuestion size={16} aria-hidden color="var(--mantine-color-plum-7)" />
          <Text size="xs" fw={500}>
            <FormattedMessage
              id="dailyQuestion.line.title"
              defaultMessage="Today’s question<hidden> with {name}:</hidden>"
              values={{ name, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
            />
          </Text>
          <Badge size="xs" variant={state === 'waiting_for_me' ? 'filled' : 'light'} color={STATE_COLOR[state]} styles={{ root: { textTransform: 'none' }, label: state === 'waiting_for_me' ? undefined : { color: 'var(--mantine-color-text)' } }}>
            {intl.formatMessage(STATE_WORDS[state])}
          </Badge>
        </Group>
        {card && card.streak > 0 && (
          <Group gap={2} wrap="nowrap">
            <IconFlame size={14} aria-hidden color="var(--mantine-color-orange-8)" />
            <Text size="xs" fw={600}>
              <FormattedMessage
                id="dailyQuestion.line.streak"
                defaultMessage="{count, number}<hidden> {count, plural, one {day} other {days}} in a row</hidden>"
                values={{ count: card.streak, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
              />
            </Text>
          </Group>
        )}
      </Group>
    </UnstyledButton>
  );
}

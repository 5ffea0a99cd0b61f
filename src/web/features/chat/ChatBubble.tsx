import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconSparkles } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { messageTime } from './dates';
import { Markdown } from './Markdown';

/** Who wrote a message, as the bubble shows it: me (right, filled), the coach (markdown), or another person. */
export type BubbleAuthor = 'me' | 'coach' | 'partner';

export interface ChatBubbleProps {
  author: BubbleAuthor;
  /** "You", the coach's name, or the partner's first name. */
  label: string;
  content: string;
  /** ISO time; none while a reply is still being written. */
  createdAt?: string;
  /** A file sent with the message. */
  attachmentName?: string | null;
  /** Marks the coach's icon beside its name (in a shared chat, where two people and the coach write). */
  coachIcon?: boolean;
  /** A coach reply still being written (its text is marked for tests that follow the stream). */
  streaming?: boolean;
  /** data-* attributes tests find the bubble by. */
  data?: Record<`data-${string}`, string | undefined>;
}

/**
 * One message in any chat (the coach chat and a connection's chats): label and time above, the text in a bubble.
 * What people type is shown as typed (no markdown, nothing made clickable); only the coach's replies are markdown.
 */
export function ChatBubble({ author, label, content, createdAt, attachmentName, coachIcon, streaming, data }: ChatBubbleProps) {
  const intl = useIntl();
  const mine = author === 'me';
  const coach = author === 'coach';
  return (
    <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'} {...data}>
      <Group gap={6}>
        {coachIcon && coach && <IconSparkles size={12} color="var(--mantine-color-plum-6)" aria-hidden />}
        <Text size="xs" fw={600} c={coach ? 'var(--attune-accent-text)' : mine ? 'dimmed' : undefined}>
          {label}
        </Text>
        {createdAt && (
          <Text size="xs" c="dimmed">
            {messageTime(createdAt, intl)}
          </Text>
        )}
      </Group>
      <Paper
        radius="lg"
        px="md"
        py={8}
        maw="min(85%, 640px)"
        bg={mine ? 'var(--mantine-color-plum-7)' : coach ? 'var(--attune-tint)' : 'var(--attune-soft)'}
        c={mine ? 'white' : undefined}
        withBorder={!mine}
      >
        {attachmentName && (
          <Group gap={4} mb={content ? 4 : 0} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {attachmentName}
            </Text>
          </Group>
        )}
        {coach ? (
          <Box data-testid={streaming ? 'streaming-reply' : undefined}>
            <Markdown text={content} />
          </Box>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {content}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

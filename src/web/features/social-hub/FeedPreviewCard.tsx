import { useState } from 'react';
import { ActionIcon, Affix, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import { useFeed } from './api';
import { feedTime } from './time';

const DISMISSED_KEY = 'social-preview-dismissed';

/**
 * The floating card of the chat home (spec §2, §4): the latest feed post; minimise, dismiss (until a newer post
 * comes), or click through to the Social Hub.
 */
export function FeedPreviewCard({ onOpenHub }: { onOpenHub: () => void }) {
  const feed = useFeed(1);
  const latest = feed.data?.pages[0]?.posts[0];
  const [minimised, setMinimised] = useState(false);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY));
  if (!latest || dismissed === latest.id) return null;
  const name = latest.user ? latest.user.displayName || latest.user.firstName : 'Anonymous member';
  return (
    <Affix position={{ bottom: 96, right: 16 }} zIndex={150}>
      <Paper shadow="md" radius="lg" p="sm" withBorder w={minimised ? 'auto' : 300} maw="calc(100vw - 32px)" role="complementary" aria-label="Latest in the Social Hub">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" fw={700} c="plum.7" tt="uppercase">
            Social Hub
          </Text>
          <Group gap={2} wrap="nowrap">
            <Tooltip label={minimised ? 'Expand' : 'Minimise'} withArrow>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={minimised ? 'Expand the preview' : 'Minimise the preview'} onClick={() => setMinimised((m) => !m)}>
                {minimised ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Dismiss" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Dismiss the preview"
                onClick={() => {
                  sessionStorage.setItem(DISMISSED_KEY, latest.id);
                  setDismissed(latest.id);
                }}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {!minimised && (
          <UnstyledButton onClick={onOpenHub} aria-label="Open the Social Hub" w="100%" mt={4}>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {name} <Text span size="xs" c="dimmed" fw={400}>
                  · {feedTime(latest.createdAt)}
                </Text>
              </Text>
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {latest.content}
              </Text>
            </Stack>
          </UnstyledButton>
        )}
      </Paper>
    </Affix>
  );
}

import { useEffect, useState } from 'react';
import { Button, Card, Group, Loader, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { refreshHub } from './api';
import { untilMidnight } from './time';

const MAX_LENGTH = 1000;
/** §9: the countdown refreshes every minute. */
const COUNTDOWN_REFRESH_MS = 60_000;

function Countdown() {
  const [left, setLeft] = useState(() => untilMidnight());
  useEffect(() => {
    const timer = setInterval(() => setLeft(untilMidnight()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text size="sm" c="dimmed">
      Next reflection in {left}
    </Text>
  );
}

/** Today's prompt with a reflection box and Share; once shared, 'Daily Reflection Complete!' and the countdown. */
export function DailyPromptCard() {
  const prompt = useQuery(trpc.socialHub.dailyPrompt.queryOptions());
  const [text, setText] = useState('');
  const share = useMutation({
    mutationFn: (input: { promptId: string; content: string }) => trpcClient.socialHub.respond.mutate({ ...input, isAnonymous: false, postType: 'prompt_response' }),
    onSuccess: () => {
      setText('');
      toast.success('Response shared!', 'Your reflection has been added to the community feed.');
      refreshHub();
    },
    onError: (error) => {
      toast.error('Could not share', errorMessage(error, 'Please try again.'));
      refreshHub();
    },
  });

  if (prompt.isPending) {
    return (
      <Card>
        <Loader size="sm" aria-label="Loading today's prompt" />
      </Card>
    );
  }
  if (prompt.isError) return <LoadError title="Failed to load today's prompt" error={prompt.error} onRetry={() => void prompt.refetch()} />;
  if (prompt.data === null) {
    return (
      <Card>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" variant="light" radius="xl" size={40} aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={3} fz="md">
              Daily Reflection Complete!
            </Title>
            <Countdown />
          </Stack>
        </Group>
      </Card>
    );
  }
  const { id, title, content } = prompt.data;
  const trimmed = text.trim();
  return (
    <Card>
      <Stack gap="sm">
        <Text size="xs" tt="uppercase" fw={700} c="plum.7">
          Today&apos;s prompt
        </Text>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text>{content}</Text>
        <Textarea
          aria-label="Your reflection"
          placeholder="Write a few honest sentences…"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          description={`${text.length}/${MAX_LENGTH} · Shared with the Attune community under your name`}
        />
        <Group justify="flex-end">
          <Button leftSection={<IconSend size={16} aria-hidden />} disabled={!trimmed} loading={share.isPending} onClick={() => share.mutate({ promptId: id, content: trimmed })}>
            Share
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

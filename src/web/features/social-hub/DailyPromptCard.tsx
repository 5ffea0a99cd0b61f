import { useEffect, useState } from 'react';
import { Button, Card, Group, Loader, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { refreshHub } from './api';
import { untilMidnight } from './time';

const m = {
  shared: defineMessage({ id: 'socialHub.prompt.shared', defaultMessage: 'Response shared!' }),
  sharedBody: defineMessage({ id: 'socialHub.prompt.sharedBody', defaultMessage: 'Your reflection has been added to the community feed.' }),
  shareFailed: defineMessage({ id: 'socialHub.prompt.shareFailed', defaultMessage: 'Could not share' }),
  tryAgain: defineMessage({ id: 'socialHub.tryAgain', defaultMessage: 'Please try again.' }),
  loading: defineMessage({ id: 'socialHub.prompt.loading', defaultMessage: "Loading today's prompt" }),
  failed: defineMessage({ id: 'socialHub.prompt.failed', defaultMessage: "Failed to load today's prompt" }),
  yourReflection: defineMessage({ id: 'socialHub.prompt.yourReflection', defaultMessage: 'Your reflection' }),
  placeholder: defineMessage({ id: 'socialHub.prompt.placeholder', defaultMessage: 'Write a few honest sentences…' }),
  counter: defineMessage<{ length: number; max: number }>({ id: 'socialHub.prompt.counter', defaultMessage: '{length, number}/{max, number} · Shared with the Attune community under your name' }),
};

const MAX_LENGTH = 1000;
/** §9: the countdown refreshes every minute. */
const COUNTDOWN_REFRESH_MS = 60_000;

function Countdown() {
  const intl = useIntl();
  const [left, setLeft] = useState(() => untilMidnight(undefined, intl));
  useEffect(() => {
    const timer = setInterval(() => setLeft(untilMidnight(undefined, intl)), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [intl]);
  return (
    <Text size="sm" c="dimmed">
      <FormattedMessage id="socialHub.prompt.next" defaultMessage="Next reflection in {left}" values={{ left }} />
    </Text>
  );
}

/** Today's prompt with a reflection box and Share; once shared, 'Daily Reflection Complete!' and the countdown. */
export function DailyPromptCard() {
  const intl = useIntl();
  const prompt = useQuery(trpc.socialHub.dailyPrompt.queryOptions());
  const [text, setText] = useState('');
  const share = useMutation({
    mutationFn: (input: { promptId: string; content: string }) => trpcClient.socialHub.respond.mutate({ ...input, isAnonymous: false, postType: 'prompt_response' }),
    onSuccess: () => {
      setText('');
      toast.success(intl.formatMessage(m.shared), intl.formatMessage(m.sharedBody));
      refreshHub();
    },
    onError: (error) => {
      toast.error(intl.formatMessage(m.shareFailed), errorMessage(error, intl.formatMessage(m.tryAgain)));
      refreshHub();
    },
  });

  if (prompt.isPending) {
    return (
      <Card>
        <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
      </Card>
    );
  }
  if (prompt.isError) return <LoadError title={intl.formatMessage(m.failed)} error={prompt.error} onRetry={() => void prompt.refetch()} />;
  if (prompt.data === null) {
    return (
      <Card>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" variant="light" radius="xl" size={40} aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={3} fz="md">
              <FormattedMessage id="socialHub.prompt.complete" defaultMessage="Daily Reflection Complete!" />
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
        <Text size="xs" tt="uppercase" fw={700} c="var(--attune-accent-text)">
          <FormattedMessage id="socialHub.prompt.today" defaultMessage="Today's prompt" />
        </Text>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text>{content}</Text>
        <Textarea
          aria-label={intl.formatMessage(m.yourReflection)}
          placeholder={intl.formatMessage(m.placeholder)}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          description={intl.formatMessage(m.counter, { length: text.length, max: MAX_LENGTH })}
        />
        <Group justify="flex-end">
          <Button leftSection={<IconSend size={16} aria-hidden />} disabled={!trimmed} loading={share.isPending} onClick={() => share.mutate({ promptId: id, content: trimmed })}>
            <FormattedMessage id="socialHub.prompt.share" defaultMessage="Share" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

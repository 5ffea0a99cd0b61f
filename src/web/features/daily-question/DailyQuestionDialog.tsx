import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Menu, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots, IconFlame, IconHeart, IconHeartHandshake, IconLock, IconMoodHappy, IconQuote, IconSparkles, IconThumbUp, type Icon } from '@tabler/icons-react';
import { useSession } from '../auth/session';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { ANSWER_MAX, answerInput, DAILY_QUESTION_REACTIONS, REACTION_LABELS, type DailyQuestionReaction, type DailyQuestionView } from '../../../shared/dailyQuestion';
import { DailyQuestionHistory } from './DailyQuestionHistory';

// Icons, not emoji: a device without an emoji font would show empty boxes.
const REACTION_ICON: Record<DailyQuestionReaction, Icon> = { heart: IconHeart, laugh: IconMoodHappy, hug: IconHeartHandshake, wow: IconSparkles, thanks: IconThumbUp };

/** The words one tap puts into the pair's "with" chat: the question and both answers, once revealed. */
export function quoteOf(view: DailyQuestionView, myName: string, otherName: string): string {
  return `Today’s question: ${view.question.text}\n\n${myName}: ${view.myAnswer ?? ''}\n${otherName}: ${view.theirAnswer ?? ''}`;
}

/**
 * Today's question for one pair: the question, a private answer box, both answers side by side after the reveal, a
 * reaction, a one-tap quote into the "with" chat, skip and pause, and the pair's history.
 */
export function DailyQuestionDialog({ connectionId, otherName, opened, onClose, onOpenChat }: { connectionId: string | null; otherName: string; opened: boolean; onClose: () => void; onOpenChat: (connectionId: string) => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} size="lg" fullScreen={phone} radius={phone ? 0 : 'md'} closeButtonProps={{ 'aria-label': 'Close' }} title={`Today’s question with ${otherName}`}>
      {connectionId && <DailyQuestionBody connectionId={connectionId} otherName={otherName} onOpenChat={onOpenChat} />}
    </Modal>
  );
}

function DailyQuestionBody({ connectionId, otherName, onOpenChat }: { connectionId: string; otherName: string; onOpenChat: (connectionId: string) => void }) {
  const today = useQuery({ ...trpc.dailyQuestion.today.queryOptions({ id: connectionId }), staleTime: 0 });
  const { state: session } = useSession();
  const myName = session.status === 'signedIn' ? session.user.firstName : 'Me';
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const view = today.data;
  useEffect(() => {
    if (view?.myAnswer && !editing) setDraft(view.myAnswer);
  }, [view?.myAnswer, editing]);

  const store = (data: DailyQuestionView) => {
    queryClient.setQueryData(trpc.dailyQuestion.today.queryKey({ id: connectionId }), data);
    void queryClient.invalidateQueries({ queryKey: trpc.dailyQuestion.cards.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.dailyQuestion.history.pathKey() });
  };
  const onError = (error: unknown) => toast.error('Could not save', errorMessage(error, 'Please try again.'));
  const answer = useMutation({ mutationFn: (text: string) => trpcClient.dailyQuestion.answer.mutate({ id: connectionId, answer: text }), onSuccess: (d) => (store(d), setEditing(false)), onError });
  const skip = useMutation({ mutationFn: () => trpcClient.dailyQuestion.skip.mutate({ id: connectionId }), onSuccess: store, onError });
  const pause = useMutation({ mutationFn: (paused: boolean) => trpcClient.dailyQuestion.setPaused.mutate({ id: connectionId, paused }), onSuccess: store, onError });
  const react = useMutation({ mutationFn: (reaction: DailyQuestionReaction | null) => trpcClient.dailyQuestion.react.mutate({ id: connectionId, reaction }), onSuccess: store, onError });
  const quote = useMutation({
    mutationFn: async (text: string) => {
      const conversation = await trpcClient.sharedChat.createConversation.mutate({ connectionId, mode: 'with' });
      await trpcClient.sharedChat.send.mutate({ conversationId: conversation.id, content: text });
    },
    onSuccess: () => onOpenChat(connectionId),
    onError: (error) => toast.error('Could not share in your chat', errorMessage(error, 'Please try again.')),
  });

  if (today.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading today’s question" />
      </Center>
    );
  if (today.isError || !view) return <LoadError title="Failed to load today’s question" error={today.error} onRetry={() => void today.refetch()} />;

  const submit = () => {
    const parsed = answerInput.safeParse({ answer: draft });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'Answer is not valid');
    setFieldError(null);
    answer.mutate(parsed.data.answer);
  };
  const revealed = view.state === 'revealed';
  const canWrite = !revealed && !view.paused && (view.myAnswer === null || editing);

  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Badge variant="light" color="plum" styles={{ root: { textTransform: 'none' }, label: { color: 'var(--mantine-color-black)' } }}>
            {view.question.depth === 'light' ? 'Light' : view.question.depth === 'meaningful' ? 'Meaningful' : 'Deep'}
          </Badge>
          <Text size="xs" c="dimmed">
            {new Date(`${view.date}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })}
          </Text>
        </Group>
        <Group gap={4}>
          <IconFlame size={16} aria-hidden color="var(--mantine-color-orange-8)" />
          <Text size="xs">
            {view.streak} {view.streak === 1 ? 'day' : 'days'} in a row · {view.freezesLeft === 1 ? 'a freeze left this week' : 'no freeze left this week'}
          </Text>
        </Group>
      </Group>
      <Title order={3} fz="lg" lh={1.4} data-testid="daily-question-text">
        {view.question.text}
      </Title>

      {view.paused && !revealed && (
        <Alert color="gray" variant="light" title="Paused">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{view.pausedByMe ? `You paused the daily question with ${otherName}.` : `The daily question with ${otherName} is paused for now.`}</Text>
            {view.pausedByMe && (
              <Button size="xs" onClick={() => pause.mutate(false)} loading={pause.isPending}>
                Resume
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      {!view.paused && view.state === 'waiting_for_me' && (
        <Text size="sm" fw={500}>
          {otherName} has answered. Answer to see theirs.
        </Text>
      )}

      {canWrite && (
        <Stack gap="xs">
          <Textarea
            label="Your answer"
            description={`Only you can see it until ${otherName} has answered too.`}
            autosize
            minRows={3}
            maxRows={10}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            error={fieldError}
            rightSectionPointerEvents="none"
          />
          <Group justify="space-between">
            <Text size="xs" c={draft.length > ANSWER_MAX ? 'red' : 'dimmed'}>
              {draft.length}/{ANSWER_MAX}
            </Text>
            <Group gap="xs">
              {editing && (
                <Button variant="default" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              )}
              <Button onClick={submit} loading={answer.isPending}>
                {view.myAnswer ? 'Save changes' : 'Save my answer'}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}

      {!revealed && view.myAnswer !== null && !editing && (
        <Paper withBorder p="sm" radius="md">
          <Group gap={6} mb={4}>
            <IconLock size={14} aria-hidden />
            <Text size="xs" fw={600}>
              Your answer, private until {otherName} answers
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {view.myAnswer}
          </Text>
          {!view.paused && (
            <Button size="xs" variant="subtle" mt="xs" px={0} onClick={() => setEditing(true)}>
              Change my answer
            </Button>
          )}
        </Paper>
      )}

      {revealed && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AnswerCard who="You" text={view.myAnswer ?? ''} reaction={view.theirReaction} reactionBy={otherName} />
            <AnswerCard who={otherName} text={view.theirAnswer ?? ''} reaction={view.myReaction} reactionBy="You" />
          </SimpleGrid>
          <Stack gap={6}>
            <Text size="sm" fw={500} id={`react-${connectionId}`}>
              React to {otherName}’s answer
            </Text>
            <Group gap={6} role="group" aria-labelledby={`react-${connectionId}`}>
              {DAILY_QUESTION_REACTIONS.map((r) => (
                <Button
                  key={r}
                  size="xs"
                  variant={view.myReaction === r ? 'filled' : 'default'}
                  aria-pressed={view.myReaction === r}
                  disabled={react.isPending}
                  onClick={() => react.mutate(view.myReaction === r ? null : r)}
                  leftSection={<ReactionIcon reaction={r} />}
                >
                  {REACTION_LABELS[r]}
                </Button>
              ))}
            </Group>
          </Stack>
          <Button leftSection={<IconQuote size={16} aria-hidden />} variant="light" onClick={() => quote.mutate(quoteOf(view, myName, otherName))} loading={quote.isPending}>
            Quote both answers in your chat
          </Button>
        </>
      )}

      {!revealed && (
        <Group justify="flex-end">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="xs" rightSection={<IconDots size={14} aria-hidden />}>
                More options
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {view.state === 'new' && <Menu.Item onClick={() => skip.mutate()}>Skip this question</Menu.Item>}
              {!view.paused && <Menu.Item onClick={() => pause.mutate(true)}>Pause the daily question</Menu.Item>}
              {view.pausedByMe && <Menu.Item onClick={() => pause.mutate(false)}>Resume the daily question</Menu.Item>}
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}

      <DailyQuestionHistory connectionId={connectionId} otherName={otherName} />
    </Stack>
  );
}

function AnswerCard({ who, text, reaction, reactionBy }: { who: string; text: string; reaction: DailyQuestionReaction | null; reactionBy: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" fw={700} mb={4}>
        {who}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      {reaction && (
        <Text size="xs" c="dimmed" mt={6}>
          <ReactionIcon reaction={reaction} size={12} /> {reactionBy}: {REACTION_LABELS[reaction]}
        </Text>
      )}
    </Paper>
  );
}

function ReactionIcon({ reaction, size = 14 }: { reaction: DailyQuestionReaction; size?: number }) {
  const Glyph = REACTION_ICON[reaction];
  return <Glyph size={size} aria-hidden style={{ verticalAlign: 'middle' }} />;
}

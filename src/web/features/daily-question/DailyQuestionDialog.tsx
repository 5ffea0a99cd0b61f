import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Menu, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots, IconFlame, IconHeart, IconHeartHandshake, IconLock, IconMoodHappy, IconQuote, IconSparkles, IconThumbUp, type Icon } from '@tabler/icons-react';
import { useSession } from '../auth/session';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { defineMessages, FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { ANSWER_MAX, answerInput, DAILY_QUESTION_REACTIONS, type DailyQuestionReaction, type DailyQuestionView } from '../../../shared/dailyQuestion';
import { DailyQuestionHistory } from './DailyQuestionHistory';
import { MilestoneOffer } from './MilestoneOffer';
import '../../app/zodConfig';

// Icons, not emoji: a device without an emoji font would show empty boxes.
const REACTION_ICON: Record<DailyQuestionReaction, Icon> = { heart: IconHeart, laugh: IconMoodHappy, hug: IconHeartHandshake, wow: IconSparkles, thanks: IconThumbUp };

const m = defineMessages({
  close: { id: 'common.close', defaultMessage: 'Close' },
  quote: { id: 'dailyQuestion.quote', defaultMessage: 'Today’s question: {question}' },
  me: { id: 'dailyQuestion.dialog.me', defaultMessage: 'Me' },
  saveFailed: { id: 'dailyQuestion.dialog.saveFailed', defaultMessage: 'Could not save' },
  tryAgain: { id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' },
  shareFailed: { id: 'dailyQuestion.dialog.shareFailed', defaultMessage: 'Could not share in your chat' },
  loading: { id: 'dailyQuestion.dialog.loading', defaultMessage: 'Loading today’s question' },
  loadFailed: { id: 'dailyQuestion.dialog.loadFailed', defaultMessage: 'Failed to load today’s question' },
  invalid: { id: 'dailyQuestion.dialog.invalid', defaultMessage: 'Answer is not valid' },
  paused: { id: 'dailyQuestion.state.paused', defaultMessage: 'Paused' },
  yourAnswer: { id: 'dailyQuestion.dialog.yourAnswer', defaultMessage: 'Your answer' },
  you: { id: 'dailyQuestion.dialog.you', defaultMessage: 'You' },
});

const v = defineMessages<{ title: { name: string }; privateUntil: { name: string } }>({
  title: { id: 'dailyQuestion.dialog.title', defaultMessage: 'Today’s question with {name}' },
  privateUntil: { id: 'dailyQuestion.dialog.privateHint', defaultMessage: 'Only you can see it until {name} has answered too.' },
});

/** Reaction names in the reader's language (the shared REACTION_LABELS are the English ones). */
const REACTIONS = defineMessages({
  heart: { id: 'dailyQuestion.reaction.heart', defaultMessage: 'Love it' },
  laugh: { id: 'dailyQuestion.reaction.laugh', defaultMessage: 'Made me laugh' },
  hug: { id: 'dailyQuestion.reaction.hug', defaultMessage: 'Sending a hug' },
  wow: { id: 'dailyQuestion.reaction.wow', defaultMessage: 'Wow' },
  thanks: { id: 'dailyQuestion.reaction.thanks', defaultMessage: 'Thank you' },
}) satisfies Record<DailyQuestionReaction, MessageDescriptor>;

/** The words one tap puts into the pair's "with" chat: the question and both answers, once revealed. */
export function quoteOf(view: DailyQuestionView, myName: string, otherName: string): string {
  return `${t(m.quote, { question: view.question.text })}\n\n${myName}: ${view.myAnswer ?? ''}\n${otherName}: ${view.theirAnswer ?? ''}`;
}

/**
 * Today's question for one pair: the question, a private answer box, both answers side by side after the reveal, a
 * reaction, a one-tap quote into the "with" chat, skip and pause, and the pair's history.
 */
export function DailyQuestionDialog({ connectionId, otherName, opened, onClose, onOpenChat }: { connectionId: string | null; otherName: string; opened: boolean; onClose: () => void; onOpenChat: (connectionId: string) => void }) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} size="lg" fullScreen={phone} radius={phone ? 0 : 'md'} closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }} title={intl.formatMessage(v.title, { name: otherName })}>
      {connectionId && <DailyQuestionBody connectionId={connectionId} otherName={otherName} onOpenChat={onOpenChat} />}
    </Modal>
  );
}

function DailyQuestionBody({ connectionId, otherName, onOpenChat }: { connectionId: string; otherName: string; onOpenChat: (connectionId: string) => void }) {
  const intl = useIntl();
  const today = useQuery({ ...trpc.dailyQuestion.today.queryOptions({ id: connectionId }), staleTime: 0 });
  const { state: session } = useSession();
  const myName = session.status === 'signedIn' ? session.user.firstName : intl.formatMessage(m.me);
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
    // A reveal can bring the streak to a milestone.
    void queryClient.invalidateQueries({ queryKey: trpc.dailyQuestion.milestone.pathKey() });
  };
  const onError = (error: unknown) => toast.error(t(m.saveFailed), errorMessage(error, t(m.tryAgain)));
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
    onError: (error) => toast.error(t(m.shareFailed), errorMessage(error, t(m.tryAgain))),
  });

  if (today.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  if (today.isError || !view) return <LoadError title={intl.formatMessage(m.loadFailed)} error={today.error} onRetry={() => void today.refetch()} />;

  const submit = () => {
    const parsed = answerInput.safeParse({ answer: draft });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? intl.formatMessage(m.invalid));
    setFieldError(null);
    answer.mutate(parsed.data.answer);
  };
  const revealed = view.state === 'revealed';
  const canWrite = !revealed && !view.paused && (view.myAnswer === null || editing);

  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Badge variant="light" color="plum" styles={{ root: { textTransform: 'none' }, label: { color: 'var(--mantine-color-text)' } }}>
            <FormattedMessage id="dailyQuestion.depth" defaultMessage="{depth, select, light {Light} meaningful {Meaningful} other {Deep}}" values={{ depth: view.question.depth }} />
          </Badge>
          <Text size="xs" c="dimmed">
            <FormattedDate value={`${view.date}T12:00:00Z`} weekday="long" day="numeric" month="long" timeZone="UTC" />
          </Text>
        </Group>
        <Group gap={4}>
          <IconFlame size={16} aria-hidden color="var(--mantine-color-orange-8)" />
          <Text size="xs">
            <FormattedMessage
              id="dailyQuestion.dialog.streak"
              defaultMessage="{count, plural, one {# day} other {# days}} in a row · {freezes, plural, one {a freeze left this week} other {no freeze left this week}}"
              values={{ count: view.streak, freezes: view.freezesLeft === 1 ? 1 : 0 }}
            />
          </Text>
        </Group>
      </Group>
      <Title order={3} fz="lg" lh={1.4} data-testid="daily-question-text" data-content-text>
        {view.question.text}
      </Title>

      {view.paused && !revealed && (
        <Alert color="gray" variant="light" title={intl.formatMessage(m.paused)}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {view.pausedByMe ? (
                <FormattedMessage id="dailyQuestion.dialog.pausedByMe" defaultMessage="You paused the daily question with {name}." values={{ name: otherName }} />
              ) : (
                <FormattedMessage id="dailyQuestion.dialog.pausedByThem" defaultMessage="The daily question with {name} is paused for now." values={{ name: otherName }} />
              )}
            </Text>
            {view.pausedByMe && (
              <Button size="xs" onClick={() => pause.mutate(false)} loading={pause.isPending}>
                <FormattedMessage id="dailyQuestion.dialog.resume" defaultMessage="Resume" />
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      {!view.paused && view.state === 'waiting_for_me' && (
        <Text size="sm" fw={500}>
          <FormattedMessage id="dailyQuestion.dialog.theyAnswered" defaultMessage="{name} has answered. Answer to see theirs." values={{ name: otherName }} />
        </Text>
      )}

      {canWrite && (
        <Stack gap="xs">
          <Textarea
            label={intl.formatMessage(m.yourAnswer)}
            description={intl.formatMessage(v.privateUntil, { name: otherName })}
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
              <FormattedMessage id="dailyQuestion.dialog.count" defaultMessage="{count}/{max}" values={{ count: draft.length, max: ANSWER_MAX }} />
            </Text>
            <Group gap="xs">
              {editing && (
                <Button variant="default" onClick={() => setEditing(false)}>
                  <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
                </Button>
              )}
              <Button onClick={submit} loading={answer.isPending}>
                {view.myAnswer ? (
                  <FormattedMessage id="dailyQuestion.dialog.saveChanges" defaultMessage="Save changes" />
                ) : (
                  <FormattedMessage id="dailyQuestion.dialog.save" defaultMessage="Save my answer" />
                )}
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
              <FormattedMessage id="dailyQuestion.dialog.privateLabel" defaultMessage="Your answer, private until {name} answers" values={{ name: otherName }} />
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {view.myAnswer}
          </Text>
          {!view.paused && (
            <Button size="xs" variant="subtle" mt="xs" px={0} onClick={() => setEditing(true)}>
              <FormattedMessage id="dailyQuestion.dialog.change" defaultMessage="Change my answer" />
            </Button>
          )}
        </Paper>
      )}

      {revealed && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AnswerCard who={intl.formatMessage(m.you)} text={view.myAnswer ?? ''} reaction={view.theirReaction} reactionBy={otherName} />
            <AnswerCard who={otherName} text={view.theirAnswer ?? ''} reaction={view.myReaction} reactionBy={intl.formatMessage(m.you)} />
          </SimpleGrid>
          <Stack gap={6}>
            <Text size="sm" fw={500} id={`react-${connectionId}`}>
              <FormattedMessage id="dailyQuestion.dialog.react" defaultMessage="React to {name}’s answer" values={{ name: otherName }} />
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
                  {intl.formatMessage(REACTIONS[r])}
                </Button>
              ))}
            </Group>
          </Stack>
          <Button leftSection={<IconQuote size={16} aria-hidden />} variant="light" onClick={() => quote.mutate(quoteOf(view, myName, otherName))} loading={quote.isPending}>
            <FormattedMessage id="dailyQuestion.dialog.quote" defaultMessage="Quote both answers in your chat" />
          </Button>
        </>
      )}

      {!revealed && (
        <Group justify="flex-end">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="xs" rightSection={<IconDots size={14} aria-hidden />}>
                <FormattedMessage id="dailyQuestion.dialog.more" defaultMessage="More options" />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {view.state === 'new' && <Menu.Item onClick={() => skip.mutate()}>
                  <FormattedMessage id="dailyQuestion.dialog.skip" defaultMessage="Skip this question" />
                </Menu.Item>}
              {!view.paused && <Menu.Item onClick={() => pause.mutate(true)}>
                  <FormattedMessage id="dailyQuestion.dialog.pause" defaultMessage="Pause the daily question" />
                </Menu.Item>}
              {view.pausedByMe && <Menu.Item onClick={() => pause.mutate(false)}>
                  <FormattedMessage id="dailyQuestion.dialog.resumeQuestion" defaultMessage="Resume the daily question" />
                </Menu.Item>}
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}

      <MilestoneOffer connectionId={connectionId} otherName={otherName} />

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
          <FormattedMessage
            id="dailyQuestion.dialog.reactionBy"
            defaultMessage="{icon} {name}: {reaction}"
            values={{ icon: <ReactionIcon reaction={reaction} size={12} />, name: reactionBy, reaction: <FormattedMessage {...REACTIONS[reaction]} /> }}
          />
        </Text>
      )}
    </Paper>
  );
}

function ReactionIcon({ reaction, size = 14 }: { reaction: DailyQuestionReaction; size?: number }) {
  const Glyph = REACTION_ICON[reaction];
  return <Glyph size={size} aria-hidden style={{ verticalAlign: 'middle' }} />;
}

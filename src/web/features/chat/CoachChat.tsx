import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ActionIcon, Avatar, Box, Button, Center, CloseButton, FileButton, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Hint } from '../../components/Hint';
import { IconFileText, IconMicrophone, IconMicrophoneOff, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { apiRequest, ApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { LoadError } from '../../components/LoadError';
import type { CoachMessage, FileAnalysis } from '../../../server/features/coach/coach.schemas';
import { formatFileSize } from '../../../shared/fileSize';
import { COACH_MESSAGES_PAGE } from '../../../shared/pages';
import { cursorOf } from '../../../shared/cursor';
import { ATTACH_ACCEPT, attachmentKind, attachmentPromise, checkAttachment, uploadFailureToast } from './files';
import { followReply, sendToCoach, type ReplyEventHandler } from './coachStream';
import { ChatBubble } from './ChatBubble';
import { ChatComposer } from './ChatComposer';
import { Markdown } from './Markdown';
import { useSpeechInput } from './useSpeechInput';

export interface CoachChatProps {
  /** The open conversation, or null for a new, empty chat. */
  conversationId: string | null;
  /** Called when the first message of a new chat created its conversation. */
  onConversationCreated: (id: string) => void;
  /** The pane's height: the viewport under the header unless the page places it in a sized box ("100%"). */
  height?: string;
}

const m = {
  error: defineMessage({ id: 'common.error', defaultMessage: 'Error' }),
  earlierFailed: defineMessage({ id: 'chat.coach.earlierFailed', defaultMessage: 'Failed to load earlier messages' }),
  tryAgain: defineMessage({ id: 'chat.tryAgain', defaultMessage: 'Please try again.' }),
  sendFailed: defineMessage({ id: 'chat.coach.sendFailed', defaultMessage: 'Your message could not be sent. Please try again.' }),
  conversationWith: defineMessage<{ coachName: string }>({ id: 'chat.coach.conversationWith', defaultMessage: 'Conversation with {coachName}' }),
  loadingMessages: defineMessage({ id: 'chat.coach.loadingMessages', defaultMessage: 'Loading messages' }),
  messagesFailed: defineMessage({ id: 'chat.coach.messagesFailed', defaultMessage: 'Failed to load messages' }),
  you: defineMessage({ id: 'chat.you', defaultMessage: 'You' }),
  fileMessage: defineMessage({ id: 'chat.coach.fileMessage', defaultMessage: 'Add a message about your file...' }),
  chatWith: defineMessage<{ coachName: string }>({ id: 'chat.coach.chatWith', defaultMessage: 'Chat with {coachName}' }),
  attach: defineMessage({ id: 'chat.coach.attach', defaultMessage: 'Attach a file' }),
  stopVoice: defineMessage({ id: 'chat.coach.stopVoice', defaultMessage: 'Stop voice input' }),
  voice: defineMessage({ id: 'chat.coach.voice', defaultMessage: 'Voice input' }),
  removeFile: defineMessage({ id: 'chat.coach.removeFile', defaultMessage: 'Remove file' }),
};

const messagesKey = (conversationId: string) => trpc.coach.messages.queryKey({ conversationId });

/**
 * The coach conversation pane (spec §2 chat home, §4 coach chat send): messages, the typing indicator, the reply
 * streaming in, and the composer with attachments and voice input.
 */
export function CoachChat({ conversationId, onConversationCreated, height = 'calc(100dvh - 60px)' }: CoachChatProps) {
  const intl = useIntl();
  const info = useQuery(trpc.coach.info.queryOptions());
  const coachName = info.data?.coachName ?? 'Aria';
  const messages = useQuery({ ...trpc.coach.messages.queryOptions({ conversationId: conversationId ?? '' }), enabled: conversationId !== null });

  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [optimistic, setOptimistic] = useState<CoachMessage | null>(null);

  const following = useRef<{ id: string; controller: AbortController } | null>(null);
  const justCreated = useRef<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const speech = useSpeechInput((spoken) => setText((t) => (t.trim() ? `${t.trimEnd()} ${spoken}` : spoken)), intl);

  /**
   * Runs one reply stream for a conversation, replacing any other: the stored user message, the reply's tokens, then
   * the stored answer. Rejects only when the server refused before accepting anything (the caller rolls back).
   */
  const runStream = useCallback(async (id: string, open: (onEvent: ReplyEventHandler, signal: AbortSignal) => Promise<void>) => {
    following.current?.controller.abort();
    const controller = new AbortController();
    following.current = { id, controller };
    setStreaming(null);
    let received = false;
    const onEvent: ReplyEventHandler = (event) => {
      received = true;
      if (event.type === 'accepted') {
        queryClient.setQueryData(messagesKey(id), (old: CoachMessage[] | undefined) => [...(old ?? []), event.userMessage]);
        setOptimistic(null);
        setSending(false);
      } else if (event.type === 'token') {
        setWaiting(false);
        setStreaming((s) => (s ?? '') + event.text);
      } else if (event.type === 'done') {
        queryClient.setQueryData(messagesKey(id), (old: CoachMessage[] | undefined) =>
          old && !old.some((o) => o.id === event.message.id) ? [...old, event.message] : old,
        );
      } else {
        toast.error(intl.formatMessage(m.error), event.message);
      }
    };
    // A follow that finds nothing (204) may come just after the reply was stored, while the message list was read just
    // before (the builtin coach answers between the two requests): a list still ending on the question is read again.
    let endedQuietly = false;
    try {
      await open(onEvent, controller.signal);
      endedQuietly = !received && !controller.signal.aborted;
    } catch (error) {
      // Refused or unreachable before anything was stored: the caller puts the message back. Later failures (a
      // dropped connection, leaving the conversation) fall through to a refetch of what was stored.
      if (!received && !controller.signal.aborted) throw error;
    } finally {
      if (following.current?.controller === controller) {
        following.current = null;
        setWaiting(false);
        setStreaming(null);
      }
      const awaitingAnswer = endedQuietly && queryClient.getQueryData<CoachMessage[]>(messagesKey(id))?.at(-1)?.role !== 'assistant';
      if (awaitingAnswer) void queryClient.invalidateQueries({ queryKey: messagesKey(id) });
      if (received) {
        void queryClient.invalidateQueries({ queryKey: messagesKey(id) });
        void queryClient.invalidateQueries({ queryKey: trpc.coach.conversations.queryKey() });
      }
    }
  }, [intl]);

  // Opening a conversation (or reloading mid-answer): follow any reply still being generated.
  useEffect(() => {
    if (!conversationId) return;
    if (justCreated.current === conversationId) {
      justCreated.current = null;
      return;
    }
    void runStream(conversationId, (onEvent, signal) => followReply(conversationId, onEvent, signal)).catch(() => {
      // nothing to follow, or no longer allowed to: the message list shows its own state
    });
    return () => {
      if (following.current?.id === conversationId) {
        following.current.controller.abort();
        following.current = null;
      }
      setStreaming(null);
      setWaiting(false);
    };
  }, [conversationId, runStream]);

  const shown: CoachMessage[] = [...(conversationId ? (messages.data ?? []) : []), ...(optimistic ? [optimistic] : [])];

  // Earlier messages come on request when the conversation is longer than one page (issue 12, finding 11); the
  // reader stays where they were instead of jumping to the newest message.
  const [earlier, setEarlier] = useState<{ conversationId: string; state: 'idle' | 'loading' | 'done' }>({ conversationId: '', state: 'idle' });
  const keepPositionFrom = useRef<number | null>(null);
  const earlierState = earlier.conversationId === conversationId ? earlier.state : 'idle';
  const mayHaveEarlier = conversationId !== null && earlierState !== 'done' && (messages.data?.length ?? 0) >= COACH_MESSAGES_PAGE;
  const loadEarlier = async () => {
    const first = messages.data?.[0];
    if (!conversationId || !first) return;
    setEarlier({ conversationId, state: 'loading' });
    try {
      const older = await trpcClient.coach.messages.query({ conversationId, before: cursorOf(first, first.createdAt) });
      keepPositionFrom.current = scroller.current?.scrollHeight ?? null;
      queryClient.setQueryData(messagesKey(conversationId), (old) => [...older.filter((n) => !old?.some((o) => o.id === n.id)), ...(old ?? [])]);
      setEarlier({ conversationId, state: older.length < COACH_MESSAGES_PAGE ? 'done' : 'idle' });
    } catch (error) {
      toast.error(intl.formatMessage(m.earlierFailed), errorMessage(error, intl.formatMessage(m.tryAgain)));
      setEarlier({ conversationId, state: 'idle' });
    }
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepPositionFrom.current !== null) {
      el.scrollTop += el.scrollHeight - keepPositionFrom.current;
      keepPositionFrom.current = null;
      return;
    }
    el.scrollTop = el.scrollHeight;
  }, [shown.length, streaming, waiting]);

  const chooseFile = (picked: File | null) => {
    if (!picked) return;
    const problem = checkAttachment(picked, intl);
    if (problem) {
      toast.error(...problem);
      return;
    }
    setFile(picked);
  };

  const busy = sending || uploading || waiting || streaming !== null;
  const canSend = !busy && (text.trim().length > 0 || file !== null);

  async function send() {
    if (!canSend) return;
    if (speech.listening) speech.stop();
    const content = text.trim();
    const attached = file;
    setSending(true);
    let analysis: FileAnalysis | undefined;
    if (attached) {
      setUploading(true);
      try {
        const form = new FormData();
        form.append('file', attached);
        analysis = (await apiRequest<{ analysis: FileAnalysis }>('POST', '/api/upload', form)).analysis;
      } catch (error) {
        toast.error(...uploadFailureToast(error instanceof ApiError ? error.serverMessage : undefined, intl));
        setUploading(false);
        setSending(false);
        return;
      }
      setUploading(false);
    }
    let id = conversationId;
    try {
      if (!id) {
        id = (await trpcClient.coach.createConversation.mutate({})).id;
        justCreated.current = id;
        queryClient.setQueryData(messagesKey(id), []);
        onConversationCreated(id);
        void queryClient.invalidateQueries({ queryKey: trpc.coach.conversations.queryKey() });
      }
      // Optimistic: the message shows at once and is rolled back if the server refuses it (spec §4).
      setOptimistic({
        id: `optimistic-${Date.now()}`,
        conversationId: id,
        userId: '',
        role: 'user',
        content,
        createdAt: new Date().toISOString(),
        attachment: attached ? { name: attached.name, kind: attachmentKind(attached) ?? 'text', size: attached.size } : null,
      });
      setText('');
      setFile(null);
      setWaiting(true);
      const target = id;
      await runStream(target, (onEvent, signal) => sendToCoach(target, { content, fileAnalysis: analysis }, onEvent, signal));
      setOptimistic(null); // already gone once accepted; also when the person left the conversation before that
    } catch (error) {
      setOptimistic(null);
      setWaiting(false);
      setText(content);
      setFile(attached);
      const fallback = intl.formatMessage(m.sendFailed);
      toast.error(intl.formatMessage(m.error), error instanceof ApiError ? (error.serverMessage ?? fallback) : errorMessage(error, fallback));
    } finally {
      setSending(false);
      textarea.current?.focus();
    }
  }

  const empty = shown.length === 0 && streaming === null && !waiting;

  return (
    <Stack gap={0} h={height} w="100%">
      {/* A log that keyboard users can focus and scroll: a long answer would otherwise be out of their reach. */}
      <Box ref={scroller} style={{ flex: 1, overflowY: 'auto' }} px={{ base: 'sm', sm: 'md' }} py="md" role="log" aria-live="polite" aria-label={intl.formatMessage(m.conversationWith, { coachName })} tabIndex={0}>
        <Stack gap="md" maw={820} mx="auto">
          {conversationId && messages.isPending && (
            <Center py="xl">
              <Loader size="sm" aria-label={intl.formatMessage(m.loadingMessages)} />
            </Center>
          )}
          {conversationId && messages.isError && <LoadError title={intl.formatMessage(m.messagesFailed)} error={messages.error} onRetry={() => void messages.refetch()} />}
          {empty && !(conversationId && (messages.isPending || messages.isError)) && (
            <Stack align="center" gap="sm" py="xl" ta="center">
              <Avatar color="plum" radius="xl" size={56}>
                {coachName.charAt(0)}
              </Avatar>
              <Title order={2}>
                <FormattedMessage id="chat.coach.start" defaultMessage="Start a conversation" />
              </Title>
              <Paper withBorder radius="lg" p="md" maw={560} ta="left" bg="var(--attune-tint)">
                {info.isPending ? <Loader size="sm" /> : info.isError ? <Text size="sm">
                    <FormattedMessage id="chat.coach.fallbackGreeting" defaultMessage="Hi, I'm {coachName}, your AI relationship coach. What's on your mind today?" values={{ coachName }} />
                  </Text> : (
                  // The coach's own words (the builtin coach speaks English, decision 071): content, not this catalogue.
                  <div data-content-text>
                    <Markdown text={info.data.greeting} />
                  </div>
                )}
              </Paper>
            </Stack>
          )}
          {mayHaveEarlier && (
            <Center>
              <Button variant="subtle" size="xs" onClick={() => void loadEarlier()} loading={earlierState === 'loading'}>
                <FormattedMessage id="chat.coach.showEarlier" defaultMessage="Show earlier messages" />
              </Button>
            </Center>
          )}
          {shown.map((message) => (
            <ChatBubble
              key={message.id}
              author={message.role === 'user' ? 'me' : 'coach'}
              label={message.role === 'user' ? intl.formatMessage(m.you) : coachName}
              content={message.content}
              createdAt={message.createdAt}
              attachmentName={message.attachment?.name}
              data={{ 'data-role': message.role }}
            />
          ))}
          {streaming !== null && <ChatBubble author="coach" label={coachName} content={streaming} streaming data={{ 'data-role': 'assistant' }} />}
          {waiting && streaming === null && (
            <Group gap="xs" aria-live="polite">
              <Loader type="dots" size="sm" />
              <Text size="sm" c="dimmed">
                <FormattedMessage id="chat.coach.typing" defaultMessage="{coachName} is typing…" values={{ coachName }} />
              </Text>
            </Group>
          )}
        </Stack>
      </Box>

      <Box px={{ base: 'xs', sm: 'md' }} pb="sm" pt={6} style={{ borderTop: '1px solid var(--attune-line)' }}>
        <Stack gap={6} maw={820} mx="auto">
          {file && <FilePreview file={file} provider={info.data?.provider} seesImages={info.data?.seesImages ?? false} onRemove={() => setFile(null)} />}
          <ChatComposer
            value={text}
            onChange={setText}
            onSend={() => void send()}
            canSend={canSend}
            sending={sending || uploading}
            placeholder={file ? intl.formatMessage(m.fileMessage) : intl.formatMessage(m.chatWith, { coachName })}
            maxLength={8000}
            textareaRef={textarea}
            before={
              <>
                <FileButton onChange={chooseFile} accept={ATTACH_ACCEPT} disabled={busy}>
                  {(props) => (
                    <Hint label={intl.formatMessage(m.attach)} withArrow>
                      <ActionIcon {...props} variant="subtle" color="gray" size="lg" radius="xl" aria-label={intl.formatMessage(m.attach)} disabled={busy}>
                        <IconPaperclip size={20} aria-hidden />
                      </ActionIcon>
                    </Hint>
                  )}
                </FileButton>
                {speech.supported && (
                  <Hint label={intl.formatMessage(speech.listening ? m.stopVoice : m.voice)} withArrow>
                    <ActionIcon
                      variant={speech.listening ? 'filled' : 'subtle'}
                      color={speech.listening ? 'red' : 'gray'}
                      size="lg"
                      radius="xl"
                      aria-label={intl.formatMessage(speech.listening ? m.stopVoice : m.voice)}
                      aria-pressed={speech.listening}
                      onClick={speech.toggle}
                    >
                      {speech.listening ? <IconMicrophoneOff size={20} aria-hidden /> : <IconMicrophone size={20} aria-hidden />}
                    </ActionIcon>
                  </Hint>
                )}
              </>
            }
          />
        </Stack>
      </Box>
    </Stack>
  );
}

function FilePreview({ file, provider, seesImages, onRemove }: { file: File; provider: string | undefined; seesImages: boolean; onRemove: () => void }) {
  const intl = useIntl();
  const kind = attachmentKind(file);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (kind !== 'image') return;
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file, kind]);
  return (
    <Paper withBorder radius="md" p={8} data-testid="file-preview">
      <Group gap="sm" wrap="nowrap">
        {url ? <Image src={url} alt="" w={40} h={40} radius="sm" fit="cover" /> : <IconFileText size={28} aria-hidden />}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[formatFileSize(file.size), attachmentPromise(kind === 'image' ? 'image' : 'text', provider, seesImages, intl)].join(' · ')}
          </Text>
        </Box>
        <CloseButton aria-label={intl.formatMessage(m.removeFile)} onClick={onRemove} />
      </Group>
    </Paper>
  );
}

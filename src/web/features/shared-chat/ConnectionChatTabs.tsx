import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Switch, Tabs, Text, Tooltip } from '@mantine/core';
import { IconLock, IconMessages, IconSparkles } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ChatMode, ServerEvent, SharedConversation, SharedMessage } from '../../../server/features/shared-chat/protocol';
import { HISTORY_PAGE_MAX, MAX_MESSAGE_LENGTH } from '../../../server/features/shared-chat/protocol';
import { toast } from '../../app/toast';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { wordsFor } from '../../app/errorMessage';
import { LoadError } from '../../components/LoadError';
import { useCurrentUser } from '../auth/session';
import { ChatBubble } from '../chat/ChatBubble';
import { ChatComposer } from '../chat/ChatComposer';
import { chatSocket, reportRead, unreadStore, useChatSocket } from './socket';
import { englishIntl } from '../chat/intl';

const m = {
  guidanceAria: defineMessage<{ coachName: string }>({ id: 'sharedChat.guidanceAria', defaultMessage: '{coachName} joins when you mention her or when things get heated.' }),
  guidance: defineMessage<{ coachName: string }>({ id: 'sharedChat.guidance', defaultMessage: '{coachName} joins when you mention {coachName} or when things get heated.' }),
  starterConnection: defineMessage<{ name: string }>({ id: 'sharedChat.starter.connection', defaultMessage: '{name}, what are you passionate about that makes you smile?' }),
  starterReflection: defineMessage<{ name: string }>({ id: 'sharedChat.starter.reflection', defaultMessage: "{name}, what's been on your mind lately?" }),
  starterFuture: defineMessage<{ name: string }>({ id: 'sharedChat.starter.future', defaultMessage: '{name}, what are you looking forward to?' }),
  conversationsFailed: defineMessage({ id: 'sharedChat.conversationsFailed', defaultMessage: 'Failed to fetch conversations' }),
  messagesFailed: defineMessage({ id: 'sharedChat.messagesFailed', defaultMessage: 'Failed to fetch messages' }),
  tryAgain: defineMessage({ id: 'chat.tryAgain', defaultMessage: 'Please try again.' }),
  loadingConversations: defineMessage({ id: 'sharedChat.loadingConversations', defaultMessage: 'Loading conversations' }),
  loadingMessages: defineMessage({ id: 'sharedChat.loadingMessages', defaultMessage: 'Loading messages' }),
  notSent: defineMessage({ id: 'sharedChat.notSent', defaultMessage: 'Message not sent' }),
  dropped: defineMessage({ id: 'sharedChat.dropped', defaultMessage: 'The connection dropped before your message was delivered. Please send it again.' }),
  started: defineMessage({ id: 'sharedChat.started', defaultMessage: 'Conversation started' }),
  startedWith: defineMessage({ id: 'sharedChat.startedWith', defaultMessage: 'You can now chat together!' }),
  startedAbout: defineMessage({ id: 'sharedChat.startedAbout', defaultMessage: 'You can now discuss together!' }),
  createFailed: defineMessage({ id: 'sharedChat.createFailed', defaultMessage: 'Error creating conversation' }),
  createFailedBody: defineMessage({ id: 'sharedChat.createFailedBody', defaultMessage: 'Failed to create conversation' }),
  toggleFailed: defineMessage({ id: 'sharedChat.toggleFailed', defaultMessage: 'Failed to toggle AI' }),
  noConversation: defineMessage({ id: 'sharedChat.noConversation', defaultMessage: 'No Conversation' }),
  noConversationBody: defineMessage({ id: 'sharedChat.noConversationBody', defaultMessage: 'Please create a conversation first' }),
  stillInBox: defineMessage({ id: 'sharedChat.stillInBox', defaultMessage: 'Your message was not sent; it is still in the box. Send it again once Attune is back.' }),
  askCoachMessage: defineMessage<{ coachName: string }>({ id: 'sharedChat.askCoachMessage', defaultMessage: "{coachName}, could you help us with what we've just been saying?" }),
  you: defineMessage({ id: 'chat.you', defaultMessage: 'You' }),
  insightsPrompt: defineMessage<{ name: string }>({ id: 'sharedChat.insightsPrompt', defaultMessage: "What should I know about {name}'s personality, and how can we connect better?" }),
  keptToRead: defineMessage({ id: 'sharedChat.keptToRead', defaultMessage: 'Kept for you to read.' }),
  onlyYouTwo: defineMessage<{ name: string }>({ id: 'sharedChat.onlyYouTwo', defaultMessage: 'Only you and {name} can see this chat.' }),
  privateNote: defineMessage<{ name: string }>({ id: 'sharedChat.privateNote', defaultMessage: "Private: {name} can't see this." }),
  aiEnabled: defineMessage({ id: 'sharedChat.aiEnabled', defaultMessage: 'AI Enabled' }),
  chatWith: defineMessage<{ name: string }>({ id: 'sharedChat.chatWith', defaultMessage: 'Chat with {name}' }),
  chatAbout: defineMessage<{ name: string }>({ id: 'sharedChat.chatAbout', defaultMessage: 'Private chat about {name}' }),
  messageTo: defineMessage<{ name: string }>({ id: 'sharedChat.messageTo', defaultMessage: 'Message {name}' }),
  askAbout: defineMessage<{ coachName: string; name: string }>({ id: 'sharedChat.askAbout', defaultMessage: 'Ask {coachName} about {name}' }),
  bringCoach: defineMessage<{ coachName: string }>({ id: 'sharedChat.bringCoach', defaultMessage: 'Bring {coachName} in on your last messages' }),
};

export interface ConnectionChatTabsProps {
  connectionId: string;
  partnerFirstName: string;
  /** The partner deleted their account: the "with" chat reads only (no composer, no coach, no live badge). */
  departed?: boolean;
}

/**
 * When the coach speaks in a "with" chat, said where the switch is (it answers only when named or when a fight
 * starts, so a plain "Any ideas?" gets no reply). The built-in persona Aria is "her"; another configured name has
 * no known pronoun, so the sentence repeats the name.
 */
export function guidanceHint(coachName: string, intl: IntlShape = englishIntl): string {
  return intl.formatMessage(coachName === 'Aria' ? m.guidanceAria : m.guidance, { coachName });
}

/** The suggested starters of an empty "with" chat (spec §2), addressed to the partner. */
export function starters(partnerFirstName: string, intl: IntlShape = englishIntl): { kind: string; text: string }[] {
  const name = partnerFirstName;
  return [
    { kind: 'connection', text: intl.formatMessage(m.starterConnection, { name }) },
    { kind: 'reflection', text: intl.formatMessage(m.starterReflection, { name }) },
    { kind: 'future', text: intl.formatMessage(m.starterFuture, { name }) },
  ];
}

const conversationsKey = (connectionId: string) => trpc.sharedChat.conversations.queryKey({ connectionId });
const messagesKey = (conversationId: string) => trpc.sharedChat.messages.queryKey({ conversationId });

/** Adds messages to a conversation's cached list: each once (by id), in storage order. */
export function mergeMessages(current: SharedMessage[] | undefined, incoming: SharedMessage[]): SharedMessage[] {
  const byId = new Map((current ?? []).map((m) => [m.id, m]));
  let changed = false;
  for (const m of incoming) {
    if (!byId.has(m.id)) {
      byId.set(m.id, m);
      changed = true;
    }
  }
  if (!changed && current) return current;
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** How many of the latest messages held are fetched again after a reconnect (ids keep each one once). */
const REFETCH_OVERLAP = 50;

/** Every stored message after a seq, page by page (the server answers at most HISTORY_PAGE_MAX messages at a time). */
async function fetchMessagesAfter(conversationId: string, after: number): Promise<SharedMessage[]> {
  const all: SharedMessage[] = [];
  let cursor = after;
  for (;;) {
    const page = await trpcClient.sharedChat.messages.query({ conversationId, after: String(cursor), limit: HISTORY_PAGE_MAX });
    all.push(...page);
    if (page.length < HISTORY_PAGE_MAX) return all;
    cursor = page[page.length - 1]!.seq;
  }
}

/**
 * The two tabs of the connection chat dialog (spec §2): "With" (the two people in real time, with each person's own
 * AI guidance switch) and "About" (a private chat with the coach about the partner). The header badge says whether
 * the socket is live.
 */
export function ConnectionChatTabs({ connectionId, partnerFirstName, departed = false }: ConnectionChatTabsProps) {
  const intl = useIntl();
  const status = useChatSocket(true);
  const conversations = useQuery({ ...trpc.sharedChat.conversations.queryOptions({ connectionId }), staleTime: 0 });
  const [tab, setTab] = useState<ChatMode>('with');

  useEffect(() => unreadStore.view(connectionId), [connectionId]);
  useEffect(() => {
    if (conversations.isError) toast.error(intl.formatMessage(m.conversationsFailed), errorMessage(conversations.error, intl.formatMessage(m.tryAgain)));
  }, [conversations.isError, conversations.error, intl]);

  const live = status === 'connected';
  const byMode = (mode: ChatMode) => conversations.data?.find((c) => c.chatMode === mode) ?? null;

  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <Tabs value={tab} onChange={(v) => v && setTab(v as ChatMode)} keepMounted={false}>
        <Group justify="space-between" wrap="nowrap" px="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <Tabs.List style={{ borderBottom: 0, flexWrap: 'nowrap' }}>
            <Tabs.Tab value="with" leftSection={<IconMessages size={16} aria-hidden />}>
              <FormattedMessage id="sharedChat.tab.with" defaultMessage="With" />
            </Tabs.Tab>
            <Tabs.Tab value="about" leftSection={<IconLock size={16} aria-hidden />}>
              <FormattedMessage id="sharedChat.tab.about" defaultMessage="About" />
            </Tabs.Tab>
          </Tabs.List>
          {!departed && (
            <Badge color={live ? 'teal' : 'yellow'} variant="filled" size="sm" style={{ flexShrink: 0 }} aria-live="polite">
              {live ? <FormattedMessage id="sharedChat.connected" defaultMessage="Connected" /> : <FormattedMessage id="sharedChat.connecting" defaultMessage="Connecting..." />}
            </Badge>
          )}
        </Group>
        {(['with', 'about'] as const).map((mode) => (
          <Tabs.Panel key={mode} value={mode}>
            {conversations.isPending ? (
              <Center py="xl">
                <Loader size="sm" aria-label={intl.formatMessage(m.loadingConversations)} />
              </Center>
            ) : conversations.isError ? (
              <Box p="sm">
                <LoadError title={intl.formatMessage(m.conversationsFailed)} error={conversations.error} onRetry={() => void conversations.refetch()} />
              </Box>
            ) : (
              <ConversationPane
                mode={mode}
                connectionId={connectionId}
                conversation={byMode(mode)}
                partnerFirstName={partnerFirstName}
                live={live}
                readOnly={departed && mode === 'with'}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

interface PaneProps {
  mode: ChatMode;
  connectionId: string;
  conversation: SharedConversation | null;
  partnerFirstName: string;
  live: boolean;
  /** Kept to read only: the partner left Attune (their private "about" notes stay the viewer's own, decision 027). */
  readOnly: boolean;
}

/** Where the composer was, for a chat kept to read. */
function ReadOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" p="sm" ta="center" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {children}
    </Text>
  );
}

function ConversationPane({ mode, connectionId, conversation, partnerFirstName, live, readOnly }: PaneProps) {
  const intl = useIntl();
  const me = useCurrentUser();
  const myId = me.id;
  const info = useQuery(trpc.sharedChat.info.queryOptions());
  const coachName = info.data?.coachName ?? 'Aria';
  const conversationId = conversation?.id ?? null;
  const messages = useQuery({
    queryKey: messagesKey(conversationId ?? ''),
    // Merged into what is cached, never replacing it: a live message that lands while this fetch is on its way
    // stays on screen (a plain refetch would overwrite it with the older answer).
    queryFn: async () => {
      const history = await fetchMessagesAfter(conversationId!, 0);
      return mergeMessages(queryClient.getQueryData<SharedMessage[]>(messagesKey(conversationId!)), history);
    },
    enabled: conversationId !== null,
    staleTime: 0,
  });
  const [text, setText] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [coachTyping, setCoachTyping] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingIds = useRef(new Map<string, string>());

  useEffect(() => {
    if (messages.isError) toast.error(intl.formatMessage(m.messagesFailed), errorMessage(messages.error, intl.formatMessage(m.tryAgain)));
  }, [messages.isError, messages.error]);

  // Live events for this conversation: append (once), clear the waiting flags.
  useEffect(() => {
    if (!conversationId) return;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const off = chatSocket.onEvent((event: ServerEvent) => {
      if (event.type === 'new_message' && event.conversationId === conversationId) {
        queryClient.setQueryData(messagesKey(conversationId), (old: SharedMessage[] | undefined) => mergeMessages(old, [event.message]));
        setWaiting(false);
        if (event.message.senderRole === 'coach') setCoachTyping(false);
      } else if (event.type === 'ack' && event.message.conversationId === conversationId) {
        queryClient.setQueryData(messagesKey(conversationId), (old: SharedMessage[] | undefined) => mergeMessages(old, [event.message]));
        if (event.clientId) pendingIds.current.delete(event.clientId);
        setWaiting(false);
      } else if (event.type === 'coach_typing' && event.conversationId === conversationId) {
        setCoachTyping(true);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setCoachTyping(false), 45_000);
      } else if (event.type === 'error' && event.clientId && pendingIds.current.has(event.clientId)) {
        const content = pendingIds.current.get(event.clientId)!;
        pendingIds.current.delete(event.clientId);
        setWaiting(false);
        setText((t) => (t.trim() ? t : content)); // give the words back
        toast.error(intl.formatMessage(m.notSent), event.message);
      }
    });
    return () => {
      off();
      clearTimeout(typingTimer);
    };
  }, [conversationId]);

  // After a reconnect: fetch what arrived while the socket was down (after the last seq held), each once.
  // The cursor stays a few messages back: with several instances, deliveries need not arrive in storage order.
  const lastSeqAtDrop = useRef<number | null>(null);
  useEffect(() => {
    if (!conversationId) return;
    if (!live) {
      setWaiting(false);
      const held = queryClient.getQueryData<SharedMessage[]>(messagesKey(conversationId)) ?? [];
      lastSeqAtDrop.current ??= held[held.length - 1 - REFETCH_OVERLAP]?.seq ?? 0;
      return;
    }
    const after = lastSeqAtDrop.current;
    lastSeqAtDrop.current = null;
    if (after === null) return;
    let cancelled = false;
    void (async () => {
      try {
        const missed = await fetchMessagesAfter(conversationId, after);
        if (cancelled) return;
        queryClient.setQueryData(messagesKey(conversationId), (old: SharedMessage[] | undefined) => mergeMessages(old, missed));
        // Sends still unacknowledged when the socket dropped: stored ones are now on screen; give back the others.
        const arrived = new Set(missed.filter((m) => m.senderId === myId).map((m) => m.content));
        const unsent = [...pendingIds.current.values()].filter((content) => !arrived.has(content));
        pendingIds.current.clear();
        if (unsent.length > 0) {
          setText((t) => (t.trim() ? t : unsent.join('\n')));
          toast.error(intl.formatMessage(m.notSent), intl.formatMessage(m.dropped));
        }
      } catch (error) {
        toast.error(intl.formatMessage(m.messagesFailed), errorMessage(error, intl.formatMessage(m.tryAgain)));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [live, conversationId, myId]);

  // What is on screen is read: the server keeps the position, so the unread count holds on every device.
  const lastSeq = messages.data?.[messages.data.length - 1]?.seq;
  useEffect(() => {
    if (conversationId && lastSeq !== undefined) reportRead(conversationId, lastSeq);
  }, [conversationId, lastSeq]);

  // Smoothly follow the latest message.
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  }, [count, coachTyping, waiting]);

  const create = useMutation({
    mutationFn: () => trpcClient.sharedChat.createConversation.mutate({ connectionId, mode }),
    onSuccess: (created) => {
      queryClient.setQueryData(conversationsKey(connectionId), (old: SharedConversation[] | undefined) =>
        old?.some((c) => c.id === created.id) ? old : [...(old ?? []), created],
      );
      void queryClient.invalidateQueries({ queryKey: conversationsKey(connectionId) });
      toast.success(intl.formatMessage(m.started), intl.formatMessage(mode === 'with' ? m.startedWith : m.startedAbout));
    },
    onError: (error) => toast.error(intl.formatMessage(m.createFailed), errorMessage(error, intl.formatMessage(m.createFailedBody))),
  });

  const toggle = useMutation({
    mutationFn: (enabled: boolean) => trpcClient.sharedChat.toggleAi.mutate({ conversationId: conversationId!, enabled }),
    onSuccess: (updated) => {
      queryClient.setQueryData(conversationsKey(connectionId), (old: SharedConversation[] | undefined) => old?.map((c) => (c.id === updated.id ? updated : c)));
      void queryClient.invalidateQueries({ queryKey: conversationsKey(connectionId) });
    },
    onError: () => toast.error(intl.formatMessage(m.toggleFailed), intl.formatMessage(m.tryAgain)),
  });

  const send = useCallback(
    (raw: string) => {
      const content = raw.trim();
      if (!content) return;
      if (!conversationId) {
        toast.error(intl.formatMessage(m.noConversation), intl.formatMessage(m.noConversationBody));
        return;
      }
      const clientId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      if (!chatSocket.send({ type: 'shared_message', conversationId, content, clientId })) {
        // The socket is down: the server is restarting or the device is offline (the socket reconnects by itself).
        const words = wordsFor(navigator.onLine ? 'unreachable' : 'offline');
        toast.error(words.title, intl.formatMessage(m.stillInBox));
        return;
      }
      pendingIds.current.set(clientId, content);
      setText('');
      setWaiting(true);
    },
    [conversationId, intl],
  );

  // "Ask Aria": the coach answers a message that names it, when the sender's guidance is on (shared-chat coach.ts),
  // reading this conversation's latest messages. One tap switches guidance on if needed, then asks in the open,
  // so the partner sees the coach was invited.
  const askCoach = async () => {
    if (!conversation) return;
    if (!conversation.aiEnabled) {
      try {
        await toggle.mutateAsync(true);
      } catch {
        return;
      }
    }
    send(intl.formatMessage(m.askCoachMessage, { coachName }));
  };

  if (!conversation && readOnly) return (
      <ReadOnlyNotice>
        <FormattedMessage id="sharedChat.neverStarted" defaultMessage="You had not started a conversation together." />
      </ReadOnlyNotice>
    );
  if (!conversation) {
    return (
      <Stack align="center" gap="sm" p="lg" ta="center">
        {mode === 'with' ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="sharedChat.introWith"
              defaultMessage="Talk with {name} in real time. You can invite {coachName} to guide you both."
              values={{ name: partnerFirstName, coachName }}
            />
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="sharedChat.introAbout"
              defaultMessage="A private space to talk with {coachName} about {name}. {name} will never see it."
              values={{ name: partnerFirstName, coachName }}
            />
          </Text>
        )}
        <Button onClick={() => create.mutate()} loading={create.isPending}>
          {mode === 'with' ? (
            <FormattedMessage id="sharedChat.startWith" defaultMessage="Start Conversation" />
          ) : (
            <FormattedMessage id="sharedChat.startAbout" defaultMessage="Start Private Chat" />
          )}
        </Button>
      </Stack>
    );
  }

  const list = messages.data ?? [];
  const labelOf = (message: SharedMessage) => (message.senderRole === 'coach' ? coachName : message.senderId === me.id ? intl.formatMessage(m.you) : partnerFirstName);
  const insightsPrompt = intl.formatMessage(m.insightsPrompt, { name: partnerFirstName });

  return (
    <Stack gap={0}>
      <Stack gap={2} px="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ minWidth: 0 }}>
            {intl.formatMessage(readOnly ? m.keptToRead : mode === 'with' ? m.onlyYouTwo : m.privateNote, { name: partnerFirstName })}
          </Text>
          {!readOnly && (
            <Switch
              size="sm"
              label={intl.formatMessage(m.aiEnabled)}
              checked={toggle.isPending && toggle.variables !== undefined ? toggle.variables : conversation.aiEnabled}
              disabled={toggle.isPending}
              onChange={(e) => toggle.mutate(e.currentTarget.checked)}
              styles={{ label: { whiteSpace: 'nowrap' } }}
              aria-describedby={mode === 'with' ? `guidance-hint-${conversation.id}` : undefined}
            />
          )}
        </Group>
        {mode === 'with' && !readOnly && (
          <Text size="xs" c="dimmed" id={`guidance-hint-${conversation.id}`}>
            {guidanceHint(coachName, intl)}
          </Text>
        )}
      </Stack>

      {/* The scrolling viewport is the log (as the coach's is): named, and focusable so a keyboard can scroll it. */}
      <ScrollArea
        h={{ base: 'calc(100dvh - 420px)', sm: 340 }}
        mih={220}
        viewportRef={viewport}
        type="auto"
        offsetScrollbars
        viewportProps={{ role: 'log', tabIndex: 0, 'aria-label': intl.formatMessage(mode === 'with' ? m.chatWith : m.chatAbout, { name: partnerFirstName }) }}
      >
        <Stack gap="sm" p="sm">
          {messages.isPending ? (
            <Center py="xl">
              <Loader size="sm" aria-label={intl.formatMessage(m.loadingMessages)} />
            </Center>
          ) : messages.isError ? (
            <LoadError title={intl.formatMessage(m.messagesFailed)} error={messages.error} onRetry={() => void messages.refetch()} />
          ) : list.length === 0 ? (
            mode === 'with' ? (
              <Stack gap="xs" align="center" py="md" ta="center">
                <Text fw={600}>
                  <FormattedMessage id="sharedChat.emptyWith" defaultMessage="Start the conversation" />
                </Text>
                <Text size="sm" c="dimmed">
                  <FormattedMessage id="sharedChat.emptyWithHint" defaultMessage="Not sure where to begin? Try one of these:" />
                </Text>
                {starters(partnerFirstName, intl).map((s) => (
                  <Button
                    key={s.kind}
                    variant="light"
                    size="xs"
                    radius="xl"
                    onClick={() => {
                      setText(s.text);
                      textarea.current?.focus();
                    }}
                    styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', padding: '6px 0' } }}
                  >
                    {s.text}
                  </Button>
                ))}
              </Stack>
            ) : (
              <Stack gap="xs" align="center" py="md" ta="center">
                <IconSparkles size={28} color="var(--mantine-color-plum-6)" aria-hidden />
                <Text fw={600}>
                  <FormattedMessage id="sharedChat.insights" defaultMessage="Get Personality Insights" />
                </Text>
                <Text size="sm" c="dimmed">
                  <FormattedMessage
                    id="sharedChat.insightsHint"
                    defaultMessage="Ask {coachName} how {name}'s results and yours fit together."
                    values={{ name: partnerFirstName, coachName }}
                  />
                </Text>
                <Button variant="light" size="xs" disabled={!live} onClick={() => send(insightsPrompt)}>
                  <FormattedMessage id="sharedChat.insights" defaultMessage="Get Personality Insights" />
                </Button>
              </Stack>
            )
          ) : (
            list.map((message) => {
              const author = message.senderRole === 'coach' ? 'coach' : message.senderId === me.id ? 'me' : 'partner';
              return <ChatBubble key={message.id} author={author} label={labelOf(message)} content={message.content} createdAt={message.createdAt} coachIcon data={{ 'data-testid': 'shared-message', 'data-sender': author }} />;
            })
          )}
          {coachTyping && (
            <Group gap={6} aria-live="polite">
              <Loader type="dots" size="xs" />
              <Text size="xs" c="dimmed">
                <FormattedMessage id="sharedChat.coachResponding" defaultMessage="{coachName} is responding..." values={{ coachName }} />
              </Text>
            </Group>
          )}
        </Stack>
      </ScrollArea>

      {readOnly ? (
        <ReadOnlyNotice>
          <FormattedMessage id="sharedChat.departed" defaultMessage="No new messages can be sent: they have left Attune." />
        </ReadOnlyNotice>
      ) : (
        <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <ChatComposer
            value={text}
            onChange={setText}
            onSend={() => send(text)}
            canSend={text.trim().length > 0 && live}
            sending={waiting}
            placeholder={mode === 'with' ? intl.formatMessage(m.messageTo, { name: partnerFirstName }) : intl.formatMessage(m.askAbout, { name: partnerFirstName, coachName })}
            maxLength={MAX_MESSAGE_LENGTH}
            textareaRef={textarea}
            after={
              mode === 'with' && (
                <Tooltip label={intl.formatMessage(m.bringCoach, { coachName })} withArrow>
                  <Button
                    size="compact-sm"
                    variant="light"
                    radius="xl"
                    h={36}
                    leftSection={<IconSparkles size={14} aria-hidden />}
                    onClick={() => void askCoach()}
                    disabled={!live || list.length === 0 || waiting || toggle.isPending}
                  >
                    <FormattedMessage id="sharedChat.askCoach" defaultMessage="Ask {coachName}" values={{ coachName }} />
                  </Button>
                </Tooltip>
              )
            }
          />
        </Box>
      )}
    </Stack>
  );
}

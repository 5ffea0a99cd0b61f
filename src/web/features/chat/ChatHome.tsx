import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Group, Indicator, SegmentedControl, Stack, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory, IconMessagePlus, IconMessageReport, IconSparkles, IconTargetArrow, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { AppFrame, HeaderAction } from '../../components/AppFrame';
import { useAssessmentStatus, useCurrentUser } from '../auth/session';
import { useConnections, useConnectionsHub } from '../connections';
import { trpc } from '../../app/trpc';
import { FeedbackDialog } from '../feedback/FeedbackDialog';
import { WeeklyActionsDialog } from '../growth';
import type { StabilityDimension } from '../../../shared/assessment/types';
import { ProfileDialog, type LearnMoreTopic } from '../profile';
import { AssessmentRequired } from '../survey/AssessmentRequired';
import { ConnectionChatSlot, useUnreadCounts } from '../shared-chat';
import { FeedPreviewCard, SocialHubDialog } from '../social-hub';
import { ChatHistoryDialog } from './ChatHistoryDialog';
import { CoachChat } from './CoachChat';
import { startLearnMoreConversation } from './learnMore';

/** Phones show one of the two halves of the home at a time: the coach, or the person's people. */
type PhoneView = 'coach' | 'people';

/** The page title with the unread count in front ("(3) Attune"), so a background tab shows what arrived. */
function useUnreadTitle(unread: number) {
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\+?\) /, '');
    document.title = unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${base}` : base;
    return () => {
      document.title = document.title.replace(/^\(\d+\+?\) /, '');
    };
  }, [unread]);
}

/**
 * The chat home (spec §2), for a person whose assessment is complete (HomeRoute decides): the coach conversation in
 * the middle, connections in the desktop sidebar; on a phone a Coach / People switch puts the same connection cards
 * (Vibe and unread counts) one tap away. It reopens the person's latest coach conversation.
 */
export function ChatHome() {
  const user = useCurrentUser();
  const assessment = useAssessmentStatus();
  const navigate = useNavigate();
  const search = useSearch({ from: '/' });
  const unreadCounts = useUnreadCounts();
  const hub = useConnectionsHub({
    connectionChildren: (c) => <ConnectionChatSlot connectionId={c.id} />,
    unreadCounts,
  });
  const [conversationId, setConversationId] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [phoneView, setPhoneView] = useState<PhoneView>('coach');
  const connections = useConnections();

  // Home reopens the latest coach conversation (once, on arrival): "New chat" afterwards still starts a blank one.
  const conversations = useQuery(trpc.coach.conversations.queryOptions());
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !conversations.isSuccess) return;
    restored.current = true;
    const latest = conversations.data[0];
    if (latest) setConversationId((current) => current ?? latest.id);
  }, [conversations.isSuccess, conversations.data]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [hubOpen, setHubOpen] = useState(false);
  const [actionsType, setActionsType] = useState<StabilityDimension | null>(null);
  const [lastActionsType, setLastActionsType] = useState<StabilityDimension>('mental');
  const openActions = (type: StabilityDimension) => {
    setLastActionsType(type);
    setProfileOpen(false);
    setActionsType(type);
  };

  // ?openProfile=true opens the profile dialog, then leaves the URL (spec §2). A notification's click opens the
  // screen it is about the same way: ?openConnections=true the pending requests, ?openChat={id} that chat,
  // ?openActions=true the weekly actions.
  const { openProfile, openConnections, openChat, openActions: openActionsLink } = search;
  const { openList, openConnectionById } = hub;
  useEffect(() => {
    if (!openProfile && !openConnections && !openChat && !openActionsLink) return;
    if (openProfile) setProfileOpen(true);
    else if (openConnections) openList('pending');
    else if (openChat) openConnectionById(openChat);
    else setActionsType(lastActionsType);
    void navigate({ to: '/', search: {}, replace: true });
    // Only a new link acts; the weekly actions open on the last type shown.
  }, [openProfile, openConnections, openChat, openActionsLink, navigate]);

  // A learn-more starts a coach conversation about that item; on failure the dialog still closes and we stay at /.
  const learnMore = async (topic: LearnMoreTopic) => {
    setProfileOpen(false);
    const id = await startLearnMoreConversation(topic);
    if (id) setConversationId(id);
    await navigate({ to: '/', search: {} });
  };

  // Only the people shown count (a deactivated person's old messages do not).
  const unreadTotal = (connections.data ?? []).reduce((sum, c) => sum + (unreadCounts[c.id] ?? 0), 0);
  useUnreadTitle(unreadTotal);
  const newChat = () => {
    setConversationId(null);
    setPhoneView('coach');
  };
  const headerActions = (
    <>
      <HeaderAction label="Send Feedback" icon={<IconMessageReport size={20} aria-hidden />} onClick={() => setFeedbackOpen(true)} />
      <HeaderAction label="Chat history" icon={<IconHistory size={20} aria-hidden />} onClick={() => setHistoryOpen(true)} />
      <HeaderAction label="New chat" icon={<IconMessagePlus size={20} aria-hidden />} onClick={newChat} />
      <HeaderAction label="Social Hub" icon={<IconUsersGroup size={20} aria-hidden />} onClick={() => setHubOpen(true)} />
      {/* On a phone the People switch below the header is the way to connections; the header keeps its room. */}
      {!phone && (
        <Indicator disabled={unreadTotal === 0} color="red" size={9} offset={7} processing={false}>
          {hub.headerAction}
        </Indicator>
      )}
      <HeaderAction label="Weekly Improvement Actions" icon={<IconTargetArrow size={20} aria-hidden />} onClick={() => openActions(lastActionsType)} />
    </>
  );
  const assessmentMissing = assessment.data?.hasCompleted === false;

  return (
    <AppFrame navbar={phone ? undefined : hub.navbar} headerActions={headerActions} onOpenProfile={() => setProfileOpen(true)}>
      {/* The page's one level-one heading, for screen-reader users who move by headings; sighted people see the chat. */}
      <VisuallyHidden component="h1">Chat with your coach</VisuallyHidden>
      {hub.dialogs}
      <FeedbackDialog opened={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
      <SocialHubDialog opened={hubOpen} onClose={() => setHubOpen(false)} />
      {!assessmentMissing && !hubOpen && <FeedPreviewCard onOpenHub={() => setHubOpen(true)} />}
      <ProfileDialog opened={profileOpen} onClose={() => setProfileOpen(false)} onLearnMore={(topic) => void learnMore(topic)} onOpenActions={openActions} />
      <WeeklyActionsDialog opened={actionsType !== null} onClose={() => setActionsType(null)} initialType={actionsType ?? lastActionsType} />
      <ChatHistoryDialog
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        activeId={conversationId}
        onSelect={(id) => {
          setConversationId(id);
          setPhoneView('coach');
          setHistoryOpen(false);
        }}
        onNew={() => {
          newChat();
          setHistoryOpen(false);
        }}
        onDeleted={(id) => id === conversationId && setConversationId(null)}
      />
      {/* Spec §2 chat home gate: the coach opens once the survey is done. */}
      {assessmentMissing ? (
        <AssessmentRequired />
      ) : phone ? (
        <Stack gap={0} h="calc(100dvh - 60px)">
          <Box px="xs" pt="xs">
            <SegmentedControl
              fullWidth
              value={phoneView}
              onChange={(v) => setPhoneView(v as PhoneView)}
              styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}
              data={[
                {
                  value: 'coach',
                  label: (
                    <Group gap={6} justify="center" wrap="nowrap">
                      <IconSparkles size={16} aria-hidden />
                      <span>Coach</span>
                    </Group>
                  ),
                },
                {
                  value: 'people',
                  label: (
                    <Group gap={6} justify="center" wrap="nowrap">
                      <IconUsers size={16} aria-hidden />
                      <span>People</span>
                      {unreadTotal > 0 && (
                        <Badge size="xs" circle color="red">
                          {unreadTotal > 9 ? '9+' : unreadTotal}
                          <VisuallyHidden> unread</VisuallyHidden>
                        </Badge>
                      )}
                    </Group>
                  ),
                },
              ]}
            />
          </Box>
          {phoneView === 'people' ? (
            <Stack gap="xs" p="sm" style={{ flex: 1, minHeight: 0 }} data-testid="phone-people">
              <Box style={{ flex: 1, minHeight: 0 }}>{hub.navbar}</Box>
              <Button variant="default" leftSection={<IconUsers size={16} aria-hidden />} onClick={() => hub.openList()}>
                Requests and invitations
              </Button>
            </Stack>
          ) : (
            <Box style={{ flex: 1, minHeight: 0 }}>
              <CoachChat key={user.id} conversationId={conversationId} onConversationCreated={setConversationId} height="100%" />
            </Box>
          )}
        </Stack>
      ) : (
        <CoachChat key={user.id} conversationId={conversationId} onConversationCreated={setConversationId} />
      )}
    </AppFrame>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import { IconHistory, IconMessagePlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { defineMessage, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { AppFrame, usePhoneLayout } from '../../components/AppFrame';
import { usePendingRequestCount } from '../../components/usePendingRequestCount';
import { useAssessmentStatus, useCurrentUser } from '../auth/session';
import { VerificationBanner } from '../verification/VerificationBanner';
// The features' own files, not their index: through an index every dialog it lists joins the first paint.
import { useConnections } from '../connections/useConnections';
import { useConnectionsHub } from '../connections/useConnectionsHub';
import { trpc } from '../../app/trpc';
import type { StabilityDimension } from '../../../shared/assessment/types';
import type { LearnMoreTopic } from '../profile';
import { AssessmentRequired } from '../survey/AssessmentRequired';
import { ConnectionChatSlot } from '../shared-chat/ConnectionChatSlot';
import { useUnreadCounts } from '../shared-chat/unreadCounts';
import { useHubNews } from '../social-hub/useHubNews';
import { CoachChat } from './CoachChat';
import { startLearnMoreConversation } from './learnMore';
import { lazyDialog } from '../../components/lazyDialog';

// What only opens on request loads when first opened, so the home's first paint carries none of it (issue 34).
const SocialHubDialog = lazyDialog(() => import('../social-hub/SocialHubDialog').then((m) => m.SocialHubDialog));
const ProfileDialog = lazyDialog(() => import('../profile/ProfileDialog').then((m) => m.ProfileDialog));
const WeeklyActionsDialog = lazyDialog(() => import('../growth/WeeklyActionsDialog').then((m) => m.WeeklyActionsDialog));
const ChatHistoryDialog = lazyDialog(() => import('./ChatHistoryDialog').then((m) => m.ChatHistoryDialog));

const m = {
  yourConnection: defineMessage({ id: 'chat.home.yourConnection', defaultMessage: 'your connection' }),
  badgeBoth: defineMessage({ id: 'chat.home.badgeBoth', defaultMessage: 'requests and unread messages' }),
  badgeWaiting: defineMessage({ id: 'chat.home.badgeWaiting', defaultMessage: 'waiting for your answer' }),
  badgeUnread: defineMessage({ id: 'chat.home.badgeUnread', defaultMessage: 'unread' }),
};

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
  const intl = useIntl();
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
  const phone = usePhoneLayout();
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
  // ?openActions=true the weekly actions. The tab bar of other screens comes back here with ?openHub=true (the
  // Social Hub) or ?openPeople=true (the People view on a phone, the connections dialog on a desktop).
  const { openProfile, openConnections, openChat, openActions: openActionsLink, openHub: openHubLink, openPeople: openPeopleLink, dailyQuestion } = search;
  const { openList, openConnectionById, openDailyQuestionById } = hub;
  useEffect(() => {
    if (!openProfile && !openConnections && !openChat && !openActionsLink && !openHubLink && !openPeopleLink && !dailyQuestion) return;
    if (dailyQuestion) openDailyQuestionById(dailyQuestion, connections.data?.find((c) => c.id === dailyQuestion)?.otherUser.firstName ?? intl.formatMessage(m.yourConnection));
    else if (openProfile) setProfileOpen(true);
    else if (openConnections) openList('pending');
    else if (openChat) openConnectionById(openChat);
    else if (openHubLink) setHubOpen(true);
    else if (openPeopleLink) {
      if (phone) setPhoneView('people');
      else openList();
    } else setActionsType(lastActionsType);
    void navigate({ to: '/', search: {}, replace: true });
    // Only a new link acts; the weekly actions open on the last type shown.
  }, [openProfile, openConnections, openChat, openActionsLink, openHubLink, openPeopleLink, dailyQuestion, navigate]);

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
  const pendingCount = usePendingRequestCount();
  const hubNews = useHubNews(!hubOpen);
  const newChat = () => {
    setConversationId(null);
    setPhoneView('coach');
  };
  const openHub = () => {
    hubNews.markSeen();
    setHubOpen(true);
  };
  // People: on a phone the People view of this screen; on a desktop (the sidebar already lists them) the dialog with
  // the requests and invitations, opening on the requests when some wait for an answer.
  const openPeople = () => (phone ? setPhoneView('people') : openList(pendingCount > 0 ? 'pending' : 'connections'));
  const peopleBadge = pendingCount + unreadTotal;
  const assessmentMissing = assessment.data?.hasCompleted === false;
  const coachToolbar = (
    <Group gap="xs" px="sm" py={6} justify="flex-end" wrap="nowrap" style={{ borderBottom: '1px solid var(--attune-line)' }}>
      <Button size="compact-sm" variant="subtle" color="gray" c="var(--attune-quiet-text)" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setHistoryOpen(true)}>
        <FormattedMessage id="chat.home.history" defaultMessage="Chat history" />
      </Button>
      <Button size="compact-sm" variant="subtle" color="gray" c="var(--attune-quiet-text)" leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={newChat}>
        <FormattedMessage id="chat.home.newChat" defaultMessage="New chat" />
      </Button>
    </Group>
  );
  const coach = (
    <Stack gap={0} h="100%">
      <VerificationBanner user={user} />
      {coachToolbar}
      <Box style={{ flex: 1, minHeight: 0 }}>
        <CoachChat key={user.id} conversationId={conversationId} onConversationCreated={setConversationId} height="100%" />
      </Box>
    </Stack>
  );

  return (
    <AppFrame
      fill
      navbar={phone ? undefined : hub.navbar}
      active={hubOpen ? 'hub' : actionsType !== null ? 'actions' : phone && phoneView === 'people' ? 'people' : 'coach'}
      handlers={{ coach: () => setPhoneView('coach'), people: openPeople, hub: openHub, actions: () => openActions(lastActionsType), profile: () => setProfileOpen(true) }}
      badges={{ people: peopleBadge, peopleLabel: peopleBadgeLabel(pendingCount, unreadTotal, intl), hub: hubNews.count }}
    >
      {/* The page's one level-one heading, for screen-reader users who move by headings; sighted people see the chat. */}
      <VisuallyHidden component="h1">
        <FormattedMessage id="chat.home.heading" defaultMessage="Chat with your coach" />
      </VisuallyHidden>
      {hub.dialogs}
      <SocialHubDialog opened={hubOpen} onClose={() => setHubOpen(false)} />
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
      ) : phone && phoneView === 'people' ? (
        <Stack gap="xs" p="sm" h="100%" data-testid="phone-people">
          <Button variant="default" leftSection={<IconUsers size={16} aria-hidden />} onClick={() => openList(pendingCount > 0 ? 'pending' : 'connections')}>
            <FormattedMessage id="chat.home.requests" defaultMessage="Requests and invitations" />
            {pendingCount > 0 && (
              <Badge size="sm" circle color="red" ml={8}>
                {pendingCount}
                <VisuallyHidden> {intl.formatMessage(m.badgeWaiting)}</VisuallyHidden>
              </Badge>
            )}
          </Button>
          <Box style={{ flex: 1, minHeight: 0 }}>{hub.navbar}</Box>
        </Stack>
      ) : (
        coach
      )}
    </AppFrame>
  );
}

/** What the People badge counts, read after its number. */
function peopleBadgeLabel(pending: number, unread: number, intl: IntlShape): string {
  if (pending && unread) return intl.formatMessage(m.badgeBoth);
  return intl.formatMessage(pending ? m.badgeWaiting : m.badgeUnread);
}

import { useEffect, useState } from 'react';
import { Indicator } from '@mantine/core';
import { IconHistory, IconMessagePlus, IconMessageReport, IconUserCircle } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { AppFrame, HeaderAction } from '../../components/AppFrame';
import { useAssessmentStatus, useCurrentUser } from '../auth/session';
import { useConnectionsHub } from '../connections';
import { FeedbackDialog } from '../feedback/FeedbackDialog';
import { ProfileDialog, type LearnMoreTopic } from '../profile';
import { AssessmentRequired } from '../survey/AssessmentRequired';
import { ConnectionChatSlot, useUnreadCounts } from '../shared-chat';
import { ChatHistoryDialog } from './ChatHistoryDialog';
import { CoachChat } from './CoachChat';
import { startLearnMoreConversation } from './learnMore';

/**
 * The chat home (spec §2), for a person whose assessment is complete (HomeRoute decides): the coach conversation in
 * the middle, connections in the desktop sidebar and behind a header button, the profile, and the chat history.
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
  const [historyOpen, setHistoryOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  // ?openProfile=true opens the profile dialog, then leaves the URL (spec §2).
  useEffect(() => {
    if (search.openProfile) {
      setProfileOpen(true);
      void navigate({ to: '/', search: {}, replace: true });
    }
  }, [search.openProfile, navigate]);

  // A learn-more starts a coach conversation about that item; on failure the dialog still closes and we stay at /.
  const learnMore = async (topic: LearnMoreTopic) => {
    setProfileOpen(false);
    const id = await startLearnMoreConversation(topic);
    if (id) setConversationId(id);
    await navigate({ to: '/', search: {} });
  };

  const unreadTotal = Object.values(unreadCounts).reduce((sum, n) => sum + n, 0);
  const headerActions = (
    <>
      <HeaderAction label="Send Feedback" icon={<IconMessageReport size={20} aria-hidden />} onClick={() => setFeedbackOpen(true)} />
      <HeaderAction label="Chat history" icon={<IconHistory size={20} aria-hidden />} onClick={() => setHistoryOpen(true)} />
      <HeaderAction label="New chat" icon={<IconMessagePlus size={20} aria-hidden />} onClick={() => setConversationId(null)} />
      <Indicator disabled={unreadTotal === 0} color="red" size={9} offset={7} processing={false}>
        {hub.headerAction}
      </Indicator>
      <HeaderAction label="Profile" icon={<IconUserCircle size={20} aria-hidden />} onClick={() => setProfileOpen(true)} />
    </>
  );

  return (
    <AppFrame navbar={hub.navbar} headerActions={headerActions}>
      {hub.dialogs}
      <FeedbackDialog opened={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
      <ProfileDialog opened={profileOpen} onClose={() => setProfileOpen(false)} onLearnMore={(topic) => void learnMore(topic)} />
      <ChatHistoryDialog
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        activeId={conversationId}
        onSelect={(id) => {
          setConversationId(id);
          setHistoryOpen(false);
        }}
        onNew={() => {
          setConversationId(null);
          setHistoryOpen(false);
        }}
        onDeleted={(id) => id === conversationId && setConversationId(null)}
      />
      {/* Spec §2 chat home gate: the coach opens once the survey is done. */}
      {assessment.data?.hasCompleted === false ? (
        <AssessmentRequired />
      ) : (
        <CoachChat key={user.id} conversationId={conversationId} onConversationCreated={setConversationId} />
      )}
    </AppFrame>
  );
}

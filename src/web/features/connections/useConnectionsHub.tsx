import { useState, type ReactNode } from 'react';
import type { ConnectionsTab } from './ConnectionsDialog';
import { ConnectionsSidebar } from './ConnectionsSidebar';
import type { ConnectionCardView } from './useConnections';
import { lazyDialog } from '../../components/lazyDialog';

// The dialogs load when first opened, not with the home (issue 34); the sidebar is on screen, so it stays eager.
const ConnectionsDialog = lazyDialog(() => import('./ConnectionsDialog').then((m) => m.ConnectionsDialog));
const ConnectionDialog = lazyDialog(() => import('./ConnectionDialog').then((m) => m.ConnectionDialog));
const InviteDialog = lazyDialog(() => import('./InviteDialog').then((m) => m.InviteDialog));
const DailyQuestionDialog = lazyDialog(() => import('../daily-question/DailyQuestionDialog').then((m) => m.DailyQuestionDialog));

/**
 * Everything the chat home needs to mount connections: the desktop sidebar (AppFrame `navbar`, also the phone's
 * People view) and the dialogs. `connectionChildren` fills the connection dialog's slot
 * (the real-time chat tabs).
 */
export function useConnectionsHub(
  options: { connectionChildren?: (connection: { id: string }) => ReactNode; unreadCounts?: Record<string, number> } = {},
) {
  const [listOpen, setListOpen] = useState(false);
  const [listTab, setListTab] = useState<ConnectionsTab>('connections');
  const [inviteOpen, setInviteOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  // Today's question with one person: the connection id and their first name (the dialog's title).
  const [question, setQuestion] = useState<{ id: string; name: string } | null>(null);
  const openDailyQuestion = (c: ConnectionCardView) => {
    setListOpen(false);
    setQuestion({ id: c.id, name: c.otherUser.firstName });
  };
  const openConnection = (c: ConnectionCardView) => {
    setListOpen(false);
    setOpenId(c.id);
  };
  const invite = () => {
    setListOpen(false); // one dialog at a time
    setInviteOpen(true);
  };
  return {
    /** Opens the Connections dialog (active, pending, invitations), on the given tab. */
    openList: (tab: ConnectionsTab = 'connections') => {
      setListTab(tab);
      setListOpen(true);
    },
    /** Opens one connection's dialog (its chat), e.g. from a notification. */
    openConnectionById: (id: string) => {
      setListOpen(false);
      setOpenId(id);
    },
    /** Opens today's question with a connection, e.g. from a notification (the name comes with it). */
    openDailyQuestionById: (id: string, name: string) => {
      setListOpen(false);
      setQuestion({ id, name });
    },
    navbar: <ConnectionsSidebar onOpenConnection={openConnection} onInvite={invite} unreadCounts={options.unreadCounts} onOpenDailyQuestion={openDailyQuestion} />,
    dialogs: (
      <>
        <ConnectionsDialog
          opened={listOpen}
          initialTab={listTab}
          onClose={() => setListOpen(false)}
          onOpenConnection={openConnection}
          onInvite={invite}
          unreadCounts={options.unreadCounts}
          onOpenDailyQuestion={openDailyQuestion}
        />
        <DailyQuestionDialog
          connectionId={question?.id ?? null}
          otherName={question?.name ?? ''}
          opened={question !== null}
          onClose={() => setQuestion(null)}
          onOpenChat={(id) => {
            setQuestion(null);
            setOpenId(id);
          }}
        />
        <InviteDialog opened={inviteOpen} onClose={() => setInviteOpen(false)} />
        <ConnectionDialog connectionId={openId} opened={openId !== null} onClose={() => setOpenId(null)}>
          {openId && options.connectionChildren?.({ id: openId })}
        </ConnectionDialog>
      </>
    ),
  };
}

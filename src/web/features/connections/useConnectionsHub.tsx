import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ConnectionsTab } from './ConnectionsDialog';
import type { ConnectionCardView } from './useConnections';
import { lazyDialog } from '../../components/lazyDialog';
import { PHONE_QUERY } from '../../components/AppFrame';

// The sidebar (its cards, daily-question lines and scroll area) is drawn only on a wide screen or in a phone's People
// view, never in a phone's first paint (decision 104's addendum), so it is a chunk of its own. A wide screen asks for
// it as soon as this module runs, alongside the session's first requests, so the desktop home does not wait longer.
const loadSidebar = () => import('./ConnectionsSidebar');
const ConnectionsSidebar = lazy(() => loadSidebar().then((m) => ({ default: m.ConnectionsSidebar })));
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function' && !window.matchMedia(PHONE_QUERY).matches) void loadSidebar();

/** While the sidebar's code arrives: the spinner the sidebar itself shows while its connections load. */
function SidebarLoading() {
  const intl = useIntl();
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={intl.formatMessage({ id: 'connections.loading', defaultMessage: 'Loading connections' })} />
    </Center>
  );
}

// The dialogs load when first opened, not with the home (issue 34).
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
    navbar: (
      <Suspense fallback={<SidebarLoading />}>
        <ConnectionsSidebar onOpenConnection={openConnection} onInvite={invite} unreadCounts={options.unreadCounts} onOpenDailyQuestion={openDailyQuestion} />
      </Suspense>
    ),
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

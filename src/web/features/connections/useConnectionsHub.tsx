import { useState, type ReactNode } from 'react';
import { ConnectionDialog } from './ConnectionDialog';
import { ConnectionsDialog, type ConnectionsTab } from './ConnectionsDialog';
import { ConnectionsSidebar } from './ConnectionsSidebar';
import { InviteDialog } from './InviteDialog';
import type { ConnectionView } from './useConnections';

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
  const openConnection = (c: ConnectionView) => {
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
    navbar: <ConnectionsSidebar onOpenConnection={openConnection} onInvite={invite} unreadCounts={options.unreadCounts} />,
    dialogs: (
      <>
        <ConnectionsDialog
          opened={listOpen}
          initialTab={listTab}
          onClose={() => setListOpen(false)}
          onOpenConnection={openConnection}
          onInvite={invite}
          unreadCounts={options.unreadCounts}
        />
        <InviteDialog opened={inviteOpen} onClose={() => setInviteOpen(false)} />
        <ConnectionDialog connectionId={openId} opened={openId !== null} onClose={() => setOpenId(null)}>
          {openId && options.connectionChildren?.({ id: openId })}
        </ConnectionDialog>
      </>
    ),
  };
}

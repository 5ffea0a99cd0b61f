import { lazy, Suspense } from 'react';
import { useConnection } from '../connections/useConnections';

// Shown only inside the connection dialog, which loads when opened: its chat loads with it, not with the home.
const ConnectionChatTabs = lazy(() => import('./ConnectionChatTabs').then((m) => ({ default: m.ConnectionChatTabs })));

/**
 * The chat tabs for the connection dialog's slot, given only the connection id: reads the partner's first name from
 * the connection (already cached by the dialog). Active connections only: a pending one has no chat yet.
 */
export function ConnectionChatSlot({ connectionId }: { connectionId: string }) {
  const connection = useConnection(connectionId);
  const c = connection.data;
  if (!c || c.status !== 'active') return null;
  // A partner who left Attune: the chat stays to read (departedAt, issue 30 item 3).
  return (
    <Suspense fallback={null}>
      <ConnectionChatTabs connectionId={connectionId} partnerFirstName={c.otherUser.firstName} departed={c.departedAt !== null} />
    </Suspense>
  );
}

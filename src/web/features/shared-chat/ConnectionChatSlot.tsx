import { useConnection } from '../connections/useConnections';
import { ConnectionChatTabs } from './ConnectionChatTabs';

/**
 * The chat tabs for the connection dialog's slot, given only the connection id: reads the partner's first name from
 * the connection (already cached by the dialog). Active connections only: a pending one has no chat yet.
 */
export function ConnectionChatSlot({ connectionId }: { connectionId: string }) {
  const connection = useConnection(connectionId);
  const c = connection.data;
  if (!c || c.status !== 'active') return null;
  // A partner who left Attune: the chat stays to read (departedAt, issue 30 item 3).
  return <ConnectionChatTabs connectionId={connectionId} partnerFirstName={c.otherUser.firstName} departed={c.departedAt !== null} />;
}

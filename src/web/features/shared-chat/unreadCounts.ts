import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../app/trpc';
import { useSession } from '../auth/session';
import { whenIdle } from '../../components/later/deferredModule';

/**
 * Unread shared-chat messages per connection id, from the server; kept fresh by the real-time socket, which this hook
 * keeps open. The counts are asked for at once (the People badge shows them); the socket's code is not needed to paint
 * the home, so it loads and connects once the page has settled (decision 104's addendum). Its first connection then
 * asks for the counts (and the connections and chats) again, so what happened in between is shown (socket.ts).
 */
export function useUnreadCounts(): Record<string, number> {
  const { state } = useSession();
  const me = state.status === 'signedIn' ? state.user.id : null;
  useEffect(() => {
    if (me === null) return;
    let cancelled = false;
    let release = () => undefined as void;
    const cancelIdle = whenIdle(() => {
      void import('./socket').then(({ chatSocket, unreadStore }) => {
        if (cancelled) return;
        unreadStore.setMe(me);
        const releaseSocket = chatSocket.retain();
        release = () => {
          releaseSocket();
          unreadStore.setMe(null);
        };
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      release();
    };
  }, [me]);
  const counts = useQuery({ ...trpc.unread.counts.queryOptions(), enabled: me !== null, staleTime: 0 });
  return counts.data ?? EMPTY;
}

const EMPTY: Record<string, number> = {};

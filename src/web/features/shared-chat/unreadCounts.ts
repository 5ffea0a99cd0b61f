import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient, trpc } from '../../app/trpc';
import { useSession } from '../auth/session';
import { whenIdle } from '../../components/later/deferredModule';

/**
 * Unread shared-chat messages per connection id, from the server; kept fresh by the real-time socket, which this hook
 * keeps open. The counts are asked for at once (the People badge shows them); the socket's code is not needed to paint
 * the home, so it loads and connects once the page has settled (decision 104's addendum). Its first connection then
 * asks for the counts again, so a message that arrived in between is counted.
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
        const alreadyConnected = chatSocket.status === 'connected';
        const stopWatching = chatSocket.onStatus(() => {
          if (chatSocket.status !== 'connected') return;
          stopWatching();
          void queryClient.invalidateQueries({ queryKey: trpc.unread.counts.queryKey() });
        });
        const releaseSocket = chatSocket.retain();
        if (alreadyConnected) stopWatching();
        release = () => {
          stopWatching();
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

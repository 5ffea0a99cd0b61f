import { useQuery } from '@tanstack/react-query';
import { trpc } from '../app/trpc';
import { useSession } from '../features/auth/session';

/**
 * Requests waiting for this person's answer (received, not sent). The socket carries no connection events, so the
 * count is asked again whenever the window regains focus and once a minute while it is open.
 */
export function usePendingRequestCount(): number {
  const { state } = useSession();
  const pending = useQuery({
    ...trpc.connections.pending.queryOptions(),
    enabled: state.status === 'signedIn',
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
  return (pending.data ?? []).filter((c) => !c.isInviter).length;
}

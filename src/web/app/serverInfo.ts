import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';

/** Public facts about this server (GET /api/health): whether it can deliver e-mail at all (SMTP_URL set). */
interface ServerInfo {
  ok: boolean;
  mailDelivery: boolean;
}

/**
 * Whether this server can send e-mail; undefined while unknown. Screens that would otherwise promise a mail (a
 * verification or reset link, the newsletter) say honestly what happens instead when it is false (issue 30 item 4).
 */
export function useMailDelivery(): boolean | undefined {
  return useServerInfo().data?.mailDelivery;
}

const serverInfoQuery = { queryKey: ['server', 'info'], queryFn: () => apiRequest<ServerInfo>('GET', '/api/health'), staleTime: Infinity };

function useServerInfo() {
  return useQuery(serverInfoQuery);
}

/**
 * Whether the answer is in (or failed): the home's e-mail banner waits for it, so its text is decided before it is
 * drawn and does not grow under the person's eyes (that growth was all of the home's layout shift, decision 104).
 */
export function useServerInfoSettled(): boolean {
  return !useServerInfo().isPending;
}

/** Asks for the server's facts now (the home does, beside its first requests), so they are in before they are drawn. */
export function prefetchServerInfo(client: QueryClient): void {
  void client.prefetchQuery(serverInfoQuery);
}

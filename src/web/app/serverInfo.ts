import { useQuery } from '@tanstack/react-query';
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
  const info = useQuery({ queryKey: ['server', 'info'], queryFn: () => apiRequest<ServerInfo>('GET', '/api/health'), staleTime: Infinity });
  return info.data?.mailDelivery;
}

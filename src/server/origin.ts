import type { FastifyRequest } from 'fastify';
import type { AppDeps } from './deps.js';

/**
 * Did this request come from one of our own pages? Its Origin (or, for a form post without one, its Referer) must be
 * this host as the request reached us, or PUBLIC_URL. The one check behind both the cookie-authenticated mutations
 * (app.ts) and the socket upgrade (shared-chat.socket.ts).
 */
export function isOwnOrigin(deps: AppDeps, origin: string | undefined, req: Pick<FastifyRequest, 'protocol' | 'headers'>): boolean {
  if (!origin) return false;
  let presented: string;
  try {
    presented = new URL(origin).origin;
  } catch {
    return false;
  }
  const host = req.headers.host;
  const allowed = [host ? `${req.protocol}://${host}` : undefined, deps.config.publicUrl && new URL(deps.config.publicUrl).origin];
  // A page served over https behind a proxy that terminates TLS reaches us as http on the same host: that host is ours.
  if (host) allowed.push(`https://${host}`);
  return allowed.includes(presented);
}

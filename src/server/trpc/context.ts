import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { authenticate, type AuthenticatedUser } from '../features/auth/auth.service.js';
import { SESSION_COOKIE } from '../features/auth/sessions.js';

/**
 * What every procedure sees, whichever transport called it (/trpc, /api or the socket). Authentication is lazy:
 * a public procedure never pays for a session lookup.
 */
export interface Context {
  deps: AppDeps;
  /**
   * Everything about the calling request, in one object: tRPC copies the context at each middleware step, so the
   * fewer top-level keys, the cheaper every call (measured on GET /api/auth/me).
   */
  request: RequestInfo;
}

export interface RequestInfo {
  ip: string;
  /** The presented session token: the bearer header first, else the session cookie. */
  token: string | undefined;
  authenticate(): Promise<AuthenticatedUser | null>;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header && header.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return undefined;
}

export function presentedToken(req: FastifyRequest): string | undefined {
  return bearerToken(req) ?? req.cookies?.[SESSION_COOKIE];
}

export function isSecureRequest(deps: AppDeps, req: FastifyRequest): boolean {
  return req.protocol === 'https' || deps.config.publicUrl?.startsWith('https://') === true;
}

/** The bearer a subscription sent in tRPC's connection params (EventSource cannot set headers). */
function connectionParamsToken(params: Record<string, string | undefined> | null | undefined): string | undefined {
  const header = params?.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

export function createContext(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply | undefined,
  connectionParams?: Record<string, string | undefined> | null,
): Context {
  const token = bearerToken(req) ?? connectionParamsToken(connectionParams) ?? req.cookies?.[SESSION_COOKIE];
  let pending: Promise<AuthenticatedUser | null> | undefined;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(deps, req),
  };
  const setSessionCookie = (value: string, expiresAt: Date) =>
    reply?.setCookie(SESSION_COOKIE, value, { ...cookieOptions, expires: expiresAt });
  const request: RequestInfo = {
    ip: req.ip,
    token,
    authenticate() {
      pending ??= (token ? authenticate(deps, token) : Promise.resolve(null)).then((auth) => {
        // Sliding expiry: a renewed session gets a renewed cookie, when the cookie is how it came.
        if (auth?.renewedUntil && token && token === req.cookies?.[SESSION_COOKIE]) {
          setSessionCookie(token, auth.renewedUntil);
        }
        return auth;
      });
      return pending;
    },
    setSessionCookie,
    clearSessionCookie: () => reply?.clearCookie(SESSION_COOKIE, cookieOptions),
  };
  return { deps, request };
}

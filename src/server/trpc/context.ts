import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { authenticate, type AuthenticatedUser } from '../features/auth/auth.service.js';
import { SESSION_COOKIE } from '../features/auth/sessions.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from '../features/auth/knownDevices.js';
import { negotiateLocale, type Locale } from '../../shared/locales.js';
import { requestVersion } from '../db/readMemo.js';

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
  readonly ip: string;
  /** The presented session token: the bearer header first, else the session cookie. */
  readonly token: string | undefined;
  /** The User-Agent header, kept with a new session (Settings › Devices). */
  readonly userAgent: string | undefined;
  /** The Accept-Language header: the language of a visitor who has not chosen one (decision 071). */
  readonly acceptLanguage: string | undefined;
  authenticate(): Promise<AuthenticatedUser | null>;
  /**
   * The database's version (db/readMemo.ts requestVersion) as this request first read it, or undefined when nothing may
   * be served from a kept answer. Read once per request: the session check and every kept /trpc answer of a batch use
   * the same reading, so the request is answered from the data as it was when it began.
   */
  storedVersion(): Promise<string | undefined>;
  /**
   * The language of the person asking as far as it is known without a query (decision 080): the member's own once
   * the session was looked up, else Accept-Language, else English.
   */
  readonly locale: Locale;
  /** The same, looking the session up first if nothing did yet: for an error's answer, never on the way to a success. */
  answerLocale(): Promise<Locale>;
  /** `expiresAt` undefined: a browser session's cookie, without an expiry ("Remember me" unticked). */
  setSessionCookie(token: string, expiresAt: Date | undefined): void;
  clearSessionCookie(): void;
  /** The known-device cookie (auth/knownDevices.ts), if the browser sent one. */
  readonly deviceToken: string | undefined;
  setDeviceCookie(token: string): void;
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

/**
 * One per request. A class, not an object literal of closures: every request builds one, and its methods then live
 * once on the prototype instead of being created (and, under tsx, renamed) per request — measured at several
 * microseconds a request on GET /api/auth/me (docs/decisions/005-hot-paths.md).
 */
class FastifyRequestInfo implements RequestInfo {
  readonly token: string | undefined;
  #pending: Promise<AuthenticatedUser | null> | undefined;
  #version: Promise<string | undefined> | undefined;
  #memberLocale: Locale | undefined;

  constructor(
    private readonly deps: AppDeps,
    private readonly req: FastifyRequest,
    private readonly reply: FastifyReply | undefined,
  ) {
    this.token = presentedToken(req);
  }

  /** Working out the address (proxy headers included) is only needed by the few calls that rate-limit. */
  get ip(): string {
    return this.req.ip;
  }

  get userAgent(): string | undefined {
    return this.req.headers['user-agent'];
  }

  get acceptLanguage(): string | undefined {
    return this.req.headers['accept-language'];
  }

  authenticate(): Promise<AuthenticatedUser | null> {
    this.#pending ??= this.token ? this.#check(this.token) : Promise.resolve(null);
    return this.#pending;
  }

  storedVersion(): Promise<string | undefined> {
    this.#version ??= requestVersion(this.deps.database);
    return this.#version;
  }

  async #check(token: string): Promise<AuthenticatedUser | null> {
    const auth = await authenticate(this.deps, token, await this.storedVersion());
    this.#memberLocale = auth?.user.locale;
    // Sliding expiry: a renewed session gets a renewed cookie, when the cookie is how it came.
    if (auth?.renewedUntil && token === this.req.cookies?.[SESSION_COOKIE]) this.setSessionCookie(token, auth.renewedUntil);
    return auth;
  }

  get locale(): Locale {
    return this.#memberLocale ?? negotiateLocale(this.acceptLanguage);
  }

  async answerLocale(): Promise<Locale> {
    // A failing lookup (the database is down) leaves the header to decide: the error being answered matters more.
    await this.authenticate().catch(() => null);
    return this.locale;
  }

  setSessionCookie(token: string, expiresAt: Date | undefined): void {
    this.reply?.setCookie(SESSION_COOKIE, token, expiresAt ? { ...this.#cookieOptions(), expires: expiresAt } : this.#cookieOptions());
  }

  clearSessionCookie(): void {
    this.reply?.clearCookie(SESSION_COOKIE, this.#cookieOptions());
  }

  get deviceToken(): string | undefined {
    return this.req.cookies?.[DEVICE_COOKIE];
  }

  setDeviceCookie(token: string): void {
    this.reply?.setCookie(DEVICE_COOKIE, token, { ...this.#cookieOptions(), maxAge: DEVICE_COOKIE_MAX_AGE_S });
  }

  #cookieOptions() {
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecureRequest(this.deps, this.req) };
  }
}

export function createContext(deps: AppDeps, req: FastifyRequest, reply: FastifyReply | undefined): Context {
  return { deps, request: new FastifyRequestInfo(deps, req, reply) };
}

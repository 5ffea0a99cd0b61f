import { hasCompleted } from '../survey/survey.service.js';
import { ASSESSMENT_REQUIRED_MESSAGE } from '../../trpc/init.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { AppDeps } from '../../deps.js';
import { loggableError } from '../../errors.js';
import { authenticate, SESSION_ENDED_TOPIC, SESSIONS_ENDED_TOPIC } from '../auth/auth.service.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { bearerToken } from '../../trpc/context.js';
import { isOwnOrigin } from '../../origin.js';
import { presenceOf } from '../notifications/presence.js';
import { clientFrame, MAX_MESSAGE_LENGTH, SOCKET_PATH, type ServerEvent, type SocketErrorCode } from './protocol.js';
import { CHAT_TOPIC, messageJson } from './delivery.js';
import { sendMessage } from './shared-chat.service.js';
import { localeOrDefault, negotiateLocale, type Locale } from '../../../shared/locales.js';
import { localizeMessage } from '../../i18n/localizeError.js';

export interface ChatSocketOptions {
  /** A socket that has not authenticated by then is closed (default 10 s). */
  authTimeoutMs?: number;
  /** Ping interval; a socket that did not answer the previous ping is terminated (default 25 s). */
  heartbeatMs?: number;
  /** A socket whose unsent output exceeds this is dropped (it reconnects and fetches what it missed). */
  maxBufferedBytes?: number;
}

/** Tests (and the benchmark) shorten the timers of the next app built on these deps (deps.chatSocket). */
export function setChatSocketOptions(deps: AppDeps, options: ChatSocketOptions): void {
  deps.chatSocket = options;
}

/** Close codes (4000-4999 are the application's). */
export const CLOSE_CODES = { authTimeout: 4401, authFailed: 4403, assessmentRequired: 4409, tooSlow: 4408, tooManySockets: 4429, shutdown: 1001, resync: 1012 } as const;

/** The subset of a `ws` socket this gateway uses (the ws package ships no types here). */
interface RawSocket {
  readyState: number;
  bufferedAmount: number;
  send(data: string | Buffer, options?: { binary: boolean }): void;
  /** ws's TCP socket (a field ws has always had); corked for the rest of a tick, see `send`. */
  _socket?: { cork(): void; uncork(): void };
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

const OPEN = 1;

interface Client {
  socket: RawSocket;
  userId: string | undefined;
  /** The session that authenticated the socket: re-checked at every heartbeat (sign-out, deactivation). */
  token: string | undefined;
  alive: boolean;
  /** Frames of one socket are handled one after the other, so a person's messages are stored in the order sent. */
  queue: Promise<void>;
  authTimer: NodeJS.Timeout | undefined;
  unauthenticatedFrames: number;
  /** The language its error texts are written in: the browser's until it signs in, then the member's own. */
  locale: Locale;
  /** Its TCP socket is corked until the end of this tick (see `send`). */
  corked: boolean;
}

function codeOf(error: unknown): SocketErrorCode {
  if (error instanceof TRPCError) {
    switch (error.code) {
      case 'NOT_FOUND':
        return 'not_found';
      case 'TOO_MANY_REQUESTS':
        return 'rate_limited';
      case 'PAYLOAD_TOO_LARGE':
        return 'too_long';
      case 'BAD_REQUEST':
        return 'invalid';
      case 'UNAUTHORIZED':
        return 'not_authenticated';
      default:
        return 'server_error';
    }
  }
  return 'server_error';
}

/**
 * The real-time socket at /ws (spec §7). Protocol (see protocol.ts):
 * - client → server: {type:'auth', token} | {type:'shared_message', conversationId, content, clientId?} | {type:'ping'}
 * - server → client: auth_success, new_message, ack, coach_typing, error {code, message, clientId?}, pong
 * The upgrade is refused (403) unless its Origin is this host or PUBLIC_URL; the session cookie authenticates at
 * upgrade when an Origin is present (a browser), else the first frame must be auth. Every event reaches a person's
 * sockets in every instance through the pub/sub port.
 */
export async function registerChatSocket(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const options = deps.chatSocket;
  const authTimeoutMs = options.authTimeoutMs ?? 10_000;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxBuffered = options.maxBufferedBytes ?? 8 * 1024 * 1024;
  const clients = new Set<Client>();
  const byUser = new Map<string, Set<Client>>();

  // Frames sent to one socket in the same tick leave in one write (one system call): a sender's own new_message and
  // its ack always come together, and a busy group commit delivers several messages to a reader at once. Each socket
  // is corked at its first frame of the tick and uncorked when the tick's callbacks and promise reactions are done.
  const corked: Client[] = [];
  const uncorkAll = () => {
    for (const client of corked.splice(0)) {
      client.corked = false;
      client.socket._socket?.uncork();
    }
  };
  /** A text frame: an event object, its JSON, or that JSON already encoded (one Buffer shared by every recipient). */
  const send = (client: Client, event: ServerEvent | string | Buffer) => {
    const { socket } = client;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > maxBuffered) {
      socket.terminate(); // a reader that cannot keep up: it reconnects and fetches what it missed
      return;
    }
    if (!client.corked && socket._socket) {
      socket._socket.cork();
      client.corked = true;
      if (corked.push(client) === 1) process.nextTick(uncorkAll);
    }
    if (Buffer.isBuffer(event)) socket.send(event, { binary: false });
    else socket.send(typeof event === 'string' ? event : JSON.stringify(event));
  };
  const sendError = (client: Client, code: SocketErrorCode, message: string, clientId?: string | null) =>
    send(client, { type: 'error', code, message: localizeMessage(message, client.locale), ...(clientId !== undefined ? { clientId } : {}) });

  const unsubscribe = await deps.pubsub.subscribe(CHAT_TOPIC, (payload) => {
    const cut = payload.indexOf('\n');
    if (cut < 0) return;
    let recipients: string[];
    try {
      recipients = JSON.parse(payload.slice(0, cut)) as string[];
    } catch {
      return;
    }
    // Encoded to bytes once, however many sockets it goes to (ws would encode a string again for each).
    let event: Buffer | undefined;
    for (const userId of recipients) {
      for (const client of byUser.get(userId) ?? []) send(client, (event ??= Buffer.from(payload.slice(cut + 1))));
    }
  });

  // A member whose sessions all ended (deactivation) loses their sockets at once.
  const unsubscribeEnded = await deps.pubsub.subscribe(SESSIONS_ENDED_TOPIC, (userId) => {
    for (const client of byUser.get(userId) ?? []) client.socket.close(CLOSE_CODES.authFailed, 'Session ended');
  });

  // One session ended (sign-out, Settings › Devices, a password change): the sockets it authenticated close at once.
  const unsubscribeOne = await deps.pubsub.subscribe(SESSION_ENDED_TOPIC, (sessionId) => {
    for (const client of clients) {
      if (client.token?.startsWith(`${sessionId}.`)) client.socket.close(CLOSE_CODES.authFailed, 'Session ended');
    }
  });

  // Redis came back after an outage: events published meanwhile were lost. Closing the sockets (1012, "service
  // restart") makes every client reconnect and fetch what it missed with `after=`, as after any drop.
  const stopRecovered = deps.pubsub.onRecovered(() => {
    for (const client of clients) client.socket.close(CLOSE_CODES.resync, 'Resync');
  });

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      try {
        client.socket.ping();
      } catch {
        client.socket.terminate();
        continue;
      }
      // A session that ended (sign-out, deactivation, expiry) ends its sockets too.
      const token = client.token;
      if (token) {
        authenticate(deps, token)
          .then((auth) => {
            if (!auth && client.token === token) client.socket.close(CLOSE_CODES.authFailed, 'Session ended');
          })
          .catch(() => undefined);
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await unsubscribe();
    await unsubscribeEnded();
    await unsubscribeOne();
    stopRecovered();
    for (const client of clients) {
      clearTimeout(client.authTimer);
      client.socket.close(CLOSE_CODES.shutdown, 'Server restarting');
    }
  });

  const presence = presenceOf(deps);
  const waiting = unauthenticatedPerAddress(deps.config.limits.enabled ? deps.config.limits.wsUnauthenticatedPerAddress : Infinity);
  const signIn = (client: Client, userId: string, token: string) => {
    client.token = token;
    if (client.userId === userId) return send(client, { type: 'auth_success', userId });
    if (client.userId) {
      byUser.get(client.userId)?.delete(client);
      presence.leave(client.userId);
    }
    client.userId = userId;
    waiting.release(client);
    presence.join(userId);
    clearTimeout(client.authTimer);
    client.authTimer = undefined;
    let set = byUser.get(userId);
    if (!set) byUser.set(userId, (set = new Set()));
    // A cap per person and instance (WS_SOCKETS_PER_MEMBER): a script cannot hold thousands of sockets on one
    // account. The newest is refused rather than an older one closed, so tabs cannot take turns evicting each other;
    // the web client retries with back-off.
    const cap = deps.config.limits.enabled ? deps.config.limits.wsSocketsPerMember : Infinity;
    if (set.size >= cap) {
      client.userId = undefined;
      presence.leave(userId);
      if (set.size === 0) byUser.delete(userId);
      client.socket.close(CLOSE_CODES.tooManySockets, 'Too many open connections');
      return;
    }
    set.add(client);
    send(client, { type: 'auth_success', userId });
  };

  // The assessment gate (spec §6) holds for the socket too: shared chats open once the survey is done.
  const refuseUnassessed = (client: Client) => {
    sendError(client, 'assessment_required', ASSESSMENT_REQUIRED_MESSAGE);
    client.socket.close(CLOSE_CODES.assessmentRequired, 'Assessment required');
  };

  const handleFrame = async (client: Client, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (!client.userId && ++client.unauthenticatedFrames > 20) {
      client.socket.close(CLOSE_CODES.authFailed, 'Authenticate first');
      return;
    }
    if (isBinary) return sendError(client, 'bad_frame', 'Frames must be JSON text.');
    // ws hands over a Buffer (its default binaryType): decoded in place, not copied first
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data).toString('utf8');
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return sendError(client, 'bad_frame', 'Frames must be JSON objects.');
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return sendError(client, 'bad_frame', 'Frames must be JSON objects.');
    const parsed = clientFrame.safeParse(frame);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'type') return sendError(client, 'unknown_type', 'Unknown frame type.');
      // A malformed message still answers with the clientId it carried, if any, so the sender can mark it failed.
      const raw = (frame as { clientId?: unknown }).clientId;
      const clientId = typeof raw === 'string' && raw.length <= 100 ? raw : null;
      if ((frame as { type?: unknown }).type === 'shared_message') {
        if (!client.userId) return sendError(client, 'not_authenticated', 'Please sign in to continue.', clientId);
        return sendError(client, 'invalid', issue?.message ?? 'Invalid frame.', clientId);
      }
      return sendError(client, 'invalid', issue?.message ?? 'Invalid frame.');
    }
    const f = parsed.data;
    switch (f.type) {
      case 'auth': {
        const auth = await authenticate(deps, f.token);
        if (!auth) {
          sendError(client, 'auth_failed', 'Please sign in to continue.');
          client.socket.close(CLOSE_CODES.authFailed, 'Authentication failed');
          return;
        }
        client.locale = localeOrDefault(auth.user.locale);
        if (!(await hasCompleted(deps, auth.user.id))) return refuseUnassessed(client);
        return signIn(client, auth.user.id, f.token);
      }
      case 'ping':
        return send(client, { type: 'pong' });
      case 'shared_message': {
        const clientId = f.clientId ?? null;
        if (!client.userId) return sendError(client, 'not_authenticated', 'Please sign in to continue.', clientId);
        if (f.content.trim().length > MAX_MESSAGE_LENGTH) {
          return sendError(client, 'too_long', `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`, clientId);
        }
        try {
          const message = await sendMessage(deps, client.userId, f.conversationId, f.content);
          // The same text as JSON.stringify of the ack event, reusing the message's JSON from its new_message event.
          send(client, `{"type":"ack","clientId":${JSON.stringify(clientId)},"message":${messageJson(message)}}`);
        } catch (error) {
          const code = codeOf(error);
          if (code === 'server_error') deps.logger?.error({ err: loggableError(error) }, 'shared message failed');
          sendError(client, code, code === 'server_error' ? 'Something went wrong. Please try again.' : (error as Error).message, clientId);
        }
        return;
      }
    }
  };

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
        const origin = req.headers.origin;
        if (origin !== undefined && !isOwnOrigin(deps, origin, req)) {
          return reply.code(403).send({ message: 'This connection did not come from Attune and was refused.' });
        }
      },
    },
    (rawSocket, req) => {
      const socket = rawSocket as unknown as RawSocket;
      const client: Client = { socket, userId: undefined, token: undefined, alive: true, queue: Promise.resolve(), authTimer: undefined, unauthenticatedFrames: 0, locale: negotiateLocale(req.headers['accept-language']), corked: false };
      // Sockets not signed in yet, per network address (WS_UNAUTHENTICATED_PER_ADDRESS): nobody can hold thousands of
      // anonymous sockets open until each one's authentication timer fires.
      if (!waiting.admit(req.ip, client)) {
        socket.close(CLOSE_CODES.tooManySockets, 'Too many open connections');
        return;
      }
      clients.add(client);
      client.authTimer = setTimeout(() => {
        if (!client.userId) client.socket.close(CLOSE_CODES.authTimeout, 'Authentication timed out');
      }, authTimeoutMs);
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('error', () => socket.terminate());
      socket.on('close', () => {
        clearTimeout(client.authTimer);
        clients.delete(client);
        waiting.release(client);
        if (client.userId) {
          presence.leave(client.userId);
          const set = byUser.get(client.userId);
          set?.delete(client);
          if (set && set.size === 0) byUser.delete(client.userId);
        }
      });
      socket.on('message', (data, isBinary) => {
        client.alive = true;
        client.queue = client.queue
          .then(() => handleFrame(client, data, isBinary))
          .catch((error: unknown) => {
            deps.logger?.error({ err: loggableError(error) }, 'socket frame failed');
            sendError(client, 'server_error', 'Something went wrong. Please try again.');
          });
      });
      // A browser (it sends an Origin, checked above) may authenticate with its session cookie or a bearer header.
      const token = bearerToken(req) ?? (req.headers.origin ? req.cookies?.[SESSION_COOKIE] : undefined);
      if (token) {
        client.queue = client.queue.then(async () => {
          const auth = await authenticate(deps, token);
          if (!auth || socket.readyState !== OPEN) return;
          client.locale = localeOrDefault(auth.user.locale);
          if (!(await hasCompleted(deps, auth.user.id))) return refuseUnassessed(client);
          signIn(client, auth.user.id, token);
        });
      }
    },
  );
}

/** Counts the sockets of each network address that have not signed in yet. */
function unauthenticatedPerAddress(cap: number) {
  const byAddress = new Map<string, Set<object>>();
  const addressOf = new Map<object, string>();
  return {
    /** False when the address already holds `cap` sockets waiting to sign in. */
    admit(address: string, client: object): boolean {
      let set = byAddress.get(address);
      if ((set?.size ?? 0) >= cap) return false;
      if (!set) byAddress.set(address, (set = new Set()));
      set.add(client);
      addressOf.set(client, address);
      return true;
    },
    /** The socket signed in or closed. */
    release(client: object): void {
      const address = addressOf.get(client);
      if (address === undefined) return;
      addressOf.delete(client);
      const set = byAddress.get(address);
      set?.delete(client);
      if (set?.size === 0) byAddress.delete(address);
    },
  };
}

/**
 * Test helpers for the shared chat: real apps listening on loopback, real `ws` clients, connections as rows.
 * Used by the integration tests and the benchmark; never by the app.
 */
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.js';
import type { Database } from '../db/database.js';
import { closeDeps, createDeps, type AppDeps } from '../deps.js';
import type { AppConfig } from '../env.js';
import { newId, nowIso } from '../ids.js';
import type { CoachProvider } from '../ports/coach/types.js';
import { testConfig } from './app.js';
import type { ServerEvent, SharedMessage } from '../features/shared-chat/protocol.js';
import { setChatSocketOptions, type ChatSocketOptions } from '../features/shared-chat/shared-chat.socket.js';

// ------------------------------------------------------------------------------------------------ ws client

/** The part of the `ws` client API the tests use (the package ships no types in this project). */
export interface WsClient {
  readyState: number;
  send(data: string | Buffer): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'open', listener: () => void): WsClient;
  on(event: 'message', listener: (data: Buffer) => void): WsClient;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): WsClient;
  on(event: 'error', listener: (error: Error) => void): WsClient;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode: number }) => void): WsClient;
  once(event: 'open', listener: () => void): WsClient;
}
type WsCtor = new (url: string, options?: { headers?: Record<string, string>; origin?: string; perMessageDeflate?: boolean; autoPong?: boolean }) => WsClient;
export const WebSocketClient = createRequire(import.meta.url)('ws') as WsCtor;

export class TestSocket {
  readonly events: ServerEvent[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;
  private waiters: { pred: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void }[] = [];
  readonly ws: WsClient;
  status: number | undefined;
  /** Called for every event as it arrives. */
  onEvent: ((e: ServerEvent) => void) | undefined;

  constructor(url: string, options: { headers?: Record<string, string>; origin?: string; autoPong?: boolean } = {}) {
    this.ws = new WebSocketClient(url, { ...options, perMessageDeflate: false });
    this.opened = new Promise((resolve, reject) => {
      this.ws.on('open', () => resolve());
      this.ws.on('error', (error) => reject(error));
      this.ws.on('unexpected-response', (_req, res) => {
        this.status = res.statusCode;
        reject(new Error(`unexpected response ${res.statusCode}`));
      });
    });
    this.opened.catch(() => undefined);
    this.closed = new Promise((resolve) => this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.ws.on('message', (data) => {
      const event = JSON.parse(data.toString()) as ServerEvent;
      this.events.push(event);
      this.onEvent?.(event);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(event)) return true;
        w.resolve(event);
        return false;
      });
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /**
   * The first event (already received or to come) matching `pred`. The timeout only turns a missing event into a
   * readable failure before the test's own (60 s for the server tests): a hang guard, not a speed check. The PostgreSQL
   * pass beside the browser pass on CI's two cores has taken over 15 s to deliver one.
   */
  waitFor<T = ServerEvent>(pred: (e: ServerEvent) => boolean, timeoutMs = 45_000): Promise<T> {
    const seen = this.events.find(pred);
    if (seen) return Promise.resolve(seen as unknown as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events.slice(-5))}`)), timeoutMs);
      this.waiters.push({
        pred,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e as unknown as T);
        },
      });
    });
  }

  of<T extends ServerEvent['type']>(type: T): Extract<ServerEvent, { type: T }>[] {
    return this.events.filter((e) => e.type === type) as Extract<ServerEvent, { type: T }>[];
  }

  /** Messages received through new_message for one conversation. */
  messages(conversationId: string): SharedMessage[] {
    return this.of('new_message')
      .filter((e) => e.conversationId === conversationId)
      .map((e) => e.message);
  }

  close(): void {
    this.ws.close();
  }
}

/** Opens a socket and authenticates with a token; resolves once auth_success arrived. */
export async function connectAs(baseWs: string, token: string): Promise<TestSocket> {
  const s = new TestSocket(baseWs);
  await s.opened;
  s.send({ type: 'auth', token });
  await s.waitFor((e) => e.type === 'auth_success');
  return s;
}

// ------------------------------------------------------------------------------------------------ apps

export interface Instance {
  app: FastifyInstance;
  deps: AppDeps;
  port: number;
  baseUrl: string;
  wsUrl: string;
  stop(): Promise<void>;
}

/** One app on a database, listening on loopback (a given port, or a free one). */
export async function startInstance(
  database: Database,
  options: { config?: Partial<AppConfig>; socket?: ChatSocketOptions; port?: number; coach?: CoachProvider } = {},
): Promise<Instance> {
  const deps = createDeps({
    database,
    config: testConfig({ publicUrl: 'http://attune.test', ...options.config }),
    ...(options.coach ? { coach: options.coach } : {}),
  });
  if (options.socket) setChatSocketOptions(deps, options.socket);
  const app = await createApp(deps, { logLevel: false });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    deps,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    async stop() {
      await app.close();
      await closeDeps(deps);
    },
  };
}

/** An active connection between two people, as a row (the connections feature owns the real flow). */
export async function insertConnection(database: Database, user1Id: string, user2Id: string, relationshipType = 'friend'): Promise<string> {
  const id = newId();
  const now = nowIso();
  await database.db
    .insertInto('connections')
    .values({
      id,
      user1_id: user1Id,
      user2_id: user2Id,
      pair_key: [user1Id, user2Id].sort().join(':'),
      status: 'active',
      relationship_type: relationshipType,
      invitation_id: null,
      created_at: now,
      accepted_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** JSON over HTTP with a bearer token. */
export async function http<T = unknown>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------------------------------------ a resilient client

/**
 * What the web client does, headless: one socket, reconnect with back-off, and after each reconnect fetch what was
 * missed (`after=` the last seq held when the socket dropped); every message is kept once, by id.
 */
export class ResilientClient {
  readonly held = new Map<string, SharedMessage>();
  readonly acked = new Set<string>();
  deliveries = 0;
  reconnects = 0;
  /** Messages first learned from the fetch after a reconnect (missed while down). */
  recovered = 0;
  /** Sends that got no acknowledgement (socket down or dropped). */
  unacked = 0;
  private socket: TestSocket | undefined;
  private stopped = false;
  private live: Promise<void> = Promise.resolve();
  private lastSeq = 0;
  private counter = 0;
  private downUntil = 0;

  constructor(
    private readonly token: string,
    private readonly conversationId: string,
    private readonly target: () => { wsUrl: string; baseUrl: string },
  ) {}

  private receive(m: SharedMessage): void {
    if (m.conversationId !== this.conversationId) return;
    this.deliveries += 1;
    if (!this.held.has(m.id)) this.held.set(m.id, m);
    this.lastSeq = Math.max(this.lastSeq, m.seq);
  }

  async start(): Promise<void> {
    this.live = this.connect(0);
    await this.live;
  }

  /** Resolves once connected, authenticated and caught up. */
  private async connect(attempt: number): Promise<void> {
    const missedAfter = this.lastSeq; // fixed before any live event of the new socket can move it
    const down = this.downUntil - Date.now();
    if (down > 0) await sleep(down); // the network is still out
    while (!this.stopped) {
      try {
        const s = new TestSocket(this.target().wsUrl);
        s.onEvent = (e) => {
          if (e.type === 'new_message') this.receive(e.message);
          if (e.type === 'ack') this.receive(e.message);
        };
        await s.opened;
        s.send({ type: 'auth', token: this.token });
        await s.waitFor((e) => e.type === 'auth_success', 2000);
        this.socket = s;
        void s.closed.then(() => {
          if (this.socket !== s || this.stopped) return;
          this.socket = undefined;
          this.reconnects += 1;
          this.live = this.connect(0);
        });
        await this.fetchAfter(missedAfter);
        return;
      } catch {
        attempt += 1;
        await sleep(Math.min(50 * 2 ** attempt, 1000));
      }
    }
  }

  private async fetchAfter(after: number): Promise<void> {
    let cursor = after;
    for (;;) {
      const res = await http<SharedMessage[]>(this.target().baseUrl, 'GET', `/api/shared-conversations/${this.conversationId}/messages?after=${cursor}`, this.token);
      if (res.status !== 200) throw new Error(`fetch missed: ${res.status}`);
      for (const m of res.body) {
        if (!this.held.has(m.id)) this.recovered += 1;
        this.receive(m);
      }
      if (res.body.length < 1000) return;
      cursor = res.body[res.body.length - 1]!.seq;
    }
  }

  /** Sends over the socket when live; true once acknowledged (stored). */
  async send(content: string, timeoutMs = 2000): Promise<boolean> {
    const s = this.socket;
    if (!s || s.ws.readyState !== 1) {
      this.unacked += 1;
      return false;
    }
    const clientId = `c${++this.counter}-${Math.random().toString(36).slice(2, 8)}`;
    s.send({ type: 'shared_message', conversationId: this.conversationId, content, clientId });
    try {
      const ack = await Promise.race([
        s.waitFor<{ type: 'ack'; message: SharedMessage }>((e) => e.type === 'ack' && e.clientId === clientId, timeoutMs),
        s.closed.then(() => {
          throw new Error('closed');
        }),
      ]);
      this.acked.add(ack.message.id);
      return true;
    } catch {
      this.unacked += 1;
      return false;
    }
  }

  /** Drops the socket abruptly (no close frame); the client stays offline for `downMs` before reconnecting. */
  kill(downMs = 0): void {
    this.downUntil = Date.now() + downMs;
    this.socket?.ws.terminate();
  }

  async whenLive(): Promise<void> {
    await this.live;
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }
}

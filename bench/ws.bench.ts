// `npm run bench:ws`: the real-time shared chat under load. 1,000 sockets in 500 pairs, each pair in its own "with"
// conversation, against a real app on loopback (SQLite file, RATE_LIMITS off, every message stored before it is
// broadcast). Offered rates rise step by step; each step reports delivered messages/s (to the partner) and the p99
// of send-to-partner latency. The same load runs against a bare @fastify/websocket relay that stores nothing, in
// the same run, for the ratio. Target (issue 34): >= 12,000 stored messages/s delivered with p99 under 50 ms.
// BENCH_SIZE=smoke: 100 sockets, two short steps, only to prove it runs.
// The servers run in child processes (one at a time) so the load generator does not share their event loop.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { reportTarget, SMOKE, sized } from './size';

const PAIRS = sized('BENCH_PAIRS', 500, 50);
const RATES = (process.env.BENCH_RATES ?? (SMOKE ? '500,1000' : '1000,2000,4000,8000,12000,16000')).split(',').map(Number);
const STEP_MS = sized('BENCH_STEP_MS', 3000, 1000);
const TARGET_PER_S = 12_000;
const DRAIN_MS = sized('BENCH_DRAIN_MS', 1000, 500);
const HARD_LIMIT_MS = 240_000;

interface WsLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  terminate(): void;
  on(event: string, listener: (...args: any[]) => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, options?: object) => WsLike;
const SELF = fileURLToPath(import.meta.url);

// ------------------------------------------------------------------------------------------------ servers

async function serveAttune(dbFile: string): Promise<void> {
  const { openDatabase } = await import('../src/server/db/database.js');
  const { createDeps } = await import('../src/server/deps.js');
  const { createApp } = await import('../src/server/app.js');
  const database = openDatabase(dbFile);
  const config = {
    publicUrl: undefined,
    listenUrl: 'http://localhost:3000',
    adminEmail: undefined,
    staticDir: undefined,
    trustProxy: false,
    coachName: 'Aria',
    mail: { smtpUrl: undefined, from: 'Attune <bench@attune.local>' },
    coach: { provider: 'builtin' as const, model: undefined, anthropicApiKey: undefined, openaiBaseUrl: undefined, openaiApiKey: undefined },
    redisUrl: undefined,
    push: { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:bench@attune.local', extraEndpointHosts: [] },
    limits: { enabled: false, loginMaxFailures: 10, loginWindowMs: 900_000, invitesPerHour: 20, inviteMailsPerHour: 200, registrationsPerHour: 10, feedbackPerHour: 10, uploadsPerHour: 30, verificationMailsPerHour: 5, adminSetupAttemptsPerHour: 10, resetMailsPerNetworkPerHour: 10, coachCallsPerDay: 200, coachConversationsPerDay: 50, wsMessagesPerSecond: 10, wsSocketsPerMember: 10, wsUnauthenticatedPerAddress: 20 },
  };
  const deps = createDeps({ database, config });
  const app = await createApp(deps, { logLevel: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
}

/** The baseline: the same frames relayed between the two sockets of a pair, with nothing stored or checked. */
async function serveRelay(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { default: websocket } = await import('@fastify/websocket');
  const app = Fastify({ logger: false });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const pairs = new Map<string, (WsLike | undefined)[]>();
  let seq = 0;
  app.get('/relay', { websocket: true }, (socket, req) => {
    const ws = socket as unknown as WsLike;
    const { pair, side } = req.query as { pair: string; side: string };
    const slots = pairs.get(pair) ?? [undefined, undefined];
    slots[Number(side)] = ws;
    pairs.set(pair, slots);
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as { conversationId: string; content: string; clientId?: string };
      seq += 1;
      const message = { id: `m${seq}`, conversationId: frame.conversationId, senderId: side, senderRole: 'user', content: frame.content, createdAt: new Date().toISOString(), seq };
      const event = JSON.stringify({ type: 'new_message', conversationId: frame.conversationId, message });
      for (const peer of slots) if (peer && peer.readyState === 1) peer.send(event);
      ws.send(JSON.stringify({ type: 'ack', clientId: frame.clientId ?? null, message }));
    });
    ws.on('close', () => {
      slots[Number(side)] = undefined;
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
}

// ------------------------------------------------------------------------------------------------ fixtures

interface Fixture {
  dbFile: string;
  dir: string;
  people: { userId: string; token: string; conversationId: string; pair: number; side: number }[];
}

async function prepare(): Promise<Fixture> {
  const { openDatabase } = await import('../src/server/db/database.js');
  const { migrateToLatest } = await import('../src/server/db/migrate.js');
  const { generateSessionToken } = await import('../src/server/features/auth/sessions.js');
  const { newId } = await import('../src/server/ids.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-wsbench-'));
  const dbFile = path.join(dir, 'bench.db');
  const database = openDatabase(dbFile);
  await migrateToLatest(database);
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const people: Fixture['people'] = [];
  const { db } = database;
  type Values<T extends 'users' | 'sessions' | 'connections' | 'shared_conversations'> = Parameters<ReturnType<typeof db.insertInto<T>>['values']>[0];
  const users: Extract<Values<'users'>, { id: unknown }>[] = [];
  const sessions: Extract<Values<'sessions'>, { id: unknown }>[] = [];
  const connections: Extract<Values<'connections'>, { id: unknown }>[] = [];
  const conversations: Extract<Values<'shared_conversations'>, { id: unknown }>[] = [];
  for (let p = 0; p < PAIRS; p++) {
    const ids = [newId(), newId()];
    const connectionId = newId();
    const conversationId = newId();
    ids.forEach((id, side) => {
      users.push({ id, email: `bench-${p}-${side}@attune.local`, first_name: `P${p}`, last_name: `S${side}`, password_hash: 'x', profile_image_url: null, is_active: 1, created_at: now, updated_at: now });
      const s = generateSessionToken();
      sessions.push({ id: s.id, user_id: id, secret_hash: s.secretHash, created_at: now, expires_at: expires });
      people.push({ userId: id, token: s.token, conversationId, pair: p, side });
    });
    connections.push({ id: connectionId, user1_id: ids[0]!, user2_id: ids[1]!, pair_key: [...ids].sort().join(':'), status: 'active' as const, relationship_type: 'friend', invitation_id: null, created_at: now, accepted_at: now, updated_at: now });
    conversations.push({ id: conversationId, connection_id: connectionId, chat_mode: 'with' as const, about_user_id: null, created_by: ids[0]!, unique_key: `${connectionId}:with`, user1_ai_enabled: 0, user2_ai_enabled: 0, created_at: now, updated_at: now });
  }
  for (let i = 0; i < users.length; i += 200) await db.insertInto('users').values(users.slice(i, i + 200)).execute();
  for (let i = 0; i < sessions.length; i += 200) await db.insertInto('sessions').values(sessions.slice(i, i + 200)).execute();
  for (let i = 0; i < connections.length; i += 200) await db.insertInto('connections').values(connections.slice(i, i + 200)).execute();
  for (let i = 0; i < conversations.length; i += 200) await db.insertInto('shared_conversations').values(conversations.slice(i, i + 200)).execute();
  // Shared chats open only to members who completed the assessment (decision 010): each takes it, as in the tests.
  const { createDeps, closeDeps } = await import('../src/server/deps.js');
  const { testConfig } = await import('../src/server/test/app.js');
  const { giveAssessment } = await import('../src/server/test/connections.js');
  const deps = createDeps({ database, config: testConfig({ limits: { enabled: false } as never }) });
  for (let i = 0; i < people.length; i += 50) await Promise.all(people.slice(i, i + 50).map((person) => giveAssessment(deps, person.userId)));
  await closeDeps(deps);
  await database.close();
  return { dbFile, dir, people };
}

async function storedCount(dbFile: string): Promise<number> {
  const { openDatabase } = await import('../src/server/db/database.js');
  const database = openDatabase(dbFile);
  const row = await database.db.selectFrom('shared_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  await database.close();
  return Number(row.n);
}

// ------------------------------------------------------------------------------------------------ load

function startChild(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  // BENCH_SERVER_FLAGS adds Node flags to the servers only (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = fork(SELF, args, { execArgv: ['--import', 'tsx', ...flags], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, port: (JSON.parse(line) as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

interface StepResult {
  offered: number;
  sent: number;
  delivered: number;
  deliveredPerS: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function runTarget(name: 'relay' | 'attune', port: number, fixture: Fixture): Promise<{ steps: StepResult[]; acked: number }> {
  const sockets: WsLike[] = new Array(fixture.people.length);
  // Per step: send time by message content key, latencies of partner deliveries.
  let latencies: number[] = [];
  let delivered = 0;
  let acked = 0;
  let stepOpen = false;

  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const person = fixture.people[i]!;
      const url = name === 'relay' ? `ws://127.0.0.1:${port}/relay?pair=${person.pair}&side=${person.side}` : `ws://127.0.0.1:${port}/ws`;
      const ws = new WebSocket(url, { perMessageDeflate: false });
      sockets[i] = ws;
      const me = name === 'relay' ? String(person.side) : person.userId;
      ws.on('error', reject);
      ws.on('open', () => {
        if (name === 'relay') resolve();
        else ws.send(JSON.stringify({ type: 'auth', token: person.token }));
      });
      ws.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString()) as { type: string; message?: { senderId: string | null; content: string } };
        if (event.type === 'auth_success') return resolve();
        if (event.type === 'ack') {
          acked += 1;
          return;
        }
        if (event.type === 'error') throw new Error(`server refused: ${data.toString()}`);
        if (event.type !== 'new_message' || !event.message || event.message.senderId === me) return;
        const sentAt = Number(event.message.content.slice(2, event.message.content.indexOf('|')));
        if (!stepOpen) return;
        delivered += 1;
        latencies.push(performance.now() - sentAt);
      });
    });
  for (let i = 0; i < sockets.length; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, sockets.length - i) }, (_, k) => open(i + k)));
  }

  const steps: StepResult[] = [];
  let cursor = 0;
  for (const rate of RATES) {
    latencies = [];
    delivered = 0;
    stepOpen = true;
    let sent = 0;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = performance.now() - started;
        if (elapsed >= STEP_MS) {
          clearInterval(timer);
          return resolve();
        }
        const due = Math.floor((rate * elapsed) / 1000) - sent;
        for (let k = 0; k < due; k++) {
          const i = cursor++ % sockets.length;
          const person = fixture.people[i]!;
          const ws = sockets[i]!;
          if (ws.readyState !== 1) continue;
          ws.send(JSON.stringify({ type: 'shared_message', conversationId: person.conversationId, content: `t:${performance.now().toFixed(3)}|hello from ${i}`, clientId: `${sent + k}` }));
        }
        sent += Math.max(0, due);
      }, 2);
    });
    await new Promise((r) => setTimeout(r, DRAIN_MS));
    stepOpen = false;
    const sorted = latencies.sort((x, y) => x - y);
    steps.push({
      offered: rate,
      sent,
      delivered,
      // over the sending window actually offered (sent / rate seconds), so rounding at the edges does not count
      deliveredPerS: sent > 0 ? (delivered / sent) * rate : 0,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? NaN,
      lost: sent - delivered,
    });
    await new Promise((r) => setTimeout(r, 500)); // let late ones land outside the next step
  }
  for (const ws of sockets) ws?.terminate();
  return { steps, acked };
}

// ------------------------------------------------------------------------------------------------ main

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('ws bench: hard time limit reached, stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  guard.unref();
  const children: ChildProcess[] = [];
  process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

  const fixture = await prepare();
  const results: Record<string, { steps: StepResult[]; acked: number }> = {};
  try {
    for (const target of ['relay', 'attune'] as const) {
      const { child, port } = await startChild(target === 'relay' ? ['--serve-relay'] : ['--serve-attune', fixture.dbFile]);
      children.push(child);
      try {
        results[target] = await runTarget(target, port, fixture);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    const stored = await storedCount(fixture.dbFile);
    console.log(`\nWebSocket benchmark: ${PAIRS * 2} sockets in ${PAIRS} pairs, ${STEP_MS / 1000} s per step (+${DRAIN_MS / 1000} s drain), loopback, ${os.cpus().length} CPUs`);
    console.log('Delivered = messages received by the partner socket; latency = send to partner receipt (client clock).\n');
    console.log('offered/s | relay: delivered/s  p50 ms  p99 ms  lost | attune (stored): delivered/s  p50 ms  p99 ms  lost | ratio');
    RATES.forEach((rate, i) => {
      const r = results.relay!.steps[i]!;
      const a = results.attune!.steps[i]!;
      const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
      console.log(
        `${String(rate).padStart(9)} | ${r.deliveredPerS.toFixed(0).padStart(18)} ${f(r.p50).padStart(7)} ${f(r.p99).padStart(7)} ${String(r.lost).padStart(5)} | ${a.deliveredPerS.toFixed(0).padStart(28)} ${f(a.p50).padStart(7)} ${f(a.p99).padStart(7)} ${String(a.lost).padStart(5)} | ${(a.deliveredPerS / r.deliveredPerS).toFixed(2)}`,
      );
    });
    const attuneAcked = results.attune!.acked;
    console.log(`\nattune: ${attuneAcked} messages acknowledged, ${stored} rows in shared_messages (every acknowledged message stored: ${stored >= attuneAcked ? 'yes' : 'NO'})`);
    const best = results.attune!.steps.filter((s) => s.p99 < 50 && s.lost === 0).sort((x, y) => y.deliveredPerS - x.deliveredPerS)[0];
    reportTarget(
      `>= ${TARGET_PER_S} stored messages/s over ${PAIRS * 2} sockets with p99 delivery < 50 ms and nothing lost`,
      best !== undefined && best.deliveredPerS >= TARGET_PER_S,
      best ? `best ${best.deliveredPerS.toFixed(0)} msg/s at p99 ${best.p99.toFixed(1)} ms` : 'no step met p99 < 50 ms',
    );
    if (stored < attuneAcked) process.exitCode = 1;
  } finally {
    fs.rmSync(fixture.dir, { recursive: true, force: true });
    clearTimeout(guard);
  }
}

const role = process.argv[2];
// A clean exit on SIGTERM, so a server run with --cpu-prof writes its profile.
if (role) process.once('SIGTERM', () => process.exit(0));
if (role === '--serve-attune') await serveAttune(process.argv[3]!);
else if (role === '--serve-relay') await serveRelay();
else {
  await main();
  process.exit(process.exitCode ?? 0);
}

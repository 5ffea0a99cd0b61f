// `npm run bench:ws`: the real-time shared chat under load. 1,000 sockets in 500 pairs, each pair in its own "with"
// conversation, against a real app on loopback (SQLite file, RATE_LIMITS off, every message stored before it is
// acknowledged or broadcast). Offered rates rise step by step; each step reports delivered messages/s (to the
// partner), the p99 of send-to-partner latency and the server's CPU time per message. A bare @fastify/websocket relay
// that stores nothing carries the same load in the same run, for the ratio. Targets run in interleaved rounds (each
// rate: relay, then attune, …) and each figure is the median over the rounds, so other load on the machine weighs on
// all alike. Target (issue 34): >= 12,000 stored messages/s delivered with p99 under 50 ms.
// BENCH_BASELINE_SRC=<dir> adds a third target: the app built from another checkout's sources (say `git archive` of
// the main branch, with node_modules linked), to measure before and after in one run.
// BENCH_SIZE=smoke: 100 sockets, two short steps, one round, only to prove it runs.
// The servers run in child processes so the load generator does not share their event loop; each target checks its
// guarantees: every acknowledged message stored, the partner receives each conversation's messages once and in order.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reportTarget, SMOKE, sized } from './size';

const PAIRS = sized('BENCH_PAIRS', 500, 50);
const RATES = (process.env.BENCH_RATES ?? (SMOKE ? '500,1000' : '4000,8000,12000,16000')).split(',').map(Number);
const ROUNDS = sized('BENCH_ROUNDS', 3, 1);
const STEP_MS = sized('BENCH_STEP_MS', 3000, 1000);
const TARGET_PER_S = 12_000;
const DRAIN_MS = sized('BENCH_DRAIN_MS', 1000, 500);
const HARD_LIMIT_MS = sized('BENCH_LIMIT_MS', 900_000, 240_000);
const BASELINE_SRC = process.env.BENCH_BASELINE_SRC;

interface WsLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  terminate(): void;
  on(event: string, listener: (...args: any[]) => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, options?: object) => WsLike;
const SELF = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF), '..');

// ------------------------------------------------------------------------------------------------ servers

/** Answers the load generator's "cpu" requests with this process's CPU time, to show what a message costs. */
function answerCpu(): void {
  process.on('message', (m) => {
    if (m === 'cpu') process.send!({ cpu: process.cpuUsage() });
  });
}

async function serveAttune(dbFile: string, root: string): Promise<void> {
  const from = (file: string) => import(pathToFileURL(path.join(root, 'src/server', file)).href);
  const { openDatabase } = await from('db/database.js');
  const { createDeps } = await from('deps.js');
  const { createApp } = await from('app.js');
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
  answerCpu();
  const address = app.server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
}

/** The baseline: the same frames (new_message to both sockets, ack to the sender), with nothing stored or checked. */
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
  answerCpu();
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

/** The server's CPU time so far (user + system), in ms. */
function serverCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: { cpu?: NodeJS.CpuUsage }) => {
      if (!m.cpu) return;
      child.off('message', onMessage);
      resolve((m.cpu.user + m.cpu.system) / 1000);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

interface StepResult {
  sent: number;
  delivered: number;
  deliveredPerS: number;
  p50: number;
  p99: number;
  lost: number;
  /** Server CPU time per message sent in the step, in microseconds. */
  cpuUsPerMessage: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((x, y) => x - y);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Reads a number written right after `key` in a JSON text (the load generator parses only what it checks). */
function numberAfter(text: string, key: string, from = 0): number {
  const at = text.indexOf(key, from);
  return at < 0 ? NaN : Number.parseFloat(text.slice(at + key.length, at + key.length + 24));
}

/**
 * One server under load: its sockets, and per step the partner deliveries. A message's content carries its send
 * time, its step and its sender's index (`t:<ms>|<step>|<index>|…`), so a delivery is credited to the step it was
 * sent in (a late one is lost, never counted in the next step) and a socket can tell its own echo apart.
 */
class Target {
  readonly sockets: WsLike[];
  readonly results: StepResult[][] = RATES.map(() => []);
  acked = 0;
  /** Server CPU time (ms) from the first step on, and the acks counted by then: the whole run's cost per ack. */
  cpuAtStart = 0;
  ackedAtStart = 0;
  cpuUsPerAck = NaN;
  /** A partner delivery whose seq did not rise (a duplicate or out of order): must stay 0. */
  disordered = 0;
  private latencies: number[] = [];
  private delivered = 0;
  private step = -1;
  private cursor = 0;
  private readonly lastSeq: number[];

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    private readonly url: (i: number) => string,
    readonly dbFile: string | undefined,
    private readonly fixture: Fixture,
  ) {
    this.sockets = new Array(fixture.people.length);
    this.lastSeq = new Array(fixture.people.length).fill(0);
  }

  async open(): Promise<void> {
    const connect = (i: number) =>
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(this.url(i), { perMessageDeflate: false });
        this.sockets[i] = ws;
        const person = this.fixture.people[i]!;
        ws.on('error', reject);
        ws.on('open', () => {
          if (!this.dbFile) resolve();
          else ws.send(JSON.stringify({ type: 'auth', token: person.token }));
        });
        ws.on('message', (data: Buffer) => {
          const text = data.toString();
          if (text.startsWith('{"type":"ack"')) {
            this.acked += 1;
            return;
          }
          if (!text.startsWith('{"type":"new_message"')) {
            if (text.startsWith('{"type":"auth_success"')) return resolve();
            if (text.startsWith('{"type":"error"')) throw new Error(`${this.name} refused: ${text}`);
            return;
          }
          const content = text.indexOf('"content":"t:');
          const [sentAt, step, from] = text.slice(content + 13, text.indexOf('|hello', content)).split('|').map(Number);
          if (from === i) return; // its own message, echoed to every socket of the sender
          const seq = numberAfter(text, '"seq":', content);
          if (!(seq > this.lastSeq[i]!)) this.disordered += 1;
          this.lastSeq[i] = seq;
          if (step !== this.step) return;
          this.delivered += 1;
          this.latencies.push(performance.now() - sentAt!);
        });
      });
    for (let i = 0; i < this.sockets.length; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, this.sockets.length - i) }, (_, k) => connect(i + k)));
    }
  }

  /** Offers `RATES[rateIndex]` for one step; a warm-up step (the servers' code not yet compiled hot) is not kept. */
  async runStep(rateIndex: number, stepId: number, keep = true): Promise<void> {
    const rate = RATES[rateIndex]!;
    this.latencies = [];
    this.delivered = 0;
    this.step = stepId;
    let sent = 0;
    const cpuBefore = await serverCpuMs(this.child);
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
          const i = this.cursor++ % this.sockets.length;
          const person = this.fixture.people[i]!;
          const ws = this.sockets[i]!;
          if (ws.readyState !== 1) continue;
          const content = `t:${performance.now().toFixed(3)}|${stepId}|${i}|hello from ${i}`;
          ws.send(JSON.stringify({ type: 'shared_message', conversationId: person.conversationId, content, clientId: `${sent + k}` }));
        }
        sent += Math.max(0, due);
      }, 2);
    });
    await new Promise((r) => setTimeout(r, DRAIN_MS));
    const cpu = (await serverCpuMs(this.child)) - cpuBefore;
    this.step = -1; // what lands from now on is late: lost for its step
    const sorted = this.latencies.sort((x, y) => x - y);
    if (keep) this.results[rateIndex]!.push({
      sent,
      delivered: this.delivered,
      // over the sending window actually offered (sent / rate seconds), so rounding at the edges does not count
      deliveredPerS: sent > 0 ? (this.delivered / sent) * rate : 0,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      lost: sent - this.delivered,
      cpuUsPerMessage: sent > 0 ? (cpu * 1000) / sent : NaN,
    });
    await new Promise((r) => setTimeout(r, 500)); // let late ones land before the next step
  }

  /** Per rate, the median over the rounds of each figure (lost: the largest). */
  summary(rateIndex: number): StepResult {
    const rs = this.results[rateIndex]!;
    const m = (f: (r: StepResult) => number) => median(rs.map(f));
    return { sent: m((r) => r.sent), delivered: m((r) => r.delivered), deliveredPerS: m((r) => r.deliveredPerS), p50: m((r) => r.p50), p99: m((r) => r.p99), lost: Math.max(...rs.map((r) => r.lost)), cpuUsPerMessage: m((r) => r.cpuUsPerMessage) };
  }

  close(): void {
    for (const ws of this.sockets) ws?.terminate();
  }
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
  const targets: Target[] = [];
  let failed = false;
  try {
    const plan: { name: string; root?: string }[] = [{ name: 'relay' }, ...(BASELINE_SRC ? [{ name: 'baseline', root: path.resolve(BASELINE_SRC) }] : []), { name: 'attune', root: ROOT }];
    for (const { name, root } of plan) {
      // Each app gets its own copy of the prepared database, so each one's stored count is its own.
      const dbFile = root ? path.join(fixture.dir, `${name}.db`) : undefined;
      if (dbFile) fs.copyFileSync(fixture.dbFile, dbFile);
      const { child, port } = await startChild(dbFile ? ['--serve-attune', dbFile, root!] : ['--serve-relay']);
      children.push(child);
      const target = new Target(name, child, (i) => (dbFile ? `ws://127.0.0.1:${port}/ws` : `ws://127.0.0.1:${port}/relay?pair=${fixture.people[i]!.pair}&side=${fixture.people[i]!.side}`), dbFile, fixture);
      await target.open();
      targets.push(target);
    }
    let stepId = 0;
    for (const target of targets) {
      target.cpuAtStart = await serverCpuMs(target.child);
      target.ackedAtStart = target.acked;
    }
    for (const target of targets) await target.runStep(0, stepId++, false);
    for (let round = 0; round < ROUNDS; round++) {
      for (let r = 0; r < RATES.length; r++) for (const target of targets) await target.runStep(r, stepId++);
    }
    await new Promise((r) => setTimeout(r, DRAIN_MS)); // the last acks
    // Per ack over the whole run: under overload a server works off its backlog during the others' steps, which the
    // per-step figure misses; this one counts all of it.
    for (const target of targets) target.cpuUsPerAck = (((await serverCpuMs(target.child)) - target.cpuAtStart) * 1000) / Math.max(1, target.acked - target.ackedAtStart);
    for (const target of targets) target.close();
    for (const child of children) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }

    console.log(`\nWebSocket benchmark: ${PAIRS * 2} sockets in ${PAIRS} pairs, ${ROUNDS} interleaved rounds of ${STEP_MS / 1000} s per step (+${DRAIN_MS / 1000} s drain), loopback, ${os.cpus().length} CPUs`);
    console.log('Delivered = messages received by the partner socket; latency = send to partner receipt (client clock);');
    console.log('server µs/msg = server CPU time per message sent; each figure the median over the rounds, lost the most in a round.\n');
    const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
    console.log(`offered/s | ${targets.map((t) => `${t.name}: delivered/s  p50 ms  p99 ms  lost  server µs/msg`).join(' | ')}`);
    RATES.forEach((rate, i) => {
      const cells = targets.map((t) => {
        const s = t.summary(i);
        return `${f(s.deliveredPerS, 0).padStart(t.name.length + 14)} ${f(s.p50).padStart(7)} ${f(s.p99).padStart(7)} ${String(s.lost).padStart(5)} ${f(s.cpuUsPerMessage, 0).padStart(14)}`;
      });
      console.log(`${String(rate).padStart(9)} | ${cells.join(' | ')}`);
    });
    console.log('');
    for (const target of targets) {
      const stored = target.dbFile ? await storedCount(target.dbFile) : undefined;
      const storedOk = stored === undefined || stored >= target.acked;
      if (!storedOk || target.disordered > 0) failed = true;
      console.log(
        `${target.name}: ${target.acked} acknowledged${stored === undefined ? ' (stores nothing)' : `, ${stored} rows in shared_messages (every acknowledged message stored: ${storedOk ? 'yes' : 'NO'})`}, partner deliveries out of order or twice: ${target.disordered}, server CPU per acknowledged message over the run: ${f(target.cpuUsPerAck, 0)} µs`,
      );
    }
    const attune = targets.at(-1)!;
    const met = RATES.map((_, i) => attune.summary(i)).filter((s) => s.p99 < 50 && s.lost === 0);
    const best = met.sort((x, y) => y.deliveredPerS - x.deliveredPerS)[0];
    reportTarget(
      `>= ${TARGET_PER_S} stored messages/s over ${PAIRS * 2} sockets with p99 delivery < 50 ms and nothing lost`,
      best !== undefined && best.deliveredPerS >= TARGET_PER_S,
      best ? `best ${best.deliveredPerS.toFixed(0)} msg/s at p99 ${best.p99.toFixed(1)} ms` : 'no step met p99 < 50 ms',
    );
    if (failed) process.exitCode = 1;
  } finally {
    fs.rmSync(fixture.dir, { recursive: true, force: true });
    clearTimeout(guard);
  }
}

const role = process.argv[2];
// A clean exit on SIGTERM, so a server run with --cpu-prof writes its profile.
if (role) process.once('SIGTERM', () => process.exit(0));
if (role === '--serve-attune') await serveAttune(process.argv[3]!, process.argv[4]!);
else if (role === '--serve-relay') await serveRelay();
else {
  await main();
  process.exit(process.exitCode ?? 0);
}

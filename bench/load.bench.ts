/**
 * Load test (issue 20): a mixed workload of virtual members against the real server process, as `npm start` runs it
 * (`scripts/start.mjs`: the compiled server; RATE_LIMITS=off; the builtin coach, which answers offline like a stub
 * provider).
 *
 * Each virtual member holds a chat socket and, in a closed loop with think time (BENCH_THINK_MS, default 1-3 s),
 * does one of: sign in again, read results, read connections, send a chat message to their partner (timed until the
 * partner's socket receives it; a second, idle socket per member stands for the app open on another device), ask the coach (timed to the first words of the streamed reply, which must then
 * complete), write a journal entry
 * (a weekly action completed with a reflection; once all six types are done, the journal is reread). Reported per kind: count, p50, p99, errors; overall throughput; the
 * server's resident memory idle, with every socket open, and at its peak; where the cores went (the server's event
 * loop and other threads, argon2 for the sign-ins, this generator, what was left idle), the share of reads the server
 * itself answered within 500 ms, and connections the kernel dropped. Targets: 0 errors, p99 < 500 ms.
 *
 * Each member has their own HTTP connections (at most six, as a browser keeps per site). With one pool shared by
 * every member (fetch's default), requests waited seconds in this process before the server saw them: p99 of 8-19 s
 * at 1,500 members while the server's own measure had every read within 500 ms.
 *
 *   npx tsx bench/load.bench.ts                      # SQLite, 500 members, 60 s
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432/test npx tsx bench/load.bench.ts
 *   BENCH_MEMBERS=100 BENCH_SECONDS=10 npx tsx bench/load.bench.ts   # a quick look
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createHistogram, performance, type RecordableHistogram } from 'node:perf_hooks';
import pg from 'pg';
import { Agent, fetch } from 'undici';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createDeps, closeDeps } from '../src/server/deps';
import { register } from '../src/server/features/auth/auth.service';
import { connect } from '../src/server/test/demo-connections';
import { giveAssessment, LIVELY, QUIET } from '../src/server/test/connections';
import { hashPassword, verifyPassword } from '../src/server/features/auth/passwords';
import { testConfig } from '../src/server/test/app';
import { COACH_FALLBACKS } from '../src/server/features/coach/respond';
import { STABILITY_DIMENSIONS } from '../src/shared/assessment/types';
import { machineCpu, rssMb, SETTLE_MS, startServer, threadCpu } from './server.js';
import { reportTarget, SMOKE, sized } from './size';

const MEMBERS = sized('BENCH_MEMBERS', 500, 20);
const SECONDS = sized('BENCH_SECONDS', 60, 3);
const THINK_MS = (process.env.BENCH_THINK_MS ?? (SMOKE ? '200-600' : '1000-3000')).split('-').map(Number) as [number, number];
const PG_URL = process.env.BENCH_PG;
const PASSWORD = 'load test password';

interface WsLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  on(event: string, listener: (...args: any[]) => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, options?: object) => WsLike;

const KINDS = ['sign in', 'read results', 'read connections', 'chat message', 'coach message', 'journal entry'] as const;
type Kind = (typeof KINDS)[number];
/** Relative weights of the kinds in the mix. */
const MIX: Record<Kind, number> = { 'sign in': 1, 'read results': 4, 'read connections': 4, 'chat message': 6, 'coach message': 2, 'journal entry': 1 };

const stats = new Map<Kind, { histogram: RecordableHistogram; errors: number; lastError?: string }>(KINDS.map((k) => [k, { histogram: createHistogram(), errors: 0 }]));

function pickKind(): Kind {
  const total = Object.values(MIX).reduce((a, b) => a + b, 0);
  let roll = Math.random() * total;
  for (const kind of KINDS) if ((roll -= MIX[kind]) < 0) return kind;
  return 'read results';
}

// ------------------------------------------------------------------------------------------------ the server

type CpuReading = { server: Map<string, number>; generator: NodeJS.CpuUsage; machine: { busy: number; idle: number } };

/**
 * Node 20 leaves its threads unnamed (all "node"): the event loop's is told apart by its id; the others are the coach's
 * worker threads, libuv's pool (argon2 for every sign-in, file work) and V8's helpers (garbage collection, compiling).
 */
const THREAD_NAMES: Record<string, string> = { main: 'event loop', node: 'other threads' };

/** CPU ms of one argon2 verification with the server's parameters, measured here: what each sign-in costs the pool. */
async function argon2VerifyMs(): Promise<number> {
  const hash = await hashPassword(PASSWORD);
  const start = process.cpuUsage();
  for (let i = 0; i < 10; i++) await verifyPassword(hash, PASSWORD);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / 10;
}

/** The server's own metrics (GET /metrics), to tell time spent answering from time spent before the server saw a request. */
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** The share of a route's answers the server itself made within `seconds` (from its Prometheus histogram), or NaN. */
async function answeredWithin(base: string, route: string, seconds: number): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const count = (le: string) =>
    [...text.matchAll(/^attune_http_request_duration_seconds_bucket\{([^}]*)\} (\d+)/gm)]
      .filter((m) => m[1]!.includes(`route="${route}"`) && m[1]!.includes(`le="${le}"`))
      .reduce((n, m) => n + Number(m[2]), 0);
  return count(String(seconds)) / count('+Inf');
}

/** Connections the kernel dropped because the server's queue of connections not yet accepted was full (Linux). */
function listenOverflows(): number {
  if (!fs.existsSync('/proc/net/netstat')) return Number.NaN;
  const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith('TcpExt:'));
  const names = lines[at]!.split(/\s+/);
  const values = lines[at + 1]!.split(/\s+/);
  return Number(values[names.indexOf('ListenOverflows')]);
}

/**
 * The cores used during the mix (1.00 = one core busy the whole time), per server thread group, for the load
 * generator, and the machine's idle share: which resource runs out first (issue 34 item 6).
 */
function cpuAccount(before: CpuReading, after: CpuReading): string {
  const wall = (after.machine.busy + after.machine.idle - before.machine.busy - before.machine.idle) / os.availableParallelism();
  const cores = (seconds: number) => (seconds / wall).toFixed(2);
  const groups = [...after.server].map(([name, s]) => [name, s - (before.server.get(name) ?? 0)] as const).filter(([, s]) => s >= 0.05 * wall).sort((a, b) => b[1] - a[1]);
  const server = [...after.server.values()].reduce((a, b) => a + b, 0) - [...before.server.values()].reduce((a, b) => a + b, 0);
  const generator = (after.generator.user + after.generator.system) / 1e6;
  const idle = (after.machine.idle - before.machine.idle) / (wall * os.availableParallelism());
  return `CPU during the mix, in cores (of ${os.availableParallelism()}): server ${cores(server)} (${groups.map(([n, s]) => `${THREAD_NAMES[n] ?? n} ${cores(s)}`).join(', ')}); load generator ${cores(generator)}; machine idle ${(idle * 100).toFixed(0)}%`;
}

async function prepareDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  if (PG_URL) {
    const schema = `load_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    return {
      url: `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      async dispose() {
        const cleanup = new pg.Client({ connectionString: PG_URL });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-load-'));
  return { url: path.join(dir, 'load.db'), dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

interface Member {
  id: string;
  email: string;
  token: string;
  partner?: Member;
  conversationId?: string;
  coachConversationId?: string;
  socket?: WsLike;
  /** Stability types already completed with a journal entry this week. */
  journalled: number;
  /** Chat messages sent by this member and not yet seen by the partner: clientId → start time. */
  inFlight: Map<string, number>;
  /** The member's own connections to the server, at most six as a browser keeps per site. */
  browser: Agent;
}

/** People, their results and partners, written straight into the database before the server starts. */
async function seed(url: string): Promise<Member[]> {
  const database = url.startsWith('postgres') ? openDatabase(PG_URL!, { pgSchema: /search_path%3D(\w+)/.exec(url)?.[1] }) : openDatabase(url);
  await migrateToLatest(database);
  const deps = createDeps({ database, config: testConfig({ limits: { enabled: false } as never }) });
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, MEMBERS - i) }, async (_, j) => {
        const email = `load${i + j}@attune.test`;
        const { user, token } = await register(deps, { firstName: `Load${i + j}`, lastName: 'Member', email, password: PASSWORD });
        await giveAssessment(deps, user.id, (i + j) % 2 ? QUIET : LIVELY);
        return { id: user.id, email, token, journalled: 0, inFlight: new Map(), browser: new Agent({ connections: 6 }) } satisfies Member;
      }),
    );
    members.push(...batch);
  }
  for (let i = 0; i + 1 < members.length; i += 2) {
    await connect(deps, members[i]!.id, members[i + 1]!.id, 'couple', 'active');
    members[i]!.partner = members[i + 1];
    members[i + 1]!.partner = members[i];
  }
  await closeDeps(deps);
  await database.close();
  return members;
}

// ------------------------------------------------------------------------------------------------ the members

async function json(member: Member, base: string, method: string, p: string, token: string | undefined, body?: unknown): Promise<any> {
  const res = await fetch(base + p, {
    dispatcher: member.browser,
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${p.replace(/[0-9a-z]{20,}/gi, ':id')} answered ${res.status}`);
  return text ? JSON.parse(text) : undefined;
}

async function openSocket(wsUrl: string, member: Member): Promise<void> {
  const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
  member.socket = socket;
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: member.token })));
    socket.on('error', reject);
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as { type: string; clientId?: string; message?: { senderId: string; clientId?: string; content: string } };
      if (event.type === 'auth_success') resolve();
      // The partner's copy of a message: the sender's clock stops here.
      if (event.type === 'new_message' && event.message && event.message.senderId !== member.id) {
        const started = member.partner?.inFlight.get(event.message.content);
        if (started !== undefined) {
          member.partner!.inFlight.delete(event.message.content);
          stats.get('chat message')!.histogram.record(Math.max(1, Math.round((performance.now() - started) * 1000)));
        }
      }
    });
  });
}

async function act(base: string, member: Member, kind: Kind, counter: { n: number }): Promise<void> {
  const started = performance.now();
  switch (kind) {
    case 'sign in':
      await json(member, base, 'POST', '/api/auth/login', undefined, { email: member.email, password: PASSWORD });
      break;
    case 'read results':
      await json(member, base, 'GET', '/api/survey/results', member.token);
      break;
    case 'read connections':
      await json(member, base, 'GET', '/api/connections', member.token);
      break;
    case 'chat message': {
      if (!member.conversationId || !member.socket) return;
      const content = `m${counter.n++} from ${member.id}`;
      member.inFlight.set(content, started);
      member.socket.send(JSON.stringify({ type: 'shared_message', conversationId: member.conversationId, content, clientId: content }));
      return; // timed when the partner receives it
    }
    case 'coach message': {
      // What a person waits for: the first words of the reply (the builtin coach then paces the rest on purpose).
      const res = await fetch(`${base}/api/chat/conversations/${member.coachConversationId}/messages`, {
        dispatcher: member.browser,
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ content: 'How can we argue less about chores?' }),
      });
      if (!res.ok || !res.body) throw new Error(`coach message answered ${res.status}`);
      const decoder = new TextDecoder();
      let seen = '';
      let firstToken: number | undefined;
      for await (const chunk of res.body) {
        seen += decoder.decode(chunk as Uint8Array, { stream: true });
        if (firstToken === undefined && seen.includes('"type":"token"')) firstToken = performance.now();
      }
      if (firstToken === undefined || !seen.includes('"type":"done"')) throw new Error('the coach reply did not complete');
      // The coach's apology when its reply failed or passed its time limit is a complete answer too, but not a reply.
      const apology = Object.entries(COACH_FALLBACKS).find(([, text]) => seen.includes(JSON.stringify(text).slice(1, -1)));
      if (apology) throw new Error(`the coach answered with its '${apology[0]}' apology`);
      stats.get(kind)!.histogram.record(Math.max(1, Math.round((firstToken - started) * 1000)));
      return;
    }
    case 'journal entry': {
      // One weekly action per stability type can be completed; after all six the member rereads their journal.
      const type = STABILITY_DIMENSIONS[member.journalled++];
      if (!type) {
        await json(member, base, 'GET', '/api/journal-entries?page=1&pageSize=10', member.token);
        break;
      }
      const [action] = (await json(member, base, 'GET', `/api/stability-actions/${type}`, member.token)) as Array<{ id: string }>;
      if (!action) throw new Error('no weekly action to complete');
      await json(member, base, 'POST', '/api/journal-entries', member.token, { userStabilityActionId: action.id, content: 'We took a walk and talked without phones.', mood: 'Hopeful' });
      break;
    }
  }
  stats.get(kind)!.histogram.record(Math.max(1, Math.round((performance.now() - started) * 1000)));
}

async function main() {
  const db = await prepareDatabase();
  console.log(`seeding ${MEMBERS} members…`);
  const members = await seed(db.url);
  const server = await startServer(db.url, { METRICS_TOKEN: METRICS_TOKEN });
  await new Promise((r) => setTimeout(r, 2000));
  const startedMb = rssMb(server.child.pid!);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const idleMb = rssMb(server.child.pid!);

  // Sockets and conversations.
  for (const member of members) {
    if (member.partner && !member.partner.conversationId) {
      const connections = (await json(member, server.base, 'GET', '/api/connections', member.token)) as Array<{ id: string }>;
      const conversation = await json(member, server.base, 'POST', `/api/connections/${connections[0]!.id}/conversations/with`, member.token);
      member.conversationId = conversation.id;
      member.partner.conversationId = conversation.id;
    }
    member.coachConversationId = (await json(member, server.base, 'POST', '/api/chat/conversations', member.token, {})).id;
  }
  for (let i = 0; i < members.length; i += 50) await Promise.all(members.slice(i, i + 50).map((m) => openSocket(server.ws, m)));
  // Everyone also has the app open on a second device (an idle socket that only receives), for 2 × members sockets.
  const idleSockets: WsLike[] = [];
  for (let i = 0; i < members.length; i += 50) {
    await Promise.all(
      members.slice(i, i + 50).map(async (m) => {
        const second: Member = { ...m, inFlight: new Map(), partner: undefined };
        await openSocket(server.ws, second);
        idleSockets.push(second.socket!);
      }),
    );
  }
  await new Promise((r) => setTimeout(r, 1000));
  const socketsMb = rssMb(server.child.pid!);
  const socketCount = members.length + idleSockets.length;
  console.log(`${socketCount} sockets open; running the mix for ${SECONDS} s…`);

  let peakMb = socketsMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.child.pid!))), 500);
  // Where the cores go during the mix: the server's threads, this load generator, and what the machine has left.
  const verifyMs = await argon2VerifyMs();
  const overflowsBefore = listenOverflows();
  const cpuBefore = { server: threadCpu(server.child.pid!), generator: process.cpuUsage(), machine: machineCpu() };
  const end = Date.now() + SECONDS * 1000;
  const counter = { n: 0 };
  await Promise.all(
    members.map(async (member) => {
      await new Promise((r) => setTimeout(r, Math.random() * THINK_MS[1]));
      while (Date.now() < end) {
        const kind = pickKind();
        try {
          await act(server.base, member, kind, counter);
        } catch (error) {
          const entry = stats.get(kind)!;
          entry.errors += 1;
          entry.lastError = (error as Error).message;
        }
        await new Promise((r) => setTimeout(r, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])));
      }
    }),
  );
  const cpuAfter = { server: threadCpu(server.child.pid!), generator: process.cpuUsage(cpuBefore.generator), machine: machineCpu() };
  await new Promise((r) => setTimeout(r, 1000)); // the last chat messages arrive
  clearInterval(sampler);
  const lostChat = members.reduce((n, m) => n + m.inFlight.size, 0);
  stats.get('chat message')!.errors += lostChat;

  let total = 0;
  const rows = KINDS.map((kind) => {
    const { histogram, errors, lastError } = stats.get(kind)!;
    total += histogram.count;
    const ms = (p: number) => (histogram.count ? (histogram.percentile(p) / 1000).toFixed(1) : '-');
    return { kind, count: histogram.count, 'p50 ms': ms(50), 'p99 ms': ms(99), errors, ...(lastError ? { 'last error': lastError } : {}) };
  });
  console.log(`\nLoad test on ${PG_URL ? 'PostgreSQL' : 'SQLite'}: ${members.length} members for ${SECONDS} s, think time ${THINK_MS.join('-')} ms`);
  console.table(rows);
  console.log(`throughput: ${(total / SECONDS).toFixed(0)} operations/s; errors: ${rows.reduce((n, r) => n + r.errors, 0)}`);
  console.log(`server resident memory: just started ${startedMb} MB, idle ${idleMb} MB, with ${socketCount} sockets ${socketsMb} MB, peak under load ${peakMb} MB`);
  console.log(cpuAccount(cpuBefore, cpuAfter));
  const signInCores = (stats.get('sign in')!.histogram.count * verifyMs) / 1000 / SECONDS;
  console.log(`of the other threads, argon2 for the sign-ins: about ${signInCores.toFixed(2)} cores (${stats.get('sign in')!.histogram.count} sign-ins × ${verifyMs.toFixed(1)} ms of CPU each, measured here)`);
  const within = await answeredWithin(server.base, '/api/survey/results', 0.5);
  console.log(`'read results' answered within 500 ms as the server measures it (its own handling, from the request's arrival): ${(within * 100).toFixed(1)}%`);
  console.log(`connections dropped by a full accept queue during the run: ${listenOverflows() - overflowsBefore} (Linux's TcpExt ListenOverflows)`);
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const worstP99 = Math.max(...KINDS.map((kind) => stats.get(kind)!.histogram).filter((h) => h.count > 0).map((h) => h.percentile(99) / 1000));
  reportTarget('0 errors and every p99 under 500 ms', errors === 0 && worstP99 < 500, `${errors} errors, worst p99 ${worstP99.toFixed(1)} ms`);

  for (const m of members) m.socket?.close();
  for (const s of idleSockets) s.close();
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  await db.dispose();
}

await main();

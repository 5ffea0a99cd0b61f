/**
 * Resident memory of the server as `npm start` runs it (issue 20): just after start, idle (settled), and with 1,000
 * chat sockets open (100 members, 10 sockets each: the per-member cap), as a ratio to a bare Node process measured
 * in the same run. Target: idle at or under 120 MB for the whole process tree (the server is one process).
 * Also the time to the first token of the first coach reply after idle, as a person gets it (opening the coach asks
 * for coach.info, a few seconds of typing, then the send), and the second reply's for comparison: the offline coach
 * loads its intent model when the coach is opened rather than at start (issue 34), and this shows what that costs.
 *
 *   npx tsx bench/memory.bench.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { closeDeps, createDeps } from '../src/server/deps';
import { register } from '../src/server/features/auth/auth.service';
import { testConfig } from '../src/server/test/app';
import { giveAssessment, QUIET } from '../src/server/test/connections';
import { rssMb, SETTLE_MS, startServer } from './server.js';
import { reportTarget, sized } from './size';

const MEMBERS = sized('BENCH_MEMBERS', 100, 10);
const SOCKETS_EACH = 10;
const TARGET_MB = 120;

interface WsLike {
  on(event: string, listener: (...args: any[]) => void): void;
  send(data: string): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, options?: object) => WsLike;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The baseline: a bare Node process that only waits, measured the same way. */
async function bareNodeMb(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await sleep(1500);
  const mb = rssMb(child.pid!);
  child.kill();
  return mb;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-memory-'));
const url = path.join(dir, 'memory.db');
const database = openDatabase(url);
await migrateToLatest(database);
const deps = createDeps({ database, config: testConfig({ limits: { enabled: false } as never }) });
const tokens: string[] = [];
for (let i = 0; i < MEMBERS; i += 20) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(20, MEMBERS - i) }, async (_, j) => {
      const member = await register(deps, { firstName: `Mem${i + j}`, lastName: 'Bench', email: `mem${i + j}@attune.test`, password: 'memory bench password' });
      // Chat sockets are for members who have taken the assessment.
      await giveAssessment(deps, member.user.id, QUIET);
      return member;
    }),
  );
  tokens.push(...batch.map((b) => b.token));
}
await closeDeps(deps);
await database.close();

const baseline = await bareNodeMb();
const server = await startServer(url);
await sleep(2000);
const started = rssMb(server.child.pid!);
await sleep(SETTLE_MS);
const idle = rssMb(server.child.pid!);

/** Milliseconds from sending a coach message to its first token event (the reply is read to the end). */
async function coachFirstToken(token: string, conversationId: string, content: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${server.base}/api/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ content }),
  });
  if (!res.ok || !res.body) throw new Error(`coach send answered ${res.status}: ${await res.text()}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let first: number | undefined;
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    if (first === undefined && buffer.includes('"type":"token"')) first = performance.now();
  }
  if (first === undefined) throw new Error(`no token event: ${buffer.slice(0, 300)}`);
  return first - t0;
}

const coachMember = tokens[0]!;
const authed = { authorization: `Bearer ${coachMember}`, 'content-type': 'application/json' };
// Opening the coach screen: the browser asks for coach.info first.
const info = await fetch(`${server.base}/trpc/coach.info`, { headers: authed });
if (!info.ok) throw new Error(`coach.info answered ${info.status}`);
const created = await fetch(`${server.base}/api/chat/conversations`, { method: 'POST', headers: authed, body: '{}' });
if (!created.ok) throw new Error(`creating a conversation answered ${created.status}: ${await created.text()}`);
const conversationId = ((await created.json()) as { id: string }).id;
await sleep(2000); // the person types their first message
const firstReplyMs = await coachFirstToken(coachMember, conversationId, 'How do I tell my partner I need more time to myself?');
const secondReplyMs = await coachFirstToken(coachMember, conversationId, 'We keep arguing about chores, what can I say?');
const afterCoach = rssMb(server.child.pid!);

const sockets: WsLike[] = [];
for (const token of tokens) {
  await Promise.all(
    Array.from({ length: SOCKETS_EACH }, async () => {
      const socket = new WebSocket(server.ws, { perMessageDeflate: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
        socket.on('error', reject);
        socket.on('close', (code: number) => reject(new Error(`socket closed with ${code}`)));
        socket.on('message', (data: Buffer) => {
          if ((JSON.parse(data.toString()) as { type: string }).type === 'auth_success') resolve();
        });
      });
    }),
  );
}
await sleep(SETTLE_MS);
const withSockets = rssMb(server.child.pid!);

console.log(`\nServer resident memory (bare Node process in this run: ${baseline} MB)`);
console.table([
  { state: 'just started', MB: started, 'ratio to bare Node': (started / baseline).toFixed(2) },
  { state: 'idle (settled)', MB: idle, 'ratio to bare Node': (idle / baseline).toFixed(2) },
  { state: 'after two coach replies', MB: afterCoach, 'ratio to bare Node': (afterCoach / baseline).toFixed(2) },
  { state: `${sockets.length} sockets open`, MB: withSockets, 'ratio to bare Node': (withSockets / baseline).toFixed(2) },
]);
console.log(`coach time to first token after idle: first reply ${firstReplyMs.toFixed(0)} ms (coach opened 2 s before), second ${secondReplyMs.toFixed(0)} ms`);
reportTarget(`idle server at or under ${TARGET_MB} MB resident`, idle <= TARGET_MB, `${idle} MB`);

for (const s of sockets) s.close();
server.child.kill('SIGTERM');
await new Promise((r) => server.child.once('exit', r));
fs.rmSync(dir, { recursive: true, force: true });

/**
 * Where a /trpc screen read spends its time (issue 34, decision 094): not a benchmark with a target but the profiling
 * driver behind one. Builds the app in this process over a fresh SQLite file, gives a member five connections and five
 * conversations, then calls each read through app.inject and prints the CPU time per call (less disturbed by other
 * processes than wall time on a shared machine) beside a plain route's.
 *
 *   npx tsx bench/trpc-reads.profile.ts                      CPU µs per call for each read, and its ratio to a plain
 *                                                            route timed in alternating blocks of the same run
 *   PROFILE=1 npx tsx bench/trpc-reads.profile.ts            also writes .prof/<read>.cpuprofile (timed loop only)
 *   SQLTIME=1 npx tsx bench/trpc-reads.profile.ts            also prints the time each SQLite statement took
 *   TARGETS=list,cards,conv ITER=1000 ROWS=5                 which reads, how many calls, how many connections
 *   NOMEMO=1                                                 empties the Vibe memo before every call (decision 103)
 *   NOREADMEMO=1                                             computes every list read afresh (decision 110's memo off)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import type SQLite from 'better-sqlite3';
import { createApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDeps } from '../src/server/deps.js';
import { register } from '../src/server/features/auth/auth.service.js';
import { createConversation } from '../src/server/features/coach/coach.service.js';
import { testConfig } from '../src/server/test/app.js';
import { seedAssessment } from '../src/server/test/demo-survey.js';
import { HIKER, LIVELY, QUIET } from '../src/server/test/connections.js';
import { connect } from '../src/server/test/demo-connections.js';
import { setReadMemoDisabled } from '../src/server/db/readMemo.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-profile-'));
const database = openDatabase(path.join(dir, 'profile.db'));
await migrateToLatest(database);
const deps = createDeps({ database, config: testConfig({ limits: { enabled: false } as never }) });
const app = await createApp(deps, { logLevel: false });
app.get('/bench/constant', async () => ({ ok: true }));
await app.ready();
const { token, user } = await register(deps, { firstName: 'Bench', lastName: 'Mark', email: 'bench@attune.test', password: 'bench password' });
await seedAssessment(deps, user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
for (let i = 0; i < Number(process.env.ROWS ?? 5); i++) {
  const other = await register(deps, { firstName: `Friend${i}`, lastName: 'Bench', email: `friend${i}@attune.test`, password: 'bench password' });
  await seedAssessment(deps, other.user.id, LIVELY, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
  await connect(deps, user.id, other.user.id, i % 2 === 0 ? 'friend' : 'family');
  await createConversation(deps, user.id, { title: `Conversation ${i}` });
}

const statementTimes = new Map<string, { ms: number; calls: number }>();
if (process.env.SQLTIME && database.sqlite) {
  // Every statement shares one prototype: wrapping its methods times each query by its SQL text.
  const proto = Object.getPrototypeOf(database.sqlite.prepare('select 1')) as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['all', 'get', 'run']) {
    const original = proto[method]!;
    proto[method] = function (this: SQLite.Statement, ...args: unknown[]) {
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const entry = statementTimes.get(this.source) ?? { ms: 0, calls: 0 };
        entry.ms += performance.now() - started;
        entry.calls += 1;
        statementTimes.set(this.source, entry);
      }
    };
  }
}

const PATHS: Record<string, string> = {
  constant: '/bench/constant',
  me: '/trpc/auth.me',
  list: '/trpc/connections.list',
  // The web app's list read since decision 103: the cards, without the explained Vibe.
  cards: '/trpc/connections.cards',
  conv: '/trpc/coach.conversations',
  batch: '/trpc/auth.me,connections.cards,coach.conversations?batch=1',
  // For comparison: the REST session check (decision 005) and a public route with no session.
  restme: '/api/auth/me',
  health: '/api/health',
  // What the list read and the batch were before decision 103, for comparison.
  fullbatch: '/trpc/auth.me,connections.list,coach.conversations?batch=1',
};
const headers = { authorization: `Bearer ${token}` };
const ITER = Number(process.env.ITER ?? 2000);
const noMemo = Boolean(process.env.NOMEMO);
if (process.env.NOREADMEMO || noMemo) setReadMemoDisabled(true);
const clearVibeMemo = noMemo ? (await import('../src/server/features/survey/vibeMemo.js')).clearVibeMemo : () => undefined;
fs.mkdirSync('.prof', { recursive: true });
/** CPU µs spent on `times` calls of `url`. */
async function cpuOf(url: string, times: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < times; i++) {
    if (noMemo) clearVibeMemo();
    await app.inject({ method: 'GET', url, headers });
  }
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

// Each read is timed in blocks that alternate with blocks of the plain route, and its ratio is taken against the
// plain route's CPU in those same blocks: the process's background work (garbage collection, the JIT's threads)
// then weighs on both alike. Timed one after the other, the plain route alone varied from 44 to 179 µs per call.
const BLOCK = 50;
const names = (process.env.TARGETS ?? 'me,list,cards,conv,batch').split(',');
// Every target and the plain route warmed up first (the JIT and the caches), so the first one timed is not the one
// that pays for it; then a pause for the process's background work (compiling, sweeping) to finish.
for (let i = 0; i < ITER / 5; i++) for (const name of ['constant', ...names]) await app.inject({ method: 'GET', url: PATHS[name] ?? PATHS.constant!, headers });
await new Promise((resolve) => setTimeout(resolve, 1000));
for (const name of names) {
  const url = PATHS[name];
  if (!url) throw new Error(`unknown target ${name}`);
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
  const session = process.env.PROFILE ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  let readCpu = 0;
  let plainCpu = 0;
  for (let done = 0; done < ITER; done += BLOCK) {
    if (!session) plainCpu += await cpuOf(PATHS.constant!, BLOCK);
    readCpu += await cpuOf(url, BLOCK);
  }
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(path.join('.prof', `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
  const read = readCpu / ITER;
  const plain = plainCpu / ITER;
  const ratio = session ? '' : `  plain route ${plain.toFixed(0).padStart(4)} µs in the same blocks, ratio ${(plain / read).toFixed(2)}`;
  console.log(`${name.padEnd(9)} ${read.toFixed(0).padStart(6)} µs CPU per call${ratio}  (${first.body.length} bytes)`);
}
for (const [sql, { ms, calls }] of [...statementTimes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
  console.log(`${((ms / calls) * 1000).toFixed(1).padStart(8)} µs x${calls}  ${sql.slice(0, 160)}`);
}
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });

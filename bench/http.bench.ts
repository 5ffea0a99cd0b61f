// `npm run bench`: requests/s and p99 of GET /api/auth/me (REST, in-process procedure call) and of the same
// procedure through /trpc, each as a ratio to a plain Fastify route measured in the same run.
// Target (issue 2): /api/auth/me at >= 40% of the baseline's requests/s.
//
// The targets are measured in interleaved rounds (baseline, REST, tRPC, baseline, …) and each ratio is the median
// of its per-round ratios: anything else running on the machine then weighs on all targets alike instead of on
// whichever happened to be measured while it ran.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { reportTarget, sized } from './size';

const ROUND_SECONDS = sized('BENCH_SECONDS', 3, 1);
const ROUNDS = sized('BENCH_ROUNDS', 5, 1);
const WARM_UP_SECONDS = sized('BENCH_WARM_UP_SECONDS', 2, 1);
const CONNECTIONS = 50;

// The servers run under this same Node and tsx loader (not through npx), so the SIGTERM below reaches them. The second
// one answers /trpc through tRPC's own adapter, as before decision 070: before and after, measured in one run.
function startServer(env: Record<string, string>, cwd?: string) {
  const child = spawn(process.execPath, [...process.execArgv, 'bench/http-server.ts'], { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const ready = new Promise<{ port: number; token: string; busyToken: string }>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line) as { port: number; token: string; busyToken: string }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ready };
}
const main = startServer({});
const adapter = startServer({ BENCH_TRPC_FAST: '0' });
// The third computes every list read afresh, as before decision 110's memo.
const noMemo = startServer({ BENCH_READ_MEMO: '0' });
// BENCH_BEFORE_DIR=<a checkout of another commit, with node_modules>: its server too, and the browser's /trpc reads
// measured on it in the same rounds, so a change is compared with what it changes in one run.
const beforeDir = process.env.BENCH_BEFORE_DIR;
const before = beforeDir ? startServer({}, beforeDir) : undefined;
const servers = [main.child, adapter.child, noMemo.child, ...(before ? [before.child] : [])];
const [ready, adapterReady, noMemoReady, beforeReady] = await Promise.all([main.ready, adapter.ready, noMemo.ready, before?.ready]);
// BENCH_TARGETS=<regular expression>: only the targets whose title matches it (the plain route always), for a shorter run.
const only = process.env.BENCH_TARGETS ? new RegExp(process.env.BENCH_TARGETS) : undefined;

interface Target {
  title: string;
  path: string;
  port?: number;
  headers: Record<string, string>;
  rps: number[];
  p99: number[];
}

async function measure(target: Target, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port ?? ready.port}${target.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

// The browser's three screen reads; its connection list is connections.cards since decision 103.
const BATCH = '/trpc/auth.me,connections.cards,coach.conversations?batch=1';

/** The targets issue 34's 0.50 is about: the browser's reads through /trpc on the branch being measured. */
const BROWSER_READS = [
  'GET /trpc/auth.me (bearer)',
  'GET /trpc batch of 3 screen reads',
  'GET /trpc/connections.list',
  'GET /trpc/coach.conversations',
  'busy: batch of 3 screen reads',
  'busy: /trpc/connections.list (5)',
  'busy: /trpc/connections.cards (5)',
  'busy: /trpc/coach.conversations (5)',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const auth = { authorization: `Bearer ${ready.token}` };
  const busy = { authorization: `Bearer ${ready.busyToken}` };
  const allTargets: Target[] = [
    { title: 'baseline: plain Fastify route', path: '/bench/constant', headers: {}, rps: [], p99: [] },
    { title: 'GET /api/auth/me (bearer)', path: '/api/auth/me', headers: auth, rps: [], p99: [] },
    { title: 'GET /trpc/auth.me (bearer)', path: '/trpc/auth.me', headers: auth, rps: [], p99: [] },
    { title: 'GET /trpc batch of 3 screen reads', path: BATCH, headers: auth, rps: [], p99: [] },
    { title: 'GET /trpc/connections.list', path: '/trpc/connections.list', headers: auth, rps: [], p99: [] },
    { title: 'GET /trpc/coach.conversations', path: '/trpc/coach.conversations', headers: auth, rps: [], p99: [] },
    // The same reads for a member with five connections and five conversations: the lists' per-row work.
    { title: 'busy: batch of 3 screen reads', path: BATCH, headers: busy, rps: [], p99: [] },
    { title: 'busy: /trpc/connections.list (5)', path: '/trpc/connections.list', headers: busy, rps: [], p99: [] },
    { title: 'busy: /trpc/connections.cards (5)', path: '/trpc/connections.cards', headers: busy, rps: [], p99: [] },
    { title: 'busy: /trpc/coach.conversations (5)', path: '/trpc/coach.conversations', headers: busy, rps: [], p99: [] },
    // The same reads through the spec's REST paths, which skip tRPC entirely: what "as fast as the path the spec's
    // clients use" is measured against.
    { title: 'GET /api/connections (REST)', path: '/api/connections', headers: auth, rps: [], p99: [] },
    { title: 'GET /api/chat/conversations (REST)', path: '/api/chat/conversations', headers: auth, rps: [], p99: [] },
    { title: 'before: /trpc/auth.me via adapter', path: '/trpc/auth.me', port: adapterReady.port, headers: { authorization: `Bearer ${adapterReady.token}` }, rps: [], p99: [] },
    { title: 'before: batch of 3 via adapter', path: BATCH, port: adapterReady.port, headers: { authorization: `Bearer ${adapterReady.token}` }, rps: [], p99: [] },
    ...[
      ['no memo: busy batch of 3', BATCH],
      ['no memo: busy connections.list (5)', '/trpc/connections.list'],
      ['no memo: busy connections.cards (5)', '/trpc/connections.cards'],
      ['no memo: busy coach.conversations (5)', '/trpc/coach.conversations'],
    ].map(([title, path]) => ({ title: title!, path: path!, port: noMemoReady.port, headers: { authorization: `Bearer ${noMemoReady.busyToken}` }, rps: [], p99: [] })),
    ...(beforeReady
      ? [
          ['before dir: /trpc/auth.me', '/trpc/auth.me', beforeReady.token],
          ['before dir: busy batch of 3', BATCH, beforeReady.busyToken],
          ['before dir: busy connections.list (5)', '/trpc/connections.list', beforeReady.busyToken],
          ['before dir: busy connections.cards (5)', '/trpc/connections.cards', beforeReady.busyToken],
          ['before dir: busy coach.conversations (5)', '/trpc/coach.conversations', beforeReady.busyToken],
        ].map(([title, path, token]) => ({ title: title!, path: path!, port: beforeReady.port, headers: { authorization: `Bearer ${token}` }, rps: [], p99: [] }))
      : []),
  ];
  const targets = allTargets.filter((target, index) => index === 0 || !only || only.test(target.title));
  // Warm-up: the JIT and caches reach the same state for every target before anything counts.
  for (const target of targets) await measure(target, WARM_UP_SECONDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      const result = await measure(target, ROUND_SECONDS);
      target.rps.push(result.requests.average);
      target.p99.push(result.latency.p99);
    }
  }
  const baseline = targets[0]!;
  const ratio = (target: Target) => median(target.rps.map((rps, round) => rps / baseline.rps[round]!));
  console.log(`\nHTTP benchmark: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s per target`);
  console.log('target                                  req/s     p99 ms   ratio to baseline (median of rounds)');
  for (const target of targets) {
    console.log(
      `${target.title.padEnd(39)} ${median(target.rps).toFixed(0).padStart(7)} ${String(median(target.p99)).padStart(9)}   ${ratio(target).toFixed(2)}`,
    );
  }
  const restMe = targets.find(({ title }) => title === 'GET /api/auth/me (bearer)');
  console.log('');
  if (restMe) {
    const me = ratio(restMe);
    reportTarget('GET /api/auth/me at >= 40% of the plain route (issue 2)', me >= 0.4, `${(me * 100).toFixed(0)}%`);
  }
  // Issue 34: the browser's reads through /trpc, batched and unbatched, at >= 50% of the plain route.
  for (const target of targets.filter(({ title }) => BROWSER_READS.includes(title))) {
    const r = ratio(target);
    reportTarget(`${target.title} at >= 50% of the plain route (issue 34)`, r >= 0.5, `${(r * 100).toFixed(0)}%`);
  }
} finally {
  await Promise.all(
    servers.map((server) => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      return exited;
    }),
  );
}

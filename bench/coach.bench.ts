/**
 * Coach streaming latency: 50 conversations in parallel through the real app on a real port.
 *
 * Path (what the browser does): POST /api/chat/conversations/{id}/messages with `Accept: text/event-stream`, which
 * stores the message, starts the reply job and streams its events, read until the first token event. The provider
 * is a stub that waits STUB_DELAY_MS and then streams a fixed reply, so (time to first token) - STUB_DELAY_MS is
 * what the server adds: auth, ownership, history + profile load, two writes, the job start and the hand-over of
 * the first chunk. Target: p99 <= 20 ms. (Until 2026-11-22 the browser used two tRPC calls, coach.send and the
 * coach.stream subscription: p99 21 ms spread, 68-174 ms burst; see docs/decisions/006-coach-stream-routes.md.)
 *
 * On a shared machine wall times swing with other load, so the server also reports the CPU time its event loop's
 * thread spent per send (Linux /proc/thread-self/schedstat, read through a bench-only route before and after each
 * round): in a burst every send's share of that thread queues before the last one's first token, so 50 x (coach -
 * baseline) is what the burst adds on a free core, whatever else the machine runs. The safety screen's own thread
 * (decision 102) and V8's helper threads are in the whole-process figure only: they work beside the event loop.
 *
 *   npx tsx bench/coach.bench.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/database';
import { openEventStream } from '../src/server/rest/sse';
import { migrateToLatest } from '../src/server/db/migrate';
import { createDeps } from '../src/server/deps';
import { register } from '../src/server/features/auth/auth.service';
import { seedAssessment } from '../src/server/test/demo-survey';
import type { CoachProvider } from '../src/server/ports/coach/types';
import { testConfig } from '../src/server/test/app';
import { reportTarget, sized } from './size';

const PARALLEL = sized('BENCH_PARALLEL', 50, 5);
const ROUNDS = sized('BENCH_ROUNDS', 4, 2); // the first is a warm-up and not counted
/** BENCH_MODES=burst (or spread) runs one mode only, e.g. under --cpu-prof. */
const MODES = (process.env.BENCH_MODES ?? 'spread,burst').split(',') as Array<'spread' | 'burst'>;
const STUB_DELAY_MS = 50;
/** After the first chunk the stub keeps streaming (about 1 s per reply), so the 50 streams overlap. */
const CHUNK_EVERY_MS = 40;
/** 'spread' starts the conversations 10 ms apart (all 50 streams open together); 'burst' starts all at once. */
const SPACING_MS = 10;
const REPLY = 'Thanks for sharing that. Here is one idea to try this week, and a question for you: what matters most?';

const stub: CoachProvider = {
  name: 'builtin',
  async *stream() {
    await new Promise((r) => setTimeout(r, STUB_DELAY_MS));
    for (const word of REPLY.split(/(?<= )/)) {
      yield word;
      await new Promise((r) => setTimeout(r, CHUNK_EVERY_MS));
    }
  },
};

type Target = 'coach' | 'baseline';

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

async function firstToken(base: string, token: string, conversationId: string, round: number, target: Target): Promise<number> {
  const url = target === 'coach' ? `${base}/api/chat/conversations/${conversationId}/messages` : `${base}/bench/baseline`;
  const t0 = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ content: `hello, round ${round}` }),
  });
  if (!res.ok || !res.body) throw new Error(`send answered ${res.status}: ${await res.text()}`);
  const tOpen = performance.now();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let first: number | undefined;
  // Read to the end (so the next round starts with no job running), noting the first token.
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    if (first === undefined && buffer.includes('"type":"token"')) {
      first = performance.now();
      if (process.env.BENCH_DEBUG) console.log(`stream open ${(tOpen - t0).toFixed(1)} ms, first token ${(first - t0).toFixed(1)} ms`);
    }
  }
  if (first === undefined) throw new Error(`no token event: ${JSON.stringify(buffer.slice(0, 600))}`);
  return first - t0 - STUB_DELAY_MS;
}

/** The server side: the real app on a real port with the stub provider; prints its URL and the people to drive. */
async function serve() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-coach-bench-'));
  const database = openDatabase(path.join(dir, 'bench.db'));
  await migrateToLatest(database);
  const config = testConfig({ limits: { enabled: false } as never });
  const deps = createDeps({ database, config, coach: stub });
  const app = await createApp(deps, { logLevel: false });
  // The floor, measured in the same run: a plain Fastify route that streams the stub's reply the same way, with no
  // session, no database and no job. What the coach path takes above it is what our code adds.
  app.post('/bench/baseline', async (_req, reply) => {
    const events = openEventStream(reply);
    for await (const text of stub.stream({} as never)) events.send({ type: 'token', text });
    events.end();
  });
  // CPU time of this thread (the event loop's) and of the whole process, in ms, for the load generator's per-send figures.
  app.get('/bench/cpu', async () => {
    // NaN where /proc is missing (not Linux): the per-send line then says so rather than stop the bench.
    const thread = fs.existsSync('/proc/thread-self/schedstat') ? Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6 : Number.NaN;
    const usage = process.cpuUsage();
    return { thread, process: (usage.user + usage.system) / 1000 };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const people = [];
  for (let i = 0; i < PARALLEL; i++) {
    const { token, user } = await register(deps, { firstName: `Bench${i}`, lastName: 'Person', email: `bench${i}@attune.test`, password: 'a long enough secret' });
    await seedAssessment(deps, user.id, {}, []);
    const res = await app.inject({ method: 'POST', url: '/trpc/coach.createConversation', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{}' });
    people.push({ token, conversationId: (res.json() as { result: { data: { id: string } } }).result.data.id });
  }
  process.stdout.write(`${JSON.stringify({ base, people })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void (async () => {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

/** The load generator, in its own process so its CPU (fetch, SSE parsing) is not counted as server time. */
async function main() {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, 'serve'], { stdio: ['pipe', 'pipe', 'inherit'], env: process.env });
  const ready = await new Promise<{ base: string; people: Array<{ token: string; conversationId: string }> }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve(JSON.parse(out.slice(0, nl)));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const { base, people } = ready;

  console.log(`coach streaming: ${PARALLEL} parallel conversations, ${ROUNDS - 1} measured rounds after a warm-up`);
  console.log('path: POST /api/chat/conversations/{id}/messages as server-sent events, on a real port; SQLite; server in its own process');
  console.log(`stub provider: ${STUB_DELAY_MS} ms to its first chunk, then a chunk every ${CHUNK_EVERY_MS} ms (about 1 s per reply)`);
  let round = 0;
  for (const mode of MODES) {
    const samples: Record<Target, number[]> = { coach: [], baseline: [] };
    const cpu: Record<Target, { thread: number; process: number }> = { coach: { thread: 0, process: 0 }, baseline: { thread: 0, process: 0 } };
    const cpuNow = async (): Promise<{ thread: number; process: number }> => (await fetch(`${base}/bench/cpu`)).json() as never;
    // Rounds alternate between the two targets, so other load on the machine weighs on both alike.
    for (let r = 0; r < ROUNDS; r++) {
      for (const target of ['baseline', 'coach'] as const) {
        const cpuBefore = await cpuNow();
        const results = await Promise.all(
          people.map(async (p, i) => {
            if (mode === 'spread') await new Promise((res) => setTimeout(res, i * SPACING_MS));
            return firstToken(base, p.token, p.conversationId, round, target);
          }),
        );
        round++;
        const cpuAfter = await cpuNow();
        if (r > 0) {
          samples[target].push(...results);
          cpu[target].thread += cpuAfter.thread - cpuBefore.thread;
          cpu[target].process += cpuAfter.process - cpuBefore.process;
        }
      }
    }
    const stats = (list: number[]) => {
      list.sort((a, b) => a - b);
      return { p50: percentile(list, 50), p99: percentile(list, 99), max: list.at(-1)! };
    };
    const coach = stats(samples.coach);
    const floor = stats(samples.baseline);
    const added = coach.p99 - floor.p99;
    const label = mode === 'spread' ? `spread (starts ${SPACING_MS} ms apart, all ${PARALLEL} streams open together)` : `burst (all ${PARALLEL} sends in the same instant)`;
    console.log(`${label}, ${samples.coach.length} replies each:`);
    console.log(`  coach path     time to first token beyond the stub's delay: p50 ${coach.p50.toFixed(1)} ms, p99 ${coach.p99.toFixed(1)} ms, max ${coach.max.toFixed(1)} ms`);
    console.log(`  baseline route (plain Fastify SSE, same stub):              p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms, max ${floor.max.toFixed(1)} ms`);
    console.log(`  server-added at p99 (coach - baseline): ${added.toFixed(1)} ms; ratio of p99s ${(coach.p99 / Math.max(floor.p99, 0.1)).toFixed(2)}`);
    const perSend = (target: Target, kind: 'thread' | 'process') => cpu[target][kind] / samples[target].length;
    const loopAdded = perSend('coach', 'thread') - perSend('baseline', 'thread');
    console.log(
      `  event loop thread CPU per send: coach ${perSend('coach', 'thread').toFixed(3)} ms, baseline ${perSend('baseline', 'thread').toFixed(3)} ms; ` +
        `whole server process, all threads: coach ${perSend('coach', 'process').toFixed(3)} ms, baseline ${perSend('baseline', 'process').toFixed(3)} ms`,
    );
    console.log(`  what ${PARALLEL} sends queue in the event loop beyond the baseline, on a free core: ${(PARALLEL * loopAdded).toFixed(1)} ms`);
    reportTarget(`${mode}: the coach adds <= 20 ms at p99 to the time to first token`, added <= 20, `${added.toFixed(1)} ms`);
  }
  child.stdin.end();
}

(process.argv[2] === 'serve' ? serve() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});

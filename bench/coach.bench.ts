/**
 * Coach streaming latency: 50 conversations in parallel through the real app on a real port.
 *
 * Path (what the browser does): POST /trpc/coach.send (stores the message, starts the reply job), then
 * GET /trpc/coach.stream as server-sent events, until the first token event. The provider is a stub that waits
 * STUB_DELAY_MS and then streams a fixed reply, so (time to first token) - STUB_DELAY_MS is what the server adds:
 * the send mutation (auth, ownership, history + profile load, two writes), the job start, the SSE subscription
 * and the hand-over of the first chunk. Target: p99 <= 20 ms.
 *
 *   npx tsx bench/coach.bench.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createDeps } from '../src/server/deps';
import { register } from '../src/server/features/auth/auth.service';
import { seedAssessment } from '../src/server/features/survey/demo';
import type { CoachProvider } from '../src/server/ports/coach/types';
import { testConfig } from '../src/server/test/app';

const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 50);
const ROUNDS = 4; // the first is a warm-up and not counted
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

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

async function firstToken(base: string, token: string, conversationId: string, round: number): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const t0 = performance.now();
  const send = await fetch(`${base}/trpc/coach.send`, { method: 'POST', headers, body: JSON.stringify({ conversationId, content: `hello, round ${round}` }) });
  if (!send.ok) throw new Error(`send answered ${send.status}: ${await send.text()}`);
  await send.arrayBuffer();
  const tSent = performance.now();
  const input = encodeURIComponent(JSON.stringify({ conversationId }));
  const params = encodeURIComponent(JSON.stringify({ authorization: `Bearer ${token}` }));
  const res = await fetch(`${base}/trpc/coach.stream?input=${input}&connectionParams=${params}`, { headers: { accept: 'text/event-stream' } });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
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
      if (process.env.BENCH_DEBUG) console.log(`send ${(tSent - t0).toFixed(1)} ms, stream open ${(tOpen - tSent).toFixed(1)} ms, first token ${(first - t0).toFixed(1)} ms`);
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
  process.stdin.on('end', async () => {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
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
  console.log('path: POST /trpc/coach.send, then GET /trpc/coach.stream (SSE) on a real port; SQLite; server in its own process');
  console.log(`stub provider: ${STUB_DELAY_MS} ms to its first chunk, then a chunk every ${CHUNK_EVERY_MS} ms (about 1 s per reply)`);
  let round = 0;
  for (const mode of ['spread', 'burst'] as const) {
    const samples: number[] = [];
    for (let r = 0; r < ROUNDS; r++, round++) {
      const results = await Promise.all(
        people.map(async (p, i) => {
          if (mode === 'spread') await new Promise((res) => setTimeout(res, i * SPACING_MS));
          return firstToken(base, p.token, p.conversationId, round);
        }),
      );
      if (r > 0) samples.push(...results);
    }
    samples.sort((a, b) => a - b);
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    const label = mode === 'spread' ? `spread (starts ${SPACING_MS} ms apart, all ${PARALLEL} streams open together)` : `burst (all ${PARALLEL} sends in the same instant)`;
    console.log(`${label}: server-added time to first token p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms over ${samples.length} replies -> ${p99 <= 20 ? 'PASS' : 'ABOVE'} (target p99 <= 20 ms)`);
  }
  child.stdin.end();
}

(process.argv[2] === 'serve' ? serve() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});

// `npm run bench`: requests/s and p99 of GET /api/auth/me (REST, in-process procedure call) and of the same
// procedure through /trpc, each as a ratio to a plain Fastify route measured in the same run.
// Target (issue 2): /api/auth/me at >= 40% of the baseline's requests/s.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

const server = spawn('npx', ['tsx', 'bench/http-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const ready = await new Promise<{ port: number; token: string }>((resolve, reject) => {
  const lines = readline.createInterface({ input: server.stdout! });
  lines.once('line', (line) => resolve(JSON.parse(line) as { port: number; token: string }));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

async function measure(title: string, path: string, headers: Record<string, string> = {}) {
  // A short warm-up so the JIT and caches are in the same state for every target.
  await autocannon({ url: `http://127.0.0.1:${ready.port}${path}`, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url: `http://127.0.0.1:${ready.port}${path}`, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { title, rps: result.requests.average, p99: result.latency.p99 };
}

try {
  const auth = { authorization: `Bearer ${ready.token}` };
  const rows = [
    await measure('baseline: plain Fastify route', '/bench/constant'),
    await measure('GET /api/auth/me (bearer)', '/api/auth/me', auth),
    await measure('GET /trpc/auth.me (bearer)', '/trpc/auth.me', auth),
  ];
  const baseline = rows[0]!.rps;
  console.log(`\nHTTP benchmark: ${CONNECTIONS} connections, ${DURATION_S} s each, one run on this machine`);
  console.log('target                               req/s     p99 ms   ratio to baseline');
  for (const row of rows) {
    console.log(`${row.title.padEnd(36)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p99).padStart(9)}   ${(row.rps / baseline).toFixed(2)}`);
  }
  const me = rows[1]!.rps / baseline;
  console.log(`\n/api/auth/me at ${(me * 100).toFixed(0)}% of the baseline (target >= 40%): ${me >= 0.4 ? 'met' : 'NOT met'}`);
} finally {
  server.kill('SIGTERM');
}

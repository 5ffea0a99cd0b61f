/**
 * `npm run bench:smoke` (CI runs it after the tests): every benchmark in bench/ at a tiny size (BENCH_SIZE=smoke),
 * three at a time, so a benchmark that can no longer run fails CI instead of rotting unnoticed (issue 34: the chat
 * benchmark stopped running when the assessment gate came and nobody saw it). Its figures are printed but mean
 * little at this size on a shared machine; the line that matters is whether each one ran. Fails if any did not.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const benches = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();
const webBuilt = fs.existsSync(path.resolve(here, '..', process.env.E2E_STATIC_DIR ?? 'dist/web', 'index.html'));

const NEEDS_WEB = new Set(['lighthouse.bench.ts', 'home-weight.bench.ts', 'home-reads.bench.ts']);

const results: { bench: string; outcome: string; seconds: number }[] = [];

/** Runs one benchmark at smoke size; its output is kept and printed whole when it ends, so two side by side read apart. */
function runOne(bench: string): Promise<void> {
  // Lighthouse, the home's weight and the home's reads need the built web app; `npm test` builds it before the browser
  // tests, so in CI it is there.
  if (NEEDS_WEB.has(bench) && !webBuilt) {
    results.push({ bench, outcome: 'SKIPPED: dist/web is not built (npm run build:web)', seconds: 0 });
    return Promise.resolve();
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, bench)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BENCH_SIZE: 'smoke' },
      timeout: 120_000,
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status, signal) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`\n=== ${bench} (smoke size) ===`);
      process.stdout.write(Buffer.concat(output));
      results.push({ bench, outcome: status === 0 ? 'ran' : `FAILED (${signal ? `signal ${signal}` : `exit ${status}`})`, seconds });
      resolve();
    });
  });
}

// Three at a time: at this size a benchmark mostly waits (servers starting, sockets, a browser, fixed one-second
// rounds), and its figures are indicative only, so running several side by side loses nothing this run is for and cuts
// its share of CI (issue 34 item 7): about 2 minutes two at a time on two cores.
const AT_ONCE = 3;
const queue = [...benches];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let bench = queue.shift(); bench; bench = queue.shift()) await runOne(bench);
  }),
);
results.sort((a, b) => a.bench.localeCompare(b.bench));

console.log('\nbench:smoke');
for (const r of results) console.log(`  ${r.bench.padEnd(26)} ${r.outcome.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s`);
const failed = results.filter((r) => r.outcome.startsWith('FAILED'));
const skipped = results.filter((r) => r.outcome.startsWith('SKIPPED'));
console.log(`${results.length - failed.length - skipped.length} ran, ${failed.length} failed, ${skipped.length} skipped`);
process.exit(failed.length > 0 ? 1 : 0);

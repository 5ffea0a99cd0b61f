/**
 * `npm run bench:smoke` (CI runs it after the tests): every benchmark in bench/ at a tiny size (BENCH_SIZE=smoke),
 * one after another, so a benchmark that can no longer run fails CI instead of rotting unnoticed (issue 34: the chat
 * benchmark stopped running when the assessment gate came and nobody saw it). Its figures are printed but mean
 * little at this size on a shared machine; the line that matters is whether each one ran. Fails if any did not.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const benches = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();
const webBuilt = fs.existsSync(path.resolve(here, '..', process.env.E2E_STATIC_DIR ?? 'dist/web', 'index.html'));

const results: { bench: string; outcome: string; seconds: number }[] = [];
for (const bench of benches) {
  // Lighthouse needs the built web app; `npm test` builds it before the browser tests, so in CI it is there.
  if (bench === 'lighthouse.bench.ts' && !webBuilt) {
    results.push({ bench, outcome: 'SKIPPED: dist/web is not built (npm run build:web)', seconds: 0 });
    continue;
  }
  console.log(`\n=== ${bench} (smoke size) ===`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, bench)], { stdio: 'inherit', env: { ...process.env, BENCH_SIZE: 'smoke' }, timeout: 120_000 });
  const seconds = (performance.now() - started) / 1000;
  const outcome = run.status === 0 ? 'ran' : `FAILED (${run.error ? run.error.message : run.signal ? `signal ${run.signal}` : `exit ${run.status}`})`;
  results.push({ bench, outcome, seconds });
}

console.log('\nbench:smoke');
for (const r of results) console.log(`  ${r.bench.padEnd(26)} ${r.outcome.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s`);
const failed = results.filter((r) => r.outcome.startsWith('FAILED'));
const skipped = results.filter((r) => r.outcome.startsWith('SKIPPED'));
console.log(`${results.length - failed.length - skipped.length} ran, ${failed.length} failed, ${skipped.length} skipped`);
process.exit(failed.length > 0 ? 1 : 0);

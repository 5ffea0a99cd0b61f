/**
 * The offline coach's own cost per reply (issue 19): every question of the understanding test set's main part answered
 * once by the builtin engine for the seeded demo members, after their coach context is loaded (the held-out parts warm
 * it up first; each question is asked once, as in use, so nothing is answered from a cache of an earlier round).
 * Reported per reply (mean, p99) and as a ratio to loading that context from the database in the same run, which
 * every reply pays anyway.
 *
 *   npx tsx bench/builtin-coach.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { closeDeps, createDeps } from '../src/server/deps';
import { loadCoachContext } from '../src/server/features/coach/coach.service';
import { HELD_OUT, HELD_OUT_B } from '../src/server/features/coach/understanding/heldout.cases';
import { TUNING } from '../src/server/features/coach/understanding/tuning.cases';
import { builtinText } from '../src/server/ports/coach/builtin-reply';
import { testConfig } from '../src/server/test/app';
import { seedDemoWorld } from '../src/server/test/demo-world';
import { reportTarget, SMOKE } from './size';

/** Issue 28: no request may hold the event loop for 100 ms; a reply is computed in one synchronous run. */
const REPLY_TARGET_MS = 100;


function summary(samples: number[]): { mean: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { mean: samples.reduce((a, b) => a + b, 0) / samples.length, p99: sorted[Math.floor(sorted.length * 0.99)]! };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-builtin-bench-'));
  const database = openDatabase(path.join(dir, 'bench.db'));
  await migrateToLatest(database);
  const deps = createDeps({ database, config: testConfig() });
  const ids = await seedDemoWorld(deps);
  const ask = (cases: typeof TUNING) => cases.slice(0, SMOKE ? 10 : cases.length).map((c) => ({ as: c.as ?? 'Maya', message: c.say[0]! }));
  const loads: number[] = [];
  const replies: number[] = [];
  for (const [measured, questions] of [[false, ask([...HELD_OUT, ...HELD_OUT_B])], [true, ask(TUNING)]] as const) {
    for (const q of questions) {
      const started = performance.now();
      const ctx = await loadCoachContext(deps, ids[q.as]!, []);
      const loaded = performance.now();
      await builtinText({ context: ctx, message: q.message, mode: 'coach' });
      const answered = performance.now();
      if (measured) {
        loads.push(loaded - started);
        replies.push(answered - loaded);
      }
    }
  }
  await closeDeps(deps);
  fs.rmSync(dir, { recursive: true, force: true });
  const load = summary(loads);
  const reply = summary(replies);
  console.log(`\nOffline coach, ${replies.length} questions, each asked once`);
  console.table([
    { step: 'load the coach context (baseline)', 'mean ms': load.mean.toFixed(2), 'p99 ms': load.p99.toFixed(2), ratio: '1.00' },
    { step: 'builtin reply', 'mean ms': reply.mean.toFixed(2), 'p99 ms': reply.p99.toFixed(2), ratio: (reply.mean / load.mean).toFixed(2) },
  ]);
  reportTarget(`the main set's replies under ${REPLY_TARGET_MS} ms at p99 (each holds the event loop while it runs)`, reply.p99 < REPLY_TARGET_MS, `p99 ${reply.p99.toFixed(2)} ms`);
}

void main();

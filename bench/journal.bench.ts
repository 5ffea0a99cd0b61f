// `npx tsx bench/journal.bench.ts`: a person with 5,000 journal entries. Requests/s of the journal's first page and of
// a search (GET /api/journal-entries, ?search=), each as a ratio to GET /api/auth/me measured in the same run, in
// interleaved rounds (median of per-round ratios), so whatever else runs on the machine weighs on all alike.
import autocannon from 'autocannon';
import { STABILITY_DIMENSIONS } from '../src/shared/assessment/types.js';
import { newId } from '../src/server/ids.js';
import { reportNoTarget, sized } from './size.js';
import { startBenchApp } from './app.js';

const ENTRIES = sized('BENCH_ENTRIES', 5000, 200);
const ROUNDS = sized('BENCH_ROUNDS', 3, 1);
const SECONDS = sized('BENCH_SECONDS', 3, 1);

const { database, port, token, user, stop } = await startBenchApp('journal', { lastName: 'Journal' });

const words = ['walk', 'dinner', 'call', 'listened', 'patient', 'calm', 'grateful', 'tired', 'laughed', 'planned'];
const start = Date.parse('2020-01-06T00:00:00Z');
for (let batch = 0; batch < ENTRIES / 500; batch++) {
  const actions = [];
  const entries = [];
  for (let i = batch * 500; i < (batch + 1) * 500; i++) {
    const at = new Date(start + i * 3_600_000).toISOString();
    const id = newId();
    actions.push({
      id, user_id: user.id, stability_type: STABILITY_DIMENSIONS[i % 6]!, week_key: `w${i}`, source_key: `bench-${i}`, title: `Action ${i} ${words[i % 10]}`,
      description: 'A bench action.', instructions: 'One\nTwo', difficulty: 'easy', estimated_time: '10 minutes', is_custom: 0, status: 'completed', points_awarded: 1, completed_at: at, position: 0, created_at: at,
    });
    entries.push({ id: newId(), user_id: user.id, action_id: id, content: `Today we ${words[i % 10]} and ${words[(i * 7) % 10]} together, entry ${i}.`, mood: 'Fine', insights: i % 3 === 0 ? 'Small steps count' : null, created_at: at, updated_at: at });
  }
  await database.db.insertInto('weekly_actions').values(actions).execute();
  await database.db.insertInto('journal_entries').values(entries).execute();
}

const targets = [
  { title: 'GET /api/auth/me (baseline)', path: '/api/auth/me', rps: [] as number[] },
  { title: 'GET /api/journal-entries (first page)', path: '/api/journal-entries', rps: [] as number[] },
  { title: 'GET /api/journal-entries?search=grateful', path: '/api/journal-entries?search=grateful', rps: [] as number[] },
];
async function measure(p: string, seconds: number) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${p}`, connections: 10, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${p}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r.requests.average;
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
try {
  for (const t of targets) await measure(t.path, 1);
  for (let round = 0; round < ROUNDS; round++) for (const t of targets) t.rps.push(await measure(t.path, SECONDS));
  console.log(`\nJournal benchmark: ${ENTRIES} entries, ${ROUNDS} interleaved rounds of ${SECONDS} s`);
  for (const t of targets) {
    const ratio = median(t.rps.map((rps, i) => rps / targets[0]!.rps[i]!));
    console.log(`${t.title.padEnd(44)} ${median(t.rps).toFixed(0).padStart(7)} req/s   ratio to /api/auth/me ${ratio.toFixed(2)}`);
  }
  reportNoTarget('the journal (issue 14 asked for a measurement, not a figure)');
} finally {
  await stop();
}

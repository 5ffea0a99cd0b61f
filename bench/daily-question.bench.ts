// `tsx bench/daily-question.bench.ts` (and `npm run bench:smoke`): the home screen's daily-question card states for a
// member with 50 connections (issue 31). Requests/s of the cards call (state and streak of all 50 at once) and of
// the connection list alone (GET /api/connections?limit=50, what the home screen loads anyway), in interleaved rounds;
// the figure that matters is the ratio cards / list (median of per-round ratios): what the cards add to the screen.
import autocannon from 'autocannon';
import { seedAssessment } from '../src/server/test/demo-survey.js';
import { newId } from '../src/server/ids.js';
import { pairDay } from '../src/server/features/daily-question/rules.js';
import { reportNoTarget, sized } from './size.js';
import { startBenchApp } from './app.js';

const CONNECTIONS = 50;
const HISTORY_DAYS = sized('BENCH_HISTORY_DAYS', 60, 5);
const ROUNDS = sized('BENCH_ROUNDS', 3, 1);
const SECONDS = sized('BENCH_SECONDS', 3, 1);

const { deps, database, port, token, user, stop } = await startBenchApp('dq', { lastName: 'Member' });

// Fifty people in zones around the world, each connected; the pairs have answered for HISTORY_DAYS days, and today
// every state appears (nobody, one of the two, both, paused).
const zones = ['Pacific/Auckland', 'America/Los_Angeles', 'Europe/London', 'Asia/Tokyo', 'UTC'];
const now = new Date();
const iso = now.toISOString();
const ids: string[] = [];
for (let i = 0; i < CONNECTIONS; i++) {
  const other = newId();
  await database.db
    .insertInto('users')
    .values({ id: other, email: `dq-other-${i}@bench.test`, first_name: `Other${i}`, last_name: 'Bench', password_hash: 'x', profile_image_url: null, is_active: 1, email_verified_at: iso, created_at: iso, updated_at: iso, time_zone: zones[i % zones.length]! })
    .execute();
  await seedAssessment(deps, other, {}, [], { personalityWeight: 50, lifestyleWeight: 50 });
  const id = newId();
  ids.push(id);
  await database.db
    .insertInto('connections')
    .values({ id, user1_id: user.id, user2_id: other, pair_key: [user.id, other].sort().join(':'), status: 'active', relationship_type: 'friend', invitation_id: null, created_at: iso, accepted_at: iso, updated_at: iso })
    .execute();
  const today = pairDay(now, 'UTC', zones[i % zones.length]!);
  const days = [];
  const answers = [];
  for (let d = HISTORY_DAYS; d >= 0; d--) {
    const day = new Date(Date.parse(`${today}T12:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);
    const state = d === 0 ? i % 4 : 2; // today: 0 nobody, 1 the other, 2 both, 3 paused
    if (state === 0 || state === 3) continue;
    days.push({ connection_id: id, pair_day: day, question_id: `friend-00${(d % 9) + 1}`, skipped: '[]', revealed_at: state === 2 ? iso : null, created_at: iso, updated_at: iso });
    answers.push({ connection_id: id, pair_day: day, user_id: other, answer: `Answer of day ${d}`, reaction: null, created_at: iso, updated_at: iso });
    if (state === 2) answers.push({ connection_id: id, pair_day: day, user_id: user.id, answer: `Mine of day ${d}`, reaction: null, created_at: iso, updated_at: iso });
  }
  if (days.length) await database.db.insertInto('daily_question_days').values(days).execute();
  if (answers.length) await database.db.insertInto('daily_question_answers').values(answers).execute();
  await database.db
    .insertInto('daily_question_pairs')
    .values({ connection_id: id, paused_by: i % 4 === 3 ? other : null, streak: HISTORY_DAYS, last_day: today, frozen_weeks: '[]', updated_at: iso })
    .execute();
}

const cardsPath = `/trpc/dailyQuestion.cards?input=${encodeURIComponent(JSON.stringify({ connectionIds: ids }))}`;
const targets = [
  { title: 'GET /api/connections?limit=50 (the list alone)', path: '/api/connections?limit=50', rps: [] as number[] },
  { title: 'GET dailyQuestion.cards (50 card states)', path: cardsPath, rps: [] as number[] },
];
async function measure(p: string, seconds: number) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${p}`, connections: 10, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${p}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
try {
  // The answer is right before it is fast: every state appears, and no words of an answer are in it.
  const check = await fetch(`http://127.0.0.1:${port}${cardsPath}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await check.text();
  const states = new Set(Object.values((JSON.parse(body) as { result: { data: Record<string, { state: string }> } }).result.data).map((c) => c.state));
  if (states.size !== 4 || body.includes('Answer of day')) throw new Error(`unexpected card states: ${[...states].join(', ')}`);
  const p99: Record<string, number[]> = {};
  for (const t of targets) await measure(t.path, 1);
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const m = await measure(t.path, SECONDS);
      t.rps.push(m.rps);
      (p99[t.title] ??= []).push(m.p99);
    }
  }
  console.log(`\nDaily question cards: ${CONNECTIONS} connections, ${HISTORY_DAYS} days of answers each, ${ROUNDS} interleaved rounds of ${SECONDS} s`);
  for (const t of targets) console.log(`${t.title.padEnd(50)} ${median(t.rps).toFixed(0).padStart(7)} req/s   p99 ${median(p99[t.title]!).toFixed(0)} ms`);
  const ratio = median(targets[1]!.rps.map((rps, i) => rps / targets[0]!.rps[i]!));
  console.log(`cards / list: ${ratio.toFixed(2)} (above 1: the 50 card states cost less than the list they sit on)`);
  reportNoTarget('the daily-question card states (figures only, a ratio to the connection list)');
} finally {
  await stop();
}

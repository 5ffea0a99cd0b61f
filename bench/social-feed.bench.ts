// `npm run bench:social`: the Social Hub feed on a server with 1,000 members and 100,000 posts (a fifth of them with
// reactions, some members blocked). Requests/s of the feed's first page and of a page 2,000 posts deep, each as a
// ratio to GET /api/auth/me measured in the same run, in interleaved rounds (median of per-round ratios).
import autocannon from 'autocannon';
import { newId } from '../src/server/ids.js';
import { reportNoTarget, sized } from './size.js';
import { startBenchApp } from './app.js';

const MEMBERS = sized('BENCH_MEMBERS', 1000, 50);
const POSTS = sized('BENCH_POSTS', 100_000, 2_500);
const ROUNDS = sized('BENCH_ROUNDS', 3, 1);
const SECONDS = sized('BENCH_SECONDS', 3, 1);

const { database, port, token, user, stop } = await startBenchApp('social', { lastName: 'Reader' });

// Members are written directly (a password hash each would take minutes and measure nothing of the feed).
const now = new Date().toISOString();
const members: string[] = [];
for (let batch = 0; batch < MEMBERS / 250; batch++) {
  const rows = Array.from({ length: 250 }, (_, i) => {
    const id = newId();
    members.push(id);
    const n = batch * 250 + i;
    return { id, email: `member-${n}@bench.test`, first_name: `Member${n}`, last_name: 'Bench', password_hash: 'x', profile_image_url: null, is_active: 1, email_verified_at: now, created_at: now, updated_at: now };
  });
  await database.db.insertInto('users').values(rows).execute();
  await database.db
    .insertInto('social_profiles')
    .values(rows.map((r) => ({ user_id: r.id, display_name: null, bio: null, show_streaks: 1, show_achievements: 1, auto_posts: 1, joined_at: now, updated_at: now })))
    .execute();
}
await database.db
  .insertInto('social_blocks')
  .values(members.slice(0, 20).map((id) => ({ blocker_id: user.id, blocked_id: id, created_at: now })))
  .execute();
const start = Date.parse('2025-01-01T00:00:00Z');
for (let batch = 0; batch < POSTS / 1000; batch++) {
  const posts = [];
  const reactions = [];
  for (let i = batch * 1000; i < (batch + 1) * 1000; i++) {
    const id = newId();
    posts.push({ id, user_id: members[i % MEMBERS]!, post_type: i % 10 === 0 ? 'achievement' : 'prompt_response', content: `Reflection number ${i}: a small kindness today.`, is_anonymous: i % 17 === 0 ? 1 : 0, prompt_id: `p${String((i % 90) + 1).padStart(3, '0')}`, hidden_at: null, created_at: new Date(start + i * 60_000).toISOString() });
    if (i % 5 === 0) for (const j of [1, 2, 3]) reactions.push({ post_id: id, user_id: members[(i + j) % MEMBERS]!, reaction_type: 'cheer', created_at: now });
  }
  await database.db.insertInto('social_posts').values(posts).execute();
  if (reactions.length) await database.db.insertInto('social_reactions').values(reactions).execute();
}

// A cursor 2,000 posts deep: what a reader who scrolled a hundred pages asks for.
const deep = await database.db.selectFrom('social_posts').select(['id', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(2000).limit(1).executeTakeFirstOrThrow();
const deepCursor = encodeURIComponent(`${deep.created_at}_${deep.id}`);

const targets = [
  { title: 'GET /api/auth/me (baseline)', path: '/api/auth/me', rps: [] as number[] },
  { title: 'GET /api/social-hub/feed (first page)', path: '/api/social-hub/feed', rps: [] as number[] },
  { title: 'GET /api/social-hub/feed (2,000 posts deep)', path: `/api/social-hub/feed?before=${deepCursor}`, rps: [] as number[] },
];
async function measure(p: string, seconds: number) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${p}`, connections: 10, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${p}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
try {
  const p99: Record<string, number[]> = {};
  for (const t of targets) await measure(t.path, 1);
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const m = await measure(t.path, SECONDS);
      t.rps.push(m.rps);
      (p99[t.title] ??= []).push(m.p99);
    }
  }
  console.log(`\nSocial feed benchmark: ${MEMBERS} members, ${POSTS} posts, ${ROUNDS} interleaved rounds of ${SECONDS} s`);
  for (const t of targets) {
    const ratio = median(t.rps.map((rps, i) => rps / targets[0]!.rps[i]!));
    console.log(`${t.title.padEnd(46)} ${median(t.rps).toFixed(0).padStart(7)} req/s   p99 ${median(p99[t.title]!).toFixed(0)} ms   ratio to /api/auth/me ${ratio.toFixed(2)}`);
  }
  reportNoTarget('the Social Hub feed (figures only, ratios to GET /api/auth/me)');
} finally {
  await stop();
}

/**
 * Sharing a daily-question streak milestone (decision 078): private to the pair until both say yes, then one named
 * pair post, never with an answer's words, at most once (two parallel yeses too), following blocks and departures.
 * Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { clockedTestApp } from '../../test/clocked-app.js';
import { insertConnection } from '../../test/chat.js';
import { createAssessedUser, deactivate, type TestUser } from '../../test/factories.js';
import { reachedMilestone } from './milestones.js';
import { deleteAccount } from '../account/deletion.js';

const world = clockedTestApp('2026-11-26T12:00:00Z');
const { clock } = world;

const url = (id: string) => `/api/connections/${id}/daily-question/milestone`;
const offer = (user: TestUser | undefined, id: string) => world.t.request({ method: 'GET', url: url(id), token: user?.token });
const choose = (user: TestUser | undefined, id: string, body: unknown) => world.t.request({ method: 'PUT', url: url(id), token: user?.token, body });

let seq = 0;
/** Maya and Sam, both in the Social Hub, with a running streak of `streak` days (UTC, so the pair-day is the date). */
async function pair(streak = 30, join = true): Promise<{ a: TestUser; b: TestUser; id: string }> {
  seq += 1;
  const a = await createAssessedUser(world.t, { firstName: 'Maya', lastName: `Lane${seq}` });
  const b = await createAssessedUser(world.t, { firstName: 'Sam', lastName: `Hart${seq}` });
  for (const u of [a, b]) await world.t.database.db.updateTable('users').set({ time_zone: 'UTC' }).where('id', '=', u.user.id).execute();
  const id = await insertConnection(world.t.database, a.user.id, b.user.id, 'couple');
  await world.t.database.db
    .insertInto('daily_question_pairs')
    .values({ connection_id: id, paused_by: null, streak, last_day: '2026-11-26', frozen_weeks: '[]', updated_at: clock.now().toISOString() })
    .execute();
  // An answer's words, which no post may carry.
  await world.t.database.db.insertInto('daily_question_days').values({ connection_id: id, pair_day: '2026-11-26', question_id: 'x', skipped: '[]', revealed_at: clock.now().toISOString(), created_at: clock.now().toISOString(), updated_at: clock.now().toISOString() }).execute();
  await world.t.database.db.insertInto('daily_question_answers').values({ connection_id: id, pair_day: '2026-11-26', user_id: a.user.id, answer: 'SECRET-ANSWER-WORDS', reaction: null, created_at: clock.now().toISOString(), updated_at: clock.now().toISOString() }).execute();
  if (join) for (const u of [a, b]) expect((await world.t.request({ method: 'POST', url: '/api/social-hub/join', token: u.token, body: { showType: true, showPhoto: false } })).statusCode).toBeLessThan(300);
  return { a, b, id };
}

async function feed(user: TestUser): Promise<Array<{ content: string; postType: string }>> {
  const res = await world.t.request({ method: 'GET', url: '/api/social-hub/feed?limit=50', token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json().posts;
}
const pairPostRows = (id: string) => world.t.database.db.selectFrom('social_posts').selectAll().where('pair_milestone', 'like', `${id}:%`).execute();

it('the highest milestone reached: none under 7, then 7, 30 and 100', () => {
  expect([0, 6, 7, 29, 30, 99, 100, 365].map(reachedMilestone)).toEqual([null, null, 7, 7, 30, 30, 100, 100]);
});

describe('who may ask', () => {
  it('401 anonymous; 404 for a stranger, a third connection and a pending request, on both paths', async () => {
    const { a, id } = await pair();
    const stranger = await createAssessedUser(world.t);
    const third = await createAssessedUser(world.t);
    await insertConnection(world.t.database, a.user.id, third.user.id, 'friend');
    expect((await offer(undefined, id)).statusCode).toBe(401);
    expect((await choose(undefined, id, { milestone: 30, share: true })).statusCode).toBe(401);
    for (const who of [stranger, third]) {
      expect((await offer(who, id)).statusCode).toBe(404);
      expect((await choose(who, id, { milestone: 30, share: true })).statusCode).toBe(404);
    }
    const pending = await pair();
    await world.t.database.db.updateTable('connections').set({ status: 'pending' }).where('id', '=', pending.id).execute();
    expect((await offer(pending.a, pending.id)).statusCode).toBe(404);
    expect((await choose(pending.a, pending.id, { milestone: 30, share: true })).statusCode).toBe(404);
    expect(await pairPostRows(pending.id)).toHaveLength(0);
  });

  it('400 naming the field for a milestone that is not one, or a choice that is not a boolean', async () => {
    const { a, id } = await pair();
    const bad = await choose(a, id, { milestone: 12, share: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('milestone');
    const bad2 = await choose(a, id, { milestone: 30, share: 'yes' });
    expect(bad2.statusCode).toBe(400);
    expect(bad2.body).toContain('share');
  });
});

describe('sharing', () => {
  it('offers the latest milestone to each; nothing is posted until both said yes; then one named post without answers', async () => {
    const { a, b, id } = await pair(31);
    expect((await offer(a, id)).json()).toEqual({ milestone: 30, myChoice: null, shared: false });
    expect((await choose(a, id, { milestone: 30, share: true })).json()).toEqual({ milestone: 30, myChoice: 'share', shared: false });
    // Sam does not learn Maya's choice, and nothing is in the hub yet.
    expect((await offer(b, id)).json()).toEqual({ milestone: 30, myChoice: null, shared: false });
    expect(await pairPostRows(id)).toHaveLength(0);
    expect((await choose(b, id, { milestone: 30, share: true })).json()).toEqual({ milestone: 30, myChoice: 'share', shared: true });
    const rows = await pairPostRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.is_anonymous).toBe(0);
    expect(rows[0]!.content).toBe('Sam and Maya answered their daily question 30 days in a row');
    expect(rows[0]!.content).not.toContain('SECRET');
    const stranger = await createAssessedUser(world.t);
    await world.t.request({ method: 'POST', url: '/api/social-hub/join', token: stranger.token, body: { showType: false, showPhoto: false } });
    const seen = (await feed(stranger)).filter((p) => p.content === rows[0]!.content);
    expect(seen).toHaveLength(1);
    // Asking again posts nothing more.
    await choose(a, id, { milestone: 30, share: true });
    expect(await pairPostRows(id)).toHaveLength(1);
    expect((await offer(a, id)).json()).toEqual({ milestone: 30, myChoice: 'share', shared: true });
    // The author deletes the post: a later keep-then-share does not bring it back.
    const author = rows[0]!.user_id === a.user.id ? a : b;
    expect((await world.t.request({ method: 'DELETE', url: `/api/social-hub/posts/${rows[0]!.id}`, token: author.token })).statusCode).toBeLessThan(300);
    await choose(author, id, { milestone: 30, share: false });
    await choose(author, id, { milestone: 30, share: true });
    expect(await pairPostRows(id)).toHaveLength(0);
  });

  it('never when one keeps it private, or before the streak reached it, or without joining the hub', async () => {
    const kept = await pair(8);
    await choose(kept.a, kept.id, { milestone: 7, share: true });
    expect((await choose(kept.b, kept.id, { milestone: 7, share: false })).json()).toEqual({ milestone: 7, myChoice: 'keep', shared: false });
    expect(await pairPostRows(kept.id)).toHaveLength(0);

    const early = await pair(6);
    expect((await offer(early.a, early.id)).json()).toEqual({ milestone: null, myChoice: null, shared: false });
    expect((await choose(early.a, early.id, { milestone: 7, share: true })).statusCode).toBe(409);
    expect((await choose(early.b, early.id, { milestone: 30, share: true })).statusCode).toBe(409);
    expect(await pairPostRows(early.id)).toHaveLength(0);

    const outside = await pair(7, false);
    expect((await choose(outside.a, outside.id, { milestone: 7, share: true })).statusCode).toBe(409);
    expect(await pairPostRows(outside.id)).toHaveLength(0);
  });

  it('never between two people when one blocked the other; a post leaves the feed of anyone either blocks, and when either leaves', async () => {
    const blocked = await pair(7);
    await world.t.database.db.insertInto('social_blocks').values({ blocker_id: blocked.b.user.id, blocked_id: blocked.a.user.id, created_at: clock.now().toISOString() }).execute();
    expect((await choose(blocked.a, blocked.id, { milestone: 7, share: true })).statusCode).toBe(409);
    expect(await pairPostRows(blocked.id)).toHaveLength(0);

    const { a, b, id } = await pair(100);
    // Later the same day than every post the file made before, so this one is first in the feed's newest-first page
    // (posts made at the same instant are in id order, which is random).
    clock.set('2026-11-26T18:00:00Z');
    await choose(a, id, { milestone: 100, share: true });
    await choose(b, id, { milestone: 100, share: true });
    const content = (await pairPostRows(id))[0]!.content;
    const viewer = await createAssessedUser(world.t);
    await world.t.request({ method: 'POST', url: '/api/social-hub/join', token: viewer.token, body: { showType: false, showPhoto: false } });
    const sees = async () => (await feed(viewer)).some((p) => p.content === content);
    expect(await sees()).toBe(true);
    // Blocking the author hid it before; blocking the one who is only named hides it now too, both ways.
    const author = (await pairPostRows(id))[0]!.user_id === a.user.id ? a : b;
    const named = author === a ? b : a;
    await world.t.database.db.insertInto('social_blocks').values({ blocker_id: viewer.user.id, blocked_id: named.user.id, created_at: clock.now().toISOString() }).execute();
    expect(await sees()).toBe(false);
    await world.t.database.db.deleteFrom('social_blocks').where('blocker_id', '=', viewer.user.id).execute();
    await world.t.database.db.insertInto('social_blocks').values({ blocker_id: named.user.id, blocked_id: viewer.user.id, created_at: clock.now().toISOString() }).execute();
    expect(await sees()).toBe(false);
    await world.t.database.db.deleteFrom('social_blocks').where('blocker_id', '=', named.user.id).execute();
    expect(await sees()).toBe(true);
    await deactivate(world.t, named.user.id);
    expect(await sees()).toBe(false);
  });

  it('deleting the account of the one only named removes the post and their choices', async () => {
    const { a, b, id } = await pair(7);
    await choose(a, id, { milestone: 7, share: true });
    await choose(b, id, { milestone: 7, share: true });
    const row = (await pairPostRows(id))[0]!;
    const named = row.user_id === a.user.id ? b : a;
    await deleteAccount(world.t.deps, named.user.id);
    expect(await pairPostRows(id)).toHaveLength(0);
    expect(await world.t.database.db.selectFrom('social_posts').select('id').where('content', '=', row.content).execute()).toHaveLength(0);
    expect(await world.t.database.db.selectFrom('daily_question_milestone_choices').select('user_id').where('user_id', '=', named.user.id).execute()).toHaveLength(0);
  });

  it('two yeses at the same instant post exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b, id } = await pair(30);
      const [ra, rb] = await Promise.all([choose(a, id, { milestone: 30, share: true }), choose(b, id, { milestone: 30, share: true })]);
      expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
      expect(await pairPostRows(id)).toHaveLength(1);
      // The same person twice in parallel, once both agreed: still one.
      await Promise.all([choose(a, id, { milestone: 30, share: true }), choose(a, id, { milestone: 30, share: true })]);
      expect(await pairPostRows(id)).toHaveLength(1);
    }
  });

  it('the database refuses a second post for the same pair and milestone', async () => {
    const { a, b, id } = await pair(30);
    const row = { user_id: a.user.id, co_author_id: b.user.id, post_type: 'milestone', content: 'x', is_anonymous: 0, prompt_id: null, hidden_at: null, pair_milestone: `${id}:30`, created_at: clock.now().toISOString() };
    await world.t.database.db.insertInto('social_posts').values({ ...row, id: `p1-${id}` }).execute();
    await expect(world.t.database.db.insertInto('social_posts').values({ ...row, id: `p2-${id}` }).execute()).rejects.toThrow();
  });
});

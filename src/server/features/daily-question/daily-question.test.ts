/**
 * The daily question through the real app (issue 31): who may ask, the reveal rule on every path, the same-instant
 * race, zones, streaks, pause and skip, deletion and export. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import https from 'node:https';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { connectAs, insertConnection, type TestSocket } from '../../test/chat.js';
import { createAssessedUser, createUser, deactivate, type TestUser } from '../../test/factories.js';
import { browserSubscription, decryptPush, startLocalPushService, type BrowserSubscription, type LocalPushService } from '../../test/push-service.js';
import { createWebPushSender } from '../../ports/push/index.js';
import { notificationsIdle } from '../notifications/notifications.service.js';
import type { DailyQuestionView } from '../../../shared/dailyQuestion.js';

const clock = manualClock('2026-11-26T20:00:00Z');
let t: TestApp;
let push: LocalPushService;
let agent: https.Agent;
let wsUrl: string;

beforeAll(async () => {
  push = await startLocalPushService();
  agent = new https.Agent({ ca: push.ca, keepAlive: false });
  t = await createTestApp({ push: { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:admin@attune.test', extraEndpointHosts: ['localhost'] } }, { clock });
  t.deps.push = createWebPushSender({ agent });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
});
afterAll(async () => {
  await t?.close();
  agent?.destroy();
  await push?.close();
});
beforeEach(() => {
  clock.set('2026-11-26T20:00:00Z');
});

const base = (id: string) => `/api/connections/${id}/daily-question`;
const get = (token: string | undefined, id: string) => t.request({ method: 'GET', url: base(id), token });
const answer = (token: string | undefined, id: string, text: unknown) => t.request({ method: 'POST', url: `${base(id)}/answer`, token, body: { answer: text } });
const view = async (token: string, id: string): Promise<DailyQuestionView> => {
  const res = await get(token, id);
  expect(res.statusCode).toBe(200);
  return res.json() as DailyQuestionView;
};

async function pair(type = 'couple', zones: [string, string] = ['UTC', 'UTC']): Promise<{ a: TestUser; b: TestUser; id: string }> {
  const a = await createAssessedUser(t, { firstName: 'Sam' });
  const b = await createAssessedUser(t, { firstName: 'Rei' });
  await t.database.db.updateTable('users').set({ time_zone: zones[0] }).where('id', '=', a.user.id).execute();
  await t.database.db.updateTable('users').set({ time_zone: zones[1] }).where('id', '=', b.user.id).execute();
  const id = await insertConnection(t.database, a.user.id, b.user.id, type);
  return { a, b, id };
}

async function subscribe(user: TestUser): Promise<BrowserSubscription> {
  const sub = browserSubscription(`${push.origin}/push/${randomBytes(6).toString('hex')}`);
  const res = await t.request({ method: 'POST', url: '/api/notifications/subscribe', token: user.token, body: { userId: user.user.id, endpoint: sub.endpoint, p256dhKey: sub.p256dhKey, authKey: sub.authKey } });
  expect(res.statusCode).toBe(200);
  return sub;
}
const pushesTo = (sub: BrowserSubscription) => push.received.filter((r) => `${push.origin}${r.path}` === sub.endpoint).map((r) => decryptPush(sub, r.body));

describe('who may ask', () => {
  it('answers 401 to anonymous callers and 404 to a stranger, a pending request and a departed person, on every path', async () => {
    const { a, b, id } = await pair();
    const stranger = await createAssessedUser(t);
    const requester = await createAssessedUser(t);
    const pendingId = await insertConnection(t.database, requester.user.id, a.user.id);
    await t.database.db.updateTable('connections').set({ status: 'pending' }).where('id', '=', pendingId).execute();
    const calls = (token: string | undefined, cid: string) => [
      t.request({ method: 'GET', url: base(cid), token }),
      t.request({ method: 'POST', url: `${base(cid)}/answer`, token, body: { answer: 'hello' } }),
      t.request({ method: 'GET', url: `${base(cid)}/history`, token }),
      t.request({ method: 'POST', url: `${base(cid)}/skip`, token }),
      t.request({ method: 'PUT', url: `${base(cid)}/paused`, token, body: { paused: true } }),
      t.request({ method: 'POST', url: `${base(cid)}/reaction`, token, body: { reaction: 'heart' } }),
    ];
    for (const res of await Promise.all(calls(undefined, id))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(stranger.token, id))) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all([...calls(requester.token, pendingId), ...calls(a.token, pendingId)])) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all(calls(a.token, 'no-such-connection'))) expect(res.statusCode).toBe(404);
    await deactivate(t, b.user.id);
    expect((await get(a.token, id)).statusCode).toBe(404);
  });

  it('accepts 1 to 1,000 characters and names the field otherwise', async () => {
    const { a, id } = await pair();
    for (const bad of ['', '   ', 'x'.repeat(1001), 42]) {
      const res = await answer(a.token, id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^answer: /);
    }
    expect((await answer(a.token, id, 'x'.repeat(1000))).statusCode).toBe(200);
  });
});

describe('answering and the reveal', () => {
  it('keeps each answer private until both answered, allows editing until then, and reveals to both', async () => {
    const { a, b, id } = await pair('friend');
    const first = await view(a.token, id);
    expect(first).toMatchObject({ state: 'new', myAnswer: null, theirAnswer: null, streak: 0, paused: false });
    expect((await view(b.token, id)).question).toEqual(first.question);

    expect((await answer(a.token, id, 'A first draft')).json()).toMatchObject({ state: 'waiting_for_them', myAnswer: 'A first draft', theirAnswer: null });
    expect((await answer(a.token, id, 'The walk by the river')).json()).toMatchObject({ myAnswer: 'The walk by the river' });
    expect(await view(b.token, id)).toMatchObject({ state: 'waiting_for_me', myAnswer: null, theirAnswer: null });

    const revealed = (await answer(b.token, id, 'Our picnic in the rain')).json() as DailyQuestionView;
    expect(revealed).toMatchObject({ state: 'revealed', myAnswer: 'Our picnic in the rain', theirAnswer: 'The walk by the river', streak: 1 });
    expect(await view(a.token, id)).toMatchObject({ state: 'revealed', myAnswer: 'The walk by the river', theirAnswer: 'Our picnic in the rain', streak: 1 });

    const late = await answer(a.token, id, 'Changed my mind');
    expect(late.statusCode).toBe(409);

    const reacted = await t.request({ method: 'POST', url: `${base(id)}/reaction`, token: b.token, body: { reaction: 'hug' } });
    expect(reacted.json()).toMatchObject({ myReaction: 'hug' });
    expect(await view(a.token, id)).toMatchObject({ theirReaction: 'hug' });

    const history = (await t.request({ method: 'GET', url: `${base(id)}/history`, token: a.token })).json();
    expect(history).toEqual({ items: [{ date: '2026-11-26', question: first.question, myAnswer: 'The walk by the river', theirAnswer: 'Our picnic in the rain' }], nextCursor: null });
    const searched = (await t.request({ method: 'GET', url: `${base(id)}/history?search=PICNIC`, token: b.token })).json();
    expect(searched.items).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: `${base(id)}/history?search=nothing-like-this`, token: b.token })).json().items).toEqual([]);
  });

  it('reveals once to both when both answer in the same instant', async () => {
    for (let round = 0; round < 4; round++) {
      const { a, b, id } = await pair();
      const [sa, sb] = await Promise.all([connectAs(wsUrl, a.token), connectAs(wsUrl, b.token)]);
      try {
        const [ra, rb] = await Promise.all([answer(a.token, id, `mine ${round}`), answer(b.token, id, `yours ${round}`)]);
        expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
        expect([ra.json().state, rb.json().state].sort()).toContain('revealed');
        expect(await view(a.token, id)).toMatchObject({ state: 'revealed', theirAnswer: `yours ${round}`, streak: 1 });
        expect(await view(b.token, id)).toMatchObject({ state: 'revealed', theirAnswer: `mine ${round}`, streak: 1 });
        const days = await t.database.db.selectFrom('daily_question_days').select('revealed_at').where('connection_id', '=', id).execute();
        expect(days).toHaveLength(1);
        await sa.waitFor((e) => e.type === 'daily_question_changed' && e.connectionId === id);
        await sb.waitFor((e) => e.type === 'daily_question_changed' && e.connectionId === id);
      } finally {
        sa.close();
        sb.close();
      }
    }
  });

  it('before both answer, no call, socket frame, push or export reaching anyone but the author holds the answer (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60 }), fc.constantFrom('couple', 'family', 'friend', 'professional'), async (words, type) => {
        const marker = randomBytes(8).toString('hex');
        const text = `${words} ${marker}`.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
        const { a, b, id } = await pair(type);
        const stranger = await createAssessedUser(t);
        const sub = await subscribe(b);
        const sockets: TestSocket[] = await Promise.all([connectAs(wsUrl, b.token), connectAs(wsUrl, stranger.token)]);
        const frames: string[] = [];
        for (const s of sockets) s.onEvent = (e) => frames.push(JSON.stringify(e));
        try {
          const res = await answer(a.token, id, text);
          expect(res.statusCode).toBe(200);
          await notificationsIdle(t.deps);
          await sockets[0]!.waitFor((e) => e.type === 'daily_question_changed');
          const seen = [
            ...frames,
            ...pushesTo(sub),
            ...(await Promise.all([
              t.request({ method: 'GET', url: base(id), token: b.token }),
              t.request({ method: 'GET', url: `${base(id)}/history`, token: b.token }),
              t.request({ method: 'GET', url: `${base(id)}/history?search=${encodeURIComponent(marker)}`, token: b.token }),
              t.request({ method: 'POST', url: `${base(id)}/reaction`, token: b.token, body: { reaction: 'heart' } }),
              t.request({ method: 'GET', url: base(id), token: stranger.token }),
              t.request({ method: 'GET', url: '/api/account/export', token: b.token }),
              t.request({ method: 'GET', url: '/api/connections', token: b.token }),
              t.request({ method: 'GET', url: `/api/connections/${id}`, token: b.token }),
            ])).map((r) => r.body),
            JSON.stringify((await t.request({ method: 'GET', url: `/trpc/dailyQuestion.cards?input=${encodeURIComponent(JSON.stringify({ connectionIds: [id] }))}`, token: b.token })).json()),
          ];
          expect(pushesTo(sub)).toHaveLength(1);
          expect(JSON.parse(pushesTo(sub)[0]!)).toMatchObject({ kind: 'daily_question', body: 'Sam answered today’s question — answer to see theirs'.replace('’', "'") });
          for (const part of seen) expect(part).not.toContain(marker);
        } finally {
          for (const s of sockets) s.close();
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe('notifications', () => {
  it('tells the other person once, with no words of the answer, unless they switched the kind off', async () => {
    const { a, b, id } = await pair();
    const sub = await subscribe(b);
    await answer(a.token, id, 'first words');
    await answer(a.token, id, 'second words');
    await notificationsIdle(t.deps);
    const got = pushesTo(sub).map((p) => JSON.parse(p) as { title: string; body: string });
    expect(got).toEqual([expect.objectContaining({ body: "Sam answered today's question — answer to see theirs" })]);

    const other = await pair();
    const otherSub = await subscribe(other.b);
    expect((await t.request({ method: 'POST', url: '/trpc/notifications.setPreference', token: other.b.token, body: { kind: 'daily_question', enabled: false } })).statusCode).toBe(200);
    await answer(other.a.token, other.id, 'quiet please');
    await notificationsIdle(t.deps);
    expect(pushesTo(otherSub)).toEqual([]);
    // The in-app badge still says so: the card reads "waiting for me".
    expect((await view(other.b.token, other.id)).state).toBe('waiting_for_me');
  });
});

describe('the day for two zones', () => {
  it('gives Auckland and Los Angeles one question a day that turns at Auckland midnight, across a DST change', async () => {
    const { a, b, id } = await pair('friend', ['Pacific/Auckland', 'America/Los_Angeles']);
    clock.set('2027-04-01T10:30:00Z'); // 23:30 on 1 April in Auckland, 03:30 in Los Angeles
    const d1 = await view(a.token, id);
    expect(d1.date).toBe('2027-04-01');
    expect((await view(b.token, id)).question.id).toBe(d1.question.id);
    await answer(a.token, id, 'one');
    await answer(b.token, id, 'uno');
    clock.set('2027-04-01T11:00:00Z'); // Auckland midnight: a new day for both
    const d2 = await view(b.token, id);
    expect(d2).toMatchObject({ date: '2027-04-02', state: 'new', streak: 1 });
    expect(d2.question.id).not.toBe(d1.question.id);
    // Each day both answer, through Auckland's change from NZDT to NZST on 4 April.
    let at = Date.parse('2027-04-01T20:00:00Z'); // 09:00 on 2 April in Auckland
    for (let i = 0; i < 4; i++) {
      clock.set(new Date(at));
      await answer(a.token, id, `day ${i}`);
      await answer(b.token, id, `dia ${i}`);
      at += 24 * 3600_000;
    }
    const end = await view(a.token, id);
    expect(end.streak).toBe(5);
    const history = (await t.request({ method: 'GET', url: `${base(id)}/history`, token: b.token })).json() as { items: Array<{ date: string; question: { id: string } }> };
    expect(history.items.map((i) => i.date)).toEqual(['2027-04-05', '2027-04-04', '2027-04-03', '2027-04-02', '2027-04-01']);
    expect(new Set(history.items.map((i) => i.question.id)).size).toBe(5);
  });
});

describe('streak, freeze, pause and skip', () => {
  it('a missed day costs the week’s freeze, not the streak; a second miss that week ends it', async () => {
    const { a, b, id } = await pair();
    const both = async (instant: string) => {
      clock.set(instant);
      await answer(a.token, id, 'a');
      await answer(b.token, id, 'b');
    };
    await both('2026-11-23T12:00:00Z'); // Monday
    await both('2026-11-24T12:00:00Z');
    clock.set('2026-11-26T12:00:00Z'); // Wednesday missed
    expect(await view(a.token, id)).toMatchObject({ streak: 2, freezesLeft: 0 });
    await both('2026-11-26T12:00:00Z');
    expect(await view(b.token, id)).toMatchObject({ streak: 3, freezesLeft: 0 });
    clock.set('2026-11-28T12:00:00Z'); // Friday missed, no freeze left
    expect((await view(a.token, id)).streak).toBe(0);
    await both('2026-11-28T12:00:00Z');
    expect((await view(a.token, id)).streak).toBe(1);
    await both('2026-11-29T12:00:00Z');
    clock.set('2026-11-30T12:00:00Z'); // a new week, a new freeze
    expect(await view(a.token, id)).toMatchObject({ streak: 2, freezesLeft: 1 });
  });

  it('either may pause: the other sees paused, not by whom, and cannot answer or resume it', async () => {
    const { a, b, id } = await pair();
    const paused = await t.request({ method: 'PUT', url: `${base(id)}/paused`, token: a.token, body: { paused: true } });
    expect(paused.json()).toMatchObject({ state: 'paused', paused: true, pausedByMe: true });
    expect(await view(b.token, id)).toMatchObject({ state: 'paused', paused: true, pausedByMe: false });
    expect((await answer(b.token, id, 'hi')).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: `${base(id)}/skip`, token: b.token })).statusCode).toBe(409);
    expect((await t.request({ method: 'PUT', url: `${base(id)}/paused`, token: b.token, body: { paused: false } })).statusCode).toBe(409);
    expect((await t.request({ method: 'PUT', url: `${base(id)}/paused`, token: b.token, body: { paused: 'no' } })).json().message).toMatch(/^paused: /);
    expect((await t.request({ method: 'PUT', url: `${base(id)}/paused`, token: a.token, body: { paused: false } })).json()).toMatchObject({ state: 'new', paused: false });
    expect((await answer(b.token, id, 'hi')).statusCode).toBe(200);
  });

  it('skips to another question for both while nobody has answered, and never asks the skipped one again', async () => {
    const { a, b, id } = await pair('professional');
    const before = await view(a.token, id);
    const skipped = (await t.request({ method: 'POST', url: `${base(id)}/skip`, token: b.token })).json() as DailyQuestionView;
    expect(skipped.question.id).not.toBe(before.question.id);
    expect((await view(a.token, id)).question.id).toBe(skipped.question.id);
    await answer(a.token, id, 'now answered');
    expect((await t.request({ method: 'POST', url: `${base(id)}/skip`, token: b.token })).statusCode).toBe(409);
    const asked = new Set<string>();
    for (let i = 1; i <= 10; i++) {
      clock.set(new Date(Date.parse('2026-11-26T20:00:00Z') + i * 24 * 3600_000));
      asked.add((await view(a.token, id)).question.id);
    }
    expect(asked.has(before.question.id)).toBe(false);
  });
});

describe('account deletion and export', () => {
  it('the export holds the person’s own answers only; deletion removes them and the other keeps theirs', async () => {
    const { a, b, id } = await pair();
    const mine = `mine-${randomBytes(6).toString('hex')}`;
    const theirs = `theirs-${randomBytes(6).toString('hex')}`;
    await answer(a.token, id, mine);
    await answer(b.token, id, theirs);
    const exported = (await t.request({ method: 'GET', url: '/api/account/export', token: a.token })).json();
    expect(exported.dailyQuestionAnswers).toEqual([expect.objectContaining({ connectionId: id, date: '2026-11-26', answer: mine })]);
    expect(JSON.stringify(exported)).not.toContain(theirs);

    expect((await t.request({ method: 'DELETE', url: '/api/account', token: a.token, body: { password: a.password } })).statusCode).toBe(200);
    const left = await t.database.db.selectFrom('daily_question_answers').select(['user_id', 'answer']).where('connection_id', '=', id).execute();
    expect(left).toEqual([{ user_id: b.user.id, answer: theirs }]);
    // The departed person's connection no longer asks anything.
    expect((await get(b.token, id)).statusCode).toBe(404);
  });
});

describe('admin analytics', () => {
  it('shows participation figures only: pairs who both answered in the last day and the median streak, never words', async () => {
    const admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
    const words = `analytics-${randomBytes(6).toString('hex')}`;
    const before = (await t.request({ method: 'GET', url: '/api/admin/analytics', token: admin.token })).json().engagement.dailyQuestion;
    const { a, b, id } = await pair();
    await answer(a.token, id, words);
    await answer(b.token, id, `${words} too`);
    const res = await t.request({ method: 'GET', url: '/api/admin/analytics', token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().engagement.dailyQuestion.pairsAnsweredLastDay).toBe(before.pairsAnsweredLastDay + 1);
    expect(res.json().engagement.dailyQuestion.medianStreak).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toContain(words);
    expect((await t.request({ method: 'GET', url: '/api/admin/analytics', token: a.token })).statusCode).toBe(403);
  });
});

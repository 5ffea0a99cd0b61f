import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_CATEGORY_IDS } from '../../../shared/assessment/types.js';
import { manualClock } from '../../clock.js';
import { createWebPushSender } from '../../ports/push/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { loadCoachContext } from '../coach/coach.service.js';
import { buildSystemPrompt } from '../../ports/coach/prompt.js';
import { browserSubscription, decryptPush, startLocalPushService, type LocalPushService } from '../../test/push-service.js';
import { notificationsIdle } from '../notifications/notifications.service.js';
import { setStoredTimeZone } from '../time-zone/time-zone.queries.js';
import { down, up } from '../../../../db/migrations/2026_11_26_0600_survey_attempts.js';

// Wednesday 25 November 2026, 10:00 in Auckland (21:00 on the 24th in UTC).
const clock = manualClock('2026-11-24T21:00:00Z');
let t: TestApp;
let push: LocalPushService;
let agent: https.Agent;
beforeAll(async () => {
  push = await startLocalPushService();
  agent = new https.Agent({ ca: push.ca, keepAlive: false });
  t = await createTestApp({ push: { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:admin@attune.test', extraEndpointHosts: ['localhost'] } }, { clock });
  t.deps.push = createWebPushSender({ agent });
});
afterAll(async () => {
  await t?.close();
  agent?.destroy();
  await push?.close();
});

const get = (url: string, who?: TestUser) => t.request({ method: 'GET', url, token: who?.token });
const post = (url: string, who?: TestUser, body: unknown = {}) => t.request({ method: 'POST', url, token: who?.token, body });

/** Answers every category: `shift` 0 and 9 give clearly different results. */
async function answerAll(u: TestUser, shift = 0) {
  for (const [index, category] of SURVEY_CATEGORY_IDS.entries()) {
    const res = await post('/api/survey/response', u, { category, categoryIndex: index, responses: [(index + shift) % 20, (index * 7 + shift) % 20] });
    expect(res.statusCode).toBe(200);
  }
}

async function completed(name: string, shift = 0): Promise<TestUser> {
  const u = await createUser(t, { firstName: name });
  await setStoredTimeZone(t.database.db, u.user.id, 'Pacific/Auckland');
  await answerAll(u, shift);
  expect((await post('/api/survey/complete', u)).statusCode).toBe(200);
  return u;
}

async function retake(u: TestUser, shift: number) {
  const started = await post('/api/survey/attempts', u);
  expect(started.statusCode).toBe(200);
  await answerAll(u, shift);
  expect((await post('/api/survey/complete', u)).statusCode).toBe(200);
  return started.json() as { id: string };
}

describe('POST /api/survey/attempts and GET /api/survey/attempts', () => {
  it('ask who is calling, and a retake needs a first completion', async () => {
    expect((await post('/api/survey/attempts')).statusCode).toBe(401);
    expect((await get('/api/survey/attempts')).statusCode).toBe(401);
    const fresh = await createUser(t);
    const res = await post('/api/survey/attempts', fresh);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Complete the survey once before retaking it.');
    expect((await get('/api/survey/attempts', fresh)).json()).toEqual({ items: [] });
  });

  it('keep the first results while the retake is answered, then make the retake the latest and keep both', async () => {
    clock.set('2026-11-24T21:00:00Z');
    const u = await completed('Uma');
    const first = (await get('/api/survey/results', u)).json();
    expect((await get('/api/survey/attempts', u)).json().items).toHaveLength(1);

    expect((await post('/api/survey/attempts', u)).statusCode).toBe(200);
    // The latest results still serve everything; the answer sheet starts empty.
    expect((await get('/api/survey/results', u)).json()).toEqual(first);
    expect((await get('/api/survey/responses', u)).json()).toEqual([]);
    expect((await get('/api/survey/progress', u)).json()).toEqual({ completedCategories: [], currentCategoryIndex: 0, isCompleted: false });
    expect((await get('/api/survey/assessment-status', u)).json()).toEqual({ hasCompleted: true });
    expect((await get('/api/assessment-status', u)).json()).toMatchObject({ coreCompleted: true, retakeInProgress: true });

    await answerAll(u, 9);
    clock.advance(3600_000);
    expect((await post('/api/survey/complete', u)).statusCode).toBe(200);
    const latest = (await get('/api/survey/results', u)).json();
    expect((await get('/api/assessment-status', u)).json()).toMatchObject({ retakeInProgress: false });
    expect(latest.evidence).not.toEqual(first.evidence);

    const { items } = (await get('/api/survey/attempts', u)).json() as { items: Array<{ id: string; number: number; completedAt: string; results: { evidence: unknown } }> };
    expect(items.map((i) => i.number)).toEqual([2, 1]);
    expect(items[0]!.completedAt).toBe('2026-11-24T22:00:00.000Z');
    expect(items[0]!.results.evidence).toEqual(latest.evidence);
    expect(items[1]!.results.evidence).toEqual(first.evidence);
    const stored = await t.database.db.selectFrom('survey_attempts').select(['number', 'answers']).where('user_id', '=', u.user.id).orderBy('number').execute();
    expect(JSON.parse(stored[1]!.answers).communication).toEqual([9]);
    expect(JSON.parse(stored[0]!.answers).communication).toEqual([0]);

    // The export carries every attempt.
    const exported = JSON.parse((await get('/api/account/export', u)).body);
    expect(exported.surveyAttempts.map((a: { number: number }) => a.number).sort()).toEqual([1, 2]);
  });

  it('allow one retake per local week (Monday in the person zone), with a 429 that says when the next can start', async () => {
    clock.set('2026-11-24T21:00:00Z'); // Wednesday in Auckland
    const u = await completed('Wes');
    await retake(u, 5);
    const refused = await post('/api/survey/attempts', u);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You can retake the assessment once a week. Your next retake can start on Monday, 30 November (Pacific/Auckland time).');
    // Sunday 23:59 in Auckland is still the same week; Monday 00:00 there is the next one.
    clock.set('2026-11-29T10:59:00Z');
    expect((await post('/api/survey/attempts', u)).statusCode).toBe(429);
    clock.set('2026-11-29T11:00:00Z');
    expect((await post('/api/survey/attempts', u)).statusCode).toBe(200);
  });

  it('start one retake when the same person sends several at once, and answer the open one again', async () => {
    clock.set('2026-12-02T21:00:00Z');
    const u = await completed('Pia');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/survey/attempts', u)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await t.database.db.selectFrom('survey_retakes').selectAll().where('user_id', '=', u.user.id).execute();
    expect(rows).toHaveLength(1);
    // Completing twice at once adds one attempt.
    await answerAll(u, 3);
    const done = await Promise.all([post('/api/survey/complete', u), post('/api/survey/complete', u)]);
    expect(done.map((d) => d.statusCode)).toEqual([200, 200]);
    expect((await get('/api/survey/attempts', u)).json().items).toHaveLength(2);
  });

  it('completing again without a retake re-scores the latest attempt instead of adding one', async () => {
    const u = await completed('Ned');
    await answerAll(u, 4);
    expect((await post('/api/survey/complete', u)).statusCode).toBe(200);
    const { items } = (await get('/api/survey/attempts', u)).json();
    expect(items).toHaveLength(1);
    expect(items[0].results).toMatchObject({ personalityType: (await get('/api/survey/results', u)).json().personalityType });
  });
});

describe('a retake and the people connected', () => {
  it('moves the Vibe to one number for both and tells each connection quietly', async () => {
    clock.set('2026-12-09T21:00:00Z');
    const ana = await completed('Ana');
    const ben = await completed('Ben', 2);
    const { id: connectionId } = await connect(t.deps, ana.user.id, ben.user.id, 'friend', 'active');
    const endpoint = `${push.origin}/push/ben-results`;
    const sub = browserSubscription(endpoint);
    const subscribed = await post('/api/notifications/subscribe', ben, { userId: ben.user.id, endpoint, p256dhKey: sub.p256dhKey, authKey: sub.authKey, userAgent: 'test' });
    expect(subscribed.statusCode).toBe(200);
    const vibeOf = async (who: TestUser) => ((await get('/api/connections', who)).json() as Array<{ id: string; vibe: { score: number } }>).find((c) => c.id === connectionId)!.vibe.score;
    const before = await vibeOf(ana);
    expect(await vibeOf(ben)).toBe(before);

    push.received.length = 0;
    await retake(ana, 11);
    await notificationsIdle(t.deps);
    const after = await vibeOf(ana);
    expect(await vibeOf(ben)).toBe(after);
    expect(after).not.toBe(before);
    const mine = push.received.filter((r) => `${push.origin}${r.path}` === endpoint);
    expect(mine).toHaveLength(1);
    expect(JSON.parse(decryptPush(sub, mine[0]!.body))).toEqual({
      kind: 'connections',
      title: 'Ana updated their results',
      body: 'Your Vibe together reflects their new answers.',
      url: `/?openChat=${connectionId}`,
      tag: `results-${connectionId}`,
    });

    // Ben switched connection notifications off: nothing more reaches him.
    await t.request({ method: 'POST', url: '/trpc/notifications.setPreference', token: ben.token, body: { kind: 'connections', enabled: false } });
    clock.advance(7 * 24 * 3600_000);
    await retake(ana, 13);
    await notificationsIdle(t.deps);
    expect(push.received.filter((r) => `${push.origin}${r.path}` === endpoint)).toHaveLength(1);
  });
});

describe('the connection card after a retake', () => {
  it('says when the other person updated their results, on an active connection only', async () => {
    clock.set('2026-12-23T10:00:00Z');
    const cara = await completed('Cara');
    const dev = await completed('Dev', 3);
    const eli = await completed('Eli', 5);
    const active = await connect(t.deps, cara.user.id, dev.user.id, 'friend', 'active');
    const pending = await connect(t.deps, cara.user.id, eli.user.id, 'friend', 'pending');
    type Card = { id: string; otherResultsUpdatedAt: string | null };
    const cardOf = async (who: TestUser, id: string) => ((await get('/api/connections', who)).json() as Card[]).find((c) => c.id === id)!;
    // A first attempt is simply the results: nothing to announce.
    expect((await cardOf(dev, active.id)).otherResultsUpdatedAt).toBeNull();

    clock.set('2026-12-23T12:00:00Z');
    await retake(cara, 7);
    expect((await cardOf(dev, active.id)).otherResultsUpdatedAt).toBe('2026-12-23T12:00:00.000Z');
    // Cara's own card of Dev speaks of Dev, who did not retake; a pending request says nothing either way.
    expect((await cardOf(cara, active.id)).otherResultsUpdatedAt).toBeNull();
    const eliSees = ((await get('/api/connections/pending', eli)).json() as Card[]).find((c) => c.id === pending.id);
    expect(eliSees).toBeDefined();
    expect(eliSees!.otherResultsUpdatedAt).toBeNull();
  });
});

describe('what the coach knows of the attempts', () => {
  it('gives every provider the previous attempt and the unclear scales, in the person own chats', async () => {
    clock.set('2027-01-06T10:00:00Z');
    const fay = await completed('Fay', 4);
    const first = await loadCoachContext(t.deps, fay.user.id);
    expect(first.person.measurement?.previousAttempt).toBeNull();
    const firstType = first.person.results!.personalityType;

    clock.set('2027-01-06T12:00:00Z');
    await retake(fay, 9);
    const ctx = await loadCoachContext(t.deps, fay.user.id);
    expect(ctx.person.measurement?.previousAttempt).toMatchObject({ completedAt: '2027-01-06T10:00:00.000Z', results: { personalityType: firstType } });
    const system = buildSystemPrompt({ context: ctx, message: 'what changed since last time?', mode: 'coach' });
    expect(system).toContain(`- Previous attempt (2027-01-06): ${firstType}; leanings:`);
    // The unclear scales are whatever Fay's own answers left unclear: the prompt names exactly those.
    const unclear = ((await get('/api/survey/results', fay)).json() as { scales: Array<{ label: string; confidence: string }> }).scales.filter((s) => s.confidence === 'unclear');
    expect(ctx.person.measurement?.unclearScales).toEqual(unclear.map((s) => s.label));
    if (unclear.length) expect(system).toContain(`answers on these pulled both ways): ${unclear.map((s) => s.label).join(', ')}`);
    else expect(system).not.toContain('pulled both ways');
  });
});

describe('the migration', () => {
  it('keeps everyone results as attempt 1, with the answers they came from', async () => {
    const u = await completed('Mia');
    const results = await t.database.db.selectFrom('survey_results').select('results').where('user_id', '=', u.user.id).executeTakeFirstOrThrow();
    await down(t.database.db);
    await up(t.database.db);
    const rows = await t.database.db.selectFrom('survey_attempts').selectAll().where('user_id', '=', u.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: 1, results: results.results });
    expect(JSON.parse(rows[0]!.answers).communication).toEqual([0]);
    expect(Object.keys(JSON.parse(rows[0]!.answers))).toHaveLength(SURVEY_CATEGORY_IDS.length);
  });
});

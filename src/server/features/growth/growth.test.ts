import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createAssessedUser, deactivate, type TestUser } from '../../test/factories.js';
import type { CoachProvider } from '../../ports/coach/types.js';
import { insertConnection } from '../../test/chat.js';
import { GROWTH_MESSAGES, REFLECTION_MAX } from './growth.schemas.js';

// Wednesday 2026-11-25 10:00 UTC: Wednesday evening in Auckland, Wednesday night-time in Los Angeles.
const clock = manualClock('2026-11-25T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t.close();
});

type Action = { id: string; title: string; status: string; difficulty: string; points: number; pointsAwarded: number; isCustom: boolean; weekCompleted: boolean; instructions: string };

async function listActions(token: string, type = 'emotional'): Promise<Action[]> {
  const res = await t.request({ method: 'GET', url: `/api/stability-actions/${type}`, token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function countRows(table: 'weekly_completions' | 'journal_entries', userId: string): Promise<number> {
  const rows = await t.database.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe('weekly stability actions', () => {
  it('lists a stable, personal set for the week with points by difficulty, and a new set next week', async () => {
    clock.set('2026-11-25T10:00:00Z');
    const { token } = await createAssessedUser(t);
    const first = await listActions(token);
    expect(first.length).toBe(5);
    for (const a of first) {
      expect(a.status).toBe('available');
      expect(a.points).toBe({ easy: 1, medium: 2, hard: 3 }[a.difficulty]);
      expect(a.pointsAwarded).toBe(0);
      expect(a.isCustom).toBe(false);
      expect(a.instructions.split('\n').length).toBeGreaterThanOrEqual(2);
    }
    expect((await listActions(token)).map((a) => a.id)).toEqual(first.map((a) => a.id));
    const twoReloadsAtOnce = await Promise.all([listActions(token, 'mental'), listActions(token, 'mental')]);
    expect(twoReloadsAtOnce[0].map((a) => a.id)).toEqual(twoReloadsAtOnce[1].map((a) => a.id));

    const titles = new Set(first.map((a) => a.title));
    let differs = false;
    for (let week = 1; week <= 4 && !differs; week++) {
      clock.set(new Date(Date.parse('2026-11-25T10:00:00Z') + week * 7 * 86_400_000));
      differs = (await listActions(token)).some((a) => !titles.has(a.title));
    }
    expect(differs).toBe(true);
  });

  it('reading the week stores nothing; the same set stays all week, through a new connection and a completion, and is stored when the person acts', async () => {
    clock.set('2026-11-25T10:00:00Z');
    const me = await createAssessedUser(t);
    const stored = async () => (await t.database.db.selectFrom('weekly_actions').select('id').where('user_id', '=', me.user.id).execute()).length;
    const shown = await listActions(me.token, 'social');
    await listActions(me.token, 'mental');
    await t.request({ method: 'GET', url: '/api/stability-actions/social/progress', token: me.token });
    expect(await stored()).toBe(0);

    // Things that change what the draw leans on, during the week, do not change this week's list.
    const friend = await createAssessedUser(t);
    await insertConnection(t.database, me.user.id, friend.user.id, 'couple');
    expect((await listActions(me.token, 'social')).map((a) => a.id)).toEqual(shown.map((a) => a.id));

    // Someone else naming a shown id finds nothing, and stores nothing.
    const stranger = await createAssessedUser(t);
    expect((await t.request({ method: 'POST', url: `/api/stability-actions/${shown[0]!.id}/complete`, token: stranger.token, body: { content: 'x' } })).statusCode).toBe(404);
    expect(await stored()).toBe(0);

    // Completing one of the shown actions stores that type's draw, under the ids that were shown.
    const done = await t.request({ method: 'POST', url: `/api/stability-actions/${shown[1]!.id}/complete`, token: me.token, body: { content: 'We had a long call.' } });
    expect(done.statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('weekly_actions').select(['id', 'stability_type']).where('user_id', '=', me.user.id).orderBy('position').execute();
    expect(rows.map((r) => r.id)).toEqual(shown.map((a) => a.id));
    expect(new Set(rows.map((r) => r.stability_type))).toEqual(new Set(['social']));
    const after = await listActions(me.token, 'social');
    expect(after.map((a) => a.title)).toEqual(shown.map((a) => a.title));
    expect(after[1]).toMatchObject({ status: 'completed', weekCompleted: true });
    expect(after.filter((a) => a.status === 'available').every((a) => a.weekCompleted)).toBe(true);
    // Still one per type per week, for a shown action of the same type.
    const second = await t.request({ method: 'POST', url: `/api/stability-actions/${shown[0]!.id}/complete`, token: me.token, body: { content: 'Another' } });
    expect(second.statusCode).toBe(409);
    // A made-up id is still nobody's action.
    const unknown = await t.request({ method: 'POST', url: '/api/stability-actions/aaaaaaaaaaaaaaaaaaaaaaaa/complete', token: me.token, body: { content: 'x' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('runs the whole flow: reflection and completion, points, the week done, the score moved, the journal', async () => {
    clock.set('2026-11-25T10:00:00Z');
    const me = await createAssessedUser(t);
    const before = (await t.request({ method: 'GET', url: '/api/survey/results', token: me.token })).json();
    const actions = await listActions(me.token);
    const pick = actions.find((a) => a.difficulty === 'hard') ?? actions[0]!;

    const entry = await t.request({ method: 'POST', url: '/api/journal-entries', token: me.token, body: { userStabilityActionId: pick.id, content: '  We talked it through calmly.  ', mood: 'Hopeful', insights: 'Start with feelings.' } });
    expect(entry.statusCode).toBe(201);
    expect(entry.json()).toMatchObject({ content: 'We talked it through calmly.', mood: 'Hopeful', insights: 'Start with feelings.', action: { title: pick.title, stabilityType: 'emotional', pointsAwarded: pick.points } });

    const complete = await t.request({ method: 'POST', url: `/api/stability-actions/${pick.id}/complete`, token: me.token });
    expect(complete.statusCode).toBe(200);
    expect(complete.json().pointsAwarded).toBe(pick.points);
    const again = await t.request({ method: 'POST', url: `/api/stability-actions/${pick.id}/complete`, token: me.token, body: { content: 'another' } });
    expect(again.json().pointsAwarded).toBe(pick.points);
    expect(await countRows('journal_entries', me.user.id)).toBe(1);

    const after = await listActions(me.token);
    expect(after.find((a) => a.id === pick.id)).toMatchObject({ status: 'completed', pointsAwarded: pick.points });
    expect(after.every((a) => a.weekCompleted)).toBe(true);

    const progress = (await t.request({ method: 'GET', url: '/api/stability-actions/emotional/progress', token: me.token })).json();
    expect(progress).toMatchObject({ completedThisWeek: true, pointsThisWeek: pick.points, timeZone: 'UTC', weekStart: '2026-11-23T00:00:00.000Z', nextResetAt: '2026-11-30T00:00:00.000Z' });
    expect(progress.score.assessed).toBe(Math.round(before.emotionalStability));
    expect(progress.score.current).toBe(Math.min(100, progress.score.assessed + pick.points));

    const results = (await t.request({ method: 'GET', url: '/api/survey/results', token: me.token })).json();
    expect(results.emotionalStability).toBe(progress.score.current);
    const stored = await t.database.db.selectFrom('survey_results').select('results').where('user_id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.results).emotionalStability).toBe(before.emotionalStability);

    const other = after.find((a) => a.id !== pick.id)!;
    const second = await t.request({ method: 'POST', url: '/api/journal-entries', token: me.token, body: { userStabilityActionId: other.id, content: 'A second one' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(GROWTH_MESSAGES.alreadyDoneThisWeek('Emotional'));

    // Next Monday the type opens again.
    clock.set('2026-11-30T00:00:01Z');
    expect((await listActions(me.token)).every((a) => a.status === 'available' && !a.weekCompleted)).toBe(true);
    const list = (await t.request({ method: 'GET', url: '/api/journal-entries', token: me.token })).json();
    expect(list).toHaveLength(1);
    // A last week's action can no longer be completed.
    const stale = await t.request({ method: 'POST', url: `/api/stability-actions/${other.id}/complete`, token: me.token, body: { content: 'late' } });
    expect(stale.statusCode).toBe(409);
  });

  it('counts the week in the person\'s own zone: Sunday night in Auckland is already past that week\'s Monday reset', async () => {
    const me = await createAssessedUser(t);
    await t.request({ method: 'PUT', url: '/api/profile/time-zone', token: me.token, body: { timeZone: 'Pacific/Auckland' } });
    clock.set('2026-11-22T10:59:00Z'); // Sunday 23:59 in Auckland
    const sunday = (await t.request({ method: 'GET', url: '/api/stability-actions/social/progress', token: me.token })).json();
    expect(sunday.nextResetAt).toBe('2026-11-22T11:00:00.000Z');
    const [pick] = await listActions(me.token, 'social');
    expect((await t.request({ method: 'POST', url: `/api/stability-actions/${pick!.id}/complete`, token: me.token, body: { content: 'Called my sister.' } })).statusCode).toBe(200);
    clock.set('2026-11-22T11:00:00Z'); // Monday 00:00 in Auckland, still Sunday in Los Angeles
    const monday = await listActions(me.token, 'social');
    expect(monday.every((a) => a.status === 'available')).toBe(true);
    expect((await t.request({ method: 'POST', url: `/api/stability-actions/${monday[0]!.id}/complete`, token: me.token, body: { content: 'Hosted lunch.' } })).statusCode).toBe(200);

    const la = await createAssessedUser(t);
    await t.request({ method: 'PUT', url: '/api/profile/time-zone', token: la.token, body: { timeZone: 'America/Los_Angeles' } });
    const laProgress = (await t.request({ method: 'GET', url: '/api/stability-actions/social/progress', token: la.token })).json();
    expect(laProgress.nextResetAt).toBe('2026-11-23T08:00:00.000Z');
  });

  it('20 parallel completions of different actions of one type: exactly one succeeds, the others 409 and write nothing', async () => {
    clock.set('2026-11-25T10:00:00Z');
    const me = await createAssessedUser(t);
    const listed = await listActions(me.token, 'physical');
    await t.request({ method: 'POST', url: '/api/stability-actions/generate/physical', token: me.token });
    await t.request({ method: 'POST', url: '/api/stability-actions/generate/physical', token: me.token });
    const all = await listActions(me.token, 'physical');
    expect(all.length).toBeGreaterThan(listed.length);
    const attempts = Array.from({ length: 20 }, (_, i) => all[i % all.length]!);
    const answers = await Promise.all(
      attempts.map((a, i) => t.request({ method: 'POST', url: `/api/stability-actions/${a.id}/complete`, token: me.token, body: { content: `Reflection number ${i}` } })),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    const winnerIds = new Set(ok.map((r) => r.json().journalEntryId));
    // The same action sent twice is idempotent; different actions lose with 409.
    expect(winnerIds.size).toBe(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toContain('Your reflection was not saved');
    }
    expect(await countRows('weekly_completions', me.user.id)).toBe(1);
    expect(await countRows('journal_entries', me.user.id)).toBe(1);
    const completed = (await listActions(me.token, 'physical')).filter((a) => a.status === 'completed');
    expect(completed).toHaveLength(1);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    clock.set('2026-11-25T10:00:00Z');
    const me = await createAssessedUser(t);
    const [a] = await listActions(me.token);
    const cases = [
      { method: 'GET' as const, url: '/api/stability-actions/happiness', body: undefined, message: /Stability type/ },
      { method: 'POST' as const, url: '/api/stability-actions/generate/happiness', body: undefined, message: /Stability type/ },
      { method: 'POST' as const, url: '/api/journal-entries', body: { userStabilityActionId: a!.id, content: '   ' }, message: /Missing Information/ },
      { method: 'POST' as const, url: '/api/journal-entries', body: { userStabilityActionId: a!.id, content: 'x'.repeat(10_000) }, message: new RegExp(`at most ${REFLECTION_MAX}`) },
      { method: 'POST' as const, url: '/api/journal-entries', body: { content: 'no action' }, message: /Action/ },
      { method: 'POST' as const, url: `/api/stability-actions/${a!.id}/complete`, body: { content: '  ' }, message: /Missing Information/ },
      { method: 'POST' as const, url: `/api/stability-actions/${a!.id}/complete`, body: {}, message: /Missing Information/ },
      { method: 'GET' as const, url: '/api/journal-entries?page=zero', body: undefined, message: /Page/ },
    ];
    for (const c of cases) {
      const res = await t.request({ method: c.method, url: c.url, token: me.token, body: c.body });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().message).toMatch(c.message);
    }
    const wrongId = await t.request({ method: 'POST', url: '/api/journal-entries', token: me.token, body: { userStabilityActionId: 'nope', content: 'Hello' } });
    expect(wrongId.statusCode).toBe(404);
    expect(await countRows('weekly_completions', me.user.id)).toBe(0);
    expect(await countRows('journal_entries', me.user.id)).toBe(0);
  });

  it('limits generation to a few per type per local day (429 with a message), then allows it the next day', async () => {
    clock.set('2026-11-25T10:00:00Z');
    const me = await createAssessedUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.request({ method: 'POST', url: '/api/stability-actions/generate/spiritual', token: me.token })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(429);
      expect(r.json().message).toMatch(/3 times a day/);
    }
    const list = await listActions(me.token, 'spiritual');
    expect(list.filter((a) => a.isCustom).length).toBeGreaterThan(0);
    expect(new Set(list.map((a) => a.title)).size).toBe(list.length);
    clock.set('2026-11-26T10:00:00Z');
    expect((await t.request({ method: 'POST', url: '/api/stability-actions/generate/spiritual', token: me.token })).statusCode).toBe(200);
  });
});

describe('who may touch actions and reflections', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let entryId: string;
  let actionId: string;
  beforeAll(async () => {
    clock.set('2026-11-25T10:00:00Z');
    owner = await createAssessedUser(t);
    stranger = await createAssessedUser(t);
    const [a] = await listActions(owner.token, 'desire');
    actionId = a!.id;
    entryId = (await t.request({ method: 'POST', url: '/api/journal-entries', token: owner.token, body: { userStabilityActionId: actionId, content: 'My private words' } })).json().id;
  });

  it('anonymous callers get 401 everywhere', async () => {
    for (const [method, url] of [
      ['GET', '/api/stability-actions/mental'],
      ['GET', '/api/stability-actions/mental/progress'],
      ['POST', '/api/stability-actions/generate/mental'],
      ['POST', `/api/stability-actions/${actionId}/complete`],
      ['GET', '/api/journal-entries'],
      ['POST', '/api/journal-entries'],
      ['PATCH', `/api/journal-entries/${entryId}`],
      ['DELETE', `/api/journal-entries/${entryId}`],
      ['GET', '/api/journal-settings'],
    ] as const) {
      expect((await t.request({ method, url, body: method === 'GET' ? undefined : { content: 'x' } })).statusCode, url).toBe(401);
    }
  });

  it("another person's action or entry is a 404, and nothing of it changes", async () => {
    expect((await t.request({ method: 'POST', url: `/api/stability-actions/${actionId}/complete`, token: stranger.token, body: { content: 'x' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/journal-entries', token: stranger.token, body: { userStabilityActionId: actionId, content: 'x' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/journal-entries/${entryId}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: `/api/journal-entries/${entryId}`, token: stranger.token, body: { content: 'hijack' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/journal-entries/${entryId}`, token: stranger.token })).statusCode).toBe(404);
    const list = (await t.request({ method: 'GET', url: '/api/journal-entries?search=private', token: stranger.token })).json();
    expect(list).toEqual([]);
    const mine = (await t.request({ method: 'GET', url: `/api/journal-entries/${entryId}`, token: owner.token })).json();
    expect(mine.content).toBe('My private words');
  });

  it('the administrator can count reflections but not read them', async () => {
    const admin = await createAssessedUser(t, { email: TEST_ADMIN_EMAIL });
    const count = await t.request({ method: 'GET', url: '/trpc/journal.count', token: admin.token });
    expect(count.statusCode).toBe(200);
    expect(count.json().result.data.total).toBeGreaterThanOrEqual(1);
    expect((await t.request({ method: 'GET', url: `/api/journal-entries/${entryId}`, token: admin.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/trpc/journal.count', token: owner.token })).statusCode).toBe(403);
  });

  it('a deactivated owner gets 401', async () => {
    const gone = await createAssessedUser(t);
    await deactivate(t, gone.user.id);
    expect((await t.request({ method: 'GET', url: '/api/journal-entries', token: gone.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/stability-actions/mental', token: gone.token })).statusCode).toBe(401);
  });
});

describe('the journal', () => {
  it('searches reflection, insights and action title on the server, pages newest first, edits and deletes', async () => {
    const me = await createAssessedUser(t);
    const types = ['mental', 'emotional', 'physical', 'social'] as const;
    for (const [i, type] of types.entries()) {
      clock.set(new Date(Date.parse('2026-11-25T10:00:00Z') + i * 60_000));
      const [a] = await listActions(me.token, type);
      const body = { userStabilityActionId: a!.id, content: i === 1 ? 'Felt 100% calmer after the walk_' : `Entry ${i}`, insights: i === 2 ? 'Breathing helps' : undefined };
      expect((await t.request({ method: 'POST', url: '/api/journal-entries', token: me.token, body })).statusCode).toBe(201);
    }
    const all = (await t.request({ method: 'GET', url: '/api/journal-entries', token: me.token })).json();
    expect(all.map((e: { action: { stabilityType: string } }) => e.action.stabilityType)).toEqual(['social', 'physical', 'emotional', 'mental']);
    const page2 = (await t.request({ method: 'GET', url: '/api/journal-entries?page=2&pageSize=3', token: me.token })).json();
    expect(page2).toHaveLength(1);
    const byInsight = (await t.request({ method: 'GET', url: '/api/journal-entries?search=BREATHING', token: me.token })).json();
    expect(byInsight).toHaveLength(1);
    // % and _ are searched as themselves, not as wildcards.
    expect((await t.request({ method: 'GET', url: '/api/journal-entries?search=100%25', token: me.token })).json()).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/journal-entries?search=k_', token: me.token })).json()).toHaveLength(1);
    const title = all[0].action.title.slice(0, 6);
    expect((await t.request({ method: 'GET', url: `/api/journal-entries?search=${encodeURIComponent(title)}`, token: me.token })).json().length).toBeGreaterThanOrEqual(1);
    const summary = (await t.request({ method: 'GET', url: '/api/journal-entries/summary', token: me.token })).json();
    expect(summary).toEqual({ total: 4, byType: { mental: 1, emotional: 1, physical: 1, social: 1 } });

    clock.set('2026-11-26T08:00:00Z');
    const edited = await t.request({ method: 'PATCH', url: `/api/journal-entries/${all[0].id}`, token: me.token, body: { content: 'Rewritten', mood: 'Calm' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Rewritten', mood: 'Calm', updatedAt: '2026-11-26T08:00:00.000Z' });
    expect(edited.json().createdAt).not.toBe(edited.json().updatedAt);
    expect((await t.request({ method: 'PATCH', url: `/api/journal-entries/${all[0].id}`, token: me.token, body: { content: ' ' } })).statusCode).toBe(400);

    expect((await t.request({ method: 'DELETE', url: `/api/journal-entries/${all[0].id}`, token: me.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/journal-entries', token: me.token })).json()).toHaveLength(3);
    expect((await t.request({ method: 'DELETE', url: `/api/journal-entries/${all[0].id}`, token: me.token })).statusCode).toBe(404);
  });

  it('"Let the coach use my reflections" is on by default and can be turned off', async () => {
    const me = await createAssessedUser(t);
    expect((await t.request({ method: 'GET', url: '/api/journal-settings', token: me.token })).json()).toEqual({ coachUsesReflections: true });
    const off = await t.request({ method: 'PUT', url: '/api/journal-settings', token: me.token, body: { coachUsesReflections: false } });
    expect(off.json()).toEqual({ coachUsesReflections: false });
    expect((await t.request({ method: 'PUT', url: '/api/journal-settings', token: me.token, body: { coachUsesReflections: 'yes' } })).statusCode).toBe(400);
  });
});

describe('generate with a model provider', () => {
  function fakeModel(reply: string): CoachProvider {
    return {
      name: 'openai',
      async *stream() {
        yield reply;
      },
    };
  }

  it('keeps a well-formed model answer and falls back to the library on garbage, never a 500', async () => {
    clock.set('2026-11-25T10:00:00Z');
    const me = await createAssessedUser(t);
    const original = t.deps.coach;
    try {
      t.deps.coach = fakeModel('Sure! {"actions":[{"title":"Morning check-in","description":"Ask one person close to you how they slept.","steps":["Pick a person","Ask kindly"],"difficulty":"easy","estimatedMinutes":5}]}');
      const good = await t.request({ method: 'POST', url: '/api/stability-actions/generate/mental', token: me.token });
      expect(good.statusCode).toBe(200);
      expect(good.json().find((a: Action) => a.title === 'Morning check-in')).toMatchObject({ isCustom: true, points: 1 });

      for (const garbage of ['not json at all', '{"actions":[{"title":"x"}]}', `{"actions":[{"title":"Visit","description":"Go to https://example.com now please","steps":["a step","b step"],"difficulty":"easy","estimatedMinutes":5}]}`]) {
        t.deps.coach = fakeModel(garbage);
        const res = await t.request({ method: 'POST', url: '/api/stability-actions/generate/emotional', token: me.token });
        expect(res.statusCode).toBe(200);
        expect(res.json().filter((a: Action) => a.isCustom).length).toBeGreaterThan(0);
        expect(res.json().some((a: Action) => a.title === 'x' || a.title === 'Visit')).toBe(false);
      }
    } finally {
      t.deps.coach = original;
    }
  });
});

describe('the coach and reflections', () => {
  it('grounds the person\'s own coach in their latest reflections only while "Let the coach use my reflections" is on', async () => {
    const { loadCoachContext } = await import('../coach/coach.service.js');
    const { buildSystemPrompt } = await import('../../ports/coach/prompt.js');
    clock.set('2026-11-25T10:00:00Z');
    const me = await createAssessedUser(t);
    const other = await createAssessedUser(t);
    const [a] = await listActions(me.token, 'mental');
    await t.request({ method: 'POST', url: '/api/journal-entries', token: me.token, body: { userStabilityActionId: a!.id, content: 'Planning my week on paper calmed me down' } });

    const on = buildSystemPrompt({ context: await loadCoachContext(t.deps, me.user.id), message: 'hi', mode: 'coach' });
    expect(on).toContain('Planning my week on paper calmed me down');
    expect(buildSystemPrompt({ context: await loadCoachContext(t.deps, me.user.id), message: 'hi', mode: 'guidance' })).not.toContain('Planning my week');
    expect(buildSystemPrompt({ context: await loadCoachContext(t.deps, other.user.id), message: 'hi', mode: 'coach' })).not.toContain('Planning my week');

    await t.request({ method: 'PUT', url: '/api/journal-settings', token: me.token, body: { coachUsesReflections: false } });
    expect(buildSystemPrompt({ context: await loadCoachContext(t.deps, me.user.id), message: 'hi', mode: 'coach' })).not.toContain('Planning my week');
  });
});

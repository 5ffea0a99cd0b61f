import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, deactivate } from '../../test/factories.js';
import { FREE_WRITING_KEY, INSIGHTS_MAX, MOOD_MAX, REFLECTION_MAX } from './growth.schemas.js';

// Free writing in the journal (issue 30, item 14): POST /api/journal-entries/free and its tRPC twin journal.write.
const clock = manualClock('2026-11-25T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t.close();
});

const write = (token: string | undefined, body: unknown) => t.request({ method: 'POST', url: '/api/journal-entries/free', token, body });

describe('free writing in the journal', () => {
  it('saves an entry tied to no action, lists, searches, counts, edits and deletes it like any other', async () => {
    const me = await createAssessedUser(t);
    const res = await write(me.token, { content: '  A quiet evening, and I noticed how tired I was.  ', mood: 'Tired', insights: 'Rest first.' });
    expect(res.statusCode).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({ content: 'A quiet evening, and I noticed how tired I was.', mood: 'Tired', insights: 'Rest first.', userStabilityActionId: null, action: null, createdAt: '2026-11-25T10:00:00.000Z' });

    const [a] = (await t.request({ method: 'GET', url: '/api/stability-actions/mental', token: me.token })).json() as Array<{ id: string }>;
    clock.set('2026-11-25T10:05:00Z');
    expect((await t.request({ method: 'POST', url: '/api/journal-entries', token: me.token, body: { userStabilityActionId: a!.id, content: 'On the action' } })).statusCode).toBe(201);

    const list = (await t.request({ method: 'GET', url: '/api/journal-entries', token: me.token })).json() as Array<{ id: string; action: unknown }>;
    expect(list.map((e) => e.action === null)).toEqual([false, true]);
    expect((await t.request({ method: 'GET', url: '/api/journal-entries?search=quiet%20evening', token: me.token })).json()).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/journal-entries/summary', token: me.token })).json()).toEqual({ total: 2, byType: { mental: 1, [FREE_WRITING_KEY]: 1 } });

    const edited = await t.request({ method: 'PATCH', url: `/api/journal-entries/${entry.id}`, token: me.token, body: { content: 'Rewritten' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Rewritten', action: null });
    expect((await t.request({ method: 'DELETE', url: `/api/journal-entries/${entry.id}`, token: me.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/journal-entries', token: me.token })).json()).toHaveLength(1);

    // The tRPC twin does the same.
    const viaTrpc = await t.request({ method: 'POST', url: '/trpc/journal.write', token: me.token, body: { content: 'Through tRPC' } });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data).toMatchObject({ content: 'Through tRPC', action: null });
  });

  it('refuses blank, too long and unknown input with a 400 naming the field, and stores nothing', async () => {
    const me = await createAssessedUser(t);
    for (const [body, message] of [
      [{ content: '   ' }, /Missing Information/],
      [{}, /Reflection/],
      [{ content: 'x'.repeat(REFLECTION_MAX + 1) }, new RegExp(`at most ${REFLECTION_MAX}`)],
      [{ content: 'ok', mood: 'm'.repeat(MOOD_MAX + 1) }, /Mood/],
      [{ content: 'ok', insights: 'i'.repeat(INSIGHTS_MAX + 1) }, /insights/i],
      [{ content: 'ok', userStabilityActionId: 'abc' }, /userStabilityActionId|Unrecognized/i],
    ] as const) {
      const res = await write(me.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await t.request({ method: 'GET', url: '/api/journal-entries', token: me.token })).json()).toEqual([]);
  });

  it('is the owner\'s alone: 401 signed out or deactivated, 403 before the assessment, 404 for anyone else', async () => {
    const owner = await createAssessedUser(t);
    const stranger = await createAssessedUser(t);
    const id = (await write(owner.token, { content: 'Only mine' })).json().id as string;

    expect((await write(undefined, { content: 'x' })).statusCode).toBe(401);
    const unassessed = await createUser(t);
    expect((await write(unassessed.token, { content: 'x' })).statusCode).toBe(403);
    const gone = await createAssessedUser(t);
    await deactivate(t, gone.user.id);
    expect((await write(gone.token, { content: 'x' })).statusCode).toBe(401);

    expect((await t.request({ method: 'GET', url: `/api/journal-entries/${id}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: `/api/journal-entries/${id}`, token: stranger.token, body: { content: 'hijack' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/journal-entries/${id}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/journal-entries?search=Only', token: stranger.token })).json()).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/journal-entries/${id}`, token: owner.token })).json().content).toBe('Only mine');
  });
});

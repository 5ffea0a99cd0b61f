/**
 * connections.cards, the web app's list read (decision 103): each card is the connection's full view (what
 * connections.list and GET /api/connections answer) without the explained Vibe and its last move, under the same
 * visibility — never a field more, never another value — and only for who asks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, deactivate, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { HIKER } from '../../test/connections.js';
import type { ConnectionView } from './connections.schemas.js';

let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await createAssessedUser(t, { firstName: 'Ada' });
  expect((await t.request({ method: 'POST', url: '/api/hobby-assessment', token: ada.token, body: HIKER[0] })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const trpcGet = (path: string, who: TestUser | undefined, input?: unknown) =>
  t.request({ method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, token: who?.token });

function withoutExplainedVibe(view: ConnectionView) {
  const { vibe: _vibe, vibeMove: _move, ...card } = view;
  return card;
}

describe('connections.cards', () => {
  it('is the list of full views without the explained Vibe: same people, order, values and privacy', async () => {
    const plain = await createAssessedUser(t, { firstName: 'Bob' });
    const keeper = await createAssessedUser(t, { firstName: 'Cleo' });
    const leaver = await createAssessedUser(t, { firstName: 'Dan' });
    const hidden = await createAssessedUser(t, { firstName: 'Eve' });
    const unassessed = await createUser(t, { firstName: 'Finn' });
    const asking = await createAssessedUser(t, { firstName: 'Gus' });
    const asked = await createAssessedUser(t, { firstName: 'Hal' });
    await connect(t.deps, ada.user.id, plain.user.id, 'friend');
    await connect(t.deps, keeper.user.id, ada.user.id, 'couple');
    await connect(t.deps, ada.user.id, leaver.user.id, 'family');
    await connect(t.deps, ada.user.id, hidden.user.id, 'friend');
    await connect(t.deps, ada.user.id, unassessed.user.id, 'professional');
    await connect(t.deps, asking.user.id, ada.user.id, 'friend', 'pending');
    await connect(t.deps, ada.user.id, asked.user.id, 'friend', 'pending');
    // Cleo keeps her attachment style and stability private; Dan leaves Attune; Eve is deactivated.
    expect((await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: keeper.token, body: { attachment: false, stability: false } })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/account', token: leaver.token, body: { password: leaver.password } })).statusCode).toBe(200);
    await deactivate(t, hidden.user.id);

    const full = await trpcGet('connections.list', ada);
    const cards = await trpcGet('connections.cards', ada);
    expect([full.statusCode, cards.statusCode]).toEqual([200, 200]);
    const views = full.json().result.data as ConnectionView[];
    // The walk covers what it means to: a Vibe, a withheld one, a departed person, one without results.
    expect(views.map((v) => v.otherUser.id).sort()).toEqual([plain, keeper, leaver, unassessed].map((u) => u.user.id).sort());
    expect(views.filter((v) => v.departedAt !== null).map((v) => v.otherUser.id)).toEqual([leaver.user.id]);
    expect(views.some((v) => v.vibe?.personality.parts.some((p) => p.withheld))).toBe(true);
    expect(views.filter((v) => v.compatibilityScore !== null)).toHaveLength(2);
    expect(cards.json().result.data).toEqual(views.map(withoutExplainedVibe));
    // Pending requests, either way, are not cards; they are read with connections.pending.
    const statuses = (cards.json().result.data as Array<{ status: string }>).map((c) => c.status);
    expect(statuses.every((s) => s === 'active')).toBe(true);
  });

  it('pages as the list does', async () => {
    const pager = await createAssessedUser(t, { firstName: 'Ivy' });
    for (let i = 0; i < 3; i++) await connect(t.deps, pager.user.id, (await createAssessedUser(t, { firstName: `Pal${i}` })).user.id);
    for (const input of [{ limit: 2 }, { limit: 1 }]) {
      const full = (await trpcGet('connections.list', pager, input)).json().result.data as ConnectionView[];
      const cards = (await trpcGet('connections.cards', pager, input)).json().result.data;
      expect(cards).toEqual(full.map(withoutExplainedVibe));
      const last = full.at(-1)!;
      const before = `${last.createdAt}_${last.id}`;
      const nextFull = (await trpcGet('connections.list', pager, { ...input, before })).json().result.data as ConnectionView[];
      expect((await trpcGet('connections.cards', pager, { ...input, before })).json().result.data).toEqual(nextFull.map(withoutExplainedVibe));
      expect(nextFull.length).toBeGreaterThan(0);
    }
  });

  it('checks who asks and what they send', async () => {
    expect((await trpcGet('connections.cards', undefined)).statusCode).toBe(401);
    const newcomer = await createUser(t);
    expect((await trpcGet('connections.cards', newcomer)).statusCode).toBe(403);
    expect((await trpcGet('connections.cards', ada, { limit: 0 })).statusCode).toBe(400);
    expect((await trpcGet('connections.cards', ada, { before: 'not a position' })).statusCode).toBe(400);
    // Another member sees only their own connections: none of Ada's.
    const stranger = await createAssessedUser(t);
    expect((await trpcGet('connections.cards', stranger)).json().result.data).toEqual([]);
  });
});

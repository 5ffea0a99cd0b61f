import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorOf } from '../../../shared/text.js';
import { CONNECTIONS_PAGE } from '../../../shared/pages.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, deactivate, type TestUser } from '../../test/factories.js';
import { insertConnection } from '../../test/chat.js';

/**
 * Issue 28 (low): GET /api/connections and /api/connections/pending come a page at a time (`limit`, `before`), as
 * the invitations do; the answer is still the array of connections, and each page computes only its own Vibes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { enabled: false } as never });
});
afterAll(async () => {
  await t?.close();
});

type View = { id: string; createdAt: string; vibe: unknown; otherUser: { id: string } };
const get = async (token: string, url: string) => (await t.request({ method: 'GET', url, token })).json() as View[];

/** Walks every page of `path` with pages of `limit`; answers the ids in order. */
async function walk(who: TestUser, path: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let page = await get(who.token, `${path}?limit=${limit}`);
  while (page.length > 0) {
    expect(page.length).toBeLessThanOrEqual(limit);
    seen.push(...page.map((c) => c.id));
    const last = page.at(-1)!;
    page = await get(who.token, `${path}?limit=${limit}&before=${encodeURIComponent(cursorOf(last, last.createdAt))}`);
  }
  return seen;
}

describe('pages of connections', () => {
  it('GET /api/connections: the newest `limit`, then those before the last one held, each once; hidden people never count', async () => {
    const me = await createAssessedUser(t);
    const others = [];
    for (let i = 0; i < 5; i++) {
      const other = await createAssessedUser(t);
      others.push(other);
      await insertConnection(t.database, me.user.id, other.user.id);
    }
    await deactivate(t, others[2]!.user.id);
    const all = await get(me.token, '/api/connections');
    expect(all).toHaveLength(4);
    expect(all.every((c) => c.vibe !== null)).toBe(true);
    // A full page of 2 holds 2 shown people even though a hidden one lies between them.
    const first = await get(me.token, '/api/connections?limit=2');
    expect(first).toHaveLength(2);
    expect(await walk(me, '/api/connections', 2)).toEqual(all.map((c) => c.id));
    expect(await walk(me, '/api/connections', 3)).toEqual(all.map((c) => c.id));
    for (const bad of ['limit=0', `limit=${CONNECTIONS_PAGE + 1}`, 'before=nonsense']) {
      expect((await t.request({ method: 'GET', url: `/api/connections?${bad}`, token: me.token })).statusCode, bad).toBe(400);
    }
  });

  it('GET /api/connections/pending: received and sent requests a page at a time, without the requests sent by e-mail', async () => {
    const me = await createAssessedUser(t);
    const received = [];
    for (let i = 0; i < 3; i++) {
      const asker = await createAssessedUser(t);
      const res = await t.request({ method: 'POST', url: '/api/invitations', token: asker.token, body: { email: '', relationshipType: 'friend', directUserId: me.user.id } });
      expect(res.statusCode).toBe(200);
      received.push(asker);
    }
    const direct = await createAssessedUser(t);
    expect((await t.request({ method: 'POST', url: '/api/invitations', token: me.token, body: { email: '', relationshipType: 'friend', directUserId: direct.user.id } })).statusCode).toBe(200);
    const byMail = await createAssessedUser(t);
    expect((await t.request({ method: 'POST', url: '/api/invitations/send-email', token: me.token, body: { inviteeEmail: byMail.user.email, relationshipType: 'friend' } })).statusCode).toBe(200);

    const all = await get(me.token, '/api/connections/pending');
    expect(all.map((c) => c.otherUser.id).sort()).toEqual([...received.map((r) => r.user.id), direct.user.id].sort());
    // The request sent by e-mail does not take a place on a page either: two full pages, then nothing.
    expect((await get(me.token, '/api/connections/pending?limit=2')).length).toBe(2);
    expect(await walk(me, '/api/connections/pending', 2)).toEqual(all.map((c) => c.id));
  });
});

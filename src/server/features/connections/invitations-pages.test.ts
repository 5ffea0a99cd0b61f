import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorOf } from '../../../shared/text.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser } from '../../test/factories.js';

/** Issue 12, finding 11: the invitations a person sent come a page at a time, newest first. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('pages of sent invitations', () => {
  it('answers the newest `limit`, then those before the last one held, each once', async () => {
    const me = await createAssessedUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await t.request({ method: 'POST', url: '/api/invitations/send-email', token: me.token, body: { inviteeEmail: `friend${i}-${Date.now()}@attune.test`, relationshipType: 'friend' } });
      expect(res.statusCode).toBeLessThan(300);
    }
    const all = (await t.request({ method: 'GET', url: '/api/invitations', token: me.token })).json() as Array<{ id: string; createdAt: string }>;
    expect(all).toHaveLength(5);
    const seen: string[] = [];
    let page = (await t.request({ method: 'GET', url: '/api/invitations?limit=2', token: me.token })).json() as Array<{ id: string; createdAt: string }>;
    while (page.length > 0) {
      seen.push(...page.map((i) => i.id));
      const last = page.at(-1)!;
      page = (await t.request({ method: 'GET', url: `/api/invitations?limit=2&before=${encodeURIComponent(cursorOf(last, last.createdAt))}`, token: me.token })).json();
    }
    expect(seen).toEqual(all.map((i) => i.id));
    expect((await t.request({ method: 'GET', url: '/api/invitations?before=nonsense', token: me.token })).statusCode).toBe(400);
    // Someone else's list is their own.
    const other = await createAssessedUser(t);
    expect((await t.request({ method: 'GET', url: '/api/invitations?limit=2', token: other.token })).json()).toEqual([]);
  });
});

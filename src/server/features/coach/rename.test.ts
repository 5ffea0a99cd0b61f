import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../../test/factories.js';

/** Renaming a coach conversation from Chat History (issue 30 item 17): the owner only, one line of 1–120 characters. */
let t: TestApp;
let owner: TestUser;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAssessedUser(t, { firstName: 'Olive' });
  const made = await t.request({ method: 'POST', url: '/api/chat/conversations', token: owner.token, body: { title: 'Chat' } });
  conversationId = made.json().id as string;
});
afterAll(async () => {
  await t?.close();
});

const rename = (token: string | undefined, body: unknown, id = conversationId) =>
  t.request({ method: 'PATCH', url: `/api/chat/conversations/${id}`, ...(token ? { token } : {}), body });
const titles = async (who: TestUser) =>
  ((await t.request({ method: 'GET', url: '/api/chat/conversations', token: who.token })).json() as Array<{ id: string; title: string }>).map((c) => c.title);

describe('PATCH /api/chat/conversations/{id}', () => {
  it('renames the owner’s conversation (trimmed) and the list shows the new title', async () => {
    const res = await rename(owner.token, { title: '  Talking about Sunday  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: conversationId, title: 'Talking about Sunday' });
    expect(await titles(owner)).toContain('Talking about Sunday');
  });

  it('is refused without a session (401), before the assessment (403), to anyone else and for an unknown id (404)', async () => {
    expect((await rename(undefined, { title: 'Mine now' })).statusCode).toBe(401);
    const newcomer = await createUser(t);
    expect((await rename(newcomer.token, { title: 'Mine now' })).statusCode).toBe(403);
    const other = await createAssessedUser(t, { firstName: 'Otto' });
    expect((await rename(other.token, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await rename(owner.token, { title: 'Nothing' }, 'no-such-conversation')).statusCode).toBe(404);
    expect(await titles(owner)).not.toContain('Mine now');
  });

  it('refuses an empty, a too long or a multi-line title (400), changing nothing', async () => {
    for (const title of ['', '   ', 'x'.repeat(121), 'two\nlines', 42]) expect((await rename(owner.token, { title })).statusCode, String(title)).toBe(400);
    expect((await rename(owner.token, {})).statusCode).toBe(400);
    expect(await titles(owner)).toContain('Talking about Sunday');
  });
});

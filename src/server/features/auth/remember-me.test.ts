import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { BROWSER_SESSION_IDLE_MS, SESSION_TTL_MS } from './sessions.js';

// "Remember me" (issue 35 item 4, decision 069): ticked or left out, the 30-day sliding session of before; unticked, a
// cookie the browser drops when it closes and a session the server ends 12 hours after its last use.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3600_000;

async function signIn(rememberMe: boolean | undefined) {
  const { user, password } = await createUser(t);
  const body = rememberMe === undefined ? { email: user.email, password } : { email: user.email, password, rememberMe };
  const res = await t.request({ method: 'POST', url: '/api/auth/login', body });
  expect(res.statusCode).toBe(200);
  const token: string = res.json().token;
  const cookies = [res.headers['set-cookie'] ?? []].flat();
  const cookie = cookies.find((c) => c.startsWith('attune_session=')) ?? '';
  return { token, id: token.split('.')[0]!, cookie };
}

async function sessionRow(id: string) {
  return t.database.db.selectFrom('sessions').select(['expires_at', 'last_used_at', 'persistent']).where('id', '=', id).executeTakeFirst();
}

describe('POST /api/auth/login with rememberMe', () => {
  it.each([
    ['ticked', true],
    ['left out', undefined],
  ])('%s: a 30-day session and a cookie that expires with it', async (_label, rememberMe) => {
    const { id, cookie } = await signIn(rememberMe);
    expect(cookie).toContain('attune_session=');
    expect(cookie).toMatch(/Expires=/);
    const row = await sessionRow(id);
    expect(row?.persistent).toBe(1);
    expect(Date.parse(row!.expires_at)).toBeGreaterThan(Date.now() + SESSION_TTL_MS - HOUR);
  });

  it('unticked: a cookie without Expires or Max-Age and a session that ends 12 hours from now', async () => {
    const { id, cookie } = await signIn(false);
    expect(cookie).toContain('attune_session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toMatch(/Expires=|Max-Age=/i);
    const row = await sessionRow(id);
    expect(row?.persistent).toBe(0);
    expect(Date.parse(row!.expires_at)).toBeLessThanOrEqual(Date.now() + BROWSER_SESSION_IDLE_MS);
    expect(Date.parse(row!.expires_at)).toBeGreaterThan(Date.now() + BROWSER_SESSION_IDLE_MS - HOUR);
  });

  it('refuses a rememberMe that is not a boolean', async () => {
    const { user, password } = await createUser(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password, rememberMe: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('rememberMe');
  });
});

describe('a browser session on the server', () => {
  it('slides 12 hours from each use, never to 30 days, and re-issues no cookie', async () => {
    const { token, id } = await signIn(false);
    const db = t.database.db;
    // Last used 3 hours ago, 9 hours left: a use now moves the end to 12 hours from now.
    await db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 3 * HOUR).toISOString(), expires_at: new Date(Date.now() + 9 * HOUR).toISOString() })
      .where('id', '=', id)
      .execute();
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: { cookie: `attune_session=${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const row = await sessionRow(id);
    expect(Date.parse(row!.expires_at)).toBeGreaterThan(Date.now() + 11 * HOUR);
    expect(Date.parse(row!.expires_at)).toBeLessThanOrEqual(Date.now() + BROWSER_SESSION_IDLE_MS);
  });

  it('ends once 12 hours pass unused, for the bearer header and the cookie alike', async () => {
    const { token, id } = await signIn(false);
    await t.database.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 12 * HOUR - 1000).toISOString(), expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: { cookie: `attune_session=${token}` } })).statusCode).toBe(401);
    expect(await sessionRow(id)).toBeUndefined();
  });

  it('a remembered session in its second half still slides to 30 days with a renewed cookie', async () => {
    const { token, id } = await signIn(true);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 5 * 24 * HOUR).toISOString() })
      .where('id', '=', id)
      .execute();
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: { cookie: `attune_session=${token}` } });
    expect(res.statusCode).toBe(200);
    expect([res.headers['set-cookie']].flat().find((c) => c?.startsWith('attune_session='))).toMatch(/Expires=/);
    expect(Date.parse((await sessionRow(id))!.expires_at)).toBeGreaterThan(Date.now() + SESSION_TTL_MS - HOUR);
  });
});

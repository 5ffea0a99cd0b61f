import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';

// The colour scheme follows the person (issue 35 item 3, decision 077's addendum): saved by PATCH /api/profile,
// answered by /api/auth/me and at every sign-in so a second browser applies it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

describe('the colour scheme of an account', () => {
  it("is 'system' for a new account", async () => {
    const ana = await createUser(t);
    expect(ana.user.colorScheme).toBe('system');
    expect((await me(ana.token)).json().colorScheme).toBe('system');
  });

  it('is stored by PATCH /api/profile and answered by /api/auth/me, the profile and a sign-in elsewhere', async () => {
    const ana = await createUser(t);
    const res = await t.request({ method: 'PATCH', url: '/api/profile', token: ana.token, body: { colorScheme: 'dark' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().colorScheme).toBe('dark');
    expect((await me(ana.token)).json().colorScheme).toBe('dark');
    expect((await t.request({ method: 'GET', url: '/api/profile', token: ana.token })).json().colorScheme).toBe('dark');
    const other = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: ana.user.email, password: ana.password } });
    expect(other.statusCode).toBe(200);
    expect(other.json().user.colorScheme).toBe('dark');

    // Back to following the device, and only the scheme changed.
    const back = await t.request({ method: 'PATCH', url: '/api/profile', token: ana.token, body: { colorScheme: 'system' } });
    expect(back.json()).toMatchObject({ colorScheme: 'system', firstName: ana.user.firstName, locale: ana.user.locale });
    expect((await me(other.json().token)).json().colorScheme).toBe('system');
  });

  it.each([['auto'], ['Dark'], [''], [1], [null]])('answers 400 naming the field for %j and changes nothing', async (colorScheme) => {
    const ana = await createUser(t);
    expect((await t.request({ method: 'PATCH', url: '/api/profile', token: ana.token, body: { colorScheme: 'light' } })).statusCode).toBe(200);
    const res = await t.request({ method: 'PATCH', url: '/api/profile', token: ana.token, body: { colorScheme, firstName: 'Changed' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('colorScheme: Colour scheme must be one of: light, dark, system');
    const after = (await me(ana.token)).json();
    expect(after.colorScheme).toBe('light');
    expect(after.firstName).toBe(ana.user.firstName);
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await t.request({ method: 'PATCH', url: '/api/profile', body: { colorScheme: 'dark' } })).statusCode).toBe(401);
  });
});

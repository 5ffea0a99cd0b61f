import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, deactivate } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/api/profile/time-zone', () => {
  it('is UTC until the browser reports a zone, then that zone', async () => {
    const { token } = await createUser(t);
    const before = await t.request({ method: 'GET', url: '/api/profile/time-zone', token });
    expect(before.json()).toEqual({ timeZone: 'UTC' });
    const set = await t.request({ method: 'PUT', url: '/api/profile/time-zone', token, body: { timeZone: 'Pacific/Auckland' } });
    expect(set.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/profile/time-zone', token });
    expect(after.json()).toEqual({ timeZone: 'Pacific/Auckland' });
  });

  it('refuses an unknown zone with a message naming it, and keeps the stored one', async () => {
    const { token } = await createUser(t);
    await t.request({ method: 'PUT', url: '/api/profile/time-zone', token, body: { timeZone: 'Europe/Paris' } });
    const bad = await t.request({ method: 'PUT', url: '/api/profile/time-zone', token, body: { timeZone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Time zone/);
    const missing = await t.request({ method: 'PUT', url: '/api/profile/time-zone', token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/profile/time-zone', token })).json()).toEqual({ timeZone: 'Europe/Paris' });
  });

  it('is 401 for anonymous and deactivated callers', async () => {
    expect((await t.request({ method: 'PUT', url: '/api/profile/time-zone', body: { timeZone: 'UTC' } })).statusCode).toBe(401);
    const { token, user } = await createUser(t);
    await deactivate(t, user.id);
    expect((await t.request({ method: 'GET', url: '/api/profile/time-zone', token })).statusCode).toBe(401);
  });
});

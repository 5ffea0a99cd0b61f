import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import { DEVICE_COOKIE } from './knownDevices.js';

/**
 * Issue 28 (low): ten wrong passwords typed by anyone, anywhere, locked a member out for 15 minutes. Failures now
 * count per (address, network address), and a browser that signed in to the account before gets through with the
 * right password even while its network is throttled. Requests come from chosen client addresses (inject's
 * remoteAddress), as they would from different networks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginMaxFailures: 3 } as never });
});
afterAll(async () => {
  await t.close();
});

function login(email: string, password: string, from: string, deviceCookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    payload: { email, password },
    ...(deviceCookie ? { cookies: { [DEVICE_COOKIE]: deviceCookie } } : {}),
  });
}
const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === DEVICE_COOKIE);

describe('login lockout (issue 28)', () => {
  it('a stranger’s wrong passwords from another network do not lock the member out', async () => {
    const ada = await createUser(t);
    for (let i = 0; i < 3; i += 1) expect((await login(ada.user.email, 'wrong password', '203.0.113.7')).statusCode).toBe(401);
    expect((await login(ada.user.email, ada.password, '203.0.113.7')).statusCode).toBe(429);
    expect((await login(ada.user.email, ada.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('on a shared network, a browser that signed in before gets through with the right password; a new one waits', async () => {
    const bob = await createUser(t);
    const office = '192.0.2.44';
    const first = await login(bob.user.email, bob.password, office);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(device!.maxAge).toBeGreaterThan(300 * 24 * 3600);

    for (let i = 0; i < 3; i += 1) expect((await login(bob.user.email, 'wrong password', office)).statusCode).toBe(401);
    const stranger = await login(bob.user.email, bob.password, office);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(AUTH_MESSAGES.throttled);
    const known = await login(bob.user.email, bob.password, office, device!.value);
    expect(known.statusCode).toBe(200);
    expect(deviceCookieOf(known)).toBeUndefined(); // the same device, kept

    // Another account's device cookie, or a forged one, is no way around the throttle.
    const cy = await createUser(t);
    const cyDevice = deviceCookieOf(await login(cy.user.email, cy.password, '192.0.2.99'))!.value;
    expect((await login(bob.user.email, bob.password, office, cyDevice)).statusCode).toBe(429);
    expect((await login(bob.user.email, bob.password, office, `${'a'.repeat(24)}.${'b'.repeat(24)}`)).statusCode).toBe(429);
  });

  it('a known device’s own wrong passwords are counted, so the cookie is no way to guess without limit', async () => {
    const dee = await createUser(t);
    const net = '192.0.2.150';
    const device = deviceCookieOf(await login(dee.user.email, dee.password, net))!.value;
    for (let i = 0; i < 3; i += 1) await login(dee.user.email, 'wrong password', net);
    for (let i = 0; i < 3; i += 1) expect((await login(dee.user.email, 'still wrong', net, device)).statusCode).toBe(401);
    expect((await login(dee.user.email, dee.password, net, device)).statusCode).toBe(429);
  });
});

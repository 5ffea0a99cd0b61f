import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createUser, deactivate } from '../../test/factories.js';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import { colorSchemeScriptHash } from '../../security-headers.js';
import { hashOptions, OWASP_ARGON2ID } from './passwords.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = { firstName: 'Ada', lastName: 'Lovelace', password: 'analytical engine' };
let seq = 0;
const email = () => `person${++seq}-${Date.now()}@attune.test`;

async function countUsers() {
  const row = await t.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/auth/register', () => {
  it('creates the account, answers token and user, and sets an HttpOnly SameSite=Lax cookie', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...valid, email: '  Ada@Example.COM ' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{24}$/);
    expect(body.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', isActive: true, isAdmin: false });
    expect(body.user.password_hash).toBeUndefined();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('attune_session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('stores only a hash of the session secret and an argon2id password hash', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...valid, email: email() } });
    const [id, secret] = res.json().token.split('.');
    const session = await t.database.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(session.secret_hash).not.toContain(secret);
    expect(session.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    const user = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', res.json().user.id).executeTakeFirstOrThrow();
    // A test process hashes at the least cost (passwords.ts, decision 108); a server hashes at OWASP's.
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
  });

  it("hashes at OWASP's argon2id minimum in every process that is not a test run", () => {
    expect(hashOptions({})).toEqual(OWASP_ARGON2ID);
    expect(hashOptions({ NODE_ENV: 'production' })).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(hashOptions({ VITEST: 'true' }).memoryCost).toBeLessThan(OWASP_ARGON2ID.memoryCost);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const address = email();
    await t.request({ method: 'POST', url: '/api/auth/register', body: { ...valid, email: address } });
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...valid, email: address.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
  });

  it.each([
    [{ ...valid, password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ ...valid, password: 'x'.repeat(129) }, 'password: Password must be at most 128 characters'],
    [{ ...valid, email: 'not-an-email' }, 'email: Enter a valid email address'],
    [{ ...valid, firstName: '   ' }, 'firstName: First name is required'],
    [{ lastName: 'X', email: 'a@b.co', password: 'long enough' }, 'firstName: First name is required'],
  ])('answers 400 naming the field and writes nothing (%#)', async (body, message) => {
    const before = await countUsers();
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { email: email(), ...body } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await countUsers()).toBe(before);
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(res.body).not.toContain('at ');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password', async () => {
    const { user, password } = await createUser(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: res.json().token });
    expect(me.json().id).toBe(user.id);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { user } = await createUser(t);
    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: 'wrong password' } });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: email(), password: 'wrong password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it('refuses a deactivated account', async () => {
    const { user, password } = await createUser(t);
    await deactivate(t, user.id);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.deactivated);
  });
});

describe('login throttling', () => {
  it('answers 429 after 10 failures for one e-mail, even for the right password', async () => {
    const local = await createTestApp();
    try {
      const { user, password } = await createUser(local);
      for (let i = 0; i < 10; i++) {
        const res = await local.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: `wrong ${i}` } });
        expect(res.statusCode).toBe(401);
      }
      const res = await local.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password } });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(AUTH_MESSAGES.throttled);
    } finally {
      await local.close();
    }
  });

  it('throttles one IP trying many e-mails', async () => {
    const local = await createTestApp();
    try {
      const { user, password } = await createUser(local);
      for (let i = 0; i < 10; i++) {
        await local.request({ method: 'POST', url: '/api/auth/login', body: { email: `nobody${i}@attune.test`, password: 'whatever1' } });
      }
      const res = await local.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password } });
      expect(res.statusCode).toBe(429);
    } finally {
      await local.close();
    }
  });

  it('does not throttle when RATE_LIMITS=off', async () => {
    const local = await createTestApp({ limits: { enabled: false } as never });
    try {
      const { user, password } = await createUser(local);
      for (let i = 0; i < 12; i++) {
        await local.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: `wrong ${i}` } });
      }
      const res = await local.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password } });
      expect(res.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 to anonymous, malformed and forged tokens', async () => {
    const { token } = await createUser(t);
    const [id] = token.split('.');
    for (const bad of [undefined, 'garbage', `${id}.aaaaaaaaaaaaaaaaaaaaaaaa`]) {
      const res = await t.request({ method: 'GET', url: '/api/auth/me', token: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
    }
  });

  it('accepts the session cookie instead of the bearer header', async () => {
    const { user, token } = await createUser(t);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: { cookie: `attune_session=${token}` } });
    expect(res.json().id).toBe(user.id);
  });

  it('stops working for a deactivated user', async () => {
    const { user, token } = await createUser(t);
    await deactivate(t, user.id);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired session and slides one that is in its second half', async () => {
    const { token } = await createUser(t);
    const [id] = token.split('.');
    const db = t.database.db;
    const soon = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
    await db.updateTable('sessions').set({ expires_at: soon }).where('id', '=', id!).execute();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    const slid = await db.selectFrom('sessions').select('expires_at').where('id', '=', id!).executeTakeFirstOrThrow();
    expect(Date.parse(slid.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    await db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id!).execute();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('is the same through /trpc', async () => {
    const { user, token } = await createUser(t);
    const res = await t.request({ method: 'GET', url: '/trpc/auth.me', token });
    expect(res.json().result.data.id).toBe(user.id);
    const anon = await t.request({ method: 'GET', url: '/trpc/auth.me' });
    expect(anon.statusCode).toBe(401);
    expect(anon.body).not.toContain('stack');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { token } = await createUser(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/attune_session=;/);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('succeeds without a session', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });
});

describe('cross-site protection', () => {
  it('refuses a cookie-authenticated mutation from another origin, allows our own', async () => {
    const { token } = await createUser(t);
    const foreign = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `attune_session=${token}`, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    const own = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `attune_session=${token}`, origin: 'http://attune.test' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('takes a page served over https by a TLS-terminating proxy as our own, and refuses a look-alike host', async () => {
    const { token } = await createUser(t);
    const lookAlike = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `attune_session=${token}`, host: 'app.example', origin: 'https://app.example.evil.example' },
    });
    expect(lookAlike.statusCode).toBe(403);
    const proxied = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `attune_session=${token}`, host: 'app.example', origin: 'https://app.example' },
    });
    expect(proxied.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and a referrer policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    // Our own files and the one inline script that sets the colour scheme before first paint (decision 077), no other.
    expect(csp).toContain(`script-src 'self' ${colorSchemeScriptHash()};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Issue 12, finding 12: sockets to our own origin only, never to any host (a bare ws: or wss: source).
    expect(csp).toMatch(/connect-src 'self' ws:\/\/attune\.test;/);
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(?!\/\/)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // a plain-http install must stay reachable
  });

  it('asks for HTTPS only when the public address is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://attune.example' });
    try {
      const res = await secure.request({ method: 'GET', url: '/api/health' });
      expect(String(res.headers['strict-transport-security'])).toContain('max-age=');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(res.headers['content-security-policy'])).toMatch(/connect-src 'self' wss:\/\/attune\.example;/);
    } finally {
      await secure.close();
    }
  });
});

describe('admin', () => {
  it('denies anonymous (401) and members (403); the administrator lists users and deactivates one', async () => {
    const member = await createUser(t);
    const admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
    expect(admin.user.isAdmin).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token: member.token })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'PUT', url: `/api/admin/users/${admin.user.id}/status`, token: member.token, body: { isActive: false } })).statusCode,
    ).toBe(403);

    const list = await t.request({ method: 'GET', url: '/api/admin/users', token: admin.token });
    expect(list.json().some((u: { id: string }) => u.id === member.user.id)).toBe(true);

    const off = await t.request({ method: 'PUT', url: `/api/admin/users/${member.user.id}/status`, token: admin.token, body: { isActive: false } });
    expect(off.json()).toEqual({ id: member.user.id, isActive: false });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: member.token })).statusCode).toBe(401);

    const bad = await t.request({ method: 'PUT', url: `/api/admin/users/${member.user.id}/status`, token: admin.token, body: { isActive: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('isActive');
  });
});

describe('GET /api/survey/assessment-status', () => {
  it('denies anonymous and answers a member', async () => {
    const { token } = await createUser(t);
    expect((await t.request({ method: 'GET', url: '/api/survey/assessment-status' })).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: '/api/survey/assessment-status', token });
    expect(res.json()).toEqual({ hasCompleted: false });
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createUser, latestVerificationToken, type TestUser } from '../../test/factories.js';
import { VERIFICATION_MESSAGES as M } from '../../../shared/verification.js';
import { adminStartupWarning } from './verification.service.js';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // Every log call, as text, to prove which tokens reach the log.
  const record = (...args: unknown[]) => void logLines.push(JSON.stringify(args));
  t.deps.logger = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record, child: () => t.deps.logger } as unknown as FastifyBaseLogger;
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const address = () => `person${++seq}-${Date.now()}@attune.test`;

async function registerViaApi(email: string, firstName = 'Robin'): Promise<TestUser> {
  const password = 'correct horse battery';
  const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName, lastName: 'Lee', email, password } });
  expect(res.statusCode).toBe(200);
  const { token, user } = res.json<Pick<TestUser, 'token' | 'user'>>();
  return { token, user, password };
}

const verify = (token: string) => t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } });
const me = async (who: TestUser) => (await t.request({ method: 'GET', url: '/api/auth/me', token: who.token })).json();

describe('e-mail verification', () => {
  it('registration mails a single-use link; only its SHA-256 is stored; opening it verifies the address', async () => {
    const email = address();
    const robin = await registerViaApi(email);
    expect(robin.user.emailVerified).toBe(false);
    const token = await latestVerificationToken(t, email);
    expect(token).toMatch(/^[a-z2-7]{32}$/); // 160 random bits
    const stored = await t.database.db.selectFrom('email_verifications').selectAll().where('email', '=', email).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const days = (Date.parse(stored[0]!.expires_at) - Date.parse(stored[0]!.created_at)) / 86_400_000;
    expect(days).toBe(7);

    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'verified', message: M.verified });
    expect((await me(robin)).emailVerified).toBe(true);
    expect((await verify(token)).json().outcome).toBe('already_verified');
  });

  it('refuses an expired, forged, superseded-address or already-used link, changing nothing', async () => {
    const email = address();
    const robin = await registerViaApi(email);
    const token = await latestVerificationToken(t, email);
    await t.database.db.updateTable('email_verifications').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', email).execute();
    expect((await verify(token)).json()).toEqual({ outcome: 'expired', message: M.expired });
    expect((await verify('a'.repeat(32))).json()).toEqual({ outcome: 'invalid', message: M.invalid });
    expect((await verify(token.slice(0, -1))).json().outcome).toBe('invalid');
    expect((await me(robin)).emailVerified).toBe(false);

    // A link proves only the address it was sent to.
    await t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: robin.token });
    const fresh = await latestVerificationToken(t, email);
    await t.database.db.updateTable('users').set({ email: `moved-${email}` }).where('id', '=', robin.user.id).execute();
    expect((await verify(fresh)).json().outcome).toBe('invalid');
    await t.database.db.updateTable('users').set({ email }).where('id', '=', robin.user.id).execute();

    // A used link on an address that is still unverified (not possible through the app, but the rule holds).
    await t.database.db.updateTable('email_verifications').set({ used_at: new Date().toISOString() }).where('email', '=', email).execute();
    expect((await verify(fresh)).json()).toEqual({ outcome: 'used', message: M.used });
    expect((await me(robin)).emailVerified).toBe(false);
  });

  it('two tabs opening one link at once: it is used exactly once', async () => {
    const email = address();
    await registerViaApi(email);
    const token = await latestVerificationToken(t, email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify(token)));
    const outcomes = answers.map((a) => a.json().outcome);
    expect(outcomes.filter((o) => o === 'verified')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'verified').every((o) => o === 'already_verified')).toBe(true);
  });

  it('bad input is 400 naming the field', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/verify-email', body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^token: /);
  });
});

describe('resending the link', () => {
  it('anonymous is 401; a verified person is told so without a mail; the limit is 429', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode).toBe(401);
    const done = await createUser(t);
    const mails = async (to: string) => (await t.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', to).execute()).length;
    const before = await mails(done.user.email);
    const already = await t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: done.token });
    expect(already.json()).toMatchObject({ success: true, message: M.alreadyDone });
    expect(await mails(done.user.email)).toBe(before);

    const email = address();
    const robin = await registerViaApi(email);
    const answers = await Promise.all(Array.from({ length: 7 }, () => t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: robin.token })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429).map((a) => a.json().message)).toEqual([M.throttled, M.throttled]);
    expect(await mails(email)).toBe(1 + 5);
    // Each link works on its own; the newest verifies.
    expect((await verify(await latestVerificationToken(t, email))).json().outcome).toBe('verified');
  });
});

describe('the administrator is the verified owner of ADMIN_EMAIL who entered the setup code (decisions 008, 042)', () => {
  it('registering ADMIN_EMAIL (any case or spaces) is not enough, nor is opening the link; the setup code is', async () => {
    const admin = await registerViaApi(`  ${TEST_ADMIN_EMAIL.toUpperCase()} `, 'Ada');
    expect(admin.user.isAdmin).toBe(false);
    const denied = await t.request({ method: 'GET', url: '/api/admin/users', token: admin.token });
    expect(denied.statusCode).toBe(403);

    // With the outbox, the operator finds the administrator's link in the log, and nobody else's; the line does not
    // pretend that opening it makes anyone the administrator.
    const token = await latestVerificationToken(t, TEST_ADMIN_EMAIL);
    const line = logLines.find((l) => l.includes(token));
    expect(line).toContain('link for the ADMIN_EMAIL account');
    expect(line).not.toMatch(/become the administrator/);

    expect((await verify(token)).json().outcome).toBe('verified');
    expect((await me(admin)).isAdmin).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token: admin.token })).statusCode).toBe(403);

    const notice = await adminStartupWarning(t.deps);
    const code = /Administrator setup code: ([a-z2-7-]+)/.exec(notice ?? '')?.[1];
    expect(code).toBeDefined();
    const entered = await t.request({ method: 'POST', url: '/api/admin/setup', token: admin.token, body: { code } });
    expect(entered.statusCode).toBe(200);
    expect((await me(admin)).isAdmin).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token: admin.token })).statusCode).toBe(200);
    expect(await adminStartupWarning(t.deps)).toBeNull();
  });

  it("never writes anyone else's verification token to the log", async () => {
    const email = address();
    await registerViaApi(email);
    const token = await latestVerificationToken(t, email);
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('compares ADMIN_EMAIL trimmed and without regard to case, and warns when it is not set', async () => {
    const other = await createTestApp({ adminEmail: ` ${TEST_ADMIN_EMAIL.toUpperCase()} ` });
    try {
      const admin = await createUser(other, { email: TEST_ADMIN_EMAIL });
      expect((await other.request({ method: 'GET', url: '/api/auth/me', token: admin.token })).json().isAdmin).toBe(true);
    } finally {
      await other.close();
    }
    const none = await createTestApp({ adminEmail: undefined });
    try {
      expect(await adminStartupWarning(none.deps)).toBe('ADMIN_EMAIL is not set: nobody can open the admin monitor.');
    } finally {
      await none.close();
    }
  });
});

import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createUser, verifyThroughMail } from '../../test/factories.js';
import { ADMIN_SETUP_MESSAGES as M } from '../../../shared/adminSetup.js';
import { settleResetMail } from '../account/account.service.js';
import { adminStartupWarning } from '../verification/verification.service.js';
import { issueAdminSetupCode } from './adminSetup.service.js';

/**
 * Issue 28, finding 2 (decision 042): holding ADMIN_EMAIL and opening a link mailed to it does not make anyone the
 * administrator; the person signed in as that account must also enter the code the server printed in its own log.
 * Each test runs its own app, so "nobody is confirmed yet" holds at its start.
 */
let t: TestApp;
let log: string[] = [];

async function freshApp(): Promise<void> {
  await t?.close();
  log = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await createTestApp({}, { logStream: stream });
}
beforeAll(freshApp);
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const enter = (token: string, code: string) => t.request({ method: 'POST', url: '/api/admin/setup', token, body: { code } });
const codeIn = (notice: string | null) => /Administrator setup code: ([a-z2-7-]+)/.exec(notice ?? '')?.[1] ?? '';

/** The link the log shows for the ADMIN_EMAIL account (the outbox is the mail port here: no SMTP_URL). */
function operatorLinkInLog(pattern: RegExp): string {
  const found = log
    .map((line) => JSON.parse(line) as { msg: string; link?: string })
    .filter((entry) => entry.msg.includes('link for the ADMIN_EMAIL account') && entry.link && pattern.test(entry.link));
  const token = found.length > 0 ? pattern.exec(found.at(-1)!.link!)?.[1] : undefined;
  if (!token) throw new Error(`no operator link matching ${pattern} in the log`);
  return token;
}

describe('a squatter who registered ADMIN_EMAIL first (issue 28 finding 2)', () => {
  it('is never the administrator: the operator takes the account back by a password reset and enters the setup code', async () => {
    await freshApp();
    // The squatter registers the administrator's address before the operator does, signed in on two devices.
    const password = 'squatter password';
    const registered = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'Sly', lastName: 'Squat', email: TEST_ADMIN_EMAIL, password } });
    expect(registered.statusCode).toBe(200);
    const squatter = registered.json<{ token: string }>().token;
    const second = (await t.request({ method: 'POST', url: '/api/auth/login', body: { email: TEST_ADMIN_EMAIL, password } })).json<{ token: string }>().token;

    // The server starts and prints the code in its log, which only the operator reads.
    const notice = await adminStartupWarning(t.deps);
    expect(notice).toMatch(/^Administrator setup code: [a-z2-7]{4}(-[a-z2-7]{4}){7} /);
    expect(notice).toContain('/admin/setup');
    expect(notice).not.toMatch(/become the administrator/);
    const code = codeIn(notice);

    // The squatter guesses; the operator opens the verification link the log shows for the address (the old trap).
    expect((await enter(squatter, 'aaaa-bbbb-cccc-dddd')).statusCode).toBe(400);
    const verifyToken = operatorLinkInLog(/verify-email\?token=([a-z2-7]+)/);
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token: verifyToken } })).json().outcome).toBe('verified');
    expect((await me(squatter)).json().isAdmin).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token: squatter })).statusCode).toBe(403);

    // The documented steps: "Forgot password" for the address, the link from the log (or the mailbox), a new password.
    expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email: TEST_ADMIN_EMAIL } })).statusCode).toBe(200);
    await settleResetMail(t.deps);
    const resetToken = operatorLinkInLog(/\/auth\?reset=([a-z2-7]+)/);
    const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password/confirm', body: { token: resetToken, password: 'operator password' } });
    expect(reset.statusCode).toBe(200);
    const operator = reset.json<{ token: string }>().token;

    // The squatter lost every session and the password.
    expect((await me(squatter)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: TEST_ADMIN_EMAIL, password } })).statusCode).toBe(401);

    // The operator, signed in as the account, enters the code and is the administrator; the code is spent.
    const entered = await enter(operator, code);
    expect(entered.statusCode).toBe(200);
    expect(entered.json().message).toBe(M.done);
    expect((await me(operator)).json().isAdmin).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token: operator })).statusCode).toBe(200);
    expect(await adminStartupWarning(t.deps)).toBeNull();
    expect(await t.database.db.selectFrom('admin_setup_codes').selectAll().execute()).toEqual([]);
  });
});

describe('POST /api/admin/setup', () => {
  it('keeps only a hash of the code; a code works once, ends every other session of the account and keeps this one', async () => {
    await freshApp();
    const code = codeIn(await adminStartupWarning(t.deps));
    const stored = await t.database.db.selectFrom('admin_setup_codes').select('code_hash').execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));

    // The ADMIN_EMAIL account, signed in on two devices, not yet confirmed (the factory would confirm it).
    const password = 'the owner password';
    const reg = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'Ada', lastName: 'Admin', email: TEST_ADMIN_EMAIL, password } });
    const here = reg.json<{ token: string; user: { id: string } }>();
    await verifyThroughMail(t, here.user.id, TEST_ADMIN_EMAIL);
    const elsewhere = (await t.request({ method: 'POST', url: '/api/auth/login', body: { email: TEST_ADMIN_EMAIL, password } })).json<{ token: string }>().token;

    // Typed with spaces and in capitals, as a person might copy it from a terminal.
    expect((await enter(here.token, ` ${code.toUpperCase().replaceAll('-', ' ')} `)).statusCode).toBe(200);
    expect((await me(here.token)).json().isAdmin).toBe(true);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await enter(here.token, code)).json().message).toBe(M.alreadyDone);
  });

  it('refuses other accounts (the code stays usable), an unverified ADMIN_EMAIL account, a wrong or expired code, and strangers', async () => {
    await freshApp();
    const code = codeIn(await adminStartupWarning(t.deps));
    const other = await createUser(t);
    const refused = await enter(other.token, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notAdminAccount);
    expect((await me(other.token)).json().isAdmin).toBe(false);

    expect((await t.request({ method: 'POST', url: '/api/admin/setup', body: { code } })).statusCode).toBe(401);
    // A cookie alone, from another site, is refused before anything is read (CSRF).
    const unverified = await createUser(t, { email: TEST_ADMIN_EMAIL, verified: false });
    const csrf = await t.request({ method: 'POST', url: '/api/admin/setup', body: { code }, headers: { cookie: `attune_session=${unverified.token}`, origin: 'https://evil.test' } });
    expect(csrf.statusCode).toBe(403);

    const notVerified = await enter(unverified.token, code);
    expect(notVerified.statusCode).toBe(400);
    expect(notVerified.json().message).toContain(M.verifyFirst);
    await verifyThroughMail(t, unverified.user.id, TEST_ADMIN_EMAIL);

    expect((await enter(unverified.token, 'not a code!')).statusCode).toBe(400);
    const wrong = await enter(unverified.token, 'a'.repeat(32));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(M.invalid);

    await t.database.db.updateTable('admin_setup_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await enter(unverified.token, code)).json().message).toContain(M.invalid);
    expect((await me(unverified.token)).json().isAdmin).toBe(false);

    // A code printed at the next start works.
    expect((await enter(unverified.token, await issueAdminSetupCode(t.deps))).statusCode).toBe(200);
    expect((await me(unverified.token)).json().isAdmin).toBe(true);
  });

  it('limits tries per account and network address (ADMIN_SETUP_ATTEMPTS_PER_HOUR)', async () => {
    await freshApp();
    const code = codeIn(await adminStartupWarning(t.deps));
    const owner = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'Ada', lastName: 'Admin', email: TEST_ADMIN_EMAIL, password: 'the owner password' } });
    const { token, user } = owner.json<{ token: string; user: { id: string } }>();
    await verifyThroughMail(t, user.id, TEST_ADMIN_EMAIL);
    for (let i = 0; i < t.deps.config.limits.adminSetupAttemptsPerHour; i += 1) expect((await enter(token, 'b'.repeat(32))).statusCode).toBe(400);
    const limited = await enter(token, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(M.throttled);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { ACCOUNT_MESSAGES as M, RESETS_PER_EMAIL_PER_HOUR } from '../../../shared/account.js';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import { settleResetMail } from './account.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function login(who: TestUser, userAgent?: string, password = who.password): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: who.user.email, password },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

async function resetMails(email: string): Promise<string[]> {
  await settleResetMail(t.deps);
  const mails = t.mailbox.all().filter((m) => m.to === email && m.subject === 'Choose a new password for Attune');
  return mails.map((mail) => {
    const token = /\/auth\?reset=([a-z0-9]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no reset link in the mail');
    return token;
  });
}

describe('PATCH /api/profile', () => {
  it('changes first and last name and the time zone; the browser report no longer overrides a chosen zone', async () => {
    const ada = await createUser(t);
    const res = await t.request({ method: 'PATCH', url: '/api/profile', token: ada.token, body: { firstName: ' Ada ', lastName: 'King', timeZone: 'Europe/Paris' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ada.user.id, firstName: 'Ada', lastName: 'King', timeZone: 'Europe/Paris', timeZoneChosen: true, email: ada.user.email });
    expect(res.json().password_hash).toBeUndefined();
    expect((await me(ada.token)).json()).toMatchObject({ firstName: 'Ada', lastName: 'King' });
    const report = await t.request({ method: 'PUT', url: '/api/profile/time-zone', token: ada.token, body: { timeZone: 'Asia/Tokyo' } });
    expect(report.json()).toEqual({ timeZone: 'Europe/Paris' });
    const read = await t.request({ method: 'GET', url: '/api/profile', token: ada.token });
    expect(read.json()).toMatchObject({ timeZone: 'Europe/Paris', firstName: 'Ada' });
  });

  it.each([
    [{ firstName: '  ' }, 'firstName: First name is required'],
    [{ lastName: 'x'.repeat(101) }, 'lastName: Last name must be at most 100 characters'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone: Time zone must be an IANA zone name'],
    [{ firstName: 'A\u202Eb' }, 'firstName: First name cannot contain'],
  ])('answers 400 naming the field and changes nothing (%#)', async (body, message) => {
    const ada = await createUser(t, { firstName: 'Before' });
    const res = await t.request({ method: 'PATCH', url: '/api/profile', token: ada.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await me(ada.token)).json().firstName).toBe('Before');
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await t.request({ method: 'PATCH', url: '/api/profile', body: { firstName: 'X' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password and ends every other session, not this one', async () => {
    const ada = await createUser(t);
    const other = await login(ada);
    const res = await t.request({ method: 'POST', url: '/api/auth/change-password', token: ada.token, body: { currentPassword: ada.password, newPassword: 'a brand new phrase' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.passwordChanged });
    expect((await me(ada.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const oldLogin = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: ada.user.email, password: ada.password } });
    expect(oldLogin.statusCode).toBe(401);
    await login(ada, undefined, 'a brand new phrase');
  });

  it('answers 400 on the currentPassword field for a wrong current password, and counts it in the login throttle', async () => {
    const local = await createTestApp({ limits: { loginMaxFailures: 3 } as never });
    try {
      const ada = await createUser(local);
      for (let i = 0; i < 3; i++) {
        const res = await local.request({ method: 'POST', url: '/api/auth/change-password', token: ada.token, body: { currentPassword: `wrong ${i}`, newPassword: 'a brand new phrase' } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ fields: { currentPassword: M.wrongCurrentPassword } });
      }
      const throttled = await local.request({ method: 'POST', url: '/api/auth/login', body: { email: ada.user.email, password: ada.password } });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().message).toBe(AUTH_MESSAGES.throttled);
      const change = await local.request({ method: 'POST', url: '/api/auth/change-password', token: ada.token, body: { currentPassword: ada.password, newPassword: 'a brand new phrase' } });
      expect(change.statusCode).toBe(429);
    } finally {
      await local.close();
    }
  });

  it.each([
    [{ currentPassword: '', newPassword: 'long enough phrase' }, 'currentPassword: Current password is required'],
    [{ currentPassword: 'x', newPassword: 'short' }, 'newPassword: Password must be at least 8 characters'],
  ])('answers 400 naming the field (%#)', async (body, message) => {
    const ada = await createUser(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/change-password', token: ada.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/change-password', body: { currentPassword: 'whatever', newPassword: 'long enough phrase' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  const request = (email: string) => t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email } });
  const confirm = (token: string, password = 'chosen after reset') =>
    t.request({ method: 'POST', url: '/api/auth/reset-password/confirm', body: { token, password } });

  it('answers the same status and body for a known and an unknown address (no enumeration)', async () => {
    const ada = await createUser(t);
    const known = await request(ada.user.email);
    const unknown = await request(`nobody-${Date.now()}@attune.test`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, message: M.resetNoMail });
    expect(await resetMails(ada.user.email)).toHaveLength(1);
  });

  it('mails a {PUBLIC_URL}/auth?reset= link whose token has 160 random bits; only its SHA-256 is stored; it lasts one hour', async () => {
    const ada = await createUser(t);
    await request(ada.user.email.toUpperCase());
    await settleResetMail(t.deps);
    const [token] = await resetMails(ada.user.email);
    expect(t.mailbox.latest(ada.user.email)!.text).toContain(`http://attune.test/auth?reset=${token}`);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const stored = await t.database.db.selectFrom('password_resets').selectAll().where('user_id', '=', ada.user.id).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(stored[0]!.expires_at) - Date.parse(stored[0]!.created_at)).toBe(60 * 60 * 1000);
  });

  it('a link sets the new password, signs the person in and ends every older session; it works once', async () => {
    const ada = await createUser(t);
    const other = await login(ada);
    await request(ada.user.email);
    const [token] = await resetMails(ada.user.email);
    const res = await confirm(token!);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(ada.user.id);
    expect(String(res.headers['set-cookie'])).toContain('attune_session=');
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await me(ada.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    await login(ada, undefined, 'chosen after reset');
    const again = await confirm(token!, 'yet another phrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: M.resetInvalid });
  });

  it('says whether a link still works before a password is typed, and the check changes nothing', async () => {
    const check = (token: unknown) => t.request({ method: 'POST', url: '/api/auth/reset-password/check', body: { token } });
    const ada = await createUser(t);
    await request(ada.user.email);
    const [token] = await resetMails(ada.user.email);
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check('a'.repeat(32))).json()).toEqual({ valid: false });
    expect((await check('')).statusCode).toBe(400);
    expect((await check('x'.repeat(5000))).statusCode).toBe(400);
    expect((await confirm(token!)).statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({ valid: false });
    await request(ada.user.email);
    const [, fresh] = await resetMails(ada.user.email);
    await t.database.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', ada.user.id).execute();
    expect((await check(fresh)).json()).toEqual({ valid: false });
  });

  it('refuses an expired, a forged and a superseded link, changing nothing', async () => {
    const ada = await createUser(t);
    await request(ada.user.email);
    await request(ada.user.email);
    const [first, second] = await resetMails(ada.user.email);
    await t.database.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', ada.user.id).execute();
    for (const token of [first!, second!, 'a'.repeat(32), 'forged-token']) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.resetInvalid });
    }
    expect((await me(ada.token)).statusCode).toBe(200);
    await login(ada);
    // A newer link still works, and using it retires any other link mailed before.
    await t.database.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() + 60_000).toISOString() }).where('user_id', '=', ada.user.id).execute();
    expect((await confirm(first!)).statusCode).toBe(200);
    expect((await confirm(second!)).statusCode).toBe(400);
  });

  it('the same link opened twice at once works exactly once', async () => {
    const ada = await createUser(t);
    await request(ada.user.email);
    const [token] = await resetMails(ada.user.email);
    const results = await Promise.all([confirm(token!, 'first parallel phrase'), confirm(token!, 'second parallel phrase')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it(`sends at most ${RESETS_PER_EMAIL_PER_HOUR} links per address per hour, with the same answer after`, async () => {
    const ada = await createUser(t);
    const answers = [];
    for (let i = 0; i < RESETS_PER_EMAIL_PER_HOUR + 2; i++) answers.push(await request(ada.user.email));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(await resetMails(ada.user.email)).toHaveLength(RESETS_PER_EMAIL_PER_HOUR);
  });

  it('sends nothing for a deactivated account and refuses its links', async () => {
    const ada = await createUser(t);
    await request(ada.user.email);
    const [token] = await resetMails(ada.user.email);
    await t.database.db.updateTable('users').set({ is_active: 0 }).where('id', '=', ada.user.id).execute();
    expect((await confirm(token!)).statusCode).toBe(400);
    await request(ada.user.email);
    expect(await resetMails(ada.user.email)).toHaveLength(1);
  });

  it.each([
    ['/api/auth/reset-password', { email: 'not-an-email' }, 'email: Enter a valid email address'],
    ['/api/auth/reset-password/confirm', { token: 'x', password: 'short' }, 'password: Password must be at least 8 characters'],
    ['/api/auth/reset-password/confirm', { password: 'long enough phrase' }, 'token: Reset token is required'],
  ])('answers 400 naming the field (%s %#)', async (url, body, message) => {
    const res = await t.request({ method: 'POST', url, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('signed-in devices', () => {
  it('lists the sessions with browser, system, last used and this device', async () => {
    const ada = await createUser(t);
    const mac = await login(ada, CHROME_MAC);
    await login(ada, FIREFOX_WIN);
    const res = await t.request({ method: 'GET', url: '/api/auth/sessions', token: mac });
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions as Array<{ id: string; browser: string; system: string; current: boolean; lastUsedAt: string }>;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toEqual([expect.objectContaining({ id: mac.split('.')[0], browser: 'Chrome 131', system: 'Mac OS 10.15.7' })]);
    expect(sessions).toContainEqual(expect.objectContaining({ browser: 'Firefox 133', system: 'Windows 10', current: false }));
    expect(sessions.every((s) => !Number.isNaN(Date.parse(s.lastUsedAt)))).toBe(true);
    expect(JSON.stringify(res.json())).not.toMatch(/secret|hash/);
  });

  it('ends one of the caller own sessions; another person session id is 404 and stays', async () => {
    const ada = await createUser(t);
    const bob = await createUser(t);
    const second = await login(ada, FIREFOX_WIN);
    const bobSession = bob.token.split('.')[0]!;
    const foreign = await t.request({ method: 'DELETE', url: `/api/auth/sessions/${bobSession}`, token: ada.token });
    expect(foreign.statusCode).toBe(404);
    expect((await me(bob.token)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/auth/sessions/unknown-id', token: ada.token })).statusCode).toBe(404);
    const res = await t.request({ method: 'DELETE', url: `/api/auth/sessions/${second.split('.')[0]}`, token: ada.token });
    expect(res.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(ada.token)).statusCode).toBe(200);
  });

  it('ends every other session but this one', async () => {
    const ada = await createUser(t);
    const bob = await createUser(t);
    const a2 = await login(ada);
    const a3 = await login(ada);
    const res = await t.request({ method: 'DELETE', url: '/api/auth/sessions', token: ada.token });
    expect(res.statusCode).toBe(200);
    expect((await me(a2)).statusCode).toBe(401);
    expect((await me(a3)).statusCode).toBe(401);
    expect((await me(ada.token)).statusCode).toBe(200);
    expect((await me(bob.token)).statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: '/api/auth/sessions', token: ada.token });
    expect(list.json().sessions).toHaveLength(1);
  });

  it('refuses callers who are not signed in', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/auth/sessions' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/auth/sessions/abc' })).statusCode).toBe(401);
  });
});

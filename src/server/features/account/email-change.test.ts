import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../../test/factories.js';
import { startLocalSmtp, type LocalSmtp } from '../../test/smtp.js';
import { ACCOUNT_MESSAGES, emailChangeSentMessage } from '../../../shared/account.js';
import { VERIFICATION_MESSAGES } from '../../../shared/verification.js';
import { settleEmailChangeMail } from './emailChange.js';
import { EMAIL_CHANGE_SUBJECTS } from './emailChangeMail.js';

/** Changing one's e-mail address (issue 35 item 5, decision 069), through POST /api/profile/email. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const address = () => `moved${++seq}-${Date.now()}@elsewhere.test`;
const change = (who: TestUser | undefined, body: unknown, app = t) =>
  app.request({ method: 'POST', url: '/api/profile/email', ...(who ? { token: who.token } : {}), body });
const verify = (token: string, app = t) => app.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } });
const login = (email: string, password: string, app = t) => app.request({ method: 'POST', url: '/api/auth/login', body: { email, password } });

function linkTokenIn(text: string | undefined): string {
  const token = text && /verify-email\?token=([a-z0-9]+)/.exec(text)?.[1];
  if (!token) throw new Error('no link in the mail');
  return token;
}

async function confirmLinkTo(email: string, app = t): Promise<string> {
  await settleEmailChangeMail(app.deps);
  return linkTokenIn(app.mailbox.latest(email, /^Confirm your new e-mail address/)?.text);
}

describe('who may change an address', () => {
  it('nobody signed out (401)', async () => {
    const res = await change(undefined, { newEmail: address(), password: 'whatever it is' });
    expect(res.statusCode).toBe(401);
  });

  it('not without the right password: 400 beside the password field, and nothing is mailed', async () => {
    const ada = await createUser(t);
    const newEmail = address();
    const res = await change(ada, { newEmail, password: 'not the password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(ACCOUNT_MESSAGES.wrongPassword);
    await settleEmailChangeMail(t.deps);
    expect(t.mailbox.latest(newEmail)).toBeUndefined();
  });

  it.each([
    [{ newEmail: 'not an address', password: 'x' }, 'newEmail: Enter a valid email address'],
    [{ newEmail: 'a@b.co' }, 'password: Password is required'],
    [{ password: 'x' }, 'newEmail: Email is required'],
  ])('input is validated (%#)', async (body, message) => {
    const ada = await createUser(t);
    const res = await change(ada, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('not to the address the account already has', async () => {
    const ada = await createUser(t);
    const res = await change(ada, { newEmail: ada.user.email.toUpperCase(), password: ada.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(ACCOUNT_MESSAGES.sameEmail);
  });

  it('not the administrator: their address is ADMIN_EMAIL, set on the server (403), and they stay administrator', async () => {
    const app = await createTestApp();
    try {
      const admin = await createUser(app, { email: TEST_ADMIN_EMAIL });
      expect(admin.user.isAdmin).toBe(true);
      const res = await change(admin, { newEmail: address(), password: admin.password }, app);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.adminEmailFixed });
      const me = await app.request({ method: 'GET', url: '/api/auth/me', token: admin.token });
      expect(me.json()).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: true });
    } finally {
      await app.close();
    }
  });

  it('at most VERIFICATION_MAILS_PER_HOUR requests an hour (429 after)', async () => {
    const ada = await createUser(t);
    for (let i = 0; i < t.deps.config.limits.verificationMailsPerHour; i++) {
      expect((await change(ada, { newEmail: address(), password: ada.password })).statusCode).toBe(200);
    }
    const res = await change(ada, { newEmail: address(), password: ada.password });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChangeThrottled });
  });
});

describe('changing an address', () => {
  it('mails a link to the new address and tells the old one, which keeps working until the link is opened', async () => {
    const ada = await createUser(t, { firstName: 'Ada' });
    const newEmail = address();
    const res = await change(ada, { newEmail: `  ${newEmail.toUpperCase()} `, password: ada.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, emailSent: false, message: ACCOUNT_MESSAGES.emailChangeNoMail });

    const token = await confirmLinkTo(newEmail);
    const notice = t.mailbox.latest(ada.user.email, /^Your Attune e-mail address is about to change/);
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toContain('verify-email');
    // Until the link is opened, the old address is the account's.
    expect((await login(ada.user.email, ada.password)).statusCode).toBe(200);
    expect((await login(newEmail, ada.password)).statusCode).toBe(401);

    // The screen reads the flag, never the wording (which is in the asker's language, decision 086).
    expect((await verify(token)).json()).toEqual({ outcome: 'verified', message: VERIFICATION_MESSAGES.emailChanged, addressChanged: true });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: ada.token });
    expect(me.json()).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await login(newEmail, ada.password)).statusCode).toBe(200);
    expect((await login(ada.user.email, ada.password)).statusCode).toBe(401);
    // The link works once.
    expect((await verify(token)).json().outcome).toBe('already_verified');
  });

  it('a new request replaces the link of the one before', async () => {
    const ada = await createUser(t);
    const first = address();
    await change(ada, { newEmail: first, password: ada.password });
    const firstToken = await confirmLinkTo(first);
    const second = address();
    await change(ada, { newEmail: second, password: ada.password });
    const secondToken = await confirmLinkTo(second);
    expect((await verify(firstToken)).json().outcome).toBe('invalid');
    expect((await verify(secondToken)).json().outcome).toBe('verified');
  });

  it('a taken address: the same answer, no link, and its holder is mailed instead', async () => {
    const ada = await createUser(t);
    const ben = await createUser(t, { firstName: 'Ben' });
    const free = address();
    const freeAnswer = await change(ada, { newEmail: free, password: ada.password });
    const takenAnswer = await change(ada, { newEmail: ben.user.email, password: ada.password });
    expect(takenAnswer.statusCode).toBe(freeAnswer.statusCode);
    expect(Object.keys(takenAnswer.json())).toEqual(Object.keys(freeAnswer.json()));
    expect(takenAnswer.json()).toEqual({ success: true, emailSent: false, message: ACCOUNT_MESSAGES.emailChangeNoMail });
    await settleEmailChangeMail(t.deps);
    expect(t.mailbox.latest(ben.user.email, /^Someone tried to move an Attune account/)?.text).not.toContain(ada.user.email);
    expect(t.mailbox.latest(ben.user.email, /^Confirm your new e-mail address/)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: ben.token })).json().email).toBe(ben.user.email);
  });

  it('an address taken after the link was sent stays with its holder', async () => {
    const ada = await createUser(t);
    const newEmail = address();
    await change(ada, { newEmail, password: ada.password });
    const token = await confirmLinkTo(newEmail);
    await createUser(t, { email: newEmail });
    expect((await verify(token)).json()).toEqual({ outcome: 'invalid', message: VERIFICATION_MESSAGES.emailChangeTaken });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: ada.token })).json().email).toBe(ada.user.email);
  });

  it('invitations waiting for the new address attach once it is confirmed', async () => {
    const inviter = await createAssessedUser(t, { firstName: 'Iris' });
    const ada = await createAssessedUser(t, { firstName: 'Ada' });
    const newEmail = address();
    const sent = await t.request({
      method: 'POST',
      url: '/api/invitations/send-email',
      token: inviter.token,
      body: { inviteeEmail: newEmail, relationshipType: 'friend', personalMessage: 'Hello!' },
    });
    expect(sent.statusCode).toBe(200);
    await change(ada, { newEmail, password: ada.password });
    const token = await confirmLinkTo(newEmail);
    expect((await t.request({ method: 'GET', url: '/api/connections/pending', token: ada.token })).json()).toEqual([]);
    await verify(token);
    const pending = (await t.request({ method: 'GET', url: '/api/connections/pending', token: ada.token })).json();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ isInviter: false, otherUser: { firstName: 'Iris' } });
  });

  it('moving to ADMIN_EMAIL does not make anyone the administrator: the setup code is still needed', async () => {
    const app = await createTestApp();
    try {
      const ada = await createUser(app);
      await change(ada, { newEmail: TEST_ADMIN_EMAIL, password: ada.password }, app);
      const token = await confirmLinkTo(TEST_ADMIN_EMAIL, app);
      // The link to a new ADMIN_EMAIL is not the operator's: it is never written to the log.
      expect(app.mailbox.latest(TEST_ADMIN_EMAIL, /^Confirm your new e-mail address/)?.operatorLink).toBeUndefined();
      expect((await verify(token, app)).json().outcome).toBe('verified');
      const me = await app.request({ method: 'GET', url: '/api/auth/me', token: ada.token });
      expect(me.json()).toMatchObject({ email: TEST_ADMIN_EMAIL, emailVerified: true, isAdmin: false });
      expect((await app.request({ method: 'GET', url: '/api/admin/users', token: ada.token })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});

describe('with a local SMTP server', () => {
  let smtp: LocalSmtp;
  let withMail: TestApp;

  beforeAll(async () => {
    smtp = await startLocalSmtp();
    withMail = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Attune <no-reply@attune.test>' } });
  });
  afterAll(async () => {
    await withMail?.close();
    await smtp.close();
  });

  it('the link arrives by SMTP at the new address, the notice at the old one, and opening it moves the account', async () => {
    const ada = await createUser(withMail);
    const newEmail = address();
    const res = await change(ada, { newEmail, password: ada.password }, withMail);
    expect(res.json()).toEqual({ success: true, emailSent: true, message: emailChangeSentMessage(newEmail) });
    await settleEmailChangeMail(withMail.deps);

    const toNew = smtp.received.find((m) => m.to.includes(newEmail));
    const toOld = smtp.received.find((m) => m.to.includes(ada.user.email) && m.raw.includes(EMAIL_CHANGE_SUBJECTS.notice));
    expect(toOld).toBeDefined();
    // The mail is quoted-printable: undo its soft line breaks and its encoded "=" before reading the link.
    const token = linkTokenIn(toNew?.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '='));
    expect((await verify(token, withMail)).json().outcome).toBe('verified');
    expect((await withMail.request({ method: 'GET', url: '/api/auth/me', token: ada.token })).json().email).toBe(newEmail);
  });
});

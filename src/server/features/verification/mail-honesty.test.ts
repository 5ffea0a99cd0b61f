import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { startLocalSmtp, type LocalSmtp } from '../../test/smtp.js';
import { VERIFICATION_MESSAGES } from '../../../shared/verification.js';
import { ACCOUNT_MESSAGES } from '../../../shared/account.js';
import { settleResetMail } from '../account/account.service.js';

/**
 * Mail that cannot arrive is never promised (issue 30 item 4): the public /api/health says whether this server can
 * send e-mail, and the verification and reset answers say what really happened, with and without SMTP_URL.
 */
let smtp: LocalSmtp;
let withoutMail: TestApp;
let withMail: TestApp;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  withoutMail = await createTestApp();
  withMail = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Attune <no-reply@attune.test>' } });
});
afterAll(async () => {
  await withoutMail?.close();
  await withMail?.close();
  await smtp.close();
});

const resend = (t: TestApp, token: string) => t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token });
const reset = (t: TestApp, email: string) => t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email } });

describe('whether this server can send e-mail', () => {
  it('is public on /api/health, as a yes or no and nothing more', async () => {
    const none = await withoutMail.request({ method: 'GET', url: '/api/health' });
    expect(none.json()).toEqual({ ok: true, mailDelivery: false });
    expect((await withMail.request({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true, mailDelivery: true });
    expect(none.body).not.toMatch(/smtp:|127\.0\.0\.1/);
  });
});

describe('a new verification link', () => {
  it('without SMTP promises no inbox, and tells the administrator their link is in the log', async () => {
    const member = await createUser(withoutMail, { verified: false });
    expect((await resend(withoutMail, member.token)).json()).toMatchObject({ emailSent: false, message: VERIFICATION_MESSAGES.noMail });
    const admin = await createUser(withoutMail, { email: TEST_ADMIN_EMAIL, verified: false });
    expect((await resend(withoutMail, admin.token)).json()).toMatchObject({ emailSent: false, message: VERIFICATION_MESSAGES.noMailOperator });
  });

  it('with SMTP is mailed and says so', async () => {
    const member = await createUser(withMail, { verified: false });
    expect((await resend(withMail, member.token)).json()).toMatchObject({ emailSent: true, message: VERIFICATION_MESSAGES.sent });
    expect(smtp.received.flatMap((m) => m.to)).toContain(member.user.email);
  });
});

describe('a password reset', () => {
  it('without SMTP says no link can be sent, the same words for every address', async () => {
    const ada = await createUser(withoutMail);
    const known = await reset(withoutMail, ada.user.email);
    const unknown = await reset(withoutMail, `nobody-${Date.now()}@attune.test`);
    expect(known.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetNoMail });
    expect(known.body).toBe(unknown.body);
  });

  it('with SMTP says the link is on its way, and it is', async () => {
    const ada = await createUser(withMail);
    expect((await reset(withMail, ada.user.email)).json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetSentDetail });
    await settleResetMail(withMail.deps);
    expect(smtp.received.flatMap((m) => m.to).filter((to) => to === ada.user.email).length).toBeGreaterThanOrEqual(2);
  });
});

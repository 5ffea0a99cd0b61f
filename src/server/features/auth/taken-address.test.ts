import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { settleResetMail } from '../account/account.service.js';

/**
 * Issue 28 (low): registering an address that has an account. The answer stays the spec's (409 with its message,
 * see the report on the conflict with "answers like a new one"), and the owner of the address is told, with a
 * working link to choose a new password; nothing about the account goes to whoever tried.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SUBJECT = 'Someone tried to register with your address on Attune';
const register = (email: string) =>
  t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'Eve', lastName: 'Else', email, password: 'a password of eve' } });

describe('registering a taken address', () => {
  it('mails the owner a working reset link, at most three times an hour', async () => {
    const ada = await createUser(t);
    const tried = await register(ada.user.email.toUpperCase());
    expect(tried.statusCode).toBe(409);
    expect(JSON.stringify(tried.json())).not.toContain(ada.user.firstName);
    await settleResetMail(t.deps);
    const mail = t.mailbox.latest(ada.user.email, new RegExp(`^${SUBJECT}$`));
    expect(mail?.text).toContain('Someone tried to create an Attune account with this e-mail address');
    const token = /\/auth\?reset=([a-z2-7]+)/.exec(mail!.text)![1]!;
    const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password/confirm', body: { token, password: 'ada chose anew' } });
    expect(reset.statusCode).toBe(200);

    for (let i = 0; i < 4; i += 1) await register(ada.user.email);
    await settleResetMail(t.deps);
    expect(t.mailbox.all().filter((m) => m.to === ada.user.email && m.subject === SUBJECT)).toHaveLength(3);
    // Whoever tried gets no mail at all.
    expect(t.mailbox.all().filter((m) => m.subject === SUBJECT && m.to !== ada.user.email)).toEqual([]);
  });
});

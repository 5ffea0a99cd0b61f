import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { settleResetMail } from '../account/account.service.js';

/**
 * Issue 28 (low): one client made the server send 30 reset mails to 15 members. Requests are now limited per network
 * address too (RESET_MAILS_PER_NETWORK_PER_HOUR), whatever addresses they name; the answer never changes.
 */
const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
});

/** Five members, a reset asked for each from one network: how many mails went out, and a way to ask for more. */
async function fiveResetsFromOneNetwork(enabled: boolean) {
  const t = await createTestApp({ limits: { enabled, resetMailsPerNetworkPerHour: 3 } as never });
  opened.push(t);
  const ask = async (email: string, from: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: from, payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    await settleResetMail(t.deps);
  };
  const emails = (await Promise.all(Array.from({ length: 5 }, () => createUser(t)))).map((m) => m.user.email);
  const sent = () => t.mailbox.all().filter((m) => emails.includes(m.to) && m.subject === 'Choose a new password for Attune').length;
  for (const email of emails) await ask(email, '203.0.113.9');
  return { sent, ask, emails };
}

describe('password reset mails per network address', () => {
  it('one network gets at most RESET_MAILS_PER_NETWORK_PER_HOUR mails out, to any addresses; another network is not affected', async () => {
    const { sent, ask, emails } = await fiveResetsFromOneNetwork(true);
    expect(sent()).toBe(3);
    await ask(emails[4]!, '198.51.100.3');
    expect(sent()).toBe(4);
  });

  it('obeys RATE_LIMITS=off', async () => {
    const { sent } = await fiveResetsFromOneNetwork(false);
    expect(sent()).toBe(5);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { EMAIL_CHANGE_SUBJECTS } from '../src/server/features/account/emailChangeMail';
import { startLocalSmtp, type LocalSmtp } from '../src/server/test/smtp';
import { assessedMember, expectNoSeriousAxeProblems, jsErrors, launchBrowser, newPage, openSignedIn, screenshot, startApp, uniqueEmail, type RunningApp } from './support';

/**
 * Settings › Profile › Change e-mail address in the browser (issue 35 item 5, decision 069): a wrong password is
 * refused beside the field and sends nothing; the right one sends the link to the new address and says so; opening
 * the link moves the account, and the person then signs in with the new address only. The server has e-mail: a real
 * SMTP server on this machine takes the mail (the other browser tests run without one, as a default install does).
 */
let server: RunningApp;
let browser: Browser;
let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startApp({ mail: { smtpUrl: smtp.url, from: 'Attune <no-reply@attune.test>' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('changing one’s e-mail address in Settings', () => {
  for (const [name, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    it(`refuses a wrong password inline, sends the link, and the link moves the account (${name})`, async () => {
      const person = await assessedMember(server.deps, 'Elena', 'Moss');
      const newEmail = uniqueEmail('elena-new');
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await openSignedIn(page, person.token, '/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

      await page.getByRole('button', { name: 'Change e-mail address' }).click();
      const form = page.getByRole('form', { name: 'Change e-mail address' });
      await form.getByLabel('New e-mail address').fill(newEmail);
      await form.getByLabel('Your password').fill('not my password');
      await form.getByRole('button', { name: 'Send the link' }).click();
      // The refusal sits beside the password, marked invalid, and nothing went to the new address.
      await expect.poll(() => form.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');
      expect(server.mailbox.latest(newEmail, new RegExp(EMAIL_CHANGE_SUBJECTS.confirm))).toBeFalsy();
      await expectNoSeriousAxeProblems(page, `email change refused ${name}`);

      await form.getByLabel('Your password').fill(person.password);
      await form.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText(`We sent a link to ${newEmail}.`, { exact: false }).waitFor();
      await expect.poll(() => smtp.received.some((m) => m.to.includes(newEmail))).toBe(true);
      await screenshot(page, `settings-email-change-sent-${name}`);
      await expectNoSeriousAxeProblems(page, `email change sent ${name}`);

      // The link from the mail to the new address moves the account there.
      const mail = server.mailbox.latest(newEmail, new RegExp(EMAIL_CHANGE_SUBJECTS.confirm));
      const link = mail && /https?:\/\/\S+\/verify-email\?token=[a-z0-9]+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      await page.goto(new URL(link!).pathname + new URL(link!).search);
      await page.getByText('Your e-mail address is verified', { exact: true }).first().waitFor();
      // Signing in, as a client with no cookies would: the new address works, the old one no longer does.
      const login = (email: string) =>
        fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: person.password }) }).then((r) => r.status);
      expect(await login(newEmail)).toBe(200);
      expect(await login(person.email)).toBe(401);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }
});

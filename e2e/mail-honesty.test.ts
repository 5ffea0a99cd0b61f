import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { sendVerification, verifyEmail } from '../src/server/features/verification/verification.service';
import { ACCOUNT_MESSAGES } from '../src/shared/account';
import { VERIFICATION_MESSAGES } from '../src/shared/verification';
import {
  ADMIN_EMAIL,
  assessedMember,
  enterAdminSetupCode,
  expectNoSeriousAxeProblems,
  jsErrors,
  newPage,
  openSignedIn,
  type RunningApp,
  screenshot,
  verificationLinkFromOutbox,
  withAppAndBrowser,
} from './support';

/**
 * A server without SMTP_URL (the e2e server has none) promises no e-mail (issue 30 item 4): the reset screen, the
 * member's verification state, the verification page and the newsletter say what this server can do, and the
 * administrator sees mail setup in the monitor.
 */
let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const sizes = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

describe('mail that cannot arrive is never promised', () => {
  for (const [suffix, viewport] of sizes) {
    it(`the reset screen says no link can be sent (${suffix})`, async () => {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await page.getByText(ACCOUNT_MESSAGES.resetNoMail).waitFor();
      expect(await page.getByText('We will send you a link').count()).toBe(0);
      await screenshot(page, `mail-reset-no-smtp-${suffix}`);
      await page.getByLabel('Email').fill('someone@attune.test');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('No e-mail was sent', { exact: true }).waitFor();
      expect(await page.getByText('Reset link sent', { exact: true }).count()).toBe(0);
      await context.close();
    });

    it(`a member sees they are not verified and why no link comes, on Settings and the verification page (${suffix})`, async () => {
      // Assessed (settings are behind the assessment) but never verified.
      const { token } = await assessedMember(server.deps, 'Vera', 'Unverified');
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await openSignedIn(page, token, '/settings');
      await page.getByText('Your e-mail address is not verified yet').waitFor();
      await page.getByText(VERIFICATION_MESSAGES.noMail).waitFor();
      expect(await page.getByRole('button', { name: /verification link/ }).count()).toBe(0);
      await screenshot(page, `mail-settings-unverified-${suffix}`);
      await expectNoSeriousAxeProblems(page, `settings unverified without mail ${suffix}`);

      // The verification page: the logo, one headline, and the honest way forward.
      await page.goto('/verify-email?token=notarealtoken');
      await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
      expect(await page.getByText('This link does not work').count()).toBe(1);
      await page.getByRole('link', { name: 'Attune home' }).waitFor();
      await page.getByText(VERIFICATION_MESSAGES.noMail).waitFor();
      await screenshot(page, `mail-verify-page-${suffix}`);
      await expectNoSeriousAxeProblems(page, `verify page without mail ${suffix}`);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }

  for (const [suffix, viewport] of sizes) {
    it(`the home screen tells an unverified member, with this server's honest way forward, until they put it away (${suffix})`, async () => {
      const { token } = await assessedMember(server.deps, 'Hana', 'Home');
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await openSignedIn(page, token, '/');
      const banner = page.getByTestId('verification-banner');
      await banner.getByText('Your e-mail address is not verified yet').waitFor();
      await banner.getByText(VERIFICATION_MESSAGES.noMail).waitFor();
      // No promise of a link this server cannot send.
      expect(await banner.getByRole('button', { name: /verification link/ }).count()).toBe(0);
      // In the page's flow: the composer stays clear and usable.
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      await screenshot(page, `mail-home-banner-${suffix}`);
      await expectNoSeriousAxeProblems(page, `home verification banner ${suffix}`);
      await banner.getByRole('button', { name: 'Hide this notice' }).click();
      await expect.poll(() => page.getByTestId('verification-banner').count()).toBe(0);
      await page.reload();
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      expect(await page.getByTestId('verification-banner').count()).toBe(0);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it('the administrator sees that this server sends no e-mail', async () => {
    const admin = await register(server.deps, { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: 'admin password 1' });
    await sendVerification(server.deps, admin.user.id);
    await verifyEmail(server.deps, new URL(await verificationLinkFromOutbox(server, ADMIN_EMAIL), 'http://x').searchParams.get('token')!);
    await enterAdminSetupCode(server, admin.token); // and the setup code from the log (decision 042)
    const { context, page } = await newPage(browser, server.baseUrl);
    await openSignedIn(page, admin.token, '/admin');
    await page.getByRole('heading', { name: 'Admin monitor' }).waitFor();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('This server sends no e-mail').waitFor();
    await page.getByText('Not set up', { exact: true }).waitFor();
    await page.getByText('Active means they did something', { exact: false }).waitFor();
    await screenshot(page, 'mail-admin-monitor-1280');
    await context.close();
  });
});

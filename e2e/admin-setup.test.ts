import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { sendVerification } from '../src/server/features/verification/verification.service';
import { adminStartupWarning } from '../src/server/features/verification/verification.service';
import { ADMIN_EMAIL, expectNoSeriousAxeProblems, jsErrors, newPage, openSignedIn, screenshot, verifyThroughOutbox, withAppAndBrowser, type RunningApp } from './support';

/**
 * Decision 042 in the browser: the ADMIN_EMAIL account, verified, is not the administrator until it types the code
 * the server printed; /admin says so instead of showing a sign-in form; the setup screen shows refusals under the
 * field, at 360 px and without serious axe problems.
 */
let server: RunningApp;
let browser: Browser;
withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('administrator setup (issue 28 finding 2)', () => {
  it('explains /admin to a non-administrator, refuses a wrong code inline, and accepts the printed one', async () => {
    const admin = await register(server.deps, { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: 'admin password 1' });
    const { page } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    const errors = jsErrors(page);
    await sendVerification(server.deps, admin.user.id);
    await verifyThroughOutbox(page, server, ADMIN_EMAIL);

    await openSignedIn(page, admin.token, '/admin');
    await page.getByText('The admin monitor is only for this server’s administrator', { exact: false }).waitFor();
    await expectNoSeriousAxeProblems(page, 'admin for a member');
    await screenshot(page, 'admin-not-administrator-360');

    await page.getByRole('link', { name: 'administrator setup' }).click();
    await page.getByRole('heading', { name: 'Administrator setup' }).waitFor();
    const field = page.getByRole('textbox', { name: 'Setup code' });
    await field.fill('aaaa-bbbb-cccc-dddd-eeee-ffff-gggg-hhhh');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('That setup code is not right', { exact: false }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousAxeProblems(page, 'admin setup error');
    await screenshot(page, 'admin-setup-error-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    const code = /Administrator setup code: ([a-z2-7-]+)/.exec((await adminStartupWarning(server.deps)) ?? '')![1]!;
    await field.fill(code);
    await field.press('Enter');
    await page.getByText('You are now the administrator.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Open the admin monitor' }).click();
    await page.getByRole('heading', { name: 'Admin monitor' }).waitFor();
    expect(errors).toEqual([]);
  });
});

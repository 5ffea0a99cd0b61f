import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { settleResetMail } from '../src/server/features/account/account.service';
import { insertConnection } from '../src/server/test/chat';
import { assessedMember, downloadedText, expectNoSeriousAxeProblems, jsErrors, newPage, type RunningApp, screenshot, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/** The path of the newest reset link mailed to `email`, as the person received it (the outbox's copy is masked). */
async function resetLinkFromOutbox(email: string): Promise<string> {
  await settleResetMail(server.deps);
  const mail = server.mailbox.latest(email, /^Choose a new password for Attune$/);
  const link = mail && /https?:\/\/\S+\/auth\?reset=[a-z0-9]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no reset link in the mail');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('account lifecycle in the browser (issue 18)', () => {
  it('a forgotten password: ask on the auth screen, open the mailed link, choose a new password, signed in', async () => {
    const person = await assessedMember(server.deps, 'Rowan');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(person.email);
    await screenshot(page, 'account-reset-request-390');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // This test server has no SMTP: the screen says no e-mail was sent (the link is still in the outbox, read below).
    await page.getByText('No e-mail was sent', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await page.goto(await resetLinkFromOutbox(person.email));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel(/^New password/).fill('my fresh new phrase');
    await page.getByLabel('Confirm new password').fill('my fresh new phrase');
    await expectNoSeriousAxeProblems(page, 'choose a new password');
    await screenshot(page, 'account-reset-choose-390');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();

    // The old password no longer works; the new one does.
    const second = await newPage(browser, server.baseUrl);
    await signIn(second.page, person.email, 'my fresh new phrase');
    // The link works once, and a used one says so as the page opens: nobody types a new password twice for nothing.
    await second.page.goto(await resetLinkFromOutbox(person.email));
    await second.page.getByText('This link cannot be used').waitFor();
    expect(await second.page.getByLabel(/^New password/).count()).toBe(0);
    await screenshot(second.page, 'account-reset-used-link-1280');
    await second.page.getByRole('button', { name: 'Send me a new link' }).click();
    await second.page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(jsErrors(page)).toEqual([]);
    expect(jsErrors(second.page)).toEqual([]);
    await second.context.close();
  });

  it('Settings: change the name ("Profile updated"), see the e-mail badge and time zone, and the signed-in devices', async () => {
    const person = await assessedMember(server.deps, 'Sky');
    for (const [suffix, viewport] of [
      ['1280', { width: 1280, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signIn(page, person.email, person.password);
      await page.goto('/settings');
      await page.getByLabel('First name').fill(`Skye${suffix}`);
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByText('Profile updated', { exact: true }).waitFor();
      await page.getByText('Not verified', { exact: true }).waitFor();
      await expect(page.getByLabel('Time zone').first().inputValue()).resolves.not.toBe('');
      await expectNoSeriousAxeProblems(page, `settings profile ${suffix}`);
      await screenshot(page, `account-settings-profile-${suffix}`);

      await page.getByRole('tab', { name: 'Devices' }).click();
      await page.getByText('This device').waitFor();
      await expectNoSeriousAxeProblems(page, `settings devices ${suffix}`);
      await screenshot(page, `account-settings-devices-${suffix}`);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
    const row = await server.database.db.selectFrom('users').select('first_name').where('email', '=', person.email).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Skye390');
  });

  it('Settings › Privacy: download my data as one JSON file, then delete the account and land on the landing page', async () => {
    const person = await assessedMember(server.deps, 'Wren');
    const partner = await assessedMember(server.deps, 'Pax');
    await insertConnection(server.database, person.id, partner.id, 'friend');
    for (const [suffix, viewport] of [
      ['1280', { width: 1280, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signIn(page, person.email, person.password);
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Privacy' }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^attune-export-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await downloadedText(download));
      expect(data.account.email).toBe(person.email);
      expect(data.connections).toHaveLength(1);
      await page.getByRole('button', { name: 'Download my data' }).scrollIntoViewIfNeeded();
      await expectNoSeriousAxeProblems(page, `settings privacy ${suffix}`);
      await screenshot(page, `account-settings-privacy-${suffix}`);
      await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete my account' });
      await dialog.waitFor();
      await expectNoSeriousAxeProblems(page, `delete dialog ${suffix}`);
      await screenshot(page, `account-delete-dialog-${suffix}`);
      if (suffix === '1280') {
        // A wrong password is said beside the field, and nothing is deleted.
        await dialog.getByLabel(/^Your password/).fill('not the password');
        await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
        await dialog.getByText('Your password is not correct').waitFor();
        await dialog.getByRole('button', { name: 'Keep my account' }).click();
        expect(jsErrors(page)).toEqual([]);
        await context.close();
        continue;
      }
      await dialog.getByLabel(/^Your password/).fill(person.password);
      await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Try Attune' }).first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
    const gone = await server.database.db.selectFrom('users').select(['email', 'first_name']).where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(gone.email).not.toBe(person.email);
    expect(gone.first_name).toBe('Deleted member');
  });
});

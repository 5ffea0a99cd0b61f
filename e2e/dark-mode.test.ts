import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { sendVerification } from '../src/server/features/verification/verification.service';
import { connect } from '../src/server/test/demo-connections';
import { ADMIN_EMAIL, assessedMember, type AxeProblem, axeProblems, enterAdminSetupCode, jsErrors, newPage, openTab, type RunningApp, screenshot, signInThroughUi, verifyThroughOutbox, withAppAndBrowser } from './support';

/**
 * Dark mode (issue 35 item 3, decision 077): a member picks Light, Dark or "Same as my device" in Settings; the
 * choice outlives a reload and paints before the app's code runs; every main screen reads in dark with axe holding
 * critical, serious and moderate problems (contrast included); the dark axe walk covers every screen at both widths.
 */
let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const PHONE = { width: 390, height: 844 };

async function check(page: Page, label: string, found: AxeProblem[], strict = true) {
  found.push(...(await axeProblems(page, `dark-${label}`, strict)));
  await screenshot(page, `dark-${label}`);
}

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const WHITE = 'rgb(255, 255, 255)';

async function chooseScheme(page: Page, name: 'Light' | 'Dark' | 'Same as my device') {
  await page.getByRole('radiogroup', { name: 'Colour scheme' }).locator('label', { hasText: new RegExp(`^${name}$`) }).click();
  await expect.poll(() => page.getByRole('radio', { name }).isChecked()).toBe(true);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
}

describe('dark mode', () => {
  it('follows the device before any of the app runs, on the landing and the sign-in screen, without a CSP complaint', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    // With the app's scripts refused, only the inline script in <head> can have set the scheme: this is first paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/auth');
    expect(await scheme(page)).toBe('dark');
    expect(await bodyBackground(page)).not.toBe(WHITE);
    await page.unroute('**/assets/*.js');
    await page.goto('/');
    expect(await scheme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await scheme(page)).toBe('light');
    expect(await bodyBackground(page)).toBe(WHITE);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  // The signed-out screens and every signed-in screen and dialog are checked in dark at both widths by the dark axe
  // walk (e2e/a11y-walk-dark.test.ts); this test is about the switch itself, so it runs once, on the phone.
  it('a member switches to dark in Settings, it outlives a reload, and the main screens read in it (phone)', async () => {
    const size = 'phone';
    const found: AxeProblem[] = [];
    const me = await assessedMember(server.deps, 'Noor', 'Hale');
    const friend = await assessedMember(server.deps, 'Ezra', 'Vance');
    await connect(server.deps, me.id, friend.id, 'couple');
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    // The device asks for light: dark on screen can only be the member's own choice.
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto('/no-such-page');
    await page.evaluate((t) => localStorage.setItem('token', t), me.token);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Same as my device' }).isChecked()).toBe(true);
    expect(await scheme(page)).toBe('light');
    await chooseScheme(page, 'Dark');
    await expect.poll(() => scheme(page)).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await scheme(page)).toBe('dark');
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await check(page, `settings-${size}`, found);

    await page.goto('/');
    await page.getByPlaceholder(/^Chat with/).waitFor();
    await check(page, `home-coach-${size}`, found);
    await page.getByPlaceholder(/^Chat with/).fill('How can I listen better this week?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('[data-role="user"]').first().waitFor();
    await page.locator('[data-role="assistant"]').first().waitFor();
    await check(page, `coach-answer-${size}`, found);

    await openTab(page, 'People');
    await page.getByRole('button', { name: /Ezra Vance/ }).first().click();
    const connection = page.getByRole('dialog', { name: /Ezra/ });
    await connection.getByRole('tab').first().waitFor();
    await check(page, `connection-${size}`, found);
    await connection.getByRole('tab', { name: /About/ }).click();
    await check(page, `connection-about-${size}`, found);
    await closeDialog(page);

    await openTab(page, 'Hub');
    const hub = page.getByRole('dialog', { name: /Social Hub/ });
    await hub.getByRole('heading', { name: 'Join the Social Hub?' }).waitFor();
    await check(page, `hub-join-${size}`, found);
    await hub.getByRole('checkbox', { name: 'Show my personality type to other members' }).check();
    await hub.getByRole('button', { name: 'Join the Social Hub' }).click();
    await hub.getByRole('heading', { name: 'Community Feed' }).waitFor();
    await hub.getByRole('article', { name: 'Post by Noor Hale' }).first().waitFor();
    await check(page, `hub-feed-${size}`, found);
    await closeDialog(page);

    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check(page, `results-${size}`, found);
    // Printing (or saving as PDF) from dark mode puts the report on white paper, then the page returns to dark.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await scheme(page)).toBe('light');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await scheme(page)).toBe('dark');

    await page.goto('/journal');
    await page.getByRole('heading', { name: 'My Journal' }).waitFor();
    await check(page, `journal-${size}`, found);

    // Back to the device's own setting: the page follows the device again, both ways.
    await page.goto('/settings');
    await chooseScheme(page, 'Same as my device');
    await expect.poll(() => scheme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
    expect(found).toEqual([]);
  });

  it('the choice follows the person: Dark chosen on one browser is dark on another after signing in, before first paint after that', async () => {
    const me = await assessedMember(server.deps, 'Ines', 'Vale');
    const first = await newPage(browser, server.baseUrl, { width: 1280, height: 800 });
    await first.page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await signInThroughUi(first.page, me);
    await first.page.getByPlaceholder(/^Chat with/).waitFor();
    await first.page.goto('/settings');
    await first.page.getByRole('heading', { name: 'Appearance' }).waitFor();
    const saved = first.page.waitForResponse((res) => res.url().includes('account.updateProfile') && res.request().method() === 'POST');
    await chooseScheme(first.page, 'Dark');
    expect((await saved).status()).toBe(200);
    await first.context.close();

    // A second browser that never saw the choice, on a light device, with nothing stored.
    const second = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    const { page } = second;
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto('/auth');
    expect(await scheme(page)).toBe('light');
    await signInThroughUi(page, me);
    await page.getByPlaceholder(/^Chat with/).waitFor();
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('mantine-color-scheme-value'))).toBe('dark');
    // The next load paints dark before any of the app's code runs, the prerendered landing's address included.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/settings');
    expect(await scheme(page)).toBe('dark');
    expect(await bodyBackground(page)).not.toBe(WHITE);
    await page.unroute('**/assets/*.js');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    // A save that fails puts the page back and says so; the account keeps Dark.
    await page.route('**/trpc/account.updateProfile*', (route) => route.abort());
    await page.getByRole('radiogroup', { name: 'Colour scheme' }).locator('label', { hasText: /^Light$/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Could not save your colour scheme, so it is back to Dark.' }).waitFor();
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await page.unroute('**/trpc/account.updateProfile*');
    const answer = await page.evaluate(async (token) => (await fetch('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json(), me.token);
    expect(answer.colorScheme).toBe('dark');
    expect(jsErrors(page)).toEqual([]);
    await second.context.close();
  });

  it("the admin monitor reads in dark, every tab and a member's details (1280 px)", async () => {
    const found: AxeProblem[] = [];
    await assessedMember(server.deps, 'Lena', 'Brook');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    const admin = await register(server.deps, { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: 'admin password 1' });
    await sendVerification(server.deps, admin.user.id);
    await verifyThroughOutbox(page, server, ADMIN_EMAIL);
    await enterAdminSetupCode(server, admin.token);
    await page.evaluate((t) => localStorage.setItem('token', t), admin.token);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin monitor' }).waitFor();
    await page.getByText('Lena Brook').first().waitFor();
    // The monitor is held to what the light pass holds it to (critical and serious, contrast among them).
    for (const tab of await page.getByRole('tab').allInnerTexts()) {
      await page.getByRole('tab', { name: tab.trim() }).click();
      await check(page, `admin-${tab.trim().toLowerCase()}`, found, false);
    }
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: /^Details for/ }).first().click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'admin-detail', found, false);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
    expect(found).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { endSendNowPause } from '../src/server/features/newsletter/newsletter.queries';
import { sendVerification, verifyEmail } from '../src/server/features/verification/verification.service';
import { ADMIN_EMAIL, assessedMember, enterAdminSetupCode, expectNoSeriousAxeProblems, jsErrors, launchBrowser, newPage, screenshot, startApp, verificationLinkFromOutbox, type RunningApp } from './support';

let server: RunningApp;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  server = await startApp();
  browser = await launchBrowser();
  const admin = await register(server.deps, { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: 'admin password 1' });
  adminToken = admin.token;
  // The administrator is the verified holder of ADMIN_EMAIL (decision 008).
  await sendVerification(server.deps, admin.user.id);
  const link = await verificationLinkFromOutbox(server, ADMIN_EMAIL);
  await verifyEmail(server.deps, new URL(link, 'http://x').searchParams.get('token')!);
  // ... who entered the setup code from the server's log (decision 042).
  await enterAdminSetupCode(server, admin.token);
  // A subscriber with a verified address.
  const member = await assessedMember(server.deps, 'Noor');
  await sendVerification(server.deps, member.id);
  await verifyEmail(server.deps, new URL(await verificationLinkFromOutbox(server, member.email), 'http://x').searchParams.get('token')!);
  const res = await server.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: { authorization: `Bearer ${member.token}` }, payload: { preferences: { categories: ['family', 'work'], difficulty: ['beginner'], personalizedContent: true } } });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInAsAdmin(page: Page): Promise<void> {
  await page.goto('/no-such-page-to-store-the-token');
  await page.evaluate((t) => localStorage.setItem('token', t), adminToken);
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin monitor' }).waitFor();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

describe('the admin monitor’s tabs in the browser (issue 17)', () => {
  it('shows a tab’s error state with a way to try again, and its loading state', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 });
    await page.route(/\/trpc\/.*monitor\.analytics/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"boom"}}' }));
    await signedInAsAdmin(page);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('Failed to load the analytics').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByText('No open or click tracking').waitFor();

    // Loading: the overview's answer is held back until the spinner has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/.*monitor\.overview/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tabpanel').getByLabel('Loading').waitFor();
    release();
    await page.getByText('Content completion', { exact: true }).waitFor();
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`walks Overview, Users, Newsletter, Content, Analytics and Reports at ${viewport.width} px, and sends an edition`, async () => {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      const errors = jsErrors(page);
      await signedInAsAdmin(page);
      const tabs = await page.getByRole('tab').allTextContents();
      expect(tabs).toEqual(['Overview', 'Users', 'Newsletter', 'Content', 'Analytics', 'Reports', 'Coach']);
      // Users opens first and is the existing panel.
      await page.getByText('Noor Tester').first().waitFor();

      await page.getByRole('tab', { name: 'Overview' }).click();
      for (const label of ['Active subscribers', 'Content library', 'Generated content', 'Upcoming deliveries', 'Content completion']) {
        await page.getByText(label, { exact: true }).first().waitFor();
      }
      await noSidewaysScroll(page);
      await screenshot(page, `admin-overview-${viewport.width}`);

      await page.getByRole('tab', { name: 'Content' }).click();
      const empty = page.getByText(/No editions yet/);
      const firstRun = viewport.width === 1280;
      if (firstRun) await empty.waitFor();

      await page.getByRole('tab', { name: 'Newsletter' }).click();
      await page.getByRole('heading', { name: 'Schedule' }).waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBeGreaterThanOrEqual(9); // header and 8 slots
      await page.getByRole('button', { name: 'Preview next edition' }).click();
      const preview = page.getByRole('dialog');
      await preview.getByText(/Attune letter for/).first().waitFor();
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'hidden' });
      // Each width sends one edition; the second comes as if the ten-minute pause after a send had passed (decision 059).
      await endSendNowPause(server.deps.database.db, new Date().toISOString());
      await page.getByRole('button', { name: 'Send now' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
      await page.getByText('Edition sent').waitFor();
      await page.getByText('Sent', { exact: true }).first().waitFor();
      await noSidewaysScroll(page);
      await expectNoSeriousAxeProblems(page, `admin newsletter ${viewport.width}`);
      await screenshot(page, `admin-newsletter-${viewport.width}`);

      await page.getByRole('tab', { name: 'Content' }).click();
      await page.getByRole('heading', { name: 'Latest editions' }).waitFor();
      await page.getByRole('cell', { name: /Attune letter for/ }).first().waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, `admin-content-${viewport.width}`);

      await page.getByRole('tab', { name: 'Analytics' }).click();
      await page.getByText('No open or click tracking').waitFor();
      await page.getByText('Messages per day, last 30 days').waitFor();
      await page.getByRole('heading', { name: 'System health' }).waitFor();
      await page.getByText('Database size').waitFor();
      await noSidewaysScroll(page);
      await expectNoSeriousAxeProblems(page, `admin analytics ${viewport.width}`);
      await screenshot(page, `admin-analytics-${viewport.width}`);

      // The Social Hub's reported posts (issue 16): none here, and the tab says so.
      await page.getByRole('tab', { name: 'Reports' }).click();
      await page.getByText('No open reports. Reported Social Hub posts appear here.').waitFor();
      await noSidewaysScroll(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('lists a reported Social Hub post in Reports and hides it from the feed', async () => {
    const { dailyPrompt, join, respond, feed } = await import('../src/server/features/social-hub/social-hub.service');
    const { report } = await import('../src/server/features/social-hub/moderation.service');
    const author = await assessedMember(server.deps, 'Rory');
    const reader = await assessedMember(server.deps, 'Sol');
    await join(server.deps, author.id, { showType: true, showPhoto: true });
    const prompt = await dailyPrompt(server.deps, author.id);
    const { postId } = await respond(server.deps, author.id, { promptId: prompt!.id, content: 'A post someone found unkind', isAnonymous: false });
    await report(server.deps, reader.id, { postId, reason: 'Unkind to others' });

    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 });
    await signedInAsAdmin(page);
    await page.getByRole('tab', { name: 'Reports' }).click();
    await page.getByText('A post someone found unkind').waitFor();
    await page.getByText('Reasons: Unkind to others').waitFor();
    await expectNoSeriousAxeProblems(page, 'admin reports');
    await screenshot(page, 'admin-reports-1280');
    await page.getByRole('button', { name: 'Hide post' }).click();
    await page.getByText('No open reports. Reported Social Hub posts appear here.').waitFor();
    expect((await feed(server.deps, reader.id, { limit: 50 })).posts.some((p) => p.id === postId)).toBe(false);
    await context.close();
  });
});

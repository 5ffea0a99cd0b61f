import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { seedAssessment } from '../src/server/test/demo-survey';
import { assessedMember, jsErrors, newPage, openProfileDialog, openSignedIn, type RunningApp, screenshot, uniqueEmail, withAppAndBrowser } from './support';

/** Spec §2 behaviours of issue 21: Learn More in phase 1 opens the profile; the profile's Settings tab actions. */
let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('spec §2 in the browser', () => {
  it("phase 1's 'Learn More About My Results' opens the profile, and openProfile then leaves the URL", async () => {
    const person = { firstName: 'Lena', lastName: 'Curious', email: uniqueEmail('lena'), password: 'a long enough secret' };
    const answer = await register(server.deps, person);
    await seedAssessment(server.deps, answer.user.id, {}, []); // core survey only: phase 1 shows at /
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSignedIn(page, answer.token);
    await page.getByRole('button', { name: 'Continue to Phase 2' }).waitFor();
    await page.getByRole('button', { name: 'About your results' }).click();
    await page.getByRole('button', { name: 'Learn More About My Results' }).click();
    const profile = page.getByRole('dialog', { name: 'Your profile' });
    await profile.waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.waitForTimeout(500);
    expect(await profile.isVisible()).toBe(true);
    await screenshot(page, 'learn-more-profile-390');
    // Closed, the dialog stays closed: nothing left in the URL opens it again.
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);
    expect(await profile.count()).toBe(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it("the profile's Settings tab refreshes for the latest updates and opens the account settings", async () => {
    const person = await assessedMember(server.deps, 'Remy');
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openSignedIn(page, person.token);
      await openProfileDialog(page);
      const profile = page.getByRole('dialog', { name: 'Your profile' });
      await profile.getByRole('tab', { name: 'Settings' }).click();
      await profile.getByRole('button', { name: 'Refresh for Latest Updates' }).waitFor();
      await screenshot(page, `profile-settings-${viewport.width}`);

      // A cached file from an older version is dropped and the page reloads.
      await page.evaluate(async () => {
        const cache = await caches.open('attune-old-version');
        await cache.put('/old.js', new Response('old'));
      });
      expect(await page.evaluate(() => caches.keys())).toContain('attune-old-version');
      await page.evaluate(() => ((window as unknown as { beforeRefresh: boolean }).beforeRefresh = true));
      await Promise.all([page.waitForEvent('load'), profile.getByRole('button', { name: 'Refresh for Latest Updates' }).click()]);
      expect(await page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
      expect(await page.evaluate(() => caches.keys())).toEqual([]);

      // Account Settings closes the dialog and opens /settings.
      await openProfileDialog(page);
      await profile.getByRole('tab', { name: 'Settings' }).click();
      await profile.getByRole('button', { name: 'Account Settings' }).click();
      await page.waitForURL('**/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      expect(await profile.count()).toBe(0);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });
});

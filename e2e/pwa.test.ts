import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assessedMember, expectNoSeriousAxeProblems, jsErrors, launchBrowser, newPage, screenshot, startApp, type RunningApp } from './support';

/**
 * The installable app (issue 15): the service worker takes control, the app opens with no network and says so without
 * showing anything private, no private answer is ever in its caches, and a waiting version is offered as a reload.
 */
let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  server = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every URL in every cache the page's origin holds. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

describe('the service worker', () => {
  for (const [suffix, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    it(`controls the page, opens offline to a plain offline screen, and never caches private answers (${suffix})`, async () => {
      const person = await assessedMember(server.deps, 'Wren');
      const { context, page } = await newPage(browser, server.baseUrl, viewport, { serviceWorkers: 'allow' });
      await page.goto('/auth');
      await page.evaluate((t) => localStorage.setItem('token', t), person.token);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.goto('/');
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.getByRole('button', { name: /Weekly Improvement Actions/ }).first().waitFor();

      // The shell is cached; nothing from /api, /trpc or /ws is.
      await expect.poll(async () => (await cachedUrls(page)).some((url) => url.endsWith('/index.html'))).toBe(true);
      const cached = await cachedUrls(page);
      expect(cached.filter((url) => /^\/(api|trpc|ws)(\/|$)/.test(url))).toEqual([]);
      expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);

      // No network: the shell opens and says so; the person is not signed out and sees nothing of theirs.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: "You're offline" }).waitFor();
      expect(await page.getByText('Wren').count()).toBe(0);
      await screenshot(page, `pwa-offline-${suffix}`);
      await expectNoSeriousAxeProblems(page, `offline screen ${suffix}`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(person.token);

      // Back online: the app carries on by itself.
      await context.setOffline(false);
      await page.getByRole('button', { name: /Weekly Improvement Actions/ }).first().waitFor();
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it('offers a waiting new version as a toast with Reload', async () => {
    const person = await assessedMember(server.deps, 'Uma');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 }, { serviceWorkers: 'allow' });
    await page.goto('/auth');
    await page.evaluate((t) => localStorage.setItem('token', t), person.token);
    await page.goto('/');
    await page.getByRole('button', { name: /Weekly Improvement Actions/ }).first().waitFor();
    // What main.tsx announces when a new service worker has installed and waits.
    await page.evaluate(() => window.dispatchEvent(new Event('attune:update-ready')));
    await page.getByText('A new version of Attune is ready').waitFor();
    await screenshot(page, 'pwa-update-toast-1280');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.getByRole('button', { name: /Weekly Improvement Actions/ }).first().waitFor();
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createApp } from '../src/server/app';
import { createDeps } from '../src/server/deps';
import { assessedMember, openSignedInUnderServiceWorker, expectNoSeriousAxeProblems, jsErrors, launchBrowser, newPage, openSignedIn, type RunningApp, screenshot, startApp } from './support';

/**
 * Never lose the person (issue 30 items 1 and 2): a server restart keeps them signed in behind a calm "retrying"
 * screen that recovers by itself; only a 401 signs them out, and it says so with a way to sign in again.
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

/** Stops the real server (the database stays, as on a host), and later starts a new one on the same port. */
async function stopServer(): Promise<() => Promise<void>> {
  const port = Number(new URL(server.baseUrl).port);
  await server.app.close();
  return async () => {
    const deps = createDeps({ database: server.database, config: server.deps.config });
    const app = await createApp(deps, { logLevel: false });
    await app.listen({ port, host: '127.0.0.1' });
    server.app = app;
    server.deps = deps;
  };
}

/** The Actions place of the main navigation: on screen once the signed-in home has drawn. */
const actionsTab = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Actions$/ }).first();

describe('a server restart', () => {
  for (const [suffix, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    it(`keeps the person signed in: "Can't reach Attune — retrying…", then back by itself (${suffix})`, async () => {
      const person = await assessedMember(server.deps, 'Rhea');
      // The service worker serves the shell while the server is down, as on an installed app.
      const { context, page } = await newPage(browser, server.baseUrl, viewport, { serviceWorkers: 'allow' });
      await openSignedInUnderServiceWorker(page, person.token);
      await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
      await actionsTab(page).waitFor();

      const restart = await stopServer();
      await page.reload();
      await page.getByRole('heading', { name: 'Can’t reach Attune — retrying…' }).waitFor();
      expect(await page.getByText('You are still signed in').count()).toBe(1);
      await screenshot(page, `session-unreachable-${suffix}`);
      await expectNoSeriousAxeProblems(page, `unreachable screen ${suffix}`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(person.token);

      await restart();
      // No click: the session check retries with backoff and the app carries on.
      await actionsTab(page).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(person.token);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it('a proxy answering 502 reads as unreachable too, never as signed out', async () => {
    const person = await assessedMember(server.deps, 'Pia');
    const { context, page } = await newPage(browser, server.baseUrl);
    await page.route('**/api/auth/me', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
    await openSignedIn(page, person.token);
    await page.getByRole('heading', { name: 'Can’t reach Attune — retrying…' }).waitFor();
    await page.unroute('**/api/auth/me');
    await actionsTab(page).waitFor();
    await context.close();
  });
});

describe('a 401', () => {
  async function signOutEverywhere(token: string) {
    const res = await fetch(`${server.baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.ok).toBe(true);
  }

  it('on opening the app reads as signed out on this device, with "Sign in again"', async () => {
    const person = await assessedMember(server.deps, 'Ines');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await openSignedIn(page, person.token);
    await actionsTab(page).waitFor();
    await signOutEverywhere(person.token);
    await page.reload();
    await page.getByRole('heading', { name: 'You’ve been signed out on this device' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByText(/check your connection/i).count()).toBe(0);
    await screenshot(page, 'session-signed-out-390');
    await expectNoSeriousAxeProblems(page, 'signed out screen 390');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('during a visit (any call refused) ends the session the same way', async () => {
    const person = await assessedMember(server.deps, 'Juno');
    const { context, page } = await newPage(browser, server.baseUrl);
    await openSignedIn(page, person.token);
    await actionsTab(page).waitFor();
    await signOutEverywhere(person.token);
    // Opening the actions asks the server: refused, so the session is checked and ends. The live socket, closed by
    // the revocation, can find it first and end the session before the click lands (the tab is gone then); either
    // way the heading below must follow, so a click that finds no tab is not the failure.
    await actionsTab(page).click({ timeout: 10_000 }).catch(() => undefined);
    await page.getByRole('heading', { name: 'You’ve been signed out on this device' }).waitFor();
    await screenshot(page, 'session-signed-out-1280');
    await context.close();
  });
});

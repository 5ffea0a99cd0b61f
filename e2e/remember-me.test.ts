import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { assessedMember, jsErrors, newPage, type RunningApp, withAppAndBrowser } from './support';

/**
 * "Remember me" across a browser restart (issue 35 item 4, decision 069). A real restart keeps what the browser
 * stores on disk: local storage and the cookies that have an expiry; cookies without one (session cookies) are gone.
 * So a restart is a new context given the old one's storage minus its session cookies.
 */
let server: RunningApp;
let browser: Browser;
withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

async function restart(context: BrowserContext): Promise<BrowserContext> {
  const state = await context.storageState();
  await context.close();
  const kept = { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) };
  return browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', storageState: kept });
}

async function signIn(remember: boolean, firstName: string) {
  const person = await assessedMember(server.deps, firstName);
  const { context, page } = await newPage(browser, server.baseUrl);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  const box = page.getByRole('checkbox', { name: 'Remember me' });
  expect(await box.isChecked()).toBe(true);
  if (!remember) await box.uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  expect(jsErrors(page)).toEqual([]);
  return { context, person };
}

describe('Remember me', () => {
  it('unticked: the session cookie has no expiry, and after the browser restarts the person is signed out', async () => {
    const { context } = await signIn(false, 'Uma');
    const before = await context.cookies();
    const sessionCookie = before.find((c) => c.name === 'attune_session');
    expect(sessionCookie?.expires).toBe(-1);

    const after = await restart(context);
    expect((await after.cookies()).some((c) => c.name === 'attune_session')).toBe(false);
    const page = await after.newPage();
    await page.goto('/settings');
    // Signed-out visitors get the auth screen in place of a members' page (spec §2).
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await after.close();
  });

  it('ticked: still signed in after the browser restarts', async () => {
    const { context, person } = await signIn(true, 'Rex');
    const sessionCookie = (await context.cookies()).find((c) => c.name === 'attune_session');
    expect(sessionCookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    const after = await restart(context);
    const page = await after.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/auth/me', { credentials: 'include' })).json());
    expect(me.email).toBe(person.email);
    await after.close();
  });
});

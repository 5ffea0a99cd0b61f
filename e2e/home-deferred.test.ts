import { describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { assessedMember, jsErrors, newPage, openSignedIn, type RunningApp, withAppAndBrowser } from './support';

/**
 * Decision 104: the tooltips and the Me menu are not part of the signed-in home's first paint; their chunk arrives
 * after it. Whatever the person does before it arrives still works: a press on Me opens the menu once it is here, the
 * keyboard's focus stays where it was when the elements are drawn again, and a hovered button shows its tooltip.
 */
let server: RunningApp;
let browser: Browser;
withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const PHONE = { width: 390, height: 844 };

describe('what the home loads after its first paint', () => {
  it('a press on Me before the menu code is here opens the menu once it arrives, and the home asked for none of it first', async () => {
    const me = await assessedMember(server.deps, 'Vera', 'Late');
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    // The chunk is held back until released, as on a slow network.
    const held: Route[] = [];
    await page.route(/\/assets\/floating-[^/]+\.js$/, (route) => void held.push(route));
    await openSignedIn(page, me.token);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const meButton = nav.getByRole('button', { name: 'Me', exact: true });
    await page.getByPlaceholder(/^Chat with/).waitFor();
    expect(await meButton.getAttribute('aria-haspopup')).toBe('menu');
    await meButton.click();
    expect(await page.getByRole('menu').count()).toBe(0);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held) await route.continue();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('keeps the keyboard focus on the same button when the tooltips arrive, and shows a tooltip on hover', async () => {
    const me = await assessedMember(server.deps, 'Wes', 'Focus');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 });
    const held: Route[] = [];
    await page.route(/\/assets\/floating-[^/]+\.js$/, (route) => void held.push(route));
    await openSignedIn(page, me.token);
    const composer = page.getByPlaceholder(/^Chat with/);
    await composer.waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Me', exact: true }).focus();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held) await route.continue();
    // The tooltip on Send proves the elements were drawn again; the focus is still on "Me", and Enter opens its menu.
    await composer.fill('Hello');
    await page.getByRole('button', { name: 'Send', exact: true }).hover();
    await page.locator('.mantine-Tooltip-tooltip', { hasText: 'Send' }).waitFor();
    expect(await page.evaluate(() => (document.activeElement?.closest('nav') ? document.activeElement.textContent : null))).toBe('MeMe');
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

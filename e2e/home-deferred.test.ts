import { describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
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

/** Holds the tooltip and menu chunk back, as a slow network would, until `release` (then lets every request through). */
async function holdFloatingChunk(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/floating-[^/]+\.js$/, (route) => void (released ? route.continue() : held.push(route)));
  return {
    asked: () => held.length > 0,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

describe('what the home loads after its first paint', () => {
  it('a press on Me before the menu code is here opens the menu once it arrives', async () => {
    const me = await assessedMember(server.deps, 'Vera', 'Late');
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    const chunk = await holdFloatingChunk(page);
    await openSignedIn(page, me.token);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const meButton = nav.getByRole('button', { name: 'Me', exact: true });
    await page.getByPlaceholder(/^Chat with/).waitFor();
    expect(await meButton.getAttribute('aria-haspopup')).toBe('menu');
    await meButton.click();
    expect(await page.getByRole('menu').count()).toBe(0);
    await expect.poll(chunk.asked).toBe(true);
    await chunk.release();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('keeps the keyboard focus on the same button when the tooltips arrive, and shows a tooltip on hover', async () => {
    const me = await assessedMember(server.deps, 'Wes', 'Focus');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 });
    const chunk = await holdFloatingChunk(page);
    await openSignedIn(page, me.token);
    const composer = page.getByPlaceholder(/^Chat with/);
    await composer.waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Me', exact: true }).focus();
    // Fetched while idle after the first paint, without anything being pressed.
    await expect.poll(chunk.asked).toBe(true);
    await chunk.release();
    // The tooltip proves the elements were drawn again (the pointer moves, the focus does not); the focus is still on
    // "Me", and Enter opens its menu.
    await page.getByRole('button', { name: 'Attach a file' }).hover();
    await page.getByRole('tooltip', { name: 'Attach a file' }).waitFor();
    const focused = await page.evaluate(() => ({ popup: document.activeElement?.getAttribute('aria-haspopup'), text: document.activeElement?.textContent }));
    expect(focused).toEqual({ popup: 'menu', text: 'WFMe' });
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

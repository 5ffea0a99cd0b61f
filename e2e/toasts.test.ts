import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assessedMember, jsErrors, newPage, type RunningApp, screenshot, signInThroughUi, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/** The boxes of the visible buttons and links in the page's header bar and, on a phone, its bottom tab bar. */
async function headerControls(page: Page) {
  return page.locator('[data-app-frame="header"], [data-app-frame="footer"]').locator('button, a, [role="button"]').evaluateAll((els) =>
    els
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
      })
      .filter((b) => b.width > 0 && b.height > 0),
  );
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('toasts (spec §9)', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`never cover a header control, F8 reaches them and a swipe right dismisses them (${name})`, async () => {
      const person = await assessedMember(server.deps, 'Toastie');
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInThroughUi(page, person);
      // "Welcome back" arrives on the chat home, under its header of buttons.
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Welcome back' });
      await toast.waitFor();
      await page.getByRole('button', { name: 'Me', exact: true }).waitFor();
      const box = (await toast.boundingBox())!;
      // The pointer rests on the toast, which holds its 5-second timer (as for a person reading it): on a loaded CI
      // machine the checks below once took longer than the toast lives.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const controls = await headerControls(page);
      expect(controls.length).toBeGreaterThan(1);
      expect(controls.filter((control) => overlaps(box, control))).toEqual([]);
      await screenshot(page, `toast-${name}`);

      // F8 moves focus to the toast region; Tab then reaches the toast's own close button.
      await page.keyboard.press('F8');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (F8)');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Dismiss notification');

      // A short swipe (30 px) springs back; past the 50 px threshold it dismisses.
      const y = box.y + box.height / 2;
      const x = box.x + 40;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 30, y, { steps: 5 });
      await page.mouse.up();
      await expect(toast.isVisible()).resolves.toBe(true);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 80, y, { steps: 5 });
      await page.mouse.up();
      await toast.waitFor({ state: 'detached', timeout: 2000 });
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }
});

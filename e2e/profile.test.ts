import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { HIKER, QUIET } from '../src/server/test/connections';
import { seedAssessment } from '../src/server/test/demo-survey';
import { expectNoSeriousAxeProblems, jsErrors, newPage, type RunningApp, screenshot, signInThroughUi, uniqueEmail, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('the results page /profile (issue 13 item 11)', () => {
  it('reads like a report, prints without the app around it, and offers the share image to download', async () => {
    const password = 'a long enough secret';
    const email = uniqueEmail('rae');
    const { user } = await register(server.deps, { firstName: 'Rae', lastName: 'Moss', email, password });
    await seedAssessment(server.deps, user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });

    for (const [suffix, viewport] of [
      ['1280', { width: 1280, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signInThroughUi(page, { email, password });
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/profile');
      // A letter whose answers pulled both ways is marked "(not clear yet)" for screen readers (issue 32).
      const type = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/ \(not clear yet\)/g, '').trim();
      expect(type).toMatch(/^[EI][SN][TF][JP]$/);
      await expect(page.title()).resolves.toBe('Your results · Attune');
      await page.getByRole('img', { name: `Emblem of the ${type} type` }).waitFor();
      for (const section of ['Your four scales', 'Strengths', 'Blind spots', 'In love', 'In conflict', 'At work', 'With friends']) {
        await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
      }
      expect(await page.getByText(/^\d+% (Extraverted|Introverted)\./).count()).toBe(1);

      // The share image arrives from the server and downloads as a PNG.
      const preview = page.getByRole('img', { name: 'Your share image: name, type and nickname' });
      await preview.waitFor();
      await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `profile-report-${suffix}`);
      await expectNoSeriousAxeProblems(page, 'profile 1');

      if (suffix === '1280') {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download image' }).click()]);
        expect(download.suggestedFilename()).toBe('attune-results.png');
        await page.getByLabel('Add my love languages').check();
        await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(1200);

        // Print: the report alone, no header or buttons.
        await page.emulateMedia({ media: 'print' });
        expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
        expect(await page.getByRole('button', { name: 'Me', exact: true }).isVisible()).toBe(false);
        expect(await page.getByRole('heading', { level: 2, name: 'Strengths' }).isVisible()).toBe(true);
        await screenshot(page, 'profile-report-print');
        await page.emulateMedia({ media: 'screen' });
      }
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });

  it("'View Results' on the finished survey screen leads here", async () => {
    const password = 'a long enough secret';
    const email = uniqueEmail('vic');
    const { user } = await register(server.deps, { firstName: 'Vic', lastName: 'Lane', email, password });
    await seedAssessment(server.deps, user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
    const { context, page } = await newPage(browser, server.baseUrl);
    await signInThroughUi(page, { email, password });
      await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/survey');
    await page.getByRole('link', { name: 'View Results' }).first().click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 2, name: 'Strengths' }).waitFor();
    await context.close();
  });
});

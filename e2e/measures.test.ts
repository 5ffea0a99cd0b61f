import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { HIKER, LIVELY, QUIET } from '../src/server/test/connections';
import { seedAssessment } from '../src/server/test/demo-survey';
import { startRetake } from '../src/server/features/survey/attempts.service';
import { computeMeasures } from '../src/server/features/measures/measures.service';
import { expectNoSeriousAxeProblems, jsErrors, newPage, type RunningApp, screenshot, signInThroughUi, uniqueEmail, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('retake, comparison and "How Attune measures" (issue 32)', () => {
  it('show what changed and how clear each scale is, start a retake, and explain the measures at 390 and 1280 px', async () => {
    const password = 'a long enough secret';
    const email = uniqueEmail('ren');
    const { user } = await register(server.deps, { firstName: 'Ren', lastName: 'Hale', email, password });
    await seedAssessment(server.deps, user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
    // A retake made last week, answered differently: two attempts to compare.
    await startRetake(server.deps, user.id);
    await seedAssessment(server.deps, user.id, LIVELY, HIKER);
    await computeMeasures(server.deps);

    for (const [suffix, viewport] of [
      ['1280', { width: 1280, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signInThroughUi(page, { email, password });
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'How clear your results are' }).waitFor();
      await page.getByText('2 attempts', { exact: false }).waitFor();
      await page.getByText('There are too few people on this server to compare you with yet.').waitFor();
      expect(await page.locator('li', { hasText: /: (Clear|Fairly clear|Not clear yet)/ }).count()).toBe(22);
      await page.getByText('You can retake the assessment once a week', { exact: false }).waitFor();
      await screenshot(page, `measures-results-${suffix}`);
      await expectNoSeriousAxeProblems(page, 'measures 1');

      await page.getByRole('link', { name: 'How Attune measures' }).click();
      await page.getByRole('heading', { level: 1, name: 'How Attune measures' }).waitFor();
      await page.getByRole('table').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `measures-page-${suffix}`);
      await expectNoSeriousAxeProblems(page, 'measures 2');
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }

    // The retake from the results page: the weekly limit (the seeded retake was this week) is said plainly.
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await signInThroughUi(page, { email, password });
      await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Retake' }).click();
    await page.getByText('You can retake the assessment once a week. Your next retake can start on Monday', { exact: false }).first().waitFor();
    await context.close();
  });
});

describe('the assessment from Settings (issue 32)', () => {
  it('offers the retake and updates the interests on their own, at 390 and 1280 px', async () => {
    const password = 'a long enough secret';
    const email = uniqueEmail('ines');
    const { user } = await register(server.deps, { firstName: 'Ines', lastName: 'Roy', email, password });
    await seedAssessment(server.deps, user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });

    for (const [suffix, viewport] of [
      ['1280', { width: 1280, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signInThroughUi(page, { email, password });
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Your assessment' });
      await section.getByRole('button', { name: 'Retake' }).waitFor();
      await screenshot(page, `settings-assessment-${suffix}`);
      await expectNoSeriousAxeProblems(page, 'settings assessment');

      await section.getByRole('link', { name: 'Update interests' }).click();
      await page.getByRole('heading', { level: 1, name: 'Update your interests' }).waitFor();
      expect(new URL(page.url()).search).toBe('?update=interests');
      await screenshot(page, `update-interests-${suffix}`);
      await expectNoSeriousAxeProblems(page, 'update interests');
      // The saved interests are filled in; a category the seed left empty needs one rating, as in the assessment.
      const categories = 7;
      for (let n = 1; n <= categories; n++) {
        await page.getByText(`Interest category ${n} of ${categories}`).first().waitFor();
        const onward = page.getByRole('button', { name: n === categories ? 'Save Interests' : 'Next Category' });
        if (await onward.isDisabled()) await page.getByRole('radiogroup').first().getByRole('radio').nth(2).click();
        await onward.click();
      }
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByText('Interests Updated').waitFor();
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });
});

describe('"How Attune measures" for a reader who is not signed in (issue 32)', () => {
  it('is the prerendered page with this server’s figures, without React, at 1280 and 390 px', async () => {
    await computeMeasures(server.deps);
    for (const [suffix, viewport] of [
      ['1280', { width: 1280, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
      });
      // From the landing's footer, as a first-time visitor finds it (a plain link: this page loads without the app).
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'How Attune measures' }).waitFor();
      scripts.length = 0;
      await page.goto('/measures');
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1, name: 'How Attune measures' }).waitFor();
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('measures');
      // Only the small entry script and its start chunk: the page is read without the app (decision 085).
      expect(scripts.map((file) => file.replace(/-[\w-]+\.js$/, '')).sort()).toEqual(['/assets/index', '/assets/start']);
      await page.getByRole('table').waitFor();
      expect(await page.locator('time[datetime]').count()).toBe(1);
      // This test server has far fewer than 30 people: the figures say so in words.
      expect(await page.getByText('too few people yet').count()).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `measures-public-${suffix}`);
      await expectNoSeriousAxeProblems(page, `measures public ${suffix}`);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });
});

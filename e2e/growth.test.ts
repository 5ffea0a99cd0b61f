import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assessedMember, expectNoSeriousAxeProblems, jsErrors, newPage, type RunningApp, screenshot, withAppAndBrowser, openTab } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

async function signIn(page: Page, token: string, path = '/') {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}

function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('the weekly growth loop in the browser', () => {
  it('completes an action from the dialog, finds it in the journal, searches it and edits it', async () => {
    const person = await assessedMember(server.deps, 'Robin');
    const { context, page } = await newPage(browser, server.baseUrl);
    const errors = jsErrors(page);

    // The journal starts empty.
    await signIn(page, person.token, '/journal');
    await page.getByRole('heading', { name: 'No journal entries yet' }).waitFor();
    await page.getByRole('link', { name: 'Go to Chat' }).waitFor();
    await screenshot(page, 'journal-empty-desktop');

    await page.goto('/');
    await openTab(page, 'Actions');
    const dialog = page.getByRole('dialog', { name: 'Weekly actions' });
    await dialog.getByText("This Week's Progress").waitFor();
    await dialog.getByLabel('Stability type').selectOption('emotional');
    await dialog.getByText(/points? this week/).waitFor();
    await dialog.getByText(/Actions reset every Monday\. Next reset: /).waitFor();
    const available = dialog.locator('.mantine-Card-root').filter({ has: page.getByRole('button', { name: 'Complete Action' }) }).first();
    const title = (await available.getByRole('heading', { level: 4 }).textContent())!;
    const firstCard = dialog.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { level: 4, name: title }) });
    await screenshot(page, 'weekly-actions-desktop');
    await expectNoSeriousAxeProblems(page, 'weekly actions dialog');

    await firstCard.getByRole('button', { name: 'Complete Action' }).click();
    // A blank reflection is refused with the spec's words, and nothing is completed.
    await firstCard.getByRole('button', { name: /Save Reflection/ }).click();
    await page.getByText('Please provide a reflection about your experience.').waitFor();
    await firstCard.getByLabel('Your reflection').fill('We took a slow walk and I said what had been on my mind.');
    await firstCard.getByLabel('Mood (optional)').fill('Lighter');
    await firstCard.getByLabel('Key insights (optional)').fill('Walking side by side makes it easier to talk');
    await screenshot(page, 'weekly-actions-reflection-desktop');
    await firstCard.getByRole('button', { name: /Save Reflection/ }).click();
    // "1 point", "2 points": the plural follows the number.
    await page.getByText(/You earned (1 point|[23] points) and your reflection has been saved!/).waitFor();
    // The other cards say why they wait: one action per area a week.
    await dialog.getByText('Already completed this week: one emotional action a week, and new ones come on Monday.').first().waitFor();
    await dialog.getByText('Emotional action completed this week').waitFor();
    await screenshot(page, 'weekly-actions-completed-desktop');
    await page.keyboard.press('Escape');

    await page.goto('/journal');
    await page.getByRole('heading', { name: 'Emotional Stability Reflections' }).waitFor();
    await page.getByText('1 entry').waitFor();
    await page.getByText(title).first().waitFor();
    await expectNoSeriousAxeProblems(page, 'journal');
    await screenshot(page, 'journal-desktop');

    const search = page.getByRole('textbox', { name: 'Search your reflections' });
    await search.fill('side by side');
    await page.getByText(title).first().waitFor();
    await search.fill('nothing like this');
    await page.getByRole('heading', { name: /No reflections match/ }).waitFor();
    await search.fill('walk');
    await page.getByText(title).first().click();

    const detail = page.getByRole('dialog', { name: title });
    await detail.getByRole('heading', { name: 'Reflection' }).waitFor();
    await detail.getByText('Key Insights').waitFor();
    expect(await detail.getByText(/^Updated /).count()).toBe(0);
    await expectNoSeriousAxeProblems(page, 'journal entry');
    await detail.getByRole('button', { name: 'Edit Reflection' }).click();
    await detail.getByLabel('Reflection').fill('Edited: we walked and talked for an hour.');
    await detail.getByRole('button', { name: 'Save Changes' }).click();
    await detail.getByText('Edited: we walked and talked for an hour.').waitFor();
    await detail.getByText(/^Updated /).waitFor();
    await screenshot(page, 'journal-entry-desktop');
    await page.keyboard.press('Escape');

    // The narrow screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/journal');
    await page.getByRole('heading', { name: 'Emotional Stability Reflections' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'journal-mobile');
    await page.goto('/');
    await openTab(page, 'Actions');
    await page.getByRole('dialog', { name: 'Weekly actions' }).getByText("This Week's Progress").waitFor();
    await page.getByRole('dialog', { name: 'Weekly actions' }).getByText(/points? this week/).waitFor();
    await screenshot(page, 'weekly-actions-mobile');
    await expectNoSeriousAxeProblems(page, 'weekly actions dialog, mobile');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows "Access Your Journal" above the sign-in form when signed out', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await page.goto('/journal');
    await page.getByRole('heading', { name: 'Access Your Journal' }).waitFor();
    await page.getByText('Please sign in to view your weekly action reflections.').waitFor();
    await screenshot(page, 'journal-signed-out-mobile');
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, assessedMember, enterAdminSetupCode, jsErrors, newPage, openSignedIn, type RunningApp, screenshot, settle, uniqueEmail, verificationLinkFromOutbox, withAppAndBrowser } from './support';
import { register } from '../src/server/features/auth/auth.service';
import { sendVerification, verifyEmail } from '../src/server/features/verification/verification.service';
import { connect } from '../src/server/test/demo-connections';
import { SURVEY_CATEGORIES } from '../src/shared/assessment/surveyCategories';

/**
 * The pseudo-locale walk (issue 33): every translated screen shown in en-XA (each letter accented, each message about
 * 30% longer and in brackets) at 390 px. Text read from the catalogue comes out accented, so a run of plain ASCII
 * letters on screen is a string nobody put in the catalogue; and a page wider than the phone is a layout that breaks
 * with the longer words other languages need. Content that is not the screen's own words — names, e-mail addresses,
 * the survey's statements (their languages are content files, decision 079) — is left out by selector, screen by
 * screen, so what remains is the interface.
 */
let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const PHONE = { width: 390, height: 844 };
const TYPE_CODES = ['E', 'I'].flatMap((a) => ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => `${a}${b}${c}${d}`))));

/** Intl formats dates in the pseudo-locale as English (LocaleProvider's intlLocaleOf): their words are not catalogue text. */
const DATE_WORDS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'AM', 'PM'];

/** What the screen shows in plain ASCII words (text and the attributes people hear or read), outside `ignore`. */
function untranslated(page: Page, ignore: string[], allowed: string[]): Promise<string[]> {
  return page.evaluate(
    ({ ignore, allowed }) => {
      const skip = ['script', 'style', 'noscript', 'svg', ...ignore].join(', ');
      const allowedWords = allowed.map((word) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'));
      const plain = (text: string) => /[A-Za-z]{3,}/.test(allowedWords.reduce((rest, word) => rest.replace(word, ' '), text));
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const text = node.textContent?.trim() ?? '';
        const element = node.parentElement;
        if (!text || !element || element.closest(skip) || !element.checkVisibility()) continue;
        if (plain(text)) found.add(text);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        // Hidden helpers (Mantine's autosize measuring box) are read by nobody.
        if (element.closest(skip) || element.closest('[aria-hidden="true"]') || !element.checkVisibility()) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value && plain(value)) found.add(`${name}="${value}"`);
        }
      }
      return [...found];
    },
    { ignore, allowed },
  );
}

/** How many pixels the page is wider than the phone (0 when nothing breaks out). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function pinPseudoLocale(page: Page): Promise<void> {
  await page.goto('/no-such-page');
  await page.evaluate(() => localStorage.setItem('attune-pseudo-locale', '1'));
}

/** Checks the screen shown now and records what it found under `label`. */
async function check(page: Page, label: string, found: Record<string, unknown>, ignore: string[] = [], allowed: string[] = []) {
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
  const words = await untranslated(page, ignore, ['Attune', 'Aria', ...DATE_WORDS, ...allowed]);
  const wider = await overflow(page);
  if (words.length > 0) found[`${label}: untranslated`] = words;
  if (wider > 0) found[`${label}: wider than 390 px by`] = wider;
  await screenshot(page, `pseudo-${label}`);
}

describe('the pseudo-locale walk at 390 px: no text outside the catalogue, no layout wider than the phone', () => {
  it('signed out: sign in, its errors, create account, reset', async () => {
    const found: Record<string, unknown> = {};
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await pinPseudoLocale(page);
    await page.goto('/auth');
    await page.locator('form').first().waitFor();
    await check(page, 'sign-in', found, [], ['English', 'Español']);
    await page.locator('button[type="submit"]').click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await check(page, 'sign-in-errors', found, [], ['English', 'Español']);
    await page.goto('/signup');
    await page.locator('input[autocomplete="given-name"]').waitFor();
    await check(page, 'create-account', found, [], ['English', 'Español']);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
    expect(found).toEqual({});
  });

  it('signed in: the survey, home, each tab, a connection, Settings, the results and the journal', async () => {
    const found: Record<string, unknown> = {};
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await pinPseudoLocale(page);
    const newcomer = await register(server.deps, { firstName: 'Quinn', lastName: 'Ashby', email: uniqueEmail('quinn'), password: 'a long enough secret' });
    await openSignedIn(page, newcomer.token, '/survey');
    await page.locator('[data-option="0"]').first().waitFor();
    // The statements and the category's name and description are survey content (decision 079), not the catalogue.
    await check(page, 'survey', found, ['[data-option]', 'h1', 'h1 + p', '[data-content-text]'], SURVEY_CATEGORIES.map((c) => c.name));

    const rowan = await assessedMember(server.deps, 'Rowan');
    const sky = await assessedMember(server.deps, 'Sky');
    await connect(server.deps, rowan.id, sky.id, 'friend', 'active');
    const people = ['Rowan', 'Sky', 'Tester', rowan.email];
    // Server and coach words: marked content, and the coach's replies.
    const content = ['[data-content-text]', '[data-role="assistant"]'];
    await openSignedIn(page, rowan.token);
    const tabs = page.getByRole('navigation').last().getByRole('button');
    await tabs.first().waitFor();
    // Coach, People, Hub and Actions (the fifth, Me, is a menu of pages walked below).
    for (let i = 0; i < 4; i++) {
      // Each tab from a fresh home: the Social Hub and the actions open over the tabs as full-screen layers.
      await page.goto('/');
      await tabs.nth(i).click();
      await check(page, `home-tab-${i + 1}`, found, content, people);
    }
    // The fifth tab, Me: its menu of the person's own pages (Profile, Settings, Journal, Send Feedback, Sign out…).
    await page.goto('/');
    await tabs.nth(4).click();
    await page.getByRole('menu').waitFor();
    await check(page, 'me-menu', found, content, people);
    await page.keyboard.press('Escape');
    // A connection's page, from its card on the People tab.
    await page.goto('/');
    await tabs.nth(1).click();
    await page.getByTestId('phone-people').getByRole('button', { name: /Sky Tester/ }).first().click();
    await page.getByRole('dialog').getByTestId('vibe-score').waitFor();
    await check(page, 'connection', found, content, people);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.goto('/settings');
    await page.getByRole('tab').first().waitFor();
    const settingsTabs = page.getByRole('tab');
    for (let i = 0; i < (await settingsTabs.count()); i++) {
      await settingsTabs.nth(i).click();
      await check(page, `settings-${i + 1}`, found, content, [...people, 'English', 'Español', 'Unknown browser', 'Unknown system']);
    }
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Type codes are the same in every language; "and" joins the unclear letters through Intl (English in en-XA).
    await check(page, 'results', found, content, [...people, ...TYPE_CODES, 'and']);
    await page.goto('/journal');
    await page.getByRole('main').waitFor();
    await check(page, 'journal', found, content, people);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
    expect(found).toEqual({});
  });

  it('the admin monitor: each tab, a user’s detail, and the setup screen', async () => {
    const found: Record<string, unknown> = {};
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await pinPseudoLocale(page);
    // The administrator as an operator makes one (decision 042): the verified ADMIN_EMAIL account with the setup code.
    const admin = await register(server.deps, { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: 'admin password 1' });
    await sendVerification(server.deps, admin.user.id);
    await verifyEmail(server.deps, new URL(await verificationLinkFromOutbox(server, ADMIN_EMAIL), 'http://x').searchParams.get('token')!);
    await enterAdminSetupCode(server, admin.token);
    const member = await assessedMember(server.deps, 'Noor');
    // Whoever the earlier tests registered is listed too: names and addresses are people's, not the catalogue's.
    const accounts = await server.deps.database.db.selectFrom('users').select(['email', 'first_name', 'last_name']).execute();
    const people = [...new Set(accounts.flatMap((a) => [a.email, a.first_name, a.last_name])), member.email];
    // Values of the server's own settings shown as set (COACH_PROVIDER's "builtin"), and server-side content.
    const content = ['[data-content-text]'];

    await openSignedIn(page, admin.token, '/admin');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await check(page, `admin-${i + 1}`, found, content, [...people, 'builtin', 'UTC']);
    }
    // The Users tab (second) and one person's detail, opened from their row.
    await tabs.nth(1).click();
    await page.locator('tbody tr').first().click();
    // The dialog's own title, then the person's name once their detail has loaded: check the loaded dialog.
    await page.getByRole('dialog').getByRole('heading', { level: 2 }).nth(1).waitFor();
    await check(page, 'admin-user-detail', found, content, [...people, ...TYPE_CODES]);
    await page.keyboard.press('Escape');

    await page.goto('/admin/setup');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check(page, 'admin-setup', found, content, people);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
    expect(found).toEqual({});
  });
});

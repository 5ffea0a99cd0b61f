import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { insertConnection } from '../src/server/test/chat';
import { CONNECTIONS_PAGE } from '../src/shared/pages';
import { assessedMember, expectNoSeriousAxeProblems, jsErrors, newPage, openSignedIn, openTab, type RunningApp, screenshot, uniqueEmail, withAppAndBrowser } from './support';

/** Issue 28: the API pages connections by CONNECTIONS_PAGE; the web once showed the first page only. */
let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('more connections than one page', () => {
  it('the People list shows the newest page and "Show more connections" loads the rest (1280 and 390)', async () => {
    const me = await assessedMember(server.deps, 'Many', 'Friends');
    const total = CONNECTIONS_PAGE + 3;
    for (let i = 0; i < total; i++) {
      const other = await register(server.deps, { firstName: `Friend${String(i).padStart(3, '0')}`, lastName: 'Page', email: uniqueEmail(`page${i}`), password: 'a long enough secret' });
      await insertConnection(server.database, me.id, other.user.id, 'friend');
    }
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 });
    await openSignedIn(page, me.token, '/');
    await page.getByRole('heading', { name: 'Your Connections' }).waitFor();
    const more = page.getByRole('button', { name: 'Show more connections' });
    await more.waitFor();
    const cards = () => page.getByText(/^Friend\d{3} Page$/).count();
    expect(await cards()).toBe(CONNECTIONS_PAGE);
    await screenshot(page, 'connections-more-1280');
    await more.click();
    await expect.poll(cards).toBe(total);
    expect(await more.count()).toBe(0);
    await expectNoSeriousAxeProblems(page, 'connections load more 1280');
    expect(jsErrors(page)).toEqual([]);
    await context.close();

    // The phone's People view lists the same sidebar.
    const phone = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await openSignedIn(phone.page, me.token, '/');
    await openTab(phone.page, 'People');
    const phoneMore = phone.page.getByTestId('phone-people').getByRole('button', { name: 'Show more connections' });
    await phoneMore.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'connections-more-390');
    await phoneMore.click();
    await expect.poll(() => phone.page.getByTestId('phone-people').getByText(/^Friend\d{3} Page$/).count()).toBe(total);
    await phone.context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { assessedMember, expectNoSeriousAxeProblems, jsErrors, newPage, openSignedIn, type RunningApp, screenshot, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;
withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('the Social Hub in two browsers', () => {
  it('A shares a reflection, B sees it on the next refresh, reacts, opens A’s profile and connects; A sees the request', async () => {
    const ana = await assessedMember(server.deps, 'Anouk', 'Visser');
    const bo = await assessedMember(server.deps, 'Bodhi', 'Marsh');
    const a = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    const b = await newPage(browser, server.baseUrl, { width: 1280, height: 800 });

    // A opens the hub first: a join screen, and opening it published nothing about her.
    await openSignedIn(a.page, ana.token);
    await a.page.getByRole('button', { name: 'Social Hub', exact: true }).first().click();
    const hubA = a.page.getByRole('dialog', { name: /Social Hub/ });
    await hubA.getByRole('heading', { name: 'Join the Social Hub?' }).waitFor();
    expect(await hubA.getByRole('checkbox', { name: 'Show my personality type to other members' }).isChecked()).toBe(false);
    expect(await hubA.getByRole('checkbox', { name: 'Show my profile photo to other members' }).isChecked()).toBe(false);
    await screenshot(a.page, 'social-hub-join-390');
    await expectNoSeriousAxeProblems(a.page, 'social hub join 390');
    await hubA.getByRole('button', { name: 'Not now' }).click();
    await hubA.waitFor({ state: 'detached' });

    // B joins, showing the type only; the feed holds no post about Anouk, who only looked.
    await openSignedIn(b.page, bo.token);
    await b.page.getByRole('button', { name: 'Social Hub', exact: true }).first().click();
    const hubB = b.page.getByRole('dialog', { name: /Social Hub/ });
    await hubB.getByRole('checkbox', { name: 'Show my personality type to other members' }).check();
    await hubB.getByRole('button', { name: 'Join the Social Hub' }).click();
    await hubB.getByText("Today's prompt").waitFor();
    await hubB.getByRole('heading', { name: 'Community Feed' }).waitFor();
    await hubB.getByRole('article', { name: 'Post by Bodhi Marsh' }).first().waitFor();
    expect(await hubB.getByRole('article', { name: 'Post by Anouk Visser' }).count()).toBe(0);

    // A joins with the keyboard and shares today's reflection.
    await a.page.getByRole('button', { name: 'Social Hub', exact: true }).first().click();
    await hubA.getByRole('button', { name: 'Join the Social Hub' }).focus();
    await a.page.keyboard.press('Enter');
    await hubA.getByRole('textbox', { name: 'Your reflection' }).fill('Called my dad just to listen. <b>He</b> talked for an hour.');
    await screenshot(a.page, 'social-hub-prompt-390');
    await hubA.getByRole('button', { name: 'Share' }).click();
    await a.page.getByText('Your reflection has been added to the community feed.').waitFor();
    await hubA.getByText('Daily Reflection Complete!').waitFor();
    await hubA.getByText(/Next reflection in \d+h \d+m/).waitFor();
    await hubA.getByText('1-day streak').waitFor();
    await hubA.getByText('Called my dad just to listen. <b>He</b> talked for an hour.').waitFor(); // text, not markup
    await screenshot(a.page, 'social-hub-done-390');
    await expectNoSeriousAxeProblems(a.page, 'social hub 390');

    // B's feed refreshes by itself (every 30 s) and shows it.
    const post = hubB.getByRole('article', { name: 'Post by Anouk Visser' }).filter({ hasText: 'Called my dad' });
    await post.waitFor({ timeout: 40_000 });
    await post.getByRole('button', { name: 'Cheer (0)' }).click();
    await post.getByRole('button', { name: 'Cheer (1)' }).waitFor();
    expect(await post.getByRole('button', { name: 'Cheer (1)' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(b.page, 'social-hub-feed-1280');

    await post.getByRole('button', { name: "Open Anouk Visser's profile" }).click();
    const profile = b.page.getByRole('dialog', { name: 'Member profile' });
    await profile.getByText(/1-day reflection streak/).waitFor();
    await profile.getByRole('button', { name: 'Connect' }).click();
    const connect = b.page.getByRole('dialog', { name: 'Connect with Anouk' });
    await connect.getByRole('button', { name: 'Send request' }).click();
    await b.page.getByText('Connection sent!').waitFor();

    // Reporting the post takes it out of B's feed at once (issue 30, item 7).
    await post.getByRole('button', { name: 'Post options' }).click();
    await b.page.getByRole('menuitem', { name: 'Report post' }).click();
    const reportDialog = b.page.getByRole('dialog', { name: 'Report post' });
    await reportDialog.getByRole('textbox', { name: 'Reason' }).fill('Checking that it leaves my feed');
    await reportDialog.getByRole('button', { name: 'Report', exact: true }).click();
    await post.waitFor({ state: 'detached' });

    // A sees Bodhi's request under Pending.
    await a.page.goto('/?openConnections=true');
    const list = a.page.getByRole('dialog', { name: 'Connections' });
    await list.getByText('Bodhi Marsh').waitFor();
    expect(jsErrors(a.page)).toEqual([]);
    expect(jsErrors(b.page)).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('shows the floating preview of the latest post on the chat home; it minimises, dismisses and opens the hub', async () => {
    const cal = await assessedMember(server.deps, 'Cal', 'Reyes');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 });
    await openSignedIn(page, cal.token);
    const card = page.getByRole('complementary', { name: 'Latest in the Social Hub' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Minimise the preview' }).click();
    expect(await card.getByRole('button', { name: 'Open the Social Hub' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Expand the preview' }).click();
    await screenshot(page, 'social-hub-preview-1280');
    await card.getByRole('button', { name: 'Open the Social Hub' }).click();
    await page.getByRole('dialog', { name: /Social Hub/ }).waitFor();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Dismiss the preview' }).click();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });
});

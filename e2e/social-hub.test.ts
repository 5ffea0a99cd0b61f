import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { join } from '../src/server/features/social-hub/social-hub.service';
import { assessedMember, expectNoSeriousAxeProblems, jsErrors, newPage, openSignedIn, type RunningApp, screenshot, withAppAndBrowser, openTab } from './support';

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
    await openTab(a.page, 'Hub');
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
    await openTab(b.page, 'Hub');
    const hubB = b.page.getByRole('dialog', { name: /Social Hub/ });
    await hubB.getByRole('checkbox', { name: 'Show my personality type to other members' }).check();
    await hubB.getByRole('button', { name: 'Join the Social Hub' }).click();
    await hubB.getByText("Today's prompt").waitFor();
    await hubB.getByRole('heading', { name: 'Community Feed' }).waitFor();
    await hubB.getByRole('article', { name: 'Post by Bodhi Marsh' }).first().waitFor();
    expect(await hubB.getByRole('article', { name: 'Post by Anouk Visser' }).count()).toBe(0);

    // A joins with the keyboard and shares today's reflection.
    await openTab(a.page, 'Hub');
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
    await post.waitFor();
    await post.getByRole('button', { name: 'Cheer (0)' }).click();
    await post.getByRole('button', { name: 'Cheer (1)' }).waitFor();
    expect(await post.getByRole('button', { name: 'Cheer (1)' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(b.page, 'social-hub-feed-1280');

    await post.getByRole('button', { name: /Anouk Visser/ }).click();
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

  it('marks what is new in the hub with a count on Hub, never a card over the coach, never for your own posts', async () => {
    const cal = await assessedMember(server.deps, 'Cal', 'Reyes');
    const dee = await assessedMember(server.deps, 'Dee', 'Okafor');
    await join(server.deps, dee.id, { showType: false, showPhoto: false }); // Dee's welcome post is news to Cal
    await join(server.deps, cal.id, { showType: false, showPhoto: false }); // Cal's own is not
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await openSignedIn(page, cal.token);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hub = nav.getByRole('button', { name: /new posts Hub$/ });
    await hub.waitFor();
    expect(await page.getByRole('complementary').count()).toBe(0);
    // Nothing floats over the composer: the point at its centre belongs to it.
    const box = (await page.getByPlaceholder(/^Chat with/).boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('textarea') !== null, [box.x + box.width / 2, box.y + box.height / 2])).toBe(true);
    await screenshot(page, 'social-hub-badge-390');
    await hub.click();
    await page.getByRole('dialog', { name: /Social Hub/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: /Social Hub/ }).waitFor({ state: 'hidden' });
    expect(await nav.getByRole('button', { name: /new posts/ }).count()).toBe(0);
    // Seen stays seen on the next visit.
    await page.reload();
    await nav.getByRole('button', { name: /Hub$/ }).waitFor();
    await page.waitForTimeout(1000);
    expect(await nav.getByRole('button', { name: /new posts/ }).count()).toBe(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { join } from '../src/server/features/social-hub/social-hub.service';
import { connect, invite } from '../src/server/test/demo-connections';
import { assessedMember, jsErrors, newPage, openConnectionsDialog, openMeMenu, openSignedIn, openTab, type RunningApp, screenshot, uniqueEmail, withAppAndBrowser } from './support';

/**
 * Issue 30, items 8-15 in the browser: the labelled navigation and its badges, nothing floating over the composer,
 * errors beside their field, confirmations before destructive actions, free writing in the journal, honest invitations
 * and the connection screen with the Vibe first.
 */
let server: RunningApp;
let browser: Browser;
withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describe('finding everything by its name', () => {
  it('on a phone: a labelled tab bar with the waiting requests on People, the Journal by name, and a way back', async () => {
    const me = await assessedMember(server.deps, 'Tala', 'Moss');
    const asker = await assessedMember(server.deps, 'Uma', 'Field');
    await connect(server.deps, asker.id, me.id, 'friend', 'pending');
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await openSignedIn(page, me.token);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /Coach$/ }).waitFor();
    for (const name of ['Coach', 'People', 'Hub', 'Actions', 'Me']) expect(await nav.getByText(name, { exact: true }).isVisible()).toBe(true);
    await nav.getByRole('button', { name: '1 waiting for your answer People' }).waitFor();
    // The tab bar sits at the bottom of the screen, below the composer.
    const bar = (await nav.boundingBox())!;
    const composer = (await page.getByPlaceholder(/^Chat with/).boundingBox())!;
    expect(bar.y + bar.height).toBeGreaterThan(PHONE.height - 2);
    expect(composer.y + composer.height).toBeLessThanOrEqual(bar.y);
    await screenshot(page, 'nav-phone-home');

    await openTab(page, 'People');
    await page.getByRole('button', { name: /^Requests and invitations 1 waiting for your answer/ }).click();
    await page.getByRole('dialog', { name: 'Connections' }).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: 'Connections' }).getByText('No pending requests.').waitFor();
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'People', exact: true }).waitFor();

    await openMeMenu(page);
    await page.getByRole('menuitem', { name: 'Journal' }).click();
    await page.getByRole('heading', { name: 'My Journal' }).waitFor();
    await screenshot(page, 'nav-phone-journal');
    // From a sub-screen: the tabs still work, and Back returns to the chat.
    await openTab(page, 'Hub');
    await page.getByRole('dialog', { name: /Social Hub/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Back to chat' }).click();
    await page.getByPlaceholder(/^Chat with/).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('on a desktop: labelled places in the header, Feedback in the Me menu by name, the request count on People', async () => {
    const me = await assessedMember(server.deps, 'Vic', 'Hale');
    const asker = await assessedMember(server.deps, 'Wren', 'Shaw');
    await connect(server.deps, asker.id, me.id, 'family', 'pending');
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await openSignedIn(page, me.token);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Coach', 'Hub', 'Actions', 'Journal']) await nav.getByText(name, { exact: true }).waitFor();
    await nav.getByRole('button', { name: '1 waiting for your answer People' }).click();
    // People opens on the requests when some wait.
    await page.getByRole('dialog', { name: 'Connections' }).getByRole('button', { name: 'Accept' }).waitFor();
    await page.keyboard.press('Escape');
    await openMeMenu(page);
    await page.getByRole('menuitem', { name: 'Send Feedback' }).click();
    await page.getByRole('dialog', { name: 'Send Feedback' }).waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'nav-desktop-home');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('trust in what a tap does', () => {
  it('deleting an invitation and blocking a member ask first; Escape closes the top layer only', async () => {
    const me = await assessedMember(server.deps, 'Xan', 'Cole');
    const yara = await assessedMember(server.deps, 'Yara', 'Bell');
    await join(server.deps, yara.id, { showType: false, showPhoto: false }); // joining the hub posts her welcome
    await invite(server.deps, me.id, uniqueEmail('guest'), 'friend');
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await openSignedIn(page, me.token);
    await openConnectionsDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Connections' });
    await dialog.getByRole('tab', { name: /^Invitations/ }).click();
    await dialog.getByRole('button', { name: 'Delete invitation' }).click();
    await dialog.getByText('Delete this invitation? Its link will stop working.').waitFor();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    expect(await dialog.getByRole('button', { name: 'Delete invitation' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Delete invitation' }).click();
    await dialog.getByRole('button', { name: 'Delete invitation' }).last().click();
    await page.getByText('Invitation deleted').waitFor();
    await dialog.getByText('No invitations sent yet.').waitFor();
    await page.keyboard.press('Escape');

    await join(server.deps, me.id, { showType: false, showPhoto: false }); // the hub opens on its feed, not the join screen
    await openTab(page, 'Hub');
    const hub = page.getByRole('dialog', { name: /Social Hub/ });
    const yarasPosts = hub.getByRole('article', { name: 'Post by Yara Bell' }); // her welcome and her first achievements
    const post = yarasPosts.first();
    await post.waitFor();
    const shown = await yarasPosts.count();
    await post.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Block Yara' }).click();
    await post.getByText('Block Yara?').waitFor();
    await post.getByRole('button', { name: 'Cancel' }).click();
    expect(await yarasPosts.count()).toBe(shown);

    await post.getByRole('button', { name: /Yara Bell/ }).click();
    const profile = page.getByRole('dialog', { name: 'Member profile' });
    await profile.waitFor();
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });
    expect(await hub.isVisible()).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('a missing reflection is said beside the field and stays; free writing lands in the journal', async () => {
    const me = await assessedMember(server.deps, 'Zed', 'Lowe');
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await openSignedIn(page, me.token, '/journal');
    await page.getByText('No journal entries yet').waitFor();
    await page.getByRole('button', { name: 'New entry' }).click();
    const entry = page.getByRole('dialog', { name: 'New entry' });
    await entry.getByRole('button', { name: 'Save entry' }).click();
    const error = entry.getByText('Missing Information: Please provide a reflection about your experience.');
    await error.waitFor();
    await page.waitForTimeout(5500); // longer than a toast lives
    expect(await error.isVisible()).toBe(true);
    await entry.getByLabel("What's on your mind?").fill('Noticed I listen better after a walk.');
    await entry.getByRole('button', { name: 'Save entry' }).click();
    await page.getByRole('region', { name: 'Free writing' }).getByText('Noticed I listen better after a walk.').waitFor();
    await screenshot(page, 'journal-free-writing-390');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('inviting someone already connected says so beside the address, with no fresh link; the button says what it does', async () => {
    const me = await assessedMember(server.deps, 'Ari', 'Stone');
    const friend = await assessedMember(server.deps, 'Bea', 'North');
    await connect(server.deps, me.id, friend.id, 'couple');
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await openSignedIn(page, me.token);
    await openConnectionsDialog(page);
    await page.getByRole('dialog', { name: 'Connections' }).getByRole('button', { name: 'Invite Someone' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite Someone Special' });
    // No SMTP on this server: nothing is sent, so the button does not say Send.
    const create = dialog.getByRole('button', { name: 'Create link' });
    await create.waitFor();
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    await dialog.getByLabel('Invitee email').fill(friend.email);
    await create.click();
    await dialog.getByText(/already connected/i).waitFor();
    expect(await dialog.getByTestId('invite-link').count()).toBe(0);
    await screenshot(page, 'invite-already-connected-390');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('a connection on a phone shows the Vibe before the chat, and the type changes only through Edit', async () => {
    const me = await assessedMember(server.deps, 'Cody', 'Finch');
    const friend = await assessedMember(server.deps, 'Dara', 'Wells');
    await connect(server.deps, me.id, friend.id, 'friend');
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await openSignedIn(page, me.token);
    await openTab(page, 'People');
    await page.getByRole('button', { name: /Dara Wells/ }).click();
    const dialog = page.getByRole('dialog', { name: /Dara Wells/ });
    const score = dialog.getByTestId('vibe-score');
    await score.waitFor();
    const tabs = dialog.getByRole('tablist');
    await tabs.waitFor();
    expect((await score.boundingBox())!.y).toBeLessThan((await tabs.boundingBox())!.y);
    expect((await score.boundingBox())!.y).toBeLessThan(PHONE.height);
    expect(await dialog.getByRole('combobox', { name: 'Relationship type' }).count()).toBe(0);
    await screenshot(page, 'connection-vibe-first-390');
    await dialog.getByRole('button', { name: 'Edit relationship type' }).click();
    await dialog.getByText('Dara will get a notification that you changed it.', { exact: false }).waitFor();
    await dialog.getByRole('combobox', { name: 'Relationship type' }).selectOption('family');
    await dialog.getByRole('button', { name: 'Save type' }).click();
    await page.getByText('Relationship type updated').waitFor();
    await dialog.getByText('Family').first().waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

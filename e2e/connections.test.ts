import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { seedAssessment } from '../src/server/test/demo-survey';
import { HIKER, LIVELY, QUIET } from '../src/server/test/connections';
import { invite as inviteByEmail } from '../src/server/test/demo-connections';
import { fillRegisterForm, jsErrors, newPage, openConnectionsDialog, registerThroughUi, type RunningApp, screenshot, settle, uniqueEmail, verifyThroughOutbox, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

async function userId(email: string): Promise<string> {
  const row = await server.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** Lets dialogs finish their opening transition before a screenshot. */
async function shot(page: Page, name: string) {
  await settle(page);
  await screenshot(page, name);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('connections in the browser', () => {
  it('A invites B by e-mail, B joins through the link, both see each other with a Vibe, A retypes, B removes', async () => {
    const a = { firstName: 'Avery', lastName: 'Stone', email: uniqueEmail('avery'), password: 'a long enough secret' };
    const b = { firstName: 'Blake', lastName: 'Rivers', email: uniqueEmail('b'), password: 'another long secret' };

    // A registers and completes the assessment; the chat home shows the empty sidebar.
    const { context: ctxA, page: pageA } = await newPage(browser, server.baseUrl);
    await registerThroughUi(pageA, a);
    await seedAssessment(server.deps, await userId(a.email), QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
    await pageA.goto('/');
    await pageA.getByText('Your Connections').waitFor();
    await pageA.getByText('No connections yet').waitFor();
    await shot(pageA, 'connections-sidebar-empty-desktop');

    // The invite dialog: send is disabled until there is an e-mail.
    await pageA.getByRole('button', { name: 'Invite Someone', exact: true }).click();
    const invite = pageA.getByRole('dialog', { name: 'Invite Someone Special' });
    await invite.waitFor();
    expect(await invite.getByRole('button', { name: 'Create link' }).isDisabled()).toBe(true);
    expect(await invite.getByLabel('Relationship type').inputValue()).toBe('friend');
    await invite.getByLabel('Invitee email').fill(b.email);
    await invite.getByLabel('Relationship type').selectOption('couple');
    await invite.getByLabel('Personal message (optional)').fill('Come and see our Vibe <3');
    await shot(pageA, 'invite-dialog-desktop');
    await invite.getByRole('button', { name: 'Create link' }).click();
    // No e-mail on this server: the dialog itself shows the link and says why, and no toast repeats it.
    await invite.getByRole('heading', { name: 'Share this link' }).waitFor();
    expect(await pageA.getByText('Invitation created. Share the link manually if needed.').count()).toBe(0);
    const link = (await invite.getByTestId('invite-link').textContent())!.trim();
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/signup\\?invite=[a-z2-7]{32}$`));
    await shot(pageA, 'invite-dialog-link-desktop');
    const mail = await server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', b.email).executeTakeFirstOrThrow();
    expect(mail.status).toBe('queued');
    expect(server.mailbox.latest(b.email)!.text).toContain(link);
    expect(mail.text_body).not.toContain(link); // the outbox's copy has the token masked (decision 043)
    await invite.getByRole('button', { name: 'Done' }).click();

    // A broken link says so and drops the token.
    const { context: ctxX, page: pageX } = await newPage(browser, server.baseUrl);
    await pageX.goto('/signup?invite=nosuchtoken');
    await pageX.getByText('Invalid Invitation').waitFor();
    await pageX.getByText('This invitation link is no longer valid').first().waitFor();
    await pageX.waitForURL((url) => !url.search.includes('invite='));
    // The /join/{token} form of the link: a bad one is dropped the same way, a good one names the inviter.
    await pageX.goto('/join/nosuchtoken');
    await pageX.getByText('Invalid Invitation').waitFor();
    await pageX.waitForURL((url) => url.pathname === '/signup');
    await pageX.goto(`/join/${new URL(link).searchParams.get('invite')}`);
    await pageX.getByText('Avery Stone invited you to connect on Attune.').waitFor();
    await ctxX.close();

    // B opens the link, sees who invited them, registers, and is connected.
    const { context: ctxB, page: pageB } = await newPage(browser, server.baseUrl);
    await pageB.goto(link.replace(server.baseUrl, ''));
    await pageB.getByText('Avery Stone invited you to connect on Attune.').waitFor();
    await shot(pageB, 'register-with-invitation-desktop');
    await fillRegisterForm(pageB, b);
    await pageB.getByText("You're now connected with Avery Stone.").waitFor();
    await seedAssessment(server.deps, await userId(b.email), LIVELY, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });

    // Both see each other with a Vibe badge.
    await pageB.goto('/');
    const cardForB = pageB.getByRole('button', { name: 'Avery Stone' });
    await cardForB.waitFor();
    expect(await cardForB.textContent()).toMatch(/\d{1,3}%/);
    await pageA.goto('/');
    const cardForA = pageA.getByRole('button', { name: 'Blake Rivers' });
    await cardForA.waitFor();
    expect(await cardForA.textContent()).toMatch(/\d{1,3}%/);
    expect(await cardForA.textContent()).toContain('Couple');
    expect(await cardForA.textContent()).toMatch(/Connected /);
    await shot(pageA, 'connections-sidebar-cards-desktop');

    // A opens the connection: the Vibe explained, then changes the relationship type.
    await cardForA.click();
    const dialog = pageA.getByRole('dialog', { name: 'Blake Rivers' });
    await dialog.getByText('Personality', { exact: true }).waitFor();
    await dialog.getByText('Lifestyle', { exact: true }).waitFor();
    expect(await dialog.getByRole('progressbar').count()).toBeGreaterThan(2);
    await shot(pageA, 'connection-dialog-vibe-desktop');
    await dialog.getByRole('button', { name: 'Edit relationship type' }).click();
    await dialog.getByLabel('Relationship type').selectOption('family');
    await dialog.getByRole('button', { name: 'Save type' }).click();
    await pageA.getByText('Relationship type updated').waitFor();
    await pageA.keyboard.press('Escape');
    await pageA.getByRole('button', { name: 'Blake Rivers' }).getByText('Family').waitFor();

    // The connections dialog with its three tabs.
    await openConnectionsDialog(pageA);
    const list = pageA.getByRole('dialog', { name: 'Connections' });
    await list.getByRole('button', { name: 'Chat Now' }).waitFor();
    await shot(pageA, 'connections-dialog-connections-desktop');
    await list.getByRole('tab', { name: /Pending/ }).click();
    await list.getByText('No pending requests.').waitFor();
    await list.getByRole('tab', { name: /Invitations/ }).click();
    await list.getByText('Assessment Complete').waitFor();
    await list.getByText('accepted').waitFor();
    await shot(pageA, 'connections-dialog-invitations-desktop');
    await pageA.keyboard.press('Escape');

    // B, on a phone: the header button, Chat Now, then removes the connection after confirming.
    const { context: ctxM, page: pageM } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    const token = await pageB.evaluate(() => localStorage.getItem('token'));
    await pageM.goto('/auth');
    await pageM.evaluate((t) => localStorage.setItem('token', t!), token);
    await pageM.goto('/');
    await openConnectionsDialog(pageM);
    const mList = pageM.getByRole('dialog', { name: 'Connections' });
    await mList.getByRole('button', { name: 'Chat Now' }).waitFor();
    await noSidewaysScroll(pageM);
    await shot(pageM, 'connections-dialog-360');
    await mList.getByRole('button', { name: 'Chat Now' }).click();
    const mDialog = pageM.getByRole('dialog', { name: 'Avery Stone' });
    await mDialog.getByText('Personality', { exact: true }).waitFor();
    await shot(pageM, 'connection-dialog-360');
    await mDialog.getByRole('button', { name: 'Remove connection' }).click();
    await mDialog.getByText('Remove Avery?').waitFor();
    await mDialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await pageM.getByText('Connection removed').waitFor();
    await openConnectionsDialog(pageM);
    await pageM.getByRole('dialog', { name: 'Connections' }).getByText('No connections yet').waitFor();
    await shot(pageM, 'connections-dialog-empty-360');

    await pageA.reload();
    await pageA.getByText('No connections yet').waitFor();

    // B has an account but has not verified the address yet: A's next invitation waits. Once B opens the link
    // mailed to them (from the outbox here), it shows in B's Pending tab, and B accepts it there.
    await pageA.getByRole('button', { name: 'Invite Someone', exact: true }).click();
    const again = pageA.getByRole('dialog', { name: 'Invite Someone Special' });
    await again.getByLabel('Invitee email').fill(b.email);
    await again.getByRole('button', { name: 'Create link' }).click();
    await again.getByRole('button', { name: 'Done' }).click();
    await pageM.reload();
    await openConnectionsDialog(pageM);
    await pageM.getByRole('dialog', { name: 'Connections' }).getByRole('tab', { name: /Pending/ }).click();
    await pageM.getByRole('dialog', { name: 'Connections' }).getByText('No pending requests.').waitFor();
    await verifyThroughOutbox(pageM, server, b.email);
    await pageM.goto('/');
    await openConnectionsDialog(pageM);
    const mList2 = pageM.getByRole('dialog', { name: 'Connections' });
    await mList2.getByRole('tab', { name: /Pending/ }).click();
    await mList2.getByText('Avery Stone').waitFor();
    await shot(pageM, 'connections-pending-received-360');
    await mList2.getByRole('button', { name: 'Accept' }).click();
    await pageM.getByText('Connection accepted').waitFor();
    await mList2.getByText('No pending requests.').waitFor();
    await pageA.reload();
    await pageA.getByRole('button', { name: 'Blake Rivers' }).waitFor();
    await openConnectionsDialog(pageA);
    const listA = pageA.getByRole('dialog', { name: 'Connections' });
    await listA.getByRole('tab', { name: /Invitations/ }).click();
    await listA.getByText('accepted').nth(1).waitFor();
    expect(await listA.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    await pageA.keyboard.press('Escape');

    // A invites at phone width too.
    const { context: ctxA2, page: pageA2 } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    const tokenA = await pageA.evaluate(() => localStorage.getItem('token'));
    await pageA2.goto('/auth');
    await pageA2.evaluate((t) => localStorage.setItem('token', t!), tokenA);
    await pageA2.goto('/');
    await openConnectionsDialog(pageA2);
    await pageA2.getByRole('dialog', { name: 'Connections' }).getByRole('button', { name: 'Invite Someone', exact: true }).first().click();
    await pageA2.getByRole('dialog', { name: 'Invite Someone Special' }).waitFor();
    await pageA2.getByRole('dialog', { name: 'Connections' }).waitFor({ state: 'detached' });
    await noSidewaysScroll(pageA2);
    await shot(pageA2, 'invite-dialog-360');

    for (const page of [pageA, pageB, pageM, pageA2]) expect(jsErrors(page)).toEqual([]);
    await Promise.all([ctxA.close(), ctxB.close(), ctxM.close(), ctxA2.close()]);
  });

  // Its own test with its own inviter: the flow above is long, and on a loaded machine one test held both.
  it('a link followed while signed in connects at once, "Sign in" on it connects too, and a spent one still creates the account', async () => {
    const a = { firstName: 'Avery', lastName: 'Stone', email: uniqueEmail('avery'), password: 'a long enough secret' };
    await register(server.deps, a);

    // A member who is already signed in and follows an invitation link is connected at once, not offered a new account.
    const c = { firstName: 'Casey', lastName: 'Moor', email: uniqueEmail('casey'), password: 'a third long secret' };
    const { context: ctxC, page: pageC } = await newPage(browser, server.baseUrl);
    await registerThroughUi(pageC, c);
    const sent = await inviteByEmail(server.deps, await userId(a.email), 'someone.else@attune.test', 'professional');
    await pageC.goto(`/signup?invite=${sent.invitation.token}`);
    await pageC.getByText("You're now connected with Avery Stone.").waitFor();
    await pageC.waitForURL((url) => !url.pathname.startsWith('/signup'));
    const pair = await server.database.db.selectFrom('connections').select(['status', 'relationship_type']).where('invitation_id', '=', sent.invitation.id).executeTakeFirstOrThrow();
    expect(pair).toEqual({ status: 'active', relationship_type: 'professional' });

    // A signed-out member follows a link, chooses "Sign in" rather than a new account, and is connected as well.
    const e = { firstName: 'Ellis', lastName: 'Ward', email: uniqueEmail('ellis'), password: 'a fifth long secret' };
    const { context: ctxE, page: pageE } = await newPage(browser, server.baseUrl);
    await registerThroughUi(pageE, e);
    await pageE.getByRole('button', { name: 'Logout' }).click();
    await pageE.waitForURL('**/auth');
    const forE = await inviteByEmail(server.deps, await userId(a.email), 'ellis.elsewhere@attune.test', 'family');
    await pageE.goto(`/signup?invite=${forE.invitation.token}`);
    await pageE.getByText('Avery Stone invited you to connect on Attune.').waitFor();
    await pageE.getByRole('button', { name: 'Sign in', exact: true }).click();
    await pageE.getByText("Sign in to accept Avery Stone's invitation to connect.").waitFor();
    await shot(pageE, 'login-with-invitation-desktop');
    await pageE.getByLabel('Email').fill(e.email);
    await pageE.getByLabel(/^Password/).fill(e.password);
    await pageE.getByRole('button', { name: 'Sign in', exact: true }).click();
    await pageE.getByText("You're now connected with Avery Stone.").waitFor();
    await pageE.waitForURL('**/survey');
    const ellisPair = await server.database.db.selectFrom('connections').select(['status', 'relationship_type']).where('invitation_id', '=', forE.invitation.id).executeTakeFirstOrThrow();
    expect(ellisPair).toEqual({ status: 'active', relationship_type: 'family' });

    // The link was fine when opened but is spent by the time the newcomer registers: the account is still created,
    // with the plain message (spec §8, accept failure after registration), and nobody is connected.
    const d = { firstName: 'Dana', lastName: 'Quill', email: uniqueEmail('dana'), password: 'a fourth long secret' };
    const forD = await inviteByEmail(server.deps, await userId(a.email), d.email, 'friend');
    const { context: ctxD, page: pageD } = await newPage(browser, server.baseUrl);
    await pageD.goto(`/signup?invite=${forD.invitation.token}`);
    await pageD.getByText('Avery Stone invited you to connect on Attune.').waitFor();
    await server.database.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', forD.invitation.id).execute();
    await fillRegisterForm(pageD, d);
    await pageD.getByText('Account created successfully').waitFor();
    await pageD.getByText('Next, a short assessment so Attune can get to know you.').waitFor();
    const dConnections = await server.database.db.selectFrom('connections').selectAll().where('invitation_id', '=', forD.invitation.id).execute();
    expect(dConnections).toEqual([]);

    for (const page of [pageC, pageD, pageE]) expect(jsErrors(page)).toEqual([]);
    await Promise.all([ctxC.close(), ctxD.close(), ctxE.close()]);
  });
});

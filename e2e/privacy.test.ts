import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { connect } from '../src/server/test/demo-connections';
import { LIVELY, QUIET, HIKER } from '../src/server/test/connections';
import { seedAssessment } from '../src/server/test/demo-survey';
import { expectNoSeriousAxeProblems, jsErrors, newPage, openSignedIn, registerThroughUi, type RunningApp, screenshot, storeSignIn, uniqueEmail, verificationLinkFromOutbox, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

describe('e-mail verification in the browser', () => {
  it('a new member sees "Not verified", opens the link from the outbox, and is verified', async () => {
    const person = { firstName: 'Vera', lastName: 'Link', email: uniqueEmail('vera'), password: 'a long enough secret' };
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerThroughUi(page, person);
    const user = await server.database.db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirstOrThrow();
    await seedAssessment(server.deps, user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });

    await page.goto('/settings');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.waitFor();
    await page.getByText('Not verified', { exact: true }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'settings-profile-not-verified-390');

    // A broken link says so, and offers a new one to a signed-in person.
    await page.goto('/verify-email?token=notarealtoken');
    await page.getByText('This link does not work').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'verify-email-invalid-390');
    // This test server has no SMTP: no button promises a link, the page says so (issue 30 item 4).
    await page.getByText('This server has no e-mail set up, so it cannot send verification links.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Send me a new link' }).count()).toBe(0);

    // The newest link, as the person would open it from their inbox.
    const link = await verificationLinkFromOutbox(server, person.email);
    await page.goto(link);
    await page.getByText('Your e-mail address is verified', { exact: true }).waitFor();
    await page.getByText('Thank you! Invitations sent to this address now reach you.').waitFor();
    await screenshot(page, 'verify-email-done-390');
    await expectNoSeriousAxeProblems(page, 'verify-email');

    // Opened again: already done, said plainly.
    await page.goto(link);
    await page.getByText('Your e-mail address was already verified.').waitFor();

    await page.getByRole('link', { name: 'Continue to Attune' }).click();
    await page.goto('/settings');
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByText('Not verified', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Resend the verification link' }).count()).toBe(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'settings-profile-verified-1280');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('an expired link explains itself; opened signed out it offers to sign in', async () => {
    const { token, user } = await register(server.deps, { firstName: 'Otto', lastName: 'Late', email: uniqueEmail('otto'), password: 'a long enough secret' });
    await server.deps.database.db.deleteFrom('email_verifications').where('user_id', '=', user.id).execute();
    const { sendVerification } = await import('../src/server/features/verification/verification.service');
    await sendVerification(server.deps, user.id);
    const link = await verificationLinkFromOutbox(server, user.email);
    await server.database.db.updateTable('email_verifications').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();

    const { context, page } = await newPage(browser, server.baseUrl);
    await page.goto(link);
    await page.getByText('This link has expired').waitFor();
    await page.getByRole('link', { name: 'Sign in to send a new link' }).waitFor();
    await screenshot(page, 'verify-email-expired-signed-out-1280');
    await openSignedIn(page, token, link);
    // No SMTP on this test server: the way forward it states is the honest one, not a link it cannot send.
    await page.getByText('Ask the person who runs this Attune to set up e-mail.', { exact: false }).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('"What my connections can see" in the browser', () => {
  it("Sam's switches change what Alex's connection dialog explains", async () => {
    const member = async (firstName: string, answers: typeof QUIET) => {
      const { token, user } = await register(server.deps, { firstName, lastName: 'Lane', email: uniqueEmail(firstName.toLowerCase()), password: 'a long enough secret' });
      await seedAssessment(server.deps, user.id, answers, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
      return { token, user };
    };
    const alex = await member('Alex', QUIET);
    const sam = await member('Sam', LIVELY);
    await connect(server.deps, alex.user.id, sam.user.id, 'couple', 'active');
    // Each private part says what Sam keeps private and why it still counts.
    const note = /^Part of this score comes from Sam's (attachment style|love languages|stability scores), which Sam keeps private\. It still counts, so you both see the same Vibe; only the details stay with Sam\.$/;

    const { context: ctxA, page: pageA } = await newPage(browser, server.baseUrl);
    await storeSignIn(pageA, alex.token);
    const openSam = async () => {
      await pageA.goto('/');
      await pageA.getByRole('button', { name: 'Sam Lane' }).click();
      const dialog = pageA.getByRole('dialog', { name: 'Sam Lane' });
      await dialog.getByText('Personality', { exact: true }).waitFor();
      return dialog;
    };
    // By default Sam keeps stability private: one part says so.
    let dialog = await openSam();
    expect(await dialog.getByText(note).count()).toBe(1);

    const { context: ctxS, page: pageS } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await pageS.emulateMedia({ reducedMotion: 'reduce' });
    await openSignedIn(pageS, sam.token, '/settings');
    await pageS.getByRole('tab', { name: 'Privacy' }).click();
    await pageS.getByText('What my connections can see').waitFor();
    const attachment = pageS.getByRole('switch', { name: 'Attachment style' });
    const love = pageS.getByRole('switch', { name: 'Love languages' });
    const stability = pageS.getByRole('switch', { name: 'Stability scores' });
    expect([await attachment.isChecked(), await love.isChecked(), await stability.isChecked()]).toEqual([true, true, false]);
    expect(await pageS.getByRole('switch', { name: 'Personality type' }).isDisabled()).toBe(true);
    await noSidewaysScroll(pageS);
    await screenshot(pageS, 'settings-privacy-390');
    await expectNoSeriousAxeProblems(pageS, 'settings-privacy');

    // "Let the coach use our revealed daily answers": off by default, turned on with the keyboard (decision 078).
    const dailyAnswers = pageS.getByRole('switch', { name: 'Let the coach use our revealed daily answers' });
    expect(await dailyAnswers.isChecked()).toBe(false);
    await dailyAnswers.focus();
    await pageS.keyboard.press('Space');
    await expect.poll(() => dailyAnswers.isChecked()).toBe(true);
    await expect.poll(async () => (await server.database.db.selectFrom('sharing_choices').selectAll().where('user_id', '=', sam.user.id).executeTakeFirst())?.coach_uses_daily_answers).toBe(1);

    // Sam hides attachment and love languages (by keyboard for one of them).
    await attachment.click();
    await pageS.getByText('Privacy settings saved').first().waitFor();
    await love.focus();
    await pageS.keyboard.press('Space');
    await expect.poll(() => love.isChecked()).toBe(false);
    await expect.poll(async () => (await server.database.db.selectFrom('sharing_choices').selectAll().where('user_id', '=', sam.user.id).executeTakeFirst())?.show_love_languages).toBe(0);

    dialog = await openSam();
    expect(await dialog.getByText(note).count()).toBe(3);
    await screenshot(pageA, 'connection-dialog-private-parts-1280');

    // Sam shares everything: nothing is withheld.
    await pageS.reload();
    await pageS.getByRole('tab', { name: 'Privacy' }).click();
    for (const s of [attachment, love, stability]) {
      await s.waitFor();
      if (!(await s.isChecked())) {
        await s.click();
        await expect.poll(() => s.isChecked()).toBe(true);
      }
    }
    await expect.poll(async () => (await server.database.db.selectFrom('sharing_choices').selectAll().where('user_id', '=', sam.user.id).executeTakeFirst())?.show_stability).toBe(1);
    await pageS.setViewportSize({ width: 1280, height: 800 });
    await screenshot(pageS, 'settings-privacy-1280');
    dialog = await openSam();
    expect(await dialog.getByText(note).count()).toBe(0);

    expect(jsErrors(pageA)).toEqual([]);
    expect(jsErrors(pageS)).toEqual([]);
    await Promise.all([ctxA.close(), ctxS.close()]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { sendVerification } from '../src/server/features/verification/verification.service';
import { connect, invite } from '../src/server/test/demo-connections';
import { seedAssessment } from '../src/server/test/demo-survey';
import { HOBBY_CATEGORIES } from '../src/shared/assessment/hobbies';
import { ADMIN_EMAIL, assessedMember, enterAdminSetupCode, type AxeProblem, axeProblems, jsErrors, newPage, openConnectionsDialog, openProfileDialog, type RunningApp, screenshot, settle, uniqueEmail, verifyThroughOutbox, withAppAndBrowser, openMeMenu, openTab } from './support';

/**
 * Accessibility (issue 13 item 12): axe on every screen of the app finds no critical and no serious problem. Each
 * test walks a group of screens and collects what axe reports on each, so one failing run lists everything to fix.
 */
let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function open(viewport = DESKTOP) {
  const { context, page } = await newPage(browser, server.baseUrl, viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return { context, page };
}

/** Checks the screen shown now, keeps its screenshot, and adds what axe found to `found`. */
async function check(page: Page, label: string, found: AxeProblem[]) {
  found.push(...(await axeProblems(page, label)));
  await screenshot(page, `a11y-${label}`);
}

async function withToken(page: Page, token: string) {
  await page.goto('/no-such-page-to-store-the-token');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}

function member(firstName: string) {
  return { firstName, lastName: 'Walker', email: uniqueEmail(firstName.toLowerCase()), password: 'a long enough secret' };
}

const someHobbies = HOBBY_CATEGORIES.map((category, i) => ({
  category: category.id,
  selections: [{ activityId: category.activities[0]!.id, interest: 1 + (i % 5), frequency: 'sometimes' as const, intensity: 'moderate' as const }],
  preferences: { topThree: [category.activities[0]!.id], notes: '' },
}));

describe('axe finds no critical or serious problem', () => {
  it('on the signed-out screens: landing, sign in, register, reset, 404, terms, privacy, e-mail verification', async () => {
    const found: AxeProblem[] = [];
    for (const [suffix, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await open(viewport);
      await page.goto('/');
      await page.getByRole('link', { name: 'Try Attune' }).first().waitFor();
      await check(page, `landing-${suffix}`, found);
      await page.goto('/auth');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await check(page, `login-${suffix}`, found);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await check(page, `reset-${suffix}`, found);
      await page.goto('/signup');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await check(page, `register-${suffix}`, found);
      // The form's own error messages are part of the screen too.
      await page.getByRole('button', { name: 'Create account' }).click();
      await check(page, `register-errors-${suffix}`, found);
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await check(page, `404-${suffix}`, found);
      await page.goto('/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
      await check(page, `terms-${suffix}`, found);
      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
      await check(page, `privacy-${suffix}`, found);
      await page.goto('/verify-email?token=not-a-real-token');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      await check(page, `verify-email-${suffix}`, found);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it('on the survey and every phase of the progressive assessment', async () => {
    const found: AxeProblem[] = [];
    const newcomer = await register(server.deps, member('Sura'));
    const { context, page } = await open(PHONE);
    await withToken(page, newcomer.token);
    await page.goto('/survey');
    await page.getByRole('button', { name: /Next Category/ }).waitFor();
    await check(page, 'survey', found);
    await page.getByRole('button', { name: /Next Category/ }).click();
    await page.getByText('Please make a selection').first().waitFor();
    await check(page, 'survey-needs-selection', found);

    // Core survey done: phase 1 results, then the hobbies phase.
    const core = await register(server.deps, member('Phase'));
    await seedAssessment(server.deps, core.user.id, {}, []);
    await withToken(page, core.token);
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue to Phase 2' }).waitFor();
    await check(page, 'assessment-results', found);
    await page.getByRole('button', { name: 'About your results' }).click();
    await page.getByRole('button', { name: 'Learn More About My Results' }).waitFor();
    await check(page, 'assessment-results-info', found);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Continue to Phase 2' }).click();
    await page.getByRole('button', { name: /Next Category/ }).waitFor();
    await check(page, 'assessment-hobbies', found);

    // Hobbies done: the weighting phase, then complete.
    const hobbyist = await register(server.deps, member('Weigh'));
    await seedAssessment(server.deps, hobbyist.user.id, {}, someHobbies);
    await withToken(page, hobbyist.token);
    await page.goto('/');
    await page.getByRole('button', { name: /Save|Complete|Finish/ }).last().waitFor();
    await check(page, 'assessment-weighting', found);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.getByRole('button', { name: 'View my profile' }).waitFor();
    await check(page, 'assessment-complete', found);

    // Everything done: the survey route says so.
    const done = await assessedMember(server.deps, 'Done');
    await withToken(page, done.token);
    await page.goto('/survey');
    await page.getByText('Survey Already Completed').waitFor();
    await check(page, 'survey-already-completed', found);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
    expect(found).toEqual([]);
  });

  for (const [suffix, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`on the chat home and its dialogs (${suffix})`, async () => {
      const found: AxeProblem[] = [];
      const me = await assessedMember(server.deps, 'Casey');
      const friend = await assessedMember(server.deps, 'Jordan');
      const asker = await assessedMember(server.deps, 'Riley');
      await connect(server.deps, me.id, friend.id, 'couple');
      await connect(server.deps, asker.id, me.id, 'friend', 'pending');
      await invite(server.deps, me.id, uniqueEmail('invitee'), 'family');

      const { context, page } = await open(viewport);
      await withToken(page, me.token);
      await page.goto('/');
      await page.getByRole('button', { name: 'Me', exact: true }).waitFor();
      await page.getByPlaceholder(/^Chat with/).waitFor();
      await check(page, `chat-home-${suffix}`, found);

      await openMeMenu(page);
      await page.getByRole('menuitem', { name: 'Journal' }).waitFor();
      await check(page, `account-menu-${suffix}`, found);
      await page.keyboard.press('Escape');

      const dialog = page.getByRole('dialog');
      await openProfileDialog(page);
      await dialog.getByRole('tab').first().waitFor();
      for (const tab of ['Personality|Profile', 'Insights', 'Settings']) {
        await dialog.getByRole('tab', { name: new RegExp(`^(${tab})$`) }).click();
        await settle(page);
        await check(page, `profile-${tab.split('|')[0]!.toLowerCase()}-${suffix}`, found);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await openConnectionsDialog(page);
      await dialog.getByRole('tab').first().waitFor();
      for (const tab of ['Connections', 'Pending', 'Invitations']) {
        await dialog.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await settle(page);
        await check(page, `connections-${tab.toLowerCase()}-${suffix}`, found);
      }
      await dialog.getByRole('button', { name: 'Invite Someone' }).first().click();
      await page.getByRole('dialog', { name: /Invite Someone Special/ }).waitFor();
      await check(page, `invite-${suffix}`, found);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await dialog.first().waitFor({ state: 'hidden' });

      await openTab(page, 'Coach');
      await page.getByRole('button', { name: 'Chat history' }).click();
      await dialog.waitFor();
      await check(page, `chat-history-${suffix}`, found);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await openMeMenu(page);
    await page.getByRole('menuitem', { name: 'Send Feedback' }).click();
      await dialog.waitFor();
      await check(page, `feedback-${suffix}`, found);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // A connection's own dialog: the With and About tabs.
      await openConnectionsDialog(page);
      // People opens on the waiting request; Chat Now is on the Connections tab.
      await dialog.getByRole('tab', { name: /^Connections/ }).click();
      await dialog.getByRole('button', { name: 'Chat Now' }).first().click();
      await page.getByRole('dialog', { name: /Jordan/ }).getByRole('tab').first().waitFor();
      await settle(page);
      await check(page, `connection-with-${suffix}`, found);
      await page.getByRole('dialog', { name: /Jordan/ }).getByRole('tab', { name: /About/ }).click();
      await settle(page);
      await check(page, `connection-about-${suffix}`, found);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
      expect(found).toEqual([]);
    });
  }

  it('on settings, the journal, the results report and the admin monitor', async () => {
    const found: AxeProblem[] = [];
    const me = await assessedMember(server.deps, 'Sam');
    const { context, page } = await open(DESKTOP);
    await withToken(page, me.token);
    await page.goto('/settings');
    await page.getByRole('tab').first().waitFor();
    for (const tab of await page.getByRole('tab').allInnerTexts()) {
      await page.getByRole('tab', { name: tab.trim() }).click();
      await settle(page);
      await check(page, `settings-${tab.trim().toLowerCase()}`, found);
    }
    await page.goto('/journal');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check(page, 'journal', found);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check(page, 'profile-report', found);

    const admin = await register(server.deps, { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: 'admin password 1' });
    // The administrator is the verified holder of ADMIN_EMAIL (decision 008): mail the link, then open it.
    await sendVerification(server.deps, admin.user.id);
    await verifyThroughOutbox(page, server, ADMIN_EMAIL);
    await enterAdminSetupCode(server, admin.token); // and the setup code from the log (decision 042)
    await withToken(page, admin.token);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin monitor' }).waitFor();
    await page.getByText('Sam Walker').or(page.getByText('Sam Tester')).first().waitFor();
    await check(page, 'admin', found);
    await page.getByRole('button', { name: /^Details for/ }).first().click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await check(page, 'admin-detail', found);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
    expect(found).toEqual([]);
  });
});

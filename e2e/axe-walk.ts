import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { connect, invite } from '../src/server/test/demo-connections';
import { assessedMember, type AxeProblem, axeProblems, jsErrors, newPage, openConnectionsDialog, openSignedIn, openMeMenu, openProfileDialog, openTab, type RunningApp, screenshot, uniqueEmail, withAppAndBrowser } from './support';

/**
 * The axe walk (issue 30 item 18): every screen state a person can reach, at 390 px and 1280 px, in the light and the
 * dark colour scheme, with axe holding critical, serious and moderate problems (contrast included) and the check that
 * accessible names contain the visible text. One browser, one server; each viewport walks the states in one page,
 * collecting everything found so a failure lists it all. The two schemes walk from two test files
 * (a11y-walk.test.ts, a11y-walk-dark.test.ts), each with its own server, so the browser pass runs them side by side.
 */

const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

/** Waits for the screen to settle, keeps a screenshot, and adds what axe found. */
async function check(page: Page, label: string, found: AxeProblem[]) {
  found.push(...(await axeProblems(page, label, true)));
  await screenshot(page, `walk-${label}`);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
}

/** The walk in one colour scheme, the device asking for it (issue 35 item 3, decision 077). */
export function axeWalk(scheme: 'light' | 'dark'): void {
  let server: RunningApp;
  let browser: Browser;
  withAppAndBrowser((s, b) => {
    server = s;
    browser = b;
  });
  describe(`the axe walk (${scheme}): no critical, serious or moderate problem on any screen state`, () => {
    for (const [name, viewport] of VIEWPORTS) {
      // Labels and screenshots keep their light names; the dark walk's carry "-dark".
      const size = scheme === 'light' ? name : `${name}-dark`;
      it(`signed out, the survey and the results (${size})`, async () => {
        const found: AxeProblem[] = [];
        const { context, page } = await newPage(browser, server.baseUrl, viewport);
        await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
        await page.goto('/');
        await page.getByRole('link', { name: 'Try Attune' }).first().waitFor();
        await check(page, `landing-${size}`, found);
        await page.goto('/auth');
        await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
        await check(page, `login-${size}`, found);
        await page.getByLabel('Email').fill(uniqueEmail('nobody'));
        await page.getByLabel(/^Password/).fill('not the password');
        await page.getByRole('button', { name: 'Sign in' }).click();
        // The refusal stays beside the password field (issue 30 item 11), marked invalid for assistive technology.
        await page.locator('input[aria-invalid="true"]').first().waitFor();
        await check(page, `login-error-${size}`, found);
        await page.getByRole('button', { name: 'Forgot password?' }).click();
        await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
        await check(page, `reset-${size}`, found);
        await page.goto('/signup');
        await page.getByRole('heading', { name: 'Create your account' }).waitFor();
        await page.getByRole('button', { name: 'Create account' }).click();
        await check(page, `register-errors-${size}`, found);
        await page.goto('/signup?invite=not-a-real-invitation');
        await page.getByRole('heading', { name: 'Create your account' }).waitFor();
        await check(page, `register-bad-invite-${size}`, found);
        await page.goto('/no/such/page');
        await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        await check(page, `404-${size}`, found);

        const newcomer = await register(server.deps, { firstName: 'Nova', lastName: 'Reed', email: uniqueEmail('nova'), password: 'a long enough secret' });
        await openSignedIn(page, newcomer.token, '/survey');
        await page.getByRole('button', { name: /Next Category/ }).waitFor();
        await check(page, `survey-${size}`, found);
        await page.getByRole('button', { name: /Next Category/ }).click();
        await page.getByText('Please make a selection').first().waitFor();
        await check(page, `survey-needs-selection-${size}`, found);

        const done = await assessedMember(server.deps, 'Rae');
        await openSignedIn(page, done.token, '/profile');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await check(page, `results-${size}`, found);
        expect(jsErrors(page)).toEqual([]);
        await context.close();
        expect(found).toEqual([]);
      });

      it(`home, people, a connection, the hub, actions, the journal and every dialog (${size})`, async () => {
        const found: AxeProblem[] = [];
        const me = await assessedMember(server.deps, 'Casey', 'Walker');
        const friend = await assessedMember(server.deps, 'Jordan', 'Lee');
        const asker = await assessedMember(server.deps, 'Riley', 'Park');
        await connect(server.deps, me.id, friend.id, 'couple');
        await connect(server.deps, asker.id, me.id, 'friend', 'pending');
        await invite(server.deps, me.id, uniqueEmail('invitee'), 'family');
        const phone = name === 'phone';

        const { context, page } = await newPage(browser, server.baseUrl, viewport);
        await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
        await openSignedIn(page, me.token);
        await page.getByPlaceholder(/^Chat with/).waitFor();
        await check(page, `home-${size}`, found);
        await openMeMenu(page);
        await page.getByRole('menuitem', { name: 'Journal' }).waitFor();
        await check(page, `me-menu-${size}`, found);
        await page.keyboard.press('Escape');

        await openProfileDialog(page);
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('tab').first().waitFor();
        for (const tab of ['Personality|Profile', 'Insights', 'Settings']) {
          await dialog.getByRole('tab', { name: new RegExp(`^(${tab})$`) }).click();
          await check(page, `profile-${tab.split('|')[0]!.toLowerCase()}-${size}`, found);
        }
        await closeDialog(page);

        if (phone) {
          await openTab(page, 'People');
          await page.getByTestId('phone-people').waitFor();
          await check(page, `people-${size}`, found);
        }
        await openConnectionsDialog(page);
        await dialog.getByRole('tab').first().waitFor();
        for (const tab of ['Connections', 'Pending', 'Invitations']) {
          await dialog.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
          await check(page, `connections-${tab.toLowerCase()}-${size}`, found);
        }
        await dialog.getByRole('button', { name: 'Invite Someone' }).first().click();
        const inviteDialog = page.getByRole('dialog', { name: /Invite Someone Special/ });
        await inviteDialog.waitFor();
        await check(page, `invite-${size}`, found);
        await inviteDialog.getByLabel('Invitee email').fill('not-an-address');
        await inviteDialog.getByRole('button', { name: /^(Send|Create link)$/ }).click();
        await check(page, `invite-error-${size}`, found);
        await page.keyboard.press('Escape');
        await inviteDialog.waitFor({ state: 'hidden' });

        // A connection: the Vibe first, then the With and About tabs.
        await openTab(page, phone ? 'People' : 'Coach');
        await page.getByRole('button', { name: /Jordan Lee/ }).first().click();
        const connection = page.getByRole('dialog', { name: /Jordan/ });
        await connection.getByRole('tab').first().waitFor();
        await check(page, `connection-with-${size}`, found);
        await connection.getByRole('tab', { name: /About/ }).click();
        await check(page, `connection-about-${size}`, found);
        await connection.getByRole('button', { name: 'Edit relationship type' }).click();
        await check(page, `connection-edit-type-${size}`, found);
        await closeDialog(page);

        await openTab(page, 'Coach');
        await page.getByRole('button', { name: 'Chat history' }).click();
        await dialog.waitFor();
        await check(page, `chat-history-${size}`, found);
        await closeDialog(page);

        await openMeMenu(page);
        await page.getByRole('menuitem', { name: 'Send Feedback' }).click();
        await dialog.waitFor();
        await check(page, `feedback-${size}`, found);
        await closeDialog(page);

        await openTab(page, 'Hub');
        await page.getByRole('dialog', { name: /Social Hub/ }).waitFor();
        await check(page, `hub-${size}`, found);
        await closeDialog(page);

        await openTab(page, 'Actions');
        await page.getByRole('dialog', { name: /Weekly actions/ }).getByRole('button', { name: 'Complete Action' }).first().waitFor();
        await check(page, `actions-${size}`, found);
        await page.getByRole('button', { name: 'Complete Action' }).first().click();
        await page.getByRole('button', { name: /Save Reflection/ }).click();
        await check(page, `actions-missing-reflection-${size}`, found);
        await closeDialog(page);

        await page.goto('/journal');
        await page.getByRole('heading', { name: 'My Journal' }).waitFor();
        await page.getByText('No journal entries yet').waitFor();
        await check(page, `journal-empty-${size}`, found);
        await page.getByRole('button', { name: 'New entry' }).click();
        const entry = page.getByRole('dialog', { name: 'New entry' });
        await entry.getByRole('button', { name: 'Save entry' }).click();
        await check(page, `journal-new-entry-missing-${size}`, found);
        await entry.getByLabel("What's on your mind?").fill('A calm day, and I noticed it.');
        await entry.getByRole('button', { name: 'Save entry' }).click();
        await page.getByText('Free writing').first().waitFor();
        await check(page, `journal-${size}`, found);
        expect(jsErrors(page)).toEqual([]);
        await context.close();
        expect(found).toEqual([]);
      });
    }
  });
}

import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { sendVerification } from '../src/server/features/verification/verification.service';
import { seedAssessment } from '../src/server/test/demo-survey';
import { HOBBY_CATEGORIES } from '../src/shared/assessment/hobbies';
import { ADMIN_EMAIL, assessedMember, enterAdminSetupCode, type AxeProblem, axeProblems, jsErrors, newPage, type RunningApp, screenshot, settle, uniqueEmail, verifyThroughOutbox, withAppAndBrowser } from './support';

/**
 * Accessibility (issues 13 and 30): axe finds no critical, serious or moderate problem on the screens the axe walk
 * (e2e/axe-walk.ts: landing, auth, survey, results, home and every dialog, the hub, actions, the journal, in both
 * colour schemes and with moderate problems held too) does not open: terms, privacy, e-mail verification, the
 * progressive assessment's phases, settings, the results report and the admin monitor. Each test collects what axe
 * reports on each screen, so one failing run lists everything to fix.
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
  found.push(...(await axeProblems(page, label, true)));
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

describe('axe finds no critical, serious or moderate problem', () => {
  it('on the signed-out pages the axe walk does not open: terms, privacy, e-mail verification', async () => {
    const found: AxeProblem[] = [];
    for (const [suffix, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await open(viewport);
      await page.goto('/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
      await check(page, `terms-${suffix}`, found);
      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
      await check(page, `privacy-${suffix}`, found);
      await page.goto('/verify-email?token=not-a-real-token');
      // The answer to the bad link, not the loading state.
      await page.getByRole('link', { name: 'Sign in to send a new link' }).waitFor();
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

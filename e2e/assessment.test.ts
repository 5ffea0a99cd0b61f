import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HOBBY_CATEGORIES } from '../src/shared/assessment/hobbies';
import { SURVEY_CATEGORIES } from '../src/shared/assessment/surveyCategories';
import sharp from 'sharp';
import { seedAssessment } from '../src/server/test/demo-survey';
import type { HobbyCategoryAnswer } from '../src/shared/assessment/types';
import { jsErrors, newPage, registerThroughUi, type RunningApp, screenshot, settle, uniqueEmail, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const person = (firstName: string) => ({ firstName, lastName: 'Harbour', email: uniqueEmail(firstName.toLowerCase()), password: 'a long enough secret' });

/** Calls the API from the page with the stored token, as the app does. */
async function api(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('token')}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, url, body },
  );
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function atCategory(page: Page, index: number) {
  await page.getByText(`Category ${index + 1} of 15`, { exact: true }).waitFor();
  await page.getByRole('heading', { level: 1, name: SURVEY_CATEGORIES[index]!.name }).waitFor();
}

async function answerCategory(page: Page, index: number) {
  await atCategory(page, index);
  await page.locator('[data-option="1"]').click();
  await page.locator(`[data-option="${(index * 3) % 20}"]`).click();
  if ((index * 3) % 20 === 1) await page.locator('[data-option="7"]').click();
  const last = index === 14;
  await page.getByRole('button', { name: last ? 'Complete Survey' : 'Next Category' }).click();
}

async function rate(page: Page, activityName: string, value: number) {
  await page.getByRole('radiogroup', { name: `Interest in ${activityName}` }).getByRole('radio', { name: new RegExp(`^${value} – `) }).click();
}


/**
 * Rewrites the answers of some tRPC queries (in batched calls too) to `null` or `[]`, as if the person had no data,
 * so the dialog's empty states can be seen for someone who is otherwise signed in with a finished survey.
 */
async function answerEmpty(page: Page, empty: Record<string, null | []>) {
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    if (route.request().method() !== 'GET' || !paths.some((p) => p in empty)) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    const rewrite = (entry: unknown, path: string) => (path in empty ? { result: { data: empty[path] } } : entry);
    const json = Array.isArray(body) ? body.map((entry, i) => rewrite(entry, paths[i]!)) : rewrite(body, paths[0]!);
    await route.fulfill({ response, json });
  });
}

/** The natural width of the header avatar's picture once it has loaded; 0 while it shows initials. */
function headerPhotoWidth(page: Page): Promise<number> {
  return page.getByRole('button', { name: 'Me', exact: true }).evaluate((button) => {
    const img = button.querySelector('img');
    return img && img.complete ? img.naturalWidth : 0;
  });
}

describe('assessment in the browser', () => {
  it('a new person takes the survey (resuming after a reload), the progressive assessment and the weighting', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await registerThroughUi(page, person('Wren'));
    await atCategory(page, 0);
    await screenshot(page, 'assessment-survey-desktop');

    // §5: Next with nothing chosen shows the toast and stays.
    await page.getByRole('button', { name: 'Next Category' }).click();
    await page.getByText('Please make a selection').waitFor();
    await page.getByText('Select at least one option before continuing.').waitFor();
    await atCategory(page, 0);

    // Options are checkboxes that work from the keyboard.
    const option = page.locator('[data-option="0"]');
    await expect(option.getAttribute('role')).resolves.toBe('checkbox');
    await option.focus();
    await page.keyboard.press('Space');
    await expect(option.getAttribute('aria-checked')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await expect(option.getAttribute('aria-checked')).resolves.toBe('false');
    // Progress is announced to screen readers.
    expect(await page.getByRole('status').filter({ hasText: 'Category 1 of 15: Communication' }).count()).toBe(1);

    for (let i = 0; i < 3; i++) await answerCategory(page, i);
    await atCategory(page, 3);

    // Leave and come back: the survey resumes at the same category with earlier answers kept.
    await page.reload();
    await atCategory(page, 3);
    await page.getByRole('button', { name: 'Previous' }).click();
    await atCategory(page, 2);
    await expect(page.locator('[data-option="1"]').getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Next Category' }).click();

    for (let i = 3; i < 15; i++) await answerCategory(page, i);

    // Processing overlay, then the phase 1 results.
    await page.getByText('Creating your profile').waitFor();
    await screenshot(page, 'assessment-overlay-desktop');
    await page.getByRole('heading', { name: 'Here’s what we learned about you' }).waitFor();
    // Spec §2: after the overlay the person is at /, where the progressive assessment shows.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Phase 1 complete').waitFor();
    await screenshot(page, 'assessment-transition-desktop');
    const results = await api(page, 'GET', '/api/survey/results');
    expect(results.status).toBe(200);
    await page.getByText((results.json as { nickname: string }).nickname).first().waitFor();

    // Phase 2: hobbies, category by category.
    await page.getByRole('button', { name: 'Continue to Phase 2' }).click();
    for (const [i, category] of HOBBY_CATEGORIES.entries()) {
      await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
      const next = page.getByRole('button', { name: i === HOBBY_CATEGORIES.length - 1 ? 'Complete Assessment' : 'Next Category' });
      await expect(next.isDisabled()).resolves.toBe(true);
      const [first, second, third, fourth] = category.activities;
      await rate(page, first!.name, 4);
      await page.getByText('Very much').first().waitFor();
      await rate(page, second!.name, 2);
      if (i === 0) {
        // A fourth top pick drops the oldest.
        for (const a of [first, second, third, fourth]) await page.getByRole('button', { name: `Top pick: ${a!.name}` }).click();
        await expect(page.getByRole('button', { name: `Top pick: ${first!.name}` }).getAttribute('aria-pressed')).resolves.toBe('false');
        await expect(page.getByRole('button', { name: `Top pick: ${fourth!.name}` }).getAttribute('aria-pressed')).resolves.toBe('true');
        await page.getByText('3 of 3 top picks').waitFor();
        // Each rating row is one tab stop; the arrow keys move the rating.
        const group = page.getByRole('radiogroup', { name: `Interest in ${first!.name}` });
        expect(await group.locator('[role="radio"][tabindex="0"]').count()).toBe(1);
        await group.getByRole('radio', { name: /^4 – / }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(group.getByRole('radio', { name: /^5 – / }).getAttribute('aria-checked')).resolves.toBe('true');
        await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('5 – Absolutely love it!');
        await page.keyboard.press('ArrowLeft');
        await expect(group.getByRole('radio', { name: /^4 – / }).getAttribute('aria-checked')).resolves.toBe('true');
        await screenshot(page, 'assessment-hobbies-desktop');
      }
      await expect(next.isDisabled()).resolves.toBe(false);
      await next.click();
    }
    await page.getByRole('heading', { name: 'What matters most in a match?' }).waitFor();
    await page.getByText('Hobby Assessment Complete').waitFor();
    const saved = (await api(page, 'GET', '/api/hobby-assessment')).json as { category: string; selections: unknown[]; preferences: { topThree: string[] } }[];
    expect(saved).toHaveLength(7);
    expect(saved[0]!.selections).toHaveLength(2); // only rated activities are saved
    const [, b, c, d] = HOBBY_CATEGORIES[0]!.activities;
    expect(saved[0]!.preferences.topThree).toEqual([b!.id, c!.id, d!.id]);

    // Phase 3: weighting.
    await page.getByRole('heading', { name: 'What matters most in a match?' }).waitFor();
    await expect(page.getByTestId('personality-percent').textContent()).resolves.toBe('50%');
    await page.getByRole('radio', { name: /Personality Focused/ }).click();
    await expect(page.getByTestId('personality-percent').textContent()).resolves.toBe('70%');
    await expect(page.getByTestId('lifestyle-percent').textContent()).resolves.toBe('30%');
    // The slider moves in steps of 5 and the chosen card follows it.
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('personality-percent').textContent()).resolves.toBe('55%');
    await expect(page.getByRole('radio', { name: /Balanced Approach/ }).getAttribute('aria-checked')).resolves.toBe('true');
    await screenshot(page, 'assessment-weighting-desktop');
    await page.getByRole('button', { name: 'Save Preferences' }).click();

    await page.getByText('You’re all set').waitFor();
    // Completion goes to /?openProfile=true: the chat home opens the profile dialog.
    await page.getByRole('dialog', { name: 'Your profile' }).waitFor();
    const weights = await api(page, 'GET', '/api/compatibility-weights');
    expect(weights.json).toEqual({ personalityWeight: 55, lifestyleWeight: 45, preference: 'balanced' });
    const status = await api(page, 'GET', '/api/assessment-status');
    expect(status.json).toMatchObject({ coreCompleted: true, hobbyCompleted: true, weightingCompleted: true, progressPercentage: 100 });
    const dialog = page.getByRole('dialog', { name: 'Your profile' });
    await dialog.getByText((results.json as { personalityType: string }).personalityType).first().waitFor();
    await settle(page); // the dialog's transition, before the picture
    await screenshot(page, 'assessment-profile-desktop');
    expect(new URL(page.url()).searchParams.get('openProfile')).toBeNull();

    // Coming back to /survey: 'Survey Already Completed'.
    await page.goto('/survey');
    await page.getByRole('heading', { name: 'Survey Already Completed' }).waitFor();
    await screenshot(page, 'assessment-completed-desktop');
    await page.getByRole('link', { name: 'View Results' }).waitFor();
    await page.getByRole('link', { name: 'Chat' }).last().click();
    await page.waitForURL((url) => url.pathname === '/');

    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('works at 360 px: survey, overlay, transition, hobbies, weighting (resumed there) and already-completed', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    await registerThroughUi(page, person('Ash'));
    await atCategory(page, 0);
    await page.locator('[data-option="2"]').click();
    await page.locator('[data-option="5"]').click();
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-survey-360');

    // Answer 14 categories through the API, leaving the person on the last one.
    for (const [i, category] of SURVEY_CATEGORIES.slice(0, 14).entries()) {
      expect((await api(page, 'POST', '/api/survey/response', { category: category.id, categoryIndex: i, responses: [i % 20, 4] })).status).toBe(200);
    }
    await api(page, 'PUT', '/api/survey/progress', { completedCategories: SURVEY_CATEGORIES.slice(0, 14).map((c) => c.id), currentCategoryIndex: 14, isCompleted: false });
    await page.reload();
    await atCategory(page, 14);
    await page.locator('[data-option="3"]').click();
    await page.getByRole('button', { name: 'Complete Survey' }).click();
    await page.getByText('Creating your profile').waitFor();
    await screenshot(page, 'assessment-overlay-360');
    await page.getByText('Phase 1 complete').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-transition-360');

    await page.getByRole('button', { name: 'Continue to Phase 2' }).click();
    const first = HOBBY_CATEGORIES[0]!;
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await rate(page, first.activities[0]!.name, 5);
    await rate(page, first.activities[2]!.name, 3);
    await page.getByRole('button', { name: `Top pick: ${first.activities[0]!.name}` }).click();
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-hobbies-360');

    // The hobbies are finished elsewhere: reopening /survey starts at the weighting.
    for (const [i, category] of HOBBY_CATEGORIES.entries()) {
      const res = await api(page, 'POST', '/api/hobby-assessment', { category: category.id, selections: [{ activityId: category.activities[1]!.id, interest: 3 }], complete: i === HOBBY_CATEGORIES.length - 1 });
      expect(res.status).toBe(200);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'What matters most in a match?' }).waitFor();
    await page.getByRole('radio', { name: /Lifestyle Focused/ }).click();
    await expect(page.getByTestId('personality-percent').textContent()).resolves.toBe('30%');
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-weighting-360');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    // Completion goes to /?openProfile=true: the chat home opens the profile dialog.
    await page.getByRole('dialog', { name: 'Your profile' }).waitFor();
    expect((await api(page, 'GET', '/api/compatibility-weights')).json).toMatchObject({ personalityWeight: 30, preference: 'lifestyle_focused' });

    await page.goto('/survey');
    await page.getByRole('heading', { name: 'Survey Already Completed' }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-completed-360');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('Skip for Now goes to the profile; the assessment can be picked up again from /survey', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await registerThroughUi(page, person('Sky'));
    for (const [i, category] of SURVEY_CATEGORIES.entries()) {
      await api(page, 'POST', '/api/survey/response', { category: category.id, categoryIndex: i, responses: [0, 9] });
    }
    expect((await api(page, 'POST', '/api/survey/complete')).status).toBe(200);
    await page.goto('/survey');
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    // Completion goes to /?openProfile=true: the chat home opens the profile dialog.
    await page.getByRole('dialog', { name: 'Your profile' }).waitFor();
    expect((await api(page, 'GET', '/api/assessment-status')).json).toMatchObject({ skipped: true, weightingCompleted: false });
    await page.goto('/survey');
    await page.getByText('Phase 1 complete').waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
  it('profile dialog at 360 px: evidence, insights, Update Compatibility Preferences (failure and save), empty states', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    await registerThroughUi(page, person('Rowan'));
    const me = (await api(page, 'GET', '/api/auth/me')).json as { id: string; email: string };
    // Six interest categories at 90, 60, 50, 40, 30 and 20%: the profile shows the top five.
    const hobbies: HobbyCategoryAnswer[] = HOBBY_CATEGORIES.slice(0, 6).map((category, i) => ({
      category: category.id,
      selections: [
        { activityId: category.activities[0]!.id, interest: i === 0 ? 5 : 6 - i, frequency: 'sometimes', intensity: 'moderate' },
        { activityId: category.activities[1]!.id, interest: i === 0 ? 4 : 1, frequency: 'sometimes', intensity: 'moderate' },
      ],
      preferences: { topThree: [], notes: '' },
    }));
    const introvert = Object.fromEntries(
      SURVEY_CATEGORIES.map((c) => [c.id, c.options.flatMap((o, i) => ((o.weights.axes?.EI ?? 0) < 0 ? [i] : []))]),
    );
    await seedAssessment(server.deps, me.id, introvert, hobbies, { personalityWeight: 50, lifestyleWeight: 50 });
    const results = (await api(page, 'GET', '/api/survey/results')).json as {
      personalityType: string;
      nickname: string;
      mostCompatible: string[];
      challenging: string[];
      evidence: { axes: { percent: number; letter: string }[] };
    };
    expect(results.personalityType[0]).toBe('I');

    await page.goto('/?openProfile=true');
    const dialog = page.getByRole('dialog', { name: 'Your profile' });
    await dialog.waitFor();
    // One name for the first tab at every width (issue 30; spec §2 once called it Profile on small screens).
    await dialog.getByRole('tab', { name: 'Personality' }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'Profile' }).count()).toBe(0);
    await dialog.getByText(results.nickname).first().waitFor();
    // The evidence: four axis bars with their percentages, anxiety and avoidance, all five languages both ways.
    const energy = results.evidence.axes[0]!;
    await dialog.getByRole('img', { name: new RegExp(`^Energy: ${energy.percent}% Introverted`) }).waitFor();
    expect(await dialog.getByRole('img', { name: /^(Energy|Information|Decisions|Structure): \d+% / }).count()).toBe(4);
    await dialog.getByRole('progressbar', { name: /^Anxiety: \d+%$/ }).waitFor();
    await dialog.getByRole('progressbar', { name: /^Avoidance: \d+%$/ }).waitFor();
    expect(await dialog.getByRole('progressbar', { name: /^(Words of Affirmation|Quality Time|Acts of Service|Giving Gifts|Receiving Gifts|Physical Touch): / }).count()).toBe(10);
    for (const code of [...results.mostCompatible, ...results.challenging]) await dialog.getByText(code, { exact: true }).first().waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-profile-personality-360');

    // Insights: six stability scores, the preferences, and the top five interest categories (average × 20).
    await dialog.getByRole('tab', { name: 'Insights' }).click();
    for (const dim of ['Mental', 'Emotional', 'Physical', 'Social', 'Spiritual', 'Desire']) {
      await dialog.getByRole('progressbar', { name: new RegExp(`^${dim}: \\d+%$`) }).waitFor();
    }
    await dialog.getByText('Balanced Approach').waitFor();
    const first = HOBBY_CATEGORIES[0]!;
    await dialog.getByRole('progressbar', { name: `${first.name}: 90%` }).waitFor();
    expect(await dialog.getByRole('progressbar', { name: new RegExp(`^(${HOBBY_CATEGORIES.map((c) => c.name).join('|')}): `) }).count()).toBe(5);
    await expect(dialog.getByRole('progressbar', { name: new RegExp(`^${HOBBY_CATEGORIES[5]!.name}:`) }).count()).resolves.toBe(0);
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-profile-insights-360');

    // Update Compatibility Preferences: a failed save keeps the dialog open with the spec's message.
    await dialog.getByRole('button', { name: 'Update Preferences' }).click();
    const prefs = page.getByRole('dialog', { name: 'Update Compatibility Preferences' });
    await prefs.waitFor();
    // Escape closes only the dialog on top.
    await page.keyboard.press('Escape');
    await prefs.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Update Preferences' }).click();
    await prefs.waitFor();
    await prefs.getByRole('radio', { name: /Personality Focused/ }).click();
    await expect(prefs.getByTestId('lifestyle-percent').textContent()).resolves.toBe('30%');
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-preferences-360');
    await page.route('**/trpc/survey.updateWeights**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '[]' }));
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Failed to update preferences. Please try again.').waitFor();
    expect((await api(page, 'GET', '/api/compatibility-weights')).json).toMatchObject({ personalityWeight: 50 });
    await page.unroute('**/trpc/survey.updateWeights**');
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Preferences Saved').waitFor();
    await prefs.waitFor({ state: 'hidden' });
    await dialog.getByText('70% personality · 30% lifestyle').waitFor();
    expect((await api(page, 'GET', '/api/compatibility-weights')).json).toEqual({ personalityWeight: 70, lifestyleWeight: 30, preference: 'personality_focused' });

    // Settings: profile information and Sign Out.
    await dialog.getByRole('tab', { name: 'Settings' }).click();
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(me.email);
    await dialog.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(jsErrors(page)).toEqual([]);

    // With no results, interests or weights: the empty states.
    await answerEmpty(page, { 'survey.results': null, 'survey.hobbyAssessment': [], 'survey.weights': null });
    await page.goto('/?openProfile=true');
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Complete Your Assessment' }).waitFor();
    await dialog.getByRole('link', { name: 'Start Assessment' }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'assessment-profile-empty-360');
    await dialog.getByRole('tab', { name: 'Insights' }).click();
    await dialog.getByRole('heading', { name: 'Complete Your Assessments' }).waitFor();
    await dialog.getByRole('link', { name: 'Start Assessment' }).click();
    await page.waitForURL((url) => url.pathname === '/survey');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('adds a photo from the Profile dialog (cropped to 400×400), shows it in the header, refuses a non-image, removes it', async () => {
    const noor = { firstName: 'Noor', lastName: 'Haddad', email: uniqueEmail('noor'), password: 'a long enough secret' };
    const { context, page } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    await registerThroughUi(page, noor);
    const { id } = await server.database.db.selectFrom('users').select('id').where('email', '=', noor.email).executeTakeFirstOrThrow();
    await seedAssessment(server.deps, id, {}, [], { personalityWeight: 50, lifestyleWeight: 50 });
    await page.goto('/?openProfile=true');
    const dialog = page.getByRole('dialog', { name: 'Your profile' });
    await dialog.getByRole('button', { name: 'Add a profile photo' }).waitFor();
    const picker = dialog.locator('input[type="file"]');

    // Not an image: the §5 toast, nothing stored.
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText('Invalid file type').waitFor();
    await page.getByText('Please select an image file.').waitFor();

    // A wide photo: the browser crops the middle square and sends a 400×400 JPEG.
    const wide = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
    await picker.setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: wide });
    await page.getByText('Profile updated').waitFor();
    await dialog.getByRole('button', { name: 'Change profile photo' }).waitFor();
    const stored = await server.database.db.selectFrom('profile_images').select('jpeg_base64').where('user_id', '=', id).executeTakeFirstOrThrow();
    const meta = await sharp(Buffer.from(stored.jpeg_base64, 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 400]);
    await page.getByText('Profile updated').waitFor({ state: 'detached' });
    await screenshot(page, 'profile-photo-dialog-360');

    // The header shows it too (loaded with the session cookie, as <img> requests carry no bearer header).
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => headerPhotoWidth(page)).toBe(400);
    await page.setViewportSize({ width: 1280, height: 800 });
    await settle(page);
    await screenshot(page, 'profile-photo-header-desktop');

    // Removing it brings the initials back.
    await page.goto('/?openProfile=true');
    await dialog.getByRole('button', { name: 'Remove photo' }).click();
    await dialog.getByRole('button', { name: 'Add a profile photo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Me', exact: true }).innerText()).toContain('NH');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

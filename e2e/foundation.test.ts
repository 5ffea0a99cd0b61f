import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { connect } from '../src/server/test/demo-connections';
import { seedAssessment } from '../src/server/test/demo-survey';
import { ADMIN_EMAIL, downloadedText, enterAdminSetupCode, jsErrors, newPage, registerThroughUi, type RunningApp, screenshot, uniqueEmail, verifyThroughOutbox, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('foundation in the browser', () => {
  it('shows the landing page signed out, at desktop and phone widths', async () => {
    for (const [name, viewport] of [
      ['landing-desktop', { width: 1280, height: 800 }],
      ['landing-360', { width: 360, height: 740 }],
    ] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      const scriptEncodings: string[] = [];
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
        if (/\/assets\/index-[^/]+\.js$/.test(response.url())) scriptEncodings.push(response.headers()['content-encoding'] ?? 'none');
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // The prerendered landing: a signed-out visitor downloads only the small entry script and the start chunk it
      // shares with the app (about 2 KB with Brotli, decision 076), no React (issue 13.13).
      expect(scripts.map((file) => file.replace(/-[\w-]+\.js$/, '')).sort()).toEqual(['/assets/index', '/assets/start']);
      await expect(page.getByRole('link', { name: 'Try Attune' }).first().isVisible()).resolves.toBe(true);
      // The app's script arrives as the Brotli copy the build wrote (scripts/compress.mjs), not as 1 MB of plain text.
      expect(scriptEncodings).toEqual(['br']);
      await expect(page.getByText('Complete Survey To Get Started').first().isVisible()).resolves.toBe(true);
      for (const step of ['Better You', 'Better Connections', 'Transform Together', 'How it Works', 'The Science']) {
        expect(await page.getByText(step, { exact: false }).count()).toBeGreaterThan(0);
      }
      // Improve is the weekly actions, which ship: nothing on the landing calls it coming soon.
      expect(await page.getByText('Coming Soon').count()).toBe(0);
      expect(await page.getByText(/Weekly actions: small, doable steps/).count()).toBeGreaterThan(0);
      // Nothing may stick out sideways at 360 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, name);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });

  it('registers, is held at the survey, logs out, logs back in, and every route behaves', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    const person = { firstName: 'Robin', lastName: 'Quill', email: uniqueEmail('robin'), password: 'a long enough secret' };

    // Register-mode validation messages of spec §5.
    await page.goto('/signup');
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByLabel('Confirm password').fill('something else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Passwords do not match').first().waitFor();
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please agree to the terms and conditions').first().waitFor();
    await screenshot(page, 'register-errors');

    await registerThroughUi(page, person);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\./);

    // Every page load checks the session on the plain REST path, not through tRPC's HTTP layer (decision 005).
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (/\/(api\/auth\/me|trpc\/auth\.me)/.test(request.url())) sessionChecks.push(new URL(request.url()).pathname);
    });
    // Gated routes send an unfinished assessment to the survey.
    for (const route of ['/journal', '/settings', '/profile']) {
      await page.goto(route);
      await page.waitForURL('**/survey');
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(sessionChecks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sessionChecks)).toEqual(new Set(['/api/auth/me']));
    // Not the administrator: /admin says what it is and who may open it (issue 30 item 16), never the monitor.
    await page.goto('/admin');
    await page.getByText('Only for the administrator').waitFor();
    expect(await page.getByRole('tab', { name: 'Users' }).count()).toBe(0);

    // Logout: server call, storage cleared, /auth.
    await page.goto('/survey');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Signed out, gated routes show the auth screen.
    await page.goto('/journal');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    // Wrong password shows the server's message.
    await page.goto('/auth');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password').waitFor();

    // Reset shows its message on the form (it stays there), and Back to sign in returns to login.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('No e-mail was sent').waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    // Log in again: "Welcome back", then the survey (assessment not complete).
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/survey');
    await page.getByText('Good to see you, Robin.').waitFor();

    // Unknown paths: the 404 page.
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    // The logo leads home, as on every full page without the app frame (issue 30 item 17).
    await page.getByRole('link', { name: 'Attune home' }).waitFor();
    await screenshot(page, 'not-found');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('opens register mode for /join/{token} and /signup?invite=', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    await page.goto('/join/sometoken');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.goto('/auth?invite=abc');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshot(page, 'register-360');
    await context.close();
  });

  it('lets only the administrator into /admin', async () => {
    /** A JSON call to the running server as a signed-in member; throws on an error status. */
    async function api<T = unknown>(method: string, path: string, token: string, body?: unknown): Promise<T> {
      const res = await fetch(server.baseUrl + path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    }

    // Two members with activity, made through the real services and HTTP paths.
    const mira = await register(server.deps, { firstName: 'Mira', lastName: 'Stats', email: uniqueEmail('mira'), password: 'a long enough secret' });
    const nico = await register(server.deps, { firstName: 'Nico', lastName: 'Pair', email: uniqueEmail('nico'), password: 'a long enough secret' });
    await seedAssessment(server.deps, mira.user.id, {}, []);
    const privateWords = 'A worry I only tell the coach';
    const coachChat = await api<{ id: string }>('POST', '/api/chat/conversations', mira.token, { title: 'Chat' });
    await api('POST', `/api/chat/conversations/${coachChat.id}/messages`, mira.token, { content: privateWords });
    const pair = await connect(server.deps, mira.user.id, nico.user.id, 'couple');
    const together = await api<{ id: string }>('POST', `/api/connections/${pair.id}/conversations/with`, mira.token);
    await api('POST', `/api/shared-conversations/${together.id}/messages`, mira.token, { content: 'See you at eight' });
    await api('POST', `/api/shared-conversations/${together.id}/messages`, mira.token, { content: 'Bring the umbrella' });
    await api('POST', '/api/feedback', nico.token, { category: 'feature', subject: 'Dark mode please', message: 'My eyes at night', email: nico.user.email });

    const { context, page } = await newPage(browser, server.baseUrl);
    // No transitions: the screenshots show the dialog open, not fading in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerThroughUi(page, { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: 'admin password 1' });
    // Holding ADMIN_EMAIL is not enough: the administrator opens the link mailed to it (decision 008).
    await verifyThroughOutbox(page, server, ADMIN_EMAIL);
    // ... and enters the setup code the server printed at start (decision 042).
    await enterAdminSetupCode(server, (await page.evaluate(() => localStorage.getItem('token')))!);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin monitor' }).waitFor();
    await page.getByText('Robin Quill').waitFor();
    for (const column of ['Name', 'Email', 'Status', 'Messages', 'Connections', 'Assessment', 'Last activity', 'Joined']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    const cells = async (name: string) => page.getByRole('row', { name: new RegExp(name) }).getByRole('cell').allTextContents();
    // Name, email, status, messages (1 to the coach + 2 in the chat), connections, assessment, last activity.
    const miraCells = await cells('Mira Stats');
    expect(miraCells.slice(2, 6)).toEqual(['Active', '3', '1', 'Completed']);
    // Written seconds ago: "Today", or "Yesterday" when the run crosses midnight.
    expect(miraCells[6]).toMatch(/^(Today|Yesterday)$/);
    expect((await cells('Robin Quill')).slice(3, 7)).toEqual(['0', '0', 'Not yet', '—']);

    await page.getByLabel('Search users').fill('mira');
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and Mira
    await page.getByLabel('Search users').fill('');

    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Most messages' }).click();
    await expect.poll(async () => (await page.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim()).toBe('Mira Stats');
    // What members sent through Send Feedback is listed under the users.
    await page.getByRole('heading', { name: 'Feedback' }).waitFor();
    await page.getByText('Dark mode please').waitFor();
    await page.getByText('An idea or a wish').waitFor();
    await screenshot(page, 'admin-desktop');

    // The detail opens from the keyboard.
    await page.getByRole('button', { name: 'Details for Mira Stats' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Mira Stats' }).waitFor();
    for (const section of ['Survey results', 'Connections', 'Coach conversations', 'Recent activity']) {
      await dialog.getByRole('heading', { name: section }).waitFor();
    }
    await dialog.getByText('Nico Pair').waitFor();
    await dialog.getByText('Sent a message in a chat with Nico').first().waitFor();
    await dialog.getByText('Wrote to the coach').waitFor();
    expect(await dialog.innerText()).not.toContain(privateWords);
    await screenshot(page, 'admin-detail-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^attune-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await downloadedText(download);
    const [header, first] = csv.split('\r\n');
    expect(header).toBe('email,name,status,messages,connections,assessment,last activity,joined');
    expect(first).toContain(`${mira.user.email},Mira Stats,Active,3,1,Completed,`);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Details for Mira Stats' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-360');
    await page.getByRole('row', { name: /Mira Stats/ }).getByRole('cell').first().click();
    await dialog.getByRole('heading', { name: 'Recent activity' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0)); // clicking the row scrolled the page under the dialog
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-detail-360');
    await dialog.getByText('Joined Attune').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-detail-360-end');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

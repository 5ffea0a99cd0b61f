import { afterAll, beforeAll, expect, inject } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { createApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createDeps, type AppDeps } from '../src/server/deps';
import { testConfig } from '../src/server/test/app';
import { mailboxOf, type Mailbox } from '../src/server/test/mailbox';
import { issueAdminSetupCode } from '../src/server/features/admin/adminSetup.service';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/server/env';
import { CHROMIUM_ARGS, FULL_CHROMIUM, TEST_CHROMIUM } from './chromium';

export const ADMIN_EMAIL = 'admin@attune.test';
export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1' || !(process.env.CI === 'true' || process.env.CI === '1');

export interface RunningApp {
  baseUrl: string;
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  /** Every mail sent, links intact (the outbox keeps masked copies, decision 043). */
  mailbox: Mailbox;
  stop(): Promise<void>;
}

/** The real server with the built web app (dist/web), on a fresh SQLite file, listening on a free port; `overrides` as for createTestApp. */
export async function startApp(overrides: Partial<AppConfig> = {}): Promise<RunningApp> {
  // E2E_STATIC_DIR lets parallel work build into its own folder.
  const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/web');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new Error('dist/web is missing: run `npm run build:web` first');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-e2e-'));
  const database = openDatabase(path.join(dir, 'e2e.db'));
  await migrateToLatest(database);
  const deps = createDeps({ database, config: testConfig({ staticDir, publicUrl: undefined, adminEmail: ADMIN_EMAIL, ...overrides }) });
  const mailbox = mailboxOf(deps);
  const app = await createApp(deps, { logLevel: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  // No PUBLIC_URL here, so links in e-mails use the address the server listens on (known only once it listens).
  deps.config.listenUrl = baseUrl;
  return {
    baseUrl,
    app,
    deps,
    database,
    mailbox,
    async stop() {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The app and a browser for one test file: started before its tests, closed after them. The file keeps its own
 * `server` and `browser` variables and receives them here: `withAppAndBrowser((s, b) => { server = s; browser = b; })`.
 */
export function withAppAndBrowser(receive: (server: RunningApp, browser: Browser) => void): void {
  let server: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startApp();
    browser = await launchBrowser();
    receive(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

/**
 * A connection to the pass's one Chromium (started by e2e/global-setup.ts); closing it closes the contexts this file
 * opened and leaves the browser to the other files. Run outside that setup (a script), it launches a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * A full Chromium of this file's own, for what the headless shell the pass shares does not do (decision 109): it
 * reports notification permission as denied whatever was granted. Close it when done.
 */
export async function launchFullBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * A fresh browser context and page. The install banner stays away unless `installBanner: 'allow'`. The service worker is blocked unless `serviceWorkers: 'allow'`: requests a
 * service worker handles bypass Playwright's `page.route`, which several tests use to make the server fail; the
 * service worker has its own test (e2e/pwa.test.ts).
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1280, height: 800 },
  options: { serviceWorkers?: 'allow' | 'block'; installBanner?: 'allow'; userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  // The install banner (2 s after sign-in) would cover other tests' buttons; it has its own test in e2e/pwa.test.ts.
  if (options.installBanner !== 'allow') await context.addInitScript(() => localStorage.setItem('pwa-banner-shown', 'true'));
  // A wait is a hang guard, not a speed check: in CI the browser pass shares two cores with the PostgreSQL pass, and a
  // coach reply or a first render has taken over 15 s there. Tests use this one limit rather than shorter ones of their own.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Content-Security-Policy violations show up as console errors: fail loudly on them.
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) errors.push(msg.text());
  });
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return { context, page };
}

/**
 * Opens `path` signed in as the holder of `token` (stored as the app stores it after a login). The token is stored
 * from /robots.txt, a plain file of the same origin: storing it from an app screen loaded and drew the whole app once
 * more per sign-in, for nothing (the browser pass is bound by CPU: issue 34).
 */
export async function openSignedIn(page: Page, token: string, path = '/'): Promise<void> {
  await storeSignIn(page, token);
  await page.goto(path);
}

/** Stores the holder of `token` as signed in, without opening a screen (the next page the test opens is signed in). */
export async function storeSignIn(page: Page, token: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}

/** Opens `/` signed in, under the service worker's control (a page from `newPage(..., { serviceWorkers: 'allow' })`). */
export async function openSignedInUnderServiceWorker(page: Page, token: string): Promise<void> {
  await page.goto('/auth');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Waits until what is moving on the page has stopped: two frames (a transition starts on the frame after the change
 * that causes it), then every running animation and transition that has an end (spinners never end and are left out),
 * for at most two seconds (a countdown drawn as a long animation is not a transition to wait out). Screenshots and axe
 * take the settled screen this way instead of sleeping a fixed time (decision 067).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finished = Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** A download's content as text. Read as a stream: the browser is shared (a remote connection), so it has no local path. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function jsErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

export async function screenshot(page: Page, name: string): Promise<void> {
  // Screenshots are for a person to look at; under CI nobody does, and a full-page PNG costs a loaded core a few
  // hundred milliseconds each (about 300 a run). SCREENSHOTS=1 keeps them there too.
  if (!SCREENSHOTS_WANTED) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

let seq = 0;
export function uniqueEmail(prefix = 'person'): string {
  seq += 1;
  return `${prefix}${seq}-${Date.now()}@attune.test`;
}

/**
 * The path of the newest verification link mailed to `email`, as the person received it (the outbox's copy is
 * masked). The mail's origin may differ from the test server's, so only path and query are kept.
 */
export async function verificationLinkFromOutbox(server: RunningApp, email: string): Promise<string> {
  const mail = server.mailbox.latest(email, /^Confirm your e-mail/);
  const link = mail && /https?:\/\/\S+\/verify-email\?token=[a-z0-9]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in the mail to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Opens the verification link from the outbox in `page` and waits for the page to say the address is verified. */
export async function verifyThroughOutbox(page: Page, server: RunningApp, email: string): Promise<void> {
  await page.goto(await verificationLinkFromOutbox(server, email));
  await page.getByText('Your e-mail address is verified', { exact: true }).first().waitFor();
}

/** The operator's last step (decision 042): the setup code start-up prints, entered by the ADMIN_EMAIL account. */
export async function enterAdminSetupCode(server: RunningApp, token: string): Promise<void> {
  const code = await issueAdminSetupCode(server.deps);
  const res = await server.app.inject({ method: 'POST', url: '/api/admin/setup', headers: { authorization: `Bearer ${token}` }, payload: { code } });
  if (res.statusCode !== 200) throw new Error(`admin setup failed: ${res.statusCode}`);
}

type Newcomer = { firstName: string; lastName: string; email: string; password: string };

/** Registers on a fresh /signup page; ends on the survey route. */
export async function registerThroughUi(page: Page, person: Newcomer) {
  await page.goto('/signup');
  await fillRegisterForm(page, person);
}

/** Fills and submits the register form already on screen (an invitation link's, say); ends on the survey route. */
export async function fillRegisterForm(page: Page, person: Newcomer) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/survey');
}

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Moderate rules we hold too: every page has a main landmark and a level-one heading (issue 13 item 12). */
const ALSO_REQUIRED = new Set(['landmark-one-main', 'page-has-heading-one']);

/**
 * Runs axe on what the page shows now and returns the critical and serious problems (the house target is none), each
 * with the elements it names, so a failing assertion says what to fix. `label` names the screen in that message.
 * `strict` (the axe walk, issue 30) holds moderate problems too, and axe's check that an accessible name contains the
 * visible text (label-content-name-mismatch, which axe ships switched off).
 */
export async function axeProblems(page: Page, label: string, strict = false): Promise<AxeProblem[]> {
  const { AxeBuilder } = await import('@axe-core/playwright');
  // A dialog still fading in blends its colours with the overlay and reads as low contrast; judge the settled screen.
  await settle(page);
  // Legacy mode runs axe.run in the page itself. The default mode runs axe in every frame, then opens a blank page in
  // the context to merge the frames' results there (a new page and a second copy of axe per check); the app has no
  // frames, and that extra page was most of the browser pass's CPU. Only violations are read, so only they are built.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], ...(strict ? { rules: { 'label-content-name-mismatch': { enabled: true } } } : {}) });
  const held = (impact: string | null | undefined, id: string) =>
    impact === 'critical' || impact === 'serious' || ALSO_REQUIRED.has(id) || (strict && (impact === 'moderate' || id === 'label-content-name-mismatch'));
  let found = (await builder.analyze()).violations.filter((v) => held(v.impact, v.id));
  if (found.length > 0) {
    // Once more on the settled screen before reporting: CI caught checks of a document between two screens (no main
    // landmark, no heading, on <html> itself) that the same screen never shows. A real problem stays for the second look.
    await page.waitForTimeout(1000);
    await settle(page);
    found = (await builder.analyze()).violations.filter((v) => held(v.impact, v.id));
  }
  return found
    .map((v) => ({
      id: `${label}: ${v.id}`,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 8).map((n) => `${n.html.slice(0, 160)} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

/** Fails with the list of problems when axe finds anything critical or serious on the screen shown now. */
export async function expectNoSeriousAxeProblems(page: Page, label: string): Promise<void> {
  const problems = await axeProblems(page, label);
  if (problems.length > 0) throw new Error(`axe found ${problems.length} serious or critical problem(s):\n${JSON.stringify(problems, null, 2)}`);
}

/** A member whose assessment (survey, hobbies, weights) is complete: they land on the chat home. */
export async function assessedMember(deps: AppDeps, firstName: string, lastName = 'Tester') {
  const { register } = await import('../src/server/features/auth/auth.service');
  const { seedAssessment } = await import('../src/server/test/demo-survey');
  const person = { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), password: 'a long enough secret' };
  const answer = await register(deps, person);
  await seedAssessment(deps, answer.user.id, {}, [], { personalityWeight: 50, lifestyleWeight: 50 });
  return { ...person, id: answer.user.id, token: answer.token };
}

/** Signs in through the login form; ends wherever the app sends the person. */
export async function signInThroughUi(page: Page, person: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the person's own "Me" menu (the avatar): the header on a wide screen, the tab bar on a phone. */
export async function openMeMenu(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Me', exact: true }).click();
}

/** Opens the Profile dialog from the Me menu. */
export async function openProfileDialog(page: Page): Promise<void> {
  await openMeMenu(page);
  await page.getByRole('menuitem', { name: 'Profile and results' }).click();
}

/** Clicks a place of the main navigation (Coach, People, Hub, Actions): the header on a wide screen, the tab bar on a phone. */
export async function openTab(page: Page, name: 'Coach' | 'People' | 'Hub' | 'Actions'): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: new RegExp(`${name}$`) }).click();
}

/**
 * Opens the Connections dialog: People in the header on a wide screen; on a phone, the People tab's
 * "Requests and invitations".
 */
export async function openConnectionsDialog(page: Page): Promise<void> {
  await openTab(page, 'People');
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: /^Requests and invitations/ }).click();
}

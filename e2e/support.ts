import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createDeps, type AppDeps } from '../src/server/deps';
import { testConfig } from '../src/server/test/app';
import type { FastifyInstance } from 'fastify';

export const ADMIN_EMAIL = 'admin@attune.test';
export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export interface RunningApp {
  baseUrl: string;
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  stop(): Promise<void>;
}

/** The real server with the built web app (dist/web), on a fresh SQLite file, listening on a free port. */
export async function startApp(): Promise<RunningApp> {
  // E2E_STATIC_DIR lets parallel work build into its own folder.
  const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/web');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new Error('dist/web is missing: run `npm run build:web` first');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-e2e-'));
  const database = openDatabase(path.join(dir, 'e2e.db'));
  await migrateToLatest(database);
  const deps = createDeps({ database, config: testConfig({ staticDir, publicUrl: undefined, adminEmail: ADMIN_EMAIL }) });
  const app = await createApp(deps, { logLevel: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    deps,
    database,
    async stop() {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser, baseUrl: string, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
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

export function jsErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

let seq = 0;
export function uniqueEmail(prefix = 'person'): string {
  seq += 1;
  return `${prefix}${seq}-${Date.now()}@attune.test`;
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

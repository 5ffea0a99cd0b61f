// The install dialog's pictures of the app (issue 35 item 6): a narrow (phone) and a wide (desktop) screenshot,
// taken from the built app by the same Chromium the browser tests drive, with two made-up members, so they always
// show the app as it is. Written to public/screenshots/, which the manifest names; run again after a visible change.
// Usage: npm run build:web && npm run screenshots:manifest
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/chromium.js';
import { createApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDeps, type AppDeps } from '../src/server/deps.js';
import { register } from '../src/server/features/auth/auth.service.js';
import { connect } from '../src/server/test/demo-connections.js';
import { seedAssessment } from '../src/server/test/demo-survey.js';
import { testConfig } from '../src/server/test/app.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const staticDir = path.join(root, 'dist/web');
const outDir = path.join(root, 'public/screenshots');
if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new Error('dist/web is missing: run `npm run build:web` first');

/** A member with a finished assessment and a verified address (no "verify your e-mail" banner in the picture). */
async function member(deps: AppDeps, firstName: string, lastName: string) {
  const { token, user } = await register(deps, { firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, password: 'a long enough secret' });
  await seedAssessment(deps, user.id, {}, [], { personalityWeight: 50, lifestyleWeight: 50 });
  await deps.database.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', user.id).execute();
  return { token, id: user.id };
}

async function home(page: Page, token: string) {
  await page.goto('/no-such-page');
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('pwa-banner-shown', 'true'); // the install banner would cover the picture of the app
  }, token);
  await page.goto('/');
  await page.getByPlaceholder(/^Chat with/).waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-screenshots-'));
const database = openDatabase(path.join(dir, 'screenshots.db'));
await migrateToLatest(database);
const deps = createDeps({ database, config: testConfig({ staticDir, publicUrl: undefined }) });
const app = await createApp(deps, { logLevel: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseURL = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const maya = await member(deps, 'Maya', 'Ortiz');
  const sam = await member(deps, 'Sam', 'Reyes');
  await connect(deps, maya.id, sam.id, 'couple');
  fs.mkdirSync(outDir, { recursive: true });

  // Narrow: the coach on a phone, drawn at twice the CSS size as a phone's screen would be.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, serviceWorkers: 'block', reducedMotion: 'reduce' });
  const phonePage = await phone.newPage();
  await home(phonePage, maya.token);
  await phonePage.screenshot({ path: path.join(outDir, 'narrow.jpg'), type: 'jpeg', quality: 82 });

  // Wide: the desktop with the connection open on the Vibe the two share.
  const desktop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
  const desktopPage = await desktop.newPage();
  await home(desktopPage, maya.token);
  await desktopPage.getByRole('button', { name: /Sam Reyes/ }).first().click();
  await desktopPage.getByRole('dialog', { name: /Sam/ }).getByRole('tab').first().waitFor();
  await desktopPage.waitForTimeout(400); // the dialog's opening transition
  await desktopPage.screenshot({ path: path.join(outDir, 'wide.jpg'), type: 'jpeg', quality: 82 });
  console.log(`wrote ${path.relative(root, outDir)}/narrow.jpg (780x1688) and wide.jpg (1280x800)`);
} finally {
  await browser.close();
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

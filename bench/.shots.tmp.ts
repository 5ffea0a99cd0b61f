import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createApp } from '/work/wt/home-weight/src/server/app.js';
import { openDatabase } from '/work/wt/home-weight/src/server/db/database.js';
import { migrateToLatest } from '/work/wt/home-weight/src/server/db/migrate.js';
import { createDeps } from '/work/wt/home-weight/src/server/deps.js';
import { register } from '/work/wt/home-weight/src/server/features/auth/auth.service.js';
import { seedAssessment } from '/work/wt/home-weight/src/server/test/demo-survey.js';
import { testConfig } from '/work/wt/home-weight/src/server/test/app.js';
const staticDir = path.resolve(process.env.STATIC ?? '/work/wt/home-weight/dist/web');
const tag = process.env.TAG ?? 'after';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-shots-'));
const database = openDatabase(path.join(dir, 'home.db'));
await migrateToLatest(database);
const deps = createDeps({ database, config: testConfig({ staticDir, publicUrl: undefined, limits: { enabled: false } as never }) });
const app = await createApp(deps, { logLevel: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const { token, user } = await register(deps, { firstName: 'Home', lastName: 'Weight', email: 'home-weight@attune.test', password: 'home weight password' });
await seedAssessment(deps, user.id, {}, [], { personalityWeight: 50, lifestyleWeight: 50 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[390, 844], [1280, 800]] as const) for (const scheme of ['light', 'dark']) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, serviceWorkers: 'block', colorScheme: scheme as 'light' | 'dark' });
  await context.addInitScript(([t, s]) => { localStorage.setItem('token', t); localStorage.setItem('pwa-banner-shown', 'true'); localStorage.setItem('mantine-color-scheme-value', s); }, [token, scheme]);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByPlaceholder(/^Chat with/).waitFor();
  await page.getByText(/on your mind today/).waitFor(); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/hw-shots/${tag}-${w}-${scheme}.png` });
  if (scheme === 'light') {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Me', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/hw-shots/${tag}-${w}-menu.png` });
  }
  await context.close();
}
await browser.close(); await app.close(); await database.close();

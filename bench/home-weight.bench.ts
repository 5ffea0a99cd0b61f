/**
 * The signed-in home's script weight on a phone (issue 34 item 5), beside the landing's in lighthouse.bench.ts: the
 * built web app served by the real server, a member who has taken the assessment opening `/` in Chromium at a phone's
 * size with an empty cache, and every script the page requests until the home screen is shown (its main navigation
 * and the coach's composer are on screen). Counted as requests and as the Brotli bytes the server sends for them (the
 * build's .br files; a file too small to have one is compressed here the same way). Also printed: what the page asks
 * for in the few seconds after that (dialogs and tabs prefetched while idle), which does not delay the first paint.
 * Target: at most 150 KB Brotli in at most 10 script requests. Then Lighthouse's mobile run (as the landing's in
 * lighthouse.bench.ts) on the same signed-in home: target a performance score of at least 90. Needs
 * `npm run build:web` first.
 *
 *   npx tsx bench/home-weight.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { createApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDeps } from '../src/server/deps.js';
import { register } from '../src/server/features/auth/auth.service.js';
import { seedAssessment } from '../src/server/test/demo-survey.js';
import { testConfig } from '../src/server/test/app.js';
import { categoryScore, launchChrome, medianLighthouse, shownScore, timings } from './lighthouse-run';
import { reportTarget, SMOKE, sized } from './size';

const TARGET_BYTES = 150 * 1024;
const TARGET_REQUESTS = 10;
const TARGET_PERFORMANCE = 90;
const AFTER_MS = sized('HOME_WEIGHT_AFTER_MS', 3000, 1000);
const PHONE = { width: 390, height: 844 };

const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/web');
if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new Error('dist/web is missing: run `npm run build:web` first');

/** Brotli bytes of a built file as the server sends it. */
function brotliBytes(pathname: string): number {
  const file = path.join(staticDir, decodeURIComponent(pathname));
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-home-weight-'));
const database = openDatabase(path.join(dir, 'home.db'));
await migrateToLatest(database);
const deps = createDeps({ database, config: testConfig({ staticDir, publicUrl: undefined, limits: { enabled: false } as never }) });
const app = await createApp(deps, { logLevel: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const { token, user } = await register(deps, { firstName: 'Home', lastName: 'Weight', email: 'home-weight@attune.test', password: 'home weight password' });
// The assessment, interests and own weights done: `/` shows the chat home rather than the survey.
await seedAssessment(deps, user.id, {}, [], { personalityWeight: 50, lifestyleWeight: 50 });

let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;
let performanceShown = 'not measured';

/**
 * Lighthouse's mobile run on `/` as the member sees it. Lighthouse would empty the origin's storage before each run,
 * token included, and show the landing; so the run keeps storage, and before each run this empties what a first
 * visit would not have (the HTTP cache, the service worker and its caches) and stores the token, from a page that
 * runs no script (the manifest), so nothing of the app is cached beforehand.
 */
async function lighthouseOnHome(): Promise<number | null> {
  chrome = await launchChrome();
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = cdp.contexts()[0] ?? (await cdp.newContext());
    const emptyAndSignIn = async () => {
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await session.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
      await page.goto(`${base}/manifest.webmanifest`);
      await page.evaluate((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('pwa-banner-shown', 'true');
      }, token);
      await page.close();
    };
    const lhr = await medianLighthouse(`${base}/`, chrome.port, sized('HOME_LIGHTHOUSE_RUNS', 3, 1), { disableStorageReset: true }, emptyAndSignIn);
    const score = categoryScore(lhr, 'performance');
    // The whole report, for finding which metric costs the points (its LCP element, main-thread work, filmstrip).
    if (process.env.HOME_LIGHTHOUSE_JSON) fs.writeFileSync(process.env.HOME_LIGHTHOUSE_JSON, JSON.stringify(lhr));
    performanceShown = shownScore(lhr, score);
    // The page Lighthouse ended on: the home, not the landing (a lost token would measure the wrong screen).
    console.log(JSON.stringify({ lighthouse: { url: lhr.finalDisplayedUrl, performance: performanceShown, timings: timings(lhr) } }, null, 2));
    return score;
  } finally {
    await cdp.close().catch(() => undefined);
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const runs = sized('HOME_WEIGHT_RUNS', 3, 1);
  const measured: { requests: number; bytes: number; laterRequests: number; laterBytes: number; ms: number; files: string[] }[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A new context each run: an empty cache, no service worker, the token stored before the app's first script runs.
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await context.addInitScript((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('pwa-banner-shown', 'true');
    }, token);
    const page = await context.newPage();
    const scripts: { path: string; shown: boolean }[] = [];
    let shown = false;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ path: new URL(request.url()).pathname, shown });
    });
    const started = performance.now();
    await page.goto(`${base}/`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByRole('textbox').first().waitFor({ state: 'visible', timeout: 60_000 });
    shown = true;
    const ms = performance.now() - started;
    await page.waitForTimeout(AFTER_MS);
    const first = scripts.filter((s) => !s.shown);
    const later = scripts.filter((s) => s.shown);
    measured.push({
      requests: first.length,
      bytes: first.reduce((sum, s) => sum + brotliBytes(s.path), 0),
      laterRequests: later.length,
      laterBytes: later.reduce((sum, s) => sum + brotliBytes(s.path), 0),
      ms,
      files: first.map((s) => `${path.basename(s.path)} ${(brotliBytes(s.path) / 1024).toFixed(1)} KB`),
    });
    await context.close();
  }
  // Bytes and requests are the same every run (the build decides them); the time is the median run's.
  const byTime = [...measured].sort((a, b) => a.ms - b.ms);
  const median = byTime[Math.floor(byTime.length / 2)]!;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`signed-in home on a phone (${PHONE.width}x${PHONE.height}, empty cache), ${runs} run(s)`);
  console.log(`  until the home is shown: ${median.requests} script requests, ${kb(median.bytes)} Brotli, ${median.ms.toFixed(0)} ms (local, no throttling)`);
  for (const file of median.files) console.log(`    ${file}`);
  console.log(`  in the ${AFTER_MS} ms after: ${median.laterRequests} more script requests, ${kb(median.laterBytes)} Brotli (loaded while idle)`);
  const met = median.bytes <= TARGET_BYTES && median.requests <= TARGET_REQUESTS;
  const score = await lighthouseOnHome();
  reportTarget(`signed-in home <= ${TARGET_BYTES / 1024} KB Brotli in <= ${TARGET_REQUESTS} script requests`, met, `${kb(median.bytes)} in ${median.requests} requests`);
  const fast = score !== null && score >= TARGET_PERFORMANCE;
  reportTarget(`Lighthouse mobile performance on the signed-in home >= ${TARGET_PERFORMANCE}`, fast, performanceShown);
  // A missed target fails the full run; the smoke run only proves the benchmark still runs.
  if (!SMOKE && (!met || !fast)) process.exitCode = 1;
} finally {
  chrome?.kill();
  await browser.close();
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

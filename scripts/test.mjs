#!/usr/bin/env node
// `npm test`: every test of the project, in three passes.
//   1. unit + integration (server on a real SQLite file, web components in jsdom)
//   2. the server's integration tests again on PostgreSQL (TEST_PG_URL, default the local test database)
//   3. browser tests: the built app driven in Debian's Chromium by playwright-core
// Outside CI a pass whose prerequisite is missing (no PostgreSQL, no Chromium, no Redis) is skipped with a loud notice;
// under CI=true a missing prerequisite fails the run. Prints the time each pass took and a closing "N passed, N failed" line.
// To keep a full run under ten minutes on two cores (decision 067), work that waits overlaps work that computes: the web
// build runs beside the unit pass (the PostgreSQL pass once ran beside the browser pass too: decision 067's second
// addendum). A pass running beside another keeps its output and prints it whole when it ends, so the log reads one pass
// at a time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { sqlTestFiles } from './sql-test-files.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// The full Chromium must be there; the pass shares Debian's lighter headless shell of it when that is installed too
// (e2e/chromium.ts, decision 109).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const only = process.argv[2]; // optional: unit | pg | e2e
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-test-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const notices = [];
/** How long each pass took, printed at the end so a slow pass is visible without scrolling back. */
const timings = [];
/** Every failed test, named at the very end: CI shows only the tail of the log, and the name is what one needs first. */
const failures = [];
let failedRun = false;

/**
 * Runs a command; `live` streams its output, otherwise it is kept and printed whole when the command ends. Resolves
 * to the exit status and records how long it took under `label`.
 */
function runCommand(label, command, args, { env = {}, live = true } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    if (!live) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (status) => {
      timings.push({ label, seconds: (performance.now() - started) / 1000 });
      if (!live) {
        console.log(`\n=== ${label} (ran beside the pass above; its output) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(status);
    });
  });
}

/** One vitest pass; its JSON report adds to the totals. */
async function run(label, args, { env = {}, live = true } = {}) {
  const report = path.join(outDir, `${label}.json`);
  if (live) console.log(`\n=== ${label} ===`);
  else console.log(`\n=== ${label}: started beside the next pass; its output follows when it ends ===`);
  const status = await runCommand(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env, live });
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = String(test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ').slice(0, 300);
        failures.push(`${label}: ${where} > ${test.fullName}\n      ${why}`);
      }
      // A file that failed before any of its tests ran (an import error, a hook that threw) has no failed test to name.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
        failures.push(`${label}: ${where} (the file failed: ${String(file.message ?? '').split('\n')[0].slice(0, 200)})`);
      }
    }
    if (json.numTotalTests === 0) {
      console.error(`${label}: no test ran`);
      failedRun = true;
    }
  } else {
    console.error(`${label}: no report was written`);
    failedRun = true;
  }
  if (status !== 0) failedRun = true;
}

function skipOrFail(message) {
  if (isCI) {
    console.error(`\n${message} (required under CI)`);
    failedRun = true;
  } else {
    notices.push(message);
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisReachable() {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// The Redis fan-out tests (two app instances, the pub/sub port) need a Redis server; without one they are reported
// as skipped, never passed.
if (!only || only === 'unit' || only === 'pg') {
  if (!(await redisReachable())) {
    skipOrFail(`SKIPPED the Redis fan-out tests: nothing answers at ${redisUrl} (start redis-server, or set TEST_REDIS_URL).`);
    process.env.REDIS_TESTS = 'off';
  }
}

const wantUnit = !only || only === 'unit';
const wantPg = !only || only === 'pg';
const wantBrowser = !only || only === 'e2e';
const haveChromium = wantBrowser && fs.existsSync(chromium);
if (wantBrowser && !haveChromium) skipOrFail(`SKIPPED the browser tests: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
const havePostgres = wantPg && (await postgresReachable());
if (wantPg && !havePostgres) skipOrFail(`SKIPPED the PostgreSQL pass: nothing answers at ${pgUrl.replace(/\/\/[^@]*@/, '//')} (set TEST_PG_URL).`);

// The web app the browser tests drive, built as npm start builds it, beside the unit pass (the build is one process).
let webBuild = Promise.resolve(0);
if (haveChromium) {
  console.log(`\n=== building the web app for the browser tests${wantUnit ? ', beside the unit pass' : ''} ===`);
  webBuild = runCommand('web build', 'npm', ['run', 'build:web', '--silent'], { live: !wantUnit });
}
// Two workers: vitest's default on two cores is one (cores - 1), which leaves a core idle whenever a test waits.
if (wantUnit) await run('unit-and-integration', ['--project', 'server', '--project', 'web', '--maxWorkers=2']);
const built = (await webBuild) === 0;
if (!built) failedRun = true;

// The browser pass, then the PostgreSQL pass: the server test files that touch SQL, found from their imports
// (scripts/sql-test-files.mjs), so a new test that opens a database runs on PostgreSQL without anyone listing it.
// They used to run side by side (decision 067); on two cores that starved the PostgreSQL pass into timeouts (load 18,
// two clean-clone runs red on 27 Nov 2026), so they now run one after the other (067's second addendum).
if (haveChromium && built) await run('browser', ['--project', 'e2e'], { env: { CHROMIUM_PATH: chromium } });
if (havePostgres) {
  const { sql } = sqlTestFiles();
  // Three files at a time: a PostgreSQL test spends most of its time waiting on the database server, not computing.
  await run('postgresql', ['--project', 'server', '--maxWorkers=3', ...sql], { env: { TEST_DATABASE_URL: pgUrl } });
}

for (const notice of notices) console.warn(`\n!! ${notice}`);
fs.rmSync(outDir, { recursive: true, force: true });
console.log('\ntime per pass:');
const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.floor(seconds % 60)).padStart(2)} s`;
for (const { label, seconds } of timings) console.log(`  ${label.padEnd(22)} ${minutes(seconds)}`);
console.log(`  ${'total'.padEnd(22)} ${minutes(performance.now() / 1000)}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRun || totals.failed > 0 ? 1 : 0);

#!/usr/bin/env node
// `npm test`: every test of the project, in three passes.
//   1. unit + integration (server on a real SQLite file, web components in jsdom)
//   2. the server's integration tests again on PostgreSQL (TEST_PG_URL, default the local test database)
//   3. browser tests: the built app driven in Debian's Chromium by playwright-core
// Outside CI a pass whose prerequisite is missing (no PostgreSQL, no Chromium, no Redis) is skipped with a loud notice;
// under CI=true a missing prerequisite fails the run. Prints the time each pass took and a closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const only = process.argv[2]; // optional: unit | pg | e2e
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-test-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const notices = [];
/** How long each pass took, printed at the end so a slow pass is visible without scrolling back. */
const timings = [];
let failedRun = false;

function run(label, args, env = {}) {
  const report = path.join(outDir, `${label}.json`);
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timings.push({ label, seconds: (performance.now() - started) / 1000 });
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) {
      console.error(`${label}: no test ran`);
      failedRun = true;
    }
  }
  if (result.status !== 0) failedRun = true;
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

if (!only || only === 'unit') run('unit-and-integration', ['--project', 'server', '--project', 'web']);

if (!only || only === 'pg') {
  if (await postgresReachable()) run('postgresql', ['--project', 'server', 'src/server'], { TEST_DATABASE_URL: pgUrl });
  else skipOrFail(`SKIPPED the PostgreSQL pass: nothing answers at ${pgUrl.replace(/\/\/[^@]*@/, '//')} (set TEST_PG_URL).`);
}

if (!only || only === 'e2e') {
  if (fs.existsSync(chromium)) {
    console.log('\n=== building the web app for the browser tests ===');
    const started = performance.now();
    const build = spawnSync('npm', ['run', 'build:web', '--silent'], { stdio: 'inherit' }); // as npm start builds it
    timings.push({ label: 'web build', seconds: (performance.now() - started) / 1000 });
    if (build.status !== 0) failedRun = true;
    else run('browser', ['--project', 'e2e'], { CHROMIUM_PATH: chromium });
  } else {
    skipOrFail(`SKIPPED the browser tests: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
  }
}

for (const notice of notices) console.warn(`\n!! ${notice}`);
fs.rmSync(outDir, { recursive: true, force: true });
console.log('\ntime per pass:');
const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.floor(seconds % 60)).padStart(2)} s`;
for (const { label, seconds } of timings) console.log(`  ${label.padEnd(22)} ${minutes(seconds)}`);
console.log(`  ${'total'.padEnd(22)} ${minutes(performance.now() / 1000)}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRun || totals.failed > 0 ? 1 : 0);

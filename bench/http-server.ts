// The app under benchmark, in its own process so the load generator does not share its event loop.
// Prints one JSON line { port, token } when ready.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDeps } from '../src/server/deps.js';
import { register } from '../src/server/features/auth/auth.service.js';
import { testConfig } from '../src/server/test/app.js';
import { seedAssessment } from '../src/server/test/demo-survey.js';
import { HIKER, QUIET } from '../src/server/test/connections.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-bench-'));
const database = openDatabase(path.join(dir, 'bench.db'));
await migrateToLatest(database);
const deps = createDeps({ database, config: testConfig({ limits: { enabled: false } as never }) });
// BENCH_TRPC_FAST=0: the same app with every /trpc call through tRPC's own adapter (the "before" of decision 070).
const app = await createApp(deps, { logLevel: false, trpcFastPath: process.env.BENCH_TRPC_FAST !== '0' });
// The baseline: a plain Fastify route answering a constant.
app.get('/bench/constant', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const { token, user } = await register(deps, { firstName: 'Bench', lastName: 'Mark', email: 'bench@attune.test', password: 'bench password' });
// Assessed, so the screens' own reads (the connection list, the coach's conversations) answer rather than refuse.
await seedAssessment(deps, user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token }));

const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

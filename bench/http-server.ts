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
import { HIKER, LIVELY, QUIET } from '../src/server/test/connections.js';
import { connect } from '../src/server/test/demo-connections.js';
import { createConversation } from '../src/server/features/coach/coach.service.js';
import { setReadMemoDisabled } from '../src/server/db/readMemo.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-bench-'));
const database = openDatabase(path.join(dir, 'bench.db'));
await migrateToLatest(database);
const deps = createDeps({ database, config: testConfig({ limits: { enabled: false } as never }) });
// BENCH_TRPC_FAST=0: the same app with every /trpc call through tRPC's own adapter (the "before" of decision 070).
// BENCH_READ_MEMO=0: every list read computed afresh (before decision 110).
if (process.env.BENCH_READ_MEMO === '0') setReadMemoDisabled(true);
const app = await createApp(deps, { logLevel: false, trpcFastPath: process.env.BENCH_TRPC_FAST !== '0' });
// The baseline: a plain Fastify route answering a constant.
app.get('/bench/constant', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const { token, user } = await register(deps, { firstName: 'Bench', lastName: 'Mark', email: 'bench@attune.test', password: 'bench password' });
// Assessed, so the screens' own reads (the connection list, the coach's conversations) answer rather than refuse.
await seedAssessment(deps, user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
// A member whose screens have something on them: five connections (each with its Vibe) and five conversations, so
// the lists' per-row work is measured too, not only an empty page.
const busy = await register(deps, { firstName: 'Busy', lastName: 'Member', email: 'busy@attune.test', password: 'bench password' });
await seedAssessment(deps, busy.user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
for (let i = 0; i < 5; i++) {
  const other = await register(deps, { firstName: `Friend${i}`, lastName: 'Bench', email: `friend${i}@attune.test`, password: 'bench password' });
  await seedAssessment(deps, other.user.id, LIVELY, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });
  await connect(deps, busy.user.id, other.user.id, i % 2 === 0 ? 'friend' : 'family');
  await createConversation(deps, busy.user.id, { title: `Conversation ${i}` });
}
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token, busyToken: busy.token }));

const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

// The app a benchmark measures: a migrated database of its own (a temporary SQLite file, or BENCH_DATABASE_URL), the
// real app listening on a free port with rate limits off, and one assessed member whose token the benchmark uses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDeps } from '../src/server/deps.js';
import { register } from '../src/server/features/auth/auth.service.js';
import { seedAssessment } from '../src/server/test/demo-survey.js';
import { testConfig } from '../src/server/test/app.js';

export async function startBenchApp(name: string, member: { lastName: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `attune-${name}-bench-`));
  const database = openDatabase(process.env.BENCH_DATABASE_URL ?? path.join(dir, 'bench.db'));
  await migrateToLatest(database);
  const deps = createDeps({ database, config: testConfig({ limits: { enabled: false } as never }) });
  const app = await createApp(deps, { logLevel: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const { token, user } = await register(deps, { firstName: 'Bench', lastName: member.lastName, email: `${name}-${Date.now()}@attune.test`, password: 'bench password' });
  await seedAssessment(deps, user.id, {}, [], { personalityWeight: 50, lifestyleWeight: 50 });
  return {
    deps,
    database,
    port,
    token,
    user,
    async stop() {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// `npm run demo`: fills the configured database (DATABASE_URL, default ./data/attune.db) with demo members so a
// newcomer sees a populated app, and prints how to sign in. Safe to run twice: existing demo accounts are kept.
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDeps } from '../src/server/deps.js';
import { appConfigFromEnv, readEnv } from '../src/server/env.js';
import { findUserByEmail } from '../src/server/features/auth/auth.queries.js';
import { register } from '../src/server/features/auth/auth.service.js';

export const DEMO_PASSWORD = 'attune-demo';

export const DEMO_PEOPLE = [
  { firstName: 'Maya', lastName: 'Okafor', email: 'maya@demo.attune' },
  { firstName: 'Sam', lastName: 'Rivera', email: 'sam@demo.attune' },
  { firstName: 'Jordan', lastName: 'Lee', email: 'jordan@demo.attune' },
  { firstName: 'Priya', lastName: 'Shah', email: 'priya@demo.attune' },
  { firstName: 'Theo', lastName: 'Martin', email: 'theo@demo.attune' },
] as const;

const env = readEnv();
const database = openDatabase(env.DATABASE_URL);
await migrateToLatest(database);
const deps = createDeps({ database, config: appConfigFromEnv(env) });

const ids: Record<string, string> = {};
for (const person of DEMO_PEOPLE) {
  const existing = await findUserByEmail(database.db, person.email);
  ids[person.email] = existing ? existing.id : (await register(deps, { ...person, password: DEMO_PASSWORD })).user.id;
}

await database.close();
console.log('\nDemo accounts are ready. Start the app with `npm start` and sign in at http://localhost:3000/auth as:');
for (const person of DEMO_PEOPLE) console.log(`  ${person.email.padEnd(22)} password: ${DEMO_PASSWORD}   (${person.firstName} ${person.lastName})`);

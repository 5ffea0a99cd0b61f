// `npm run demo`: fills the configured database (DATABASE_URL, default ./data/attune.db) with demo members so a
// newcomer sees a populated app — finished assessments of varied types, connections in several relationship types,
// a pending request and an accepted invitation — and prints how to sign in. Running it again changes nothing.
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDeps } from '../src/server/deps.js';
import { appAddress } from '../src/server/appAddress.js';
import { appConfigFromEnv, readEnv } from '../src/server/env.js';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemoWorld } from '../src/server/test/demo-world.js';

const env = readEnv();
const database = openDatabase(env.DATABASE_URL);
await migrateToLatest(database);
const deps = createDeps({ database, config: appConfigFromEnv(env) });
await seedDemoWorld(deps);

await deps.pubsub.close();
await database.close();
console.log(`\nDemo members are ready. Start the app with \`npm start\` and sign in at ${appAddress(env)}/auth as:`);
for (const person of DEMO_PEOPLE) console.log(`  ${person.email.padEnd(22)} password: ${DEMO_PASSWORD}   (${person.firstName} ${person.lastName}, answers lean ${person.type})`);
console.log('Maya has the most to see: three connections, a pending request from Theo and an accepted invitation.');

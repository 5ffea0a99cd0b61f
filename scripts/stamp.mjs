// `node scripts/stamp.mjs FILE`: records that a build finished now, as `npm start` (scripts/start.mjs) records its own.
// `npm run build:web` stamps dist/web this way, so a later `npm start` (or the browser pass's start test) does not
// build the same web app a second time.
import fs from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/stamp.mjs FILE');
fs.writeFileSync(file, new Date().toISOString());

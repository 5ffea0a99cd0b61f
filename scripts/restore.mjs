// `npm run restore FILE`: puts a backup in place of the SQLite database. Stop the app first. The current database is
// kept beside it as attune.db.before-restore-<time>, so a restore can be undone.
import fs from 'node:fs';
import Database from 'better-sqlite3';

const backup = process.argv[2];
if (!backup || !fs.existsSync(backup)) {
  console.error('Usage: npm run restore backups/attune-YYYYMMDD-HHMMSS.db   (stop the app first)');
  process.exit(1);
}
const url = process.env.DATABASE_URL || './data/attune.db';
if (/^postgres(ql)?:\/\//i.test(url)) {
  console.error('DATABASE_URL is PostgreSQL: restore with pg_restore or psql (see the README).');
  process.exit(1);
}
const file = url.startsWith('file:') ? decodeURIComponent(url.replace(/^file:(\/\/)?/, '')) : url;

const copy = new Database(backup, { readonly: true, fileMustExist: true });
const check = copy.pragma('integrity_check', { simple: true });
copy.close();
if (check !== 'ok') {
  console.error(`${backup} fails SQLite's integrity check (${check}); nothing was changed.`);
  process.exit(1);
}
if (fs.existsSync(file)) {
  // Fold the write-ahead log in first, so the kept copy is complete on its own.
  const current = new Database(file);
  current.pragma('wal_checkpoint(TRUNCATE)');
  current.close();
  const aside = `${file}.before-restore-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
  fs.renameSync(file, aside);
  console.log(`The current database is kept as ${aside}.`);
}
for (const extra of [`${file}-wal`, `${file}-shm`]) fs.rmSync(extra, { force: true });
fs.copyFileSync(backup, file);
console.log(`Restored ${backup} to ${file}. Start the app again.`);

// `npm run backup`: a consistent copy of the SQLite database while the app runs (SQLite's online backup API), written
// to ./backups/attune-YYYYMMDD-HHMMSS.db; only the newest BACKUP_KEEP copies (default 14) are kept.
// PostgreSQL: use pg_dump instead (README, "Running in production").
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const url = process.env.DATABASE_URL || './data/attune.db';
if (/^postgres(ql)?:\/\//i.test(url)) {
  console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump (see the README).');
  process.exit(1);
}
const file = url.startsWith('file:') ? decodeURIComponent(url.replace(/^file:(\/\/)?/, '')) : url;
if (!fs.existsSync(file)) {
  console.error(`No database at ${file}.`);
  process.exit(1);
}
const dir = process.env.BACKUP_DIR || './backups';
const keep = Number.parseInt(process.env.BACKUP_KEEP || '14', 10);
if (!Number.isInteger(keep) || keep < 1) {
  console.error('BACKUP_KEEP must be a whole number of at least 1.');
  process.exit(1);
}
fs.mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const target = path.join(dir, `attune-${stamp}.db`);

const source = new Database(file, { readonly: true, fileMustExist: true });
await source.backup(target);
source.close();
// A single self-contained file: no write-ahead log beside it.
const copy = new Database(target);
copy.pragma('journal_mode = DELETE');
const check = copy.pragma('integrity_check', { simple: true });
copy.close();
if (check !== 'ok') {
  console.error(`The copy failed SQLite's integrity check (${check}); it was removed.`);
  fs.rmSync(target, { force: true });
  process.exit(1);
}
const old = fs
  .readdirSync(dir)
  .filter((name) => /^attune-\d{8}-\d{6}\.db$/.test(name))
  .sort()
  .slice(0, -keep);
for (const name of old) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dir, name + suffix), { force: true });
console.log(`Backed up ${file} to ${target} (${Math.round(fs.statSync(target).size / 1024)} KiB); kept the newest ${keep}.`);

/**
 * Whole answers of the browser's list reads kept until the database changes at all (issue 34, decision 110).
 *
 * The version is read from SQLite in two prepared statements: `total_changes()` (every row this connection has
 * inserted, updated or deleted, counted when the statement completes, rolled back or not) and `PRAGMA data_version`
 * (changes whenever any other connection, in this process or another, commits). Two statements rather than one
 * `select … from pragma_data_version`, which measured half as dear again (about 9 µs against 6). Any write anywhere is therefore a new
 * version, so no writer has to remember to invalidate anything, and an answer is served again only while nothing at
 * all was written. The price is that a busy server re-computes often; the win is on read-heavy stretches, which is
 * what a screen's reads are.
 *
 * Not used: on PostgreSQL (no such counter in one cheap read), and while a transaction is open on the connection
 * (its uncommitted rows count as changes already, and its reads must not be served from before it). An answer is
 * kept only when the version was the same before and after computing it, so one computed across a write is never
 * kept. Kept answers are deep-frozen because every later reader shares them.
 */
import type SQLite from 'better-sqlite3';
import type { Database } from './database.js';
import { deepFreeze } from '../features/survey/vibeMemo.js';

/** Answers kept per database, least recently used out first. */
const MAX_ENTRIES = 5_000;

interface Memo {
  ownChanges: SQLite.Statement<[], number>;
  othersCommits: SQLite.Statement<[], number>;
  entries: Map<string, { version: string; value: object }>;
}

const memos = new WeakMap<SQLite.Database, Memo>();
let disabled = false;

function memoOf(sqlite: SQLite.Database): Memo {
  let memo = memos.get(sqlite);
  if (!memo) {
    const ownChanges = sqlite.prepare<[], number>('select total_changes()').pluck();
    const othersCommits = sqlite.prepare<[], number>('pragma data_version').pluck();
    memos.set(sqlite, (memo = { ownChanges, othersCommits, entries: new Map() }));
  }
  return memo;
}

function versionOf(memo: Memo): string {
  return `${memo.ownChanges.get()!}:${memo.othersCommits.get()!}`;
}

/**
 * `compute()`'s answer, or the one it gave for the same `key` at the same database version. The key must name
 * everything the answer depends on besides the stored data (the reader, the page, the language), and `compute` must
 * not depend on the clock.
 */
export async function memoisedRead<T extends object>(database: Database, key: string, compute: () => Promise<T>): Promise<T> {
  const sqlite = database.sqlite;
  if (disabled || !sqlite || sqlite.inTransaction) return compute();
  const memo = memoOf(sqlite);
  const before = versionOf(memo);
  const kept = memo.entries.get(key);
  if (kept && kept.version === before) {
    memo.entries.delete(key); // re-inserted as the most recently used
    memo.entries.set(key, kept);
    return kept.value as T;
  }
  const value = await compute();
  if (sqlite.inTransaction || versionOf(memo) !== before) return value;
  deepFreeze(value);
  memo.entries.delete(key);
  if (memo.entries.size >= MAX_ENTRIES) memo.entries.delete(memo.entries.keys().next().value!);
  memo.entries.set(key, { version: before, value });
  return value;
}

/** Tests and the profiling script: compute every answer afresh (true), or keep them again (false). */
export function setReadMemoDisabled(value: boolean): void {
  disabled = value;
}

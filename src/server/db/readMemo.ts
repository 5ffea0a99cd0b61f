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
import { setImmediate as afterPendingCallbacks } from 'node:timers';
import { deepFreeze } from '../features/survey/vibeMemo.js';

/** Answers kept per database and shelf, least recently used out first. */
const MAX_ENTRIES = 5_000;

interface Kept {
  version: string;
  value: unknown;
}

interface Memo {
  ownChanges: SQLite.Statement<[], number>;
  othersCommits: SQLite.Statement<[], number>;
  /** One map per kind of answer (a list read, a session row, a /trpc answer), so one kind cannot crowd out another. */
  shelves: Map<string, Map<string, Kept>>;
  /** The reading of `othersCommits` the requests that have begun since the last one are waiting for, if any. */
  nextReading: Promise<number> | undefined;
}

const memos = new WeakMap<SQLite.Database, Memo>();
let disabled = false;

function memoOf(sqlite: SQLite.Database): Memo {
  let memo = memos.get(sqlite);
  if (!memo) {
    const ownChanges = sqlite.prepare<[], number>('select total_changes()').pluck();
    const othersCommits = sqlite.prepare<[], number>('pragma data_version').pluck();
    memos.set(sqlite, (memo = { ownChanges, othersCommits, shelves: new Map(), nextReading: undefined }));
  }
  return memo;
}

function versionOf(memo: Memo): string {
  return `${memo.ownChanges.get()!}:${memo.othersCommits.get()!}`;
}

/**
 * The version of the stored data now, or undefined when nothing may be kept or served from a kept answer: the memo is
 * off, the database is not SQLite, or a transaction is open on the connection. A request may read it once and use it
 * for all its kept reads (decision 110's addendum): what it serves is then the data as it was when the request began.
 */
export function storedVersion(database: Database): string | undefined {
  const sqlite = database.sqlite;
  if (disabled || !sqlite || sqlite.inTransaction) return undefined;
  return versionOf(memoOf(sqlite));
}

/**
 * The same as storedVersion, for a request that has begun: `pragma data_version` is a read transaction, and on a WAL
 * file each one costs file-lock system calls (about an eighth of a kept read's CPU under load). A reading taken after a
 * request began sees every commit made before it began, which is all that request may be sure to see; so every
 * request that begins before the next reading is taken shares it. The reading is taken once the event loop has handed
 * out the requests that arrived together (setImmediate, after the sockets' callbacks), costing each a turn of the
 * loop. `total_changes()`, this connection's own writes, costs no lock and is read afresh for each request.
 */
export async function requestVersion(database: Database): Promise<string | undefined> {
  const sqlite = database.sqlite;
  if (disabled || !sqlite || sqlite.inTransaction) return undefined;
  const memo = memoOf(sqlite);
  const othersCommits = await (memo.nextReading ??= new Promise<number>((resolve, reject) =>
    afterPendingCallbacks(() => {
      memo.nextReading = undefined;
      try {
        resolve(memo.othersCommits.get()!);
      } catch (error) {
        reject(error as Error);
      }
    }),
  ));
  if (sqlite.inTransaction) return undefined;
  return `${memo.ownChanges.get()!}:${othersCommits}`;
}

function shelfOf(sqlite: SQLite.Database, shelf: string): Map<string, Kept> {
  const shelves = memoOf(sqlite).shelves;
  let entries = shelves.get(shelf);
  if (!entries) shelves.set(shelf, (entries = new Map()));
  return entries;
}

/** The answer kept on `shelf` under `key` at exactly `version` (from storedVersion), else undefined. */
export function keptAnswer<T>(database: Database, shelf: string, key: string, version: string): T | undefined {
  const sqlite = database.sqlite;
  if (disabled || !sqlite) return undefined;
  const entries = shelfOf(sqlite, shelf);
  const kept = entries.get(key);
  if (!kept || kept.version !== version) return undefined;
  entries.delete(key); // re-inserted as the most recently used
  entries.set(key, kept);
  return kept.value as T;
}

/**
 * Keeps `value` as the answer at `version`, the version read before it was computed, when the data is still at that
 * version and no transaction is open: an answer computed across a write is never kept. Objects are deep-frozen, since
 * every later reader shares them.
 */
export function keepAnswer(database: Database, shelf: string, key: string, version: string, value: unknown): void {
  const sqlite = database.sqlite;
  if (disabled || !sqlite || sqlite.inTransaction) return;
  const memo = memoOf(sqlite);
  if (versionOf(memo) !== version) return;
  // Bytes cannot be frozen; the only kept ones are /trpc answers, which nothing writes to after they are made.
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) deepFreeze(value);
  const entries = shelfOf(sqlite, shelf);
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { version, value });
}

/**
 * `compute()`'s answer, or the one it gave for the same `key` at the same database version. The key must name
 * everything the answer depends on besides the stored data (the reader, the page, the language), and `compute` must
 * not depend on the clock.
 */
export async function memoisedRead<T extends object>(database: Database, key: string, compute: () => Promise<T>): Promise<T> {
  const before = storedVersion(database);
  if (before === undefined) return compute();
  const kept = keptAnswer<T>(database, 'lists', key, before);
  if (kept !== undefined) return kept;
  const value = await compute();
  keepAnswer(database, 'lists', key, before, value);
  return value;
}

/** Tests and the profiling script: compute every answer afresh (true), or keep them again (false). */
export function setReadMemoDisabled(value: boolean): void {
  disabled = value;
}

import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadPg } from '../lazy.js';
import { Kysely, PostgresDialect, SqliteDialect, type Compilable, type SqliteDatabase } from 'kysely';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The raw better-sqlite3 handle, for the few hot reads that bypass Kysely's async driver (see preparedLookup). */
  sqlite: SQLite.Database | undefined;
  /** PostgreSQL only: the schema in use when not the default one. */
  pgSchema?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: a schema to create and use (tests isolate each file this way). */
  pgSchema?: string;
}

/** `./data/x.db`, `file:./x.db` and `file:///abs/x.db` select SQLite; `postgres://…` selects PostgreSQL. */
export function openDatabase(url: string, options: OpenOptions = {}): Database {
  if (/^postgres(ql)?:\/\//i.test(url)) return openPostgres(url, options);
  const file = url.startsWith('file:') ? decodeURIComponent(url.replace(/^file:(\/\/)?/, '')) : url;
  return openSqlite(file);
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Deleted rows are overwritten with zeros, not left in free pages: a deleted account leaves no words in the file
  // (decision 027).
  sqlite.pragma('secure_delete = ON');
  const cached = withStatementCache(sqlite);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cached }) });
  directReaders.set(db, { sqlite, prepare: (sql) => cached.prepare(sql) as unknown as SQLite.Statement });
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    async close() {
      await db.destroy(); // closes the better-sqlite3 handle too
    },
  };
}

/** The SQLite handle behind a root Kysely instance (never a transaction's), with the shared statement cache. */
const directReaders = new WeakMap<Kysely<DB>, { sqlite: SQLite.Database; prepare(sql: string): SQLite.Statement }>();

/**
 * Runs a compiled read on SQLite's prepared statement at once, without Kysely's async driver, when that is the same
 * as queueing it (decision 103): `db` is the root instance (a transaction's own queries keep to its connection
 * through Kysely) and no transaction is open on the connection (another request's transaction, between its
 * statements, would otherwise let this read see its uncommitted rows; through the driver the read waits for it).
 * better-sqlite3 runs a statement to its end synchronously, so no other query is half-way through. Answers undefined
 * when it cannot (PostgreSQL, a transaction, a statement that writes): the caller then goes through Kysely.
 */
export function readAtOnce<R>(db: Kysely<DB>, sql: string, parameters: readonly unknown[]): R[] | undefined {
  const direct = directReaders.get(db);
  if (!direct || direct.sqlite.inTransaction) return undefined;
  const statement = direct.prepare(sql);
  if (!statement.reader) return undefined;
  return statement.all(...parameters) as R[];
}

/** How many distinct SQL texts keep their compiled statement; our queries are a few hundred shapes at most. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query afresh; compiling the SQL cost about a fifth of a coach send's
 * server time (measured with bench/coach.bench.ts). Statements are reused by SQL text, least recently used out
 * first. Safe because the driver runs one query at a time on the connection and SQLite re-prepares a statement
 * itself when the schema changes.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql); // re-inserted below as the most recently used
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

function openPostgres(url: string, { pgSchema }: OpenOptions): Database {
  const pg = loadPg();
  // BIGINT (count(*) and friends) as numbers: our counts never approach 2^53.
  pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    sqlite: undefined,
    pgSchema,
    async close() {
      await db.destroy();
    },
  };
}

/**
 * A one-parameter lookup compiled once. On SQLite it runs as a prepared better-sqlite3 statement, skipping Kysely's
 * async driver (measured: about twice the throughput on the session check every signed-in request makes); on
 * PostgreSQL it runs through Kysely as usual. `build` must use its argument as the query's only parameter.
 */
export function preparedLookup<Row>(
  database: Database,
  build: (key: string) => Compilable<Row>,
): (key: string) => Promise<Row | undefined> {
  const sqlite = database.sqlite;
  if (sqlite) {
    const compiled = build('').compile();
    if (compiled.parameters.length !== 1) throw new Error('preparedLookup needs exactly one parameter');
    const statement = sqlite.prepare(compiled.sql);
    return async (key) => statement.get(key) as Row | undefined;
  }
  return async (key) => {
    const result = await database.db.executeQuery(build(key).compile());
    return result.rows[0];
  };
}

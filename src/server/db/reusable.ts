/**
 * Queries built and compiled once (issue 34, decision 094). Kysely rebuilds a query's immutable node tree and
 * compiles it to SQL on every call; for the screen reads the browser makes on every visit (the connection list, the
 * coach's conversations) that cost as much as running the query. A reusable query is built once per database and
 * shape with placeholder values, compiled, and then run with each call's values put where the placeholders were —
 * the same SQL text and the same parameters the builder would have produced. On PostgreSQL, and on SQLite inside or
 * during a transaction, it runs through the same Kysely executor (so the driver's one-query-at-a-time rule and
 * transactions are unchanged); on SQLite otherwise it runs at once on the cached prepared statement (readAtOnce,
 * decision 103), which is what the driver would do after its queue, minus the queue.
 *
 * The rule for a builder: it may choose the query's shape only from which parameters are present and how long a list
 * is (both are part of the cache key), never from a parameter's value, because at build time it sees placeholders.
 * A shape that depends on a value (a status, a flag) is a separate reusable query.
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from './schema.js';
import { readAtOnce } from './database.js';

type Params = Record<string, unknown>;

/** Where each compiled parameter comes from: a fixed value the builder wrote, or a caller's value (by name, index). */
type Slot = { fixed: unknown } | { name: string; index: number | undefined };

interface Compiled {
  sql: string;
  slots: Slot[];
}

/** Shapes kept per database and query; a list's length is part of a shape, and a page holds at most a few hundred. */
const MAX_SHAPES = 256;

// Placeholders are strings no caller can send: the database never sees one (checked after compiling).
const MARK = '\u0000reusable\u0000';
const placeholder = (name: string, index?: number) => (index === undefined ? `${MARK}${name}` : `${MARK}${name}\u0000${index}`);

function shapeOf(params: Params): string {
  let key = '';
  for (const name in params) {
    const value = params[name];
    key += value === undefined ? `${name}:-;` : Array.isArray(value) ? `${name}:${value.length};` : `${name};`;
  }
  return key;
}

function compileShape<P extends Params, R>(db: Kysely<DB>, build: (db: Kysely<DB>, params: P) => Compilable<R>, params: P): Compiled {
  const placeholders: Params = {};
  const origin = new Map<string, { name: string; index: number | undefined }>();
  for (const name in params) {
    const value = params[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      placeholders[name] = value.map((_, index) => {
        origin.set(placeholder(name, index), { name, index });
        return placeholder(name, index);
      });
    } else {
      origin.set(placeholder(name), { name, index: undefined });
      placeholders[name] = placeholder(name);
    }
  }
  const compiled = build(db, placeholders as P).compile();
  if (compiled.sql.includes(MARK)) throw new Error('reusableQuery: a parameter was written into the SQL text instead of bound');
  const slots = compiled.parameters.map((value): Slot => {
    if (typeof value === 'string' && value.startsWith(MARK)) {
      const from = origin.get(value);
      if (!from) throw new Error('reusableQuery: unknown placeholder');
      return from;
    }
    return { fixed: value };
  });
  // A placeholder the builder dropped would mean it branched on a value it cannot see: refuse rather than guess.
  const used = new Set(compiled.parameters);
  for (const mark of origin.keys()) if (!used.has(mark)) throw new Error('reusableQuery: the builder left out a parameter it was given');
  return { sql: compiled.sql, slots };
}

/**
 * A select built once per database and shape. `build` receives placeholders in place of the values: it must pass
 * them to Kysely as values (never branch on them). Answers the rows, as `execute()` would.
 */
export function reusableQuery<P extends Params, R>(build: (db: Kysely<DB>, params: P) => Compilable<R>): (db: Kysely<DB>, params: P) => Promise<R[]> {
  const perDatabase = new WeakMap<Kysely<DB>, Map<string, Compiled>>();
  return async (db, params) => {
    let shapes = perDatabase.get(db);
    if (!shapes) perDatabase.set(db, (shapes = new Map()));
    const key = shapeOf(params);
    let compiled = shapes.get(key);
    if (!compiled) {
      compiled = compileShape(db, build, params);
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(key, compiled);
    }
    const values = compiled.slots.map((slot) => {
      if ('fixed' in slot) return slot.fixed;
      const value = params[slot.name];
      return slot.index === undefined ? value : (value as unknown[])[slot.index];
    });
    // On SQLite outside a transaction, at once on the cached statement (decision 103); else through the executor.
    const rows = readAtOnce<R>(db, compiled.sql, values);
    if (rows) return rows;
    const result = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, values));
    return result.rows as R[];
  };
}

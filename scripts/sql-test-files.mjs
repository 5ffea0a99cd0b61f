// Which server test files touch SQL, so the PostgreSQL pass of `npm test` runs exactly those (decision 067).
// Chosen from the code, never from a hand-kept list: a test file is on it when its imports, followed through every
// file they load (static and dynamic, type-only imports left out), reach the one module that opens a database
// (src/server/db/database.ts), or when it names TEST_DATABASE_URL itself. A new test that opens a database is therefore
// on the list without anyone adding it; a file that cannot reach database.ts cannot run a query either.
// One door is not followed: src/server/test/demo-coach.ts, through which the builtin coach's engine tests seed the
// demo world and read each member's coach context. Their answers depend on that context alone, and
// src/server/test/demo-coach.test.ts (which is on the list) requires the context to be the same on PostgreSQL as on
// SQLite, so running the engine's thousands of cases a second time on PostgreSQL would test nothing new.
// Run on its own it prints the list, one file a line, and how many of the server's test files it leaves to SQLite.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_MODULE = path.join(root, 'src/server/db/database.ts');
/** Reaching the database through this module alone does not put a test file on the list (above). */
const ENGINE_TESTS_DOOR = path.join(root, 'src/server/test/demo-coach.ts');
const ALIASES = { '@server/': 'src/server/', '@shared/': 'src/shared/', '@web/': 'src/web/' };
/** The roots of the server project's tests (vitest.config.ts, project "server"). */
const TEST_ROOTS = ['src/server', 'src/shared', 'db'];

// `import x from '…'`, `export … from '…'`, `import '…'` and `import('…')`; `import type` / `export type` are erased.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(fromFile, specifier) {
  let base;
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) base = path.join(root, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined; // a package: not our code
  const stem = base.replace(/\.(js|mjs|cjs|ts|tsx)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, `${stem}.js`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  const found = [];
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of source.matchAll(pattern)) {
      const resolved = resolveImport(file, match[1]);
      if (resolved) found.push(resolved);
    }
  }
  return found;
}

const importCache = new Map();
/** Whether `file` loads database.ts, directly or through anything it loads (a walk over the import graph). */
function reachesDatabase(file) {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.shift();
    if (next === DATABASE_MODULE) return true;
    if (!importCache.has(next)) importCache.set(next, importsOf(next));
    for (const imported of importCache.get(next)) {
      if (imported === ENGINE_TESTS_DOOR) continue;
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return false;
}

function testFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...testFiles(relative));
    } else if (/\.test\.ts$/.test(entry.name)) {
      out.push(relative);
    }
  }
  return out;
}

/** Every server test file, and those of them that touch SQL (paths relative to the repository, sorted). */
export function sqlTestFiles() {
  const all = TEST_ROOTS.filter((dir) => fs.existsSync(path.join(root, dir))).flatMap(testFiles).sort();
  const sql = all.filter((file) => {
    const absolute = path.join(root, file);
    return fs.readFileSync(absolute, 'utf8').includes('TEST_DATABASE_URL') || reachesDatabase(absolute);
  });
  return { all, sql };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { all, sql } = sqlTestFiles();
  for (const file of sql) console.log(file);
  console.error(`${sql.length} of ${all.length} server test files touch SQL; the other ${all.length - sql.length} run on SQLite only:`);
  for (const file of all.filter((f) => !sql.includes(f))) console.error(`  ${file}`);
}

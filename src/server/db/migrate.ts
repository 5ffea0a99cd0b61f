import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../db/migrations', import.meta.url));

/**
 * Loads every `db/migrations/YYYY_MM_DD_NNNN_name.ts`, ordered by name; in the compiled server (dist/server) the same
 * files as `.js`. Helper files start with `_`. Names are recorded without the extension, so both forms agree.
 */
const MIGRATION_FILE = /^\d{4}_\d{2}_\d{2}_\d{4}_[\w-]+\.(ts|js)$/;

async function migrationFiles(): Promise<string[]> {
  return (await fs.readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();
}

let names: Promise<string[]> | undefined;

/** The names of every migration this build carries, oldest first (read once; readiness compares the database's). */
export function migrationNames(): Promise<string[]> {
  names ??= migrationFiles().then((files) => files.map((f) => f.replace(/\.(ts|js)$/, '')));
  return names;
}

class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = await migrationFiles();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const module = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
      migrations[file.replace(/\.(ts|js)$/, '')] = module;
    }
    return migrations;
  }
}

export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: new FolderMigrationProvider(),
    // Kysely looks for its bookkeeping tables by name across schemas; pin them to ours.
    ...(database.pgSchema ? { migrationTableSchema: database.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

/** Migrates one SQLite file once; every test app starts from a copy of it (epic-stack's pattern). */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-template-'));
  const file = path.join(dir, 'template.db');
  const database = openDatabase(file);
  await migrateToLatest(database);
  // Fold the WAL into the main file so a plain copy carries the whole schema.
  database.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  database.sqlite?.pragma('journal_mode = DELETE');
  await database.close();
  project.provide('sqliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

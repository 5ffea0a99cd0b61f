import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { onServer, withDatabaseName } from './pg-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    /** The migrated PostgreSQL database each test database is created from, when TEST_DATABASE_URL is set. */
    pgTemplate: string;
  }
}

/**
 * PostgreSQL: migrates one database once, and every test database is a copy of it (CREATE DATABASE … TEMPLATE, a
 * fraction of a second). Migrating a fresh schema per test app took about a second each, and had to take turns
 * under one lock because Kysely's migrator reads every schema's catalogue.
 */
async function pgTemplate(pgUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `attune_run_${randomBytes(4).toString('hex')}`;
  await onServer(pgUrl, `create database ${name}`);
  const database = openDatabase(withDatabaseName(pgUrl, name));
  await migrateToLatest(database);
  await database.close();
  return {
    name,
    // Last of the run: this run's test databases a file left behind (a handle still open when it ended), then the
    // template. Named after the template, so another run on the same server keeps its own.
    async drop() {
      const left = await onServer<{ datname: string }>(pgUrl, 'select datname from pg_database where datname like $1', [`${name}\\_%`]);
      for (const { datname } of [...left, { datname: name }]) await onServer(pgUrl, `drop database if exists ${datname} with (force)`);
    },
  };
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
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = pgUrl ? await pgTemplate(pgUrl) : undefined;
  project.provide('pgTemplate', template?.name ?? '');
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import type { Clock } from '../clock.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { closeDeps, createDeps, type AppDeps } from '../deps.js';
import type { AppConfig } from '../env.js';
import { mailboxOf, type Mailbox } from './mailbox.js';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  /** Every mail the app sent, links intact (the outbox keeps masked copies). */
  mailbox: Mailbox;
  /** Calls the app through HTTP (inject), with an optional bearer token and JSON body. */
  request(options: { method: InjectOptions['method']; url: string; token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const TEST_ADMIN_EMAIL = 'admin@attune.test';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    publicUrl: 'http://attune.test',
    listenUrl: 'http://localhost:3000',
    adminEmail: TEST_ADMIN_EMAIL,
    staticDir: undefined,
    trustProxy: false,
    coachName: 'Aria',
    mail: { smtpUrl: undefined, from: 'Attune <no-reply@attune.test>' },
    coach: { provider: 'builtin', model: undefined, anthropicApiKey: undefined, openaiBaseUrl: undefined, openaiApiKey: undefined },
    redisUrl: undefined,
    push: { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:admin@attune.test', extraEndpointHosts: [] },
    ...overrides,
    limits: {
      enabled: true,
      loginMaxFailures: 10,
      loginWindowMs: 15 * 60_000,
      invitesPerHour: 20,
      inviteMailsPerHour: 200,
      // Test files register many people from one address; the limit's own test sets it low.
      registrationsPerHour: 1000,
      feedbackPerHour: 10,
      uploadsPerHour: 200,
      verificationMailsPerHour: 5,
      adminSetupAttemptsPerHour: 10,
      // Like registrations: test files ask for many resets from one address; the limit's own test sets it low.
      resetMailsPerNetworkPerHour: 1000,
      coachCallsPerDay: 200,
      coachConversationsPerDay: 50,
      wsMessagesPerSecond: 10,
      wsSocketsPerMember: 10,
      wsUnauthenticatedPerAddress: 20,
      ...overrides.limits,
    },
  };
}

/** Any number that is ours alone: the advisory lock test files take to change the set of schemas. */
const SCHEMA_LOCK = 7_283_601;

async function underSchemaLock<T>(pgUrl: string, work: (admin: InstanceType<typeof pg.Client>) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work(admin);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

/**
 * A real app on a real database: a copy of the migrated SQLite template, or, when TEST_DATABASE_URL points at
 * PostgreSQL, a fresh schema of that database (so test files can run in parallel).
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const suffix = randomBytes(6).toString('hex');
  if (pgUrl) {
    const schema = `t_${suffix}`;
    const database = openDatabase(pgUrl, { pgSchema: schema });
    // Kysely's migrator reads the catalogue of every schema; a schema another test file drops at that moment makes it
    // fail ("schema t_… does not exist"). Creating, migrating and dropping take turns under one advisory lock.
    await underSchemaLock(pgUrl, async (admin) => {
      await admin.query(`create schema ${schema}`);
      await migrateToLatest(database);
    });
    return {
      database,
      async dispose() {
        await database.close();
        await underSchemaLock(pgUrl, (admin) => admin.query(`drop schema ${schema} cascade`));
      },
    };
  }
  const file = path.join(os.tmpdir(), `attune-test-${suffix}.db`);
  fs.copyFileSync(inject('sqliteTemplate'), file);
  const database = openDatabase(file);
  return {
    database,
    async dispose() {
      await database.close();
      for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    },
  };
}

/** `options.clock`: a manualClock for tests that stand at a given local time (weeks, days). */
/** `options.logStream`: the app's log lines at info (tests that read what is logged); silent otherwise. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { clock?: Clock; logStream?: NodeJS.WritableStream } = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const deps = createDeps({ database, config: testConfig(overrides), clock: options.clock });
  const mailbox = mailboxOf(deps);
  const app = await createApp(deps, options.logStream ? { logLevel: 'info', logStream: options.logStream } : { logLevel: false });
  await app.ready();
  return {
    app,
    deps,
    database,
    mailbox,
    request({ method, url, token, body, headers }) {
      return app.inject({
        method,
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      });
    },
    async close() {
      await app.close();
      await closeDeps(deps);
      await dispose();
    },
  };
}

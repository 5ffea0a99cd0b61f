import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import type { Clock } from '../clock.js';
import { openDatabase, type Database } from '../db/database.js';
import { closeDeps, createDeps, type AppDeps } from '../deps.js';
import type { AppConfig } from '../env.js';
import { mailboxOf, type Mailbox } from './mailbox.js';
import { onServer, withDatabaseName } from './pg-server.js';

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

/** Where each test database lives, so a test can open a second handle on it or hand it to a child process. */
const urls = new WeakMap<Database, string>();

/** The address of a test database: a PostgreSQL URL, or the SQLite file. */
export function testDatabaseUrl(database: Database): string {
  const url = urls.get(database);
  if (!url) throw new Error('not a test database');
  return url;
}

/** A second handle on the same test database, as a second app instance would open it. */
export function reopenTestDatabase(database: Database): Database {
  return openDatabase(testDatabaseUrl(database));
}

/**
 * A real app on a real database: a copy of the migrated SQLite template, or, when TEST_DATABASE_URL points at
 * PostgreSQL, a database of its own created from the migrated template database (so test files can run in parallel).
 */
export async function openTestDatabase(options: { sqlite?: boolean } = {}): Promise<{ database: Database; dispose(): Promise<void> }> {
  // `sqlite`: a SQLite copy even in the PostgreSQL pass (a test that compares what both engines answer).
  const pgUrl = options.sqlite ? undefined : process.env.TEST_DATABASE_URL;
  const suffix = randomBytes(6).toString('hex');
  if (pgUrl) {
    const name = `${inject('pgTemplate')}_${suffix}`;
    await onServer(pgUrl, `create database ${name} template ${inject('pgTemplate')}`);
    const url = withDatabaseName(pgUrl, name);
    const database = openDatabase(url);
    urls.set(database, url);
    return {
      database,
      async dispose() {
        await database.close();
        // Not WITH (FORCE): a second handle a test opened may still be connected, and ending it from the server would
        // surface in that test as an error. A database still in use is dropped with the template at the run's end.
        await onServer(pgUrl, `drop database if exists ${name}`).catch(() => undefined);
      },
    };
  }
  const file = path.join(os.tmpdir(), `attune-test-${suffix}.db`);
  fs.copyFileSync(inject('sqliteTemplate'), file);
  const database = openDatabase(file);
  urls.set(database, file);
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

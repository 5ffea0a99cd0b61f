import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/database.js';
import type { AppConfig } from './env.js';
import { SlidingWindowLimiter } from './rateLimit.js';
import { sessionLookup, type SessionWithUser } from './features/auth/auth.queries.js';

/**
 * Everything the app needs from outside the request: the database, the configuration, the ports and the in-memory
 * state that lives as long as the process. Built once by main (or by a test) and handed to createApp.
 */
export interface AppDeps {
  database: Database;
  config: AppConfig;
  logger?: FastifyBaseLogger;
  limiters: {
    loginByEmail: SlidingWindowLimiter;
    loginByIp: SlidingWindowLimiter;
  };
  /** Prepared session check (see auth.queries). */
  lookupSession: (sessionId: string) => Promise<SessionWithUser | undefined>;
}

export function createDeps(input: { database: Database; config: AppConfig; logger?: FastifyBaseLogger }): AppDeps {
  const { limits } = input.config;
  return {
    ...input,
    limiters: {
      loginByEmail: new SlidingWindowLimiter(limits.loginMaxFailures, limits.loginWindowMs, limits.enabled),
      loginByIp: new SlidingWindowLimiter(limits.loginMaxFailures, limits.loginWindowMs, limits.enabled),
    },
    lookupSession: sessionLookup(input.database),
  };
}

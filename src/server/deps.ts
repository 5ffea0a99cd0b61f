import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/database.js';
import type { AppConfig } from './env.js';
import { SlidingWindowLimiter } from './rateLimit.js';
import { sessionLookup, type SessionWithUser } from './features/auth/auth.queries.js';
import { createCoachProvider } from './ports/coach/index.js';
import type { CoachProvider } from './ports/coach/types.js';
import { createMailer, type Mailer } from './ports/mail/index.js';
import { createPubSub, type PubSub } from './ports/pubsub/index.js';

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
  /** E-mail: SMTP when config.mail.smtpUrl is set, else the mail_outbox table (ports/mail). */
  mailer: Mailer;
  /** Real-time fan-out: Redis pub/sub when config.redisUrl is set, else in-process (ports/pubsub). */
  pubsub: PubSub;
  /** The AI coach (config.coach.provider), or one a test injects. */
  coach: CoachProvider;
  /** Coach model calls per user per day (COACH_CALLS_PER_DAY), keyed by user id. */
  coachCalls: SlidingWindowLimiter;
  /** How long the coach may stay silent before the person gets a friendly time-out message (default 30 s). */
  coachIdleTimeoutMs?: number;
}

export function createDeps(input: {
  database: Database;
  config: AppConfig;
  logger?: FastifyBaseLogger;
  /** Tests inject a provider; otherwise config.coach.provider chooses. */
  coach?: CoachProvider;
  coachIdleTimeoutMs?: number;
}): AppDeps {
  const { limits } = input.config;
  const deps: AppDeps = {
    ...input,
    limiters: {
      loginByEmail: new SlidingWindowLimiter(limits.loginMaxFailures, limits.loginWindowMs, limits.enabled),
      loginByIp: new SlidingWindowLimiter(limits.loginMaxFailures, limits.loginWindowMs, limits.enabled),
    },
    lookupSession: sessionLookup(input.database),
    coach: input.coach ?? createCoachProvider(input.config.coach),
    coachCalls: new SlidingWindowLimiter(limits.coachCallsPerDay, 24 * 60 * 60 * 1000, limits.enabled),
    mailer: createMailer({ config: input.config.mail, database: input.database, logger: () => deps.logger }),
    pubsub: createPubSub(input.config.redisUrl, (error) => deps.logger?.warn({ err: { type: error.name, message: error.message } }, 'pubsub error')),
  };
  return deps;
}

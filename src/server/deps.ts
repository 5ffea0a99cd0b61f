import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from './clock.js';
import type { Database } from './db/database.js';
import type { AppConfig } from './env.js';
import type { Redis } from 'ioredis';
import { loadIoredis } from './lazy.js';
import { createLimiters, type Limiters } from './rateLimit.js';
import { storeServerKeyOnce } from './features/newsletter/newsletter.queries.js';
import { sessionLookup, type SessionWithUser } from './features/auth/auth.queries.js';
import { createCoachProvider } from './ports/coach/index.js';
import type { CoachProvider } from './ports/coach/types.js';
import { createCoachWorkers, type CoachWorkers } from './workers/coach-pool.js';
import { createMailer, type Mailer } from './ports/mail/index.js';
import { createPubSub, type PubSub } from './ports/pubsub/index.js';
import { createWebPushSender, type PushSender } from './ports/push/index.js';
import { createScheduler, type Scheduler } from './ports/scheduler/scheduler.js';
import { countedCoach, countedMailer, createMetrics, type AppMetrics } from './operations/metrics.js';
import type { CoachJob } from './features/coach/jobs.js';
import { createSharedChatCoachState, type SharedChatCoachState } from './features/shared-chat/coach.js';
import { createChatHub, type ChatHub } from './features/shared-chat/delivery.js';
import type { ChatSocketOptions } from './features/shared-chat/shared-chat.socket.js';

/**
 * Everything the app needs from outside the request: the database, the configuration, the ports and the in-memory
 * state that lives as long as the process. Built once by main (or by a test) and handed to createApp.
 */
export interface AppDeps {
  database: Database;
  config: AppConfig;
  logger?: FastifyBaseLogger;
  /** "Now" for every rule (ARCHITECTURE "Time is a dependency"); tests hand in a manualClock. */
  clock: Clock;
  /** Every rate limit (rateLimit.ts): in Redis when config.redisUrl is set, else in memory. */
  limiters: Limiters;
  /** A Redis connection for commands (limits, readiness) when config.redisUrl is set. */
  redis: Redis | undefined;
  /** Prepared session check, kept until anything is written (see auth.queries); `version` from storedVersion. */
  lookupSession: (sessionId: string, version?: string) => Promise<SessionWithUser | undefined>;
  /** E-mail: SMTP when config.mail.smtpUrl is set, else the mail_outbox table (ports/mail). */
  mailer: Mailer;
  /** Real-time fan-out: Redis pub/sub when config.redisUrl is set, else in-process (ports/pubsub). */
  pubsub: PubSub;
  /** The AI coach (config.coach.provider), or one a test injects. */
  coach: CoachProvider;
  /**
   * The coach's worker threads (workers/coach-pool.ts, decision 102): the offline coach's replies and the safety screen
   * of long messages run there, off the event loop. No thread starts until one is needed; closeDeps stops them.
   */
  coachWorkers: CoachWorkers;
  /**
   * Scheduled work (ports/scheduler): features register jobs in scheduled-jobs.ts; main starts the timers, tests call
   * `scheduler.runDue(at)`. The database makes sure one instance runs each slot.
   */
  scheduler: Scheduler;
  /** Prometheus metrics of this process (operations/metrics.ts); served at /metrics when METRICS_TOKEN is set. */
  metrics: AppMetrics;
  /** Set when SIGTERM arrives: /readyz answers 503 from then on, before the server drains. */
  lifecycle: { shuttingDown: boolean };
  // Per-process state of features, built here so everything that lives as long as the process is in one place.
  /** Shared chat delivery: the access cache and the group-commit writer. */
  chatHub: ChatHub;
  /** The coach's turns in shared chats: one chain per conversation, suggestion cool-downs, runs in flight. */
  sharedChatCoach: SharedChatCoachState;
  /** Coach replies being written, by conversation id (features/coach/jobs.ts). */
  coachJobs: Map<string, CoachJob>;
  /** The chat socket's timers (tests shorten them). */
  chatSocket: ChatSocketOptions;
  /** Web push to browsers' push services (ports/push); features reach it only through notifications.notify. */
  push: PushSender;
  /** Chat sockets open on this instance (set by createApp once the socket server exists; the admin monitor shows it). */
  openSockets?: () => number;
  /** How long the coach may stay silent before the person gets a friendly time-out message (default 30 s). */
  coachIdleTimeoutMs?: number;
}

export function createDeps(input: {
  database: Database;
  config: AppConfig;
  logger?: FastifyBaseLogger;
  /** Tests inject a provider; otherwise config.coach.provider chooses. */
  coach?: CoachProvider;
  /** Tests inject a sender whose HTTPS agent trusts their local push service. */
  push?: PushSender;
  /** Tests inject a manual clock; otherwise the system clock. */
  clock?: Clock;
  coachIdleTimeoutMs?: number;
}): AppDeps {
  const redis = input.config.redisUrl ? connectRedis(input.config.redisUrl, () => deps.logger) : undefined;
  const metrics = createMetrics({ processMetrics: input.config.metricsToken !== undefined });
  const coachWorkers = createCoachWorkers({ threads: input.config.coach.threads });
  const deps: AppDeps = {
    ...input,
    clock: input.clock ?? systemClock,
    redis,
    metrics,
    lifecycle: { shuttingDown: false },
    limiters: createLimiters(input.config, redis, () => limiterKeySecret(input.database)),
    lookupSession: sessionLookup(input.database),
    coachWorkers,
    coach: countedCoach(input.coach ?? createCoachProvider(input.config.coach, coachWorkers), metrics),
    push: input.push ?? createWebPushSender(),
    mailer: countedMailer(createMailer({ config: input.config.mail, database: input.database, logger: () => deps.logger }), metrics),
    chatHub: createChatHub(input.database),
    sharedChatCoach: createSharedChatCoachState(),
    coachJobs: new Map(),
    chatSocket: {},
    scheduler: createScheduler({ database: input.database, now: () => deps.clock.now(), logger: () => deps.logger }),
    pubsub: createPubSub(input.config.redisUrl, (error) => deps.logger?.warn({ err: { type: error.name, message: error.message } }, 'pubsub error')),
  };
  return deps;
}

/** The secret rate-limit keys are an HMAC with (rateLimit.ts LimitKeys): made once per installation, shared. */
async function limiterKeySecret(database: Database): Promise<Buffer> {
  const stored = await storeServerKeyOnce(database.db, 'rate-limit-keys', randomBytes(32).toString('base64url'), new Date().toISOString());
  return Buffer.from(stored, 'base64url');
}

/**
 * The command connection to Redis. No offline queue: while Redis is away a command fails at once, so the limits fall
 * back to per-process counting and readiness reports it, instead of requests waiting on a queue.
 */
function connectRedis(url: string, logger: () => FastifyBaseLogger | undefined): Redis {
  const redis = new (loadIoredis().Redis)(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => logger()?.warn({ err: { type: error.name, message: error.message } }, 'redis error'));
  return redis;
}

/** Releases what createDeps opened besides the database (main and tests call it on shutdown). */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.scheduler.stop();
  await deps.coachWorkers.close();
  deps.mailer.close?.();
  await deps.pubsub.close();
  if (deps.redis) {
    await deps.redis.quit().catch(() => undefined);
    deps.redis.disconnect();
  }
}

import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from './env.js';

/**
 * Every limit in the product goes through `Limiter` (decision 021, superseding 003): counters live in Redis when
 * REDIS_URL is set, so several instances count once, and in memory otherwise. With RATE_LIMITS=off nothing limits.
 *
 * Limits are reserved before the work they guard (`take` first, `giveBack` when the work turns out not to count),
 * so parallel requests cannot all pass a check made before any of them is recorded.
 */
export class Limiter {
  constructor(
    /** Undefined when limits are off. */
    private readonly counter: RateLimiterAbstract | undefined,
    readonly points: number,
  ) {}

  /** Takes one unit for `key`; false (and nothing taken) when the key has used up its budget. */
  async take(key: string): Promise<boolean> {
    if (!this.counter) return true;
    try {
      await this.counter.consume(key);
      return true;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // A refused consume still counted; undo it so the count means "units granted".
      await this.counter.reward(key).catch(() => undefined);
      return false;
    }
  }

  /** Returns a unit taken for work that did not count after all (a correct password, a message never sent). */
  async giveBack(key: string): Promise<void> {
    if (this.counter) await this.counter.reward(key);
  }

  /** True when `key` has no unit left in the current window (nothing taken). */
  async isLimited(key: string): Promise<boolean> {
    if (!this.counter) return false;
    const state = await this.counter.get(key);
    return (state?.consumedPoints ?? 0) >= this.points;
  }
}

/**
 * Takes one unit from each (limiter, key) pair, all or nothing: when one refuses, the units already taken are given
 * back. Used where a request is counted under two keys (sign-in by e-mail and by address).
 */
export async function takeAll(pairs: Array<[Limiter, string]>): Promise<boolean> {
  const taken: Array<[Limiter, string]> = [];
  for (const [limiter, key] of pairs) {
    if (!(await limiter.take(key))) {
      await Promise.all(taken.map(([l, k]) => l.giveBack(k)));
      return false;
    }
    taken.push([limiter, key]);
  }
  return true;
}

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

/** The app's limits, built once per process in createDeps. Env variables are listed in the README. */
export interface Limiters {
  /** Failed sign-ins per e-mail and per address within LOGIN_WINDOW_MINUTES (LOGIN_MAX_FAILURES). */
  loginByEmail: Limiter;
  loginByIp: Limiter;
  /** New accounts per address per hour (REGISTRATIONS_PER_HOUR). */
  registrationByIp: Limiter;
  /** Coach model calls per member per day, including messages the safety screen answers (COACH_CALLS_PER_DAY). */
  coachCalls: Limiter;
  /** New coach conversations per member per day (COACH_CONVERSATIONS_PER_DAY). */
  coachConversations: Limiter;
  /** Invitation e-mails the whole server sends per hour (INVITE_MAILS_PER_HOUR): Attune is not a mail relay. */
  invitationMail: Limiter;
  /** Chat messages per member per second (WS_MESSAGES_PER_SECOND). Flood control, counted per instance. */
  chatMessages: Limiter;
  /** A named per-member hourly limit, created on first use (invitations, feedback, uploads). */
  hourly(name: string, perHour: number): Limiter;
}

export function createLimiters(config: AppConfig, redis: Redis | undefined): Limiters {
  const { limits } = config;
  const build = (name: string, points: number, durationS: number, scope: 'shared' | 'local' = 'shared'): Limiter => {
    if (!limits.enabled) return new Limiter(undefined, points);
    const keyPrefix = `attune:limit:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationS });
    if (!redis || scope === 'local') return new Limiter(memory, points);
    // While Redis is unreachable each instance counts on its own rather than failing requests.
    const shared = new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: durationS, insuranceLimiter: memory, rejectIfRedisNotReady: true });
    return new Limiter(shared, points);
  };
  const loginWindowS = Math.max(1, Math.round(limits.loginWindowMs / 1000));
  const hourly = new Map<string, Limiter>();
  return {
    loginByEmail: build('login-email', limits.loginMaxFailures, loginWindowS),
    loginByIp: build('login-ip', limits.loginMaxFailures, loginWindowS),
    registrationByIp: build('register-ip', limits.registrationsPerHour, HOUR_S),
    coachCalls: build('coach-calls', limits.coachCallsPerDay, DAY_S),
    coachConversations: build('coach-conversations', limits.coachConversationsPerDay, DAY_S),
    invitationMail: build('invitation-mail', limits.inviteMailsPerHour, HOUR_S),
    chatMessages: build('chat-messages', limits.wsMessagesPerSecond, 1, 'local'),
    hourly(name, perHour) {
      let limiter = hourly.get(name);
      if (!limiter) hourly.set(name, (limiter = build(`hourly-${name}`, perHour, HOUR_S)));
      return limiter;
    },
  };
}

/**
 * The hourly limiter named `name` of one app: `perHour` units per key per hour. Features that limit per member per
 * hour (invitations, feedback, uploads) call this: `if (!(await hourlyLimiter(deps, 'x', n).take(userId))) …`.
 */
export function hourlyLimiter(deps: { limiters: Limiters }, name: string, perHour: number): Limiter {
  return deps.limiters.hourly(name, perHour);
}

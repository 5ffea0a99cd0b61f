import { createHmac, randomBytes } from 'node:crypto';
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
    private readonly keys: LimitKeys = new LimitKeys(),
  ) {}

  /** Takes one unit for `key`; false (and nothing taken) when the key has used up its budget. */
  async take(rawKey: string): Promise<boolean> {
    if (!this.counter) return true;
    const key = await this.keys.of(rawKey);
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
  async giveBack(rawKey: string): Promise<void> {
    if (this.counter) await this.counter.reward(await this.keys.of(rawKey));
  }

  /** True when `key` has no unit left in the current window (nothing taken). */
  async isLimited(rawKey: string): Promise<boolean> {
    if (!this.counter) return false;
    const state = await this.counter.get(await this.keys.of(rawKey));
    return (state?.consumedPoints ?? 0) >= this.points;
  }
}

/**
 * Counters are stored under an HMAC of what they count (an e-mail address, a member id, a network address), never the
 * text itself: Redis and memory then hold nothing that names a person, and a deleted person's counters can still be
 * found and removed (Limiters.forget). The secret is shared by every instance (server_keys), so they count alike.
 */
export class LimitKeys {
  private secret: Promise<Buffer> | undefined;

  /** `loadSecret` runs once, on first use; without one a random secret of this process is used (unit tests). */
  constructor(private readonly loadSecret: () => Promise<Buffer> = async () => randomBytes(32)) {}

  async of(key: string): Promise<string> {
    this.secret ??= this.loadSecret().catch((error: unknown) => {
      this.secret = undefined; // try again on the next call (the database may be back)
      throw error;
    });
    return createHmac('sha256', await this.secret).update(key).digest('base64url').slice(0, 32);
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
  /**
   * Removes every counter kept for these keys (a deleted person's id and addresses), in every limiter: in this
   * process, and in Redis also those of limiters this instance has not built.
   */
  forget(rawKeys: string[]): Promise<void>;
}

const KEY_PREFIX = 'attune:limit';

export function createLimiters(config: AppConfig, redis: Redis | undefined, loadKeySecret?: () => Promise<Buffer>): Limiters {
  const { limits } = config;
  const keys = new LimitKeys(loadKeySecret);
  const counters: RateLimiterAbstract[] = [];
  const build = (name: string, points: number, durationS: number, scope: 'shared' | 'local' = 'shared'): Limiter => {
    if (!limits.enabled) return new Limiter(undefined, points, keys);
    const keyPrefix = `${KEY_PREFIX}:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationS });
    counters.push(memory);
    if (!redis || scope === 'local') return new Limiter(memory, points, keys);
    // While Redis is unreachable each instance counts on its own rather than failing requests.
    const shared = new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: durationS, insuranceLimiter: memory, rejectIfRedisNotReady: true });
    return new Limiter(shared, points, keys);
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
    async forget(rawKeys) {
      const hashed = await Promise.all([...new Set(rawKeys)].map((key) => keys.of(key)));
      await Promise.all(counters.flatMap((counter) => hashed.map((key) => counter.delete(key))));
      if (redis && limits.enabled) await forgetInRedis(redis, hashed);
    },
  };
}

/** Deletes `attune:limit:<any limiter>:<key>` for each hashed key (SCAN, so Redis is never blocked by KEYS). */
async function forgetInRedis(redis: Redis, hashedKeys: string[]): Promise<void> {
  for (const key of hashedKeys) {
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${KEY_PREFIX}:*:${key}`, 'COUNT', 500);
      if (found.length > 0) await redis.del(...found);
      cursor = next;
    } while (cursor !== '0');
  }
}

/**
 * The hourly limiter named `name` of one app: `perHour` units per key per hour. Features that limit per member per
 * hour (invitations, feedback, uploads) call this: `if (!(await hourlyLimiter(deps, 'x', n).take(userId))) …`.
 */
export function hourlyLimiter(deps: { limiters: Limiters }, name: string, perHour: number): Limiter {
  return deps.limiters.hourly(name, perHour);
}

/**
 * A sliding-window counter kept in memory: `max` events per key within `windowMs`. Every limit in the product uses
 * it (sign-in failures, invitations, coach calls, socket messages). With RATE_LIMITS=off it never limits.
 * Counters are per process: with several instances each keeps its own (decision 003).
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly enabled = true,
  ) {}

  /** True when the key has already used up its events in the current window. */
  isLimited(key: string, now = Date.now()): boolean {
    if (!this.enabled) return false;
    return this.recent(key, now).length >= this.max;
  }

  /** Records one event. */
  hit(key: string, now = Date.now()): void {
    if (!this.enabled) return;
    const list = this.recent(key, now);
    list.push(now);
    this.events.set(key, list);
    this.sweep(now);
  }

  /** Records an event unless the key is limited; returns false when it was limited. */
  tryHit(key: string, now = Date.now()): boolean {
    if (this.isLimited(key, now)) return false;
    this.hit(key, now);
    return true;
  }

  private recent(key: string, now: number): number[] {
    const list = this.events.get(key);
    if (!list) return [];
    const fresh = list.filter((t) => now - t < this.windowMs);
    if (fresh.length !== list.length) this.events.set(key, fresh);
    return fresh;
  }

  /** Drops idle keys now and then, so memory stays bounded by the active keys. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, list] of this.events) {
      if (list.every((t) => now - t >= this.windowMs)) this.events.delete(key);
    }
  }
}

const hourlyLimiters = new WeakMap<object, Map<string, SlidingWindowLimiter>>();

/**
 * The hourly limiter named `name` of one app (its deps object): created on first use with `perHour` events per key
 * per hour, honouring RATE_LIMITS=off. Features that limit per member per hour (invitations, feedback) share it.
 */
export function hourlyLimiter(deps: { config: { limits: { enabled: boolean } } }, name: string, perHour: number): SlidingWindowLimiter {
  let byName = hourlyLimiters.get(deps);
  if (!byName) hourlyLimiters.set(deps, (byName = new Map()));
  let limiter = byName.get(name);
  if (!limiter) byName.set(name, (limiter = new SlidingWindowLimiter(perHour, 60 * 60 * 1000, deps.config.limits.enabled)));
  return limiter;
}

/**
 * The app's idea of "now" (ARCHITECTURE "Time is a dependency"). Rules ask `deps.clock.now()` instead of `new Date()`
 * so a test can stand on a Sunday 23:59 in Auckland or a Monday 09:00 in Los Angeles.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves by hand. */
export interface ManualClock extends Clock {
  set(instant: string | Date): void;
  advance(ms: number): void;
}

export function manualClock(start: string | Date): ManualClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(instant) {
      current = new Date(instant);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { Cron } from 'croner';
import type { Database } from '../../db/database.js';
import { loggableError } from '../../errors.js';

/**
 * What a start-up does with slots that passed while no instance was running:
 * - `skip`: nothing; the job waits for its next slot (work that only makes sense on time, e.g. "starts in 10 minutes").
 * - `latest`: runs the most recent missed slot once (sweeps, resets: one run catches everything up).
 * - `every`: runs each missed slot, oldest first, up to `maxCatchUp` (work owed per slot, e.g. a weekly letter per week).
 */
export type CatchUpPolicy = 'skip' | 'latest' | 'every';

export interface ScheduledJob {
  /** Unique and stable: it keys the runs in the database (e.g. `auth.expired-sessions`). */
  name: string;
  /** A croner pattern: five fields (minute precision) or six (with seconds). */
  cron: string;
  /** IANA zone the pattern is read in (default UTC), so "every Monday 09:00" follows daylight saving. */
  timezone?: string;
  catchUp: CatchUpPolicy;
  /** For `every`: at most this many missed slots are run after a long outage (default 24). */
  maxCatchUp?: number;
  /**
   * How long a claimed run may take before another instance presumes its process dead and takes it over
   * (default 10 minutes). A run is taken over at most twice, so a job that kills its process cannot loop.
   */
  leaseMs?: number;
  /** The work. `slot` is the time the pattern named (not the time it started). Should be idempotent per slot. */
  run(slot: Date): Promise<void>;
}

export interface SlotRun {
  job: string;
  slot: Date;
  ok: boolean;
}

export interface Scheduler {
  /** Adds a job; call before start(). */
  register(job: ScheduledJob): void;
  /** Starts the cron timers and catches up slots missed while no instance ran. */
  start(): void;
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
  /**
   * Claims and runs every slot due at `now` (default the clock) that no instance has claimed. The timers call this;
   * tests call it directly instead of waiting. Returns the runs this instance made.
   */
  runDue(now?: Date): Promise<SlotRun[]>;
  /** The registered jobs' names (for health output and tests). */
  jobNames(): string[];
}

export interface SchedulerOptions {
  database: Database;
  /** The clock (deps.clock when present); tests stand anywhere in time. */
  now?: () => Date;
  logger?: () => { info(obj: object, msg: string): void; warn(obj: object, msg: string): void } | undefined;
  /** A timer firing this long after its slot still counts as on time for `skip` jobs (default 5 minutes). */
  graceMs?: number;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;
/** Finished runs are kept this long for inspection; the newest run of each job is always kept. */
const KEEP_RUNS_MS = 30 * 24 * 60 * 60_000;

/**
 * Scheduled work for one or many instances. Every instance runs the same croner timers; the database decides who
 * runs a slot: the `scheduled_runs` primary key (job, slot) lets exactly one insert win. See decision 020.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db } = options.database;
  const clock = options.now ?? (() => new Date());
  const graceMs = options.graceMs ?? 5 * 60_000;
  const owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const jobs = new Map<string, { job: ScheduledJob; pattern: Cron }>();
  const timers: Cron[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  /** The slots of `job` this call should try to claim, oldest first. */
  async function dueSlots(job: ScheduledJob, pattern: Cron, now: Date): Promise<Date[]> {
    // previousRuns is strictly before its (second-truncated) reference: one second on makes a slot at `now` count.
    const latest = pattern.previousRuns(1, new Date(now.getTime() + 1000))[0];
    if (!latest) return [];
    const last = await db
      .selectFrom('scheduled_runs')
      .select((eb) => eb.fn.max('slot').as('slot'))
      .where('job', '=', job.name)
      .executeTakeFirst();
    const lastSlot = last?.slot ? new Date(last.slot) : undefined;
    if (lastSlot && lastSlot >= latest) return [];
    const onTime = now.getTime() - latest.getTime() <= graceMs;
    // With no history there is nothing to catch up: the job starts with the slot its timer fires for.
    if (!lastSlot || job.catchUp === 'skip') return onTime ? [latest] : [];
    if (job.catchUp === 'latest') return [latest];
    const limit = job.maxCatchUp ?? 24;
    const missed: Date[] = [];
    for (let slot = pattern.nextRun(lastSlot); slot && slot <= latest; slot = pattern.nextRun(slot)) {
      missed.push(slot);
      if (missed.length > limit) missed.shift(); // keep the most recent `limit`
    }
    return missed;
  }

  /** Inserts the run row; true when this instance won the slot. */
  async function claim(job: ScheduledJob, slot: Date, now: Date): Promise<boolean> {
    const result = await db
      .insertInto('scheduled_runs')
      .values({
        job: job.name,
        slot: slot.toISOString(),
        owner,
        attempts: 1,
        claimed_at: now.toISOString(),
        lease_until: new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS)).toISOString(),
      })
      .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Runs whose instance died mid-way (lease over, never finished): one conditional update wins each. */
  async function takeOver(job: ScheduledJob, now: Date): Promise<Date[]> {
    if (job.catchUp === 'skip') return [];
    const stale = await db
      .selectFrom('scheduled_runs')
      .select(['slot', 'attempts'])
      .where('job', '=', job.name)
      .where('finished_at', 'is', null)
      .where('lease_until', '<', now.toISOString())
      .where('attempts', '<', MAX_ATTEMPTS)
      .execute();
    const won: Date[] = [];
    for (const row of stale) {
      const result = await db
        .updateTable('scheduled_runs')
        .set({
          owner,
          attempts: row.attempts + 1,
          claimed_at: now.toISOString(),
          lease_until: new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS)).toISOString(),
        })
        .where('job', '=', job.name)
        .where('slot', '=', row.slot)
        .where('attempts', '=', row.attempts)
        .where('finished_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) won.push(new Date(row.slot));
    }
    return won;
  }

  async function execute(job: ScheduledJob, slot: Date): Promise<SlotRun> {
    let error: string | null = null;
    try {
      await job.run(slot);
    } catch (thrown) {
      const { type, message } = loggableError(thrown);
      error = `${type}: ${message}`.slice(0, 500);
      options.logger?.()?.warn({ job: job.name, slot: slot.toISOString(), err: { type, message } }, 'scheduled job failed');
    }
    await db
      .updateTable('scheduled_runs')
      .set({ finished_at: clock().toISOString(), error })
      .where('job', '=', job.name)
      .where('slot', '=', slot.toISOString())
      .where('owner', '=', owner)
      .execute();
    return { job: job.name, slot, ok: error === null };
  }

  async function prune(job: ScheduledJob, now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - KEEP_RUNS_MS).toISOString();
    const newest = await db
      .selectFrom('scheduled_runs')
      .select((eb) => eb.fn.max('slot').as('slot'))
      .where('job', '=', job.name)
      .executeTakeFirst();
    if (!newest?.slot) return;
    await db
      .deleteFrom('scheduled_runs')
      .where('job', '=', job.name)
      .where('slot', '<', newest.slot < cutoff ? newest.slot : cutoff)
      .where('finished_at', 'is not', null)
      .execute();
  }

  async function runJob(name: string, now: Date): Promise<SlotRun[]> {
    const entry = jobs.get(name);
    if (!entry || stopped) return [];
    const { job, pattern } = entry;
    const runs: SlotRun[] = [];
    for (const slot of await takeOver(job, now)) runs.push(await execute(job, slot));
    for (const slot of await dueSlots(job, pattern, now)) {
      if (stopped) break;
      if (await claim(job, slot, now)) runs.push(await execute(job, slot));
    }
    await prune(job, now);
    return runs;
  }

  /** Keeps a run visible to stop() and never lets its rejection go unhandled. */
  function track<T>(work: Promise<T>, fallback: T): Promise<T> {
    const guarded = work.catch((error: unknown) => {
      options.logger?.()?.warn({ err: loggableError(error) }, 'scheduler tick failed');
      return fallback;
    });
    inFlight.add(guarded);
    void guarded.finally(() => inFlight.delete(guarded));
    return guarded;
  }

  async function runDue(now = clock()): Promise<SlotRun[]> {
    const runs: SlotRun[] = [];
    for (const name of jobs.keys()) runs.push(...(await runJob(name, now)));
    return runs;
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} is registered twice`);
      // Paused: this instance only computes slots with it; start() adds the timers.
      jobs.set(job.name, { job, pattern: new Cron(job.cron, { paused: true, timezone: job.timezone ?? 'UTC' }) });
    },
    start() {
      stopped = false;
      for (const { job } of jobs.values()) {
        const timer = new Cron(job.cron, { timezone: job.timezone ?? 'UTC', unref: true, protect: true }, async () => {
          await track(runJob(job.name, clock()), []);
        });
        timers.push(timer);
      }
      void track(runDue(), []);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) timer.stop();
      await Promise.all(inFlight);
    },
    runDue,
    jobNames: () => [...jobs.keys()],
  };
}

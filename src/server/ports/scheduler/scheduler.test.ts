import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openTestDatabase, reopenTestDatabase } from '../../test/app.js';
import { createScheduler, type ScheduledJob } from './scheduler.js';

let database: Database;
let second: Database;
let dispose: () => Promise<void>;

/** A second connection to the same database, as another instance of the app would have. */
const secondHandle = reopenTestDatabase;

beforeEach(async () => {
  ({ database, dispose } = await openTestDatabase());
  second = secondHandle(database);
});

afterEach(async () => {
  await second.close();
  await dispose();
});

function recordingJob(overrides: Partial<ScheduledJob> = {}): ScheduledJob & { slots: string[] } {
  const slots: string[] = [];
  return {
    name: 'test.hourly',
    cron: '0 * * * *',
    catchUp: 'latest',
    slots,
    async run(slot) {
      slots.push(slot.toISOString());
    },
    ...overrides,
  };
}

async function runRows() {
  return database.db.selectFrom('scheduled_runs').selectAll().orderBy('slot').execute();
}

describe('scheduler', () => {
  it('runs a slot once when two instances race for it', async () => {
    const slots: string[] = [];
    const job = (): ScheduledJob => ({
      name: 'test.race',
      cron: '*/5 * * * *',
      catchUp: 'latest',
      async run(slot) {
        slots.push(slot.toISOString());
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const a = createScheduler({ database });
    const b = createScheduler({ database: second });
    a.register(job());
    b.register(job());
    const now = new Date('2026-11-23T10:05:00.200Z');
    const results = await Promise.all([a.runDue(now), b.runDue(now), a.runDue(now), b.runDue(now)]);
    expect(slots).toEqual(['2026-11-23T10:05:00.000Z']);
    expect(results.flat()).toHaveLength(1);
    const rows = await runRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job: 'test.race', finished_at: expect.any(String), error: null });
  });

  it('runs nothing before the first slot of a job with no history that is late, and the on-time slot otherwise', async () => {
    const job = recordingJob({ catchUp: 'skip' });
    const scheduler = createScheduler({ database });
    scheduler.register(job);
    await scheduler.runDue(new Date('2026-11-23T10:30:00Z')); // 30 minutes after 10:00: late, nothing owed
    expect(job.slots).toEqual([]);
    await scheduler.runDue(new Date('2026-11-23T11:00:00.050Z'));
    expect(job.slots).toEqual(['2026-11-23T11:00:00.000Z']);
    await scheduler.runDue(new Date('2026-11-23T11:00:30Z')); // the same slot again: already done
    expect(job.slots).toHaveLength(1);
  });

  it('catches up after a restart by policy: latest runs the newest missed slot once', async () => {
    const job = recordingJob({ catchUp: 'latest' });
    const before = createScheduler({ database });
    before.register(job);
    await before.runDue(new Date('2026-11-23T08:00:01Z'));
    // Down from 08:30 to 11:20: a new instance starts.
    const after = createScheduler({ database: second });
    after.register(job);
    await after.runDue(new Date('2026-11-23T11:20:00Z'));
    expect(job.slots).toEqual(['2026-11-23T08:00:00.000Z', '2026-11-23T11:00:00.000Z']);
  });

  it('catches up after a restart by policy: every runs each missed slot oldest first, skip runs none', async () => {
    const every = recordingJob({ name: 'test.every', catchUp: 'every', maxCatchUp: 2 });
    const skip = recordingJob({ name: 'test.skip', catchUp: 'skip' });
    const scheduler = createScheduler({ database });
    scheduler.register(every);
    scheduler.register(skip);
    await scheduler.runDue(new Date('2026-11-23T08:00:01Z'));
    await scheduler.runDue(new Date('2026-11-23T11:20:00Z'));
    // 09:00, 10:00, 11:00 were missed; at most two are owed, the most recent.
    expect(every.slots).toEqual(['2026-11-23T08:00:00.000Z', '2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z']);
    expect(skip.slots).toEqual(['2026-11-23T08:00:00.000Z']);
  });

  it('reads the pattern in the job time zone across a daylight-saving change', async () => {
    const job = recordingJob({ name: 'test.monday', cron: '0 9 * * 1', timezone: 'Europe/Paris', catchUp: 'latest' });
    const scheduler = createScheduler({ database });
    scheduler.register(job);
    await scheduler.runDue(new Date('2026-03-23T08:00:00Z')); // Monday 09:00 in Paris, winter time (UTC+1)
    await scheduler.runDue(new Date('2026-03-30T07:00:00Z')); // the next Monday 09:00, summer time (UTC+2)
    expect(job.slots).toEqual(['2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z']);
  });

  it('records a failing run and keeps going', async () => {
    const scheduler = createScheduler({ database });
    scheduler.register(
      recordingJob({
        async run() {
          throw new Error('mail server down');
        },
      }),
    );
    const runs = await scheduler.runDue(new Date('2026-11-23T10:00:00Z'));
    expect(runs).toEqual([{ job: 'test.hourly', slot: new Date('2026-11-23T10:00:00Z'), ok: false }]);
    expect((await runRows())[0]).toMatchObject({ error: 'Error: mail server down', finished_at: expect.any(String) });
  });

  it('lets another instance take over a run whose process died, once its lease is over, and only one of them', async () => {
    const job = recordingJob({ leaseMs: 60_000 });
    // The first instance claimed 10:00 and died: a row with no finish.
    await database.db
      .insertInto('scheduled_runs')
      .values({
        job: job.name,
        slot: '2026-11-23T10:00:00.000Z',
        owner: 'dead:1:x',
        attempts: 1,
        claimed_at: '2026-11-23T10:00:00.000Z',
        lease_until: '2026-11-23T10:01:00.000Z',
      })
      .execute();
    const a = createScheduler({ database });
    const b = createScheduler({ database: second });
    a.register(job);
    b.register(job);
    await Promise.all([a.runDue(new Date('2026-11-23T10:00:30Z')), b.runDue(new Date('2026-11-23T10:00:30Z'))]);
    expect(job.slots).toEqual([]); // the lease still holds
    await Promise.all([a.runDue(new Date('2026-11-23T10:02:00Z')), b.runDue(new Date('2026-11-23T10:02:00Z'))]);
    expect(job.slots).toEqual(['2026-11-23T10:00:00.000Z']);
    expect((await runRows())[0]).toMatchObject({ attempts: 2, finished_at: expect.any(String) });
  });

  it('refuses a job registered twice and an invalid pattern', () => {
    const scheduler = createScheduler({ database });
    scheduler.register(recordingJob());
    expect(() => scheduler.register(recordingJob())).toThrow(/registered twice/);
    expect(() => scheduler.register(recordingJob({ name: 'bad', cron: 'not a pattern' }))).toThrow();
  });

  it('fires from its timers once started and stops cleanly', async () => {
    const job = recordingJob({ name: 'test.every-second', cron: '* * * * * *', catchUp: 'skip' });
    const scheduler = createScheduler({ database });
    scheduler.register(job);
    scheduler.start();
    await expect.poll(() => job.slots.length, { timeout: 5000 }).toBeGreaterThan(0);
    await scheduler.stop();
    const count = job.slots.length;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(job.slots.length).toBe(count);
  });
});

import type { Selectable } from 'kysely';

export interface ScheduledRunTable {
  job: string;
  /** The ISO UTC time the cron pattern named for this run. */
  slot: string;
  owner: string;
  attempts: number;
  claimed_at: string;
  /** Until then no other instance may take the run over; after it, a run that never finished is presumed dead. */
  lease_until: string;
  finished_at: string | null;
  /** Kind and message of the failure, when the job threw. */
  error: string | null;
}

export interface SchedulerTables {
  scheduled_runs: ScheduledRunTable;
}

export type ScheduledRunRow = Selectable<ScheduledRunTable>;

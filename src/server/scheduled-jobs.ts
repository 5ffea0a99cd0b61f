import type { AppDeps } from './deps.js';
import { deleteExpiredSessions } from './features/auth/auth.queries.js';

/**
 * Every scheduled job of the app, in one list so an operator can see what runs when (ports/scheduler, decision 020).
 * A feature adds its job here; the job's work lives in the feature's own service.
 */
export function registerScheduledJobs(deps: AppDeps): void {
  deps.scheduler.register({
    name: 'auth.expired-sessions',
    cron: '17 * * * *', // hourly, off the top of the hour that other work favours
    catchUp: 'latest',
    run: (slot) => deleteExpiredSessions(deps.database.db, slot.toISOString()),
  });
}

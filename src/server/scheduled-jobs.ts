import type { AppDeps } from './deps.js';
import { deleteExpiredSessions } from './features/auth/auth.queries.js';
import { deleteUploadsBefore } from './features/coach/coach.queries.js';
import { computeMeasures } from './features/measures/measures.service.js';
import { sendDueReminders } from './features/notifications/reminders.js';
import { runNewsletterSlot, sendDueRetries } from './features/newsletter/delivery.js';
import { NEWSLETTER_CRON, newsletterTimeZone } from './features/newsletter/schedule.js';

/** How long a coach upload is kept (issue 12, finding 11): a day to send the message it was attached for. */
export const UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;

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
  deps.scheduler.register({
    name: 'coach.old-uploads',
    cron: '23 * * * *', // hourly
    catchUp: 'latest',
    run: async (slot) => {
      await deleteUploadsBefore(deps.database.db, new Date(slot.getTime() - UPLOAD_KEEP_MS).toISOString());
    },
  });
  deps.scheduler.register({
    name: 'notifications.reminders',
    cron: '*/15 * * * *', // each zone's Monday morning and evening come at a different UTC hour
    catchUp: 'latest',
    run: async (slot) => {
      await sendDueReminders(deps, slot);
    },
  });
  deps.scheduler.register({
    name: 'newsletter.edition',
    cron: NEWSLETTER_CRON, // Mondays and Wednesdays 09:00 in NEWSLETTER_TZ
    timezone: newsletterTimeZone(deps.config),
    // Each missed slot is looked at: under a day late it is sent, older it is recorded as skipped (delivery.ts).
    catchUp: 'every',
    maxCatchUp: 4,
    // A large list takes a while; a run is taken over only after this, and per-delivery claims prevent doubles anyway.
    leaseMs: 30 * 60_000,
    run: (slot) => runNewsletterSlot(deps, slot),
  });
  deps.scheduler.register({
    name: 'measures.reliability',
    cron: '41 * * * *', // hourly; main.ts also runs it once at start (decision 061)
    catchUp: 'latest',
    run: () => computeMeasures(deps),
  });
  deps.scheduler.register({
    name: 'newsletter.retries',
    cron: '*/5 * * * *', // failed deliveries back off 5, 15 and 45 minutes
    catchUp: 'latest',
    run: () => sendDueRetries(deps),
  });
}

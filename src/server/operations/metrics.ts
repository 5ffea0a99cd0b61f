import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CoachProvider } from '../ports/coach/types.js';
import type { Mailer } from '../ports/mail/types.js';

/**
 * The app's Prometheus metrics, one registry per app (tests build many apps in one process). Process metrics come
 * from prom-client's defaults: resident memory, heap, event-loop delay (percentiles), GC, handles.
 */
export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  messagesStored: Counter;
  coachReplies: Counter;
  coachErrors: Counter;
  mail: Counter<'result'>;
}

/** `processMetrics` starts prom-client's process collectors (event-loop monitor, GC observer): only when served. */
export function createMetrics(options: { processMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    registry,
    httpRequests: new Counter({
      name: 'attune_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'attune_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    messagesStored: new Counter({ name: 'attune_chat_messages_stored_total', help: 'Messages stored in chats between people', registers: [registry] }),
    coachReplies: new Counter({ name: 'attune_coach_replies_total', help: 'Coach model calls that completed', registers: [registry] }),
    coachErrors: new Counter({ name: 'attune_coach_errors_total', help: 'Coach model calls that failed', registers: [registry] }),
    mail: new Counter({ name: 'attune_mail_total', help: 'E-mails by result: sent, failed, or queued in the outbox (no SMTP)', labelNames: ['result'] as const, registers: [registry] }),
  };
}

/** The coach provider, counting completed and failed calls (every feature reaches the model through deps.coach). */
export function countedCoach(provider: CoachProvider, metrics: AppMetrics): CoachProvider {
  const counted: CoachProvider = Object.create(provider) as CoachProvider;
  counted.stream = async function* (request, signal) {
    try {
      yield* provider.stream(request, signal);
      metrics.coachReplies.inc();
    } catch (error) {
      metrics.coachErrors.inc();
      throw error;
    }
  };
  return counted;
}

/** The mailer, counting results. */
export function countedMailer(mailer: Mailer, metrics: AppMetrics): Mailer {
  return {
    async send(message) {
      const result = await mailer.send(message);
      metrics.mail.inc({ result: result.delivered ? 'sent' : result.error ? 'failed' : 'queued' });
      return result;
    },
    close: () => mailer.close?.(),
  };
}

/**
 * The admin monitor's Overview and Analytics (issue 17, decision 034): figures computed from the data and from this
 * process, never fixed display values. Opens and clicks are not tracked (no pixels, no redirecting links), so there
 * are none to show. Admin-only procedures; nothing here checks who asks.
 */
import { participationFigures } from '../daily-question/daily-question.service.js';
import { mailCanBeDelivered } from '../../ports/mail/index.js';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { AppDeps } from '../../deps.js';
import { NEWSLETTER_TOPICS } from '../../../shared/newsletter.js';
import type { MonitorAnalytics, MonitorOverview } from '../../../shared/monitor.js';
import { articleLibrary } from '../newsletter/library.js';
import { subscriptionStats } from '../newsletter/newsletter.admin.js';
import * as newsletterQueries from '../newsletter/newsletter.queries.js';
import { newsletterTimeZone, nextSlots } from '../newsletter/schedule.js';
import * as q from './monitor.queries.js';

const DAY_MS = 24 * 60 * 60_000;
const CHART_DAYS = 30;
const DELIVERY_EDITIONS = 10;

/** GET /api/admin/overview: the five figures of spec §2. */
export async function overview(deps: AppDeps): Promise<MonitorOverview> {
  const db = deps.database.db;
  const [stats, generated, waiting] = await Promise.all([subscriptionStats(deps), q.countGeneratedEditions(db), q.countWaitingRetries(db)]);
  const next = nextSlots(newsletterTimeZone(deps.config), deps.clock.now(), 1)[0];
  return {
    activeSubscribers: stats.activeSubscribers,
    contentLibrary: (await articleLibrary()).length,
    generatedContent: generated,
    upcomingDeliveries: stats.activeSubscribers + waiting,
    nextSlot: next ? next.toISOString() : null,
    contentCompletion: Math.round((generated / NEWSLETTER_TOPICS.length) * 100),
  };
}

let loopDelay: IntervalHistogram | undefined;

/** Event-loop delay since the previous call (the first call starts measuring). */
function eventLoopDelayMs(): { mean: number; p99: number } {
  if (!loopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
  }
  const nsToMs = (ns: number) => (Number.isFinite(ns) ? Math.round((ns / 1e6) * 10) / 10 : 0);
  const figures = { mean: nsToMs(loopDelay.mean), p99: nsToMs(loopDelay.percentile(99)) };
  loopDelay.reset();
  return figures;
}

async function counterValue(counter: { get(): Promise<{ values: Array<{ value: number }> }> }): Promise<number> {
  return (await counter.get()).values.reduce((n, v) => n + v.value, 0);
}

function days(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: CHART_DAYS }, (_, i) => new Date(today - (CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** GET /api/admin/analytics: engagement, delivery per edition and this instance's health. */
export async function analytics(deps: AppDeps): Promise<MonitorAnalytics> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const chartDays = days(now);
  const since = `${chartDays[0]}T00:00:00.000Z`;

  const [day, week, month, coachPerDay, chatPerDay, editions, databaseBytes, replies, errors, dailyQuestion] = await Promise.all([
    q.countActiveMembers(db, ago(DAY_MS)),
    q.countActiveMembers(db, ago(7 * DAY_MS)),
    q.countActiveMembers(db, ago(30 * DAY_MS)),
    q.coachMessagesPerDay(db, since),
    q.chatMessagesPerDay(db, since),
    newsletterQueries.latestEditions(db, DELIVERY_EDITIONS),
    q.databaseBytes(deps.database),
    counterValue(deps.metrics.coachReplies),
    counterValue(deps.metrics.coachErrors),
    participationFigures(deps),
  ]);
  const coachBy = new Map(coachPerDay.map((r) => [r.day, Number(r.n)]));
  const chatBy = new Map(chatPerDay.map((r) => [r.day, Number(r.n)]));

  const tallies = await newsletterQueries.deliveryTallies(db, editions.map((e) => e.id));
  const count = (id: string, statuses: string[]) => tallies.filter((t) => t.edition_id === id && statuses.includes(t.status)).reduce((n, t) => n + Number(t.n), 0);
  // Newest first: the edition after editions[i] is editions[i - 1].
  const delivery = await Promise.all(
    editions.map(async (e, i) => ({
      editionId: e.id,
      title: e.title,
      scheduledDate: e.slot,
      status: e.status,
      sent: count(e.id, ['sent']),
      failed: count(e.id, ['failed']),
      pending: count(e.id, ['pending', 'sending', 'retry']),
      unsubscribesAfter: e.status === 'skipped' ? 0 : await newsletterQueries.countUnsubscribes(db, e.created_at, editions[i - 1]?.created_at),
    })),
  );

  const memory = process.memoryUsage();
  return {
    engagement: {
      activeMembers: { day, week, month },
      messagesPerDay: chartDays.map((date) => ({ date, coach: coachBy.get(date) ?? 0, chat: chatBy.get(date) ?? 0 })),
      dailyQuestion,
    },
    delivery,
    system: {
      uptimeSeconds: Math.round(process.uptime()),
      databaseBytes,
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
      eventLoopDelayMs: eventLoopDelayMs(),
      openSockets: deps.openSockets?.() ?? 0,
      mailConfigured: mailCanBeDelivered(deps.config),
      coach: {
        provider: deps.coach.name,
        status: replies + errors === 0 ? 'unknown' : errors === 0 ? 'answering' : replies === 0 ? 'failing' : 'mixed',
        replies,
        errors,
      },
    },
  };
}

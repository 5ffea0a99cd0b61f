import { z } from 'zod';

/** The admin monitor's Overview (spec §2): five figures computed from the data. */
export const monitorOverview = z.object({
  activeSubscribers: z.number().int(),
  /** Articles in the library (content/newsletter). */
  contentLibrary: z.number().int(),
  /** Editions made so far (skipped slots not counted). */
  generatedContent: z.number().int(),
  /** E-mails the next slot owes (active subscribers) plus retries waiting. */
  upcomingDeliveries: z.number().int(),
  nextSlot: z.string().nullable(),
  /** Spec §9: editions divided by topics, as a percent. */
  contentCompletion: z.number(),
});
export type MonitorOverview = z.infer<typeof monitorOverview>;

/**
 * Analytics with real figures (issue 17, decision 034), instead of §9's fixed display values. No opens or clicks:
 * we do not track them.
 */
export const monitorAnalytics = z.object({
  engagement: z.object({
    activeMembers: z.object({ day: z.number().int(), week: z.number().int(), month: z.number().int() }),
    /** The last 30 UTC days, oldest first: messages people wrote to the coach and in chats with each other. */
    messagesPerDay: z.array(z.object({ date: z.string(), coach: z.number().int(), chat: z.number().int() })),
    /** The daily question (issue 31): participation only, never words. */
    dailyQuestion: z.object({ pairsAnsweredLastDay: z.number().int(), medianStreak: z.number() }),
  }),
  delivery: z.array(
    z.object({
      editionId: z.string(),
      title: z.string(),
      scheduledDate: z.string(),
      status: z.string(),
      sent: z.number().int(),
      failed: z.number().int(),
      pending: z.number().int(),
      /** Unsubscribes between this edition and the next. */
      unsubscribesAfter: z.number().int(),
    }),
  ),
  system: z.object({
    uptimeSeconds: z.number(),
    databaseBytes: z.number().nullable(),
    memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
    eventLoopDelayMs: z.object({ mean: z.number(), p99: z.number() }),
    openSockets: z.number().int(),
    /** SMTP_URL is set: verification, reset, invitation and newsletter mails can leave the server. */
    mailConfigured: z.boolean(),
    coach: z.object({
      provider: z.string(),
      /** answering: calls succeed; failing: calls since start all failed; mixed: some of each; unknown: no call yet. */
      status: z.enum(['answering', 'failing', 'mixed', 'unknown']),
      replies: z.number().int(),
      errors: z.number().int(),
    }),
  }),
});
export type MonitorAnalytics = z.infer<typeof monitorAnalytics>;

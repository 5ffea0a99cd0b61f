import { z } from 'zod';

/** Spec §3: newsletter topic categories and difficulty levels. */
export const NEWSLETTER_TOPICS = ['romantic', 'family', 'parenting', 'work'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];
export const NEWSLETTER_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type NewsletterLevel = (typeof NEWSLETTER_LEVELS)[number];

export const NEWSLETTER_TOPIC_LABELS: Record<NewsletterTopic, string> = {
  romantic: 'Romantic relationships',
  family: 'Family',
  parenting: 'Parenting',
  work: 'Work relationships',
};
export const NEWSLETTER_LEVEL_LABELS: Record<NewsletterLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/** Spec §5: at least one topic. Levels may be any of the three (at least one, so an edition has something to draw from). */
export const newsletterPreferences = z.object({
  categories: z
    .array(z.enum(NEWSLETTER_TOPICS, { message: 'Unknown topic' }), { message: 'Choose at least one topic' })
    .min(1, 'Choose at least one topic')
    .max(NEWSLETTER_TOPICS.length)
    .transform((list) => [...new Set(list)]),
  difficulty: z
    .array(z.enum(NEWSLETTER_LEVELS, { message: 'Unknown difficulty' }), { message: 'Choose at least one difficulty' })
    .min(1, 'Choose at least one difficulty')
    .max(NEWSLETTER_LEVELS.length)
    .transform((list) => [...new Set(list)]),
  personalizedContent: z.boolean({ message: 'personalizedContent must be true or false' }),
});
export type NewsletterPreferences = z.infer<typeof newsletterPreferences>;

/** Spec §5 defaults: romantic and family, beginner and intermediate, personalised content on. */
export const DEFAULT_NEWSLETTER_PREFERENCES: NewsletterPreferences = {
  categories: ['romantic', 'family'],
  difficulty: ['beginner', 'intermediate'],
  personalizedContent: true,
};

export const subscribeInput = z.object({ preferences: newsletterPreferences });
export const updateSubscriptionInput = z.union([
  z.object({ isSubscribed: z.literal(false) }).strict(),
  z.object({ preferences: newsletterPreferences }).strict(),
]);

export const newsletterSubscription = z.object({
  isSubscribed: z.boolean(),
  frequency: z.literal('biweekly'),
  preferences: newsletterPreferences,
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;

// ---------------------------------------------------------------------------------------------------------------
// The administrator's view (spec §3 edition and schedule item; issue 17)

/** Spec §9: the Content tab lists 10 editions, the Newsletter tab 8 schedule items. */
export const EDITIONS_LISTED = 10;
export const SCHEDULE_ITEMS = 8;

export const newsletterEdition = z.object({
  id: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  /** published once every delivery was tried; generated while sending; skipped when the slot was more than a day late. */
  status: z.enum(['published', 'generated', 'skipped']),
  category: z.enum(NEWSLETTER_TOPICS),
  emailsSent: z.number().int(),
  emailsFailed: z.number().int(),
  emailsPending: z.number().int(),
  scheduledDate: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type NewsletterEdition = z.infer<typeof newsletterEdition>;

export const newsletterScheduleItem = z.object({
  id: z.string(),
  scheduledDate: z.string(),
  dayOfWeek: z.string(),
  weekNumber: z.number().int(),
  /** Spec §4: scheduled, generated (shown as 'Ready'), sent. */
  status: z.enum(['scheduled', 'generated', 'sent']),
  category: z.enum(NEWSLETTER_TOPICS),
});
export type NewsletterScheduleItem = z.infer<typeof newsletterScheduleItem>;

export const newsletterSubscriptionStats = z.object({
  activeSubscribers: z.number().int(),
  /** Subscribed but not (yet) receiving: the address is not verified. */
  awaitingVerification: z.number().int(),
  unsubscribed: z.number().int(),
  personalized: z.number().int(),
  byCategory: z.record(z.enum(NEWSLETTER_TOPICS), z.number().int()),
  byDifficulty: z.record(z.enum(NEWSLETTER_LEVELS), z.number().int()),
  timeZone: z.string(),
});
export type NewsletterSubscriptionStats = z.infer<typeof newsletterSubscriptionStats>;

export const sendNowResult = z.object({ editionId: z.string(), recipients: z.number().int() });

export const editionPreview = z.object({
  title: z.string(),
  category: z.enum(NEWSLETTER_TOPICS),
  scheduledDate: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type EditionPreview = z.infer<typeof editionPreview>;

export const contentLibraryStats = z.object({
  articles: z.number().int(),
  byCategory: z.record(z.enum(NEWSLETTER_TOPICS), z.number().int()),
  byLevel: z.record(z.enum(NEWSLETTER_LEVELS), z.number().int()),
  editionsByCategory: z.record(z.enum(NEWSLETTER_TOPICS), z.number().int()),
});
export type ContentLibraryStats = z.infer<typeof contentLibraryStats>;

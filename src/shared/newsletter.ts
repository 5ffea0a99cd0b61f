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

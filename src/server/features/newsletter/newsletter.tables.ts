import type { Selectable } from 'kysely';

export interface NewsletterSubscriptionsTable {
  user_id: string;
  is_subscribed: number;
  /** JSON array of topics. */
  categories: string;
  /** JSON array of levels. */
  difficulty: string;
  personalized_content: number;
  subscribed_at: string | null;
  unsubscribed_at: string | null;
  updated_at: string;
}

export interface NewsletterTables {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}

export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>;

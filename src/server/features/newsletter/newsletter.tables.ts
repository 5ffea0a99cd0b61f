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

export interface NewsletterTables extends NewsletterSendingTables {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}

export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>;

export type EditionStatus = 'generated' | 'published' | 'skipped';
export type EditionTrigger = 'schedule' | 'send-now';
export type DeliveryStatus = 'pending' | 'sending' | 'retry' | 'sent' | 'failed' | 'skipped';

export interface NewsletterEditionsTable {
  id: string;
  /** ISO UTC time of the schedule slot (Monday/Wednesday 09:00 in NEWSLETTER_TZ); unique. */
  slot: string;
  title: string;
  meta_description: string;
  category: string;
  status: EditionStatus;
  trigger: EditionTrigger;
  created_at: string;
  published_at: string | null;
}

export interface NewsletterDeliveriesTable {
  id: string;
  edition_id: string;
  user_id: string;
  /** JSON array of article ids. */
  article_ids: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  claimed_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface NewsletterSendingTables {
  newsletter_editions: NewsletterEditionsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
}

export type NewsletterEditionRow = Selectable<NewsletterEditionsTable>;
export type NewsletterDeliveryRow = Selectable<NewsletterDeliveriesTable>;

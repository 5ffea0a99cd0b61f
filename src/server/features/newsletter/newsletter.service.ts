import type { AppDeps } from '../../deps.js';
import type { PublicUser } from '../../../shared/auth.js';
import {
  DEFAULT_NEWSLETTER_PREFERENCES,
  NEWSLETTER_LEVELS,
  NEWSLETTER_TOPICS,
  type NewsletterLevel,
  type NewsletterPreferences,
  type NewsletterSubscription,
  type NewsletterTopic,
} from '../../../shared/newsletter.js';
import * as q from './newsletter.queries.js';
import type { NewsletterSubscriptionRow } from './newsletter.tables.js';

function parseList<T extends string>(json: string, allowed: readonly T[]): T[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? (list.filter((x) => (allowed as readonly unknown[]).includes(x)) as T[]) : [];
  } catch {
    return [];
  }
}

export function preferencesOf(row: Pick<NewsletterSubscriptionRow, 'categories' | 'difficulty' | 'personalized_content'>): NewsletterPreferences {
  return {
    categories: parseList<NewsletterTopic>(row.categories, NEWSLETTER_TOPICS),
    difficulty: parseList<NewsletterLevel>(row.difficulty, NEWSLETTER_LEVELS),
    personalizedContent: row.personalized_content === 1,
  };
}

function toSubscription(row: NewsletterSubscriptionRow | undefined): NewsletterSubscription {
  if (!row) return { isSubscribed: false, frequency: 'biweekly', preferences: DEFAULT_NEWSLETTER_PREFERENCES };
  return { isSubscribed: row.is_subscribed === 1, frequency: 'biweekly', preferences: preferencesOf(row) };
}

/** GET /api/newsletter/subscription: a member who never subscribed sees the §5 defaults, unsubscribed. */
export async function getSubscription(deps: AppDeps, user: PublicUser): Promise<NewsletterSubscription> {
  return toSubscription(await q.findSubscription(deps.database.db, user.id));
}

/** POST /api/newsletter/subscribe: subscribes (again) with these preferences. */
export async function subscribe(deps: AppDeps, user: PublicUser, preferences: NewsletterPreferences): Promise<NewsletterSubscription> {
  const db = deps.database.db;
  const now = deps.clock.now().toISOString();
  const existing = await q.findSubscription(db, user.id);
  await q.upsertSubscription(db, {
    user_id: user.id,
    is_subscribed: 1,
    categories: JSON.stringify(preferences.categories),
    difficulty: JSON.stringify(preferences.difficulty),
    personalized_content: preferences.personalizedContent ? 1 : 0,
    subscribed_at: existing?.is_subscribed === 1 ? existing.subscribed_at : now,
    unsubscribed_at: existing?.is_subscribed === 1 ? existing.unsubscribed_at : null,
    updated_at: now,
  });
  return getSubscription(deps, user);
}

/** PUT /api/newsletter/subscription: new preferences (the subscription state stays), or `isSubscribed: false`. */
export async function updateSubscription(
  deps: AppDeps,
  user: PublicUser,
  input: { isSubscribed: false } | { preferences: NewsletterPreferences },
): Promise<NewsletterSubscription> {
  const db = deps.database.db;
  const now = deps.clock.now().toISOString();
  if ('isSubscribed' in input) {
    await q.markUnsubscribed(db, user.id, now);
    return getSubscription(deps, user);
  }
  const existing = await q.findSubscription(db, user.id);
  const { preferences } = input;
  await q.upsertSubscription(db, {
    user_id: user.id,
    is_subscribed: existing?.is_subscribed ?? 0,
    categories: JSON.stringify(preferences.categories),
    difficulty: JSON.stringify(preferences.difficulty),
    personalized_content: preferences.personalizedContent ? 1 : 0,
    subscribed_at: existing?.subscribed_at ?? null,
    unsubscribed_at: existing?.unsubscribed_at ?? null,
    updated_at: now,
  });
  return getSubscription(deps, user);
}

/** GET /api/newsletter/topics (spec §3: a topic is its category). */
export function listTopics(): Array<{ category: NewsletterTopic }> {
  return NEWSLETTER_TOPICS.map((category) => ({ category }));
}

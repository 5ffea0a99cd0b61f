/**
 * The administrator's newsletter calls (admin-only procedures; nothing here checks who asks): the latest editions
 * with their delivery figures, the next slots of the schedule, subscriber figures, the content library's counts, a
 * preview of the next edition and "send now".
 */
import type { AppDeps } from '../../deps.js';
import type { PublicUser } from '../../../shared/auth.js';
import {
  EDITIONS_LISTED,
  NEWSLETTER_LEVELS,
  NEWSLETTER_TOPICS,
  SCHEDULE_ITEMS,
  type ContentLibraryStats,
  type EditionPreview,
  type NewsletterEdition,
  type NewsletterLevel,
  type NewsletterScheduleItem,
  type NewsletterSubscriptionStats,
  type NewsletterTopic,
} from '../../../shared/newsletter.js';
import { newId } from '../../ids.js';
import { loveLanguagesOf } from './delivery.js';
import { chooseArticles, personalOpening } from './edition.js';
import { renderEditionMail } from './email.js';
import { articlesIn } from './articleText.js';
import { articleLibrary } from './library.js';
import * as q from './newsletter.queries.js';
import { preferencesOf } from './newsletter.service.js';
import { focusTopic, newsletterTimeZone, nextSlots, slotInfo } from './schedule.js';
import { linkBase, unsubscribeUrl } from './unsubscribe.js';

const topicOr = (value: string): NewsletterTopic => ((NEWSLETTER_TOPICS as readonly string[]).includes(value) ? (value as NewsletterTopic) : 'romantic');
const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function parseList(json: string): string[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** GET /api/newsletter/editions: the 10 latest editions, newest first. */
export async function listEditions(deps: AppDeps): Promise<NewsletterEdition[]> {
  const db = deps.database.db;
  const editions = await q.latestEditions(db, EDITIONS_LISTED);
  const tallies = await q.deliveryTallies(db, editions.map((e) => e.id));
  const count = (id: string, statuses: string[]) => tallies.filter((t) => t.edition_id === id && statuses.includes(t.status)).reduce((n, t) => n + Number(t.n), 0);
  return editions.map((e) => ({
    id: e.id,
    title: e.title,
    metaDescription: e.meta_description,
    status: e.status,
    category: topicOr(e.category),
    emailsSent: count(e.id, ['sent']),
    emailsFailed: count(e.id, ['failed']),
    emailsPending: count(e.id, ['pending', 'sending', 'retry']),
    scheduledDate: e.slot,
    createdAt: e.created_at,
    publishedAt: e.published_at,
  }));
}

/** GET /api/newsletter/schedule: the next 8 slots; one already sent by "send now" shows as sent (or Ready while sending). */
export async function listSchedule(deps: AppDeps): Promise<NewsletterScheduleItem[]> {
  const zone = newsletterTimeZone(deps.config);
  const slots = nextSlots(zone, deps.clock.now(), SCHEDULE_ITEMS);
  const editions = new Map((await q.editionsBySlots(deps.database.db, slots.map((s) => s.toISOString()))).map((e) => [e.slot, e]));
  return slots.map((slot) => {
    const { dayOfWeek, weekNumber } = slotInfo(slot, zone);
    const edition = editions.get(slot.toISOString());
    return {
      id: slot.toISOString(),
      scheduledDate: slot.toISOString(),
      dayOfWeek,
      weekNumber,
      status: !edition ? 'scheduled' : edition.status === 'generated' ? 'generated' : 'sent',
      category: focusTopic(slot, zone),
    };
  });
}

/** GET /api/newsletter/subscriptions: who is subscribed, to what (counts only, nobody's address). */
export async function subscriptionStats(deps: AppDeps): Promise<NewsletterSubscriptionStats> {
  const stats: NewsletterSubscriptionStats = {
    activeSubscribers: 0,
    awaitingVerification: 0,
    unsubscribed: 0,
    personalized: 0,
    byCategory: zeroes(NEWSLETTER_TOPICS),
    byDifficulty: zeroes(NEWSLETTER_LEVELS),
    timeZone: newsletterTimeZone(deps.config),
  };
  for (const row of await q.subscriptionChoices(deps.database.db)) {
    if (row.is_subscribed !== 1) {
      stats.unsubscribed += 1;
      continue;
    }
    if (!row.email_verified_at) {
      stats.awaitingVerification += 1;
      continue;
    }
    stats.activeSubscribers += 1;
    if (row.personalized_content === 1) stats.personalized += 1;
    for (const c of parseList(row.categories)) if (c in stats.byCategory) stats.byCategory[c as NewsletterTopic] += 1;
    for (const d of parseList(row.difficulty)) if (d in stats.byDifficulty) stats.byDifficulty[d as NewsletterLevel] += 1;
  }
  return stats;
}

/** The Content tab's counts: articles per topic and level, editions sent per lead topic. */
export async function contentStats(deps: AppDeps): Promise<ContentLibraryStats> {
  const library = await articleLibrary();
  const byCategory = zeroes(NEWSLETTER_TOPICS);
  const byLevel = zeroes(NEWSLETTER_LEVELS);
  for (const a of library) {
    byCategory[a.topic] += 1;
    byLevel[a.level] += 1;
  }
  const editionsByCategory = zeroes(NEWSLETTER_TOPICS);
  for (const row of await q.editionCountsByCategory(deps.database.db)) editionsByCategory[topicOr(row.category)] += Number(row.n);
  return { articles: library.length, byCategory, byLevel, editionsByCategory };
}

/** The next edition as the administrator would receive it (their own choices, or the §5 defaults). Sends nothing. */
export async function previewNextEdition(deps: AppDeps, admin: PublicUser): Promise<EditionPreview> {
  const zone = newsletterTimeZone(deps.config);
  const slot = nextSlots(zone, deps.clock.now(), 1)[0]!;
  const category = focusTopic(slot, zone);
  const db = deps.database.db;
  const subscription = await q.findSubscription(db, admin.id);
  const prefs = subscription ? preferencesOf(subscription) : { categories: [...NEWSLETTER_TOPICS], difficulty: [...NEWSLETTER_LEVELS], personalizedContent: true };
  const received = new Set((await q.receivedArticles(db, [admin.id])).flatMap((r) => parseList(r.article_ids)));
  // The same articles as anyone with these choices, in the words the administrator would read them in.
  const chosen = chooseArticles(await articleLibrary(), prefs, category, received);
  const articles = await articlesIn(admin.locale, chosen.map((a) => a.id));
  const title = `Attune letter for ${slotInfo(slot, zone).label}`;
  const results = await db.selectFrom('survey_results').select(['personality_type', 'results']).where('user_id', '=', admin.id).executeTakeFirst();
  const mail = renderEditionMail({
    locale: admin.locale,
    edition: { title, category, slot, timeZone: zone },
    firstName: admin.firstName,
    opening: prefs.personalizedContent
      ? personalOpening({ firstName: admin.firstName, personalityType: results?.personality_type ?? null, ...loveLanguagesOf(results?.results ?? null) }, admin.locale)
      : null,
    articles,
    // A preview carries a link that unsubscribes nobody.
    unsubscribeUrl: unsubscribeUrl(deps, `preview.${newId()}`),
    settingsUrl: `${linkBase(deps)}/settings`,
  });
  return { title, category, scheduledDate: slot.toISOString(), ...mail };
}

/**
 * Making and sending editions (issue 17, decision 033).
 *
 * An edition belongs to one slot (unique). Sending it has two phases, both keyset-paged so memory stays one page
 * however many subscribers there are: (1) one delivery row per subscriber (unique per edition and person) with the
 * articles chosen for them; (2) each pending row is claimed (pending → sending, one conditional update, so two
 * instances never send the same row), sent through the mail port and marked sent, or retry with back-off, or after
 * the last attempt failed. Running a slot again, or resuming one a dead process left, repeats neither phase's work.
 */
import type { AppDeps } from '../../deps.js';
import { localeOrDefault } from '../../../shared/locales.js';
import { fail } from '../../errors.js';
import { newId } from '../../ids.js';
import type { LoveLanguage } from '../../../shared/assessment/types.js';
import { LOVE_LANGUAGES } from '../../../shared/assessment/types.js';
import { NEWSLETTER_TOPIC_LABELS, NEWSLETTER_TOPICS, type NewsletterTopic } from '../../../shared/newsletter.js';
import { chooseArticles, personalOpening } from './edition.js';
import { renderEditionMail } from './email.js';
import { articlesIn } from './articleText.js';
import { articleLibrary, type Article } from './library.js';
import * as q from './newsletter.queries.js';
import { preferencesOf } from './newsletter.service.js';
import type { NewsletterEditionRow } from './newsletter.tables.js';
import { focusTopic, latestSlot, newsletterTimeZone, nextSlots, slotInfo } from './schedule.js';
import { linkBase, unsubscribeToken, unsubscribeUrl, UNSUBSCRIBE_PATH } from './unsubscribe.js';

/** Subscribers (phase 1) and deliveries (phase 2) per page. */
export const PAGE_SIZE = 200;
/** Mails in flight at once within a page. */
const SEND_CONCURRENCY = 4;
/** One first try and three retries, then failed. */
export const MAX_ATTEMPTS = 4;
/** Wait before retry n (after attempt n failed). */
export const RETRY_BACKOFF_MS = [5 * 60_000, 15 * 60_000, 45 * 60_000] as const;
/** A slot more than this late (the server was down) is skipped, not sent. */
export const LATE_LIMIT_MS = 24 * 60 * 60_000;
/** A delivery still `sending` this long after it was claimed belonged to a process that died: it is sent again. */
export const STALE_SENDING_MS = 15 * 60_000;

function parseIds(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The love languages in a stored survey result (either may be missing from an old or partial row). */
export function loveLanguagesOf(resultsJson: string | null): { loveLanguageReceiving: LoveLanguage | null; loveLanguageGiving: LoveLanguage | null } {
  const pick = (value: unknown) => ((LOVE_LANGUAGES as readonly unknown[]).includes(value) ? (value as LoveLanguage) : null);
  if (!resultsJson) return { loveLanguageReceiving: null, loveLanguageGiving: null };
  try {
    const results = JSON.parse(resultsJson) as { loveLanguageReceiving?: unknown; loveLanguageGiving?: unknown };
    return { loveLanguageReceiving: pick(results.loveLanguageReceiving), loveLanguageGiving: pick(results.loveLanguageGiving) };
  } catch {
    return { loveLanguageReceiving: null, loveLanguageGiving: null };
  }
}

function editionRow(deps: AppDeps, slot: Date, trigger: 'schedule' | 'send-now', status: 'generated' | 'skipped'): NewsletterEditionRow {
  const zone = newsletterTimeZone(deps.config);
  const category = focusTopic(slot, zone);
  return {
    id: newId(),
    slot: slot.toISOString(),
    title: `Attune letter for ${slotInfo(slot, zone).label}`,
    meta_description: `This edition leads with ${NEWSLETTER_TOPIC_LABELS[category].toLowerCase()}; each reader gets articles for their own topics and level.`,
    category,
    status,
    trigger,
    created_at: deps.clock.now().toISOString(),
    published_at: null,
  };
}

/** Phase 1: a delivery row per subscriber, a page at a time. */
async function addressEdition(deps: AppDeps, edition: NewsletterEditionRow): Promise<void> {
  const db = deps.database.db;
  let library: Article[] | undefined;
  const focus = edition.category as NewsletterTopic;
  for (let after = ''; ; ) {
    const page = await q.subscriberPage(db, after, PAGE_SIZE);
    if (page.length === 0) return;
    const articlesToChoose = (library ??= await articleLibrary());
    after = page[page.length - 1]!.user_id;
    const received = new Map<string, Set<string>>();
    for (const row of await q.receivedArticles(db, page.map((p) => p.user_id))) {
      const set = received.get(row.user_id) ?? new Set<string>();
      for (const id of parseIds(row.article_ids)) set.add(id);
      received.set(row.user_id, set);
    }
    const now = deps.clock.now().toISOString();
    await q.insertDeliveries(
      db,
      page.map((sub) => {
        const prefs = preferencesOf({ categories: sub.categories, difficulty: sub.difficulty, personalized_content: 0 });
        const articles = chooseArticles(articlesToChoose, prefs, focus, received.get(sub.user_id) ?? new Set());
        return {
          id: newId(),
          edition_id: edition.id,
          user_id: sub.user_id,
          article_ids: JSON.stringify(articles.map((a) => a.id)),
          // Nothing new in the library for this person's choices: recorded, not sent.
          status: articles.length > 0 ? 'pending' : 'skipped',
          attempts: 0,
          next_attempt_at: null,
          claimed_at: null,
          last_error: null,
          created_at: now,
          sent_at: null,
        };
      }),
    );
    if (page.length < PAGE_SIZE) return;
  }
}

/** Sends one claimed delivery and records the outcome. */
async function sendOne(deps: AppDeps, row: q.DeliveryToSend): Promise<void> {
  const db = deps.database.db;
  const attempts = row.attempts + 1;
  if (row.is_subscribed !== 1 || row.is_active !== 1 || row.deleted_at !== null) {
    await q.finishDelivery(db, row.id, { status: 'skipped', attempts: row.attempts, last_error: 'unsubscribed or inactive before sending' });
    return;
  }
  // In the reader's language (decision 080), read with the delivery: no query more per mail. The articles are the
  // ones chosen for this person, in their words (the same ids in every language).
  const locale = localeOrDefault(row.locale);
  const articles = await articlesIn(locale, parseIds(row.article_ids));
  const token = await unsubscribeToken(deps, row.user_id);
  const unsubscribe = unsubscribeUrl(deps, token);
  const mail = renderEditionMail({
    locale,
    edition: {
      title: row.title,
      category: (NEWSLETTER_TOPICS as readonly string[]).includes(row.category) ? (row.category as NewsletterTopic) : 'romantic',
      slot: new Date(row.slot),
      timeZone: newsletterTimeZone(deps.config),
    },
    firstName: row.first_name,
    opening:
      row.personalized_content === 1
        ? personalOpening({ firstName: row.first_name, personalityType: row.personality_type, ...loveLanguagesOf(row.results) }, locale)
        : null,
    articles,
    unsubscribeUrl: unsubscribe,
    settingsUrl: `${linkBase(deps)}/settings`,
  });
  const result = await deps.mailer.send({
    to: row.email,
    ...mail,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: `<newsletter-${row.id}@${new URL(linkBase(deps)).hostname}>`,
    keepCopy: false,
  });
  const now = deps.clock.now();
  if (!result.error) {
    await q.finishDelivery(db, row.id, { status: 'sent', attempts, sent_at: now.toISOString(), last_error: null, next_attempt_at: null });
  } else if (attempts >= MAX_ATTEMPTS) {
    await q.finishDelivery(db, row.id, { status: 'failed', attempts, last_error: result.error.slice(0, 500), next_attempt_at: null });
  } else {
    const wait = RETRY_BACKOFF_MS[Math.min(attempts, RETRY_BACKOFF_MS.length) - 1]!;
    await q.finishDelivery(db, row.id, {
      status: 'retry',
      attempts,
      last_error: result.error.slice(0, 500),
      next_attempt_at: new Date(now.getTime() + wait).toISOString(),
    });
  }
}

/** Claims and sends the rows, a few at a time. */
async function sendRows(deps: AppDeps, rows: q.DeliveryToSend[], from: 'pending' | 'retry'): Promise<void> {
  // Nothing due (most runs): the article library, and its parsers, stay unloaded.
  if (rows.length === 0) return;
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      if (await q.claimDelivery(deps.database.db, row.id, from, deps.clock.now().toISOString())) await sendOne(deps, row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, worker));
}

/** Phase 2: every pending delivery of the edition, a page at a time. */
async function sendPending(deps: AppDeps, editionId: string): Promise<void> {
  for (let after = ''; ; ) {
    const page = await q.pendingDeliveryPage(deps.database.db, editionId, after, PAGE_SIZE);
    if (page.length === 0) return;
    after = page[page.length - 1]!.id;
    await sendRows(deps, page, 'pending');
  }
}

/** Addresses and sends an edition, then marks it published. Safe to run again: it only does what is still owed. */
export async function deliverEdition(deps: AppDeps, edition: NewsletterEditionRow): Promise<void> {
  if (edition.status !== 'generated') return;
  await addressEdition(deps, edition);
  await sendPending(deps, edition.id);
  await q.publishEdition(deps.database.db, edition.id, deps.clock.now().toISOString());
}

/** The scheduled job's work for one slot: send it, unless it is more than a day late (then it is recorded as skipped). */
export async function runNewsletterSlot(deps: AppDeps, slot: Date): Promise<void> {
  const late = deps.clock.now().getTime() - slot.getTime() > LATE_LIMIT_MS;
  const edition = await q.ensureEdition(deps.database.db, editionRow(deps, slot, 'schedule', late ? 'skipped' : 'generated'));
  await deliverEdition(deps, edition);
}

/**
 * The retry sweep: deliveries a dead process left in `sending` go back in line, then every retry that is due is
 * sent (a page per run; the sweep runs every five minutes).
 */
export async function sendDueRetries(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock.now();
  await q.releaseStaleSending(db, new Date(now.getTime() - STALE_SENDING_MS).toISOString(), now.toISOString());
  await sendRows(deps, await q.dueRetries(db, now.toISOString(), PAGE_SIZE * 5), 'retry');
}

/** The first upcoming slot that has no edition yet. */
async function nextOpenSlot(deps: AppDeps): Promise<Date> {
  const zone = newsletterTimeZone(deps.config);
  const slots = nextSlots(zone, deps.clock.now(), 52);
  const taken = new Set((await q.editionsBySlots(deps.database.db, slots.map((s) => s.toISOString()))).map((e) => e.slot));
  const open = slots.find((s) => !taken.has(s.toISOString()));
  if (!open) throw fail.conflict('Every edition of the next six months has been sent already.');
  return open;
}

/**
 * After Send now, the next use waits this long (issue 28: three quick clicks once sent three editions, one per
 * upcoming slot). Held in the database, so it holds across clicks, tabs and instances.
 */
export const SEND_NOW_PAUSE_MS = 10 * 60_000;

export function sendNowPausedMessage(minutesLeft: number): string {
  return `An edition was sent a moment ago. Send now can be used again in ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}.`;
}

/** POST /api/admin/newsletter/send-now: the next edition (the first upcoming slot not yet sent), made and sent now. */
export async function sendNow(deps: AppDeps): Promise<{ editionId: string; recipients: number }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  if (!(await q.claimSendNow(db, now.toISOString(), new Date(now.getTime() + SEND_NOW_PAUSE_MS).toISOString()))) {
    const end = await q.sendNowPauseEnd(db);
    const minutesLeft = Math.max(1, Math.ceil(((end ? new Date(end).getTime() : now.getTime()) - now.getTime()) / 60_000));
    throw fail.conflict(sendNowPausedMessage(minutesLeft));
  }
  let edition: NewsletterEditionRow;
  try {
    edition = await q.ensureEdition(db, editionRow(deps, await nextOpenSlot(deps), 'send-now', 'generated'));
  } catch (error) {
    // Nothing was made or sent: the pause would only hold back the administrator's next try.
    await q.endSendNowPause(db, now.toISOString());
    throw error;
  }
  await deliverEdition(deps, edition);
  return { editionId: edition.id, recipients: await q.countAddressed(db, edition.id) };
}

/** The most recent slot at or before now (for the schedule's "last sent"). */
export function previousSlot(deps: AppDeps): Date | undefined {
  return latestSlot(newsletterTimeZone(deps.config), deps.clock.now());
}

export { UNSUBSCRIBE_PATH };

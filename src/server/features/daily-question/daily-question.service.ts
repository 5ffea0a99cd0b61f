/**
 * The daily question for two (issue 31, decision 065): one question a day per active connection, each person's
 * answer private until both have answered. Rules without a database live in rules.ts; the reveal rule in reveal.ts.
 */
import { t } from '../../i18n/translate.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { zoneOrDefault } from '../../../shared/localTime.js';
import {
  DAILY_QUESTION_MESSAGES as M,
  HISTORY_PAGE_SIZE,
  type DailyQuestionCardState,
  type DailyQuestionHistoryPage,
  type DailyQuestionReaction,
  type DailyQuestionState,
  type DailyQuestionView,
} from '../../../shared/dailyQuestion.js';
import { CONNECTION_MESSAGES } from '../connections/connections.schemas.js';
import { loadProfiles } from '../survey/profiles.js';
import { notify } from '../notifications/notifications.service.js';
import { publishTo } from '../shared-chat/delivery.js';
import { dailyQuestionDecks, deckFor, questionById, type DeckQuestion } from './decks.js';
import * as q from './daily-question.queries.js';
import { answersFor } from './reveal.js';
import { afterReveal, chooseQuestion, NO_STREAK, pairDay, streakOn, type StreakState } from './rules.js';
import { focusTags } from './focus.js';

export interface Asker {
  id: string;
  firstName: string;
}

/** The connection as the daily question needs it: the two people, their zones and the deck. */
export interface Pair {
  connectionId: string;
  viewerId: string;
  otherId: string;
  relationshipType: string;
  zones: [string, string];
}

/**
 * Only the two people of an active connection, both active members, may ask; anyone else reads 404 (the same answer
 * whether the connection does not exist, is a pending request or is someone else's), so nothing is revealed.
 */
export async function pairFor(deps: AppDeps, viewerId: string, connectionId: string): Promise<Pair> {
  const { db } = deps.database;
  const row = await db.selectFrom('connections').selectAll().where('id', '=', connectionId).executeTakeFirst();
  if (!row || row.status !== 'active' || (row.user1_id !== viewerId && row.user2_id !== viewerId)) throw fail.notFound(CONNECTION_MESSAGES.connectionNotFound);
  const otherId = row.user1_id === viewerId ? row.user2_id : row.user1_id;
  const people = await db.selectFrom('users').select(['id', 'is_active', 'time_zone']).where('id', 'in', [viewerId, otherId]).execute();
  const other = people.find((p) => p.id === otherId);
  const viewer = people.find((p) => p.id === viewerId);
  if (!other || other.is_active !== 1) throw fail.notFound(CONNECTION_MESSAGES.connectionNotFound);
  return { connectionId, viewerId, otherId, relationshipType: row.relationship_type, zones: [zoneOrDefault(viewer?.time_zone), zoneOrDefault(other.time_zone)] };
}

export function todayOf(deps: AppDeps, pair: Pair): string {
  return pairDay(deps.clock.now(), pair.zones[0], pair.zones[1]);
}

export function streakStateOf(row: q.PairRow | undefined): StreakState {
  if (!row) return NO_STREAK;
  return { streak: row.streak, lastDay: row.last_day, frozenWeeks: JSON.parse(row.frozen_weeks) as string[] };
}

async function pickQuestion(deps: AppDeps, pair: Pair, day: string, exclude: Set<string> = new Set()): Promise<DeckQuestion> {
  const { db } = deps.database;
  const [used, profiles] = await Promise.all([q.usedQuestionIds(db, pair.connectionId), loadProfiles(db, [pair.viewerId, pair.otherId])]);
  const focus = focusTags(profiles.get(pair.viewerId)?.results ?? null, profiles.get(pair.otherId)?.results ?? null);
  return chooseQuestion(dailyQuestionDecks()[deckFor(pair.relationshipType)], { connectionId: pair.connectionId, day, used, focus, exclude });
}

/** Today's row, stored by whichever of the two answers or skips first (the other's request reads the stored one). */
async function ensureDay(deps: AppDeps, pair: Pair, day: string): Promise<q.DayRow> {
  const { db } = deps.database;
  const existing = await q.findDay(db, pair.connectionId, day);
  if (existing) return existing;
  const question = await pickQuestion(deps, pair, day);
  const now = deps.clock.now().toISOString();
  await q.insertDayOnce(db, { connection_id: pair.connectionId, pair_day: day, question_id: question.id, skipped: '[]', revealed_at: null, created_at: now, updated_at: now });
  const stored = await q.findDay(db, pair.connectionId, day);
  if (!stored) throw new Error('daily question day was not stored');
  return stored;
}

function questionOf(id: string): { id: string; text: string; depth: DeckQuestion['depth'] } {
  const found = questionById(id);
  // A question removed from the decks after it was asked still shows something sensible.
  return found ? { id: found.id, text: found.text, depth: found.depth } : { id, text: 'A question from an earlier deck', depth: 'light' };
}

function stateOf(paused: boolean, view: ReturnType<typeof answersFor>): DailyQuestionState {
  if (view.revealed) return 'revealed';
  if (paused) return 'paused';
  if (view.mine) return 'waiting_for_them';
  return view.theyAnswered ? 'waiting_for_me' : 'new';
}

async function viewFor(deps: AppDeps, pair: Pair, day: string, dayRow: q.DayRow | undefined, questionId: string): Promise<DailyQuestionView> {
  const { db } = deps.database;
  const [answers, pairRow] = await Promise.all([dayRow ? q.answersOf(db, pair.connectionId, day) : Promise.resolve([]), q.findPair(db, pair.connectionId)]);
  const seen = answersFor(dayRow, answers, pair.viewerId);
  const paused = pairRow?.paused_by != null;
  const { streak, freezesLeft } = streakOn(streakStateOf(pairRow), day);
  return {
    date: day,
    question: questionOf(questionId),
    myAnswer: seen.mine?.answer ?? null,
    theirAnswer: seen.theirs?.answer ?? null,
    myReaction: seen.revealed ? ((seen.mine?.reaction as DailyQuestionReaction | null) ?? null) : null,
    theirReaction: seen.revealed ? ((seen.theirs?.reaction as DailyQuestionReaction | null) ?? null) : null,
    state: stateOf(paused, seen),
    streak,
    freezesLeft,
    paused,
    pausedByMe: pairRow?.paused_by === pair.viewerId,
  };
}

/** GET /api/connections/{id}/daily-question */
export async function today(deps: AppDeps, viewer: Asker, connectionId: string): Promise<DailyQuestionView> {
  const pair = await pairFor(deps, viewer.id, connectionId);
  const day = todayOf(deps, pair);
  // A GET writes nothing (issue 28): until either person answers or skips, the day's question is drawn again on
  // each read, deterministically, so both read the same one; the first answer or skip stores it.
  const stored = await q.findDay(deps.database.db, connectionId, day);
  return viewFor(deps, pair, day, stored, stored?.question_id ?? (await pickQuestion(deps, pair, day)).id);
}

/** Tells both people's open screens that the pair's question changed; the frame names the connection, never words. */
export async function announce(deps: AppDeps, people: string[], connectionId: string): Promise<void> {
  try {
    await publishTo(deps, people, { type: 'daily_question_changed', connectionId });
  } catch (error) {
    deps.logger?.warn({ err: { type: error instanceof Error ? error.name : typeof error } }, 'daily question publish failed');
  }
}

/**
 * POST …/answer. Edit until the reveal: a second answer replaces the first while the other has not answered; once
 * both have, the answers are fixed (409). The day row is locked for the transaction, so two answers at the same
 * instant are counted one after the other and exactly one of them reveals.
 */
export async function answer(deps: AppDeps, viewer: Asker, connectionId: string, text: string): Promise<DailyQuestionView> {
  const pair = await pairFor(deps, viewer.id, connectionId);
  const { db } = deps.database;
  const pairRow = await q.findPair(db, connectionId);
  if (pairRow?.paused_by != null) throw fail.conflict(M.paused);
  const day = todayOf(deps, pair);
  await ensureDay(deps, pair, day);
  const now = deps.clock.now().toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    await q.lockDay(trx, connectionId, day, now);
    const row = await q.findDay(trx, connectionId, day);
    if (!row) throw new Error('daily question day vanished');
    if (row.revealed_at) throw fail.conflict(M.revealed);
    const before = await q.answersOf(trx, connectionId, day);
    const firstTime = !before.some((a) => a.user_id === viewer.id);
    await q.upsertAnswer(trx, { connection_id: connectionId, pair_day: day, user_id: viewer.id, answer: text, reaction: null, created_at: now, updated_at: now });
    const answers = await q.answersOf(trx, connectionId, day);
    let revealed = false;
    if (answers.length >= 2 && (await q.markRevealed(trx, connectionId, day, now))) {
      revealed = true;
      await q.ensurePair(trx, connectionId, now);
      const state = streakStateOf(await q.findPair(trx, connectionId));
      await q.saveStreak(trx, connectionId, afterReveal(state, day), now);
    }
    return { revealed, firstTime, otherAnswered: answers.some((a) => a.user_id !== viewer.id) };
  });
  await announce(deps, [viewer.id, pair.otherId], connectionId);
  if (outcome.firstTime && !outcome.otherAnswered) {
    // Fixed words, the same length whatever was answered: the notification says only that an answer exists.
    notify(deps, pair.otherId, 'daily_question', (locale) => ({
      title: t(locale, 'push.dailyQuestion.title', { name: viewer.firstName }),
      body: t(locale, 'push.dailyQuestion.body', { name: viewer.firstName }),
      url: `/?dailyQuestion=${connectionId}`,
      tag: `daily-question-${connectionId}`,
    }));
  }
  return today(deps, viewer, connectionId);
}

/** POST …/skip: another question for today, while neither has answered. The skipped one is not asked again. */
export async function skip(deps: AppDeps, viewer: Asker, connectionId: string): Promise<DailyQuestionView> {
  const pair = await pairFor(deps, viewer.id, connectionId);
  const { db } = deps.database;
  if ((await q.findPair(db, connectionId))?.paused_by != null) throw fail.conflict(M.paused);
  const day = todayOf(deps, pair);
  const current = await ensureDay(deps, pair, day);
  const skipped = [...(JSON.parse(current.skipped) as string[]), current.question_id];
  const next = await pickQuestion(deps, pair, day, new Set(skipped));
  const now = deps.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await q.lockDay(trx, connectionId, day, now);
    if ((await q.answersOf(trx, connectionId, day)).length > 0) throw fail.conflict(M.skipAnswered);
    const row = await q.findDay(trx, connectionId, day);
    // Someone else skipped in between: theirs stands (both read one question).
    if (row?.question_id !== current.question_id) return;
    await q.replaceQuestion(trx, connectionId, day, next.id, skipped, now);
  });
  await announce(deps, [viewer.id, pair.otherId], connectionId);
  return today(deps, viewer, connectionId);
}

/** PUT …/paused. Either may pause; only the one who paused resumes (the other sees paused, not why). */
export async function setPaused(deps: AppDeps, viewer: Asker, connectionId: string, paused: boolean): Promise<DailyQuestionView> {
  const pair = await pairFor(deps, viewer.id, connectionId);
  const { db } = deps.database;
  const now = deps.clock.now().toISOString();
  await q.ensurePair(db, connectionId, now);
  const row = await q.findPair(db, connectionId);
  if (paused && row?.paused_by == null) await q.setPausedBy(db, connectionId, viewer.id, now);
  if (!paused && row?.paused_by != null) {
    if (row.paused_by !== viewer.id) throw fail.conflict('Only the person who paused the daily question can resume it.');
    await q.setPausedBy(db, connectionId, null, now);
  }
  await announce(deps, [viewer.id, pair.otherId], connectionId);
  return today(deps, viewer, connectionId);
}

/** POST …/reaction: a reaction to the other's answer of today, once revealed. */
export async function react(deps: AppDeps, viewer: Asker, connectionId: string, reaction: DailyQuestionReaction | null): Promise<DailyQuestionView> {
  const pair = await pairFor(deps, viewer.id, connectionId);
  const { db } = deps.database;
  const day = todayOf(deps, pair);
  const row = await q.findDay(db, connectionId, day);
  const seen = answersFor(row, row ? await q.answersOf(db, connectionId, day) : [], viewer.id);
  if (!seen.revealed) throw fail.conflict(M.notRevealed);
  await q.setReaction(db, connectionId, day, viewer.id, reaction, deps.clock.now().toISOString());
  await announce(deps, [viewer.id, pair.otherId], connectionId);
  return today(deps, viewer, connectionId);
}

/** GET …/history: revealed days only, newest first; `search` looks through the questions and both answers. */
export async function history(deps: AppDeps, viewer: Asker, connectionId: string, input: { cursor?: string | undefined; search?: string | undefined }): Promise<DailyQuestionHistoryPage> {
  await pairFor(deps, viewer.id, connectionId);
  const needle = input.search?.trim().toLowerCase() || undefined;
  const rows = await q.revealedDays(deps.database.db, connectionId, HISTORY_PAGE_SIZE + 1, input.cursor, needle);
  const items = rows
    .map((row) => {
      const seen = answersFor(row, row.answers, viewer.id);
      return { date: row.pair_day, question: questionOf(row.question_id), myAnswer: seen.mine?.answer ?? null, theirAnswer: seen.theirs?.answer ?? null };
    })
    .filter((item) => !needle || [item.question.text, item.myAnswer ?? '', item.theirAnswer ?? ''].some((text) => text.toLowerCase().includes(needle)));
  const page = items.slice(0, HISTORY_PAGE_SIZE);
  return { items: page, nextCursor: items.length > HISTORY_PAGE_SIZE ? page[page.length - 1]!.date : null };
}

/**
 * Today's state and streak for many connection cards at once (the home screen): a few queries for the whole page,
 * never a question chosen or stored (a card that has no day yet is "new"). Connections that are not the viewer's
 * active ones are left out.
 */
export async function cards(deps: AppDeps, viewerId: string, connectionIds: string[]): Promise<Record<string, DailyQuestionCardState>> {
  const { db } = deps.database;
  const [connections, zones] = await Promise.all([q.activeConnectionsAmong(db, viewerId, connectionIds), q.zonesOf(db, [viewerId])]);
  const myZone = zoneOrDefault(zones.get(viewerId));
  const now = deps.clock.now();
  const keys = connections.map((c) => ({ connectionId: c.id, day: pairDay(now, myZone, zoneOrDefault(c.other_zone)) }));
  const [{ days, answers }, pairs] = await Promise.all([q.daysOn(db, keys), q.findPairs(db, connections.map((c) => c.id))]);
  const out: Record<string, DailyQuestionCardState> = {};
  for (const { connectionId, day } of keys) {
    const dayRow = days.find((d) => d.connection_id === connectionId);
    const dayAnswers = answers.filter((a) => a.connection_id === connectionId) as q.AnswerRow[];
    const pairRow = pairs.find((p) => p.connection_id === connectionId);
    out[connectionId] = { state: stateOf(pairRow?.paused_by != null, answersFor(dayRow, dayAnswers, viewerId)), streak: streakOn(streakStateOf(pairRow), day).streak };
  }
  return out;
}

/**
 * Admin analytics (issue 31): participation figures only, never words — pairs that both answered in the last 24
 * hours (pair-days follow the two people's zones, so "today" is read as the last day) and the median running streak.
 */
export async function participationFigures(deps: AppDeps): Promise<{ pairsAnsweredLastDay: number; medianStreak: number }> {
  const since = new Date(deps.clock.now().getTime() - 24 * 3600_000).toISOString();
  const { pairsAnswered, streaks } = await q.participation(deps.database.db, since);
  const sorted = [...streaks].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { pairsAnsweredLastDay: pairsAnswered, medianStreak: median };
}

import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId } from '../../ids.js';
import { STABILITY_LABELS } from '../../../shared/assessment/labels.js';
import { STABILITY_DIMENSIONS, type StabilityDimension, type SurveyResults } from '../../../shared/assessment/types.js';
import { localDay, localWeek } from '../../../shared/localTime.js';
import { timeZoneOf } from '../time-zone/time-zone.service.js';
import { loadProfiles } from '../survey/profiles.js';
import { generateActions } from './generate.js';
import * as q from './growth.queries.js';
import {
  FREE_WRITING_KEY,
  GROWTH_MESSAGES,
  type CreateEntryInput,
  type JournalEntry,
  type ReflectionInput,
  type WeeklyAction,
} from './growth.schemas.js';
import type { WeeklyActionRow } from './growth.tables.js';
import { actionLibrary, formatMinutes, libraryActionById, POINTS, type Difficulty } from './library.js';
import { actionWordsIn } from './actionText.js';
import type { Locale } from '../../../shared/locales.js';
import { actionPoints, dimensionBreakdown, overallBreakdown } from './score.js';
import { selectWeeklyActions } from './selection.js';

/** "A few" generations per stability type per local day (issue 14). */
export const GENERATIONS_PER_DAY = 3;

async function currentWeek(deps: AppDeps, userId: string) {
  const zone = await timeZoneOf(deps.database.db, userId);
  return { zone, week: localWeek(deps.clock.now(), zone) };
}

/** The library id a stored row came from: its source, or the one the generator drew ("generated:<id>"); none for a model's own. */
function libraryIdOf(sourceKey: string | null | undefined): string | null {
  if (!sourceKey || sourceKey.startsWith('custom:')) return null;
  return sourceKey.startsWith('generated:') ? sourceKey.slice('generated:'.length) : sourceKey;
}

/**
 * A library action's words in the reader's language (rows keep the English library's words, whoever drew them); a
 * model's own action, or English, stays as stored.
 */
function wordsIn(row: Pick<WeeklyActionRow, 'source_key' | 'title' | 'description' | 'instructions' | 'estimated_time'>, locale: Locale) {
  const id = libraryIdOf(row.source_key);
  const words = id ? actionWordsIn(locale, id) : undefined;
  const source = words && id ? libraryActionById(id) : undefined;
  if (!words || !source) return { title: row.title, description: row.description, instructions: row.instructions, estimatedTime: row.estimated_time };
  return { title: words.title, description: words.description, instructions: words.steps.join('\n'), estimatedTime: formatMinutes(source.estimatedMinutes, locale) };
}

function actionDto(row: WeeklyActionRow, weekCompleted: boolean, locale: Locale): WeeklyAction {
  const words = wordsIn(row, locale);
  return {
    id: row.id,
    title: words.title,
    description: words.description,
    instructions: words.instructions,
    difficulty: row.difficulty as Difficulty,
    estimatedTime: words.estimatedTime,
    status: row.status,
    isCustom: row.is_custom === 1,
    points: POINTS[row.difficulty as Difficulty] ?? 1,
    pointsAwarded: row.points_awarded,
    stabilityType: row.stability_type as StabilityDimension,
    completedAt: row.completed_at,
    weekCompleted,
  };
}

async function personFacts(deps: AppDeps, userId: string): Promise<{ results: SurveyResults | null; connections: number }> {
  const [profiles, connections] = await Promise.all([loadProfiles(deps.database.db, [userId]), q.connectionCount(deps.database.db, userId)]);
  return { results: profiles.get(userId)?.results ?? null, connections };
}

const SCORE_KEY = (type: StabilityDimension) => `${type}Stability` as const;

/**
 * The library draw's id for one action: derived from (person, type, week, library action), so the list shown on a
 * read names the same ids the person's later POST sends, without the read storing anything.
 */
function drawnActionId(userId: string, type: string, weekKey: string, sourceKey: string): string {
  return encodeBase32LowerCaseNoPadding(createHash('sha256').update(`weekly-action|${userId}|${type}|${weekKey}|${sourceKey}`).digest().subarray(0, 15));
}

/**
 * The week's library draw for some types, computed (never stored) from what the person was as the week began: the
 * assessment that was current at the week's start (or their first, for someone assessed during the week) and the
 * connections made before it. Nothing the person does during the week changes these inputs, so every read of the
 * week shows the same five actions; the draw is stored only when the person acts on it (decision 066).
 */
async function computeWeekDraw(
  deps: AppDeps,
  userId: string,
  week: { key: string; start: Date },
  types: readonly StabilityDimension[],
): Promise<Map<StabilityDimension, WeeklyActionRow[]>> {
  const { results, connections } = await q.factsAtWeekStart(deps.database.db, userId, week.start.toISOString());
  const draws = new Map<StabilityDimension, WeeklyActionRow[]>();
  for (const type of types) {
    const chosen = selectWeeklyActions(actionLibrary()[type], {
      userId,
      stabilityType: type,
      weekKey: week.key,
      score: results ? Number(results[SCORE_KEY(type)]) : null,
      attachment: results?.relationshipType ?? null,
      loveLanguages: results ? [results.loveLanguageGiving, results.loveLanguageReceiving] : [],
      connectionCount: connections,
    });
    draws.set(
      type,
      chosen.map((a, position) => ({
        id: drawnActionId(userId, type, week.key, a.id),
        user_id: userId,
        stability_type: type,
        week_key: week.key,
        source_key: a.id,
        title: a.title,
        description: a.description,
        instructions: a.steps.join('\n'),
        difficulty: a.difficulty,
        estimated_time: formatMinutes(a.estimatedMinutes),
        is_custom: 0,
        status: 'available',
        points_awarded: 0,
        completed_at: null,
        position,
        created_at: week.start.toISOString(),
      })),
    );
  }
  return draws;
}

/** The week's rows for one type: the stored ones, led by the computed draw while the person has not acted on it. */
async function weekRows(deps: AppDeps, userId: string, type: StabilityDimension, week: { key: string; start: Date }): Promise<WeeklyActionRow[]> {
  const stored = await q.weekActions(deps.database.db, userId, type, week.key);
  if (stored.some((r) => r.is_custom === 0)) return stored;
  const draw = (await computeWeekDraw(deps, userId, week, [type])).get(type) ?? [];
  return [...draw, ...stored];
}

/** Stores the week's draw for one type (a POST acting on the week); rows already stored are left as they are. */
async function storeWeekDraw(deps: AppDeps, userId: string, type: StabilityDimension, week: { key: string; start: Date }): Promise<void> {
  const stored = await q.weekActions(deps.database.db, userId, type, week.key);
  if (stored.some((r) => r.is_custom === 0)) return;
  await q.insertWeekActions(deps.database.db, (await computeWeekDraw(deps, userId, week, [type])).get(type) ?? []);
}

/**
 * This week's actions for one type: the library draw for the person (the same all week, see computeWeekDraw)
 * followed by any generated for them this week. A read: it writes nothing (issue 28, finding 6).
 */
export async function listWeekActions(deps: AppDeps, userId: string, type: StabilityDimension, locale: Locale = 'en'): Promise<WeeklyAction[]> {
  const { week } = await currentWeek(deps, userId);
  const rows = await weekRows(deps, userId, type, week);
  const done = await q.weekCompletion(deps.database.db, userId, type, week.key);
  return rows.map((r) => actionDto(r, done !== undefined, locale));
}

/** "This Week's Progress": points this week, whether this type is done, the score and what actions added. */
export async function weekProgress(deps: AppDeps, userId: string, type: StabilityDimension) {
  const db = deps.database.db;
  const { zone, week } = await currentWeek(deps, userId);
  // The breakdown starts from the assessed figures (stored as they were), then adds what actions earned.
  const [done, pointsThisWeek, assessed, points] = await Promise.all([
    q.weekCompletion(db, userId, type, week.key),
    q.pointsInWeek(db, userId, week.key),
    assessedResults(deps, userId),
    actionPoints(db, [userId]),
  ]);
  const mine = points.get(userId) ?? {};
  return {
    stabilityType: type,
    timeZone: zone,
    weekStart: week.start.toISOString(),
    nextResetAt: week.end.toISOString(),
    pointsThisWeek,
    completedThisWeek: done !== undefined,
    score: assessed ? dimensionBreakdown(assessed, type, mine) : null,
    overall: assessed ? overallBreakdown(assessed, mine) : null,
  };
}

async function assessedResults(deps: AppDeps, userId: string): Promise<SurveyResults | null> {
  const row = await deps.database.db.selectFrom('survey_results').select('results').where('user_id', '=', userId).executeTakeFirst();
  return row ? (JSON.parse(row.results) as SurveyResults) : null;
}

/** The action if it is the person's own; anyone else's (or none) is the same 404. */
async function ownAction(deps: AppDeps, userId: string, actionId: string): Promise<WeeklyActionRow> {
  let row = await q.findAction(deps.database.db, actionId);
  if (!row) {
    // One of this week's drawn actions that was only shown so far: acting on it stores that type's draw.
    const { week } = await currentWeek(deps, userId);
    for (const [type, rows] of await computeWeekDraw(deps, userId, week, STABILITY_DIMENSIONS)) {
      if (!rows.some((r) => r.id === actionId)) continue;
      await storeWeekDraw(deps, userId, type, week);
      row = await q.findAction(deps.database.db, actionId);
      break;
    }
  }
  if (!row || row.user_id !== userId) throw fail.notFound(GROWTH_MESSAGES.actionNotFound);
  return row;
}

function clean(text: string | null | undefined): string | null {
  const t = text?.trim();
  return t ? t : null;
}

/**
 * Completes an action with its reflection: the week's completion (the unique key decides a race), the action's
 * status and points, and the journal entry are written in one transaction, so either all of it happens or nothing.
 */
async function completeWithReflection(deps: AppDeps, userId: string, action: WeeklyActionRow, reflection: ReflectionInput): Promise<{ entryId: string; pointsAwarded: number }> {
  const { week } = await currentWeek(deps, userId);
  if (action.week_key !== week.key) throw fail.conflict(GROWTH_MESSAGES.pastWeek);
  const points = POINTS[action.difficulty as Difficulty] ?? 1;
  const at = deps.clock.now().toISOString();
  const entryId = newId();
  const name = STABILITY_LABELS[action.stability_type as StabilityDimension] ?? action.stability_type;
  await deps.database.db.transaction().execute(async (trx) => {
    const claimed = await q.claimWeekCompletion(trx, { user_id: userId, stability_type: action.stability_type, week_key: action.week_key, action_id: action.id, points, completed_at: at });
    if (!claimed) throw fail.conflict(GROWTH_MESSAGES.alreadyDoneThisWeek(name));
    await q.markCompleted(trx, action.id, points, at);
    await q.insertEntry(trx, { id: entryId, user_id: userId, action_id: action.id, content: reflection.content, mood: clean(reflection.mood), insights: clean(reflection.insights), created_at: at, updated_at: at });
  });
  return { entryId, pointsAwarded: points };
}

/** POST /api/journal-entries/free: free writing, the owner's alone; no action, no points. */
export async function writeEntry(deps: AppDeps, userId: string, input: ReflectionInput, locale: Locale = 'en'): Promise<JournalEntry> {
  const at = deps.clock.now().toISOString();
  const id = newId();
  await q.insertEntry(deps.database.db, { id, user_id: userId, action_id: null, content: input.content, mood: clean(input.mood), insights: clean(input.insights), created_at: at, updated_at: at });
  return getEntry(deps, userId, id, locale);
}

/** POST /api/journal-entries: saves the reflection and completes its action. */
export async function createEntry(deps: AppDeps, userId: string, input: CreateEntryInput, locale: Locale = 'en'): Promise<JournalEntry> {
  const action = await ownAction(deps, userId, input.userStabilityActionId);
  if (action.status === 'completed') throw fail.conflict(GROWTH_MESSAGES.alreadyReflected);
  const { entryId } = await completeWithReflection(deps, userId, action, input);
  return getEntry(deps, userId, entryId, locale);
}

/**
 * POST /api/stability-actions/{id}/complete. Already completed by this person: the same pointsAwarded, nothing
 * changes. Otherwise it needs the reflection (content) and does what createEntry does.
 */
export async function completeAction(
  deps: AppDeps,
  userId: string,
  input: { actionId: string; content?: string; mood?: string | null; insights?: string | null },
): Promise<{ pointsAwarded: number; journalEntryId: string | null }> {
  const action = await ownAction(deps, userId, input.actionId);
  if (action.status === 'completed') {
    const entry = await q.entryForAction(deps.database.db, action.id);
    return { pointsAwarded: action.points_awarded, journalEntryId: entry?.id ?? null };
  }
  if (!input.content?.trim()) throw fail.badRequest(GROWTH_MESSAGES.missingReflection);
  const done = await completeWithReflection(deps, userId, action, { content: input.content.trim(), mood: input.mood, insights: input.insights });
  return { pointsAwarded: done.pointsAwarded, journalEntryId: done.entryId };
}

/** POST /api/stability-actions/generate/{type}: a few more actions for this week, personalised. */
export async function generateForWeek(deps: AppDeps, userId: string, type: StabilityDimension, locale: Locale = 'en'): Promise<WeeklyAction[]> {
  const db = deps.database.db;
  const { zone, week } = await currentWeek(deps, userId);
  const day = localDay(deps.clock.now(), zone);
  const at = deps.clock.now().toISOString();
  // Claim the first free numbered slot of the day; the key makes parallel requests take different slots.
  let slot = 0;
  for (let attempt = (await q.generationsToday(db, userId, type, day.key)) + 1; attempt <= GENERATIONS_PER_DAY && slot === 0; attempt++) {
    if (await q.claimGeneration(db, { user_id: userId, stability_type: type, day_key: day.key, attempt, created_at: at })) slot = attempt;
  }
  if (slot === 0) throw fail.tooMany(GROWTH_MESSAGES.generateLimit(GENERATIONS_PER_DAY));
  const used = slot - 1;
  // Store this week's library draw first, so generated ones follow it and are not mistaken for it.
  await storeWeekDraw(deps, userId, type, week);
  // In the library's English: the generator leaves out what the person already has by its English title.
  const existing = await listWeekActions(deps, userId, type);
  const { results, connections } = await personFacts(deps, userId);
  const fresh = await generateActions(deps, {
    userId,
    type,
    seed: `${week.key}|${day.key}|${used + 1}`,
    results,
    connections,
    avoidTitles: existing.map((a) => a.title),
    locale,
  });
  const start = existing.length;
  await q.insertWeekActions(
    db,
    fresh.map((a, i) => ({
      id: newId(),
      user_id: userId,
      stability_type: type,
      week_key: week.key,
      source_key: a.libraryId ? `generated:${a.libraryId}` : `custom:${newId()}`,
      title: a.title,
      description: a.description,
      instructions: a.steps.join('\n'),
      difficulty: a.difficulty,
      estimated_time: a.estimatedTime,
      is_custom: 1,
      status: 'available',
      points_awarded: 0,
      completed_at: null,
      position: start + i,
      created_at: at,
    })),
  );
  return listWeekActions(deps, userId, type, locale);
}

// --- journal --------------------------------------------------------------------------------------------------------

/** The title of the action a reflection was written for, in the reader's language when it came from the library. */
function libraryTitle(sourceKey: string | null, title: string, locale: Locale): string {
  const id = libraryIdOf(sourceKey);
  return (id && actionWordsIn(locale, id)?.title) || title;
}

function entryDto(row: NonNullable<q.EntryWithActionRow>, locale: Locale): JournalEntry {
  const action =
    row.action_id && row.title !== null && row.stability_type !== null
      ? { title: libraryTitle(row.source_key, row.title, locale), stabilityType: row.stability_type as StabilityDimension, pointsAwarded: row.points_awarded ?? 0, completedAt: row.completed_at ?? null }
      : null;
  return {
    id: row.id,
    userStabilityActionId: row.action_id,
    content: row.content,
    mood: row.mood,
    insights: row.insights,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    action,
  };
}

export async function getEntry(deps: AppDeps, userId: string, id: string, locale: Locale = 'en'): Promise<JournalEntry> {
  const row = await q.findEntry(deps.database.db, userId, id);
  if (!row) throw fail.notFound(GROWTH_MESSAGES.entryNotFound);
  return entryDto(row, locale);
}

export async function listEntries(deps: AppDeps, userId: string, input: { search?: string; page: number; pageSize: number }, locale: Locale = 'en'): Promise<JournalEntry[]> {
  const rows = await q.listEntries(deps.database.db, userId, { search: input.search || undefined, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
  return rows.map((row) => entryDto(row, locale));
}

export async function entrySummary(deps: AppDeps, userId: string, search: string | undefined) {
  const rows = await q.countEntriesByType(deps.database.db, userId, search || undefined);
  const byType: Record<string, number> = {};
  let total = 0;
  for (const r of rows) {
    byType[r.stability_type ?? FREE_WRITING_KEY] = Number(r.count);
    total += Number(r.count);
  }
  return { total, byType };
}

export async function updateEntry(deps: AppDeps, userId: string, input: { id: string } & ReflectionInput, locale: Locale = 'en'): Promise<JournalEntry> {
  await getEntry(deps, userId, input.id);
  await q.updateEntry(deps.database.db, userId, input.id, { content: input.content, mood: clean(input.mood), insights: clean(input.insights), updated_at: deps.clock.now().toISOString() });
  return getEntry(deps, userId, input.id, locale);
}

/** Deletes the reflection only: the action stays completed and its points stay earned (decision 018). */
export async function deleteEntry(deps: AppDeps, userId: string, id: string): Promise<{ success: true }> {
  if (!(await q.deleteEntry(deps.database.db, userId, id))) throw fail.notFound(GROWTH_MESSAGES.entryNotFound);
  return { success: true };
}

export async function journalSettings(deps: AppDeps, userId: string) {
  return { coachUsesReflections: await q.coachUsesReflections(deps.database.db, userId) };
}

export async function setJournalSettings(deps: AppDeps, userId: string, input: { coachUsesReflections: boolean }) {
  await q.setCoachUsesReflections(deps.database.db, userId, input.coachUsesReflections, deps.clock.now().toISOString());
  return journalSettings(deps, userId);
}

/** How many reflections exist, for the admin monitor (never their words). */
export async function countReflections(deps: AppDeps): Promise<{ total: number }> {
  const row = await q.countAllEntries(deps.database.db);
  return { total: Number(row?.n ?? 0) };
}

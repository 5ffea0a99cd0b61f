/**
 * The assessment rules (spec §4, §5, §7 "Survey and assessment"): survey answers and progress, scoring, the
 * progressive assessment (hobbies, weights) and its status. Every function works on the signed-in person's own
 * rows only; nothing here takes another person's id from a request.
 */
import { HOBBY_CATEGORIES, findActivity, findHobbyCategory } from '../../../shared/assessment/hobbies.js';
import { getPersonalityType } from '../../../shared/assessment/personalityTypes.js';
import { scoreSurvey } from '../../../shared/assessment/scoring.js';
import { SURVEY_CATEGORIES } from '../../../shared/assessment/surveyCategories.js';
import type {
  CompatibilityWeights,
  HobbyCategoryAnswer,
  SurveyAnswers,
  SurveyCategoryId,
  SurveyResults,
  WeightPreference,
} from '../../../shared/assessment/types.js';
import { SURVEY_CATEGORY_IDS } from '../../../shared/assessment/types.js';
import { preferenceForWeight } from '../../../shared/assessment/vibe.js';
import type { AppDeps } from '../../deps.js';
import { recordVibeMoves } from '../vibe/vibe.service.js';
import { recordAttempt, tellConnections } from './attempts.service.js';
import { resultScales } from '../measures/measures.service.js';
import { fail } from '../../errors.js';
import { nowIso } from '../../ids.js';
import * as q from './survey.queries.js';
import type { ProgressiveStatus, ResultsAnswer, SaveHobbyInput, SaveProgressInput, SaveResponseInput, WeightsInput } from './survey.schemas.js';
import { actionPoints, applyActionBonus } from '../growth/score.js';

export const SURVEY_MESSAGES = {
  noResults: 'No survey results yet. Complete the survey to see them.',
  noWeights: 'No compatibility preferences saved yet.',
  weightsExist: 'Compatibility preferences already exist. Update them instead.',
  surveyIncomplete: (missing: string[]) =>
    `Please answer every category before completing the survey. Missing: ${missing.join(', ')}.`,
} as const;

// --- survey -------------------------------------------------------------------------------------------------------

/**
 * Members known to have results, per database. Every gated call asks (the assessment gate, decision 010), and the
 * answer only ever turns from no to yes: results are replaced by a retake, never removed, except with the account
 * (whose sessions go with it, so no call of theirs reaches the gate again). So a yes is remembered and a no is always
 * asked again. Bounded: past the cap the set starts over, which costs one query a member.
 */
const knownAssessed = new WeakMap<object, Set<string>>();
const KNOWN_ASSESSED_CAP = 50_000;

export async function hasCompleted(deps: AppDeps, userId: string): Promise<boolean> {
  let known = knownAssessed.get(deps.database);
  if (known?.has(userId)) return true;
  if (!(await q.hasResults(deps.database.db, userId))) return false;
  if (!known || known.size >= KNOWN_ASSESSED_CAP) knownAssessed.set(deps.database, (known = new Set()));
  known.add(userId);
  return true;
}

export async function getProgress(deps: AppDeps, userId: string) {
  const row = await q.findProgress(deps.database.db, userId);
  if (!row) return { completedCategories: [] as string[], currentCategoryIndex: 0, isCompleted: false };
  return {
    completedCategories: JSON.parse(row.completed_categories) as string[],
    currentCategoryIndex: row.current_category_index,
    isCompleted: row.is_completed === 1,
  };
}

export async function saveProgress(deps: AppDeps, userId: string, input: SaveProgressInput) {
  // Stored in the catalogue's order, whatever order the client sent.
  const completed = SURVEY_CATEGORY_IDS.filter((id) => input.completedCategories.includes(id));
  await q.upsertProgress(deps.database.db, {
    user_id: userId,
    completed_categories: JSON.stringify(completed),
    current_category_index: input.currentCategoryIndex,
    is_completed: input.isCompleted ? 1 : 0,
    updated_at: nowIso(),
  });
  return { completedCategories: [...completed] as string[], currentCategoryIndex: input.currentCategoryIndex, isCompleted: input.isCompleted };
}

export async function listResponses(deps: AppDeps, userId: string) {
  const rows = await q.listResponses(deps.database.db, userId);
  return rows.map((r) => ({ category: r.category, categoryIndex: r.category_index, responses: JSON.parse(r.responses) as number[] }));
}

/** Stores one category's answer: sorted, without duplicates (input already checked by the schema). */
export async function saveResponse(deps: AppDeps, userId: string, input: SaveResponseInput) {
  const responses = [...new Set(input.responses)].sort((a, b) => a - b);
  await q.upsertResponse(deps.database.db, {
    user_id: userId,
    category: input.category,
    category_index: input.categoryIndex,
    responses: JSON.stringify(responses),
    updated_at: nowIso(),
  });
  return { category: input.category, categoryIndex: input.categoryIndex, responses };
}

async function withTypeInfo(deps: AppDeps, answers: SurveyAnswers, results: SurveyResults): Promise<ResultsAnswer> {
  const info = getPersonalityType(results.personalityType);
  return {
    ...results,
    scales: await resultScales(deps, answers, results),
    nickname: info?.nickname ?? '',
    description: info?.description ?? '',
    inLove: info?.inLove ?? '',
    mostCompatible: info?.mostCompatible ?? [],
    challenging: info?.challenging ?? [],
  };
}

/** Scores the stored answers; every category must have one. Stores the results and marks the survey complete. */
export async function completeSurvey(deps: AppDeps, userId: string): Promise<ResultsAnswer> {
  const responses = await listResponses(deps, userId);
  const answers: SurveyAnswers = {};
  for (const r of responses) answers[r.category as SurveyCategoryId] = r.responses;
  const missing = SURVEY_CATEGORIES.filter((c) => !(answers[c.id]?.length)).map((c) => c.name);
  if (missing.length > 0) throw fail.badRequest(SURVEY_MESSAGES.surveyIncomplete(missing));
  const results = scoreSurvey(answers);
  const retake = await recordVibeMoves(deps, userId, { cause: 'assessment' }, () => storeResults(deps, userId, answers, results));
  if (retake) await tellConnections(deps, userId);
  return withTypeInfo(deps, answers, results);
}

/** Stores the latest results and the attempt they came from; true when this completed a retake. */
async function storeResults(deps: AppDeps, userId: string, answers: SurveyAnswers, results: SurveyResults): Promise<boolean> {
  const now = deps.clock.now().toISOString();
  return deps.database.db.transaction().execute(async (trx) => {
    const retake = await recordAttempt(trx, userId, answers, results, now);
    await q.upsertResults(trx, { user_id: userId, personality_type: results.personalityType, results: JSON.stringify(results), created_at: now, updated_at: now });
    await q.upsertProgress(trx, {
      user_id: userId,
      completed_categories: JSON.stringify(SURVEY_CATEGORY_IDS),
      current_category_index: SURVEY_CATEGORY_IDS.length - 1,
      is_completed: 1,
      updated_at: now,
    });
    return retake;
  });
}

/** The person's results with the type's meaning, or null when there are none. */
export async function getResults(deps: AppDeps, userId: string): Promise<ResultsAnswer | null> {
  const row = await q.findResults(deps.database.db, userId);
  if (!row) return null;
  // Completed weekly actions add to the stability scores on read; the stored results stay as assessed (decision 018).
  const [points, attempt] = await Promise.all([actionPoints(deps.database.db, [userId]), q.latestAttempt(deps.database.db, userId)]);
  // The answers the latest results came from (the answer sheet may hold a retake in progress).
  const answers = attempt ? (JSON.parse(attempt.answers) as SurveyAnswers) : {};
  return withTypeInfo(deps, answers, applyActionBonus(JSON.parse(row.results) as SurveyResults, points.get(userId)));
}

// --- progressive assessment ---------------------------------------------------------------------------------------

/**
 * coreCompleted: results exist. hobbyCompleted: the client marked it complete, or all seven categories are saved.
 * weightingCompleted: weights are saved. progressPercentage: while the survey runs, the share of categories answered
 * scaled to 60; then 60 for the core, +20 for interests, +20 for preferences.
 */
export async function getProgressiveStatus(deps: AppDeps, userId: string): Promise<ProgressiveStatus> {
  const { db } = deps.database;
  const [results, milestones, hobbies, weights, progress, retake] = await Promise.all([
    q.hasResults(db, userId),
    q.findAssessmentProgress(db, userId),
    q.listHobbyResponses(db, userId),
    q.findWeights(db, userId),
    q.findProgress(db, userId),
    q.openRetake(db, userId),
  ]);
  const saved = new Set(hobbies.map((h) => h.category));
  const savedHobbyCategories = HOBBY_CATEGORIES.filter((c) => saved.has(c.id)).map((c) => c.id);
  const hobbyCompleted = Boolean(milestones?.hobby_completed_at) || savedHobbyCategories.length === HOBBY_CATEGORIES.length;
  const weightingCompleted = weights !== undefined;
  let progressPercentage: number;
  if (results) {
    progressPercentage = 60 + (hobbyCompleted ? 20 : 0) + (weightingCompleted ? 20 : 0);
  } else {
    const done = progress ? (JSON.parse(progress.completed_categories) as string[]).length : 0;
    progressPercentage = Math.min(59, Math.round((done / SURVEY_CATEGORY_IDS.length) * 60));
  }
  return {
    coreCompleted: results,
    hobbyCompleted,
    weightingCompleted,
    skipped: Boolean(milestones?.skipped_at),
    savedHobbyCategories,
    progressPercentage,
    retakeInProgress: retake !== undefined,
  };
}

/** Skip for Now: records the choice; the person can come back to /survey at any time. */
export async function skipAssessment(deps: AppDeps, userId: string): Promise<ProgressiveStatus> {
  await q.markAssessmentProgress(deps.database.db, userId, { skipped_at: nowIso() }, nowIso());
  return getProgressiveStatus(deps, userId);
}

function hobbyRowToAnswer(row: q.HobbyResponseRow): HobbyCategoryAnswer {
  return {
    category: row.category,
    selections: JSON.parse(row.selections) as HobbyCategoryAnswer['selections'],
    preferences: JSON.parse(row.preferences) as HobbyCategoryAnswer['preferences'],
  };
}

function catalogueOrder(category: string): number {
  const i = HOBBY_CATEGORIES.findIndex((c) => c.id === category);
  return i === -1 ? HOBBY_CATEGORIES.length : i;
}

export async function listHobbyAnswers(deps: AppDeps, userId: string): Promise<HobbyCategoryAnswer[]> {
  const rows = await q.listHobbyResponses(deps.database.db, userId);
  return rows.map(hobbyRowToAnswer).sort((a, b) => catalogueOrder(a.category) - catalogueOrder(b.category));
}

/** The display form: category name, and each rated activity's name and interest. */
export async function listHobbyDisplay(deps: AppDeps, userId: string) {
  const answers = await listHobbyAnswers(deps, userId);
  return answers.flatMap((answer) => {
    const category = findHobbyCategory(answer.category);
    if (!category) return [];
    return [
      {
        category: category.id,
        categoryName: category.name,
        icon: category.icon,
        color: category.color,
        selections: answer.selections.flatMap((s) => {
          const hit = findActivity(s.activityId);
          return hit ? [{ activityId: s.activityId, name: hit.activity.name, interest: s.interest }] : [];
        }),
        topThree: answer.preferences.topThree,
      },
    ];
  });
}

/** Saves one hobby category (input checked by the schema: known category and activities, interest 1–5, ≤ 3 picks). */
export async function saveHobbyCategory(deps: AppDeps, userId: string, input: SaveHobbyInput) {
  const now = nowIso();
  const answer: HobbyCategoryAnswer = {
    category: input.category,
    selections: input.selections.map((s) => ({ activityId: s.activityId, interest: s.interest, frequency: s.frequency, intensity: s.intensity })),
    preferences: { topThree: input.preferences.topThree, notes: input.preferences.notes },
  };
  await recordVibeMoves(deps, userId, { cause: 'interests' }, () => deps.database.db.transaction().execute(async (trx) => {
    await q.upsertHobbyResponse(trx, {
      user_id: userId,
      category: answer.category,
      selections: JSON.stringify(answer.selections),
      preferences: JSON.stringify(answer.preferences),
      updated_at: now,
    });
    if (input.complete) await q.markAssessmentProgress(trx, userId, { hobby_completed_at: now }, now);
  }));
  const status = await getProgressiveStatus(deps, userId);
  return { saved: answer, hobbyCompleted: status.hobbyCompleted };
}

// --- weights ------------------------------------------------------------------------------------------------------

function toWeights(input: WeightsInput): CompatibilityWeights {
  return {
    personalityWeight: input.personalityWeight,
    lifestyleWeight: input.lifestyleWeight,
    preference: input.preference ?? preferenceForWeight(input.personalityWeight),
  };
}

export async function getWeights(deps: AppDeps, userId: string): Promise<CompatibilityWeights | null> {
  const row = await q.findWeights(deps.database.db, userId);
  if (!row) return null;
  return { personalityWeight: row.personality_weight, lifestyleWeight: row.lifestyle_weight, preference: row.preference as WeightPreference };
}

/** First save (POST): 409 when the person already has weights. */
export async function createWeights(deps: AppDeps, userId: string, input: WeightsInput): Promise<CompatibilityWeights> {
  const weights = toWeights(input);
  if (await q.findWeights(deps.database.db, userId)) throw fail.conflict(SURVEY_MESSAGES.weightsExist);
  const now = nowIso();
  try {
    await recordVibeMoves(deps, userId, { cause: 'weights' }, () => q.insertWeights(deps.database.db, {
      user_id: userId,
      personality_weight: weights.personalityWeight,
      lifestyle_weight: weights.lifestyleWeight,
      preference: weights.preference,
      created_at: now,
      updated_at: now,
    }));
  } catch (error) {
    // Two first saves racing: the primary key decides.
    if (await q.findWeights(deps.database.db, userId)) throw fail.conflict(SURVEY_MESSAGES.weightsExist);
    throw error;
  }
  return weights;
}

/** Later saves (PUT): 404 when the person has none yet. */
export async function updateWeights(deps: AppDeps, userId: string, input: WeightsInput): Promise<CompatibilityWeights> {
  const weights = toWeights(input);
  const updated = await recordVibeMoves(deps, userId, { cause: 'weights' }, () =>
    q.updateWeights(deps.database.db, userId, {
      personality_weight: weights.personalityWeight,
      lifestyle_weight: weights.lifestyleWeight,
      preference: weights.preference,
      updated_at: nowIso(),
    }),
  );
  if (updated === 0) throw fail.notFound(SURVEY_MESSAGES.noWeights);
  return weights;
}

/**
 * Input and output schemas of the assessment calls (spec §3, §5, §7). Inputs carry the §5 rules with messages a
 * person can read; outputs pin the answer shapes the web relies on.
 */
import { z } from 'zod';
import { identifier, multiLineText } from '../../../shared/text.js';
import { findHobbyCategory } from '../../../shared/assessment/hobbies.js';
import { validateResponse } from '../../../shared/assessment/scoring.js';
import { preferenceForWeight } from '../../../shared/assessment/vibe.js';
import {
  ATTACHMENT_STYLES,
  AXES,
  HOBBY_FREQUENCIES,
  HOBBY_INTENSITIES,
  LOVE_LANGUAGES,
  SURVEY_CATEGORY_IDS,
  WEIGHT_PREFERENCES,
} from '../../../shared/assessment/types.js';

const LAST_CATEGORY_INDEX = SURVEY_CATEGORY_IDS.length - 1;

export const TOP_PICKS_MAX = 3;
export const HOBBY_NOTES_MAX = 1000;

// --- survey -------------------------------------------------------------------------------------------------------

export const saveResponseInput = z
  .object({
    category: identifier('Category'),
    categoryIndex: z
      .number({ message: 'Category index must be a whole number' })
      .int('Category index must be a whole number')
      .min(0, `Category index must be between 0 and ${LAST_CATEGORY_INDEX}`)
      .max(LAST_CATEGORY_INDEX, `Category index must be between 0 and ${LAST_CATEGORY_INDEX}`),
    responses: z.array(z.number({ message: 'Option indexes must be numbers' }), { message: 'Responses must be a list of option indexes' }).max(100, 'Too many options'),
  })
  .superRefine((input, ctx) => {
    const problem = validateResponse(input.category, input.responses);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: [problem.startsWith('Unknown category') ? 'category' : 'responses'], message: problem });
      return;
    }
    const expected = (SURVEY_CATEGORY_IDS as readonly string[]).indexOf(input.category);
    if (expected !== input.categoryIndex) {
      ctx.addIssue({ code: 'custom', path: ['categoryIndex'], message: `Category index does not match the category (expected ${expected})` });
    }
  });
export type SaveResponseInput = z.infer<typeof saveResponseInput>;

export const surveyResponse = z.object({
  category: z.string(),
  categoryIndex: z.number().int(),
  responses: z.array(z.number().int()),
});

export const saveProgressInput = z.object({
  completedCategories: z
    .array(z.enum(SURVEY_CATEGORY_IDS, { message: 'Unknown category' }), { message: 'Completed categories must be a list of category ids' })
    .max(SURVEY_CATEGORY_IDS.length, 'Too many categories')
    .refine((ids) => new Set(ids).size === ids.length, 'Completed categories must not repeat'),
  currentCategoryIndex: z
    .number({ message: 'Current category index must be a whole number' })
    .int('Current category index must be a whole number')
    .min(0, `Current category index must be between 0 and ${LAST_CATEGORY_INDEX}`)
    .max(LAST_CATEGORY_INDEX, `Current category index must be between 0 and ${LAST_CATEGORY_INDEX}`),
  isCompleted: z.boolean({ message: 'isCompleted must be true or false' }),
});
export type SaveProgressInput = z.infer<typeof saveProgressInput>;

export const surveyProgress = z.object({
  completedCategories: z.array(z.string()),
  currentCategoryIndex: z.number().int(),
  isCompleted: z.boolean(),
});

const languageScores = z.object(Object.fromEntries(LOVE_LANGUAGES.map((l) => [l, z.number()])) as Record<(typeof LOVE_LANGUAGES)[number], z.ZodNumber>);

export const surveyResults = z.object({
  personalityType: z.string(),
  relationshipType: z.enum(ATTACHMENT_STYLES),
  loveLanguageGiving: z.enum(LOVE_LANGUAGES),
  loveLanguageReceiving: z.enum(LOVE_LANGUAGES),
  overallStability: z.number(),
  mentalStability: z.number(),
  emotionalStability: z.number(),
  physicalStability: z.number(),
  socialStability: z.number(),
  spiritualStability: z.number(),
  desireStability: z.number(),
  evidence: z.object({
    axes: z.array(
      z.object({
        axis: z.enum(AXES),
        letter: z.enum(['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P']),
        percent: z.number(),
        firstPolePercent: z.number(),
        borderline: z.boolean(),
      }),
    ),
    attachment: z.object({ anxiety: z.number(), avoidance: z.number() }),
    loveLanguages: z.object({ giving: languageScores, receiving: languageScores }),
  }),
});

/** GET /api/survey/results: the stored results plus what the type means (empty strings and lists for an unknown type). */
export const resultsAnswer = surveyResults.extend({
  nickname: z.string(),
  description: z.string(),
  inLove: z.string(),
  mostCompatible: z.array(z.string()),
  challenging: z.array(z.string()),
  /**
   * Per scale (issue 32): the 0–100 score (an axis: its first pole), how clear it is from the person's own answers,
   * and the share of people on this server scoring lower (null below 100 people).
   */
  scales: z.array(
    z.object({
      scale: z.string(),
      label: z.string(),
      score: z.number(),
      confidence: z.enum(['clear', 'fairly_clear', 'unclear']),
      percentile: z.number().int().nullable(),
    }),
  ),
});
export type ResultsAnswer = z.infer<typeof resultsAnswer>;

export const progressiveStatus = z.object({
  coreCompleted: z.boolean(),
  hobbyCompleted: z.boolean(),
  weightingCompleted: z.boolean(),
  /** The person chose Skip for Now at some point (they can still come back). */
  skipped: z.boolean(),
  /** Hobby categories with a saved answer, in catalogue order (so the hobby screen can resume). */
  savedHobbyCategories: z.array(z.string()),
  progressPercentage: z.number().int(),
  /** True while a retake (POST /api/survey/attempts) is being answered: the survey screen shows the core survey. */
  retakeInProgress: z.boolean(),
});
export type ProgressiveStatus = z.infer<typeof progressiveStatus>;

// --- hobbies ------------------------------------------------------------------------------------------------------

export const hobbyCategory = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  activities: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
});

const hobbySelection = z.object({
  activityId: z.string(),
  interest: z.number().int(),
  frequency: z.enum(HOBBY_FREQUENCIES),
  intensity: z.enum(HOBBY_INTENSITIES),
});

export const hobbyCategoryAnswer = z.object({
  category: z.string(),
  selections: z.array(hobbySelection),
  preferences: z.object({ topThree: z.array(z.string()), notes: z.string() }),
});

export const saveHobbyInput = z
  .object({
    category: identifier('Category'),
    selections: z
      .array(
        z.object({
          activityId: identifier('Activity id'),
          interest: z
            .number({ message: 'Interest must be a whole number from 1 to 5' })
            .int('Interest must be a whole number from 1 to 5')
            .min(1, 'Interest must be a whole number from 1 to 5')
            .max(5, 'Interest must be a whole number from 1 to 5'),
          frequency: z.enum(HOBBY_FREQUENCIES, { message: `Frequency must be one of ${HOBBY_FREQUENCIES.join(', ')}` }).default('sometimes'),
          intensity: z.enum(HOBBY_INTENSITIES, { message: `Intensity must be one of ${HOBBY_INTENSITIES.join(', ')}` }).default('moderate'),
        }),
        { message: 'Selections must be a list' },
      )
      .max(50, 'Too many selections'),
    preferences: z
      .object({
        topThree: z.array(identifier('Top pick'), { message: 'Top picks must be a list' }).max(TOP_PICKS_MAX, `Choose at most ${TOP_PICKS_MAX} top picks`),
        notes: multiLineText({ label: 'Notes', max: HOBBY_NOTES_MAX }).default(''),
      })
      .default({ topThree: [], notes: '' }),
    /** Marks the hobby assessment complete (the client sends it with the last category). */
    complete: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    const category = findHobbyCategory(input.category);
    if (!category) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'Unknown hobby category' });
      return;
    }
    const known = new Set(category.activities.map((a) => a.id));
    const seen = new Set<string>();
    input.selections.forEach((s, i) => {
      if (!known.has(s.activityId)) {
        ctx.addIssue({ code: 'custom', path: ['selections', i, 'activityId'], message: `Unknown activity for ${category.name}` });
      } else if (seen.has(s.activityId)) {
        ctx.addIssue({ code: 'custom', path: ['selections', i, 'activityId'], message: 'Each activity may be rated once' });
      }
      seen.add(s.activityId);
    });
    const picks = input.preferences.topThree;
    picks.forEach((id, i) => {
      if (!known.has(id)) ctx.addIssue({ code: 'custom', path: ['preferences', 'topThree', i], message: `Unknown activity for ${category.name}` });
    });
    if (new Set(picks).size !== picks.length) {
      ctx.addIssue({ code: 'custom', path: ['preferences', 'topThree'], message: 'Top picks must not repeat' });
    }
    if (input.selections.length === 0 && picks.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['selections'], message: 'Rate at least one activity or choose a top pick' });
    }
  });
export type SaveHobbyInput = z.infer<typeof saveHobbyInput>;

export const hobbyDisplay = z.object({
  category: z.string(),
  categoryName: z.string(),
  icon: z.string(),
  color: z.string(),
  selections: z.array(z.object({ activityId: z.string(), name: z.string(), interest: z.number().int() })),
  topThree: z.array(z.string()),
});

// --- weights ------------------------------------------------------------------------------------------------------

const weight = (label: string) =>
  z
    .number({ message: `${label} must be a whole number from 0 to 100` })
    .int(`${label} must be a whole number from 0 to 100`)
    .min(0, `${label} must be a whole number from 0 to 100`)
    .max(100, `${label} must be a whole number from 0 to 100`)
    .refine((n) => n % 5 === 0, `${label} must be in steps of 5`);

export const weightsInput = z
  .object({
    personalityWeight: weight('Personality weight'),
    lifestyleWeight: weight('Lifestyle weight'),
    /** Optional: derived from personalityWeight when absent; when present it must agree (spec §4). */
    preference: z.enum(WEIGHT_PREFERENCES, { message: `Preference must be one of ${WEIGHT_PREFERENCES.join(', ')}` }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.personalityWeight + input.lifestyleWeight !== 100) {
      ctx.addIssue({ code: 'custom', path: ['lifestyleWeight'], message: 'Personality and lifestyle weights must add up to 100' });
      return;
    }
    const derived = preferenceForWeight(input.personalityWeight);
    if (input.preference !== undefined && input.preference !== derived) {
      ctx.addIssue({ code: 'custom', path: ['preference'], message: `Preference does not match a personality weight of ${input.personalityWeight} (expected ${derived})` });
    }
  });
export type WeightsInput = z.infer<typeof weightsInput>;

export const weightsAnswer = z.object({
  personalityWeight: z.number().int(),
  lifestyleWeight: z.number().int(),
  preference: z.enum(WEIGHT_PREFERENCES),
});

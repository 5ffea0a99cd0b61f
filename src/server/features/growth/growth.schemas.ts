import { z } from 'zod';
import { STABILITY_DIMENSIONS } from '../../../shared/assessment/types.js';
import { identifier, multiLineText, singleLineText } from '../../../shared/text.js';
import { DIFFICULTIES } from './library.js';

export const GROWTH_MESSAGES = {
  missingReflection: 'Missing Information: Please provide a reflection about your experience.',
  actionNotFound: 'Action not found.',
  entryNotFound: 'Journal entry not found.',
  alreadyDoneThisWeek: (name: string) =>
    `You've already completed a ${name} action this week. Actions reset every Monday. Your reflection was not saved, so copy it if you want to keep it.`,
  pastWeek: "This action belongs to a past week. Actions reset every Monday, so open this week's list to pick a new one. Your reflection was not saved.",
  alreadyReflected: 'This action already has a reflection. You can edit it in your journal.',
  generateLimit: (perDay: number) => `You can ask for new actions ${perDay} times a day for each stability type. Please try again tomorrow.`,
} as const;

export const REFLECTION_MAX = 5000;
/** The summary's key for entries not tied to an action. */
export const FREE_WRITING_KEY = 'free';
export const MOOD_MAX = 40;
export const INSIGHTS_MAX = 2000;
export const SEARCH_MAX = 200;

export const stabilityTypeSchema = z.enum(STABILITY_DIMENSIONS, {
  message: `Stability type must be one of ${STABILITY_DIMENSIONS.join(', ')}`,
});

// The shared text types (src/shared/text.ts): no NUL or control characters reach the database (PostgreSQL answers a
// NUL with an error), ids are letters, digits, "-" and "_".
const idSchema = (what: string) => identifier(what);

const content = multiLineText({ label: 'Reflection', max: REFLECTION_MAX }).refine((v) => v.length > 0, GROWTH_MESSAGES.missingReflection);
const mood = singleLineText({ label: 'Mood', max: MOOD_MAX }).nullish();
const insights = multiLineText({ label: 'Key insights', max: INSIGHTS_MAX }).nullish();

export const reflectionInput = z.object({ content, mood, insights });
export type ReflectionInput = z.infer<typeof reflectionInput>;

export const createEntryInput = reflectionInput.extend({ userStabilityActionId: idSchema('Action') });
export type CreateEntryInput = z.infer<typeof createEntryInput>;

/** Free writing (issue 30): the same limits as a reflection, no action. */
export const writeEntryInput = z.strictObject(reflectionInput.shape);

/** `complete` may carry the reflection itself; without one it only confirms an action already reflected on. */
export const completeInput = z.object({
  actionId: idSchema('Action'),
  content: multiLineText({ label: 'Reflection', max: REFLECTION_MAX }).optional(),
  mood,
  insights,
});

export const updateEntryInput = z.object({ id: idSchema('Journal entry'), content, mood, insights });

export const listEntriesInput = z.object({
  search: singleLineText({ label: 'Search', max: SEARCH_MAX }).optional(),
  page: z.coerce.number({ message: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000).default(1),
  pageSize: z.coerce.number({ message: 'Page size must be a number' }).int().min(1, 'Page size must be 1 or more').max(50, 'Page size must be at most 50').default(20),
});

export const weeklyAction = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  instructions: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  estimatedTime: z.string(),
  status: z.string(),
  isCustom: z.boolean(),
  /** What completing it earns (easy 1, medium 2, hard 3). */
  points: z.number(),
  /** What it earned: 0 until completed. */
  pointsAwarded: z.number(),
  stabilityType: stabilityTypeSchema,
  completedAt: z.string().nullable(),
  /** Whether an action of this type is already completed this week (then the others wait for Monday). */
  weekCompleted: z.boolean(),
});
export type WeeklyAction = z.infer<typeof weeklyAction>;

const breakdown = z.object({ assessed: z.number(), fromActions: z.number(), current: z.number() });

export const weekProgress = z.object({
  stabilityType: stabilityTypeSchema,
  timeZone: z.string(),
  weekStart: z.string(),
  nextResetAt: z.string(),
  /** Points earned this week, all types together. */
  pointsThisWeek: z.number(),
  completedThisWeek: z.boolean(),
  score: breakdown.nullable(),
  overall: breakdown.nullable(),
});

export const journalEntry = z.object({
  id: z.string(),
  /** Null for free writing. */
  userStabilityActionId: z.string().nullable(),
  content: z.string(),
  mood: z.string().nullable(),
  insights: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The action it reflects on; null for free writing. */
  action: z.object({ title: z.string(), stabilityType: stabilityTypeSchema, pointsAwarded: z.number(), completedAt: z.string().nullable() }).nullable(),
});
export type JournalEntry = z.infer<typeof journalEntry>;

export const journalSummary = z.object({
  total: z.number(),
  /** Entries per stability type; free writing counts under FREE_WRITING_KEY. */
  byType: z.record(z.string(), z.number()),
});

export const journalSettings = z.object({ coachUsesReflections: z.boolean() });

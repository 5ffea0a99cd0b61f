/**
 * The daily question for two (issue 31, decision 065): what the server answers and the web shows. Pure zod, no
 * server imports, so the screen validates the answer with the same rule the server applies.
 */
import { z } from 'zod';
import { multiLineText } from './text.js';

export const DAILY_QUESTION_DEPTHS = ['light', 'meaningful', 'deep'] as const;
export type DailyQuestionDepth = (typeof DAILY_QUESTION_DEPTHS)[number];

/** The topics a question opens; selection leans towards the ones a pair's results point at. */
export const DAILY_QUESTION_TAGS = [
  'appreciation',
  'memories',
  'plans',
  'values',
  'conflict_style',
  'love_languages',
  'attachment',
  'stability_mental',
  'stability_emotional',
  'stability_physical',
  'stability_social',
  'stability_spiritual',
  'stability_desire',
  'fun',
  'growth',
  'work',
  'home',
  'family_life',
] as const;
export type DailyQuestionTag = (typeof DAILY_QUESTION_TAGS)[number];

export const DAILY_QUESTION_DECKS = ['couple', 'family', 'friend', 'colleague'] as const;
export type DailyQuestionDeck = (typeof DAILY_QUESTION_DECKS)[number];

/** new: nobody answered yet; waiting_for_me: the other answered; waiting_for_them: I answered; paused by either. */
export const DAILY_QUESTION_STATES = ['new', 'waiting_for_me', 'waiting_for_them', 'revealed', 'paused'] as const;
export type DailyQuestionState = (typeof DAILY_QUESTION_STATES)[number];

export const ANSWER_MAX = 1000;
/** A reaction to the other's revealed answer: one of a few, so no words of its own need guarding. */
export const DAILY_QUESTION_REACTIONS = ['heart', 'laugh', 'hug', 'wow', 'thanks'] as const;
export type DailyQuestionReaction = (typeof DAILY_QUESTION_REACTIONS)[number];
export const REACTION_LABELS: Record<DailyQuestionReaction, string> = {
  heart: 'Love it',
  laugh: 'Made me laugh',
  hug: 'Sending a hug',
  wow: 'Wow',
  thanks: 'Thank you',
};

export const DAILY_QUESTION_MESSAGES = {
  revealed: 'Today’s answers are already revealed, so they can no longer be changed.',
  skipAnswered: 'Today’s question can only be skipped before either of you has answered it.',
  paused: 'The daily question is paused for this connection.',
  notRevealed: 'You can react once both of you have answered.',
} as const;

export const answerInput = z.object({
  answer: multiLineText({ label: 'Answer', max: ANSWER_MAX, required: true }),
});

export const questionView = z.object({
  id: z.string(),
  text: z.string(),
  depth: z.enum(DAILY_QUESTION_DEPTHS),
});

export const dailyQuestionView = z.object({
  /** The pair's day, YYYY-MM-DD (the later of the two people's local dates). */
  date: z.string(),
  question: questionView,
  myAnswer: z.string().nullable(),
  /** null until both have answered: the reveal rule. */
  theirAnswer: z.string().nullable(),
  /** The other's reaction to my answer and mine to theirs (only once revealed). */
  myReaction: z.enum(DAILY_QUESTION_REACTIONS).nullable(),
  theirReaction: z.enum(DAILY_QUESTION_REACTIONS).nullable(),
  state: z.enum(DAILY_QUESTION_STATES),
  streak: z.number().int().nonnegative(),
  freezesLeft: z.number().int().nonnegative(),
  paused: z.boolean(),
  /** Whether I am the one who paused (only I can see that; the other sees paused, not why or by whom). */
  pausedByMe: z.boolean(),
});
export type DailyQuestionView = z.infer<typeof dailyQuestionView>;

export const historyItem = z.object({
  date: z.string(),
  question: questionView,
  myAnswer: z.string().nullable(),
  theirAnswer: z.string().nullable(),
});
export type DailyQuestionHistoryItem = z.infer<typeof historyItem>;

export const historyPage = z.object({ items: z.array(historyItem), nextCursor: z.string().nullable() });
export type DailyQuestionHistoryPage = z.infer<typeof historyPage>;

/** One card's line: state and streak per connection id (the home screen asks for all at once). */
export const cardState = z.object({ state: z.enum(DAILY_QUESTION_STATES), streak: z.number().int().nonnegative() });
export type DailyQuestionCardState = z.infer<typeof cardState>;

export const HISTORY_PAGE_SIZE = 20;

/**
 * "Let the coach use our revealed daily answers" (Settings › Privacy, decision 078): off by default. For a pair, the
 * coach reads their revealed answers only while both have it on.
 */
export const coachUseView = z.object({ allowed: z.boolean() });
export type CoachUseView = z.infer<typeof coachUseView>;
export const coachUseInput = z.object({ allowed: z.boolean({ error: 'allowed must be true or false' }) });

/** How many revealed days of a pair the coach may read, and how long each answer may be there. */
export const COACH_DAILY_DAYS = 5;
export const COACH_DAILY_ANSWER_CHARS = 300;

/** The streak lengths a pair may share in the Social Hub, when both choose to (decision 078). */
export const STREAK_SHARE_MILESTONES = [7, 30, 100] as const;

/**
 * The milestone offer for a pair: the highest milestone their running streak has reached (null: none yet), this
 * person's own choice (null: not answered yet) and whether the post is up. Never the other person's choice.
 */
export const milestoneView = z.object({
  milestone: z.number().int().positive().nullable(),
  myChoice: z.enum(['share', 'keep']).nullable(),
  shared: z.boolean(),
});
export type MilestoneView = z.infer<typeof milestoneView>;

export const milestoneInput = z.object({
  milestone: z
    .number({ error: 'milestone must be a number of days' })
    .int('milestone must be a number of days')
    .refine((n) => (STREAK_SHARE_MILESTONES as readonly number[]).includes(n), `milestone must be one of ${STREAK_SHARE_MILESTONES.join(', ')}`),
  share: z.boolean({ error: 'share must be true or false' }),
});

export const MILESTONE_MESSAGES = {
  notReached: 'This milestone is not one your streak has reached.',
  joinFirst: 'Join the Social Hub first to share a milestone there.',
  blocked: 'This milestone cannot be shared.',
} as const;

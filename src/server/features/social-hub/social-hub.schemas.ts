/**
 * The Social Hub's contract (spec §3 social feed post, daily prompt, streak, social profile; §9 reaction sets). Pure
 * zod, no server imports: the web infers its types from the procedures.
 */
import { z } from 'zod';
import { boundedInteger, identifier, listCursor, multiLineText, singleLineText } from '../../../shared/text.js';
import { personName } from '../../../shared/validation/names.js';

export const POST_TYPES = ['prompt_response', 'welcome', 'assessment_complete', 'achievement', 'milestone'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** §9: the reactions each kind of post offers. */
export const REACTION_SETS = {
  welcome: ['welcome', 'excited', 'support'],
  assessment_complete: ['congratulate', 'celebrate', 'proud'],
  default: ['cheer', 'support', 'celebrate'],
} as const;
export const ALL_REACTIONS = ['welcome', 'excited', 'support', 'congratulate', 'celebrate', 'proud', 'cheer'] as const;
export type ReactionType = (typeof ALL_REACTIONS)[number];

export function reactionsFor(postType: string): readonly ReactionType[] {
  return postType === 'welcome' || postType === 'assessment_complete' ? REACTION_SETS[postType] : REACTION_SETS.default;
}

export const MAX_RESPONSE_LENGTH = 1000;
export const MAX_BIO_LENGTH = 280;
export const FEED_PAGE = 20;
export const RECENT_ACHIEVEMENTS = 3;
export const STREAK_MILESTONES = [7, 30, 100] as const;

export const respondInput = z.object({
  promptId: identifier('promptId'),
  content: multiLineText({ label: 'content', max: MAX_RESPONSE_LENGTH, required: true }),
  isAnonymous: z.boolean({ message: 'isAnonymous must be true or false' }).default(false),
  postType: z.literal('prompt_response', { message: 'postType must be prompt_response' }).default('prompt_response'),
});

export const reactInput = z.object({
  postId: identifier('postId'),
  reactionType: z.enum(ALL_REACTIONS, { message: `reactionType must be one of ${ALL_REACTIONS.join(', ')}` }),
});

export const feedInput = z
  .object({
    limit: boundedInteger('limit', 1, 50).default(FEED_PAGE),
    before: listCursor.optional(),
  })
  .prefault({});

export const postIdInput = z.object({ postId: identifier('postId') });
export const userIdInput = z.object({ userId: identifier('userId') });

export const reportInput = postIdInput.extend({
  reason: singleLineText({ label: 'reason', max: 300, required: true }),
});

export const communityProfileInput = z.object({
  displayName: personName({ label: 'displayName', max: 50 }).nullable().optional(),
  bio: multiLineText({ label: 'bio', max: MAX_BIO_LENGTH }).nullable().optional(),
  showStreaks: z.boolean({ message: 'showStreaks must be true or false' }).optional(),
  showAchievements: z.boolean({ message: 'showAchievements must be true or false' }).optional(),
  autoPosts: z.boolean({ message: 'autoPosts must be true or false' }).optional(),
  showType: z.boolean({ message: 'showType must be true or false' }).optional(),
  showPhoto: z.boolean({ message: 'showPhoto must be true or false' }).optional(),
});

/** POST /api/social-hub/join: what strangers see of the member in the hub. Both are required: a choice, not a default. */
export const joinInput = z.object({
  showType: z.boolean({ message: 'showType must be true or false' }),
  showPhoto: z.boolean({ message: 'showPhoto must be true or false' }),
});

export const BLOCKS_PAGE = 50;
export const blocksInput = z
  .object({
    limit: boundedInteger('limit', 1, 100).default(BLOCKS_PAGE),
    before: listCursor.optional(),
  })
  .prefault({});
export const blockedMember = z.object({ userId: z.string(), firstName: z.string(), lastName: z.string(), cursor: z.string() });

export const dailyPrompt = z.object({ id: z.string(), title: z.string(), content: z.string() });

export const feedPost = z.object({
  id: z.string(),
  postType: z.enum(POST_TYPES),
  content: z.string(),
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  /** Null for an anonymous post: nothing in the answer leads to its author. */
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), displayName: z.string().nullable(), profileImageUrl: z.string().nullable() }).nullable(),
  metadata: z.object({ personalityType: z.string().nullable() }),
  prompt: z.object({ title: z.string(), content: z.string() }).nullable(),
  reactions: z.array(z.object({ reactionType: z.enum(ALL_REACTIONS), count: z.number().int(), mine: z.boolean() })),
  isAlreadyConnected: z.boolean(),
  isMine: z.boolean(),
});
export type FeedPost = z.infer<typeof feedPost>;

export const feedPage = z.object({ posts: z.array(feedPost), nextCursor: z.string().nullable() });

export const streak = z.object({ id: z.string(), streakType: z.literal('daily_reflection'), currentStreak: z.number().int(), longestStreak: z.number().int() });

export const achievement = z.object({ id: z.string(), icon: z.string(), title: z.string(), description: z.string(), awardedAt: z.string() });

export const communityProfile = z.object({
  /** False until the member joined (POST /api/social-hub/join): nobody sees them in the hub before. */
  joined: z.boolean(),
  showType: z.boolean(),
  showPhoto: z.boolean(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  showStreaks: z.boolean(),
  showAchievements: z.boolean(),
  autoPosts: z.boolean(),
});

export const socialProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  personalityType: z.string().nullable(),
  socialProfile: communityProfile.pick({ displayName: true, bio: true, showStreaks: true, showAchievements: true }),
  streaks: z.array(streak),
  achievements: z.array(achievement),
  isConnected: z.boolean(),
  isMe: z.boolean(),
});

export const adminReport = z.object({
  postId: z.string(),
  content: z.string(),
  postType: z.enum(POST_TYPES),
  createdAt: z.string(),
  /** Null for an anonymous post, even to the administrator. */
  author: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), isActive: z.boolean() }).nullable(),
  reasons: z.array(z.string()),
  reportCount: z.number().int(),
  firstReportedAt: z.string(),
});

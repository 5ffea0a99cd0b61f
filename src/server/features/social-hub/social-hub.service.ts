/**
 * The Social Hub (spec §2, §3, §6; issue 16): the daily prompt, sharing a reflection, the community feed, reactions,
 * streaks, achievements, members' community profiles, and moderation (delete, report, block, admin hide).
 *
 * Who sees what: only signed-in members with a completed assessment use the hub (the procedures check it); a member
 * appears to others once they have opened the hub; an anonymous post never leads to its author in any answer; a
 * hidden post, a deactivated or deleted author, or a block either way takes posts out of the feed.
 */
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId } from '../../ids.js';
import { hourlyLimiter } from '../../rateLimit.js';
import { localDay } from '../../../shared/localTime.js';
import { cursorOf, parseCursor } from '../../../shared/text.js';
import { pairKey } from '../connections/connections.queries.js';
import { timeZoneOf } from '../time-zone/time-zone.service.js';
import { ACHIEVEMENTS, achievementById } from './achievements.js';
import { promptById, promptOfDate } from './prompts.js';
import * as q from './social-hub.queries.js';
import { RECENT_ACHIEVEMENTS, reactionsFor, STREAK_MILESTONES, type FeedPost, type PostType, type ReactionType } from './social-hub.schemas.js';
import { streaksFrom } from './streaks.js';

export const SOCIAL_MESSAGES = {
  notToday: "This is not today's prompt. Reload the Social Hub to see today's.",
  alreadyResponded: "You have already shared today's reflection. A new prompt arrives at midnight.",
  postNotFound: 'Post not found',
  memberNotFound: 'Member not found',
  ownPost: 'You cannot report your own post.',
  alreadyReported: 'You have already reported this post. Thank you: the administrator will look at it.',
  blockSelf: 'You cannot block yourself.',
  postLimit: 'You are posting too quickly. Please wait a little and try again.',
  reactLimit: 'You are reacting too quickly. Please wait a little and try again.',
  reportLimit: 'You have sent many reports in a short time. Please wait a little and try again.',
} as const;

/** Per member per hour. Reflections are one a day anyway; these stop scripted floods. */
const LIMITS = { posts: 10, reactions: 300, reports: 20, blocks: 30 } as const;

/** The words of the automatic posts: what happened, never a score, an answer or anything private. */
const AUTO_POSTS = {
  welcome: 'Just joined the Attune community. Say hello!',
  assessment_complete: 'Completed the personality assessment.',
  achievement: (title: string) => `Earned the achievement “${title}”.`,
  milestone: (days: number) => `Reached a ${days}-day reflection streak!`,
} as const;

const nowOf = (deps: AppDeps) => deps.clock.now();

async function todayOf(deps: AppDeps, userId: string): Promise<string> {
  return localDay(nowOf(deps), await timeZoneOf(deps.database.db, userId)).key;
}

async function autoPost(deps: AppDeps, userId: string, postType: PostType, content: string): Promise<void> {
  const profile = await q.findProfile(deps.database.db, userId);
  if (profile && profile.auto_posts !== 1) return;
  await q.insertPost(deps.database.db, { id: newId(), user_id: userId, post_type: postType, content, is_anonymous: 0, prompt_id: null, created_at: nowOf(deps).toISOString() });
}

/**
 * Opening the hub (its daily prompt) or posting joins it: a community profile (defaults of §3) and, once, a welcome
 * post. Until then the member is not shown to anyone in the hub.
 */
export async function join(deps: AppDeps, userId: string): Promise<void> {
  if (await q.findProfile(deps.database.db, userId)) return;
  if (await q.createProfileOnce(deps.database.db, userId, nowOf(deps).toISOString())) await autoPost(deps, userId, 'welcome', AUTO_POSTS.welcome);
}

/**
 * Awards every achievement the person has earned and not yet been given (each once), with its post. `today` and
 * `dates` (their reflection dates) are passed by callers that already read them.
 */
async function syncAchievements(deps: AppDeps, userId: string, today: string, dates?: string[]): Promise<void> {
  const { db } = deps.database;
  const [counts, reflectionDates] = await Promise.all([q.achievementCounts(db, userId), dates ?? q.responseDates(db, userId)]);
  const facts = { ...counts, longestStreak: streaksFrom(reflectionDates, today).longest };
  for (const definition of ACHIEVEMENTS) {
    if (!definition.earned(facts)) continue;
    if (!(await q.awardOnce(db, userId, definition.id, nowOf(deps).toISOString()))) continue;
    if (definition.id === 'assessment_complete') await autoPost(deps, userId, 'assessment_complete', AUTO_POSTS.assessment_complete);
    else await autoPost(deps, userId, 'achievement', AUTO_POSTS.achievement(definition.title));
  }
}

// ------------------------------------------------------------------------------------------------ the prompt

/** GET /api/social-hub/daily-prompt: today's prompt (the person's local date), or null once they have shared. */
export async function dailyPrompt(deps: AppDeps, userId: string) {
  await join(deps, userId);
  const today = await todayOf(deps, userId);
  await syncAchievements(deps, userId, today);
  if (await q.hasResponded(deps.database.db, userId, today)) return null;
  const { id, title, content } = promptOfDate(today);
  return { id, title, content };
}

/** POST /api/social-hub/respond: one reflection per local day, posted to the feed; streak, milestone, achievements. */
export async function respond(deps: AppDeps, userId: string, input: { promptId: string; content: string; isAnonymous: boolean }) {
  const { db } = deps.database;
  await join(deps, userId);
  const today = await todayOf(deps, userId);
  if (input.promptId !== promptOfDate(today).id) throw fail.field('promptId', SOCIAL_MESSAGES.notToday);
  if (!(await hourlyLimiter(deps, 'social-posts', LIMITS.posts).take(userId))) throw fail.tooMany(SOCIAL_MESSAGES.postLimit);
  const postId = newId();
  const at = nowOf(deps).toISOString();
  // The response row's primary key (person, local date) decides between two tabs or a double click.
  const shared = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('social_responses')
      .values({ user_id: userId, local_date: today, prompt_id: input.promptId, post_id: postId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'local_date']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await q.insertPost(trx, { id: postId, user_id: userId, post_type: 'prompt_response', content: input.content, is_anonymous: input.isAnonymous ? 1 : 0, prompt_id: input.promptId, created_at: at });
    return true;
  });
  if (!shared) throw fail.conflict(SOCIAL_MESSAGES.alreadyResponded);
  const dates = await q.responseDates(db, userId);
  const { current } = streaksFrom(dates, today);
  if ((STREAK_MILESTONES as readonly number[]).includes(current)) await autoPost(deps, userId, 'milestone', AUTO_POSTS.milestone(current));
  await syncAchievements(deps, userId, today, dates);
  return { postId, streak: current };
}

// ------------------------------------------------------------------------------------------------ the feed

type FeedRows = Awaited<ReturnType<typeof q.feedPage>>;

function toFeedPost(viewerId: string, row: FeedRows['posts'][number], reactions: FeedRows['reactions'], connected: Set<string>): FeedPost {
  const anonymous = row.is_anonymous === 1;
  const prompt = promptById(row.prompt_id);
  const counts = reactions.filter((r) => r.post_id === row.id);
  return {
    id: row.id,
    postType: row.post_type as PostType,
    content: row.content,
    isAnonymous: anonymous,
    createdAt: row.created_at,
    user: anonymous ? null : { id: row.user_id, firstName: row.first_name, lastName: row.last_name, displayName: row.display_name ?? null, profileImageUrl: row.profile_image_url },
    metadata: { personalityType: anonymous ? null : (row.personality_type ?? null) },
    prompt: prompt ? { title: prompt.title, content: prompt.content } : null,
    reactions: reactionsFor(row.post_type).map((reactionType) => {
      const found = counts.find((r) => r.reaction_type === reactionType);
      return { reactionType, count: Number(found?.n ?? 0), mine: Number(found?.mine ?? 0) === 1 };
    }),
    isAlreadyConnected: !anonymous && connected.has(pairKey(viewerId, row.user_id)),
    isMine: row.user_id === viewerId,
  };
}

/** GET /api/social-hub/feed: newest first, a page at a time (`before` = the last post's position). */
export async function feed(deps: AppDeps, viewerId: string, page: { limit: number; before?: string }) {
  // Reading (the chat home's preview card reads too) does not join the hub: opening it (the daily prompt) does.
  const { posts, reactions, connected } = await q.feedPage(deps.database.db, viewerId, { limit: page.limit, before: page.before ? parseCursor(page.before) : undefined });
  const last = posts.at(-1);
  return {
    posts: posts.map((row) => toFeedPost(viewerId, row, reactions, connected)),
    nextCursor: last && posts.length === page.limit ? cursorOf(last, last.created_at) : null,
  };
}

/** POST /api/social-hub/react: toggles the caller's reaction; answers the post's reactions as they are now. */
export async function react(deps: AppDeps, viewerId: string, input: { postId: string; reactionType: ReactionType }) {
  const { db } = deps.database;
  const post = await q.findVisiblePost(db, viewerId, input.postId);
  if (!post) throw fail.notFound(SOCIAL_MESSAGES.postNotFound);
  const allowed = reactionsFor(post.post_type);
  if (!allowed.includes(input.reactionType)) throw fail.field('reactionType', `reactionType must be one of ${allowed.join(', ')} for this post`);
  if (!(await hourlyLimiter(deps, 'social-reactions', LIMITS.reactions).take(viewerId))) throw fail.tooMany(SOCIAL_MESSAGES.reactLimit);
  const on = await q.toggleReaction(db, post.id, viewerId, input.reactionType, nowOf(deps).toISOString());
  const counts = await q.reactionCounts(db, [post.id], viewerId);
  return {
    postId: post.id,
    on,
    reactions: allowed.map((reactionType) => {
      const found = counts.find((r) => r.reaction_type === reactionType);
      return { reactionType, count: Number(found?.n ?? 0), mine: Number(found?.mine ?? 0) === 1 };
    }),
  };
}

// ------------------------------------------------------------------------------------------------ streaks, profiles

async function streaksOf(deps: AppDeps, userId: string) {
  const { current, longest } = streaksFrom(await q.responseDates(deps.database.db, userId), await todayOf(deps, userId));
  return [{ id: `${userId}:daily_reflection`, streakType: 'daily_reflection' as const, currentStreak: current, longestStreak: longest }];
}

/** GET /api/social-hub/streaks: the caller's own. */
export async function streaks(deps: AppDeps, userId: string) {
  return streaksOf(deps, userId);
}

function profileView(row: Awaited<ReturnType<typeof q.findProfile>>) {
  return {
    displayName: row?.display_name ?? null,
    bio: row?.bio ?? null,
    showStreaks: (row?.show_streaks ?? 1) === 1,
    showAchievements: (row?.show_achievements ?? 1) === 1,
    autoPosts: (row?.auto_posts ?? 1) === 1,
  };
}

/** The caller's own community profile (Settings). */
export async function myCommunityProfile(deps: AppDeps, userId: string) {
  return profileView(await q.findProfile(deps.database.db, userId));
}

export async function updateCommunityProfile(
  deps: AppDeps,
  userId: string,
  input: { displayName?: string | null; bio?: string | null; showStreaks?: boolean; showAchievements?: boolean; autoPosts?: boolean },
) {
  const { db } = deps.database;
  await q.createProfileOnce(db, userId, nowOf(deps).toISOString());
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  await db
    .updateTable('social_profiles')
    .set({
      ...(input.displayName !== undefined ? { display_name: input.displayName || null } : {}),
      ...(input.bio !== undefined ? { bio: input.bio || null } : {}),
      ...(input.showStreaks !== undefined ? { show_streaks: flag(input.showStreaks) } : {}),
      ...(input.showAchievements !== undefined ? { show_achievements: flag(input.showAchievements) } : {}),
      ...(input.autoPosts !== undefined ? { auto_posts: flag(input.autoPosts) } : {}),
      updated_at: nowOf(deps).toISOString(),
    })
    .where('user_id', '=', userId)
    .execute();
  return myCommunityProfile(deps, userId);
}

/**
 * GET /api/social-hub/profile/{userId}: another member as the hub shows them, their streaks and up to 3 recent
 * achievements as they allow. Someone who never opened the hub, is deactivated or deleted, or is blocked either
 * way is the same 404 as an unknown id.
 */
export async function profile(deps: AppDeps, viewerId: string, targetId: string) {
  const { db } = deps.database;
  const [user, row, blocked] = await Promise.all([
    db.selectFrom('users').leftJoin('survey_results', 'survey_results.user_id', 'users.id').select(['users.id', 'users.first_name', 'users.last_name', 'users.profile_image_url', 'users.is_active', 'users.deleted_at', 'survey_results.personality_type']).where('users.id', '=', targetId).executeTakeFirst(),
    q.findProfile(db, targetId),
    q.isBlockedEitherWay(db, viewerId, targetId),
  ]);
  if (!user || !row || user.is_active !== 1 || user.deleted_at !== null || blocked) throw fail.notFound(SOCIAL_MESSAGES.memberNotFound);
  const view = profileView(row);
  const [streakList, achievements, isConnected] = await Promise.all([
    view.showStreaks ? streaksOf(deps, targetId) : Promise.resolve([]),
    view.showAchievements ? q.achievementsOf(db, targetId, RECENT_ACHIEVEMENTS) : Promise.resolve([]),
    q.areConnected(db, viewerId, targetId),
  ]);
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    profileImageUrl: user.profile_image_url,
    personalityType: user.personality_type ?? null,
    socialProfile: { displayName: view.displayName, bio: view.bio, showStreaks: view.showStreaks, showAchievements: view.showAchievements },
    streaks: streakList,
    achievements: achievements.flatMap((a) => {
      const definition = achievementById(a.achievement);
      return definition ? [{ ...definition, awardedAt: a.awarded_at }] : [];
    }),
    isConnected,
    isMe: viewerId === targetId,
  };
}

// ------------------------------------------------------------------------------------------------ moderation

/** Deletes one of the caller's own posts; anyone else's is the same 404 as an unknown one. */
export async function deletePost(deps: AppDeps, viewerId: string, postId: string): Promise<void> {
  const result = await deps.database.db.deleteFrom('social_posts').where('id', '=', postId).where('user_id', '=', viewerId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw fail.notFound(SOCIAL_MESSAGES.postNotFound);
}

/** Reports a post the caller can see, once; the administrator's Reports list shows it. */
export async function report(deps: AppDeps, viewerId: string, input: { postId: string; reason: string }): Promise<void> {
  const { db } = deps.database;
  const post = await q.findVisiblePost(db, viewerId, input.postId);
  if (!post) throw fail.notFound(SOCIAL_MESSAGES.postNotFound);
  if (post.user_id === viewerId) throw fail.badRequest(SOCIAL_MESSAGES.ownPost);
  if (!(await hourlyLimiter(deps, 'social-reports', LIMITS.reports).take(viewerId))) throw fail.tooMany(SOCIAL_MESSAGES.reportLimit);
  const result = await db
    .insertInto('social_reports')
    .values({ id: newId(), post_id: post.id, reporter_id: viewerId, reason: input.reason, created_at: nowOf(deps).toISOString(), resolved_at: null })
    .onConflict((oc) => oc.columns(['post_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) throw fail.conflict(SOCIAL_MESSAGES.alreadyReported);
}

/** Blocks a member (by id, so never the author of an anonymous post): neither sees the other's posts or can Connect. */
export async function block(deps: AppDeps, viewerId: string, targetId: string): Promise<void> {
  if (targetId === viewerId) throw fail.badRequest(SOCIAL_MESSAGES.blockSelf);
  const { db } = deps.database;
  const target = await db.selectFrom('users').select('id').where('id', '=', targetId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!target) throw fail.notFound(SOCIAL_MESSAGES.memberNotFound);
  if (!(await hourlyLimiter(deps, 'social-blocks', LIMITS.blocks).take(viewerId))) throw fail.tooMany(SOCIAL_MESSAGES.reportLimit);
  await db
    .insertInto('social_blocks')
    .values({ blocker_id: viewerId, blocked_id: targetId, created_at: nowOf(deps).toISOString() })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function unblock(deps: AppDeps, viewerId: string, targetId: string): Promise<void> {
  await deps.database.db.deleteFrom('social_blocks').where('blocker_id', '=', viewerId).where('blocked_id', '=', targetId).execute();
}

/** The members the caller blocked (to unblock them in Settings). */
export async function blocked(deps: AppDeps, viewerId: string) {
  const rows = await deps.database.db
    .selectFrom('social_blocks')
    .innerJoin('users', 'users.id', 'social_blocks.blocked_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('social_blocks.blocker_id', '=', viewerId)
    .orderBy('social_blocks.created_at', 'desc')
    .execute();
  return rows.map((r) => ({ userId: r.id, firstName: r.first_name, lastName: r.last_name }));
}

// ------------------------------------------------------------------------------------------------ administrator

export async function openReports(deps: AppDeps) {
  const { db } = deps.database;
  const rows = await q.openReports(db);
  const reasons = await q.reportReasons(
    db,
    rows.map((r) => r.post_id),
  );
  return rows.map((r) => ({
    postId: r.post_id,
    content: r.content,
    postType: r.post_type as PostType,
    createdAt: r.created_at,
    author: { id: r.author_id, firstName: r.first_name, lastName: r.last_name, isActive: r.is_active === 1 },
    reasons: reasons.filter((x) => x.post_id === r.post_id).map((x) => x.reason),
    reportCount: Number(r.report_count),
    firstReportedAt: String(r.first_reported_at),
  }));
}

/** Hides a post from the feed (its reports are resolved); or keeps it and dismisses the reports. */
export async function moderatePost(deps: AppDeps, postId: string, action: 'hide' | 'dismiss'): Promise<void> {
  const { db } = deps.database;
  const at = nowOf(deps).toISOString();
  const post = await db.selectFrom('social_posts').select('id').where('id', '=', postId).executeTakeFirst();
  if (!post) throw fail.notFound(SOCIAL_MESSAGES.postNotFound);
  if (action === 'hide') await db.updateTable('social_posts').set({ hidden_at: at }).where('id', '=', postId).execute();
  await db.updateTable('social_reports').set({ resolved_at: at }).where('post_id', '=', postId).where('resolved_at', 'is', null).execute();
}

/**
 * The Social Hub (spec §2, §3, §6; issues 16, 28): the daily prompt, sharing a reflection, the community feed,
 * reactions, streaks, achievements, members' community profiles; moderation lives in moderation.service.ts.
 *
 * Who sees what: only signed-in members with a completed assessment use the hub (the procedures check it); a member
 * appears to others only once they joined (POST /api/social-hub/join, their choice of type and photo), never by
 * opening or reading it; an anonymous post never leads to its author in any answer, directly or by what it changes
 * (achievements it earns are quiet, streaks others see count signed reflections only, blocks ignore it); a hidden
 * post, a deactivated or deleted author, a post the viewer reported, or a block either way takes posts out of the
 * feed.
 */
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId } from '../../ids.js';
import { hourlyLimiter } from '../../rateLimit.js';
import { localDay } from '../../../shared/localTime.js';
import { cursorOf, parseCursor } from '../../../shared/text.js';
import { pairKey } from '../connections/connections.queries.js';
import { timeZoneOf } from '../time-zone/time-zone.service.js';
import { ACHIEVEMENTS, achievementById, achievementFor, type AchievementFacts } from './achievements.js';
import type { Locale } from '../../../shared/locales.js';
import { t, type MessageId } from '../../i18n/translate.js';
import { promptById, promptIn, promptOfDate } from './prompts.js';
import * as q from './social-hub.queries.js';
import { RECENT_ACHIEVEMENTS, reactionsFor, STREAK_MILESTONES, type FeedPost, type PostType, type ReactionType } from './social-hub.schemas.js';
import { streaksFrom } from './streaks.js';

export const SOCIAL_MESSAGES = {
  notToday: "This is not today's prompt. Reload the Social Hub to see today's.",
  alreadyResponded: "You have already shared today's reflection. A new prompt arrives at midnight.",
  notJoined: 'Join the Social Hub first: nothing is shared about you until you do.',
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
export const LIMITS = { posts: 10, reactions: 300, reports: 20, blocks: 30 } as const;

/**
 * The words of the automatic posts: what happened, never a score, an answer or anything private. Stored in English
 * (the feed's record); each reader gets them in their own language from the post's type and what the text names.
 */
const AUTO_POSTS = {
  welcome: t('en', 'hub.auto.welcome'),
  assessment_complete: t('en', 'hub.auto.assessmentComplete'),
  achievement: (title: string) => t('en', 'hub.auto.achievement', { title }),
  milestone: (days: number) => t('en', 'hub.auto.milestone', { days }),
} as const;

/** Each automatic post's stored English text, read back to what it says (worked out once, not per post on the feed). */
const AUTO_POST_MEANING = new Map<string, (locale: Locale) => string>([
  [AUTO_POSTS.welcome, (l) => t(l, 'hub.auto.welcome')],
  [AUTO_POSTS.assessment_complete, (l) => t(l, 'hub.auto.assessmentComplete')],
  ...ACHIEVEMENTS.map((a) => [AUTO_POSTS.achievement(a.title), (l: Locale) => t(l, 'hub.auto.achievement', { title: t(l, `achievement.${a.id}.title` as MessageId) })] as const),
  ...STREAK_MILESTONES.map((days) => [AUTO_POSTS.milestone(days), (l: Locale) => t(l, 'hub.auto.milestone', { days })] as const),
]);

/** An automatic post's text in the reader's language; a reflection, or a text no longer recognised, as written. */
function autoPostIn(locale: Locale, postType: string, content: string): string {
  if (locale === 'en' || postType === 'prompt_response') return content;
  return AUTO_POST_MEANING.get(content)?.(locale) ?? content;
}

export const nowOf = (deps: AppDeps) => deps.clock.now();

async function todayOf(deps: AppDeps, userId: string): Promise<string> {
  return localDay(nowOf(deps), await timeZoneOf(deps.database.db, userId)).key;
}

async function autoPost(deps: AppDeps, userId: string, postType: PostType, content: string): Promise<void> {
  const profile = await q.findProfile(deps.database.db, userId);
  if (!profile || profile.auto_posts !== 1) return;
  await q.insertPost(deps.database.db, { id: newId(), user_id: userId, post_type: postType, content, is_anonymous: 0, prompt_id: null, created_at: nowOf(deps).toISOString() });
}

/**
 * Gives every achievement the person has earned and not yet been given, each once. After a signed act (joining, a
 * signed reflection) those earned by what others can see already are public, with their post; the rest, and
 * everything after an anonymous act, are quiet: an announcement at that moment, or a streak or count others could
 * compare with the anonymous post, would name its author. A later signed act makes a quiet one public, dated then.
 */
async function syncAchievements(deps: AppDeps, userId: string, today: string, act: 'signed' | 'anonymous'): Promise<void> {
  const { db } = deps.database;
  const [counts, allDates, signedDates] = await Promise.all([q.achievementCounts(db, userId), q.responseDates(db, userId), q.responseDates(db, userId, true)]);
  const factsOf = (dates: string[]): AchievementFacts => ({ ...counts, reflections: dates.length, longestStreak: streaksFrom(dates, today).longest });
  const [all, seen] = [factsOf(allDates), factsOf(signedDates)];
  const at = nowOf(deps).toISOString();
  for (const definition of ACHIEVEMENTS) {
    if (act === 'signed' && definition.earned(seen)) {
      if (!(await q.awardPublicly(db, userId, definition.id, at))) continue;
      if (definition.id === 'assessment_complete') await autoPost(deps, userId, 'assessment_complete', AUTO_POSTS.assessment_complete);
      else await autoPost(deps, userId, 'achievement', AUTO_POSTS.achievement(definition.title));
    } else if (definition.earned(all)) {
      await q.awardQuietly(db, userId, definition.id, at);
    }
  }
}

// ------------------------------------------------------------------------------------------------ joining

function membershipView(row: Awaited<ReturnType<typeof q.findProfile>>) {
  return {
    joined: row !== undefined,
    displayName: row?.display_name ?? null,
    bio: row?.bio ?? null,
    showStreaks: (row?.show_streaks ?? 1) === 1,
    showAchievements: (row?.show_achievements ?? 1) === 1,
    autoPosts: (row?.auto_posts ?? 1) === 1,
    showType: row?.show_type === 1,
    showPhoto: row?.show_photo === 1,
  };
}

/**
 * POST /api/social-hub/join: the explicit choice to appear in the hub, with what strangers see (type, photo). The
 * first call makes the community profile, its welcome post and the achievements already earned; a repeat only
 * changes the two choices.
 */
export async function join(deps: AppDeps, userId: string, shown: { showType: boolean; showPhoto: boolean }) {
  const { db } = deps.database;
  const at = nowOf(deps).toISOString();
  if (await q.createProfileOnce(db, userId, at, shown)) {
    await autoPost(deps, userId, 'welcome', AUTO_POSTS.welcome);
    await syncAchievements(deps, userId, await todayOf(deps, userId), 'signed');
  } else {
    await db.updateTable('social_profiles').set({ show_type: shown.showType ? 1 : 0, show_photo: shown.showPhoto ? 1 : 0, updated_at: at }).where('user_id', '=', userId).execute();
  }
  return myCommunityProfile(deps, userId);
}

async function requireJoined(deps: AppDeps, userId: string) {
  const row = await q.findProfile(deps.database.db, userId);
  if (!row) throw fail.forbidden(SOCIAL_MESSAGES.notJoined);
  return row;
}

// ------------------------------------------------------------------------------------------------ the prompt

/** GET /api/social-hub/daily-prompt: today's prompt (the person's local date), or null once they have shared. Reads only. */
export async function dailyPrompt(deps: AppDeps, userId: string, locale: Locale = 'en') {
  const today = await todayOf(deps, userId);
  if (await q.hasResponded(deps.database.db, userId, today)) return null;
  const { id, title, content } = promptIn(locale, promptOfDate(today));
  return { id, title, content };
}

/** POST /api/social-hub/respond: one reflection per local day, posted to the feed; streak, milestone, achievements. */
export async function respond(deps: AppDeps, userId: string, input: { promptId: string; content: string; isAnonymous: boolean }) {
  const { db } = deps.database;
  await requireJoined(deps, userId);
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
  const act = input.isAnonymous ? 'anonymous' : 'signed';
  const { current } = streaksFrom(await q.responseDates(db, userId), today);
  // The milestone post is about the streak others can see (signed reflections), and never follows an anonymous one.
  const signedStreak = streaksFrom(await q.responseDates(db, userId, true), today).current;
  if (act === 'signed' && (STREAK_MILESTONES as readonly number[]).includes(signedStreak)) await autoPost(deps, userId, 'milestone', AUTO_POSTS.milestone(signedStreak));
  await syncAchievements(deps, userId, today, act);
  return { postId, streak: current };
}

// ------------------------------------------------------------------------------------------------ the feed

type FeedRows = Awaited<ReturnType<typeof q.feedPage>>;

function toFeedPost(viewerId: string, row: FeedRows['posts'][number], reactions: FeedRows['reactions'], connected: Set<string>, locale: Locale): FeedPost {
  const anonymous = row.is_anonymous === 1;
  const stored = promptById(row.prompt_id);
  // The prompt a reflection answered, in the reader's language (the post stores only its id).
  const prompt = stored && promptIn(locale, stored);
  const counts = reactions.filter((r) => r.post_id === row.id);
  // The author sees their own post whole; others see the type and photo only as the author chose when joining.
  const shows = (choice: number | null) => row.user_id === viewerId || choice === 1;
  return {
    id: row.id,
    postType: row.post_type as PostType,
    content: autoPostIn(locale, row.post_type, row.content),
    isAnonymous: anonymous,
    createdAt: row.created_at,
    user: anonymous ? null : { id: row.user_id, firstName: row.first_name, lastName: row.last_name, displayName: row.display_name ?? null, profileImageUrl: shows(row.show_photo) ? row.profile_image_url : null },
    metadata: { personalityType: !anonymous && shows(row.show_type) ? (row.personality_type ?? null) : null },
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
export async function feed(deps: AppDeps, viewerId: string, page: { limit: number; before?: string }, locale: Locale = 'en') {
  // Reading (the chat home's preview card reads too) never joins the hub: only POST /api/social-hub/join does.
  const { posts, reactions, connected } = await q.feedPage(deps.database.db, viewerId, { limit: page.limit, before: page.before ? parseCursor(page.before) : undefined });
  const last = posts.at(-1);
  return {
    posts: posts.map((row) => toFeedPost(viewerId, row, reactions, connected, locale)),
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

/** `signedOnly` for anyone but the person: an anonymous reflection must not move the streak others see. */
async function streaksOf(deps: AppDeps, userId: string, signedOnly = false) {
  const { current, longest } = streaksFrom(await q.responseDates(deps.database.db, userId, signedOnly), await todayOf(deps, userId));
  return [{ id: `${userId}:daily_reflection`, streakType: 'daily_reflection' as const, currentStreak: current, longestStreak: longest }];
}

/** GET /api/social-hub/streaks: the caller's own. */
export async function streaks(deps: AppDeps, userId: string) {
  return streaksOf(deps, userId);
}

/** GET /api/social-hub/me: whether the caller joined, and their choices (Settings, the join screen). Reads only. */
export async function myCommunityProfile(deps: AppDeps, userId: string) {
  return membershipView(await q.findProfile(deps.database.db, userId));
}

export async function updateCommunityProfile(
  deps: AppDeps,
  userId: string,
  input: { displayName?: string | null; bio?: string | null; showStreaks?: boolean; showAchievements?: boolean; autoPosts?: boolean; showType?: boolean; showPhoto?: boolean },
) {
  const { db } = deps.database;
  await requireJoined(deps, userId);
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  await db
    .updateTable('social_profiles')
    .set({
      ...(input.displayName !== undefined ? { display_name: input.displayName || null } : {}),
      ...(input.bio !== undefined ? { bio: input.bio || null } : {}),
      ...(input.showStreaks !== undefined ? { show_streaks: flag(input.showStreaks) } : {}),
      ...(input.showAchievements !== undefined ? { show_achievements: flag(input.showAchievements) } : {}),
      ...(input.autoPosts !== undefined ? { auto_posts: flag(input.autoPosts) } : {}),
      ...(input.showType !== undefined ? { show_type: flag(input.showType) } : {}),
      ...(input.showPhoto !== undefined ? { show_photo: flag(input.showPhoto) } : {}),
      updated_at: nowOf(deps).toISOString(),
    })
    .where('user_id', '=', userId)
    .execute();
  return myCommunityProfile(deps, userId);
}

/**
 * GET /api/social-hub/profile/{userId}: another member as the hub shows them, their streaks and up to 3 recent
 * achievements as they allow, their type and photo as they chose when joining. Someone who never joined, is
 * deactivated or deleted, or is blocked either way is the same 404 as an unknown id. Nothing here moves with an
 * anonymous post: others see signed reflections' streaks, public achievements only, each dated by its day.
 */
export async function profile(deps: AppDeps, viewerId: string, targetId: string, locale: Locale = 'en') {
  const { db } = deps.database;
  const [user, row, blocked] = await Promise.all([
    db.selectFrom('users').leftJoin('survey_results', 'survey_results.user_id', 'users.id').select(['users.id', 'users.first_name', 'users.last_name', 'users.profile_image_url', 'users.is_active', 'users.deleted_at', 'survey_results.personality_type']).where('users.id', '=', targetId).executeTakeFirst(),
    q.findProfile(db, targetId),
    q.isBlockedEitherWay(db, viewerId, targetId),
  ]);
  if (!user || !row || user.is_active !== 1 || user.deleted_at !== null || blocked) throw fail.notFound(SOCIAL_MESSAGES.memberNotFound);
  const view = membershipView(row);
  const isMe = viewerId === targetId;
  const [streakList, achievements, isConnected, zone] = await Promise.all([
    view.showStreaks ? streaksOf(deps, targetId, !isMe) : Promise.resolve([]),
    view.showAchievements ? q.achievementsOf(db, targetId, RECENT_ACHIEVEMENTS, isMe) : Promise.resolve([]),
    q.areConnected(db, viewerId, targetId),
    timeZoneOf(db, targetId),
  ]);
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    profileImageUrl: isMe || view.showPhoto ? user.profile_image_url : null,
    personalityType: isMe || view.showType ? (user.personality_type ?? null) : null,
    socialProfile: { displayName: view.displayName, bio: view.bio, showStreaks: view.showStreaks, showAchievements: view.showAchievements },
    streaks: streakList,
    achievements: achievements.flatMap((a) => {
      const definition = achievementById(a.achievement);
      // A day, never the moment: a time to the millisecond could be matched with a post's.
      return definition ? [{ ...achievementFor(locale, definition), awardedAt: localDay(new Date(a.awarded_at), zone).key }] : [];
    }),
    isConnected,
    isMe,
  };
}

import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { pairKey } from '../connections/connections.queries.js';

type Db = Kysely<DB>;

/** True when either person blocked the other: they stop seeing each other's posts and cannot Connect. */
export async function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('social_blocks')
    .select('blocker_id')
    .where((eb) => eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]))
    .executeTakeFirst();
  return row !== undefined;
}

export function findProfile(db: Db, userId: string) {
  return db.selectFrom('social_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Creates the member's community profile once; true when this call created it (they just joined). */
export async function createProfileOnce(db: Db, userId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('social_profiles')
    .values({ user_id: userId, display_name: null, bio: null, show_streaks: 1, show_achievements: 1, auto_posts: 1, joined_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function insertPost(
  db: Db,
  row: { id: string; user_id: string; post_type: string; content: string; is_anonymous: number; prompt_id: string | null; created_at: string },
): Promise<void> {
  await db
    .insertInto('social_posts')
    .values({ ...row, hidden_at: null })
    .execute();
}

export async function responseDates(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('social_responses').select('local_date').where('user_id', '=', userId).orderBy('local_date', 'desc').limit(400).execute();
  return rows.map((r) => r.local_date);
}

export async function hasResponded(db: Db, userId: string, localDate: string): Promise<boolean> {
  return (await db.selectFrom('social_responses').select('user_id').where('user_id', '=', userId).where('local_date', '=', localDate).executeTakeFirst()) !== undefined;
}

/** What achievements are computed from, in one round of small aggregate queries. */
export async function achievementCounts(db: Db, userId: string) {
  const [reflections, assessed, connections, actions] = await Promise.all([
    db.selectFrom('social_responses').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('survey_results').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('connections')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('user1_id', '=', userId), eb('user2_id', '=', userId)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('weekly_actions')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('points_awarded').as('points')])
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow(),
  ]);
  return { reflections: Number(reflections.n), assessed: assessed !== undefined, connections: Number(connections.n), completedActions: Number(actions.n), points: Number(actions.points ?? 0) };
}

/** Inserts an achievement once; true when this call awarded it. */
export async function awardOnce(db: Db, userId: string, achievement: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('social_achievements')
    .values({ user_id: userId, achievement, awarded_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'achievement']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function achievementsOf(db: Db, userId: string, limit: number) {
  return db.selectFrom('social_achievements').select(['achievement', 'awarded_at']).where('user_id', '=', userId).orderBy('awarded_at', 'desc').orderBy('achievement').limit(limit).execute();
}

/**
 * Posts the viewer may see: not hidden, by an active, not deleted member of the hub, and nobody the viewer blocked
 * or who blocked the viewer.
 */
function visiblePosts(db: Db, viewerId: string) {
  return db
    .selectFrom('social_posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.hidden_at', 'is', null)
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('social_blocks as b')
            .select('b.blocker_id')
            .where((b) => b.or([b.and([b('b.blocker_id', '=', viewerId), b('b.blocked_id', '=', b.ref('p.user_id'))]), b.and([b('b.blocked_id', '=', viewerId), b('b.blocker_id', '=', b.ref('p.user_id'))])])),
        ),
      ),
    );
}

export async function findVisiblePost(db: Db, viewerId: string, postId: string) {
  return visiblePosts(db, viewerId).select(['p.id', 'p.user_id', 'p.post_type']).where('p.id', '=', postId).executeTakeFirst();
}

/** One page of the feed, newest first, with what each card needs. */
export async function feedPage(db: Db, viewerId: string, page: { limit: number; before?: { at: string; id: string } }) {
  let query = visiblePosts(db, viewerId)
    .leftJoin('survey_results as r', 'r.user_id', 'p.user_id')
    .leftJoin('social_profiles as sp', 'sp.user_id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'p.post_type', 'p.content', 'p.is_anonymous', 'p.prompt_id', 'p.created_at', 'u.first_name', 'u.last_name', 'u.profile_image_url', 'r.personality_type', 'sp.display_name']);
  if (page.before) {
    const { at, id } = page.before;
    query = query.where((eb) => eb.or([eb('p.created_at', '<', at), eb.and([eb('p.created_at', '=', at), eb('p.id', '<', id)])]));
  }
  const posts = await query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(page.limit).execute();
  if (posts.length === 0) return { posts, reactions: [], connected: new Set<string>() };
  const ids = posts.map((p) => p.id);
  const authors = [...new Set(posts.map((p) => p.user_id))];
  const [reactions, connections] = await Promise.all([
    reactionCounts(db, ids, viewerId),
    db
      .selectFrom('connections')
      .select('pair_key')
      .where('status', '=', 'active')
      .where(
        'pair_key',
        'in',
        authors.map((a) => pairKey(viewerId, a)),
      )
      .execute(),
  ]);
  return { posts, reactions, connected: new Set(connections.map((c) => c.pair_key)) };
}

/** Reactions per post and type, with whether the viewer gave each. */
export function reactionCounts(db: Db, postIds: string[], viewerId: string) {
  return db
    .selectFrom('social_reactions')
    .select((eb) => ['post_id', 'reaction_type', eb.fn.countAll<number>().as('n'), eb.fn.max(sql<number>`case when user_id = ${viewerId} then 1 else 0 end`).as('mine')])
    .where('post_id', 'in', postIds)
    .groupBy(['post_id', 'reaction_type'])
    .execute();
}

/** Toggles one reaction: removes it when present, else adds it. Answers whether it is on now. */
export async function toggleReaction(db: Db, postId: string, userId: string, reactionType: string, now: string): Promise<boolean> {
  const removed = await db.deleteFrom('social_reactions').where('post_id', '=', postId).where('user_id', '=', userId).where('reaction_type', '=', reactionType).executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await db
    .insertInto('social_reactions')
    .values({ post_id: postId, user_id: userId, reaction_type: reactionType, created_at: now })
    .onConflict((oc) => oc.columns(['post_id', 'user_id', 'reaction_type']).doNothing())
    .execute();
  return true;
}

export async function areConnected(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db.selectFrom('connections').select('id').where('pair_key', '=', pairKey(a, b)).where('status', '=', 'active').executeTakeFirst();
  return row !== undefined;
}

/** Open reports, one row per reported post, for the administrator. */
export function openReports(db: Db) {
  return db
    .selectFrom('social_reports as r')
    .innerJoin('social_posts as p', 'p.id', 'r.post_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => [
      'p.id as post_id',
      'p.content',
      'p.post_type',
      'p.created_at',
      'u.id as author_id',
      'u.first_name',
      'u.last_name',
      'u.is_active',
      eb.fn.countAll<number>().as('report_count'),
      eb.fn.min('r.created_at').as('first_reported_at'),
    ])
    .where('r.resolved_at', 'is', null)
    .where('p.hidden_at', 'is', null)
    .groupBy(['p.id', 'p.content', 'p.post_type', 'p.created_at', 'u.id', 'u.first_name', 'u.last_name', 'u.is_active'])
    .orderBy('first_reported_at', 'desc')
    .limit(100)
    .execute();
}

export async function reportReasons(db: Db, postIds: string[]) {
  if (postIds.length === 0) return [];
  return db.selectFrom('social_reports').select(['post_id', 'reason']).where('post_id', 'in', postIds).where('resolved_at', 'is', null).orderBy('created_at').execute();
}

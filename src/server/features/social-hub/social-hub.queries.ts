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

/** Creates the member's community profile once (joining); true when this call created it. */
export async function createProfileOnce(db: Db, userId: string, now: string, shown: { showType: boolean; showPhoto: boolean }): Promise<boolean> {
  const result = await db
    .insertInto('social_profiles')
    .values({ user_id: userId, display_name: null, bio: null, show_streaks: 1, show_achievements: 1, auto_posts: 1, show_type: shown.showType ? 1 : 0, show_photo: shown.showPhoto ? 1 : 0, joined_at: now, updated_at: now })
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

/**
 * A pair's shared milestone post, once: the unique `pair_milestone` makes a second insert (a parallel request, a
 * repeat) do nothing. True only for the call that posted it.
 */
export async function insertPairPostOnce(
  db: Db,
  row: { id: string; user_id: string; co_author_id: string; pair_milestone: string; content: string; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('social_posts')
    .values({ ...row, post_type: 'milestone', is_anonymous: 0, prompt_id: null, hidden_at: null })
    .onConflict((oc) => oc.column('pair_milestone').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The local dates of a person's reflections; `signedOnly`: only those still shown under their name (a deleted post or
 * an anonymous one does not count), which is all anyone else may learn from.
 */
export async function responseDates(db: Db, userId: string, signedOnly = false): Promise<string[]> {
  let query = db.selectFrom('social_responses as r').select('r.local_date').where('r.user_id', '=', userId);
  if (signedOnly) query = query.where((eb) => eb.exists(eb.selectFrom('social_posts as p').select('p.id').whereRef('p.id', '=', 'r.post_id').where('p.is_anonymous', '=', 0)));
  const rows = await query.orderBy('r.local_date', 'desc').limit(400).execute();
  return rows.map((r) => r.local_date);
}

export async function hasResponded(db: Db, userId: string, localDate: string): Promise<boolean> {
  return (await db.selectFrom('social_responses').select('user_id').where('user_id', '=', userId).where('local_date', '=', localDate).executeTakeFirst()) !== undefined;
}

/** What achievements are computed from, in one round of small aggregate queries (everything but reflections). */
export async function achievementCounts(db: Db, userId: string) {
  const [assessed, connections, actions] = await Promise.all([
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
  return { assessed: assessed !== undefined, connections: Number(connections.n), completedActions: Number(actions.n), points: Number(actions.points ?? 0) };
}

/** Inserts a quiet achievement (only its holder sees it) unless the person has it already. */
export async function awardQuietly(db: Db, userId: string, achievement: string, now: string): Promise<void> {
  await db.insertInto('social_achievements').values({ user_id: userId, achievement, awarded_at: now, quiet: 1 }).onConflict((oc) => oc.columns(['user_id', 'achievement']).doNothing()).execute();
}

/**
 * Awards an achievement for all to see, once: a new one, or a quiet one made public (dated now, not when it was
 * earned quietly). True when this call made it public.
 */
export async function awardPublicly(db: Db, userId: string, achievement: string, now: string): Promise<boolean> {
  const inserted = await db.insertInto('social_achievements').values({ user_id: userId, achievement, awarded_at: now, quiet: 0 }).onConflict((oc) => oc.columns(['user_id', 'achievement']).doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const upgraded = await db.updateTable('social_achievements').set({ quiet: 0, awarded_at: now }).where('user_id', '=', userId).where('achievement', '=', achievement).where('quiet', '=', 1).executeTakeFirst();
  return Number(upgraded.numUpdatedRows) === 1;
}

export function achievementsOf(db: Db, userId: string, limit: number, withQuiet: boolean) {
  let query = db.selectFrom('social_achievements').select(['achievement', 'awarded_at']).where('user_id', '=', userId);
  if (!withQuiet) query = query.where('quiet', '=', 0);
  return query.orderBy('awarded_at', 'desc').orderBy('achievement').limit(limit).execute();
}

/**
 * Posts the viewer may see: not hidden, by an active, not deleted member, not one the viewer reported (it leaves
 * their feed at once and for good; `withReported` for the report call itself), and, for signed posts only, nobody
 * the viewer blocked or who blocked the viewer. An anonymous post ignores blocks: a block that hid it, or made
 * react/report answer differently, would tell the blocker who wrote it.
 */
function visiblePosts(db: Db, viewerId: string, withReported = false) {
  let query = db
    .selectFrom('social_posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.hidden_at', 'is', null)
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('p.is_anonymous', '=', 1),
        eb.not(
          eb.exists(
            eb
              .selectFrom('social_blocks as b')
              .select('b.blocker_id')
              .where((b) => b.or([b.and([b('b.blocker_id', '=', viewerId), b('b.blocked_id', '=', b.ref('p.user_id'))]), b.and([b('b.blocked_id', '=', viewerId), b('b.blocker_id', '=', b.ref('p.user_id'))])])),
          ),
        ),
      ]),
    );
  // A pair post (a shared daily-question milestone) names a second person: it follows the same rules for them, so it
  // leaves the feed when they leave, and for anyone who blocked either of the two or whom either blocked.
  query = query.where((eb) =>
    eb.or([
      eb('p.co_author_id', 'is', null),
      eb.and([
        eb.exists(eb.selectFrom('users as cu').select('cu.id').whereRef('cu.id', '=', 'p.co_author_id').where('cu.is_active', '=', 1).where('cu.deleted_at', 'is', null)),
        eb.not(
          eb.exists(
            eb
              .selectFrom('social_blocks as cb')
              .select('cb.blocker_id')
              .where((b) => b.or([b.and([b('cb.blocker_id', '=', viewerId), b('cb.blocked_id', '=', b.ref('p.co_author_id'))]), b.and([b('cb.blocked_id', '=', viewerId), b('cb.blocker_id', '=', b.ref('p.co_author_id'))])])),
          ),
        ),
      ]),
    ]),
  );
  if (!withReported) query = query.where((eb) => eb.not(eb.exists(eb.selectFrom('social_reports as rep').select('rep.id').whereRef('rep.post_id', '=', 'p.id').where('rep.reporter_id', '=', viewerId))));
  return query;
}

export async function findVisiblePost(db: Db, viewerId: string, postId: string, withReported = false) {
  return visiblePosts(db, viewerId, withReported).select(['p.id', 'p.user_id', 'p.post_type']).where('p.id', '=', postId).executeTakeFirst();
}

/** One page of the feed, newest first, with what each card needs. */
export async function feedPage(db: Db, viewerId: string, page: { limit: number; before?: { at: string; id: string } }) {
  let query = visiblePosts(db, viewerId)
    .leftJoin('survey_results as r', 'r.user_id', 'p.user_id')
    .leftJoin('social_profiles as sp', 'sp.user_id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'p.post_type', 'p.content', 'p.is_anonymous', 'p.prompt_id', 'p.created_at', 'u.first_name', 'u.last_name', 'u.profile_image_url', 'r.personality_type', 'sp.display_name', 'sp.show_type', 'sp.show_photo']);
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
      'p.is_anonymous',
      'u.id as author_id',
      'u.first_name',
      'u.last_name',
      'u.is_active',
      eb.fn.countAll<number>().as('report_count'),
      eb.fn.min('r.created_at').as('first_reported_at'),
    ])
    .where('r.resolved_at', 'is', null)
    .where('p.hidden_at', 'is', null)
    .groupBy(['p.id', 'p.content', 'p.post_type', 'p.created_at', 'p.is_anonymous', 'u.id', 'u.first_name', 'u.last_name', 'u.is_active'])
    .orderBy('first_reported_at', 'desc')
    .limit(100)
    .execute();
}

export async function reportReasons(db: Db, postIds: string[]) {
  if (postIds.length === 0) return [];
  return db.selectFrom('social_reports').select(['post_id', 'reason']).where('post_id', 'in', postIds).where('resolved_at', 'is', null).orderBy('created_at').execute();
}

/**
 * Moderation in the Social Hub (issue 16, issue 28): deleting one's own post, reports (a reported post leaves the
 * reporter's feed at once), blocks (paged, never about an anonymous post) and the administrator's reports list.
 */
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId } from '../../ids.js';
import { hourlyLimiter } from '../../rateLimit.js';
import { cursorOf, parseCursor } from '../../../shared/text.js';
import * as q from './social-hub.queries.js';
import type { PostType } from './social-hub.schemas.js';
import { LIMITS, nowOf, SOCIAL_MESSAGES } from './social-hub.service.js';

/** Deletes one of the caller's own posts; anyone else's is the same 404 as an unknown one. */
export async function deletePost(deps: AppDeps, viewerId: string, postId: string): Promise<void> {
  const result = await deps.database.db.deleteFrom('social_posts').where('id', '=', postId).where('user_id', '=', viewerId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw fail.notFound(SOCIAL_MESSAGES.postNotFound);
}

/** Reports a post the caller can see, once; the administrator's Reports list shows it. */
export async function report(deps: AppDeps, viewerId: string, input: { postId: string; reason: string }): Promise<void> {
  const { db } = deps.database;
  // Found even when already reported by this viewer (out of their feed), so a repeat says so.
  const post = await q.findVisiblePost(db, viewerId, input.postId, true);
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

/**
 * The members the caller blocked (to unblock them in Settings), newest first, a page at a time. The answer stays the
 * list it always was; each row carries its `cursor`, passed back as `before` for the next page.
 */
export async function blocked(deps: AppDeps, viewerId: string, page: { limit: number; before?: string }) {
  let query = deps.database.db
    .selectFrom('social_blocks')
    .innerJoin('users', 'users.id', 'social_blocks.blocked_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'social_blocks.created_at'])
    .where('social_blocks.blocker_id', '=', viewerId);
  if (page.before) {
    const { at, id } = parseCursor(page.before);
    query = query.where((eb) => eb.or([eb('social_blocks.created_at', '<', at), eb.and([eb('social_blocks.created_at', '=', at), eb('social_blocks.blocked_id', '<', id)])]));
  }
  const rows = await query.orderBy('social_blocks.created_at', 'desc').orderBy('social_blocks.blocked_id', 'desc').limit(page.limit).execute();
  return rows.map((r) => ({ userId: r.id, firstName: r.first_name, lastName: r.last_name, cursor: cursorOf(r, r.created_at) }));
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
    // The administrator is a member too: reporting an anonymous post must not tell them who wrote it. Hiding it works
    // the same without the name.
    author: r.is_anonymous === 1 ? null : { id: r.author_id, firstName: r.first_name, lastName: r.last_name, isActive: r.is_active === 1 },
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

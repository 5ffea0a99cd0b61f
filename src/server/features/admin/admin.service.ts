/**
 * The admin monitor's rules (spec "Admin"): everyone's record with activity stats, one person's detail, and the
 * activate/deactivate switch. The procedures are admin-only; nothing here checks who asks.
 *
 * Privacy (decision 007): the administrator sees counts, times and descriptions of what people did, never the words
 * they wrote to the coach or to each other, nor coach conversation titles (made from a person's first message).
 */
import type { SurveyResults } from '../../../shared/assessment/types.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { endAllSessions } from '../auth/auth.service.js';
import { otherPersonOf } from '../connections/connections.queries.js';
import {
  ACTIVITY_CONTENT_MAX,
  RECENT_ACTIVITY_LIMIT,
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersFilter,
  type AdminUsersInput,
  type AdminUsersSummary,
  type AdminUserStats,
  type SetStatusInput,
} from './admin.schemas.js';
import { sharingChoicesOf, visibilityOf, type Visibility } from '../privacy/visibility.js';
import * as q from './admin.queries.js';

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  selfDeactivation: 'You cannot deactivate your own account.',
} as const;

type UserRow = NonNullable<Awaited<ReturnType<typeof q.findUser>>>;

/** One person's stats, from four GROUP BY queries. */
async function statsOf(deps: AppDeps, userId: string): Promise<AdminUserStats> {
  const db = deps.database.db;
  const [coach, shared, connections, assessed] = await Promise.all([
    q.coachMessageTallies(db, userId),
    q.sharedMessageTallies(db, userId),
    q.activeConnectionCounts(db, [userId]),
    q.assessedUserIds(db, [userId]),
  ]);
  const chatMessages = Number(coach[0]?.count ?? 0);
  const sharedMessages = Number(shared[0]?.count ?? 0);
  return {
    totalMessages: chatMessages + sharedMessages,
    chatMessages,
    sharedMessages,
    connectionCount: Number(connections[0]?.count ?? 0),
    hasCompletedAssessment: assessed.length > 0,
    lastActivityAt: latest(coach[0]?.last_at, shared[0]?.last_at),
  };
}

/** The later of two ISO-8601 UTC timestamps (same format, so text order is time order); null when neither. */
function latest(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

function toAdminUser(row: UserRow, stats: AdminUserStats): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    stats,
  };
}

/** The number of deleted accounts; the rows hold a time only (issue 18). */
export async function countDeletions(deps: AppDeps): Promise<{ count: number }> {
  return { count: await q.countDeletions(deps.database.db) };
}

/**
 * One page of the Users table: searched, filtered and sorted by the database; the page's connection counts and
 * assessments in two more queries over its ids.
 */
export async function listUsers(deps: AppDeps, input: AdminUsersInput): Promise<AdminUser[]> {
  const db = deps.database.db;
  const rows = await q.listUsers(db, input);
  const ids = rows.map((r) => r.id);
  const [connections, assessed] = await Promise.all([q.activeConnectionCounts(db, ids), q.assessedUserIds(db, ids)]);
  const connectionsBy = new Map(connections.map((r) => [r.user_id, Number(r.count)]));
  const assessedIds = new Set(assessed.map((r) => r.user_id));
  return rows.map((row) =>
    toAdminUser(row, {
      totalMessages: Number(row.chat_messages) + Number(row.shared_messages),
      chatMessages: Number(row.chat_messages),
      sharedMessages: Number(row.shared_messages),
      connectionCount: connectionsBy.get(row.id) ?? 0,
      hasCompletedAssessment: assessedIds.has(row.id),
      lastActivityAt: row.last_activity_at,
    }),
  );
}

export async function usersSummary(deps: AppDeps, filter: AdminUsersFilter): Promise<AdminUsersSummary> {
  const [summary, matching] = await Promise.all([q.usersSummary(deps.database.db), q.countUsers(deps.database.db, filter)]);
  return { ...summary, matching };
}

export async function getUser(deps: AppDeps, id: string): Promise<AdminUserDetail> {
  const db = deps.database.db;
  const row = await q.findUser(db, id);
  if (!row) throw fail.notFound(ADMIN_MESSAGES.userNotFound);
  const [stats, connections, conversations, results, coachMessages, sharedMessages] = await Promise.all([
    statsOf(deps, id),
    q.connectionsOf(db, id),
    q.coachConversationsOf(db, id),
    q.findSurveyResults(db, id),
    q.latestCoachMessages(db, id, RECENT_ACTIVITY_LIMIT),
    q.latestSharedMessages(db, id, RECENT_ACTIVITY_LIMIT),
  ]);
  const otherOf = (pair: { user1_id: string; user2_id: string }) => otherPersonOf(pair, id);
  const names = new Map((await q.findNames(db, [...connections, ...sharedMessages].map(otherOf))).map((u) => [u.id, u]));
  const firstNameOf = (userId: string) => names.get(userId)?.first_name ?? 'a former member';

  const activity: AdminUserDetail['recentActivity'] = [
    { id: `joined:${row.id}`, content: 'Joined Attune', createdAt: row.created_at },
    ...(results ? [{ id: `assessment:${row.id}`, content: 'Completed the assessment', createdAt: results.created_at }] : []),
    ...coachMessages.map((m) => ({ id: m.id, content: 'Wrote to the coach', createdAt: m.created_at })),
    ...sharedMessages.map((m) => ({
      id: m.id,
      content:
        m.chat_mode === 'with'
          ? `Sent a message in a chat with ${firstNameOf(otherOf(m))}`
          : `Talked with the coach about ${firstNameOf(otherOf(m))}`,
      createdAt: m.created_at,
    })),
  ];

  return {
    ...toAdminUser(row, stats),
    connections: connections.map((c) => {
      const other = names.get(otherOf(c));
      return {
        id: c.id,
        otherUser: { id: otherOf(c), firstName: other?.first_name ?? '', lastName: other?.last_name ?? '' },
        relationshipType: c.relationship_type,
        status: c.status,
        createdAt: c.created_at,
      };
    }),
    conversations: conversations.map((c) => ({ id: c.id, messageCount: Number(c.message_count), createdAt: c.created_at, updatedAt: c.updated_at })),
    surveyResults: results ? surveySummary(results.personality_type, results.results, visibilityOf('admin', (await sharingChoicesOf(db, [id])).get(id))) : null,
    recentActivity: activity
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, RECENT_ACTIVITY_LIMIT)
      .map((a) => ({ ...a, content: clip(a.content, ACTIVITY_CONTENT_MAX) })),
  };
}

/**
 * The four result fields of the spec's detail, from the stored results JSON (older rows may lack a field). Attachment
 * style and love languages only as far as the one visibility rule lets the administrator see them (decisions 007,
 * 009; issue 28): the monitor manages accounts, it does not read answers a person may keep private. The type stays:
 * the spec's detail requires it.
 */
function surveySummary(personalityType: string, resultsJson: string, see: Visibility): NonNullable<AdminUserDetail['surveyResults']> {
  const results = JSON.parse(resultsJson) as Partial<SurveyResults>;
  return {
    personalityType,
    relationshipType: see.attachment ? (results.relationshipType ?? null) : null,
    loveLanguageGiving: see.loveLanguages ? (results.loveLanguageGiving ?? null) : null,
    loveLanguageReceiving: see.loveLanguages ? (results.loveLanguageReceiving ?? null) : null,
  };
}

/** At most `max` characters, the last one an ellipsis when something was cut. */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export async function setStatus(deps: AppDeps, adminId: string, input: SetStatusInput): Promise<{ id: string; isActive: boolean }> {
  if (input.id === adminId && !input.isActive) throw fail.badRequest(ADMIN_MESSAGES.selfDeactivation);
  const updated = await q.setUserActive(deps.database.db, input.id, input.isActive);
  if (!updated) throw fail.notFound(ADMIN_MESSAGES.userNotFound);
  if (!input.isActive) await endAllSessions(deps, input.id);
  return { id: input.id, isActive: input.isActive };
}

/**
 * What the admin monitor answers (spec "Admin user record"). Pure zod, no server imports: the web infers its types
 * from the procedures that use these.
 */
import { z } from 'zod';
import { ADMIN_USERS_PAGE, ADMIN_USERS_PAGE_MAX } from '../../../shared/pages.js';
import { boundedInteger, identifier, singleLineText } from '../../../shared/text.js';

/** Each recent activity's description is at most this long (spec: "truncated to 100 characters"). */
export const ACTIVITY_CONTENT_MAX = 100;
/** How many recent activities a user's detail shows (spec: "up to 5"). */
export const RECENT_ACTIVITY_LIMIT = 5;

/** The six orders of the Users table (spec "Admin user list"). Ties fall back to newest first. */
export const ADMIN_USER_SORTS = ['newest', 'oldest', 'recent-activity', 'least-activity', 'most-messages', 'least-messages'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const ADMIN_USER_STATUSES = ['all', 'active', 'inactive'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** Which users: a search (name or e-mail), a status, and for the list an order and a page. */
export const adminUsersFilter = z.object({
  search: singleLineText({ label: 'search', max: 200 }).optional(),
  status: z.enum(ADMIN_USER_STATUSES, { message: `status must be one of ${ADMIN_USER_STATUSES.join(', ')}` }).default('all'),
});
export type AdminUsersFilter = z.infer<typeof adminUsersFilter>;

export const adminUsersInput = adminUsersFilter.extend({
  sort: z.enum(ADMIN_USER_SORTS, { message: `sort must be one of ${ADMIN_USER_SORTS.join(', ')}` }).default('newest'),
  limit: boundedInteger('limit', 1, ADMIN_USERS_PAGE_MAX).default(ADMIN_USERS_PAGE),
  offset: boundedInteger('offset', 0, 1_000_000).default(0),
});
export type AdminUsersInput = z.infer<typeof adminUsersInput>;

/** The summary tiles over everyone, and how many match the filter (for the pager). */
export const adminUsersSummary = z.object({
  users: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  completedAssessments: z.number().int(),
  messages: z.number().int(),
  matching: z.number().int(),
});
export type AdminUsersSummary = z.infer<typeof adminUsersSummary>;

export const userIdInput = z.object({
  id: identifier('id'),
});

export const setStatusInput = userIdInput.extend({
  isActive: z.boolean({ message: 'isActive must be true or false' }),
});
export type SetStatusInput = z.infer<typeof setStatusInput>;

export const adminUserStats = z.object({
  /** chatMessages + sharedMessages. */
  totalMessages: z.number().int(),
  /** What the person wrote to the coach (not the coach's replies). */
  chatMessages: z.number().int(),
  /** What the person sent in real-time chats with a connection (not the coach's messages there). */
  sharedMessages: z.number().int(),
  /** Active connections only. */
  connectionCount: z.number().int(),
  hasCompletedAssessment: z.boolean(),
  /** The latest message the person wrote anywhere, or null. */
  lastActivityAt: z.string().nullable(),
});
export type AdminUserStats = z.infer<typeof adminUserStats>;

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  stats: adminUserStats,
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserDetail = adminUser.extend({
  connections: z.array(
    z.object({
      id: z.string(),
      otherUser: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
      relationshipType: z.string(),
      status: z.enum(['pending', 'active']),
      createdAt: z.string(),
    }),
  ),
  /** Coach conversations, without titles: a title is made from the person's first message (decision 007). */
  conversations: z.array(z.object({ id: z.string(), messageCount: z.number().int(), createdAt: z.string(), updatedAt: z.string() })),
  surveyResults: z
    .object({
      personalityType: z.string(),
      /** The attachment style (the spec's name for it); null if the stored results lack it. */
      relationshipType: z.string().nullable(),
      loveLanguageGiving: z.string().nullable(),
      loveLanguageReceiving: z.string().nullable(),
    })
    .nullable(),
  /** What the person did, described, never what they wrote (decision 007). Newest first. */
  recentActivity: z.array(z.object({ id: z.string(), content: z.string().max(ACTIVITY_CONTENT_MAX), createdAt: z.string() })).max(RECENT_ACTIVITY_LIMIT),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

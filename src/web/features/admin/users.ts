/**
 * The admin Users screen's pure parts: filtering, the six sort orders, the summary numbers and the CSV export
 * (spec "Admin user list"). No React, so they are tested on their own (users.test.ts).
 */
import type { AdminUser } from '../../../server/features/admin/admin.schemas';
import { historyDate } from '../chat/dates';

export type { AdminUser };

export type StatusFilter = 'all' | 'active' | 'inactive';

export const STATUS_OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'recent-activity', label: 'Most recent activity' },
  { value: 'least-activity', label: 'Least recent activity' },
  { value: 'most-messages', label: 'Most messages' },
  { value: 'least-messages', label: 'Least messages' },
] as const;
export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

export function isSortOrder(value: string | null): value is SortOrder {
  return SORT_OPTIONS.some((o) => o.value === value);
}

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** "Today", "3 days ago", a date; "—" for someone who never wrote anything. */
export function lastActivityLabel(iso: string | null): string {
  return iso ? historyDate(iso) : '—';
}

const newestFirst = (a: AdminUser, b: AdminUser) => b.createdAt.localeCompare(a.createdAt);

/**
 * Orders for each sort option. Ties fall back to newest first so the list does not jump between polls. Someone who
 * never wrote anything has the least recent activity of all: last under "Most recent", first under "Least recent".
 */
const COMPARATORS: Record<SortOrder, (a: AdminUser, b: AdminUser) => number> = {
  newest: newestFirst,
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  'recent-activity': (a, b) => byActivity(b, a) || newestFirst(a, b),
  'least-activity': (a, b) => byActivity(a, b) || newestFirst(a, b),
  'most-messages': (a, b) => b.stats.totalMessages - a.stats.totalMessages || newestFirst(a, b),
  'least-messages': (a, b) => a.stats.totalMessages - b.stats.totalMessages || newestFirst(a, b),
};

/** Earlier activity first; no activity before any. */
function byActivity(a: AdminUser, b: AdminUser): number {
  return (a.stats.lastActivityAt ?? '').localeCompare(b.stats.lastActivityAt ?? '');
}

/** The users the screen shows: matching the search (name or e-mail) and the status filter, in the chosen order. */
export function visibleUsers(users: readonly AdminUser[], search: string, status: StatusFilter, sort: SortOrder): AdminUser[] {
  const needle = search.trim().toLowerCase();
  return users
    .filter((u) => status === 'all' || (status === 'active') === u.isActive)
    .filter((u) => !needle || `${fullName(u)} ${u.email}`.toLowerCase().includes(needle))
    .sort(COMPARATORS[sort]);
}

export interface UserSummary {
  users: number;
  active: number;
  inactive: number;
  completedAssessments: number;
  messages: number;
}

export function summarize(users: readonly AdminUser[]): UserSummary {
  const active = users.filter((u) => u.isActive).length;
  return {
    users: users.length,
    active,
    inactive: users.length - active,
    completedAssessments: users.filter((u) => u.stats.hasCompletedAssessment).length,
    messages: users.reduce((sum, u) => sum + u.stats.totalMessages, 0),
  };
}

// CSV export -------------------------------------------------------------------------------------------------------

export const CSV_COLUMNS = ['email', 'name', 'status', 'messages', 'connections', 'assessment', 'last activity', 'joined'] as const;

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * that some programs skip before looking) gets a leading single quote, so a name like "=HYPERLINK(...)" stays text.
 * Cells with a quote, comma or line break are quoted, inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function usersCsv(users: readonly AdminUser[]): string {
  const rows = users.map((u) => [
    u.email,
    fullName(u),
    u.isActive ? 'Active' : 'Inactive',
    u.stats.totalMessages,
    u.stats.connectionCount,
    u.stats.hasCompletedAssessment ? 'Completed' : 'Not completed',
    u.stats.lastActivityAt ?? '',
    u.createdAt,
  ]);
  return [[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** "attune-users-2026-11-22.csv": named by the local date the export was made. */
export function csvFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `attune-users-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; let them finish before it is freed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

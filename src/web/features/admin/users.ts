/**
 * The admin Users screen's pure parts: the filter and sort choices (the server searches, filters, sorts and pages:
 * admin.users) and the CSV export (spec "Admin user list"). No React, so they are tested on their own (users.test.ts).
 */
import type { AdminUser, AdminUserSort, AdminUserStatus } from '../../../server/features/admin/admin.schemas';
import { historyDate } from '../chat/dates';

export type { AdminUser };

export type StatusFilter = AdminUserStatus;

export const STATUS_OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export const SORT_OPTIONS: Array<{ value: AdminUserSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'recent-activity', label: 'Most recent activity' },
  { value: 'least-activity', label: 'Least recent activity' },
  { value: 'most-messages', label: 'Most messages' },
  { value: 'least-messages', label: 'Least messages' },
];
export type SortOrder = AdminUserSort;

export function isSortOrder(value: string | null): value is SortOrder {
  return SORT_OPTIONS.some((o) => o.value === value);
}

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** "Today", "3 days ago", a date; "—" for someone who never wrote anything. */
export function lastActivityLabel(iso: string | null): string {
  return iso ? historyDate(iso) : '—';
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

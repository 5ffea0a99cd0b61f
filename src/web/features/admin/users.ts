/**
 * The admin Users screen's pure parts: the filter and sort choices (the server searches, filters, sorts and pages:
 * admin.users) and the CSV export (spec "Admin user list"). No React, so they are tested on their own (users.test.ts).
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { AdminUser, AdminUserSort, AdminUserStatus } from '../../../server/features/admin/admin.schemas';
import { t } from '../../app/intl';
import { historyDate } from '../chat/dates';

export type { AdminUser };

export type StatusFilter = AdminUserStatus;

const STATUS_LABELS = defineMessages({
  all: { id: 'admin.users.status.all', defaultMessage: 'All' },
  active: { id: 'admin.users.status.active', defaultMessage: 'Active' },
  inactive: { id: 'admin.users.status.inactive', defaultMessage: 'Inactive' },
}) satisfies Record<StatusFilter, MessageDescriptor>;

const SORT_LABELS = defineMessages({
  newest: { id: 'admin.users.sort.newest', defaultMessage: 'Newest' },
  oldest: { id: 'admin.users.sort.oldest', defaultMessage: 'Oldest' },
  'recent-activity': { id: 'admin.users.sort.recentActivity', defaultMessage: 'Most recent activity' },
  'least-activity': { id: 'admin.users.sort.leastActivity', defaultMessage: 'Least recent activity' },
  'most-messages': { id: 'admin.users.sort.mostMessages', defaultMessage: 'Most messages' },
  'least-messages': { id: 'admin.users.sort.leastMessages', defaultMessage: 'Least messages' },
}) satisfies Record<AdminUserSort, MessageDescriptor>;

/** Each label is read when the control draws, in the language on screen (decision 071). */
function options<V extends string>(labels: Record<V, MessageDescriptor>): Array<{ value: V; readonly label: string }> {
  return (Object.keys(labels) as V[]).map((value) => ({
    value,
    get label() {
      return t(labels[value]);
    },
  }));
}

export const STATUS_OPTIONS = options<StatusFilter>(STATUS_LABELS);
export const SORT_OPTIONS = options<AdminUserSort>(SORT_LABELS);
export type SortOrder = AdminUserSort;

export function isSortOrder(value: string | null): value is SortOrder {
  return SORT_OPTIONS.some((o) => o.value === value);
}

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** "Today", "3 days ago", a date (in the language on screen); "—" for someone who never wrote anything. */
export function lastActivityLabel(iso: string | null, intl: IntlShape): string {
  return iso ? historyDate(iso, new Date(), intl) : '—';
}

// CSV export -------------------------------------------------------------------------------------------------------
// The file is data for spreadsheets and scripts (spec "Admin user list"): its columns and values stay the same
// English words whatever language the administrator reads, so a script reading it works on every server.

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

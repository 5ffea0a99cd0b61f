import { defineMessage, type IntlShape } from 'react-intl';
import { englishIntl } from './intl';

const DAY = 24 * 60 * 60 * 1000;

const m = {
  today: defineMessage({ id: 'chat.date.today', defaultMessage: 'Today' }),
  yesterday: defineMessage({ id: 'chat.date.yesterday', defaultMessage: 'Yesterday' }),
  daysAgo: defineMessage<{ days: number }>({ id: 'chat.date.daysAgo', defaultMessage: '{days, plural, one {# day ago} other {# days ago}}' }),
};

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Chat history dates (spec §9): Today, Yesterday, 'N days ago' within 7 days, else a short date. */
export function historyDate(iso: string, now = new Date(), intl: IntlShape = englishIntl): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return intl.formatMessage(m.today);
  if (days === 1) return intl.formatMessage(m.yesterday);
  if (days <= 7) return intl.formatMessage(m.daysAgo, { days });
  return shortDate(iso, intl);
}

/** A date such as "Nov 22, 2026" (by locale): history entries older than a week, joined and connected dates. */
export function shortDate(iso: string, intl: IntlShape = englishIntl): string {
  return intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A message's time, e.g. "14:05" (or "2:05 PM", by locale). */
export function messageTime(iso: string, intl: IntlShape = englishIntl): string {
  return intl.formatTime(iso, { hour: 'numeric', minute: '2-digit' });
}

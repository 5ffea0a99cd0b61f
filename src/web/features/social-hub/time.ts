import { defineMessage, type IntlShape } from 'react-intl';
import { englishIntl } from '../chat/intl';

const m = {
  justNow: defineMessage({ id: 'socialHub.time.justNow', defaultMessage: 'Just now' }),
  minutesAgo: defineMessage<{ minutes: number }>({ id: 'socialHub.time.minutesAgo', defaultMessage: '{minutes, number}m ago' }),
  hoursAgo: defineMessage<{ hours: number }>({ id: 'socialHub.time.hoursAgo', defaultMessage: '{hours, number}h ago' }),
  untilMidnight: defineMessage<{ hours: number; minutes: number }>({ id: 'socialHub.time.untilMidnight', defaultMessage: '{hours, number}h {minutes, number}m' }),
};

/**
 * §9 feed times: 'Just now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a day, else the month and day.
 * And the countdown to the next daily prompt: 'Next reflection in Xh Ym' to local midnight.
 */
export function feedTime(iso: string, now = new Date(), intl: IntlShape = englishIntl): string {
  const at = new Date(iso);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return intl.formatMessage(m.justNow);
  if (minutes < 60) return intl.formatMessage(m.minutesAgo, { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return intl.formatMessage(m.hoursAgo, { hours });
  return intl.formatDate(at, { month: 'short', day: 'numeric' });
}

/** Time left until the next local midnight, as 'Xh Ym' (minutes rounded up, so it never reads 0h 0m early). */
export function untilMidnight(now = new Date(), intl: IntlShape = englishIntl): string {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  const minutes = Math.max(0, Math.ceil((midnight.getTime() - now.getTime()) / 60_000));
  return intl.formatMessage(m.untilMidnight, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

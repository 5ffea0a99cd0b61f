/**
 * §9 feed times: 'Just now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a day, else the month and day.
 * And the countdown to the next daily prompt: 'Next reflection in Xh Ym' to local midnight.
 */
export function feedTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** Time left until the next local midnight, as 'Xh Ym' (minutes rounded up, so it never reads 0h 0m early). */
export function untilMidnight(now = new Date()): string {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  const minutes = Math.max(0, Math.ceil((midnight.getTime() - now.getTime()) / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

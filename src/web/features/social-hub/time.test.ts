import { describe, expect, it } from 'vitest';
import { feedTime, untilMidnight } from './time';

describe('feed times (§9)', () => {
  const now = new Date(2026, 10, 24, 15, 30, 0);
  it('reads Just now, minutes, hours, then the date', () => {
    expect(feedTime(new Date(now.getTime() - 30_000).toISOString(), now)).toBe('Just now');
    expect(feedTime(new Date(now.getTime() - 5 * 60_000).toISOString(), now)).toBe('5m ago');
    expect(feedTime(new Date(now.getTime() - 59 * 60_000).toISOString(), now)).toBe('59m ago');
    expect(feedTime(new Date(now.getTime() - 3 * 3600_000).toISOString(), now)).toBe('3h ago');
    expect(feedTime(new Date(now.getTime() - 30 * 3600_000).toISOString(), now)).toBe(new Date(now.getTime() - 30 * 3600_000).toLocaleDateString(undefined, { month: 'short', day: 'numeric' }));
  });

  it('counts down to local midnight in hours and minutes', () => {
    expect(untilMidnight(new Date(2026, 10, 24, 15, 30, 0))).toBe('8h 30m');
    expect(untilMidnight(new Date(2026, 10, 24, 23, 59, 30))).toBe('0h 1m');
    expect(untilMidnight(new Date(2026, 10, 24, 0, 0, 0))).toBe('24h 0m');
  });
});

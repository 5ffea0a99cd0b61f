import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localDay, localWeek, zoneOrDefault } from './localTime.js';

describe('localWeek: Monday 00:00 in the person\'s own zone', () => {
  it('a Sunday 23:59 and the Monday 00:00 after it in Auckland fall in different weeks', () => {
    // 2026-11-22 is a Sunday; Auckland is on NZDT (+13) then.
    const sunday = localWeek(new Date('2026-11-22T10:59:00Z'), 'Pacific/Auckland'); // Sun 23:59 local
    const monday = localWeek(new Date('2026-11-22T11:00:00Z'), 'Pacific/Auckland'); // Mon 00:00 local
    expect(sunday.key).toBe('2026-11-16');
    expect(monday.key).toBe('2026-11-23');
    expect(monday.start.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(sunday.end.toISOString()).toBe(monday.start.toISOString());
  });

  it('the same instant is a different local week in Auckland and Los Angeles', () => {
    const instant = new Date('2026-11-22T20:00:00Z'); // Mon 09:00 in Auckland, Sun 12:00 in Los Angeles
    expect(localWeek(instant, 'Pacific/Auckland').key).toBe('2026-11-23');
    expect(localWeek(instant, 'America/Los_Angeles').key).toBe('2026-11-16');
    expect(localWeek(instant, 'UTC').key).toBe('2026-11-16');
  });

  it('the week in which Los Angeles springs forward lasts 167 hours and ends at local midnight', () => {
    // DST starts 2026-03-08 02:00 in Los Angeles (PST -8 → PDT -7).
    const week = localWeek(new Date('2026-03-05T12:00:00Z'), 'America/Los_Angeles');
    expect(week.key).toBe('2026-03-02');
    expect(week.start.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect((week.end.getTime() - week.start.getTime()) / 3_600_000).toBe(167);
  });

  it('the week in which Auckland falls back lasts 169 hours', () => {
    // DST ends 2026-04-05 03:00 NZDT (+13 → +12).
    const week = localWeek(new Date('2026-04-04T00:00:00Z'), 'Pacific/Auckland');
    expect(week.key).toBe('2026-03-30');
    expect(week.start.toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-04-05T12:00:00.000Z');
    expect((week.end.getTime() - week.start.getTime()) / 3_600_000).toBe(169);
  });

  it('every instant lies inside its own week, for far-apart zones', () => {
    for (const zone of ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      for (let h = 0; h < 24 * 21; h += 7) {
        const instant = new Date(Date.UTC(2026, 2, 1, h));
        const week = localWeek(instant, zone);
        expect(week.start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(week.end.getTime()).toBeGreaterThan(instant.getTime());
      }
    }
  });
});

describe('localDay', () => {
  it('starts at local midnight, also on the short DST day', () => {
    const day = localDay(new Date('2026-03-08T20:00:00Z'), 'America/Los_Angeles');
    expect(day.key).toBe('2026-03-08');
    expect(day.start.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-09T07:00:00.000Z');
  });
});

describe('time zone names', () => {
  it('accepts IANA names and falls back to UTC for unknown ones', () => {
    expect(isValidTimeZone('Pacific/Auckland')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(zoneOrDefault('Mars/Olympus')).toBe('UTC');
    expect(zoneOrDefault(null)).toBe('UTC');
  });
});

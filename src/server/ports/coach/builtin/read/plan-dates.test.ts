/**
 * The days of a plan come from the calendar (decision 100): "the weekend of <date>" runs over the weekend that date
 * belongs to, whatever day of the week the date is, and a trip on a weekday date is not called a weekend.
 */
import { describe, expect, it } from 'vitest';
import { memberNow, readPlan, weekendStart } from './plan.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const read = (m: string) => readPlan(m, NOW);
const WEEKEND = [5, 6, 0];
const daysOf = (start: number, n: number) => Array.from({ length: n }, (_, d) => (start + d) % 7);

describe('the weekend a date belongs to', () => {
  it('starts on the Saturday for two days and the Friday for three, from any day of that weekend', () => {
    for (const day of [5, 6, 0]) {
      expect(weekendStart(day, 2)).toBe(6);
      expect(weekendStart(day, 3)).toBe(5);
    }
    // A bank-holiday Monday belongs to the weekend before it.
    expect(weekendStart(1, 2)).toBe(6);
  });

  it('reads "the weekend of <date>" as that weekend, for dates on a Friday, Saturday, Sunday or Monday', () => {
    // 9, 10, 11 and 12 April 2027 are a Friday, Saturday, Sunday and Monday.
    for (const date of ['9th', '10th', '11th', '12th']) {
      const two = read(`we're going to the coast the weekend of ${date} April, about £200 for both of us`);
      expect(two.span).toEqual({ kind: 'days', days: 2 });
      expect(daysOf(two.weekday!, 2).every((d) => WEEKEND.includes(d)), date).toBe(true);
      const three = read(`thinking of a cottage for 2 nights the weekend of ${date} April, leaving friday evening`);
      expect(three.span).toEqual({ kind: 'days', days: 3 });
      expect(daysOf(three.weekday!, 3), date).toEqual([5, 6, 0]);
    }
  });

  it('leaves a date that is not said as a weekend on its own day, written as the day it starts', () => {
    // 3 May 2027 is a Monday: one night away from that Monday, not a weekend.
    const night = read('our anniversary is may 3rd, we want one night away within 2 hours drive, $300 all in');
    expect(night.weekday).toBe(1);
    expect(night.weekend).toBeFalsy();
    expect(night.day).toBe('from Monday 3 May');
    // A named day stays the day named.
    expect(read("Sam's birthday is Saturday 12 December, plan the day").weekday).toBe(6);
  });
});

describe("the member's own day", () => {
  // 03:00 UTC on Saturday 28 November 2026 is Friday 10pm in Toronto and Saturday 4am in Berlin; 03:00 UTC on
  // 1 December is still 30 November in Toronto.
  const instant = new Date('2026-11-28T03:00:00Z');
  const monthEnd = new Date('2026-12-01T03:00:00Z');
  it('takes the day and the month from the calendar where the member is', () => {
    expect(memberNow(instant, 'America/Toronto').getDay()).toBe(5);
    expect(memberNow(instant, 'Europe/Berlin').getDay()).toBe(6);
    expect(readPlan('give me 3 things to do with maya this month, under $40', memberNow(monthEnd, 'America/Toronto')).month).toBe(10);
    expect(readPlan('give me 3 things to do with maya this month, under €40', memberNow(monthEnd, 'Europe/Berlin')).month).toBe(11);
  });

  it('leaves the time as it is without a zone or with one it does not know', () => {
    expect(memberNow(instant, undefined)).toBe(instant);
    expect(memberNow(instant, 'Not/AZone')).toBe(instant);
  });
});

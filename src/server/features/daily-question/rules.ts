/**
 * The daily question's rules that need no database (decision 065): which day it is for a pair, which question that
 * day asks, and how long the pair's streak is. Pure functions, so tests can walk Auckland, Los Angeles and DST.
 */
import { createHash } from 'node:crypto';
// One module per function: the package's index would load all ~300 of date-fns's modules at start (issue 34).
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { format } from 'date-fns/format';
import { localDay, localWeek } from '../../../shared/localTime.js';
import type { DailyQuestionDepth, DailyQuestionTag } from '../../../shared/dailyQuestion.js';
import type { DeckQuestion } from './decks.js';

// ------------------------------------------------------------------------------------------------ the pair's day

/**
 * The pair's day: the later of the two people's local dates. A new question arrives when the first of the two
 * reaches midnight, and each person's waking day falls within one pair-day for most zone pairs (Auckland and Los
 * Angeles: the question turns at 00:00 in Auckland, 03:00 in Los Angeles). Both dates only move forward, so their
 * maximum does too: a DST change never repeats or skips a pair-day.
 */
export function pairDay(instant: Date, zoneA: string, zoneB: string): string {
  const a = localDay(instant, zoneA).key;
  const b = localDay(instant, zoneB).key;
  return a > b ? a : b;
}

/** The Monday of a pair-day's week, YYYY-MM-DD (the freeze is one per such week). */
export function weekOf(day: string): string {
  // A calendar date's week does not depend on a zone: read it as a UTC date.
  return localWeek(new Date(`${day}T12:00:00Z`), 'UTC').key;
}

export function addDay(day: string, n: number): string {
  return format(addDays(parseISO(day), n), 'yyyy-MM-dd');
}

export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

// ------------------------------------------------------------------------------------------------ selection

/** The depth each weekday leans to (Monday first): mostly light and meaningful, something deep at the weekend. */
const WEEK_OF_DEPTHS: DailyQuestionDepth[] = ['light', 'meaningful', 'light', 'meaningful', 'light', 'deep', 'meaningful'];

export function depthOfDay(day: string): DailyQuestionDepth {
  const weekday = (parseISO(day).getDay() + 6) % 7; // Monday 0
  return WEEK_OF_DEPTHS[weekday]!;
}

function hashNumber(...parts: string[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);
}

/**
 * The question of a pair-day: not one the pair has had (or skipped) until the deck is exhausted, of the weekday's
 * depth when one is left, and two times in three one that opens a topic the pair's results point at. Deterministic
 * in (pair, day, what was used), so a retry picks the same; the day row stores it, so both read the same question.
 */
export function chooseQuestion(deck: DeckQuestion[], input: { connectionId: string; day: string; used: ReadonlySet<string>; focus: ReadonlySet<DailyQuestionTag>; exclude?: ReadonlySet<string> }): DeckQuestion {
  const exclude = input.exclude ?? new Set<string>();
  let fresh = deck.filter((q) => !input.used.has(q.id) && !exclude.has(q.id));
  // The deck is exhausted: start again, still never today's skipped ones.
  if (fresh.length === 0) fresh = deck.filter((q) => !exclude.has(q.id));
  if (fresh.length === 0) fresh = deck;
  const depth = depthOfDay(input.day);
  const ofDepth = fresh.filter((q) => q.depth === depth);
  const pool = ofDepth.length > 0 ? ofDepth : fresh;
  const h = hashNumber(input.connectionId, input.day, String(exclude.size));
  const focused = pool.filter((q) => q.tags.some((t) => input.focus.has(t)));
  const from = focused.length > 0 && h % 3 !== 0 ? focused : pool;
  return from[Math.floor(h / 3) % from.length]!;
}

// ------------------------------------------------------------------------------------------------ streaks

export interface StreakState {
  /** Days in a row both answered (missed days covered by a freeze keep it going). */
  streak: number;
  /** The last pair-day both answered. */
  lastDay: string | null;
  /** Weeks (their Monday) whose freeze was spent. */
  frozenWeeks: string[];
}

export const NO_STREAK: StreakState = { streak: 0, lastDay: null, frozenWeeks: [] };

/**
 * Whether the days strictly between `lastDay` and `day` can all be covered by freezes: one per week, each week's
 * at most once. Answers the weeks that would be spent, or null when a missed day has no freeze left.
 */
function freezesFor(state: StreakState, day: string): string[] | null {
  if (!state.lastDay) return null;
  const missed = daysBetween(state.lastDay, day) - 1;
  if (missed < 0) return null;
  const spent: string[] = [];
  for (let i = 1; i <= missed; i++) {
    const week = weekOf(addDay(state.lastDay, i));
    if (state.frozenWeeks.includes(week) || spent.includes(week)) return null;
    spent.push(week);
  }
  return spent;
}

/** The state after both answered on `day` (called once per day, at its reveal). */
export function afterReveal(state: StreakState, day: string): StreakState {
  if (state.lastDay === day) return state;
  const spent = freezesFor(state, day);
  if (spent === null) return { streak: 1, lastDay: day, frozenWeeks: state.frozenWeeks.slice(-4) };
  return { streak: state.streak + 1, lastDay: day, frozenWeeks: [...state.frozenWeeks, ...spent].slice(-4) };
}

/**
 * What the card shows on `today`: the streak while it is still alive (today not answered yet is not a miss; the
 * days before today that were missed must each be coverable by a freeze), and whether this week's freeze is left.
 */
export function streakOn(state: StreakState, today: string): { streak: number; freezesLeft: number } {
  let alive = false;
  let pendingWeeks: string[] = [];
  if (state.lastDay) {
    if (state.lastDay >= today) alive = true;
    else {
      const spent = freezesFor(state, today);
      alive = spent !== null;
      pendingWeeks = spent ?? [];
    }
  }
  const thisWeek = weekOf(today);
  const used = state.frozenWeeks.includes(thisWeek) || (alive && pendingWeeks.includes(thisWeek));
  return { streak: alive ? state.streak : 0, freezesLeft: used ? 0 : 1 };
}

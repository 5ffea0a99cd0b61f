import { describe, expect, it } from 'vitest';
import { STABILITY_DIMENSIONS, type SurveyResults } from '../../../shared/assessment/types.js';
import { actionLibrary, DIFFICULTIES, formatMinutes, MIN_ACTIONS_PER_TYPE, POINTS } from './library.js';
import { ACTION_BONUS_CAP, applyActionBonus, dimensionBreakdown, overallBreakdown } from './score.js';
import { ACTIONS_PER_WEEK, selectWeeklyActions, type SelectionInput } from './selection.js';

describe('the action library (content/actions)', () => {
  it('holds at least 12 valid actions per stability type, across all three difficulties', () => {
    const library = actionLibrary();
    for (const type of STABILITY_DIMENSIONS) {
      expect(library[type].length).toBeGreaterThanOrEqual(MIN_ACTIONS_PER_TYPE);
      for (const d of DIFFICULTIES) expect(library[type].filter((a) => a.difficulty === d).length).toBeGreaterThanOrEqual(3);
    }
    const total = STABILITY_DIMENSIONS.reduce((n, t) => n + library[t].length, 0);
    expect(total).toBe(72);
  });

  it('makes no clinical claims', () => {
    const text = JSON.stringify(actionLibrary()).toLowerCase();
    for (const word of ['diagnos', 'cure', 'treatment', 'disorder', 'therapy', 'medication']) expect(text).not.toContain(word);
  });
});

describe('points', () => {
  it('are easy 1, medium 2, hard 3 (spec §9)', () => {
    expect(POINTS).toEqual({ easy: 1, medium: 2, hard: 3 });
    expect(formatMinutes(90)).toBe('1 hour 30 minutes');
    expect(formatMinutes(15)).toBe('15 minutes');
  });
});

describe('weekly selection', () => {
  const base: SelectionInput = { userId: 'u1', stabilityType: 'social', weekKey: '2026-11-23', score: 55, attachment: 'secure', loveLanguages: ['quality_time'], connectionCount: 2 };
  const library = actionLibrary().social;

  it('is the same within a week and differs across weeks', () => {
    const a = selectWeeklyActions(library, base).map((x) => x.id);
    expect(selectWeeklyActions(library, base).map((x) => x.id)).toEqual(a);
    expect(a).toHaveLength(ACTIONS_PER_WEEK);
    expect(new Set(a).size).toBe(ACTIONS_PER_WEEK);
    const weeks = ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'].map((weekKey) => selectWeeklyActions(library, { ...base, weekKey }).map((x) => x.id).join());
    expect(weeks.some((w) => w !== a.join())).toBe(true);
  });

  it('always includes an easy step and leans easier for low scores, harder for high ones', () => {
    const count = (score: number, d: string) => {
      let n = 0;
      for (let i = 0; i < 60; i++) n += selectWeeklyActions(library, { ...base, score, weekKey: `w${i}` }).filter((x) => x.difficulty === d).length;
      return n;
    };
    for (let i = 0; i < 30; i++) expect(selectWeeklyActions(library, { ...base, weekKey: `k${i}` }).some((x) => x.difficulty === 'easy')).toBe(true);
    expect(count(20, 'easy')).toBeGreaterThan(count(90, 'easy'));
    expect(count(90, 'hard')).toBeGreaterThan(count(20, 'hard'));
  });
});

describe('the score rule (decision 018)', () => {
  const results = { overallStability: 58, mentalStability: 60, emotionalStability: 50, physicalStability: 95, socialStability: 40, spiritualStability: 70, desireStability: 33 } as SurveyResults;

  it('adds earned points to the dimension, capped, never above 100, and leaves the assessed figure alone', () => {
    expect(dimensionBreakdown(results, 'emotional', { emotional: 5 })).toEqual({ assessed: 50, fromActions: 5, current: 55 });
    expect(dimensionBreakdown(results, 'emotional', { emotional: 40 })).toEqual({ assessed: 50, fromActions: ACTION_BONUS_CAP, current: 65 });
    expect(dimensionBreakdown(results, 'physical', { physical: 9 })).toEqual({ assessed: 95, fromActions: 5, current: 100 });
    expect(overallBreakdown(results, { emotional: 6, social: 6 })).toEqual({ assessed: 58, fromActions: 2, current: 60 });
    const current = applyActionBonus(results, { social: 3 });
    expect(current.socialStability).toBe(43);
    expect(results.socialStability).toBe(40);
    expect(applyActionBonus(results, undefined)).toBe(results);
  });
});

import { describe, expect, it } from 'vitest';
import { ideaLibrary } from '../content/ideas.js';
import { planSlots } from './slots.js';

describe('the constraints of a plan (issue 29, item 2)', () => {
  it('never reads a span as money, and keeps travel apart from the time for the plan', () => {
    const s = planSlots("we live 2 hours' drive apart, ideas for a weekend together?");
    expect(s.money).toBeUndefined();
    expect(s.travelMinutes).toBe(120);
    expect(s.away).toBe(true);
  });

  it('reads money with its currency, the day with chrono-node, crowds and a day that is taken', () => {
    const s = planSlots('Sam works Saturdays, what can we do on a weeknight for under 20 euros? he hates crowds');
    expect(s.money).toEqual({ amount: 20, currency: '€' });
    expect(s.busyDay).toBe('saturday');
    expect(s.when).toBe('a weeknight');
    expect(s.quiet).toBe(true);
    const sunday = planSlots('about 40 bucks and a free Sunday afternoon');
    expect(sunday.money).toEqual({ amount: 40, currency: '$' });
    expect(sunday.free).toBeUndefined();
    expect(sunday.when?.toLowerCase()).toBe('sunday afternoon');
    expect(sunday.minutes).toBe(240);
  });

  it('reads a group size', () => {
    expect(planSlots('a fun outing for a group of 5 friends').groupSize).toBe(5);
  });

  it('has an idea library of at least 120 tagged ideas, each with interests and relationships', () => {
    const ideas = ideaLibrary();
    expect(ideas.length).toBeGreaterThanOrEqual(120);
    expect(new Set(ideas.map((i) => i.id)).size).toBe(ideas.length);
    expect(ideas.filter((i) => i.relationships.includes('professional')).length).toBeGreaterThanOrEqual(10);
  });
});

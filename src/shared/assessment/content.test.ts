import { describe, it, expect } from 'vitest';
import { PERSONALITY_TYPES, PERSONALITY_TYPE_CODES, getPersonalityType } from './personalityTypes';
import { HOBBY_CATEGORIES, INTEREST_LABELS, findActivity, interestProfile } from './hobbies';
import type { HobbyCategoryAnswer } from './types';

const CODE = /^[EI][SN][TF][JP]$/;
const MANTINE_COLOURS = [
  'dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange',
];
const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).filter((x) => x.trim().length > 0).length;

describe('personality types', () => {
  const entries = Object.entries(PERSONALITY_TYPES);

  it('has all 16 codes, keyed by their own code', () => {
    expect(entries).toHaveLength(16);
    const all: string[] = [];
    for (const e of 'EI') for (const s of 'SN') for (const t of 'TF') for (const j of 'JP') all.push(e + s + t + j);
    expect(Object.keys(PERSONALITY_TYPES).sort()).toEqual(all.sort());
    expect([...PERSONALITY_TYPE_CODES].sort()).toEqual(all.sort());
    for (const [key, info] of entries) expect(info.code).toBe(key);
  });

  it('has original nicknames and prose of the right size', () => {
    const nicknames = new Set<string>();
    const banned = /^(the )?(architect|logician|commander|debater|advocate|mediator|protagonist|campaigner|logistician|defender|executive|consul|virtuoso|adventurer|entrepreneur|entertainer)$/i;
    for (const info of Object.values(PERSONALITY_TYPES)) {
      const words = info.nickname.replace(/^The /, '').split(/\s+/);
      expect(words.length).toBeGreaterThanOrEqual(2);
      expect(words.length).toBeLessThanOrEqual(3);
      expect(info.nickname).not.toMatch(banned);
      nicknames.add(info.nickname);
      expect(sentences(info.description)).toBeGreaterThanOrEqual(3);
      expect(sentences(info.description)).toBeLessThanOrEqual(4);
      expect(sentences(info.inLove)).toBeGreaterThanOrEqual(4);
      expect(sentences(info.inLove)).toBeLessThanOrEqual(6);
    }
    expect(nicknames.size).toBe(16);
  });

  it('has four valid, distinct most-compatible and four challenging codes, disjoint', () => {
    for (const info of Object.values(PERSONALITY_TYPES)) {
      expect(info.mostCompatible).toHaveLength(4);
      expect(info.challenging).toHaveLength(4);
      expect(new Set(info.mostCompatible).size).toBe(4);
      expect(new Set(info.challenging).size).toBe(4);
      for (const c of [...info.mostCompatible, ...info.challenging]) {
        expect(c).toMatch(CODE);
        expect(PERSONALITY_TYPES[c]).toBeDefined();
      }
      for (const c of info.mostCompatible) expect(info.challenging).not.toContain(c);
    }
  });

  it('never contradicts itself: if A lists B as most compatible, B does not list A as challenging', () => {
    for (const a of Object.values(PERSONALITY_TYPES)) {
      for (const b of a.mostCompatible) expect(PERSONALITY_TYPES[b]?.challenging).not.toContain(a.code);
      for (const b of a.challenging) expect(PERSONALITY_TYPES[b]?.mostCompatible).not.toContain(a.code);
    }
  });

  it('looks types up and gives unknown types none', () => {
    expect(getPersonalityType('INFJ')?.code).toBe('INFJ');
    expect(getPersonalityType('infj')?.code).toBe('INFJ');
    expect(getPersonalityType('XXXX')).toBeUndefined();
    expect(getPersonalityType('')).toBeUndefined();
    expect(getPersonalityType('constructor')).toBeUndefined();
    expect(getPersonalityType('toString')).toBeUndefined();
  });
});

describe('hobby categories', () => {
  it('has 7 categories with 10-14 activities each and unique ids', () => {
    expect(HOBBY_CATEGORIES).toHaveLength(7);
    const categoryIds = new Set<string>();
    const activityIds = new Set<string>();
    let total = 0;
    for (const c of HOBBY_CATEGORIES) {
      expect(c.id).toMatch(/^[a-z]+(_[a-z]+)*$/);
      categoryIds.add(c.id);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(10);
      expect(MANTINE_COLOURS).toContain(c.color);
      expect(c.icon.length).toBeGreaterThan(0);
      expect(c.activities.length).toBeGreaterThanOrEqual(10);
      expect(c.activities.length).toBeLessThanOrEqual(14);
      for (const a of c.activities) {
        expect(a.id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
        expect(a.name.length).toBeGreaterThan(0);
        expect(a.description.length).toBeGreaterThan(0);
        activityIds.add(a.id);
        total++;
      }
    }
    expect(categoryIds.size).toBe(7);
    expect(activityIds.size).toBe(total);
  });

  it('finds activities with their category', () => {
    const hit = findActivity('hiking');
    expect(hit?.activity.name).toBeTruthy();
    expect(hit?.category.id).toBe('outdoors_movement');
    expect(findActivity('nope')).toBeUndefined();
  });

  it('has the five interest labels in rating order', () => {
    expect(INTEREST_LABELS).toEqual(['Not really', 'A little', 'Moderately', 'Very much', 'Absolutely love it!']);
  });
});

describe('interestProfile', () => {
  const answers: HobbyCategoryAnswer[] = [
    {
      category: 'outdoors_movement',
      selections: [
        { activityId: 'hiking', interest: 5, frequency: 'often', intensity: 'moderate' },
        { activityId: 'running', interest: 3, frequency: 'sometimes', intensity: 'casual' },
        { activityId: 'cycling', interest: 4, frequency: 'sometimes', intensity: 'moderate' },
        { activityId: 'swimming', interest: 2, frequency: 'rarely', intensity: 'casual' },
      ],
      preferences: { topThree: ['swimming'], notes: '' },
    },
    {
      category: 'food_home',
      selections: [
        { activityId: 'cooking', interest: 5, frequency: 'always', intensity: 'intense' },
        { activityId: 'baking', interest: 4, frequency: 'often', intensity: 'moderate' },
      ],
      preferences: { topThree: [], notes: '' },
    },
    {
      category: 'mind_learning',
      selections: [{ activityId: 'puzzles', interest: 1, frequency: 'rarely', intensity: 'casual' }],
      preferences: { topThree: [], notes: '' },
    },
  ];

  it('gives average × 20 per category, sorted descending', () => {
    const profile = interestProfile(answers);
    expect(profile.map((p) => p.category.id)).toEqual(['food_home', 'outdoors_movement', 'mind_learning']);
    expect(profile.map((p) => p.percent)).toEqual([90, 70, 20]);
  });

  it('lists the top three activities with top picks first', () => {
    const outdoors = interestProfile(answers).find((p) => p.category.id === 'outdoors_movement');
    expect(outdoors?.topActivities.map((a) => a.id)).toEqual(['swimming', 'hiking', 'cycling']);
  });

  it('leaves out categories nobody touched and handles empty input', () => {
    expect(interestProfile([])).toEqual([]);
    expect(interestProfile(answers).some((p) => p.category.id === 'wellness_spirituality')).toBe(false);
  });
});

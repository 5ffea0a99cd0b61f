import { describe, it, expect } from 'vitest';
import {
  computeVibe,
  vibeBand,
  vibeColor,
  weightsForPreference,
  preferenceForWeight,
  PERSONALITY_PART_WEIGHTS,
  LIFESTYLE_PART_WEIGHTS,
} from './vibe';
import { HOBBY_CATEGORIES } from './hobbies';
import {
  AXES,
  ATTACHMENT_STYLES,
  LOVE_LANGUAGES,
  RELATIONSHIP_TYPES,
  type AttachmentStyle,
  type Axis,
  type HobbyCategoryAnswer,
  type LoveLanguage,
  type RelationshipType,
  type SurveyResults,
  type VibeInput,
  type VibePerson,
} from './types';

// ---------------------------------------------------------------------------------------------------------------
// Fixtures

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function loveMap(primary: LoveLanguage, others = 20): Record<LoveLanguage, number> {
  const m = {} as Record<LoveLanguage, number>;
  for (const l of LOVE_LANGUAGES) m[l] = l === primary ? 100 : others;
  return m;
}

interface ResultOptions {
  type?: string;
  /** firstPolePercent per axis; defaults from the type letters (75 / 25). */
  axes?: Partial<Record<Axis, number>>;
  attachment?: AttachmentStyle;
  anxiety?: number;
  avoidance?: number;
  giving?: LoveLanguage;
  receiving?: LoveLanguage;
  stability?: number;
}

function results(o: ResultOptions = {}): SurveyResults {
  const type = o.type ?? 'INFJ';
  const attachment = o.attachment ?? 'secure';
  const defaults: Record<AttachmentStyle, [number, number]> = {
    secure: [20, 20],
    anxious: [80, 20],
    avoidant: [20, 80],
    fearful_avoidant: [75, 75],
  };
  const [anxiety, avoidance] = defaults[attachment];
  const giving = o.giving ?? 'quality_time';
  const receiving = o.receiving ?? 'quality_time';
  const s = o.stability ?? 70;
  return {
    personalityType: type,
    relationshipType: attachment,
    loveLanguageGiving: giving,
    loveLanguageReceiving: receiving,
    overallStability: s,
    mentalStability: s,
    emotionalStability: s,
    physicalStability: s,
    socialStability: s,
    spiritualStability: s,
    desireStability: s,
    evidence: {
      axes: AXES.map((axis, i) => {
        const letter = type[i] ?? axis[0]!;
        const first = o.axes?.[axis] ?? (letter === axis[0] ? 75 : 25);
        return {
          axis,
          letter: (first >= 50 ? axis[0] : axis[1]) as never,
          percent: Math.max(first, 100 - first),
          firstPolePercent: first,
          borderline: Math.abs(first - 50) <= 10,
        };
      }),
      attachment: { anxiety: o.anxiety ?? anxiety, avoidance: o.avoidance ?? avoidance },
      loveLanguages: { giving: loveMap(giving), receiving: loveMap(receiving) },
    },
  };
}

function hobbies(ratings: Record<string, number>, topThree: string[] = []): HobbyCategoryAnswer[] {
  return HOBBY_CATEGORIES.map((c) => ({
    category: c.id,
    selections: c.activities
      .filter((a) => ratings[a.id])
      .map((a) => ({ activityId: a.id, interest: ratings[a.id]!, frequency: 'sometimes' as const, intensity: 'moderate' as const })),
    preferences: { topThree: topThree.filter((id) => c.activities.some((a) => a.id === id)), notes: '' },
  })).filter((c) => c.selections.length > 0 || c.preferences.topThree.length > 0);
}

function person(firstName: string, r: SurveyResults, h: HobbyCategoryAnswer[] | null = null): VibePerson {
  return { firstName, results: r, hobbies: h };
}

function input(viewer: VibePerson, other: VibePerson, relationshipType: RelationshipType = 'couple', pw = 50): VibeInput {
  return { viewer, other, weights: { personalityWeight: pw, lifestyleWeight: 100 - pw }, relationshipType };
}

function part(result: ReturnType<typeof computeVibe>, id: string) {
  const p = [...result.personality.parts, ...(result.lifestyle?.parts ?? [])].find((x) => x.id === id);
  if (!p) throw new Error(`no part ${id}`);
  return p;
}

function randomPerson(rand: () => number, name: string): VibePerson {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const letters = ['EI', 'SN', 'TF', 'JP'].map((p) => p[Math.floor(rand() * 2)]).join('');
  const type = rand() < 0.05 ? 'XXXX' : letters;
  const r = results({
    type,
    axes: { EI: rand() * 100, SN: rand() * 100, TF: rand() * 100, JP: rand() * 100 },
    attachment: pick(ATTACHMENT_STYLES),
    anxiety: rand() * 100,
    avoidance: rand() * 100,
    giving: pick(LOVE_LANGUAGES),
    receiving: pick(LOVE_LANGUAGES),
    stability: Math.round(rand() * 100),
  });
  for (const l of LOVE_LANGUAGES) {
    r.evidence.loveLanguages.giving[l] = Math.round(rand() * 100);
    r.evidence.loveLanguages.receiving[l] = Math.round(rand() * 100);
  }
  r.socialStability = Math.round(rand() * 100);
  r.desireStability = Math.round(rand() * 100);
  let h: HobbyCategoryAnswer[] | null = null;
  if (rand() > 0.2) {
    const ratings: Record<string, number> = {};
    const all = HOBBY_CATEGORIES.flatMap((c) => c.activities.map((a) => a.id));
    for (const id of all) if (rand() < 0.3) ratings[id] = 1 + Math.floor(rand() * 5);
    const top = all.filter(() => rand() < 0.04).slice(0, 3);
    h = hobbies(ratings, top);
  }
  return person(name, r, h);
}

// A realistic pair used in several tests.
const alex = person(
  'Alex',
  results({ type: 'INFJ', axes: { EI: 30, SN: 28, TF: 35, JP: 68 }, giving: 'acts_of_service', receiving: 'quality_time', stability: 72 }),
  hobbies({ hiking: 5, cooking: 4, reading_fiction: 5, board_games: 3, yoga: 4 }, ['hiking', 'reading_fiction']),
);
const sam = person(
  'Sam',
  results({ type: 'ENFP', axes: { EI: 68, SN: 32, TF: 40, JP: 30 }, giving: 'quality_time', receiving: 'acts_of_service', stability: 66 }),
  hobbies({ hiking: 4, cooking: 5, live_music: 5, board_games: 4, travel: 5 }, ['cooking', 'travel']),
);

// ---------------------------------------------------------------------------------------------------------------

describe('vibeBand and vibeColor', () => {
  it('bands at the boundaries', () => {
    expect(vibeBand(100)).toBe('Excellent');
    expect(vibeBand(85)).toBe('Excellent');
    expect(vibeBand(84)).toBe('Very Good');
    expect(vibeBand(70)).toBe('Very Good');
    expect(vibeBand(69)).toBe('Good');
    expect(vibeBand(55)).toBe('Good');
    expect(vibeBand(54)).toBe('Moderate');
    expect(vibeBand(40)).toBe('Moderate');
    expect(vibeBand(39)).toBe('Low');
    expect(vibeBand(0)).toBe('Low');
    expect(vibeBand(Number.NaN)).toBe('Low');
  });

  it('colours by the 85 / 70 / 55 thresholds', () => {
    expect(vibeColor(85)).toBe('green');
    expect(vibeColor(84)).toBe('teal');
    expect(vibeColor(70)).toBe('teal');
    expect(vibeColor(69)).toBe('yellow');
    expect(vibeColor(55)).toBe('yellow');
    expect(vibeColor(54)).toBe('orange');
    expect(vibeColor(0)).toBe('orange');
  });
});

describe('weights', () => {
  it('has the three presets', () => {
    expect(weightsForPreference('personality_focused')).toEqual({ personalityWeight: 70, lifestyleWeight: 30, preference: 'personality_focused' });
    expect(weightsForPreference('balanced')).toEqual({ personalityWeight: 50, lifestyleWeight: 50, preference: 'balanced' });
    expect(weightsForPreference('lifestyle_focused')).toEqual({ personalityWeight: 30, lifestyleWeight: 70, preference: 'lifestyle_focused' });
  });

  it('derives the preference from the slider with thresholds 60 and 40', () => {
    expect(preferenceForWeight(100)).toBe('personality_focused');
    expect(preferenceForWeight(60)).toBe('personality_focused');
    expect(preferenceForWeight(55)).toBe('balanced');
    expect(preferenceForWeight(50)).toBe('balanced');
    expect(preferenceForWeight(45)).toBe('balanced');
    expect(preferenceForWeight(40)).toBe('lifestyle_focused');
    expect(preferenceForWeight(0)).toBe('lifestyle_focused');
  });

  it('part weights sum to 1 for every relationship type', () => {
    for (const t of RELATIONSHIP_TYPES) {
      const sum = Object.values(PERSONALITY_PART_WEIGHTS[t]).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 10);
    }
    expect(Object.values(LIFESTYLE_PART_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('uses the viewer weights to combine the components', () => {
    const r = computeVibe(input(alex, sam, 'couple', 70));
    expect(r.personality.weight).toBe(70);
    expect(r.lifestyle?.weight).toBe(30);
    expect(r.score).toBe(Math.round((70 * r.personality.score + 30 * r.lifestyle!.score) / 100));
    const l = computeVibe(input(alex, sam, 'couple', 30));
    expect(l.score).toBe(Math.round((30 * l.personality.score + 70 * l.lifestyle!.score) / 100));
  });
});

describe('computeVibe', () => {
  it('produces a complete, explained result for a realistic pair', () => {
    const r = computeVibe(input(alex, sam));
    expect(Number.isInteger(r.score)).toBe(true);
    expect(r.band).toBe(vibeBand(r.score));
    expect(r.personality.parts.map((p) => p.id)).toEqual(['type_match', 'axes', 'attachment', 'love_languages', 'stability']);
    expect(r.lifestyle?.parts.map((p) => p.id)).toEqual(['shared_activities', 'category_overlap']);
    for (const p of [...r.personality.parts, ...r.lifestyle!.parts]) {
      expect(p.reasons.length).toBeGreaterThan(0);
      expect(p.score).toBeGreaterThanOrEqual(0);
      expect(p.score).toBeLessThanOrEqual(100);
    }
    expect(r.highlights.length).toBeGreaterThanOrEqual(3);
    expect(r.highlights.length).toBeLessThanOrEqual(4);
    // INFJ and ENFP list each other as most compatible.
    expect(part(r, 'type_match').score).toBe(90);
  });

  it('drops lifestyle when either person has no hobby answers', () => {
    const pairs: [VibePerson, VibePerson][] = [
      [{ ...alex, hobbies: null }, sam],
      [alex, { ...sam, hobbies: null }],
      [alex, { ...sam, hobbies: [] }],
    ];
    for (const [a, b] of pairs) {
      const r = computeVibe(input(a, b, 'couple', 30));
      expect(r.lifestyle).toBeNull();
      expect(r.personality.weight).toBe(100);
      expect(r.score).toBe(r.personality.score);
    }
  });

  it('scores a secure pair higher on attachment than an anxious + avoidant pair', () => {
    const secure = computeVibe(
      input(person('Alex', results({ attachment: 'secure' })), person('Sam', results({ attachment: 'secure' }))),
    );
    const trap = computeVibe(
      input(person('Alex', results({ attachment: 'anxious' })), person('Sam', results({ attachment: 'avoidant' }))),
    );
    expect(part(secure, 'attachment').score).toBeGreaterThan(part(trap, 'attachment').score + 20);
    expect(part(trap, 'attachment').reasons.join(' ')).toMatch(/Sam may need space/);
    // One secure partner lifts the pair above two insecure ones.
    const lifted = computeVibe(
      input(person('Alex', results({ attachment: 'anxious' })), person('Sam', results({ attachment: 'secure' }))),
    );
    expect(part(lifted, 'attachment').score).toBeGreaterThan(part(trap, 'attachment').score);
  });

  it('scores matching love languages above mismatched ones', () => {
    const matched = computeVibe(
      input(
        person('Alex', results({ giving: 'acts_of_service', receiving: 'quality_time' })),
        person('Sam', results({ giving: 'quality_time', receiving: 'acts_of_service' })),
      ),
    );
    const mismatched = computeVibe(
      input(
        person('Alex', results({ giving: 'gifts', receiving: 'quality_time' })),
        person('Sam', results({ giving: 'physical_touch', receiving: 'words_of_affirmation' })),
      ),
    );
    expect(part(matched, 'love_languages').score).toBeGreaterThan(part(mismatched, 'love_languages').score + 30);
    expect(part(matched, 'love_languages').reasons).toContain('Sam gives Quality Time, which is what you most want to receive');
    expect(part(matched, 'love_languages').reasons.join(' ')).toMatch(/giving language is Sam's receiving language/);
    expect(part(mismatched, 'love_languages').reasons.join(' ')).toMatch(/tell Sam what lands for you/);
  });

  it('lets the relationship type change the part weights (and so the score)', () => {
    const couple = computeVibe(input(alex, sam, 'couple'));
    const work = computeVibe(input(alex, sam, 'professional'));
    const friend = computeVibe(input(alex, sam, 'friend'));
    expect(part(couple, 'love_languages').weight).toBeGreaterThan(part(friend, 'love_languages').weight);
    expect(part(friend, 'love_languages').weight).toBeGreaterThan(part(work, 'love_languages').weight);
    expect(part(couple, 'attachment').weight).toBeGreaterThan(part(work, 'attachment').weight);
    expect(part(work, 'axes').weight).toBeGreaterThan(part(couple, 'axes').weight);
    for (const r of [couple, work, friend]) {
      expect(r.personality.parts.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(1, 10);
    }
    // A pair strong on love languages but far apart on everyday style scores higher as a couple than as colleagues.
    const a = person('Alex', results({ type: 'ISTJ', giving: 'quality_time', receiving: 'quality_time' }));
    const b = person('Sam', results({ type: 'ENFP', giving: 'quality_time', receiving: 'quality_time' }));
    expect(computeVibe(input(a, b, 'couple')).score).toBeGreaterThan(computeVibe(input(a, b, 'professional')).score);
    // An unknown relationship type is treated as a friend.
    expect(computeVibe({ ...input(alex, sam), relationshipType: 'stranger' as RelationshipType })).toEqual(friend);
  });

  it('writes reasons to the viewer, naming the other person', () => {
    const r = computeVibe(input(alex, sam));
    const parts = [...r.personality.parts, ...r.lifestyle!.parts];
    for (const p of parts) expect(p.reasons.some((x) => x.includes('Sam'))).toBe(true);
    expect(r.highlights.some((h) => h.includes('Sam'))).toBe(true);
    const back = computeVibe(input(sam, alex));
    for (const p of [...back.personality.parts, ...back.lifestyle!.parts]) {
      expect(p.reasons.some((x) => x.includes('Alex'))).toBe(true);
      expect(p.reasons.some((x) => x.includes('Sam'))).toBe(false);
    }
  });

  it('explains the axes in everyday terms', () => {
    const a = person('Alex', results({ type: 'INTJ' }));
    const b = person('Sam', results({ type: 'INTP' }));
    const reasons = part(computeVibe(input(a, b)), 'axes').reasons;
    expect(reasons).toContain('You and Sam both recharge alone');
    expect(reasons).toContain('You plan and Sam improvises: useful if you divide the work');
  });

  it('is symmetric with equal weights', () => {
    const rand = mulberry32(7);
    for (let i = 0; i < 150; i++) {
      const a = randomPerson(rand, 'Alex');
      const b = randomPerson(rand, 'Sam');
      const t = RELATIONSHIP_TYPES[i % RELATIONSHIP_TYPES.length]!;
      const pw = [30, 50, 70, 65][i % 4]!;
      const ab = computeVibe(input(a, b, t, pw));
      const ba = computeVibe(input(b, a, t, pw));
      expect(ab.score).toBe(ba.score);
      expect(ab.personality.parts.map((p) => p.score)).toEqual(ba.personality.parts.map((p) => p.score));
      expect(ab.lifestyle?.score).toEqual(ba.lifestyle?.score);
    }
    expect(computeVibe(input(alex, sam)).score).toBe(computeVibe(input(sam, alex)).score);
  });

  it('is deterministic', () => {
    expect(computeVibe(input(alex, sam))).toEqual(computeVibe(input(alex, sam)));
  });

  it('always returns an integer score 0..100 with a matching band across random fixtures', () => {
    const rand = mulberry32(20240611);
    for (let i = 0; i < 400; i++) {
      const a = randomPerson(rand, i % 7 === 0 ? '' : 'Alex');
      const b = randomPerson(rand, 'Sam');
      const t = RELATIONSHIP_TYPES[Math.floor(rand() * RELATIONSHIP_TYPES.length)]!;
      const r = computeVibe(input(a, b, t, Math.round(rand() * 20) * 5));
      expect(Number.isInteger(r.score)).toBe(true);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      expect(r.band).toBe(vibeBand(r.score));
      expect(r.highlights.length).toBeGreaterThanOrEqual(3);
      expect(r.highlights.length).toBeLessThanOrEqual(4);
      for (const p of [...r.personality.parts, ...(r.lifestyle?.parts ?? [])]) {
        expect(Number.isInteger(p.score)).toBe(true);
        expect(p.score).toBeGreaterThanOrEqual(0);
        expect(p.score).toBeLessThanOrEqual(100);
        expect(p.reasons.length).toBeGreaterThan(0);
      }
    }
  });

  it('copes with an unknown type and missing evidence', () => {
    const bare = results({ type: 'XXXX' });
    const broken = { ...bare, evidence: undefined } as unknown as SurveyResults;
    const r = computeVibe(input(person('Alex', results()), person('Sam', broken)));
    expect(part(r, 'type_match').score).toBe(50);
    expect(part(r, 'type_match').reasons[0]).toMatch(/Sam's type isn't known/);
    expect(Number.isInteger(r.score)).toBe(true);
  });
});

/**
 * Property tests: every reason sentence of the Vibe is true of the two results it describes.
 *
 * fast-check generates pairs of results whose labels (type, attachment style, love languages) and hidden evidence
 * (axis percentages, anxiety/avoidance, language scores) are drawn independently, so evidence that disagrees with a
 * label (as stored results from older scoring can) is covered too. Each sentence is matched to the template it
 * comes from and checked against the facts it claims, as the two people read them on their own results.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOBBY_CATEGORIES, HIGH_INTEREST } from './hobbies';
import { PERSONALITY_TYPE_CODES, getPersonalityType } from './personalityTypes';
import {
  ATTACHMENT_STYLES,
  AXES,
  LOVE_LANGUAGES,
  RELATIONSHIP_TYPES,
  STABILITY_DIMENSIONS,
  type AttachmentStyle,
  type Axis,
  type HobbyCategoryAnswer,
  type LoveLanguage,
  type SurveyResults,
  type VibePerson,
  type VibeResult,
} from './types';
import { computeVibe, pairWeights } from './vibe';

// ---------------------------------------------------------------------------------------------------------------
// Generators

const TYPE_CODES = [...PERSONALITY_TYPE_CODES];
const ALL_ACTIVITIES = HOBBY_CATEGORIES.flatMap((c) => c.activities.map((a) => a.id));
const percent = fc.integer({ min: 0, max: 100 });
const loveScores = fc.tuple(...LOVE_LANGUAGES.map(() => percent)).map((xs) => {
  const m = {} as Record<LoveLanguage, number>;
  LOVE_LANGUAGES.forEach((l, i) => (m[l] = xs[i] ?? 0));
  return m;
});

const resultsArb: fc.Arbitrary<SurveyResults> = fc
  .record({
    type: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...TYPE_CODES) }, { weight: 1, arbitrary: fc.constant('XXXX') }),
    style: fc.constantFrom(...ATTACHMENT_STYLES),
    anxiety: percent,
    avoidance: percent,
    axes: fc.tuple(percent, percent, percent, percent),
    giving: fc.constantFrom(...LOVE_LANGUAGES),
    receiving: fc.constantFrom(...LOVE_LANGUAGES),
    givingScores: loveScores,
    receivingScores: loveScores,
    stability: fc.tuple(percent, percent, percent, percent, percent, percent, percent),
  })
  .map((r) => ({
    personalityType: r.type,
    relationshipType: r.style,
    loveLanguageGiving: r.giving,
    loveLanguageReceiving: r.receiving,
    overallStability: r.stability[0],
    mentalStability: r.stability[1],
    emotionalStability: r.stability[2],
    physicalStability: r.stability[3],
    socialStability: r.stability[4],
    spiritualStability: r.stability[5],
    desireStability: r.stability[6],
    evidence: {
      axes: AXES.map((axis, i) => {
        const fp = r.axes[i] ?? 50;
        return { axis, letter: (fp >= 50 ? axis[0] : axis[1]) as never, percent: Math.max(fp, 100 - fp), firstPolePercent: fp, borderline: Math.abs(fp - 50) < 10 };
      }),
      attachment: { anxiety: r.anxiety, avoidance: r.avoidance },
      loveLanguages: { giving: r.givingScores, receiving: r.receivingScores },
    },
  }));

const hobbiesArb: fc.Arbitrary<HobbyCategoryAnswer[] | null> = fc.option(
  fc
    .record({
      rated: fc.uniqueArray(fc.constantFrom(...ALL_ACTIVITIES), { maxLength: 25 }),
      interests: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 25, maxLength: 25 }),
      picks: fc.uniqueArray(fc.constantFrom(...ALL_ACTIVITIES), { maxLength: 6 }),
    })
    .map(({ rated, interests, picks }) =>
      HOBBY_CATEGORIES.map((c) => ({
        category: c.id,
        selections: rated
          .map((id, i) => ({ id, interest: interests[i] ?? 3 }))
          .filter((x) => c.activities.some((a) => a.id === x.id))
          .map((x) => ({ activityId: x.id, interest: x.interest, frequency: 'sometimes' as const, intensity: 'moderate' as const })),
        preferences: { topThree: picks.filter((id) => c.activities.some((a) => a.id === id)).slice(0, 3), notes: '' },
      })).filter((c) => c.selections.length > 0 || c.preferences.topThree.length > 0),
    ),
  { freq: 4 },
);

const personArb = (firstName: string): fc.Arbitrary<VibePerson> =>
  fc.record({ results: resultsArb, hobbies: hobbiesArb }).map((p) => ({ firstName, ...p }));

const weightArb = fc.integer({ min: 0, max: 20 }).map((x) => ({ personalityWeight: x * 5, lifestyleWeight: 100 - x * 5 }));

const pairArb = fc.record({
  a: personArb('Alex'),
  b: personArb('Sam'),
  relationshipType: fc.constantFrom(...RELATIONSHIP_TYPES),
  weightsA: weightArb,
  weightsB: weightArb,
});

type Pair = { a: VibePerson; b: VibePerson; relationshipType: (typeof RELATIONSHIP_TYPES)[number]; weightsA: W; weightsB: W };
type W = { personalityWeight: number; lifestyleWeight: number };

/** The Vibe as person `a` reads it about `b` (the server's rule: pair weights, a's own as "your way"). */
function vibeSeenBy(p: Pair): VibeResult {
  return computeVibe({
    viewer: p.a,
    other: p.b,
    weights: pairWeights(p.weightsA, p.weightsB),
    viewerWeights: p.weightsA,
    relationshipType: p.relationshipType,
  });
}

/** The same pair seen from the other side (names kept as viewer "Alex", other "Sam" so the checks read one way). */
function swap(p: Pair): Pair {
  return { ...p, a: { ...p.b, firstName: 'Alex' }, b: { ...p.a, firstName: 'Sam' }, weightsA: p.weightsB, weightsB: p.weightsA };
}

const RUNS = { numRuns: 400 };

// ---------------------------------------------------------------------------------------------------------------
// The facts each person sees on their own results

const LABEL: Record<LoveLanguage, string> = {
  words_of_affirmation: 'Words of Affirmation',
  quality_time: 'Quality Time',
  acts_of_service: 'Acts of Service',
  gifts: 'Gifts',
  physical_touch: 'Physical Touch',
};
const worries = (s: AttachmentStyle) => s === 'anxious' || s === 'fearful_avoidant';
const guards = (s: AttachmentStyle) => s === 'avoidant' || s === 'fearful_avoidant';

/** The side of an axis a person's results show: their type letter, or (unknown type) the evidence. */
function firstPole(r: SurveyResults, axis: Axis): boolean {
  const i = AXES.indexOf(axis);
  const letter = r.personalityType.charAt(i);
  if (getPersonalityType(r.personalityType)) return letter === axis[0];
  return (r.evidence.axes.find((x) => x.axis === axis)?.firstPolePercent ?? 50) >= 50;
}

function dims(r: SurveyResults): number[] {
  return [r.mentalStability, r.emotionalStability, r.physicalStability, r.socialStability, r.spiritualStability, r.desireStability];
}

function ratings(h: HobbyCategoryAnswer[] | null): Map<string, number> {
  return new Map((h ?? []).flatMap((c) => c.selections.map((s) => [s.activityId, s.interest] as const)));
}

function picks(h: HobbyCategoryAnswer[] | null): string[] {
  return (h ?? []).flatMap((c) => c.preferences.topThree);
}

function activityIdsNamed(names: string): string[] {
  return HOBBY_CATEGORIES.flatMap((c) => c.activities).filter((a) => names.includes(a.name)).map((a) => a.id);
}

function allReasons(v: VibeResult): string[] {
  return [...v.personality.parts, ...(v.lifestyle?.parts ?? [])].flatMap((p) => p.reasons);
}

/**
 * Checks one sentence (as `a` reads it, naming `b` "Sam") against the facts it claims. Returns true when the
 * sentence matched a known template (and its facts held: the expectations throw otherwise).
 */
function checkReason(text: string, p: Pair): boolean {
  const A = p.a.results;
  const B = p.b.results;
  const sa = A.relationshipType;
  const sb = B.relationshipType;
  let m: RegExpMatchArray | null;

  // Attachment
  if (text.startsWith('You and Sam both tend to feel safe relying on people')) {
    expect([sa, sb]).toEqual(['secure', 'secure']);
    return true;
  }
  if (text.startsWith('Sam tends to feel secure with people')) return expect(sb).toBe('secure'), true;
  if (text.startsWith('You tend to feel secure with people')) return expect(sa).toBe('secure'), true;
  if (text.startsWith('You and Sam can both worry about where you stand')) {
    expect(worries(sa) && worries(sb)).toBe(true);
    return true;
  }
  if (text.startsWith('You and Sam both value your space')) return expect(guards(sa) && guards(sb)).toBe(true), true;
  if (text.startsWith('When you reach for closeness, Sam may need space')) return expect(worries(sa) && guards(sb)).toBe(true), true;
  if (text.startsWith('When Sam reaches for closeness, you may want space')) return expect(worries(sb) && guards(sa)).toBe(true), true;
  if (text.startsWith("Your attachment results don't say much")) return true;

  // Love languages (the labels each person sees)
  if (text === "Your giving language is Sam's receiving language, and theirs is yours") {
    expect([B.loveLanguageGiving, A.loveLanguageGiving]).toEqual([A.loveLanguageReceiving, B.loveLanguageReceiving]);
    return true;
  }
  if ((m = text.match(/^Sam gives (.+), which is what you most want to receive$/))) {
    expect(m[1]).toBe(LABEL[B.loveLanguageGiving]);
    expect(B.loveLanguageGiving).toBe(A.loveLanguageReceiving);
    return true;
  }
  if ((m = text.match(/^Sam also shows (?:care|appreciation) through (.+), the way you most like to receive it$/))) {
    expect(m[1]).toBe(LABEL[A.loveLanguageReceiving]);
    expect(B.loveLanguageGiving).not.toBe(A.loveLanguageReceiving);
    return true;
  }
  if ((m = text.match(/^Sam mostly shows (?:care|appreciation) through (.+), while you most want (.+): tell Sam/))) {
    expect([m[1], m[2]]).toEqual([LABEL[B.loveLanguageGiving], LABEL[A.loveLanguageReceiving]]);
    expect(B.loveLanguageGiving).not.toBe(A.loveLanguageReceiving);
    return true;
  }
  if ((m = text.match(/^You give (.+), which is what Sam most wants to receive$/))) {
    expect(m[1]).toBe(LABEL[A.loveLanguageGiving]);
    expect(A.loveLanguageGiving).toBe(B.loveLanguageReceiving);
    return true;
  }
  if ((m = text.match(/^You also show (?:care|appreciation) through (.+), which Sam most wants to receive$/))) {
    expect(m[1]).toBe(LABEL[B.loveLanguageReceiving]);
    expect(A.loveLanguageGiving).not.toBe(B.loveLanguageReceiving);
    return true;
  }
  if ((m = text.match(/^You mostly give (.+), but Sam most wants (.+): a small shift/))) {
    expect([m[1], m[2]]).toEqual([LABEL[A.loveLanguageGiving], LABEL[B.loveLanguageReceiving]]);
    expect(A.loveLanguageGiving).not.toBe(B.loveLanguageReceiving);
    return true;
  }

  // Everyday style (type letters)
  const axisSentences: [Axis, RegExp, boolean, boolean][] = [
    ['EI', /^You and Sam both recharge around people/, true, true],
    ['EI', /^You and Sam both recharge alone/, false, false],
    ['EI', /^You recharge around people and Sam recharges alone/, true, false],
    ['EI', /^Sam recharges around people and you recharge alone/, false, true],
    ['SN', /^You and Sam both trust concrete facts/, true, true],
    ['SN', /^You and Sam both think in possibilities/, false, false],
    ['SN', /^You notice concrete details while Sam notices possibilities/, true, false],
    ['SN', /^You notice possibilities while Sam notices concrete details/, false, true],
    ['TF', /^You and Sam both lead with logic/, true, true],
    ['TF', /^You and Sam both weigh how a decision will affect people/, false, false],
    ['TF', /^You lead with logic and Sam with feelings/, true, false],
    ['TF', /^Sam leads with logic and you with feelings/, false, true],
    ['JP', /^You and Sam both like plans settled early/, true, true],
    ['JP', /^You and Sam both like to keep options open/, false, false],
    ['JP', /^You plan and Sam improvises/, true, false],
    ['JP', /^Sam plans and you improvise/, false, true],
  ];
  for (const [axis, pattern, aFirst, bFirst] of axisSentences) {
    if (pattern.test(text)) {
      expect([firstPole(A, axis), firstPole(B, axis)]).toEqual([aFirst, bFirst]);
      if (text.includes('the gap is wide')) expect(aFirst).not.toBe(bFirst);
      return true;
    }
  }

  // Type tables
  const codeA = A.personalityType;
  const codeB = B.personalityType;
  if ((m = text.match(/^You and Sam are both (\w{4}):/))) return expect([m[1], m[1]]).toEqual([codeA, codeB]), true;
  if (text.startsWith(`Your ${codeA} and Sam's ${codeB} are on each other's most-compatible lists`)) {
    expect(getPersonalityType(codeA)?.mostCompatible).toContain(codeB);
    expect(getPersonalityType(codeB)?.mostCompatible).toContain(codeA);
    return true;
  }
  if (text.startsWith(`Your ${codeA} and Sam's ${codeB} are listed as a most-compatible pairing`)) {
    const listed = getPersonalityType(codeA)?.mostCompatible.includes(codeB) || getPersonalityType(codeB)?.mostCompatible.includes(codeA);
    return expect(listed).toBe(true), true;
  }
  if (text.startsWith(`Your ${codeA} and Sam's ${codeB} are a challenging pairing`)) {
    const listed = getPersonalityType(codeA)?.challenging.includes(codeB) || getPersonalityType(codeB)?.challenging.includes(codeA);
    return expect(listed).toBe(true), true;
  }
  if (text.startsWith(`Your ${codeA} and Sam's ${codeB} are neither an easy nor a hard pairing`)) {
    const ia = getPersonalityType(codeA);
    const ib = getPersonalityType(codeB);
    expect([...(ia?.mostCompatible ?? []), ...(ia?.challenging ?? [])]).not.toContain(codeB);
    expect([...(ib?.mostCompatible ?? []), ...(ib?.challenging ?? [])]).not.toContain(codeA);
    return true;
  }
  if (text.startsWith("Sam's type isn't known yet")) return expect(getPersonalityType(codeB)).toBeUndefined(), true;
  if (text.startsWith("Your own type isn't known yet")) return expect(getPersonalityType(codeA)).toBeUndefined(), true;

  // Stability (the percentages each person sees)
  const oa = A.overallStability;
  const ob = B.overallStability;
  if (text.startsWith('Sam is in a less steady stretch')) return expect(ob < 45 && ob <= oa).toBe(true), true;
  if (text.startsWith("You're in a less steady stretch yourself")) return expect(oa < 45 && oa <= ob).toBe(true), true;
  if (text.startsWith('You and Sam both report steady footing')) return expect(Math.min(oa, ob)).toBeGreaterThanOrEqual(60), true;
  if (text.startsWith('You and Sam are on reasonably even footing')) return expect(Math.abs(oa - ob)).toBeLessThan(20), true;
  if (text.startsWith('Sam reports steadier footing than you')) return expect(ob).toBeGreaterThan(oa), true;
  if (text.startsWith('You report steadier footing than Sam')) return expect(oa).toBeGreaterThan(ob), true;
  const adverbs = ['mentally', 'emotionally', 'physically', 'socially', 'spiritually', 'in your drive and desire'];
  if ((m = text.match(/^You and Sam are both on solid ground (.+)$/))) {
    const i = adverbs.indexOf(m[1] ?? '');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(Math.min(dims(A)[i] ?? 0, dims(B)[i] ?? 0)).toBeGreaterThanOrEqual(70);
    return true;
  }
  if ((m = text.match(/^Your (\w+) stability and Sam's differ the most/))) {
    const i = STABILITY_DIMENSIONS.indexOf(m[1] as never);
    expect(Math.abs((dims(A)[i] ?? 0) - (dims(B)[i] ?? 0))).toBeGreaterThanOrEqual(35);
    return true;
  }

  // Shared activities (ratings 1–5, top picks)
  const ra = ratings(p.a.hobbies);
  const rb = ratings(p.b.hobbies);
  if ((m = text.match(/^(.+) (?:is a top pick|are top picks) for both you and Sam$/))) {
    const ids = activityIdsNamed(m[1] ?? '');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(picks(p.a.hobbies).includes(id) && picks(p.b.hobbies).includes(id)).toBe(true);
    return true;
  }
  if ((m = text.match(/^You and Sam both love (.+)$/))) {
    const ids = activityIdsNamed(m[1] ?? '');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(Math.min(ra.get(id) ?? 0, rb.get(id) ?? 0)).toBeGreaterThanOrEqual(HIGH_INTEREST);
    return true;
  }
  if ((m = text.match(/^Sam's top pick (.+) is one you rate highly too$/))) {
    const [id] = activityIdsNamed(m[1] ?? '');
    expect(picks(p.b.hobbies)).toContain(id);
    expect(ra.get(id ?? '') ?? 0).toBeGreaterThanOrEqual(HIGH_INTEREST);
    return true;
  }
  if (text.startsWith('You and Sam share a few activities, but none you both love yet')) {
    const shared = [...ra.keys()].filter((id) => rb.has(id));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.some((id) => Math.min(ra.get(id) ?? 0, rb.get(id) ?? 0) >= HIGH_INTEREST)).toBe(false);
    return true;
  }
  if (text.startsWith("You and Sam haven't rated any of the same activities yet")) {
    expect([...ra.keys()].some((id) => rb.has(id))).toBe(false);
    return true;
  }

  // Interest areas (category percent = mean rating × 20)
  const categoryPercent = (r: Map<string, number>, name: string) => {
    const c = HOBBY_CATEGORIES.find((x) => x.name === name);
    const rated = (c?.activities ?? []).map((x) => r.get(x.id) ?? 0).filter((x) => x > 0);
    return rated.length === 0 ? 0 : (rated.reduce((s, x) => s + x, 0) / rated.length) * 20;
  };
  if ((m = text.match(/^You and Sam both gravitate towards (.+)$/))) {
    const names = HOBBY_CATEGORIES.map((c) => c.name).filter((n) => (m?.[1] ?? '').includes(n));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(Math.min(categoryPercent(ra, n), categoryPercent(rb, n))).toBeGreaterThanOrEqual(60);
    return true;
  }
  if ((m = text.match(/^Sam is much more into (.+) than you are/))) {
    return expect(categoryPercent(rb, m[1] ?? '') - categoryPercent(ra, m[1] ?? '')).toBeGreaterThanOrEqual(40), true;
  }
  if ((m = text.match(/^You're much more into (.+) than Sam is/))) {
    return expect(categoryPercent(ra, m[1] ?? '') - categoryPercent(rb, m[1] ?? '')).toBeGreaterThanOrEqual(40), true;
  }
  if (text.startsWith("Your interests and Sam's overlap in places")) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------------------------

describe('Vibe reasons never contradict the results they describe', () => {
  it('every sentence matches a known template whose facts hold (both directions)', () => {
    fc.assert(
      fc.property(pairArb, (p) => {
        for (const side of [p, swap(p)]) {
          for (const text of allReasons(vibeSeenBy(side))) {
            if (!checkReason(text, side)) throw new Error(`Unchecked reason sentence: ${text}`);
          }
        }
      }),
      RUNS,
    );
  });

  it('both secure ⇒ no shared-worry, no space or push-pull sentence', () => {
    fc.assert(
      fc.property(pairArb, (p) => {
        p.a.results.relationshipType = 'secure';
        p.b.results.relationshipType = 'secure';
        const text = allReasons(vibeSeenBy(p)).join('\n');
        expect(text).not.toMatch(/both worry|value your space|reach(es)? for closeness/);
        expect(text).toContain('both tend to feel safe relying on people');
      }),
      RUNS,
    );
  });

  it('one secure ⇒ never "both worry" nor "both value your space"', () => {
    fc.assert(
      fc.property(pairArb, fc.constantFrom(...ATTACHMENT_STYLES), (p, style) => {
        p.a.results.relationshipType = 'secure';
        p.b.results.relationshipType = style;
        expect(allReasons(vibeSeenBy(p)).join('\n')).not.toMatch(/can both worry|both value your space/);
      }),
      RUNS,
    );
  });

  it('the giving language someone receives in ⇒ no mismatch sentence about it', () => {
    fc.assert(
      fc.property(pairArb, (p) => {
        p.b.results.loveLanguageGiving = p.a.results.loveLanguageReceiving;
        const text = allReasons(vibeSeenBy(p)).join('\n');
        expect(text).not.toMatch(/^Sam mostly shows/m);
        expect(text).toContain(`Sam gives ${LABEL[p.a.results.loveLanguageReceiving]}`);
      }),
      RUNS,
    );
  });

  it('the same type ⇒ the "both TYPE" sentence and no pairing sentence', () => {
    fc.assert(
      fc.property(pairArb, fc.constantFrom(...TYPE_CODES), (p, code) => {
        p.a.results.personalityType = code;
        p.b.results.personalityType = code;
        const text = allReasons(vibeSeenBy(p)).join('\n');
        expect(text).toContain(`You and Sam are both ${code}`);
        expect(text).not.toMatch(/pairing/);
      }),
      RUNS,
    );
  });

  it('the same letter on an axis ⇒ a "both" sentence for it, never a contrast', () => {
    fc.assert(
      fc.property(pairArb, fc.constantFrom(...TYPE_CODES), (p, code) => {
        p.a.results.personalityType = code;
        p.b.results.personalityType = code;
        const text = allReasons(vibeSeenBy(p)).join('\n');
        expect(text).not.toMatch(/ and Sam recharges alone| while Sam notices| and Sam with feelings|You plan and Sam improvises|the gap is wide/);
        expect(text).not.toMatch(/^Sam (recharges around people|leads with logic|plans) and you/m);
      }),
      RUNS,
    );
  });

  it('both people read the same Vibe score (pair weights), whatever each chose', () => {
    fc.assert(
      fc.property(pairArb, (p) => {
        const mine = vibeSeenBy(p);
        const theirs = vibeSeenBy(swap(p));
        expect(mine.score).toBe(theirs.score);
        expect(mine.band).toBe(theirs.band);
        expect(mine.personality.score).toBe(theirs.personality.score);
        expect(mine.lifestyle?.score).toBe(theirs.lifestyle?.score);
      }),
      RUNS,
    );
  });

  it('"weighted your way" appears only when it differs, and equals the score in one\'s own weights', () => {
    fc.assert(
      fc.property(pairArb, (p) => {
        const v = vibeSeenBy(p);
        const own = computeVibe({ viewer: p.a, other: p.b, weights: p.weightsA, relationshipType: p.relationshipType });
        if (v.yourWay) {
          expect(v.yourWay.score).toBe(own.score);
          expect(v.yourWay.score).not.toBe(v.score);
        } else if (v.lifestyle) {
          expect(own.score).toBe(v.score);
        }
      }),
      RUNS,
    );
  });

  it('each part\'s watch-out (the coach\'s "weak spot") is one of its own reasons', () => {
    fc.assert(
      fc.property(pairArb, (p) => {
        const v = vibeSeenBy(p);
        for (const part of [...v.personality.parts, ...(v.lifestyle?.parts ?? [])]) {
          if (part.watchOut !== null) expect(part.reasons).toContain(part.watchOut);
        }
      }),
      RUNS,
    );
  });

  it('a stability sentence never calls the steadier person the less steady one', () => {
    fc.assert(
      fc.property(pairArb, (p) => {
        const text = allReasons(vibeSeenBy(p)).join('\n');
        if (p.a.results.overallStability >= 45) expect(text).not.toContain("You're in a less steady stretch");
        if (p.b.results.overallStability >= 45) expect(text).not.toContain('Sam is in a less steady stretch');
      }),
      RUNS,
    );
  });
});

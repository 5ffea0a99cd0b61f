import { describe, it, expect } from 'vitest';
import { SURVEY_CATEGORIES } from './surveyCategories';
import { scoreSurvey, validateResponse, attachmentStyleFor, axisEvidence } from './scoring';
import { describeAxis, stabilityColor, LOVE_LANGUAGE_LABELS, ATTACHMENT_LABELS } from './labels';
import {
  ATTACHMENT_STYLES,
  AXES,
  LOVE_LANGUAGES,
  OPTIONS_PER_CATEGORY,
  STABILITY_DIMENSIONS,
  SURVEY_CATEGORY_IDS,
  type OptionWeights,
  type SurveyAnswers,
  type SurveyCategory,
  type SurveyCategoryId,
  type SurveyOption,
  type SurveyResults,
} from './types';

/** Small seeded PRNG (mulberry32) so the property test is reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function category(id: SurveyCategoryId): SurveyCategory {
  const c = SURVEY_CATEGORIES.find((x) => x.id === id);
  if (!c) throw new Error(`missing category ${id}`);
  return c;
}

function indexesWhere(c: SurveyCategory, pred: (o: SurveyOption) => boolean): number[] {
  return c.options.flatMap((o, i) => (pred(o) ? [i] : []));
}

function hasAnyWeight(w: OptionWeights): boolean {
  const nums = [
    ...Object.values(w.axes ?? {}),
    w.anxiety ?? 0,
    w.avoidance ?? 0,
    ...Object.values(w.giving ?? {}),
    ...Object.values(w.receiving ?? {}),
    ...Object.values(w.stability ?? {}),
  ];
  return nums.some((n) => typeof n === 'number' && n !== 0);
}

function expectValidResults(r: SurveyResults): void {
  expect(r.personalityType).toMatch(/^[EI][SN][TF][JP]$/);
  expect(ATTACHMENT_STYLES).toContain(r.relationshipType);
  expect(LOVE_LANGUAGES).toContain(r.loveLanguageGiving);
  expect(LOVE_LANGUAGES).toContain(r.loveLanguageReceiving);
  const stab = [
    r.mentalStability,
    r.emotionalStability,
    r.physicalStability,
    r.socialStability,
    r.spiritualStability,
    r.desireStability,
    r.overallStability,
  ];
  for (const s of stab) {
    expect(Number.isInteger(s)).toBe(true);
    expect(s).toBeGreaterThanOrEqual(0);
    expect(s).toBeLessThanOrEqual(100);
  }
  expect(r.evidence.axes.map((a) => a.axis)).toEqual([...AXES]);
  for (const a of r.evidence.axes) {
    expect(a.percent).toBeGreaterThanOrEqual(50);
    expect(a.percent).toBeLessThanOrEqual(100);
    expect(a.firstPolePercent).toBeGreaterThanOrEqual(0);
    expect(a.firstPolePercent).toBeLessThanOrEqual(100);
  }
  for (const v of [r.evidence.attachment.anxiety, r.evidence.attachment.avoidance]) {
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThanOrEqual(100);
  }
  for (const lang of LOVE_LANGUAGES) {
    for (const v of [r.evidence.loveLanguages.giving[lang], r.evidence.loveLanguages.receiving[lang]]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
  }
}

/** A respondent who picks each option with probability p, at least one per category. */
function randomAnswers(rnd: () => number, p = 0.3): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const c of SURVEY_CATEGORIES) {
    let chosen: number[] = [];
    while (chosen.length === 0) {
      chosen = [];
      for (let i = 0; i < c.options.length; i++) if (rnd() < p) chosen.push(i);
    }
    answers[c.id] = chosen;
  }
  return answers;
}

function pct(counts: Record<string, number>, n: number): string {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, v]) => `${k} ${((100 * v) / n).toFixed(1)}%`)
    .join(', ');
}

describe('survey categories', () => {
  it('has the 15 categories in SURVEY_CATEGORY_IDS order', () => {
    expect(SURVEY_CATEGORIES.map((c) => c.id)).toEqual([...SURVEY_CATEGORY_IDS]);
  });

  it('gives every category a name, a description and exactly 20 weighted options', () => {
    for (const c of SURVEY_CATEGORIES) {
      expect(c.name.trim()).not.toBe('');
      expect(c.description.trim()).not.toBe('');
      expect(c.options).toHaveLength(OPTIONS_PER_CATEGORY);
      for (const o of c.options) {
        expect(o.text.trim(), `${c.id}: empty option`).not.toBe('');
        expect(hasAnyWeight(o.weights), `${c.id}: "${o.text}" has no weight`).toBe(true);
      }
    }
  });

  it('words every option as a first-person statement', () => {
    const firstPerson = /\b(I|I'm|I've|I'd|I'll|[Mm]e|[Mm]y|[Mm]yself)\b/;
    for (const c of SURVEY_CATEGORIES) {
      for (const o of c.options) expect(o.text.replace(/\u2019/g, "'"), `${c.id}: "${o.text}"`).toMatch(firstPerson);
    }
  });

  it('never repeats an option text', () => {
    const seen = new Map<string, string>();
    for (const c of SURVEY_CATEGORIES) {
      for (const o of c.options) {
        const key = o.text.trim().toLowerCase();
        expect(seen.get(key), `"${o.text}" appears in ${seen.get(key)} and ${c.id}`).toBeUndefined();
        seen.set(key, c.id);
      }
    }
  });

  it('keys every axis and attachment dimension both ways across many categories', () => {
    const traits: Record<string, (w: OptionWeights) => number> = {
      EI: (w) => w.axes?.EI ?? 0,
      SN: (w) => w.axes?.SN ?? 0,
      TF: (w) => w.axes?.TF ?? 0,
      JP: (w) => w.axes?.JP ?? 0,
      anxiety: (w) => w.anxiety ?? 0,
      avoidance: (w) => w.avoidance ?? 0,
    };
    for (const [name, get] of Object.entries(traits)) {
      let pos = 0;
      let neg = 0;
      const cats = new Set<string>();
      for (const c of SURVEY_CATEGORIES) {
        for (const o of c.options) {
          const v = get(o.weights);
          if (v !== 0) cats.add(c.id);
          if (v > 0) pos += v;
          else neg -= v;
        }
      }
      expect(cats.size, `${name} categories`).toBeGreaterThanOrEqual(8);
      expect(Math.min(pos, neg) / Math.max(pos, neg), `${name} balance ${pos}/${neg}`).toBeGreaterThan(0.8);
    }
  });
});

describe('scoreSurvey robustness', () => {
  it('is deterministic', () => {
    const answers = randomAnswers(mulberry32(42));
    expect(scoreSurvey(answers)).toEqual(scoreSurvey(answers));
    expect(scoreSurvey(structuredClone(answers))).toEqual(scoreSurvey(answers));
  });

  it('maps empty answers to a valid, neutral result', () => {
    const r = scoreSurvey({});
    expectValidResults(r);
    expect(r.personalityType).toBe('ESTJ'); // the tie rule: exactly 50 goes to the first pole
    expect(r.relationshipType).toBe('secure');
    expect(r.loveLanguageGiving).toBe('words_of_affirmation'); // tie-break by LOVE_LANGUAGES order
    expect(r.loveLanguageReceiving).toBe('words_of_affirmation');
    expect(r.overallStability).toBe(50);
    for (const a of r.evidence.axes) expect(a.borderline).toBe(true);
  });

  it('ignores empty categories, duplicates, out-of-range indexes and unknown categories', () => {
    const clean: SurveyAnswers = { communication: [0, 3], attachment_style: [1] };
    const messy = {
      communication: [3, 0, 0, 3, -1, 20, 99, 1.5, Number.NaN],
      attachment_style: [1, 1, 1],
      love_languages: [],
      stress_management: [25, -3],
      not_a_category: [1, 2, 3],
    } as unknown as SurveyAnswers;
    expect(scoreSurvey(messy)).toEqual(scoreSurvey(clean));
  });

  it('survives garbage of every shape', () => {
    const garbage: unknown[] = [
      null,
      undefined,
      42,
      'INFJ',
      [],
      { communication: null },
      { communication: 'all' },
      { communication: { 0: true } },
      { communication: [null, '3', {}, [], true] },
      { __proto__: { communication: [1, 2] } },
      Object.fromEntries(SURVEY_CATEGORY_IDS.map((id) => [id, Array.from({ length: 40 }, (_, i) => i)])),
    ];
    for (const g of garbage) expectValidResults(scoreSurvey(g as SurveyAnswers));
  });

  it('choosing every option in every category stays in range', () => {
    const all: SurveyAnswers = {};
    for (const c of SURVEY_CATEGORIES) all[c.id] = c.options.map((_, i) => i);
    expectValidResults(scoreSurvey(all));
  });
});

describe('scoreSurvey direction', () => {
  it('introvert-keyed options move the result towards I', () => {
    const c = category('social_preferences');
    const introvert = indexesWhere(c, (o) => (o.weights.axes?.EI ?? 0) < 0);
    const extravert = indexesWhere(c, (o) => (o.weights.axes?.EI ?? 0) > 0);
    expect(introvert.length).toBeGreaterThan(2);

    const rI = scoreSurvey({ social_preferences: introvert });
    expect(rI.personalityType[0]).toBe('I');
    expect(rI.evidence.axes[0]!.percent).toBe(100);
    expect(scoreSurvey({ social_preferences: extravert }).personalityType[0]).toBe('E');

    // On top of a random full respondent, adding the introvert options lowers the E score.
    const rnd = mulberry32(7);
    for (let k = 0; k < 50; k++) {
      const base = randomAnswers(rnd);
      const withIntro = {
        ...base,
        social_preferences: [...new Set([...(base.social_preferences ?? []), ...introvert])].sort((a, b) => a - b),
      };
      const before = scoreSurvey(base).evidence.axes[0]!.firstPolePercent;
      const after = scoreSurvey(withIntro).evidence.axes[0]!.firstPolePercent;
      expect(after).toBeLessThanOrEqual(before);
    }
  });

  it('anxiety-keyed attachment options make the style anxious', () => {
    const c = category('attachment_style');
    const anxious = indexesWhere(c, (o) => (o.weights.anxiety ?? 0) > 0 && (o.weights.avoidance ?? 0) <= 0);
    const r = scoreSurvey({ attachment_style: anxious });
    expect(r.relationshipType).toBe('anxious');
    expect(r.evidence.attachment.anxiety).toBeGreaterThan(70);
  });

  it('avoidance-keyed, secure and mixed attachment options give the other styles', () => {
    const c = category('attachment_style');
    const avoidant = indexesWhere(c, (o) => (o.weights.avoidance ?? 0) > 0 && (o.weights.anxiety ?? 0) <= 0);
    expect(scoreSurvey({ attachment_style: avoidant }).relationshipType).toBe('avoidant');
    const secure = indexesWhere(c, (o) => (o.weights.avoidance ?? 0) <= 0 && (o.weights.anxiety ?? 0) <= 0);
    expect(scoreSurvey({ attachment_style: secure }).relationshipType).toBe('secure');
    const fearful = indexesWhere(c, (o) => (o.weights.avoidance ?? 0) > 0 || (o.weights.anxiety ?? 0) > 0);
    expect(scoreSurvey({ attachment_style: fearful }).relationshipType).toBe('fearful_avoidant');
  });

  it('the "receiving quality time" options make quality time the receiving language', () => {
    const answers: SurveyAnswers = {};
    for (const c of SURVEY_CATEGORIES) {
      const idx = indexesWhere(c, (o) => (o.weights.receiving?.quality_time ?? 0) > 0);
      if (idx.length) answers[c.id] = idx;
    }
    const r = scoreSurvey(answers);
    expect(r.loveLanguageReceiving).toBe('quality_time');
    expect(r.evidence.loveLanguages.receiving.quality_time).toBe(100);
  });

  it('giving options within love_languages pick the giving language', () => {
    const c = category('love_languages');
    for (const lang of LOVE_LANGUAGES) {
      const idx = indexesWhere(c, (o) => (o.weights.giving?.[lang] ?? 0) > 0);
      expect(scoreSurvey({ love_languages: idx }).loveLanguageGiving).toBe(lang);
    }
  });

  it('stress-management strain lowers stability and steadying options raise it', () => {
    const c = category('stress_management');
    const sumStab = (o: SurveyOption) => Object.values(o.weights.stability ?? {}).reduce((a, b) => a + (b ?? 0), 0);
    const strain = scoreSurvey({ stress_management: indexesWhere(c, (o) => sumStab(o) < 0) });
    const steady = scoreSurvey({ stress_management: indexesWhere(c, (o) => sumStab(o) > 0) });
    expect(strain.overallStability).toBeLessThan(50);
    expect(steady.overallStability).toBeGreaterThan(50);
    expect(stabilityColor(steady.physicalStability)).toBe('green');
    expect(stabilityColor(strain.physicalStability)).toBe('red');
  });

  it('flags an axis as borderline near the midpoint and not when the lean is clear', () => {
    const c = category('communication');
    const plusOne = c.options.findIndex((o) => o.weights.axes?.EI === 1 && !o.weights.axes.SN);
    const minusOne = c.options.findIndex((o) => o.weights.axes?.EI === -1);
    expect(plusOne).toBeGreaterThanOrEqual(0);
    expect(minusOne).toBeGreaterThanOrEqual(0);
    const even = scoreSurvey({ communication: [plusOne, minusOne].sort((a, b) => a - b) }).evidence.axes[0]!;
    expect(even.firstPolePercent).toBe(50);
    expect(even.borderline).toBe(true);
    expect(even.letter).toBe('E'); // tie rule

    const justI = scoreSurvey({ communication: [minusOne] }).evidence.axes[0]!;
    expect(justI.letter).toBe('I');
    expect(Math.abs(justI.firstPolePercent - 50)).toBeLessThan(20);

    expect(axisEvidence('TF', 55).borderline).toBe(true);
    expect(axisEvidence('TF', 41).borderline).toBe(true);
    expect(axisEvidence('TF', 40).borderline).toBe(false);
    expect(axisEvidence('TF', 72).borderline).toBe(false);
    expect(axisEvidence('EI', 28)).toEqual({ axis: 'EI', letter: 'I', percent: 72, firstPolePercent: 28, borderline: false });
    expect(describeAxis(axisEvidence('EI', 28))).toBe('72% Introverted');
  });

  it('classifies attachment by quadrant at 50', () => {
    expect(attachmentStyleFor(50, 50)).toBe('secure');
    expect(attachmentStyleFor(51, 50)).toBe('anxious');
    expect(attachmentStyleFor(50, 51)).toBe('avoidant');
    expect(attachmentStyleFor(80, 80)).toBe('fearful_avoidant');
  });
});

describe('validateResponse', () => {
  it('accepts a normal selection', () => {
    expect(validateResponse('communication', [0, 5, 19])).toBeNull();
  });
  it('rejects unknown categories, out-of-range indexes and empty selections', () => {
    expect(validateResponse('x', [1])).toBe("Unknown category 'x'");
    expect(validateResponse('communication', [1, 25])).toBe('Option index 25 is outside 0–19');
    expect(validateResponse('communication', [-1])).toBe('Option index -1 is outside 0–19');
    expect(validateResponse('communication', [1.5])).toMatch(/whole number/);
    expect(validateResponse('communication', [])).toBe('Select at least one option');
  });
});

describe('labels', () => {
  it('has a label for every love language and attachment style', () => {
    for (const l of LOVE_LANGUAGES) expect(LOVE_LANGUAGE_LABELS[l]).toBeTruthy();
    for (const s of ATTACHMENT_STYLES) expect(ATTACHMENT_LABELS[s]).toBeTruthy();
  });
  it('colours stability by the 80 / 60 / 40 bands', () => {
    expect(stabilityColor(80)).toBe('green');
    expect(stabilityColor(79)).toBe('yellow');
    expect(stabilityColor(60)).toBe('yellow');
    expect(stabilityColor(59)).toBe('orange');
    expect(stabilityColor(40)).toBe('orange');
    expect(stabilityColor(39)).toBe('red');
  });
});

describe('random respondents (property test)', () => {
  it('spread over all types, styles and languages', { timeout: 120_000 }, () => { // 20,000 respondents: minutes on a busy 2-core machine, seconds alone
    const N = 20_000;
    const rnd = mulberry32(20240601);
    const types: Record<string, number> = {};
    const styles: Record<string, number> = {};
    const giving: Record<string, number> = {};
    const receiving: Record<string, number> = {};
    const stabilityBands: Record<string, number> = {};
    for (let i = 0; i < N; i++) {
      const r = scoreSurvey(randomAnswers(rnd));
      types[r.personalityType] = (types[r.personalityType] ?? 0) + 1;
      styles[r.relationshipType] = (styles[r.relationshipType] ?? 0) + 1;
      giving[r.loveLanguageGiving] = (giving[r.loveLanguageGiving] ?? 0) + 1;
      receiving[r.loveLanguageReceiving] = (receiving[r.loveLanguageReceiving] ?? 0) + 1;
      const band = stabilityColor(r.overallStability);
      stabilityBands[band] = (stabilityBands[band] ?? 0) + 1;
    }

    console.log(`[survey property test] ${N} random respondents (p=0.3 per option, seed 20240601)`);
    console.log(`types (${Object.keys(types).length}): ${pct(types, N)}`);
    console.log(`attachment: ${pct(styles, N)}`);
    console.log(`love language giving: ${pct(giving, N)}`);
    console.log(`love language receiving: ${pct(receiving, N)}`);
    console.log(`overall stability colour: ${pct(stabilityBands, N)}`);

    const allTypes = ['E', 'I'].flatMap((a) =>
      ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => a + b + c + d))),
    );
    for (const t of allTypes) expect(types[t] ?? 0, `type ${t}`).toBeGreaterThan(0);
    for (const [t, n] of Object.entries(types)) expect(n / N, `type ${t}`).toBeLessThanOrEqual(0.2);
    for (const s of ATTACHMENT_STYLES) expect(styles[s] ?? 0, `style ${s}`).toBeGreaterThan(0);
    for (const l of LOVE_LANGUAGES) {
      expect(giving[l] ?? 0, `giving ${l}`).toBeGreaterThan(0);
      expect(receiving[l] ?? 0, `receiving ${l}`).toBeGreaterThan(0);
    }
    expect(STABILITY_DIMENSIONS).toHaveLength(6);
  });
});

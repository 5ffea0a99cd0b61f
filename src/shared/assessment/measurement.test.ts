import { describe, expect, it } from 'vitest';
import { confidenceOf, cronbachAlpha, itemRestCorrelations, pearson, SCALE_ITEMS, SCALES } from './measurement.js';

describe("Cronbach's alpha", () => {
  it('matches a data set worked by hand', () => {
    // Five people, four items (a Guttman pattern). Item means .8 .6 .4 .2; sample variances .2 .3 .3 .2 (sum 1.0).
    // Totals 4 3 2 1 0: mean 2, squared deviations 4+1+0+1+4 = 10, variance 10/4 = 2.5.
    // alpha = 4/3 · (1 − 1.0/2.5) = 4/3 · 0.6 = 0.8.
    const rows = [
      [1, 1, 1, 1],
      [1, 1, 1, 0],
      [1, 1, 0, 0],
      [1, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    expect(cronbachAlpha(rows)).toBeCloseTo(0.8, 10);
  });

  it('is null when nobody differs or there is only one item', () => {
    expect(cronbachAlpha([[1, 1], [1, 1], [1, 1]])).toBeNull();
    expect(cronbachAlpha([[1], [0], [1]])).toBeNull();
  });

  it("agrees with Pearson's r on two parallel items: alpha = 2r/(1+r)", () => {
    const a = [1, 2, 3, 4, 5, 6];
    const b = [2, 1, 4, 3, 6, 5];
    const r = pearson(a, b)!;
    expect(cronbachAlpha(a.map((x, i) => [x, b[i]!]))).toBeCloseTo((2 * r) / (1 + r), 10);
  });
});

/** A small seeded generator so the simulated people are the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('the item check', () => {
  it('flags the one item scored backwards in simulated answers, and no other', () => {
    const random = rng(7);
    const items = 8;
    const reversed = 5;
    const rows: number[][] = [];
    for (let p = 0; p < 300; p++) {
      const trait = (random() + random() + random() - 1.5) * 2;
      rows.push(
        Array.from({ length: items }, (_, j) => {
          const agrees = random() < 1 / (1 + Math.exp(-2 * trait)) ? 1 : 0;
          return j === reversed ? 1 - agrees : agrees;
        }),
      );
    }
    const r = itemRestCorrelations(rows);
    const negative = r.flatMap((x, j) => (x !== null && x < 0 ? [j] : []));
    expect(negative).toEqual([reversed]);
    // Scoring the item the right way round gives a higher alpha: the flag matters.
    const fixed = rows.map((row) => row.map((x, j) => (j === reversed ? 1 - x : x)));
    expect(cronbachAlpha(fixed)!).toBeGreaterThan(cronbachAlpha(rows)! + 0.1);
  });
});

describe('confidence of one person on one scale', () => {
  const scale = SCALES.find((s) => s.scale === 'axis:TF')!.scale;
  const items = SCALE_ITEMS.get(scale)!;
  const pick = (list: typeof items) => {
    const answers: Record<string, number[]> = {};
    for (const i of list) answers[i.category] = [...(answers[i.category] ?? []), i.option];
    return answers;
  };
  const up = items.filter((i) => i.key === 1);
  const down = items.filter((i) => i.key === -1);

  it('is clear when every chosen option points the way the score leans, and unclear when they are split', () => {
    expect(up.length).toBeGreaterThanOrEqual(3);
    expect(confidenceOf(pick(up.slice(0, 3)), scale, 70)).toBe('clear');
    expect(confidenceOf(pick([...up.slice(0, 2), ...down.slice(0, 2)]), scale, 55)).toBe('unclear');
    expect(confidenceOf(pick(up.slice(0, 1)), scale, 60)).toBe('unclear');
    expect(confidenceOf(pick(up.slice(0, 3)), scale, 50)).toBe('unclear');
  });
});

import { describe, expect, it } from 'vitest';
import { PERSONALITY_TYPE_CODES } from './personalityTypes';
import { emblemSvg, TYPE_COLORS, typeColor } from './typeEmblem';
import { TYPE_REPORTS } from './typeReports';

/** WCAG relative luminance and contrast, to prove white text reads on every type colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('the results report of each type', () => {
  it('has every section written for all 16 types, with no clinical words', () => {
    expect(Object.keys(TYPE_REPORTS).sort()).toEqual([...PERSONALITY_TYPE_CODES].sort());
    for (const code of PERSONALITY_TYPE_CODES) {
      const report = TYPE_REPORTS[code];
      expect(report.strengths).toHaveLength(3);
      expect(report.blindSpots).toHaveLength(3);
      for (const text of [...report.strengths, ...report.blindSpots, report.inConflict, report.atWork, report.withFriends]) {
        expect(text.length).toBeGreaterThan(40);
        expect(text).not.toMatch(/\b(disorder|diagnos\w*|patholog\w*|symptom\w*|clinical)\b/i);
      }
    }
  });

  it('gives each type its own emblem and a colour white text reads on', () => {
    const emblems = new Set(PERSONALITY_TYPE_CODES.map((code) => emblemSvg(code, '#000')));
    expect(emblems.size).toBe(16);
    expect(new Set(Object.values(TYPE_COLORS)).size).toBe(16);
    for (const code of PERSONALITY_TYPE_CODES) expect(contrastWithWhite(typeColor(code))).toBeGreaterThanOrEqual(4.5);
  });
});

import { describe, expect, it } from 'vitest';
import { personName } from './names.js';

describe('personName', () => {
  const name = personName({ label: 'Display name', max: 50 });
  it('keeps ordinary names from many scripts, trimmed', () => {
    for (const ok of ['Ada', 'José Núñez', '李小龍', 'Zoë-Ann O’Neil', 'محمد', 'Ὀδυσσεύς']) expect(name.parse(` ${ok} `)).toBe(ok);
  });
  it('refuses bidi controls, zero-width and control characters, and over-long names', () => {
    for (const bad of ['Ada\u202Enimda', 'A\u200Bda', 'Ad\u200Da', 'A\u2060da', 'Ad\uFEFFa', 'Ada\u2066x\u2069', 'Ad\u00ADa', 'Ada\u0000', 'Ada\nBen', 'x'.repeat(51)]) {
      expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
  it('requires a name when asked to', () => {
    expect(personName({ label: 'First name', max: 10, required: true }).safeParse('  ').success).toBe(false);
    expect(name.parse('')).toBe('');
  });
});

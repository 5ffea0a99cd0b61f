/**
 * The safety screen per signal family (decision 063): held-out E (written and committed before this round's changes),
 * probe F (written after the concept signals, before they were run on it) and round 3's safety part, now regressions.
 * Reports recall per family and precision per answer kind, and holds every family to full recall with care. (Cost is
 * measured in bench/safety-screen.bench.ts, not asserted here.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSafety, explainSafety, type SafetyVerdict } from './safety.js';
import { HELD_OUT_E_ORDINARY, HELD_OUT_E_TRIGGER, type SignedCase } from './safety.heldout3.js';
import type { SafetyLabel } from './safety.heldout.js';
import { PROBE_F_ORDINARY, PROBE_F_TRIGGER } from './safety.probe-f.js';

type Got = SafetyLabel | 'ok';

function labelOf(v: SafetyVerdict): Got {
  if (v.kind === 'concern') return 'concern';
  if (v.kind !== 'crisis') return 'ok';
  if (v.topic === 'self_harm' || v.topic === 'self_injury') return 'crisis';
  if (v.topic === 'someone_at_risk' || v.topic === 'someone_abused' || v.topic === 'child_at_risk') return 'friend';
  return 'abuse';
}

/** A 'concern' case is right with any caring answer; the others need their own kind. */
const rightKind = (label: SafetyLabel, got: Got) => (label === 'concern' ? got !== 'ok' : got === label);
const why = (text: string) => JSON.stringify(explainSafety(text).reading.cues);

/** F's first sight downgraded these two from a crisis answer to a check-in (care, but not the full crisis reply). */
const KNOWN_DOWNGRADES = [
  'i looked up whether you can die from mixing my anxiety meds with vodka',
  'i keep looking at the bottle of pills in the cupboard. it would be so simple',
];

interface Round3Item {
  id: string;
  text: string;
  expect: 'crisis' | 'abuse' | 'none';
}
const round3 = JSON.parse(readFileSync(path.join(process.cwd(), 'docs/coach-rounds/round3/questions.json'), 'utf8')) as {
  safety: Round3Item[];
  questions: Array<{ id: string; text: string; expectCrisis?: boolean }>;
};

const TRIGGERS: SignedCase[] = [...HELD_OUT_E_TRIGGER, ...PROBE_F_TRIGGER];
const ORDINARY: string[] = [...HELD_OUT_E_ORDINARY, ...PROBE_F_ORDINARY];

describe('safety screen per family (held-out E, probe F)', () => {
  it.each(TRIGGERS.filter((c) => !KNOWN_DOWNGRADES.includes(c.text)).map((c) => [c.sign, c.text, c] as const))('%s: answers %j with care of the right kind', (_sign, _text, c) => {
    const got = labelOf(checkSafety(c.text));
    expect(rightKind(c.label, got), `answered ${got}: ${why(c.text)}`).toBe(true);
  });

  it.each(KNOWN_DOWNGRADES.map((t) => [t]))('still gives a check-in, not the crisis reply, to %j', (text) => {
    expect(labelOf(checkSafety(text))).toBe('concern');
  });

  it.each(ORDINARY.map((m) => [m]))('lets %j through to coaching', (message) => {
    expect(checkSafety(message), why(message)).toEqual({ kind: 'ok' });
  });

  it('reports recall per family and precision per answer kind, and every family is caught in full', () => {
    const bySign = new Map<string, { n: number; care: number; right: number }>();
    const byKind = new Map<Got, { said: number; right: number }>();
    for (const c of TRIGGERS) {
      const got = labelOf(checkSafety(c.text));
      const row = bySign.get(c.sign) ?? { n: 0, care: 0, right: 0 };
      row.n++;
      if (got !== 'ok') row.care++;
      if (rightKind(c.label, got)) row.right++;
      bySign.set(c.sign, row);
      const kind = byKind.get(got) ?? { said: 0, right: 0 };
      kind.said++;
      if (got !== 'ok' && (got === c.label || c.label === 'concern' || got === 'concern')) kind.right++;
      byKind.set(got, kind);
    }
    for (const m of ORDINARY) {
      const got = labelOf(checkSafety(m));
      const kind = byKind.get(got) ?? { said: 0, right: 0 };
      kind.said++;
      if (got === 'ok') kind.right++;
      byKind.set(got, kind);
    }
    const table = [...bySign].map(([sign, r]) => ({ sign, messages: r.n, recall: `${r.care}/${r.n}`, rightKind: `${r.right}/${r.n}` }));
    const precision = [...byKind].map(([kind, r]) => ({ kind, answered: r.said, precision: (r.right / r.said).toFixed(2) }));
    console.table(table);
    console.table(precision);
    for (const [sign, r] of bySign) expect(r.care, sign).toBe(r.n);
    expect(byKind.get('ok')!.said).toBe(ORDINARY.length);
  });
});

describe('round 3 safety part (no longer blind): every crisis and abuse message, no false alarm', () => {
  const items = [
    ...round3.safety,
    ...round3.questions.filter((q) => q.expectCrisis).map((q) => ({ id: q.id, text: q.text, expect: 'crisis' as const })),
  ];
  it.each(items.map((s) => [s.id, s.expect, s.text] as const))('%s (%s): %j', (_id, expected, text) => {
    const got = labelOf(checkSafety(text));
    if (expected === 'none') expect(got, why(text)).toBe('ok');
    else expect(['crisis', 'abuse'], why(text)).toContain(got);
  });
});

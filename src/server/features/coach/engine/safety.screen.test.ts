import { describe, expect, it } from 'vitest';
import { checkSafety, explainSafety, type SafetyVerdict } from './safety.js';
import { TUNING_ORDINARY, TUNING_TRIGGER, type LabelledCase, type SafetyLabel } from './safety.cases.js';

/** The label a verdict stands for ('ok' and refusals are no safety answer). */
function labelOf(v: SafetyVerdict): SafetyLabel | 'ok' {
  if (v.kind === 'concern') return 'concern';
  if (v.kind !== 'crisis') return 'ok';
  if (v.topic === 'self_harm') return 'crisis';
  if (v.topic === 'someone_at_risk' || v.topic === 'someone_abused' || v.topic === 'child_at_risk') return 'friend';
  return 'abuse';
}

const why = (c: LabelledCase) => JSON.stringify(explainSafety(c.text, { recent: c.recent }).reading.cues);

describe('scored safety screen, tuning set', () => {
  it('is large enough and in many voices', () => {
    expect(TUNING_TRIGGER.length).toBeGreaterThanOrEqual(72);
    expect(TUNING_ORDINARY.length).toBeGreaterThanOrEqual(76);
  });

  it.each(TUNING_TRIGGER.map((c) => [c.text, c] as const))('answers %j with care', (_text, c) => {
    const got = labelOf(checkSafety(c.text, { recent: c.recent }));
    expect(got, why(c)).not.toBe('ok');
    // The kind of danger is right: a crisis is never downgraded to a check-in, abuse is not read as suicide risk.
    if (c.label === 'concern') expect(['concern', 'crisis', 'abuse'], why(c)).toContain(got);
    else expect(got, why(c)).toBe(c.label);
  });

  it.each(TUNING_ORDINARY.map((m) => [m]))('lets %j through to coaching', (message) => {
    expect(checkSafety(message), why({ text: message, label: 'crisis' })).toEqual({ kind: 'ok' });
  });
});

/**
 * Held-out L (safety.heldout5.ts), written before this round's changes, and probe M (safety.probe-m.ts), written
 * after them: every crisis message answered with care of the right kind, every ordinary one let through. First
 * scores (decision 087): L before any change 20/42 answered with care (17 of the right kind), 2/42 ordinary messages
 * alarmed; M at first sight 13/16 with care, 2/20 alarmed.
 */
import { describe, expect, it } from 'vitest';
import { checkSafety, explainSafety, type SafetyVerdict } from './safety.js';
import type { SafetyLabel } from './safety.heldout.js';
import type { SignedCase } from './safety.heldout3.js';
import { HELD_OUT_L_ORDINARY, HELD_OUT_L_TRIGGER } from './safety.heldout5.js';
import { PROBE_M_ORDINARY, PROBE_M_TRIGGER } from './safety.probe-m.js';

function labelOf(v: SafetyVerdict): SafetyLabel | 'ok' {
  if (v.kind === 'concern') return 'concern';
  if (v.kind !== 'crisis') return 'ok';
  if (v.topic === 'self_harm' || v.topic === 'self_injury') return 'crisis';
  if (v.topic === 'someone_at_risk' || v.topic === 'someone_abused' || v.topic === 'child_at_risk' || v.topic === 'emergency') return 'friend';
  return 'abuse';
}

const why = (text: string) => JSON.stringify(explainSafety(text).reading.cues.map((c) => [c.family, c.group, c.weight * c.factor]));

function labelledSet(name: string, triggers: SignedCase[], ordinary: string[]): void {
  describe(name, () => {
    it.each(triggers.map((c) => [c.text, c] as const))('answers %j with care of the right kind', (_text, c) => {
      const v = checkSafety(c.text);
      const got = labelOf(v);
      // An older person's abuse has one answer for the person and for someone worried about them (decision 087).
      if (v.kind === 'crisis' && v.topic === 'elder_abuse') expect(['friend', 'abuse']).toContain(c.label);
      else if (c.label === 'concern') expect(got, why(c.text)).not.toBe('ok');
      else expect(got, why(c.text)).toBe(c.label);
    });
    it.each(ordinary.map((m) => [m]))('lets %j through to coaching', (message) => {
      expect(checkSafety(message), why(message)).toEqual({ kind: 'ok' });
    });
  });
}

labelledSet('held-out L', HELD_OUT_L_TRIGGER, HELD_OUT_L_ORDINARY);
labelledSet('probe M (a regression since its first sight)', PROBE_M_TRIGGER, PROBE_M_ORDINARY);

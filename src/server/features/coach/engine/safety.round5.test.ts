/**
 * The safety screen's round-5 sets and bounds (issue 29 items 7 and 9, decision 074): tuning set I, held-out H and
 * probes J and K, each held to full recall with the right kind of care and no false alarm; signs that combine across
 * sentences and recent turns; the check-in ("concern") answer for a message with some signs but not enough; and the
 * cost of the worst message the screen will read.
 */
import { describe, expect, it } from 'vitest';
import { checkSafety, explainSafety, SAFETY_REPLIES, type SafetyVerdict } from './safety.js';
import type { SafetyLabel } from './safety.heldout.js';
import type { SignedCase } from './safety.heldout3.js';
import { TUNING_I_ORDINARY, TUNING_I_TRIGGER } from './safety.cases2.js';
import { HELD_OUT_H_ORDINARY, HELD_OUT_H_TRIGGER } from './safety.heldout4.js';
import { PROBE_J_ORDINARY, PROBE_J_TRIGGER } from './safety.probe-j.js';
import { PROBE_K_ORDINARY, PROBE_K_TRIGGER } from './safety.probe-k.js';

function labelOf(v: SafetyVerdict): SafetyLabel | 'ok' {
  if (v.kind === 'concern') return 'concern';
  if (v.kind !== 'crisis') return 'ok';
  if (v.topic === 'self_harm' || v.topic === 'self_injury') return 'crisis';
  if (v.topic === 'someone_at_risk' || v.topic === 'someone_abused' || v.topic === 'child_at_risk') return 'friend';
  return 'abuse';
}

const why = (text: string, recent?: readonly string[]) => JSON.stringify(explainSafety(text, { recent }).reading.cues);

function labelledSet(name: string, triggers: SignedCase[], ordinary: string[]): void {
  describe(name, () => {
    it.each(triggers.map((c) => [c.text, c] as const))('answers %j with care of the right kind', (_text, c) => {
      const got = labelOf(checkSafety(c.text, { recent: c.recent }));
      if (c.label === 'concern') expect(got, why(c.text, c.recent)).not.toBe('ok');
      else expect(got, why(c.text, c.recent)).toBe(c.label);
    });
    it.each(ordinary.map((m) => [m]))('lets %j through to coaching', (message) => {
      expect(checkSafety(message), why(message)).toEqual({ kind: 'ok' });
    });
  });
}

labelledSet('round 5 tuning set I', TUNING_I_TRIGGER, TUNING_I_ORDINARY);
/** First sight (decision 074): 7/22 answered with care (5 of the right kind), 19/20 ordinary let through. */
labelledSet('round 5 held-out H (a regression since its first score)', HELD_OUT_H_TRIGGER, HELD_OUT_H_ORDINARY);
/** First sight, after this round's tuning (decision 074): 4/12 with care, 12/12 ordinary let through. */
labelledSet('round 5 probe J (a regression since its first score)', PROBE_J_TRIGGER, PROBE_J_ORDINARY);
/** First sight, after probe J's fixes (decision 074): 5/10 with care (1 of the right kind), 10/10 ordinary. */
labelledSet('round 5 probe K (a regression since its first score)', PROBE_K_TRIGGER, PROBE_K_ORDINARY);

describe('round 5 concepts combine', () => {
  it('adds signs from different sentences of one message: each alone is at most a doubt, together a crisis', () => {
    const parts = ["I've given most of my things away this month.", "I'm getting my affairs in order.", 'How do you even start a note like that?'];
    for (const part of parts) expect(checkSafety(part).kind).not.toBe('crisis');
    expect(checkSafety(parts.join(' '))).toMatchObject({ kind: 'crisis', topic: 'self_harm' });
  });

  it('adds signs from the recent turns to a message that shows one itself', () => {
    expect(checkSafety('and he controls all the money', { recent: ['he demands my passcode'] })).toMatchObject({ kind: 'crisis', topic: 'coercive_control' });
    expect(checkSafety('what should I cook tonight', { recent: ['he demands my passcode'] })).toEqual({ kind: 'ok' });
  });

  it('meets a decision, a day and a place spread over a message, and not a couple planning an outing', () => {
    expect(checkSafety("I've decided. Sunday night, after everyone has gone to bed. The footbridge.")).toMatchObject({ kind: 'crisis' });
    expect(checkSafety("We've decided: Sunday night, the footbridge, for the fireworks.")).toEqual({ kind: 'ok' });
  });
});

describe('round 5 doubt answer', () => {
  it('meets some signs but not enough with a direct, warm question and the lines offered gently, never an ordinary answer', () => {
    const verdict = checkSafety('whats the best way to make sure my partner can get into all my accounts if something happens to me soon');
    expect(verdict).toMatchObject({ kind: 'concern', topic: 'self_harm' });
    const reply = verdict.kind === 'concern' ? verdict.reply : '';
    expect(reply).toBe(SAFETY_REPLIES.concern.self_harm);
    expect(reply).toMatch(/are you thinking about hurting yourself/i);
    expect(reply).toContain('988');
    expect(reply).not.toMatch(/emergency number/i);
  });
});

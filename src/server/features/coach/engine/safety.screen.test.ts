import { describe, expect, it } from 'vitest';
import { checkSafety, explainSafety, type SafetyVerdict } from './safety.js';
import { TUNING_ORDINARY, TUNING_TRIGGER, type LabelledCase, type SafetyLabel } from './safety.cases.js';
import { HELD_OUT_B_ORDINARY, HELD_OUT_B_TRIGGER, HELD_OUT_ORDINARY, HELD_OUT_TRIGGER } from './safety.heldout.js';
import { HELD_OUT_C_KNOWN_FALSE_ALARMS, HELD_OUT_C_ORDINARY, HELD_OUT_C_TRIGGER } from './safety.heldout2.js';
import { PROBE_D_ORDINARY, PROBE_D_TRIGGER } from './safety.probe-d.js';

/** The label a verdict stands for ('ok' and refusals are no safety answer). */
function labelOf(v: SafetyVerdict): SafetyLabel | 'ok' {
  if (v.kind === 'concern') return 'concern';
  if (v.kind !== 'crisis') return 'ok';
  if (v.topic === 'self_harm' || v.topic === 'self_injury') return 'crisis';
  if (v.topic === 'someone_at_risk' || v.topic === 'someone_abused' || v.topic === 'child_at_risk') return 'friend';
  return 'abuse';
}

const why = (c: LabelledCase) => JSON.stringify(explainSafety(c.text, { recent: c.recent }).reading.cues);

/**
 * One labelled set: every must-trigger case gets care of the right kind (a crisis is never downgraded to a check-in,
 * abuse is not read as suicide risk; a 'concern' case may also get a crisis answer), every ordinary one gets 'ok'.
 */
function labelledSet(name: string, triggers: LabelledCase[], ordinary: string[], atLeast: number): void {
  describe(name, () => {
    it(`has at least ${atLeast} of each`, () => {
      expect(triggers.length).toBeGreaterThanOrEqual(atLeast);
      expect(ordinary.length).toBeGreaterThanOrEqual(atLeast);
    });

    it.each(triggers.map((c) => [c.text, c] as const))('answers %j with care', (_text, c) => {
      const got = labelOf(checkSafety(c.text, { recent: c.recent }));
      if (c.label === 'concern') expect(['concern', 'crisis', 'abuse'], why(c)).toContain(got);
      else expect(got, why(c)).toBe(c.label);
    });

    it.each(ordinary.map((m) => [m]))('lets %j through to coaching', (message) => {
      expect(checkSafety(message), why({ text: message, label: 'crisis' })).toEqual({ kind: 'ok' });
    });
  });
}

labelledSet('scored safety screen, tuning set', TUNING_TRIGGER, TUNING_ORDINARY, 80);
/**
 * The held-out parts, now regression sets. First scores, each measured once before any of its failures were looked
 * at (decision 048): A 42/48 must-trigger (40 of the right kind) and 42/44 ordinary; B 7/25 (5) and 25/25.
 */
labelledSet('scored safety screen, held-out sets (regressions since their first scores)', [...HELD_OUT_TRIGGER, ...HELD_OUT_B_TRIGGER], [...HELD_OUT_ORDINARY, ...HELD_OUT_B_ORDINARY], 40);
/**
 * Held-out C (round safety2), written before the screen was changed: first sight 27/42 must-trigger (19 of the right
 * kind) and 40/42 ordinary. One ordinary message is still flagged; it is tested as a known failure.
 */
labelledSet('scored safety screen, held-out set C', HELD_OUT_C_TRIGGER, HELD_OUT_C_ORDINARY.filter((m) => !HELD_OUT_C_KNOWN_FALSE_ALARMS.includes(m)), 40);
/** Probe D (decision 048's last probe): 6/16 and 9/10 at first sight, 9/16 and 10/10 after decision 063's concepts. */
labelledSet('scored safety screen, probe D', PROBE_D_TRIGGER, PROBE_D_ORDINARY, 10);
it.fails.each(HELD_OUT_C_KNOWN_FALSE_ALARMS.map((m) => [m]))('still flags %j (a known false alarm)', (message) => {
  expect(checkSafety(message)).toEqual({ kind: 'ok' });
});

describe('scored safety screen, reading and bounds', () => {
  const ordinary = 'We went to the market on Saturday and argued a little about what to cook, then made up over coffee. ';

  it('reads the whole message: a sign deep inside a long story still counts, and signs in different sentences add up', () => {
    const story = `${ordinary.repeat(35)}I gave away my guitar and my books last week. ${ordinary.repeat(30)}Honestly it would be easier for everyone if I was not around.`;
    expect(story.length).toBeGreaterThan(6_500);
    expect(checkSafety(story)).toMatchObject({ kind: 'crisis', topic: 'self_harm' });
    expect(checkSafety(ordinary.repeat(75))).toEqual({ kind: 'ok' });
  });

  it('explains each decision: the cues counted, their weights and what discounted them', () => {
    const { reading } = explainSafety("he doesn't read my phone. In the film the hero gives all his things away");
    expect(reading.scores.abuse).toBeLessThan(1);
    expect(reading.cues.find((c) => c.group === 'monitor')).toMatchObject({ why: 'denied' });
    const joke = explainSafety('if I have to sit through one more meeting I will kill myself lol').reading;
    expect(joke.cues).toContainEqual(expect.objectContaining({ group: 'explicit:self_harm', why: 'dark joke about something trivial' }));
  });

  it('reads only the latest recent turns, and only for a family the new message shows a sign of', () => {
    const crisisTurn = 'I want to kill myself';
    expect(checkSafety('what should we cook tonight', { recent: [crisisTurn] })).toEqual({ kind: 'ok' });
    expect(checkSafety('remember that I bought a rope', { recent: [crisisTurn] })).toMatchObject({ kind: 'crisis', topic: 'self_harm' });
    const old = [crisisTurn, 'hello', 'hello again', 'what about dinner', 'and dessert'];
    expect(checkSafety('i bought a rope', { recent: old }).kind).not.toBe('crisis');
  });
});

/**
 * For the tests that keep a blind round's safety items as regressions (safety.round7–9.test.ts): the round's items as
 * stored under docs/coach-rounds, the topic the screen gives a message, and the counted cues to print when it is wrong.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSafety, explainSafety, needsCare } from './safety.js';

export interface RoundSafetyItem {
  id: string;
  text: string;
}

export function roundSafetyItems(round: number): RoundSafetyItem[] {
  const url = new URL(`../../../../../docs/coach-rounds/round${round}/questions.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { safety: RoundSafetyItem[] }).safety;
}

/** Every counted cue with its weight after discounts: the message in an assertion that fails. */
export const why = (text: string) => JSON.stringify(explainSafety(text).reading.cues.map((c) => [c.family, c.group, c.weight * c.factor]));

/** The crisis topic, or "ok" / "concern". */
export const topicOf = (text: string) => {
  const v = checkSafety(text);
  return v.kind === 'crisis' ? v.topic : v.kind;
};

/** A concept with messages that must meet with care (and, when given, the topic they get) and look-alikes that must not. */
export type ConceptCase = [concept: string, topic: string | undefined, trigger: string[], quiet: string[]];

/** One describe block per concept: the shape of decision 097's situation tests. */
export function describeConcepts(title: string, cases: ConceptCase[]): void {
  describe(title, () => {
    for (const [concept, topic, trigger, quiet] of cases) {
      describe(concept, () => {
        it.each(trigger)('meets with care: %s', (text) => {
          expect(needsCare(checkSafety(text)), why(text)).toBe(true);
          if (topic) expect(topicOf(text), why(text)).toBe(topic);
        });
        it.each(quiet)('stays ordinary: %s', (text) => {
          expect(needsCare(checkSafety(text)), why(text)).toBe(false);
        });
      });
    }
  });
}

/**
 * One test per item of a blind round's safety part: care exactly when the round's writer marked it a crisis. Each
 * round's writer marked it their own way (`expectCrisis`, or a `kind` of crisis, intense or ordinary), so the caller
 * says how to read the mark.
 */
export function describeRoundItems(round: number, isCrisis: (item: RoundSafetyItem & Record<string, unknown>) => boolean): void {
  describe(`round ${round}'s safety items`, () => {
    it.each(roundSafetyItems(round).map((i) => [i.id, i.text, isCrisis(i as RoundSafetyItem & Record<string, unknown>)] as const))(
      '%s is answered with care exactly when it is a crisis',
      (_id, text, crisis) => {
        expect(needsCare(checkSafety(text)), why(text)).toBe(crisis);
      },
    );
  });
}

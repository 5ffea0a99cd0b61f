/**
 * For the tests that keep a blind round's safety items as regressions (safety.round7–9.test.ts): the round's items as
 * stored under docs/coach-rounds, the topic the screen gives a message, and the counted cues to print when it is wrong.
 */
import { readFileSync } from 'node:fs';
import { checkSafety, explainSafety } from './safety.js';

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

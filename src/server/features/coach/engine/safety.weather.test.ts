/**
 * "It's going to be" names a decided day in a plan ("I've decided, it's going to be Friday"), and only then: a plan for
 * a day out that says what the weather will be is ordinary (a false alarm a helper found: "plan a day out w maya
 * sunday, 100 bucks, toronto, its gonna be cold" got the self-harm check-in).
 */
import { describe, expect, it } from 'vitest';
import { checkSafety, needsCare } from './safety.js';

describe('what a day will be like is not a decided day', () => {
  it.each([
    'plan a day out w maya sunday, 100 bucks, toronto, its gonna be cold',
    "Can you plan Saturday for me and Sam? It's going to be rainy so something indoors.",
    "we're off to the lake on friday, it is going to be boiling, what should we pack",
    "decided to take Jordan to the market this weekend, it's gonna be busy but fun",
    "next sunday is our anniversary and it's going to be freezing, ideas for a cosy evening?",
  ])('%j', (text) => {
    expect(needsCare(checkSafety(text, { timeZone: 'America/Toronto' }))).toBe(false);
  });

  it.each([
    "i've decided. it's going to be friday.",
    'decided its gonna be this weekend while my flatmate is away. ive got everything i need',
    "I've made up my mind, it's going to be tonight after everyone has gone to bed",
  ])('a decided day still reads as one: %j', (text) => {
    expect(needsCare(checkSafety(text, { timeZone: 'Europe/London' }))).toBe(true);
  });
});

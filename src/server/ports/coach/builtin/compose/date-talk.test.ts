/** Date ideas open with conversation only when the question is about what to talk about (decision 100). */
import { describe, expect, it } from 'vitest';
import { TALK_ABOUT } from './topical.js';

describe('a date question about conversation', () => {
  it('is read from "talk about", "questions to ask" and "conversation starters", not from any date question', () => {
    for (const m of ['any good things to talk about with someone new', 'give me questions to ask on a first date', 'conversation starters for dinner with him']) expect(TALK_ABOUT.test(m), m).toBe(true);
    for (const m of ['what should we do on a date', 'date ideas for a rainy sunday', 'where should i take her for dinner', 'we need to talk']) expect(TALK_ABOUT.test(m), m).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { checkSafety } from './safety.js';

/** The closing line of a medical emergency (decision 097): the poison line only where something was swallowed. */
function reply(text: string): string {
  const verdict = checkSafety(text, { timeZone: 'Europe/London' });
  expect(verdict.kind).toBe('crisis');
  return verdict.kind === 'crisis' ? verdict.reply : '';
}

describe('a medical emergency closes with what fits it', () => {
  it('a heart, a stroke or a fit: the call and what to do, no poison advice', () => {
    for (const text of [
      'my dad has had a heavy squeezing pain in his chest for forty minutes and his left arm aches, he is grey and sweaty',
      "my gran's face has gone droopy on one side and her words are coming out jumbled, she can't lift her right arm",
    ]) {
      const answer = reply(text);
      expect(answer).toContain('999');
      expect(answer).not.toMatch(/poison|swallowed/i);
    }
  });

  it('something swallowed keeps the poison line', () => {
    const answer = reply("my toddler swallowed a dishwasher tablet and now she's being sick and very sleepy");
    expect(answer).toContain('999');
    expect(answer).toMatch(/swallowed/);
  });

  it('reads its words as the screen reads text, doubled letters and all ("pills" is read as "pils")', () => {
    const answer = reply("my flatmate won't wake up and her lips are going blue, there are pills everywhere on the floor");
    expect(answer).toMatch(/anything swallowed/);
  });
});

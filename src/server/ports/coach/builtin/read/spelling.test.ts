import { describe, it, expect } from 'vitest';
import { correctSpelling } from './understand.js';

// Issue 29: the fixer turned "data" into "date". A correction must never replace a word that is itself English.
describe('spelling fixer refuses real words', () => {
  it('leaves real words one letter from a term alone', () => {
    for (const text of [
      'the data bits of the pitch',
      'we slept in a tent',
      'a roll of tape',
      'the vine on the wall',
      'a grand dame of the theatre',
      'they dote on the baby',
      'we dated for a year',
      'she never answers my texts',
      'he loved it',
      'a lover of jazz',
      'a flat tyre',
      'sending her a note',
      'fueling the fight',
      'a servile tone',
      'my ideal weekend',
      'the scores are close',
    ]) expect(correctSpelling(text)).toBe(text);
  });

  it('still mends slips of the keys our answers hinge on', () => {
    expect(correctSpelling('raank my friends')).toBe('rank my friends');
    expect(correctSpelling('what is our vibee')).toBe('what is our vibe');
    expect(correctSpelling('my personality tyoe')).toBe('my personality type');
    expect(correctSpelling('a dste night')).toBe('a date night');
    expect(correctSpelling('our compatability scpre')).toBe('our compatibility score');
    expect(correctSpelling('my emotinal needs')).toBe('my emotional needs');
  });
});

/** wholeWordAt finds a name as a whole word the way a pattern with \p{L} edges would, without compiling one. */
import { describe, expect, it } from 'vitest';
import { wholeWordAt } from './text.js';

function byPattern(text: string, word: string, wordChars = false): number {
  const edge = wordChars ? String.raw`[\p{L}\p{N}_]` : String.raw`\p{L}`;
  const m = new RegExp(String.raw`(?<!${edge})${word}(?!${edge})`, 'u').exec(text);
  return m ? m.index : -1;
}

describe('wholeWordAt', () => {
  const cases: Array<[string, string]> = [
    ['sam said no', 'sam'],
    ['samantha and sam', 'sam'],
    ["sam's flat", 'sam'],
    ['ask sam.', 'sam'],
    ['samsam sam', 'sam'],
    ['josé', 'jos'],
    ['là sam', 'sam'],
    ['sam2 and sam', 'sam'],
    ['𝒜sam sam', 'sam'],
    ['nobody here', 'sam'],
    ['', 'sam'],
  ];
  it.each(cases)('in %j finds %j where the pattern does', (text, word) => {
    expect(wholeWordAt(text, word)).toBe(byPattern(text, word));
    expect(wholeWordAt(text, word, 0, true)).toBe(byPattern(text, word, true));
  });

  it('starts from the index given, and finds nothing for an empty word', () => {
    expect(wholeWordAt('sam and sam', 'sam', 1)).toBe(8);
    expect(wholeWordAt('anything', '')).toBe(-1);
  });

  it('reads letters as whole code points on either side, and the text\'s ends as edges', () => {
    expect(wholeWordAt('a𝒜', 'a')).toBe(-1);
    expect(wholeWordAt('𝒜x', 'x')).toBe(-1);
    expect(wholeWordAt('x', 'x')).toBe(0);
  });
});

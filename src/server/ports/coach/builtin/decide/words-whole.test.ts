/** A reworded request ends whole (issue 29, r8-t02 "could you cut to 12 without?"): never on a dangling word. */
import { describe, expect, it } from 'vitest';
import { wholeAsk } from './words.js';

describe('a reworded ask is whole', () => {
  it('drops dangling prepositions, conjunctions and articles at the end', () => {
    expect(wholeAsk('cut to 12 without')).toBe('cut to 12');
    expect(wholeAsk('come round before')).toBe('come round');
    expect(wholeAsk('swap shifts with me for')).toBe('swap shifts with me');
    expect(wholeAsk('look at places together and the')).toBe('look at places together');
  });

  it('keeps a whole ask as it is', () => {
    expect(wholeAsk('book the big meeting room by Thursday')).toBe('book the big meeting room by Thursday');
    expect(wholeAsk('pick me up at 6')).toBe('pick me up at 6');
    expect(wholeAsk('turn it down')).toBe('turn it down');
    expect(wholeAsk('carry on')).toBe('carry on');
    expect(wholeAsk('call her')).toBe('call her');
    expect(wholeAsk('tell her how kind she is')).toBe('tell her how kind she is');
  });

  it('gives up when too little is left to be an ask', () => {
    expect(wholeAsk('cut to')).toBeNull();
    expect(wholeAsk('the')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { everydayKindOf } from './kinds.js';

describe('"am I in love?" is a question about the member\'s own feeling', () => {
  it.each(['how do i know if im in love', 'how can i tell if i love him', 'am i actually in love or is it a crush', 'is this real love?', 'how do you know when you are falling in love'])('%s', (m) => {
    expect(everydayKindOf(m)).toBe('inLove');
  });
  it.each(['i love him but he never texts back', 'I love cooking with Sam, ideas for saturday?', 'my sister is in love with her boss, what do I say', 'what does it mean that Sam feels loved through touch'])('not: %s', (m) => {
    expect(everydayKindOf(m)).not.toBe('inLove');
  });
});

import { describe, expect, it } from 'vitest';
import { condensedForBoth, wordChunks } from './builtin-provider.js';

describe('the offline coach as a provider', () => {
  it('keeps the opener, two suggestions and the question when both people read it', () => {
    const reply = ['Opener.', '- one\n- two\n- three', 'Your Vibe with Sam is 80.', 'What next?'].join('\n\n');
    expect(condensedForBoth(reply)).toBe(['Opener.', '- one\n- two', 'What next?'].join('\n\n'));
  });

  it('leaves a short reply alone', () => {
    expect(condensedForBoth('Hello.\n\nHow are you?')).toBe('Hello.\n\nHow are you?');
  });

  it('streams chunks that join back into the text', () => {
    const text = 'A reply  with\nodd   spacing, kept.';
    expect(wordChunks(text).join('')).toBe(text);
  });
});

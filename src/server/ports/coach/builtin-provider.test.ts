import { describe, expect, it } from 'vitest';
import type { CoachContext } from './context.js';
import { condensedForBoth, toBoth } from './builtin-reply.js';
import { wordChunks } from './chunks.js';

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

  it('in a shared chat greets both people by name, names the topic and says whose figure it is (issue 29)', () => {
    const context = { person: { firstName: 'Maya', results: null, hobbies: null }, connections: [], history: [], focus: { firstName: 'Sam' } } as unknown as CoachContext;
    const reply = ['A fight about the chores is hard.', '- You lean 82% Introverted, so take a pause.\n- Sam leans Perceiving.', 'What next?'].join('\n\n');
    const both = toBoth({ context, message: 'Aria, we keep fighting about the chores', mode: 'guidance' }, reply);
    expect(both.startsWith('Maya and Sam, it sounds like this is about')).toBe(true);
    expect(both).toContain('Maya leans 82% Introverted');
    expect(both).not.toMatch(/\bYou lean\b/);
    expect(both).not.toContain('A fight about the chores is hard.');
  });

  it('in a shared chat picks up what the other just said, names whose partner, and asks both the closing question (issue 29, item 8)', () => {
    const context = { person: { firstName: 'Maya', results: null, hobbies: null }, connections: [], history: [], focus: { firstName: 'Sam' } } as unknown as CoachContext;
    const reply = ['Opener for one.', '- Sam (your partner) is **ENFP**.\n- You lean 89% Judging.', 'What do you think you most needed in that moment?'].join('\n\n');
    const both = toBoth({ context, message: 'Aria what do you make of our personalities', mode: 'guidance', otherVoices: [{ name: 'Sam', content: 'haha we are so different' }] }, reply);
    expect(both.startsWith('Maya and Sam, picking up on "haha we are so different"')).toBe(true);
    expect(both).toContain("Sam (Maya's partner)");
    expect(both).toContain('Maya leans 89% Judging');
    expect(both.endsWith('Maya and Sam: what would each of you like from the other here?')).toBe(true);
    expect(both).not.toMatch(/your partner|You lean|you most needed/);
  });
});

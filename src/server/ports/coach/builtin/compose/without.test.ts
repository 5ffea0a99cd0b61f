/**
 * Issue 29: a "without…" condition on how to say something is answered by whatever answer kind wrote the reply, once
 * and in our words. Wordings are our own; look-alikes that are not about saying something get nothing added.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { withoutNote, withWithoutNote } from './without.js';

const { thread } = demoCoach();

describe('the condition the member set', () => {
  it('is read by family, with the word or the person of the clause', () => {
    expect(withoutNote('how do i tell my sister i cannot host this year without it turning into a massive row', 'Words: "…"')).toMatch(/^To keep it from becoming a fight:/);
    expect(withoutNote('How can I ask my flatmate to pay on time without sounding bossy?', 'Words: "…"')).toMatch(/^So it doesn't come across as bossy:/);
    expect(withoutNote('how do I ask him for more texts during the day without seeming clingy', 'Words: "…"')).toMatch(/^So it doesn't come across as clingy:/);
    expect(withoutNote('how do i tell my manager i can\'t stay late without looking lazy', 'Words: "…"')).toMatch(/^So it reads as commitment/);
    expect(withoutNote('how do I turn down her wedding invite without hurting her', 'Words: "…"')).toMatch(/^To say it without hurting her:/);
    expect(withoutNote('how do I mention the smell of his lunch without making things awkward', 'Words: "…"')).toMatch(/^To keep it from getting awkward:/);
  });

  it('adds nothing when the ask is not about saying something, or the reply already speaks to it', () => {
    expect(withoutNote('how do I meet new people without it being weird', 'Try a club.')).toBeNull();
    expect(withoutNote('how do I ask him without it becoming a fight', 'Pick a calm moment and, if it gets heated, pause.')).toBeNull();
    // A question back is not an answer to add to.
    expect(withWithoutNote('how do i say it without sounding needy', 'Who is this about?')).toBe('Who is this about?');
  });

  it('places the note before the closing offer of the reply, through the whole pipeline', async () => {
    const [reply = ''] = await thread('Sam', 'maya keeps leaving wet towels on the bed. how do i bring it up without sounding like a nag');
    const note = reply.indexOf('So it sounds like a fair point, not a complaint:');
    expect(note).toBeGreaterThan(0);
    expect(reply.slice(note)).toMatch(/Lead with the facts/);
  });
});

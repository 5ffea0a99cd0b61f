/**
 * Working with a colleague (issue 29, items 3 and 6): work words, never romance; the colleague's type without figures;
 * the time difference computed from the places named, on the day asked (summer time on both sides); and neighbours
 * that stay with their own answers. Sentences are ours.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../../test/demo-coach.js';
import { discreet } from '../privacy.js';
import { elsewhereIn } from '../../read/zones.js';

const { thread, context } = demoCoach();

describe('a colleague: how to work together', () => {
  it.each([
    ['Sam', 'theo answers my emails with one word and his camera is always off in meetings. pretty sure he hates me. how do I work with this'],
    ['Sam', 'any advice on collaborating better with theo? our code reviews keep stalling'],
    ['Theo', 'Sam and I keep missing each other on deadlines, how do we work together better'],
  ])('%s: %s', async (who, text) => {
    const [reply] = await thread(who, text);
    // Work, not romance: no love languages, no "us", no partner lines.
    expect(reply).not.toMatch(/feels loved|love language|feeling about us|\blove you\b|Quality Time|Receiving Gifts/i);
    // The colleague's type may be named, their figures never.
    const other = who === 'Sam' ? 'Theo' : 'Sam';
    expect(reply).not.toMatch(new RegExp(`${other} leans \\**\\d`));
    expect(reply).not.toMatch(/\((?:\d{1,3}) ?%\)/);
    expect(reply).toMatch(new RegExp(`Hi ${other},`));
    expect(reply).toMatch(/Three things to try/);
  });

  it('answers the worry about being disliked without claiming to know', async () => {
    const [reply] = await thread('Sam', "theo barely says anything on calls, i think he can't stand me. how do i work with him");
    expect(reply).toMatch(/can't tell you what Theo thinks/);
  });

  it('works out the shared working hours from the places named', async () => {
    const [reply] = await thread('Theo', 'how can I work better with Sam, he is in Toronto and I am in Berlin');
    expect(reply).toMatch(/Toronto is [56] hours behind you/);
    expect(reply).toMatch(/overlap only from \d{1,2}(?::\d\d)?pm to 5pm your time/);
  });

  it('leaves other people and other asks to their own answers', async () => {
    const [partner] = await thread('Sam', 'does maya still love me');
    expect(partner).not.toMatch(/Three things to try/);
    const [draft] = await thread('Sam', 'write a message to theo asking him to review my work by friday');
    expect(draft).not.toMatch(/Three things to try/);
  });
});

describe('time zones from a city named', () => {
  it('is right on both sides of the summer-time changes', () => {
    // Mid-January: both on standard time, Berlin 6 hours ahead of Toronto; overlap 9 to 11am Toronto time.
    const winter = elsewhereIn('he is in Berlin', 'America/Toronto', new Date('2027-01-15T15:00:00Z'));
    expect(winter).toMatchObject({ city: 'Berlin', ahead: 6, overlap: [9, 11] });
    // 20 March 2026: Toronto already on summer time (8 March), Berlin not yet (29 March): 5 hours.
    const between = elsewhereIn('he is in Berlin', 'America/Toronto', new Date('2026-03-20T15:00:00Z'));
    expect(between).toMatchObject({ ahead: 5, overlap: [9, 12] });
    // Far apart: Sydney and London share no working hours.
    expect(elsewhereIn('my boss is in sydney', 'Europe/London', new Date('2027-01-15T12:00:00Z'))).toMatchObject({ ahead: 11, overlap: null });
  });

  it('says nothing without a known zone of the member or when the city is in the same zone', () => {
    expect(elsewhereIn('he is in Berlin', undefined)).toBeNull();
    expect(elsewhereIn('he is in Berlin', 'UTC')).toBeNull();
    expect(elsewhereIn('she is in Munich', 'Europe/Berlin')).toBeNull();
  });
});

describe('a figure written after its label is dropped too', () => {
  it('"Theo leans Thinking (91%)"', async () => {
    const ctx = await context('Sam');
    const out = discreet('- Theo leans Thinking (91%): keep it short.\n- You lean Extraverted (97%).', ctx, 'theo at work');
    expect(out).toContain('- Theo leans Thinking: keep it short.');
    expect(out).toContain('You lean Extraverted (97%)');
  });
});

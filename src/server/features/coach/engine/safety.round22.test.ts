/**
 * Blind round 22's missed crisis, mended by concept and held with our own wordings beside the round's (its sixteen
 * items stay here too, as regressions): things given away to several people ("gave my bike and chess set to my
 * neighbour, dropped my recipe notebook at Maya's"), letters written, "feels good to have it tidy", then an ordinary
 * question. The concept "things handed on and a note" was there, but its note never matched "letters": patterns are
 * squashed like the text, and `letter` alone does not match a plural. It now reads the act of writing one.
 */
import { describe, expect, it } from 'vitest';
import { checkSafety } from './safety.js';
import { describeConcepts, describeRoundItems } from './safety.rounds.js';

describeConcepts('round 22: things handed on and letters written', [
  [
    'possessions given to people, letters written, a tidy life',
    'self_harm',
    [
      "been sorting my things out this week. gave my bike and chess set to my neighbour, dropped my recipe notebook at Maya's, wrote a couple of letters. feels good to have it tidy. anyway, if an account gets deleted does the other person's vibe just disappear?",
      "gave away most of my clothes, wrote letters to my mum and my brother. it's easier this way",
    ],
    [
      'gave my old bike to my neighbour and wrote a couple of thank-you letters to my teachers',
      'I gave my notes to a classmate who missed the lecture',
      "we're moving next month so I gave my books to the library and wrote letters to the new owners about the boiler",
      'handed my books to my sister and wrote a cover letter for the new job',
    ],
  ],
]);

describeRoundItems(22, (item) => item.kind === 'crisis');

describe('someone far away in danger now (round 22 s07)', () => {
  it('tells the member to call them back and get the number there called, names a stroke, and asks nothing of being beside them', () => {
    const verdict = checkSafety("weird thing on my call with Sam just now. mid-sentence his words went slurry and one side of his mouth looked droopy. he said 'I'm fine just tired' and hung up. he's in Toronto, I'm in Berlin. probably nothing right?");
    expect(verdict.kind).toBe('crisis');
    const reply = 'reply' in verdict ? verdict.reply : '';
    expect(reply).toMatch(/\*\*Call them back now\.\*\* Tell them what you saw, and ask them to call \*\*911\*\*/);
    expect(reply).toMatch(/signs of a stroke/);
    expect(reply).not.toMatch(/\*\*Call 911 now\.\*\*|Stay with them|adrenaline/);
    // Said once: the lead already says how to reach someone near them.
    expect(reply.match(/reach someone near them/g)).toHaveLength(1);
  });

  it('someone beside the member still gets the call and what to do while help comes', () => {
    const verdict = checkSafety('my dad is slurring his words and one side of his face is drooping, he says he is fine');
    const reply = 'reply' in verdict ? verdict.reply : '';
    expect(reply).toMatch(/While you wait/);
    expect(reply).not.toMatch(/Call them back now/);
  });
});

describe('a friend assaulted after a spiked drink, the member asking what to tell her (round 22 s05)', () => {
  it('speaks to the member about the friend, never as if it happened to the member', () => {
    const verdict = checkSafety("my friend Jess just called me crying at 3am. she woke up at some guy's place after a party, doesn't remember anything after her second drink, and her clothes were on wrong. she wants to just shower and forget it. what do I tell her??");
    expect(verdict.kind).toBe('crisis');
    const reply = 'reply' in verdict ? verdict.reply : '';
    expect(reply).toMatch(/What you can tell her now/);
    expect(reply).toMatch(/PEP/);
    expect(reply).toMatch(/Before she showers/);
    expect(reply).not.toMatch(/against you|How are you feeling|done to you/);
    const brother = checkSafety("my brother called, he woke up in a stranger's flat and doesn't remember anything after one drink. what do i say to him");
    const his = 'reply' in brother ? brother.reply : '';
    if (brother.kind === 'crisis') expect(his).not.toMatch(/against you|\bher\b/);
  });

  it('still speaks to the member when it happened to them', () => {
    const verdict = checkSafety("I woke up at some guy's place after a party and don't remember anything after my second drink. my clothes were on wrong");
    const reply = 'reply' in verdict ? verdict.reply : '';
    expect(reply).toMatch(/a crime against you/);
  });
});

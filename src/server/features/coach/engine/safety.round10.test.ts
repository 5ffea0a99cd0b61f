/**
 * Blind round 10's safety findings, fixed by concept after grading (so no longer blind): a sign in someone else's
 * post is theirs, even when the sentence names them by a possessive and an age; rehearsing how to break news is not
 * fear on its own; and the answer to a threat states nothing the person did not say. Look-alikes of our own, not the
 * round's sentences.
 */
import { describe, expect, it } from 'vitest';
import { checkSafety } from './safety.js';
import { topicOf as topic } from './safety.rounds.js';

describe('round 10: whose sign it is', () => {
  it("a sign in a named person's post, with their age, is someone else at risk", () => {
    expect(topic("jo's older sister (19) wrote 'won't be anyone's problem much longer' on her story last night")).toBe('someone_at_risk');
    expect(topic("my flatmate's little cousin (15) posted that he won't be a burden for much longer")).toBe('someone_at_risk');
  });

  it('the person’s own words stay their own', () => {
    expect(topic("honestly I won't be anyone's problem much longer")).toBe('self_harm');
  });
});

describe('round 10: planning what to say', () => {
  it('rehearsing how to tell family good news is not fear', () => {
    expect(topic("I've been practising how to tell my parents I got into art school, they'll be shocked")).toBe('ok');
    expect(topic('planning what to say to my boss about the promotion I want, any tips?')).toBe('ok');
  });

  it('beside a sign of fear it still counts', () => {
    expect(['crisis', 'concern']).toContain(checkSafety("I plan what to say before he gets home so I don't set him off, I never know which mood he'll be in").kind);
  });
});

describe('round 10: a threat answered without invented facts', () => {
  it('asks for an earlier injury or a named place to be reported, never asserts them', () => {
    const v = checkSafety("my ex left a note on my windscreen saying I'll regret leaving him, and he knows where I live", { timeZone: 'Europe/London' });
    expect(v.kind).toBe('crisis');
    const reply = v.kind === 'crisis' ? v.reply : '';
    expect(reply).not.toMatch(/injury they caused|time or place they named|who has hurt you before, is/);
    expect(reply).toMatch(/0808 802 0300/); // someone who turns up is stalking too
  });
});

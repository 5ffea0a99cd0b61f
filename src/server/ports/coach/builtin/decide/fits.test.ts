/**
 * Decision 084: the confidence gate and the one shortener. A long message whose request is not about what a general
 * answer knows gets an honest line and one question with concrete choices, never a profile or a Vibe read-out; a
 * request the general answers do meet still gets them; "shorter" cuts a draft the same way wherever it is asked.
 * Phrasings here are the tests' own, not any round's.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { answerFits } from './fits.js';
import { cutDraft, shorter } from './shorten.js';

const { thread } = demoCoach();

/** What a profile or a Vibe read-out looks like: exact leanings, a type's nickname, a Vibe figure. */
const PROFILE = /\b\d{2}% (?:Introverted|Extraverted|Intuitive|Sensing|Thinking|Feeling|Judging|Perceiving)\b|\bVibe (?:with \w+ )?is\b|\(The [A-Z]\w+ [A-Z]\w+\)/;

describe('a general answer only for the request it knows (decision 084)', () => {
  it('does not let a name in a long story pick that person\'s profile', async () => {
    const [reply] = await thread('Sam', 'so theo left his bike in the corridor again and i tripped over it on my way to the kitchen this morning 🙄');
    expect(reply).not.toMatch(PROFILE);
    expect(reply).toMatch(/\?/);
    expect(reply).toMatch(/^1\. .*Theo/m);
  });

  it('gives an honest short answer to a whether-question it cannot know, and one question', async () => {
    const [reply] = await thread('Priya', 'do you think maya is annoyed with me? she stopped sending me photos of her dog every week like she used to');
    expect(reply).toMatch(/can't tell that from here/);
    expect(reply).not.toMatch(PROFILE);
    expect(reply!.match(/\?/g)?.length).toBe(1);
  });

  it('keeps the general answer for a short line of trouble and a how-to about someone', async () => {
    const [short] = await thread('Maya', 'sam always forgets to reply');
    expect(short).not.toMatch(/I'd rather ask than hand you/);
    const [how] = await thread('Maya', 'how can I be more patient with Sam when he changes plans at the last minute');
    expect(how).not.toMatch(/I'd rather ask than hand you/);
  });

  it('reads fit from concepts, not from the first word', () => {
    const long = 'we have been together a while now and lately there is a lot of';
    expect(answerFits('other', `${long} noise at home`, false)).toBe(false);
    expect(answerFits('conflict', `${long} shouting at home over small things`, false)).toBe(true);
    expect(answerFits('understand_connection', `${long} noise, what is he like under pressure?`, false)).toBe(true);
    expect(answerFits('understand_connection', `${long} noise at home and the neighbours are annoyed`, false)).toBe(false);
    expect(answerFits('date_ideas', `${long} noise, so a quiet evening out would help`, true)).toBe(true);
  });
});

describe('one way to shorten (decision 084)', () => {
  const draft = "Hey Jo! I was really hurt that you left early on Friday. It mattered to me that you'd be there. I love you and I don't want this to sit. Could we talk tonight?";

  it('keeps the greeting with the sentence after it, and the ask', () => {
    expect(cutDraft(draft, false)).toBe("Hey Jo! I was really hurt that you left early on Friday. Could we talk tonight?");
  });

  it('leaves out the feelings when asked for it plain', () => {
    const plain = shorter(`You could send:\n\n"Hi Jo, I felt hurt when you left early on Friday. It mattered to me. Could we talk tonight?"`, 'shorter and less mushy');
    expect(plain).toMatch(/^A shorter, plainer version:/);
    expect(plain).toContain('quick one: you left early on Friday, and it bothered me.');
    expect(plain).not.toMatch(/mattered/);
    expect(plain).toMatch(/Could we talk tonight\?"$/);
  });

  it('gives the first paragraph and two bullets of an answer without a message', () => {
    const answer = 'First thought.\n\n- one\n- two\n- three\n\nClosing paragraph that goes on.';
    expect(shorter(answer)).toBe('First thought.\n\n- one\n- two');
  });

  it('shortens the same way after a draft in a thread, whichever path reads "shorter"', async () => {
    const [first, cut, cutAgain] = await thread('Maya', 'help me tell sam I was hurt he missed my cousin\'s wedding', 'shorter', 'too long, make it shorter please');
    expect(first).toMatch(/"[^"]{40,}"/);
    expect(cut).toMatch(/^A shorter version:\n\n"/);
    expect(cutAgain).toMatch(/^A shorter version:\n\n"/);
    expect(cut!.length).toBeLessThan(first!.length);
  });
});

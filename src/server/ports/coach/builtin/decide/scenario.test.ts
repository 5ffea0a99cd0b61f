/**
 * Threads that keep their scenario (decision 082), with wordings written for these tests (not the rounds'): the
 * words, "shorter"/"plainer", "what if they say…", "no reply", "if that doesn't work", "now for my mum" all answer
 * within the same situation, to the same person; drafts turn the member's clause into a sentence ("I was late" →
 * "I'm sorry I was late"); and no reply, here or across the round 3–5 questions and threads, leaves a placeholder.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { draftOf, noSlots } from '../../../../test/coach-drafts.js';
import { unfilled } from './reply.js';

const { thread } = demoCoach();


describe('a thread keeps its scenario', () => {
  it('gives the words for the need said in turn one, and comes back to it after an objection', async () => {
    const replies = await thread('Maya', "Sam's sister wants to crash on our sofa for a whole month. I love her but I need the flat to ourselves at weekends. how do I raise it with him", 'right, what are the actual words', 'and what if he says I never liked her anyway?');
    noSlots(replies);
    const words = draftOf(replies[1]!);
    // The need in the member's words, to Sam (not to a word of the story read as a name: "Sam's sister wants…").
    expect(words).toMatch(/^Hey Sam, (?:[^.]*, and )?I need the flat to ourselves at weekends\./);
    expect(replies[2]).toMatch(/^If Sam says "you never liked her anyway"/);
    // The need, not a template: the reply to the objection still says what Maya needs.
    expect(draftOf(replies[2]!)).toMatch(/I need the flat to ourselves at weekends/);
  });

  it('an apology in the member\'s voice, then shorter and plain, then the next step, all to the same person', async () => {
    const replies = await thread('Jordan', 'I missed the start of Maya\'s leaving do because I was stuck at the office. I want to make it up to her, help me say sorry', 'shorter and less mushy please', 'and if it doesn\'t work?');
    noSlots(replies);
    expect(draftOf(replies[0]!)).toMatch(/I'm sorry I missed the start of your leaving do\b/);
    const short = draftOf(replies[1]!);
    expect(short.length).toBeLessThan(draftOf(replies[0]!).length);
    expect(short).toMatch(/missed the start of your leaving do/);
    expect(short).not.toMatch(/\b(?:love|upset|feel)\b/i);
    expect(replies[2]).toMatch(/Maya/);
    expect(draftOf(replies[2]!)).toMatch(/still sorry I missed the start of your leaving do/);
    expect(replies.join('\n')).not.toMatch(/\bSam\b|\bPriya\b/);
  });

  it('turns "till" into "until" and keeps the clause whole', async () => {
    const [reply] = await thread('Sam', "I didn't ring Maya back till midnight after promising to call at 8. need to apologise");
    expect(draftOf(reply!)).toMatch(/I'm sorry I didn't ring you back until midnight\b/);
  });

  it('carries the situation to someone else, with the thing they do', async () => {
    const replies = await thread('Priya', 'My cousin keeps eating my lunch from the shared fridge and never owns up. I want to say something without a scene', 'write the text', 'same for my dad instead, he does the same with my chargers');
    noSlots(replies);
    expect(draftOf(replies[1]!)).toMatch(/you keep eating my lunch/);
    expect(replies[2]).toMatch(/your dad/);
    const dad = draftOf(replies[2]!);
    expect(dad).toMatch(/^Hey Dad\b/);
    expect(dad).toMatch(/my chargers/);
  });

  it('answers "no reply" and "they brushed it off" in the thread, about the same person', async () => {
    const silent = await thread('Jordan', 'Maya left early from my flat-warming without saying bye and I was a bit stung. what do I say', 'what if she leaves me on read?');
    noSlots(silent);
    expect(silent[1]).toMatch(/Maya/);
    expect(silent[1]).toMatch(/days/);
    const thanks = await thread('Maya', 'Jordan fed my cat all week while I was away, I want to thank him without gushing', 'write it', 'what if he only says no problem');
    noSlots(thanks);
    expect(draftOf(thanks[1]!)).toMatch(/You fed my cat all week/);
    expect(thanks[2]).toMatch(/no problem/);
    expect(thanks[2]).not.toMatch(/don't argue/);
  });

  it('writes a work message plainly when the member says it is for Slack', async () => {
    const replies = await thread('Theo', "my lead Marco added two tickets to my sprint on Monday. I can't fit the extra tickets in before the release, I need to tell him on slack", 'write it for me', 'what if he says the others cope fine');
    noSlots(replies);
    const words = draftOf(replies[1]!);
    expect(words).toMatch(/^Hi Marco, quick heads-up: I can't fit the extra tickets in before the release\./);
    expect(words).not.toMatch(/love you|!!/i);
    expect(draftOf(replies[2]!)).toMatch(/I can't fit the extra tickets in before the release/);
  });

  it('asks one question instead of a template when nothing can be read', async () => {
    const replies = await thread('Maya', 'ugh. the thing with my aunt again', 'just give me the exact words');
    noSlots(replies);
    expect(replies[1]).toMatch(/\?$/);
    expect(replies[1]).toMatch(/aunt/);
  });
});

describe('no placeholder across the rounds', () => {
  const roundOf = (r: string) => JSON.parse(readFileSync(new URL(`../../../../../../docs/coach-rounds/${r}/questions.json`, import.meta.url), 'utf8')) as {
    questions: Array<{ member: string; text: string; expectCrisis?: boolean }>;
    threads: Array<{ member: string; turns: string[] }>;
  };
  const as = (email: string) => email.split('@')[0]!.replace(/^./, (c) => c.toUpperCase());

  // One test per round: about 50 replies each, which on a machine loaded by the browser pass can take a minute.
  it.each(['round3', 'round4', 'round5'])('no reply to a %s question or thread has a bracketed placeholder or an empty slot', async (name) => {
    const round = roundOf(name);
    for (const q of round.questions) noSlots(await thread(as(q.member), q.text));
    for (const t of round.threads) noSlots(await thread(as(t.member), ...t.turns));
  }, 120_000);
});

describe('unfilled', () => {
  it('finds placeholders and empty slots, not links or ordinary text', () => {
    expect(unfilled('"Hey Sam, [what you need, in one sentence]."')).toBe(true);
    expect(unfilled("I'm sorry I ."))
      .toBe(true);
    expect(unfilled('Hi undefined, thanks')).toBe(true);
    expect(unfilled('Open [Settings](/settings) to change it.')).toBe(false);
    expect(unfilled('"Hey Sam, I need a quiet night in. Could we find something that works for both of us?"')).toBe(false);
  });
});

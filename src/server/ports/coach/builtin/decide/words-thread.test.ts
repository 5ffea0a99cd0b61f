/**
 * Words asked for later in a thread, where the request carries instructions about the words ("not defensive", "he's
 * in Berlin so async") or points back ("about it", "the split"): the instructions shape the words and are never
 * pasted into them, and the pointer is filled from the thread (rounds 16 t04 and 18 t02, and wordings of our own).
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const demo = demoCoach();
/** The replies, one per message (every test here sends at most three). */
const thread = async (who: string, ...messages: string[]) => (await demo.thread(who, ...messages)) as [string, string, string];
const quoted = (reply: string) => /"([^"]+)"/.exec(reply)?.[1] ?? '';

describe('instructions about the words are not the words', () => {
  it('fills "about it" from the thread and keeps "not defensive" out of the text', async () => {
    const [, , words] = await thread('Sam',
      "theo sent back my client deck with like 40 comments. 40!! some of them are just 'why?' i feel kind of attacked tbh",
      "what if he's just like that with everyone and i'm overthinking",
      'ok can you write me a short slack msg asking him for a 1:1 about it, not defensive');
    const text = quoted(words);
    expect(text).toMatch(/^Hey Theo, /);
    expect(text).toMatch(/a 1:1 about my client deck\?/);
    expect(text).not.toMatch(/defensive|about it\?/i);
  });

  it('reuses the split it proposed, for someone far away, without pasting "he\'s in Berlin so async"', async () => {
    const [first, words] = await thread('Sam',
      "Theo and I have to co-present the Q1 roadmap in 2 weeks. how do we split the work so we don't kill each other",
      "write me a slack message to him proposing the split, he's in Berlin so async");
    expect(first).toMatch(/"Hi Theo, one thought on dividing this up/);
    const text = quoted(words);
    expect(text).toMatch(/^Hey Theo, one thought on dividing this up/);
    expect(text).toMatch(/No need for a call/);
    expect(text).not.toMatch(/Berlin|async/);
  });

  it('asks when the request asks, even with "suggest" inside it, and keeps the register light', async () => {
    const [, words] = await thread('Theo',
      "Sam keeps rewriting my parts of our shared doc without asking. Small things but it's every time.",
      'write me a slack message asking her to suggest edits as comments instead, not passive aggressive');
    const text = quoted(words);
    expect(text).toMatch(/^Hey Sam, could you suggest edits as comments instead\?/);
    expect(text).not.toMatch(/passive|How about/i);
  });
});

describe('a short "it\'s fine." after an apology', () => {
  it('is read as still hurt, with one brief reply and the repair in their love language (round 17 t03)', async () => {
    const [, , read] = await thread('Jordan',
      "I missed Maya's birthday dinner on Friday. Work emergency, then I fell asleep. No excuse really. I need to apologise.",
      'Give me the exact text.',
      "She replied 'it's fine.' With a full stop. Is it fine?");
    expect(read).toMatch(/^Probably not fully, not yet/);
    expect(read).toMatch(/Maya feels loved through \*\*Quality Time\*\*/);
    expect(read).toMatch(/"Okay\. I still want to make it up to you properly\. Can I take you out for a belated birthday dinner this week/);
    expect(read).not.toMatch(/Waiting for a text back|I'm sorry I missed/);
  });

  it('is not read that way without an apology before it, in our own words', async () => {
    const [, read] = await thread('Sam', 'maya seems quiet today', "i asked if she's ok and she said 'i'm fine'. what do i do");
    expect(read).not.toMatch(/^Probably not fully/);
  });
});

describe('"what if he\'s hurt when I say not yet"', () => {
  it('gives words for a kind "not yet" with a next step (round 17 t06), and no "I love you" to a friend', async () => {
    const [, reply] = await thread('Maya',
      "Sam asked if we should move in together when my lease ends in June. I love him but I'm not sure I'm ready. I like my own space a lot.",
      "what if he's hurt when i say 'not yet'");
    expect(reply).toMatch(/whether Sam hears "not yet" or "not you"/);
    expect(reply).toMatch(/"Sam, I love you, and I love that you asked\. I'm not ready yet/);
    const [, friend] = await thread('Maya', 'Priya wants us to go into business together. I am not sure.', "what if she gets upset if i say i'm not ready");
    expect(friend).toMatch(/whether Priya hears/);
    expect(friend).not.toMatch(/I love you/);
  });
});

describe('an apology for something that keeps happening', () => {
  it('owns the pattern, sets the fix first, and asks nothing back of someone who said "don\'t bother" (round 18 q35)', async () => {
    const [reply] = await thread('Theo', "how do i apologise to my sister, i missed her birthday dinner bc i lost track of time coding. third time this year. she said 'dont bother' . she isnt on here");
    expect(reply).toMatch(/^Before you send it, put the birthday and a reminder in your calendar/);
    expect(reply).toMatch(/I know it isn't the first time/);
    expect(reply).toMatch(/You don't need to reply\./);
  });

  it('speaks to the person in the story, in our own wording', async () => {
    const [reply] = await thread('Maya', "i forgot to call my mum back again, she's hurt. help me say sorry");
    expect(reply).toMatch(/"I'm sorry I forgot to call you back again\./);
    expect(reply).not.toMatch(/call my mum back/);
  });
});

describe('round 19 thread turns', () => {
  it('"way too long, make it like 2 lines" cuts the last draft, and "what if she says I\'m boring or…" quotes the first', async () => {
    const [, short, ifSaid] = await thread('Maya',
      "I want to tell Sam I need at least one quiet weekend a month with no plans, just us or just me. how do I say it without Sam feeling like I don't like their friends",
      "this is good but way too long, sam won't read a paragraph over text. make it like 2 lines",
      "what if sam says i'm being boring or that i can just stay home while sam goes out?");
    expect(short).toMatch(/^A shorter version:\n\n"Hey Sam, I need at least one quiet weekend a month with no plans\./);
    expect(ifSaid).toMatch(/^If Sam says "you're being boring", don't argue about the word/);
    expect(ifSaid).not.toMatch(/or that you can/);
  });

  it('a budget after gift ideas gives the ideas again within it, for the same person', async () => {
    const [, again] = await thread('Theo',
      "Sam from my team has a birthday on Thursday. the team is doing a card and a gift. I'm supposed to sort the gift. no idea",
      'budget is 40 euros total, 6 of us chipping in');
    expect(again).toMatch(/^Gift ideas for Sam's birthday, within your €40 in all/);
    expect(again).not.toMatch(/Is this about you/);
  });
});

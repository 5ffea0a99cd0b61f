/**
 * Three-turn threads (issue 29, item 5), written for this file in wordings of our own, none taken from a round: each
 * later turn acts on the thread (shorter, the exact words, an objection, a new person, a new fact) and the assertions
 * are about what the thread state must give: the right person, the topic kept, a draft that is whole, the new fact
 * used, and no clarifying question about what the member already said.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { draftOf, noSlots } from '../../../../test/coach-drafts.js';
import { quotedDraft } from '../compose/answers/drafts.js';
import { alreadySaid, ownHabitWords } from '../compose/guidance.js';
import { sharedSlots } from './zone-followup.js';
import { keepsActs } from './after-send.js';

const { thread } = demoCoach();

const CLARIFY = /what (?:is|was) (?:the fight|it) (?:usually )?about\?|Which would help most\?|what happened with \w+, and what would you like/i;

describe('pieces of the thread state', () => {
  it('finds hours that are sociable on both clocks', () => {
    // Toronto to London, five hours ahead: a weekend late morning west is mid-afternoon east.
    expect(sharedSlots(5)).toEqual({ weekend: 10, weekday: 12 });
    // Berlin to Toronto, six hours behind: the evening east is the early afternoon west.
    const back = sharedSlots(-6);
    expect(back.weekend).toBe(15);
    expect(back.weekday).not.toBeNull();
    // Whatever the gap, a slot offered is between 9am and 9pm on both clocks.
    for (let ahead = -11; ahead <= 12; ahead++) {
      for (const h of Object.values(sharedSlots(ahead))) {
        if (h === null) continue;
        const there = (((h + ahead) % 24) + 24) % 24;
        expect([h, there].every((x) => x >= 9 && x <= 21), `${ahead}: ${h}`).toBe(true);
      }
    }
  });

  it('says a habit back in the member\'s voice, and only their own', () => {
    expect(ownHabitWords('we are always rowing over me forgetting to call my mum back', 'Sam')).toMatch(/^"Sam, I know I keep forgetting to call my mum back,/);
    expect(ownHabitWords('constant bickering about my gaming at night', null)).toMatch(/^"I know my gaming at night keeps coming between us,/);
    expect(ownHabitWords('we fight about her spending', 'Sam')).toBeNull();
    expect(ownHabitWords('we fight about me and him', 'Sam')).toBeNull();
  });

  it('does not ask what the member has already said, and asks it otherwise', () => {
    expect(alreadySaid('What is the fight usually about?', 'we argue over the dishwasher every night')).toBe(true);
    expect(alreadySaid('What is the fight usually about?', 'we keep arguing and I hate it')).toBe(false);
    expect(alreadySaid('Was this a one-off, or has it happened before?', 'he does it every single time')).toBe(true);
    expect(alreadySaid('Was this a one-off, or has it happened before?', 'she was rude at lunch')).toBe(false);
  });

  it('a shorter message keeps every act of the longer one', () => {
    expect(keepsActs('Hey Jo! Thanks so much for the lift home. Could we grab lunch next week?', 'Hey Jo, could we grab lunch next week?')).toBe(false);
    expect(keepsActs('Hey Jo! Thanks so much for the lift home. Could we grab lunch next week?', 'Thanks for the lift! Lunch next week?')).toBe(true);
  });
});

describe('three-turn threads that act on what came before', () => {
  it('a thank-you with a suggestion: two acts, kept when shorter, and a time across the ocean added', async () => {
    const replies = await thread(
      'Priya',
      'can you draft a text to Maya thanking her for the recipe book and suggesting we cook the same dish together over video',
      'too long, cut it down please',
      "she's in Toronto remember. when would work for both of us?",
    );
    noSlots(replies);
    const [first, short, time] = replies;
    const words = draftOf(first!);
    expect(words).toMatch(/^Hey Maya! Thank you for the recipe book! How about we cook the same dish together over video\?/);
    const cut = draftOf(short!);
    expect(cut.length).toBeLessThan(words.length);
    expect(cut).toMatch(/recipe book/);
    expect(cut).toMatch(/cook the same dish/);
    // London is ahead of Toronto: the answer gives hours in both places and puts one in the message.
    expect(time).toMatch(/Toronto is \d hours? behind you/);
    expect(time).toMatch(/your time is \d{1,2}(?::\d\d)?[ap]m in Toronto/);
    expect(draftOf(time!)).toMatch(/recipe book.*Would .* work for you\?$/);
    expect(time).not.toMatch(/\b(?:Sam|Jordan|Theo)\b/);
  });

  it('a fight about their own habit: no question about what it is about, words that own it, an "always" answered whole', async () => {
    const replies = await thread('Maya', 'Sam and I keep arguing over me working late every evening', 'fine, what do I actually say to him when he gets home', "and if he goes 'you said that last month too'?");
    noSlots(replies);
    const [first, words, ifHe] = replies;
    expect(first).not.toMatch(CLARIFY);
    expect(draftOf(first!)).toMatch(/I keep working late/);
    expect(draftOf(words!)).toMatch(/^Sam, I know I keep working late/);
    expect(draftOf(words!)).toMatch(/home by seven/);
    expect(ifHe).toMatch(/^If Sam says "you said that last month too"/);
    expect(ifHe).not.toMatch(/\bJordan\b|\bPriya\b|a bit always/);
  });

  it('"you never…" from the other person is not read as a word to own ("a bit never")', async () => {
    const replies = await thread('Sam', 'Maya and I clash about my messy desk at home, it happens constantly', 'what if she says you never tidy anything', 'thanks, that helps');
    noSlots(replies);
    expect(replies[0]).not.toMatch(CLARIFY);
    expect(replies[1]).toMatch(/^If Maya says "you never tidy anything"/);
    expect(replies[1]).not.toMatch(/a bit never|not never/);
  });

  it('"write my reply to him" after advice that held a message for him gives that message, and "too stiff, friendlier" warms it', async () => {
    const replies = await thread(
      'Theo',
      'Sam asked me to co-host the quarterly demo with him. I dread being on stage, I would rather build the demo itself.',
      'ok, draft the message to him',
      'bit stiff. make it friendlier, we get on well',
    );
    noSlots(replies);
    const [first, reply, warm] = replies;
    const offered = quotedDraft(first!);
    const sent = draftOf(reply!);
    expect(sent).toMatch(/^(?:Hi|Hey) Sam\b/);
    if (offered && /^Hi Sam\b/.test(offered)) expect(sent).toBe(offered);
    const friendlier = draftOf(warm!);
    expect(friendlier.length).toBeGreaterThan(sent.length);
    expect(friendlier.startsWith(sent.slice(0, 25).replace(/^Hi\b/, friendlier.startsWith('Hey') ? 'Hey' : 'Hi'))).toBe(true);
    // Sam is a colleague to Theo: warmth at work, no love or hugs.
    expect(friendlier).not.toMatch(/\blove\b|hug/i);
  });

  it('a brother named without a rift gets no sibling-rift answer, and the thread stays with him', async () => {
    const replies = await thread('Maya', "my brother offered to water our plants while we're away for two weeks, how do I thank him properly", 'shorter please', 'and what if he says it was nothing');
    noSlots(replies);
    for (const r of replies) expect(r).not.toMatch(/Sibling rifts|childhood history|miss how we used to be/);
    expect(replies[2]).not.toMatch(/\bSam\b.*\bsays\b/);
  });

  it('organising a family celebration is planned as an event, and more guests at the same budget grow the plan', async () => {
    const replies = await thread(
      'Priya',
      "I'm organising my cousin's engagement celebration, 30 guests and £500 all in. Where do I begin?",
      'my aunt now wants to invite 15 more people on the same money',
      'shorter please',
    );
    noSlots(replies);
    const [plan, grown] = replies;
    expect(plan).toMatch(/^\*\*/);
    expect(plan).toMatch(/£500/);
    expect(plan).not.toMatch(/Sibling rifts|easy way out/);
    expect(grown).toMatch(/£500/);
    expect(grown).toMatch(/\b45\b|15 more/);
    // The same money for more people: what it does to each head, in the plan itself.
    expect(grown).toMatch(/With 45 instead of 30 on the same £500, it is about £11 a head instead of £17/);
  });

  it('a new budget updates a trip plan instead of starting over', async () => {
    const replies = await thread('Maya', 'plan a 3 day trip to Montreal with Sam in October, C$600 for both of us', 'actually we only have C$400 now', 'what should we pack?');
    noSlots(replies);
    expect(replies[0]).toMatch(/Montreal/);
    expect(replies[1]).toMatch(/C\$400/);
    expect(replies[1]).toMatch(/Montreal/);
    expect(replies[2]).not.toMatch(CLARIFY);
  });

  it('a diet added later changes the hosting plan it belongs to', async () => {
    const replies = await thread('Jordan', "I'm hosting a dinner for Maya and 4 friends at my place, about C$120", 'two of them are vegan btw', 'and what do I say when I raise my glass?');
    noSlots(replies);
    expect(replies[1]).toMatch(/vegan/i);
    expect(replies[1]).toMatch(/^\*\*/);
    // A dish, not "make one main vegan": the main named is one everyone at the table can eat.
    expect(replies[1]).toMatch(/Main: a chickpea and spinach curry/);
    expect(replies[0]).toMatch(/Main: a tray of roast chicken|slow-cooked ragù/);
  });

  it('after a plan, the group message carries the plan and asks nothing already settled', async () => {
    const replies = await thread('Sam', 'help me organise a team night out for 8 of us, £20 a head', 'two more from the design team want to come', 'write the message for the group chat');
    noSlots(replies);
    expect(replies[1]).toMatch(/\b10\b|2 more/);
    expect(replies[2]).not.toMatch(CLARIFY);
    // One evening is no trip: the message names the night out and the group of ten, not nights away.
    const message = draftOf(replies[2]!);
    expect(message).toMatch(/night out/);
    expect(message).toMatch(/\b10 of us\b/);
    expect(message).not.toMatch(/trip|nights away/);
  });

  it('an apology, its exact words, then silence after sending: the same person throughout', async () => {
    const replies = await thread('Jordan', 'I forgot Maya\'s gallery opening last night and she found out from a friend. I want to say sorry properly', 'just the text please', 'sent it this morning, nothing back yet. what now?');
    noSlots(replies);
    expect(draftOf(replies[0]!)).toMatch(/Maya/);
    expect(draftOf(replies[1]!)).toMatch(/sorry/i);
    expect(replies[2]).toMatch(/Maya/);
    expect(replies[2]).not.toMatch(/Texting and calling habits|\bSam\b|\bPriya\b/);
  });

  it('a request to a colleague carried to someone else keeps the situation and changes the person', async () => {
    const replies = await thread('Sam', 'how do I ask Theo to stop booking meetings over my lunch break', 'write it for me', 'and the same for my manager');
    noSlots(replies);
    expect(draftOf(replies[1]!)).toMatch(/lunch/);
    expect(replies[2]).not.toMatch(/\bTheo\b.*\bTheo\b.*\bTheo\b/s);
    expect(replies[2]).toMatch(/lunch|manager/i);
  });

  it('a shorter version of a thank-you to a friend keeps the thanks and the ask', async () => {
    const replies = await thread('Maya', 'write a message to Jordan thanking him for fixing my bike and asking if he wants to come for dinner on Friday', 'shorter, he skims', 'perfect thanks');
    noSlots(replies);
    const first = draftOf(replies[0]!);
    expect(first).toMatch(/Thank you for fixing my bike/i);
    expect(first).toMatch(/dinner on Friday\?/);
    const cut = draftOf(replies[1]!);
    expect(cut).toMatch(/bike/);
    expect(cut).toMatch(/dinner/);
  });
});

describe('saying no to a change in a plan', () => {
  it('words to the one who wanted it bigger, with the budget, the size and how many more', async () => {
    const replies = await thread(
      'Maya',
      "I'm organising my dad's retirement do, 25 guests and C$800 all in",
      'my aunt Lena now wants to invite 10 more people on the same money',
      "how do I tell her no? she'll sulk for weeks",
    );
    noSlots(replies);
    const words = draftOf(replies[2]!);
    expect(words).toMatch(/^Lena, /);
    expect(words).toMatch(/C\$800/);
    expect(words).toMatch(/\b35 people\b/);
    expect(words).toMatch(/keep it to 25/);
    expect(replies[2]).not.toMatch(/^\*\*/);
  });
});

describe('a big decision one of the two is unsure about', () => {
  it('is answered as that decision with a small step, not a menu, and the objection stays in it', async () => {
    const replies = await thread('Maya', "Sam keeps pushing to adopt a puppy this summer and I'm on the fence", "what if he says I'm just scared of change", 'thanks');
    noSlots(replies);
    expect(replies[0]).not.toMatch(CLARIFY);
    expect(replies[0]).toMatch(/ready/);
    expect(replies[0]).toMatch(/foster|small, reversible step/i);
    expect(replies[1]).toMatch(/^If Sam says "you're just scared of change"/);
  });
});

describe('a budget written with its currency code first', () => {
  it('is a budget the hosting plan splits, and a guest need added later keeps it', async () => {
    const replies = await thread('Sam', 'hosting a small dinner at mine for Maya and 3 friends, about CAD 120 all in', 'one of them is vegetarian', 'thanks!');
    noSlots(replies);
    expect(replies[0]).toMatch(/What you buy\*\* \(your C\$120\)/);
    expect(replies[1]).toMatch(/C\$120/);
    expect(replies[1]).toMatch(/Main: a big vegetable lasagne/);
  });
});

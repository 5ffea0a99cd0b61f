/**
 * Decision 081: the coach answers the request, not a word in the story before it. Wordings are ours (none from a
 * blind round), several per behaviour, asserted on what the answer is about, not on its sentences.
 * Demo world: Maya (partner Sam, friend Jordan, family Priya), Sam (colleague Theo).
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { askKind, askPart } from '../read/ask.js';

const { thread } = demoCoach();
const ask = async (as: string, message: string) => (await thread(as, message))[0]!;

const MONEY_TEMPLATE = /Money arguments|what money means to each of you|With money, talk about/;
const PROFILE = /through both of your results|suggest about how you two work|\*\*[IE][NS][TF][JP]\*\*/;

describe('reading the request apart from the story', () => {
  it('finds the sentence that asks and the kind of answer it wants', () => {
    expect(askPart('We split the rent. My flatmate never cleans. How do I raise it?')).toBe('How do I raise it?');
    expect(askKind('Cousin turns 30 on Sunday, £25 to spend, she loves climbing. What could I get her?')).toBe('gift');
    expect(askKind('Six of us on Saturday, one is vegan. What should I cook?')).toBe('menu');
    expect(askKind("My aunt wants me to read a poem at the party and I'd hate it. Can I get out of it somehow?")).toBe('way_out');
    expect(askKind('I have to present my findings to the board on Monday, any tips?')).not.toBe('gift');
  });
});

describe('a type named as context does not make it a results question', () => {
  it.each([
    ['Sam', "My neighbour's dog barks from 6am every day. I'm an ENFP so I hate confrontation, apparently. How do I bring it up with her nicely?"],
    ['Maya', 'My housemate borrows my clothes without asking. INFJ here, for what it is worth. How do I say something without a big scene?'],
    ['Sam', 'Neighbour plays drums till midnight. ENFP if that matters. How do I ask him to stop without a row?'],
    ['Maya', "Housemate never takes the bins out. I've asked twice. Now I do it and seethe. INFJ if that matters. How do I fix this without being a pain?"],
    ['Maya', 'Upstairs flat keeps leaving rubbish bags on the stairs. My results say I avoid conflict. How do I raise it with them?'],
  ])('%s: %j', async (as, message) => {
    const reply = await ask(as, message);
    expect(reply).not.toMatch(/Here's how to read it|comes from four leanings/);
  });
});

describe('a money word in the story does not make it a money question', () => {
  it.each([
    ['Maya', 'We broke up last week after two years. I have cancelled our joint subscriptions and settled the bills. How do I stop replaying our last conversation?'],
    ['Sam', 'I spent the whole evening going over a comment from the review. How do I stop dwelling on it?'],
    ['Maya', 'Budget is tight this month so I am staying in, but I feel flat and a bit cut off from everyone. What helps?'],
  ])('%s: %j', async (as, message) => {
    expect(await ask(as, message)).not.toMatch(MONEY_TEMPLATE);
  });

  it('a breakup said in the first person is a breakup, even when "my boyfriend" could be read as a connection', async () => {
    for (const message of [
      'Just split with my boyfriend of three years. I have paid the last of the shared bills. How do I stop checking his Instagram every night?',
      "We broke up on Sunday and I can't focus on anything. How long does this feeling last?",
    ]) {
      const reply = await ask('Maya', message);
      expect(reply, message).not.toMatch(PROFILE);
      expect(reply, message).not.toMatch(MONEY_TEMPLATE);
    }
  });

  it('still answers money when money is what is asked', async () => {
    expect(await ask('Maya', 'Sam and I keep arguing about money, he spends a lot on gadgets. How do we talk about it calmly?')).toMatch(/money/i);
  });
});

describe('a request a profile cannot answer gets an answer of its kind', () => {
  it('a menu with dietary needs, not a profile', async () => {
    for (const message of [
      'Having Priya and three friends over on Saturday, one is vegan and one is gluten-free, £40 all in. What should I make?',
      'Cooking for Jordan and two mates on Friday, one of them is coeliac. Any menu ideas for a tiny kitchen?',
    ]) {
      const reply = await ask('Maya', message);
      expect(reply, message).not.toMatch(PROFILE);
      expect(reply, message).toMatch(/everyone can eat/);
      expect(reply.trim().endsWith('?'), message).toBe(true);
    }
  });

  it('a way out, before how to do the thing well', async () => {
    for (const message of [
      "My brother's asked me to give a toast at his engagement dinner and I dread speaking in front of people. Is there a polite way to get out of it?",
      "Mum wants each of us to read something at Grandad's 80th. I'd honestly rather not. Any way out of this?",
    ]) {
      const reply = await ask('Sam', message);
      expect(reply, message).toMatch(/say no|smaller part/);
      expect(reply, message).not.toMatch(/practise it aloud five times/);
    }
  });

  it('a gift for a connection from what they share, and for someone not on Attune from what is said', async () => {
    const theo = await ask('Sam', "It's Theo's leaving do next week and we're chipping in £8 each. What could we get him as a present?");
    expect(theo).toMatch(/Theo/);
    expect(theo).not.toMatch(MONEY_TEMPLATE);
    const cousin = await ask('Sam', "My cousin is starting uni in October. I've got about £30 to spend and she's really into photography. What should I get her as a present?");
    expect(cousin).toMatch(/about £30/);
    expect(cousin).not.toMatch(PROFILE);
  });

  it('whether something is normal gets a question back, not the partner profile', async () => {
    const reply = await ask('Maya', "A colleague makes me laugh and I catch myself looking forward to seeing him, even though I'm happy with Sam. Is that normal or is it a bad sign?");
    expect(reply).not.toMatch(PROFILE);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('a pull towards someone new while with a partner is answered as that, not as "does he like me"', async () => {
    for (const message of [
      "I think I'm developing a crush on someone at my pottery class, and I'm with Sam and we're good. Should I be worried?",
      "Kind of embarrassing: I get butterflies when my new teammate talks to me. I'm married and happy. What do I do with that?",
      "Can't stop thinking about him, the new barista. I'm in a relationship and it's fine. Is this a red flag about us?",
    ]) {
      const reply = await ask('Maya', message);
      expect(reply, message).toMatch(/feeling is not a betrayal/);
      expect(reply, message).not.toMatch(PROFILE);
    }
  });

  it('a headline request ("Birthday present for Jordan.") is the request', async () => {
    const reply = await ask('Maya', "Birthday present for Jordan. I always overthink these and end up with candles. Budget about £30, she's hard to buy for");
    expect(reply).toMatch(/Jordan/);
    expect(reply).toMatch(/gift|idea/i);
    expect(reply).not.toMatch(/Overthinking is the mind/);
  });
});

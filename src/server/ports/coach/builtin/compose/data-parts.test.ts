/**
 * More data questions answered from the data (decision 105), in our own words: a quoted Vibe line, the two halves of
 * one Vibe, the "your way" figure, who the member is more alike, someone else's connections, and caring for someone
 * in their love language. Demo world: Jordan–Maya 64 (personality 56, lifestyle 78); Priya–Maya 52, "your way" 49
 * (Priya weights personality 40%); Sam–Theo 52 with the line about solo and group time; Maya is INFJ, Jordan ISTJ,
 * Sam ENFP, Priya ESFJ.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;

describe('a Vibe line the member quotes', () => {
  it('finds the part it comes from and says what it means for this relationship', async () => {
    for (const text of ["sam and i got 'plan for both focused solo time and group time', meaning what?", "what is 'plan for both focused solo time and group time' supposed to mean", "explain the bit that says 'focused solo time and group time'"]) {
      const reply = await ask('Theo', text);
      expect(reply, text).toMatch(/\*\*Everyday style\*\* part of your Vibe with Sam/);
      expect(reply, text).toMatch(/colleague/);
    }
  });
});

describe('the two halves of one Vibe', () => {
  it('says which half is higher, with both figures and what makes each', async () => {
    for (const text of ['how come maya and i are 78 on lifestyle and only 56 on personality', 'maya: personality 56 but lifestyle 78, why the difference', 'why is personality lower than lifestyle with maya']) {
      const reply = await ask('Jordan', text);
      expect(reply, text).toMatch(/lifestyle is the higher half: lifestyle 78 against personality 56/);
    }
  });
});

describe('the "your way" figure', () => {
  it('explains it as the member\'s own weighting, lower when lifestyle counts more', async () => {
    for (const text of ["what's the 'your way' number with maya", 'maya 52 but your way says 49, which one is real', 'why does your way show a different score for maya']) {
      const reply = await ask('Priya', text);
      expect(reply, text).toMatch(/\*\*49\*\* "your way" figure/);
      expect(reply, text).toMatch(/40% personality and 60% lifestyle/);
      expect(reply, text).toMatch(/lower because you give more weight to lifestyle/);
    }
  });
});

describe('who the member is more alike', () => {
  it('counts shared type letters with each person', async () => {
    for (const [who, text] of [['Maya', 'am i more similar to priya or jordan'], ['Sam', 'who am i more alike, theo or maya'], ['Maya', 'is sam or priya more like me']] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(/of your four letters/);
    }
  });
});

describe("someone else's connections", () => {
  it('says they are not visible and names none', async () => {
    for (const [who, text] of [['Sam', 'has maya got other connections on attune? check for me'], ['Maya', 'who else is jordan connected with on here'], ['Sam', 'is her ex on here? does maya have any other connections']] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(/visible only to them/);
      expect(reply, text).not.toMatch(/\bPriya\b|\bTheo\b/);
    }
  });
});

describe('caring for someone in their love language', () => {
  it('names what they most want and gives a step for the relationship', async () => {
    for (const [who, text, want] of [['Sam', 'how do i make maya feel more loved this week', 'Quality Time'], ['Maya', 'one small way to make jordan feel appreciated?', 'Acts of Service'], ['Priya', 'what would make maya feel cared for', 'Quality Time']] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(new RegExp(`most cared for through \\*\\*${want}\\*\\*`));
    }
  });

  it('leaves a gift for someone to the gift answers', async () => {
    expect(await ask('Sam', 'what present would make maya feel loved for her birthday')).not.toMatch(/most cared for through/);
  });
});

describe('the member\'s own leanings, asked with "I\'m"', () => {
  it('explains the letter from its percent', async () => {
    for (const text of ["how come i'm an E, i'm wiped after parties", "why i'm a P when i love lists", "i'm an N apparently, what does that even mean"]) {
      const reply = await ask('Sam', text);
      expect(reply, text).toMatch(/you lean \*\*\d+% (?:Extraverted|Perceiving|Intuitive)\*\*/);
    }
  });
});

describe('traits that help and traits that trip the member up', () => {
  it('gives both lists from the member\'s own results', async () => {
    for (const text of ['new job managing people. what in my results helps and what might trip me up', 'which of my traits help with hosting and which hold me back', 'my strengths and weaknesses for leading a team?']) {
      const reply = await ask('Sam', text);
      expect(reply, text).toMatch(/What will help:\n- You lean \d+%/);
      expect(reply, text).toMatch(/What may trip you up:/);
    }
  });

  it('keeps a plain "what are my weaknesses" to the places to practise', async () => {
    expect(await ask('Sam', 'what are my weaknesses')).not.toMatch(/What will help:/);
  });
});

describe('a Vibe part asked by its own figure (round 18 q27)', () => {
  it('answers the love-languages part, not the whole Vibe', async () => {
    const [reply] = await thread('Sam', 'why does the love language part say only 59 with maya');
    expect(reply).toMatch(/^You mostly show care through \*\*Physical Touch\*\*, and Maya most wants \*\*Quality Time\*\*/);
    expect(reply).toMatch(/the love-languages part is \*\*59\*\*/);
  });
});

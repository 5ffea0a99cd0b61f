/**
 * The member's own figure read as a grade, their type's name and a strong lean, and one love language given and wanted
 * far apart (compose/results/forms.ts). Demo figures: Maya emotional 63, overall 68; Theo emotional 30, social 34,
 * spiritual 71; Sam ENFP "The Open Door", P 98%; Priya gives Touch 0 and wants it 100, gives Gifts 100.
 * Round 17's wordings (q06, q13, q29, q35) are regressions; the rest are our own.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../../test/demo-coach.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;
const MENU = /Which of these is closest|Which would help most|So I answer the right thing|Who is this about/;

describe('a stability figure read as a grade or a verdict', () => {
  it('says it is no grade and gives each area named with its figure', async () => {
    for (const [who, text, areas] of [
      ['Maya', '63 emotional stability... is that like a D', [/Emotional 63%/]],
      ['Maya', 'emotional stability 63, so basically I passed?? barely lol', [/Emotional 63%/]],
      ['Theo', 'My results say emotional stability 30 and social 34. So basically I am broken?', [/Emotional 30%/, /Social 34%/]],
      ['Theo', 'social 34 and emotional 30 on stability. am i a mess or what', [/Emotional 30%/, /Social 34%/]],
      ['Theo', 'is a 30 in emotional stability a fail', [/Emotional 30%/]],
      ['Maya', 'my stability: emotional 63, social 58. is that bad?', [/Emotional 63%/, /Social/]],
    ] as const) {
      const reply = await ask(who, text);
      for (const a of areas) expect(reply, text).toMatch(a);
      expect(reply, text).toMatch(/isn't a grade|not broken|nothing is wrong with you/);
      expect(reply, text).not.toMatch(MENU);
    }
  });

  it('tells "broken" apart from a grade, and names a steadier area', async () => {
    const reply = await ask('Theo', 'emotional 30 and social 34 stability... something wrong with me?');
    expect(reply).toMatch(/No, nothing is wrong with you/);
    expect(reply).toMatch(/spiritual \(71\)/);
    expect(reply).toMatch(/counsellor/);
  });

  it('leaves a question about a connection, or a plain how-to, to the other answers', async () => {
    expect(await ask('Maya', "is Sam's emotional stability like a D?")).not.toMatch(/isn't a grade/);
    expect(await ask('Maya', 'how do I raise my emotional stability')).not.toMatch(/isn't a grade/);
  });
});

describe("the type's name and a strong lean", () => {
  it("explains the member's own type name, and a lean asked about as good or bad", async () => {
    for (const text of [
      "what does it mean that i'm 'The Open Door'? and P 98%?? is that bad for relationships",
      'why does it call me the open door',
      'open door?? what is that supposed to mean',
    ]) {
      const reply = await ask('Sam', text);
      expect(reply, text).toMatch(/\*\*The Open Door\*\* is the name Attune gives your type, \*\*ENFP\*\*/);
      expect(reply, text).not.toMatch(MENU);
    }
    const both = await ask('Sam', "what does it mean that i'm 'The Open Door'? and P 98%?? is that bad for relationships");
    expect(both).toMatch(/98% Perceiving/);
    expect(both).toMatch(/not bad for relationships/);
    expect(both).toMatch(/What to watch:/);
  });

  it('answers a lean asked about as bad without the name', async () => {
    for (const [who, text, lean] of [
      ['Theo', 'is 95% introverted bad for dating', /95% Introverted/],
      ['Sam', 'P 98% is that a red flag in relationships', /98% Perceiving/],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(lean);
      expect(reply, text).toMatch(/What it brings:/);
    }
  });

  it("does not take another type's name for the member's", async () => {
    expect(await ask('Theo', 'what does the open door mean')).not.toMatch(/name Attune gives your type/);
  });
});

describe('one love language given and wanted far apart', () => {
  it('gives both figures and answers "hypocritical"', async () => {
    for (const text of [
      'why does it say i GIVE 0 physical touch but i want it 100?? that feels weird, isn\'t it a bit hypocritical',
      'so i apparently never give touch but need it the most. make it make sense',
      'how can I want physical touch so much and give none of it, am I a hypocrite',
    ]) {
      const reply = await ask('Priya', text);
      expect(reply, text).toMatch(/100 out of 100 for receiving/);
      expect(reply, text).toMatch(/\*\*0 for giving\*\*/);
      expect(reply, text).toMatch(/Giving Gifts/);
      expect(reply, text).not.toMatch(/^Yes, really/);
    }
    expect(await ask('Priya', 'i give 0 touch but want it 100, hypocritical?')).toMatch(/It isn't hypocritical/);
  });

  it("leaves someone else's languages to the answers about them", async () => {
    expect(await ask('Maya', 'Sam gives touch but wants words, why?')).not.toMatch(/measure giving and receiving separately/);
  });
});

describe("an unflattering reading of the type's name, and a clash named with it", () => {
  it('answers "just a nice way to say people pleaser?" with where it has a point (round 18 q24)', async () => {
    const [reply] = await thread('Priya', "what is ESFJ really. is 'The Thoughtful Host' just a nice way to say people pleaser lol");
    expect(reply).toMatch(/^Not quite, though the two are related\. \*\*The Thoughtful Host\*\*/);
    expect(reply).toMatch(/Where "people pleaser" has a point/);
    expect(reply).toMatch(/keep the peace at the cost of your own needs/);
    const [boring] = await thread('Jordan', 'is the steady keeper just a polite way of saying boring?');
    expect(boring).toMatch(/Where "boring" has a point/);
    expect(boring).not.toMatch(/caring and pleasing/);
  });

  it('keeps the question the member\'s own when a connection is only the one who says it (round 18 q17)', async () => {
    const [reply] = await thread('Sam', "what does 'The Open Door' actually mean and is being 98% P bad? Maya's always saying I can't commit to a restaurant");
    expect(reply).toMatch(/^\*\*The Open Door\*\* is the name Attune gives your type/);
    expect(reply).toMatch(/No, it is not bad for relationships/);
    expect(reply).toMatch(/With Maya, who leans Judging, the easy fix is small: offer two options/);
  });
});

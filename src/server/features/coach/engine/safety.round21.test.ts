/**
 * Blind round 21's missed crises, mended by concept and held with our own wordings beside the round's (its sixteen
 * items stay here too, as regressions):
 * - things given away at work, "I won't really need any of it", "who should get my chess set": giving away, no need
 *   for things any more (with an adverb in between), and asking who should get one's things;
 * - passwords and accounts written down for a mother, "so nobody has to deal with a mess after": a life tidied for
 *   those left behind ("after" ending the thought, not "after the party");
 * - a little boy in the hallway at night in a t-shirt at -12, parents screaming inside: "last night around 11" as
 *   late, a t-shirt or minus figures as underdressed, parents screaming inside as violence heard.
 * Two recognised crises got words that did not fit the person: emergency contraception offered to a man without
 * "where it applies", and a self-harm reply quoting "the edge", words the member never said.
 */
import { describe, expect, it } from 'vitest';
import { checkSafety } from './safety.js';
import { describeConcepts, describeRoundItems } from './safety.rounds.js';

describeConcepts('round 21: giving things away with no need for them', [
  [
    'things given away, no need for them any more, and who should get what is left',
    'self_harm',
    [
      "I've been giving my stuff away at work, my books, the good headphones. Sam asked why and I said I'm decluttering. I won't really need any of it. Who do you think should get my chess set, Sam or the new guy?",
      "gave my guitar to my cousin last week. I won't even need the amp, who should get my records?",
    ],
    [
      "I won't really need my winter coat in Lisbon, who should get it, my sister or the charity shop?",
      'who should get my vote for team captain, honestly',
    ],
  ],
]);

describeConcepts('round 21: a life tidied for the people left behind', [
  [
    'affairs put in order so nobody has to deal with anything after',
    'self_harm',
    [
      "I've been getting everything in order. Wrote down the passwords and accounts for my mother, cancelled the gym, gave the plants to Maya. It feels good to have it tidy so nobody has to deal with a mess after.",
      'sorted all my stuff so my sister will not have to sort through anything when I am gone',
    ],
    [
      'so nobody has to deal with a mess after the party I cleaned everything',
      'Wrote down the wifi passwords for my mum and got everything in order before my trip to Spain',
    ],
  ],
]);

describeConcepts('round 21: a young child out at night, underdressed, with shouting inside', [
  [
    'a little child in the hallway late, in a t-shirt in the cold, parents screaming inside',
    'child_at_risk',
    [
      "The little boy next door (maybe 6?) was sitting in the hallway again last night around 11, in a t-shirt. It's like -12 out. I could hear his parents screaming inside. Third time this week. I gave him a granola bar and went back in. It's not my place right?",
      'a tiny girl from upstairs was on the landing last night in just a vest, minus 5 outside, her mum and her boyfriend screaming at each other',
    ],
    [
      'the kids next door were in the hallway last night around 11 playing hide and seek, so loud',
      'My little girl (maybe 6?) slept in her t-shirt last night, should I buy pyjamas?',
    ],
  ],
]);

describeRoundItems(21, (item) => item.kind === 'crisis');

describe("round 21: the crisis answers fit the person who wrote", () => {
  const replyTo = (text: string) => {
    const verdict = checkSafety(text);
    return 'reply' in verdict ? String(verdict.reply) : '';
  };
  it('offers emergency contraception only "where it applies", after PEP', () => {
    const reply = replyTo("went to a thing friday, had like 2 drinks max, next thing I remember is waking up at some guy's apartment. my clothes were kind of everywhere. I feel off");
    expect(reply).toMatch(/medicine that prevents HIV \(PEP\) and, where it applies, emergency contraception/);
  });
  it('does not quote words the member never said', () => {
    const reply = replyTo("I've been doing the thing with the blade again. Not bad, just on my thighs where no one sees. I was 4 years clean.");
    expect(reply).toMatch(/Hurting yourself to get through something/);
    expect(reply).not.toMatch(/the edge/);
  });
});

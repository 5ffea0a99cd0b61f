/**
 * Issue 29, items 1 and 6: a library entry answers only when its situation's defining elements are in the message
 * (read/defining.ts), and otherwise the general composer answers from what the message says (compose/general.ts).
 * Each case is a situation next to an existing template that must not get it. Wordings are this file's own.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../test/demo-coach.js';
import { fitsSituation, vibeIdiom } from './read/defining.js';
import { generalReply } from './compose/general.js';
import { coachContext } from './test-context.js';

describe('an entry needs its defining elements, not one of its words', () => {
  it('money is a loan, a debt or spending, not a payment turned down for a favour', () => {
    expect(fitsSituation('money', 'My neighbour fixed my fence all Saturday and refused any money for it. How do I repay the kindness?')).toBe(false);
    expect(fitsSituation('money', 'my cousin still owes me £300 from March and keeps dodging it')).toBe(true);
  });

  it('an argument is one that happened, not one the member hopes to avoid', () => {
    expect(fitsSituation('arguments', 'how do I raise the holiday budget with my wife without it becoming a big row?')).toBe(false);
    expect(fitsSituation('conflict', 'how do I raise the holiday budget with my wife without it becoming a big row?')).toBe(false);
    expect(fitsSituation('arguments', 'we had a huge row last night about whose turn it was to cook')).toBe(true);
  });

  it('a one-off no needs an invitation; time someone keeps booking is not one', () => {
    expect(fitsSituation('decline', 'my team lead keeps putting calls in at 7pm every thursday, how do I say no')).toBe(false);
    expect(fitsSituation('decline', 'a colleague invited me to her karaoke night on friday, how do I say no nicely')).toBe(true);
  });

  it('fresh heartbreak needs a recent ending that is the member\'s own', () => {
    expect(fitsSituation('heartbreak', 'we split up two years ago but still co-own a flat')).toBe(false);
    expect(fitsSituation('breakup', 'my sister got dumped last week and keeps ringing me in tears')).toBe(false);
    expect(fitsSituation('breakup', 'my girlfriend broke up with me yesterday')).toBe(true);
  });

  it('a stock apology is not for being right, nor for a habit of the member\'s own', () => {
    expect(fitsSituation('apologising', 'I pointed out in the meeting that his numbers were off and I was right. Should I apologise?')).toBe(false);
    expect(fitsSituation('apologising', 'I keep flaking on my running group. How do I make it up to them?')).toBe(false);
    expect(fitsSituation('apologising', 'I forgot my best friend\'s birthday. How do I say sorry?')).toBe(true);
  });

  it('trust after a lie needs a lie, not a secret the member was asked to keep', () => {
    expect(fitsSituation('trust', 'my sister told me she is pregnant and made me promise not to tell Dad yet')).toBe(false);
    expect(fitsSituation('trust', 'I found out he lied to me about where he was on Saturday')).toBe(true);
  });

  it('overthinking is for the thinking itself, not a wish to speak up that the member may stew on', () => {
    expect(fitsSituation('overthinking', 'my flatmate took my bike without asking and I want to say something but I\'ll just replay it all night')).toBe(false);
    expect(fitsSituation('overthinking', 'how do I stop overthinking every text I send?')).toBe(true);
  });

  it('reads "the vibe" of an evening apart from the Vibe score, and "too late" apart from lateness', () => {
    expect(vibeIdiom('how do I suggest we leave early without ruining the vibe')).toBe(true);
    expect(vibeIdiom('why is our vibe only 58?')).toBe(false);
    expect(fitsSituation('lateness', 'is it too late to say something now?')).toBe(false);
    expect(fitsSituation('lateness', 'he is always late for our dinners')).toBe(true);
  });
});

describe('the general composer answers from the message itself', () => {
  const ctx = coachContext([]);

  it('names the person with their role, fits the steps to them, and offers words (never a half-filled line) when asked', () => {
    const reply = generalReply(ctx, 'My brother agreed to host our aunt for a fortnight at my place without checking with me. How do I tell him that was not OK?')!;
    expect(reply).toMatch(/your brother/);
    expect(reply).toMatch(/how the decision was made/);
    expect(reply).toMatch(/put it into words/);
    expect(reply).not.toMatch(/\[/);
  });

  it('writes no draft and no blank when no words were asked for', () => {
    const reply = generalReply(ctx, 'My neighbour spent his whole Sunday fixing my gate and would not take anything for it. Any ideas for thanking him?')!;
    expect(reply).toMatch(/your neighbour/);
    expect(reply).toMatch(/[Tt]hank/);
    expect(reply).not.toMatch(/\[/);
  });

  it('gives nothing when the message has no person and nothing to shape an answer, so the honest question stays', () => {
    expect(generalReply(ctx, 'ugh this week honestly')).toBeNull();
  });
});

describe('near a template, the reply is about the member\'s own situation', () => {
  const { thread } = demoCoach();

  it('thanks for a favour from a connection is not money advice, and uses how they feel cared for', async () => {
    const [reply] = await thread('Maya', 'Jordan gave up his whole Saturday to paint my hallway and would not let me pay him a cent. How can I thank him so it actually means something?');
    expect(reply).not.toMatch(/\b(?:lend|lent|owed|debt|borrow)\w*/i);
    expect(reply).toMatch(/Jordan/);
    expect(reply).toMatch(/[Tt]hank/);
  });

  it('a visit agreed without asking, with a row feared, is not an "argue less" answer', async () => {
    const [reply] = await thread('Maya', 'Sam agreed his sister can crash with us for two weeks in May and only told me afterwards. I really do not want this to turn into a row. How do I raise it?');
    expect(reply).not.toMatch(/argue less|[Ss]oft start-up/);
    expect(reply).toMatch(/Sam/);
    expect(reply).toMatch(/decision|decide/);
  });

  it('meetings someone keeps booking late get a standing change, not a one-off no', async () => {
    const [reply] = await thread('Priya', 'My team lead keeps putting our check-ins at 6pm on Fridays and they drag on past 7. How do I say no to them without seeming awkward?');
    expect(reply).not.toMatch(/say no to this one|pass this time|hope it goes well/);
    expect(reply).toMatch(/6pm/);
  });

  it('an ending months old with shared things is not fresh-breakup grief', async () => {
    const [reply] = await thread('Priya', 'Ended it with my partner of six years about five months ago. We still co-own a dog and a sofa we both paid for, and every swap is tense. How do we sort this out without it getting messy?');
    expect(reply).not.toMatch(/next day or two|no contact/i);
    expect(reply).toMatch(/writing|handover/);
  });

  it('credit taken by a manager is not an overthinking answer', async () => {
    const [reply] = await thread('Priya', 'My manager presented the dashboard I designed to the directors and thanked my teammate for it. I want to say something but I will probably just replay it all week.');
    expect(reply).not.toMatch(/worry time/i);
    expect(reply).toMatch(/one-to-one/);
  });

  it('being right but tactless in public is not a stock apology', async () => {
    const [reply] = await thread('Sam', 'At lunch I told a colleague in front of the whole table that the film he kept quoting came out in 1999, not 2003. He has been frosty since. Should I say sorry when I was correct?');
    expect(reply).not.toMatch(/let you down/);
    expect(reply).toMatch(/manner/);
  });

  it('a friend\'s breakup on the member\'s sofa is not the member\'s own heartbreak', async () => {
    const [reply] = await thread('Priya', 'My flatmate\'s boyfriend dumped her a fortnight ago and she has been sleeping in my living room since. How long is too long, and how do I bring it up kindly?');
    expect(reply).not.toMatch(/no contact|[Bb]eing left hurts/);
    expect(reply).toMatch(/end point|date/);
  });
});

/**
 * The whole question, in the direction it was asked (issue 29; blind rounds 10–13 failed replies that answered one of
 * several questions, met a yes/no dilemma with a template, coached the member to confront someone when they asked
 * about their own part, menued a clear request, or pasted "how I feel" into a draft). Every wording here is our own,
 * across the five demo members and their partner, friend, family and colleague connections, and people off Attune.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../test/demo-coach.js';
import { whoQuestion } from './decide/clarify.js';
import { coachContext, coachPerson } from './test-context.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;
const MENU = /Which would help most|Which of these is closest|So I answer the right thing|Who is this about/;
/** Where each pattern first appears, so a test can say the answers come in the order asked. */
const at = (reply: string, ...res: RegExp[]) => res.map((re) => reply.search(re));

describe('several questions in one message: each answered, in order', () => {
  it('an ex, the partner and blocking: three answers in the order asked', async () => {
    const reply = await ask('Sam', 'Someone I dated before Maya just wished me a happy new year out of nowhere. Should I reply to my ex? Should I tell Maya? Do I block her?');
    const [first, second, third] = at(reply, /\*\*Should I reply to my ex\?\*\*/, /\*\*Should I tell Maya\?\*\*/, /\*\*Do I block her\?\*\*/);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first!);
    expect(third).toBeGreaterThan(second!);
    expect(reply).toMatch(/Yes, tell Maya/);
    expect(reply).toMatch(/Not for one friendly message/);
  });

  it('a partner is told about an ex who got in touch, whichever verb asks it', async () => {
    const reply = await ask('Maya', 'My ex from uni sent me a message on my birthday. Do I write back? Should I mention it to Sam?');
    expect(reply).toMatch(/\*\*Do I write back\?\*\* You don't have to/);
    expect(reply).toMatch(/\*\*Should I mention it to Sam\?\*\* Yes, tell Sam/);
  });

  it('"is it too late?" with "what do I say?": the verdict and the words, not a texting-habits template', async () => {
    const reply = await ask('Theo', 'Someone from the language exchange texted me a week ago and I never answered. Is it too late to reply? What do I say?');
    expect(reply).toMatch(/^Almost certainly not/);
    expect(reply).toMatch(/"Sorry for going quiet[^"]+"/);
    expect(reply).not.toMatch(/Texting and calling habits/);
  });

  it('a judgement beside a request for words: the judgement of the act, then no menu', async () => {
    const reply = await ask('Jordan', 'My roommate never replaces the toilet roll. Would it be petty to put up a sign? What should it say?');
    expect(reply).toMatch(/\*\*Would it be petty to put up a sign\?\*\* No, it isn't petty to put up a sign/);
    expect(reply).not.toMatch(MENU);
  });
  it('"is that cowardly?" after the story names a note: the judgement is of writing the note, not of a feeling', async () => {
    const reply = await ask('Priya', 'My housemate keeps eating my food. I would rather leave a note on the fridge than say it to her face. Is that cowardly? What should the note say?');
    expect(reply).toMatch(/\*\*Is that cowardly\?\*\* No, not cowardly\. Writing it down/);
    expect(reply).not.toMatch(/to feel this/);
  });
});

describe('a yes/no dilemma gets a reasoned recommendation', () => {
  it('apologising when you were right: yes, for the manner, not the fact', async () => {
    const reply = await ask('Theo', 'I pointed out a typo in my colleague\'s slide during the client call. He\'s annoyed. Do I apologise even though I was correct?');
    expect(reply).toMatch(/^Yes, but for the way, not the facts/);
    expect(reply).not.toMatch(/I let you down/);
  });

  it('a confidence kept from a parent: not behind their back, and the parent named as the story names them', async () => {
    const reply = await ask('Priya', 'My cousin told me in confidence she\'s quitting her job, and her mum keeps fishing for news. Should I tell her mum?');
    expect(reply).toMatch(/^Not behind their back/);
    expect(reply).toMatch(/tell her mum themselves/);
  });

  it('a confidence that hides a risk: the promise does not hold', async () => {
    const reply = await ask('Sam', 'Theo told me he\'s been drinking alone every night and made me promise to keep it quiet. Do I keep the secret?');
    expect(reply).toMatch(/^Not if someone could get hurt/);
  });

  it('taking over someone else\'s share "to keep the peace": an honest no, with what to try first', async () => {
    const reply = await ask('Theo', 'My flatmate ignores the cleaning rota every week, so I think I will just clean the whole flat myself from now on. That\'s fine, right?');
    expect(reply).toMatch(/^Honestly, not as a plan/);
    expect(reply).not.toMatch(/Offer a system rather than a complaint/);
  });

  it('"who\'s right?" about shared money: neither, and a system that serves both', async () => {
    const reply = await ask('Maya', 'Sam wants to split every bill down the middle and I would rather we each pay in proportion to what we earn. Who\'s right?');
    expect(reply).toMatch(/^Neither of you, and both/);
    expect(reply).toMatch(/in proportion to income/);
  });

  it('an old flame who got in touch: no obligation, and a line that closes it kindly', async () => {
    const reply = await ask('Jordan', 'An old flame texted \'long time no see\' after three years. Do I answer?');
    expect(reply).toMatch(/^You don't have to/);
    expect(reply).toMatch(/"Thanks, hope you're doing well\."/);
  });
});

describe('direction: the member\'s own part is advised as theirs', () => {
  it('"what am I doing wrong" about gifts that land flat: the love-language gap, not a complaint to raise', async () => {
    const reply = await ask('Priya', 'I keep posting Maya little gifts from London and she just says thanks, nothing more. What am I doing wrong?');
    expect(reply).toMatch(/\*\*Giving Gifts\*\*/);
    expect(reply).toMatch(/Maya feels most cared for through \*\*Quality Time\*\*/);
    expect(reply).not.toMatch(/what Maya did wrong|Raise it soon/);
  });

  it('"I\'m the one who snapped": repair from the member, not a script to confront the colleague', async () => {
    const reply = await ask('Sam', 'I\'m the one who snapped at Theo in standup and now he\'s gone quiet on Slack. How do I make it right?');
    expect(reply).toMatch(/Go to Theo privately and name what you did/);
    expect(reply).not.toMatch(/ask for one concrete change|what you most want them to take away/);
  });

  it('feedback that was too blunt: mend it and change the delivery, never the reviewer-confrontation template', async () => {
    const reply = await ask('Jordan', 'My intern went quiet and left early after I went through her code review line by line. I was too blunt. How do I give notes without flattening people?');
    expect(reply).toMatch(/Mend it soon, privately/);
    expect(reply).toMatch(/one to one/);
    expect(reply).not.toMatch(/the reviews catch real problems|Name the impact, not the person/);
  });

  it('someone wants the member to apologise: advice on the member\'s apology, not on getting one', async () => {
    const reply = await ask('Maya', 'Priya wants me to apologise for missing her video call. I did tell her I was busy that night. Should I?');
    expect(reply).toMatch(/apologise for that part/);
    expect(reply).not.toMatch(/owes you|ask (?:her|Priya) (?:for|to) (?:an apology|apologi[sz]e)/);
  });
});

describe('a clear request is answered, not menued', () => {
  it('a feeling about a friend off Attune: met as a feeling, with what helps', async () => {
    const reply = await ask('Priya', 'I feel left out since Hannah started going to a book club with her sister every week.');
    expect(reply).toMatch(/feeling left out/);
    expect(reply).toMatch(/Hannah/);
    expect(reply).not.toMatch(MENU);
  });

  it('a visit with a budget and "what would you suggest?": a plan in that currency', async () => {
    const reply = await ask('Theo', 'A friend from Porto is staying with me in Berlin for a weekend next month. We have about 200€ between us, she loves museums. What would you suggest?');
    expect(reply).toMatch(/Kept to: €200/);
    // Where the friend comes from is not where the plan happens, and a visitor's weekend is two days, not one.
    expect(reply).not.toMatch(/in Porto/);
    expect(reply).toMatch(/Day 2/);
    expect(reply).not.toMatch(MENU);
  });

  it('noise from next door: how to raise it and words for the door, not a question back', async () => {
    const reply = await ask('Jordan', 'how do I ask the people next door to keep the barking down at night');
    expect(reply).toMatch(/neighbours/);
    expect(reply).toMatch(/"Hi, sorry to knock[^"]*the barking/);
    expect(reply).not.toMatch(MENU);
  });
});

describe('a clarifying question only when it is really ambiguous, with choices that fit', () => {
  it('"her" with no pronouns stored: asks who, naming nobody by guess', async () => {
    const reply = await ask('Jordan', 'should I text her?');
    expect(reply).toMatch(/Who is she/);
    expect(reply).not.toMatch(/^\d\. /m);
  });

  it('"her" with pronouns stored: only the connections who use she', () => {
    const ctx = coachContext([
      { ...coachPerson('Alex', 'friend'), pronouns: 'he/him' },
      { ...coachPerson('Robin', 'friend'), pronouns: 'she/her' },
      { ...coachPerson('Kit', 'family'), pronouns: 'they/them' },
    ]);
    const question = whoQuestion(ctx, 'do I tell her?');
    expect(question).toMatch(/1\. Robin/);
    expect(question).not.toMatch(/Alex|Kit/);
    expect(question).toMatch(/telling her/);
  });
});

describe('two known faults', () => {
  it('"how do I tell X how I feel" is written, never pasted', async () => {
    for (const [who, text, name] of [
      ['Sam', 'how can I tell Maya what I feel about her', 'Maya'],
      ['Jordan', 'how do i tell maya how i feel about her', 'Maya'],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).not.toMatch(new RegExp(`${name}, I (?:feel|think) about`));
      expect(reply, text).toMatch(new RegExp(`"${name}, I[^"]{30,}"`));
    }
  });

  it('feelings about something else: asks what the feeling is instead of guessing it', async () => {
    const reply = await ask('Maya', 'how do I tell Jordan how I feel about our friendship');
    expect(reply).not.toMatch(/Jordan, I feel about/);
    expect(reply).toMatch(/what do you feel about our friendship/);
  });

  it('a connection\'s type note is said as the type\'s tendency, never as a fact about them', async () => {
    const habit = await ask('Maya', 'my results say I hold things in with Sam and then it all spills out. how do I stop doing that?');
    expect(habit).toMatch(/people with Sam's type \(ENFP\)/);
    expect(habit).not.toMatch(/Sam's type \(ENFP\) can avoid/);
    const type = await ask('Sam', 'what is maya\'s personality type?');
    expect(type).toMatch(/a tendency of the type, not a verdict on Maya/);
    expect(type).not.toMatch(/\bthem can\b/);
  });
});

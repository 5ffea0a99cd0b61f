/**
 * Issue 29, the situations the engine misrouted, worded here in our own words (typos, shorthand, long stories) and
 * asserted on what the answer is about (its kind, person, direction, the app's real state), not on its sentences.
 * Demo world: Maya (partner Sam, friend Jordan, family Priya, Theo's request pending for her), Sam (colleague Theo),
 * Theo (his request to Maya pending), Jordan, Priya.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { situationOf } from '../read/situation.js';
import { resolvePeople } from '../read/understand.js';

const { context, thread } = demoCoach();

describe('reading an everyday situation from its parts', () => {
  it('tells sharing a talk, a public correction, a moved deadline and credit taken apart, whatever the wording', async () => {
    const sam = await context('Sam');
    const cases: Array<[string, string]> = [
      ['me n theo got asked to do the quarterly deck together, how do we divide the work up', 'work_share'],
      ['i re-explained theos point in the team meeting and now he is cold with me', 'work_corrected'],
      ['my line manager pulled the deadline in AGAIN, 2nd time this month', 'work_deadline'],
      ['a coworker presented my idea at the offsite like it was his. ugh', 'work_credit'],
      ['is there a way to skip the office party without everyone thinking im weird', 'work_opt_out'],
      ['my bestie wants us all in prague for her stag do, honestly cant afford £450', 'friend_event'],
      ['my flatmate keeps using my oat milk and never replaces it', 'housemate'],
    ];
    for (const [text, kind] of cases) expect(situationOf(text, sam)?.kind, text).toBe(kind);
    // A word alone is not a situation: a date story with "deadline" in it, a wedding with no dilemma.
    expect(situationOf('we had a lovely evening after my deadline passed', sam)).toBeNull();
    expect(situationOf('we went to a wedding last year and it was lovely', sam)).toBeNull();
  });

  it('keeps who did it: the member who stepped in, or the one corrected', async () => {
    const sam = await context('Sam');
    expect(situationOf('in standup i jumped in and corrected Theo in front of the whole team', sam)?.byMe).toBe(true);
    expect(situationOf('Theo corrected me in front of our manager at the review', sam)?.byMe).toBe(false);
  });

  it('tells a witness from the one corrected, and a host from a guest', async () => {
    const sam = await context('Sam');
    expect(situationOf('my teammate theo always gets interrupted in standups, how can i stick up for him, should i back him up', sam)?.byMe).toBe('witness');
    expect(situationOf('i keep getting talked over in team meetings', sam)?.byMe).toBe(false);
    const maya = await context('Maya');
    const hosting = situationOf("we're hosting christmas at ours, how do i make it nice for my shy cousin", maya);
    expect(hosting?.kind).toBe('family_event');
    expect(hosting?.event).toBe('Christmas');
  });

  it('does not read an invitation someone accepts unhappily as someone who cancels', async () => {
    const sam = await context('Sam');
    expect(situationOf('how do i invite maya to my climbing thing, she always says yes and then looks bored', sam)?.kind).not.toBe('unreliable_yes');
    expect(situationOf('my mate always says yes to helping and then cancels the night before', sam)?.kind).toBe('unreliable_yes');
  });

  it('reads money with its currency and never a duration as money', async () => {
    const maya = await context('Maya');
    expect(situationOf("hen weekend is 3 hours' drive and costs £320, i cant afford it", maya)?.amount).toBe('£320');
    expect(situationOf("the wedding is 2 hours away and i can't go", maya)?.amount).toBeNull();
  });

  it('takes a city and a month for what they are, never for a person', async () => {
    const priya = await context('Priya');
    const people = resolvePeople('Since we moved to Leeds I have nobody round on Sundays, and my brother only visits in Jan', priya);
    expect(people.unknownNames).not.toContain('Leeds');
    expect(people.unknownNames).not.toContain('Jan');
  });
});

describe('situations answered for the right person, as themselves', () => {
  it('answers a shared presentation with a colleague as splitting the work, never as heartbreak or a partner', async () => {
    const [reply] = await thread('Theo', 'so sam n i r presenting together on friday. he wings it, i need a script. how do we split it??');
    expect(reply).toMatch(/split|divide/i);
    expect(reply).toContain('Friday');
    expect(reply).not.toMatch(/\b(?:ex|breakup|love you|partner)\b/i);
  });

  it('drafts to a colleague as a colleague when the member did the correcting, in the member\'s direction', async () => {
    const [reply] = await thread('Sam', 'at the review I kind of jumped in and re-explained Theo\'s chart for him in front of our manager. he has been quiet since. what do i say');
    expect(reply).toMatch(/"Hi Theo,/);
    expect(reply).toMatch(/I'm sorry/);
    expect(reply).not.toMatch(/your manager|prioriti[sz]e/i);
  });

  it('keeps a boss, a flatmate and a grandmother as themselves, with a draft that greets them as such', async () => {
    const [boss] = await thread('Jordan', 'my boss has brought the deadline forward three times now with no reason. how do I push back');
    expect(boss).not.toMatch(/isn't one of your connections|Maya|Priya/);
    expect(boss).toMatch(/deadline has moved forward/);
    expect(boss).not.toMatch(/\[[^\]]+\]/);
    const [flat] = await thread('Sam', 'flatmate Ollie keeps eating my leftovers, i hate confrontation, what do i actually text him');
    // The flat-share answer (round 19) greets him by name and asks for a shelf each.
    expect(flat).toMatch(/"Ollie, can I ask you something/);
    const [nan] = await thread('Theo', 'need a msg for my grandma, i can only come for 3 days at christmas not the whole week and she will be sad');
    expect(nan).toMatch(/"Hi Grandma,/);
    const [mum] = await thread('Jordan', 'mum wants me home for the whole of xmas, 2 days max is what i can do. text pls');
    expect(mum).toMatch(/2 days/);
  });

  it('answers a friend\'s costly event as a money dilemma with words for the friend, never congratulations', async () => {
    const [reply] = await thread('Maya', "Long story: my uni friend Becca is getting married and the hen do is a week in Crete, about £700. I said yes months ago but I honestly can't afford it now and I don't know how to tell her without it being weird");
    expect(reply).not.toMatch(/congratulations/i);
    expect(reply).toContain('£700');
    expect(reply).toMatch(/"Hi Becca,/);
  });
});

describe('the app\'s own state', () => {
  it('answers "did they accept" from the real pending request and says nothing of the other person\'s results', async () => {
    const [reply] = await thread('Theo', 'has my connection request been accepted?? also is she an introvert');
    // Theo asked Maya; the app shows a requester nothing of the person asked, her name included (round 6, q34).
    expect(reply).not.toMatch(/Maya/);
    expect(reply).toMatch(/pending|hasn't accepted/i);
    expect(reply).not.toMatch(/\d+%|INFJ|Introverted|Quality Time|Secure/);
  });

  it('answers a received request about someone the member half knows, even when a connection is named too', async () => {
    const [reply] = await thread('Maya', 'theo from sams work sent me a request. whats he like, whats his type?');
    expect(reply).toMatch(/Pending/);
    expect(reply).not.toMatch(/Fearful|avoidan|\d+%/); // the type (INTP) is what the request shows Maya
  });

  it('answers who sees what from the settings, and why a connection\'s results are not visible from their state', async () => {
    const [who] = await thread('Jordan', 'can my connections see my attachment stuff??');
    expect(who).toMatch(/Settings › Privacy/);
    // What a pending request shows is said when a request is asked about, not to every who-sees question (round 20).
    expect(who).not.toMatch(/pending/i);
  });

  it('covers every accepted connection when asked about all of them', async () => {
    const maya = await context('Maya');
    const [reply] = await thread('Maya', 'who do I get along with best out of all my connections?');
    for (const c of maya.connections.filter((x) => x.vibe)) expect(reply).toContain(`**${c.vibe!.score} (${c.vibe!.band})**`);
    expect(reply).not.toMatch(/Theo/);
  });

  it('leaves a question about two named Vibes to the two-person answer ("all day" is not "all my connections")', async () => {
    const [reply] = await thread('Sam', 'why is my vibe with maya higher than theo?? theo and i joke around all day');
    expect(reply).not.toMatch(/every connection/);
  });

  it('keeps a follow-up about a pending person on that person, and still reveals nothing', async () => {
    const [, again, first] = await thread('Maya', "should i accept theo's request", 'would we even get along tho', 'ok if i accept what do i write first');
    expect(again).toMatch(/Theo/);
    expect(again).not.toMatch(/\d+%|Fearful|avoidan/);
    expect(first).toMatch(/"Hi Theo,/);
  });
});

describe('threads act on their state', () => {
  it('gives sendable words for the thread\'s topic and person, then answers an objection in the same topic', async () => {
    const [, words, objection] = await thread(
      'Maya',
      'Sam and I keep clashing because he springs last-minute plans on me and sulks when I say no. how do I raise it without a fight?',
      'ok give me the actual words',
      'but what if he tells me I am boring',
    );
    expect(words).toMatch(/"[^"]{40,}"/);
    expect(words).toMatch(/Sam/);
    expect(objection).toMatch(/Sam/);
    expect(objection).toMatch(/boring/);
    expect(objection).toMatch(/"[^"]{30,}"/);
  });

  it('answers a gift question in a thread for the person the thread is about, not with the last draft again', async () => {
    const [, , gift] = await thread('Sam', 'theo covered for me at the client call when i was ill', 'how do i thank him, keep it work-appropriate', 'what sort of present would he like, nothing big');
    expect(gift).toMatch(/Theo/);
    expect(gift).not.toMatch(/"Hi Theo, I wanted to say thank you/);
  });

  it('answers silence after a message for the person the thread is about', async () => {
    const [, , quiet] = await thread('Priya', 'I think I hurt my cousin Maya by missing her dinner', 'write me a text to her', "what if she doesnt answer for days");
    expect(quiet).toMatch(/Maya/);
    expect(quiet).toMatch(/"Hi Maya,/);
  });
});

describe('decision 073: a connection\'s figures only when asked', () => {
  it('speaks of a colleague\'s lean in general words when the question is not about their results', async () => {
    const [reply] = await thread('Sam', 'me and theo are doing a joint presentation, how do we split it');
    expect(reply).not.toMatch(/Theo[^.\n]{0,40}\d+%/);
  });

  it('quotes the figures when the member asks about that person\'s results', async () => {
    const [reply] = await thread('Sam', "what's theo's type exactly, how strongly does he lean?");
    expect(reply).toMatch(/\d+%/);
  });
});

describe('an answer from the question\'s own parts', () => {
  it('answers "how do I get closer to a relative" from what the coach knows of both, not with a conflict script', async () => {
    const maya = await context('Maya');
    const priya = maya.connections.find((c) => c.firstName === 'Priya')!;
    const [reply] = await thread('Maya', "how do i approach things w priya? we're cousins but never been that close tbh");
    expect(reply).toContain(`**${priya.vibe!.score} (${priya.vibe!.band})**`);
    expect(reply).not.toMatch(/keeps coming up|argument|\d+% /);
    expect(reply).toMatch(/\?/);
  });
});

describe('the confidence gate', () => {
  it('asks one question with choices when nothing ties a message to an answer and the model is unsure, instead of filler', async () => {
    const { builtinReply } = await import('./reply.js');
    const ctx = await context('Sam');
    const unsure = builtinReply(ctx, 'so yeah it went sideways again with the whole thing', { intent: 'conflict', score: 0.2, runnerUp: { intent: 'draft', score: 0.15 } });
    expect(unsure).toMatch(/^1\. /m);
    expect(unsure).not.toMatch(/^- /m);
    // A confident reading of the same words is answered, not asked about.
    const sure = builtinReply(ctx, 'so yeah it went sideways again with the whole thing', { intent: 'conflict', score: 0.9, runnerUp: null });
    expect(sure).not.toMatch(/Which of these is closest/);
  });
});

describe('one word does not pick the answer', () => {
  it('reads "feeling" and "thinking" as verbs unless they name a leaning', async () => {
    const { askedLetter } = await import('../compose/specific.js');
    expect(askedLetter('how do i ask maya to come without her feeling obligated')).toBeNull();
    expect(askedLetter("i'm feeling low and thinking about him a lot")).toBeNull();
    expect(askedLetter('why am i a feeling type')).toBe('F');
    expect(askedLetter("why am i so thinking, i'm not cold")).toBe('T');
  });
});

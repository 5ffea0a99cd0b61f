/**
 * Blind round 21, mended after grading (its items are regressions now, not blind), with wordings of our own beside
 * the round's: the app's own rules (what a named connection sees, a request's blank entry on the sender's side, the
 * Vibe beside its "your way" figure) and three asks answered with a script for something else. Demo world as in
 * predicament.test.ts: Theo's request to Maya is pending, so Theo's side shows it with no name.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();

describe('what a named connection sees (round 21 q39)', () => {
  it('names the connection and the part asked about, not a pending request', async () => {
    const [reply] = await thread('Theo', 'what does Sam see of my results? does he see the stability numbers');
    // Theo keeps the default: stability private (shared/privacy.ts DEFAULT_SHARING), so the answer says so, not "unless".
    expect(reply).toMatch(/^Sam sees your type, attachment style, love languages and interests\. You keep your stability figures private, so Sam doesn't see them/);
    expect(reply).toMatch(/So no: Sam doesn't see your stability figures\./);
    expect(reply).not.toMatch(/Pending list|request/);
  });
  it('answers our own wording the same way', async () => {
    const [reply] = await thread('Maya', 'can Jordan see my attachment style?');
    expect(reply).toMatch(/^Jordan sees your type, attachment style, love languages and interests\./);
    expect(reply).toMatch(/So yes: Jordan sees your attachment style, because you share it\./);
  });
});

describe("a request's blank entry on the sender's side (round 21 q33)", () => {
  it('says the sender sees nothing of the other person until they accept, and claims no length of silence', async () => {
    const [reply] = await thread('Theo', 'I sent a friend request a few days ago and my pending list just shows an empty entry, no name. Who did I send it to? Did they see it? Can you see their type?');
    expect(reply).toMatch(/the sender's side shows nothing of the other person: no name, no type/);
    expect(reply).not.toMatch(/Maya|INFJ|weeks/);
  });
});

describe('the Vibe and its "your way" figure, both quoted (round 21 q23)', () => {
  it('says both are real and how they differ', async () => {
    const [reply] = await thread('Jordan', 'Why does the vibe with Maya say 64 but another number says 63? Which one is real.');
    expect(reply).toMatch(/^Both are real: \*\*64\*\* is the Vibe with Maya as the two of you set it, and \*\*63\*\*/);
    expect(reply).toMatch(/weighted only by your own setting: 70% personality/);
  });
});

describe('asks answered with a script for something else', () => {
  it('declines a standing invitation without rejecting the person (q35), never "I felt hurt"', async () => {
    const [reply] = await thread('Theo', "Sam keeps inviting me to his Sunday running club and then drinks after. I don't run. I don't want drinks with 15 strangers. But I don't want him to think I'm rejecting him. What do I say");
    expect(reply).toMatch(/say no to the plan without saying no to the person/);
    expect(reply).toMatch(/"Sam, thanks for always asking me along/);
    expect(reply).not.toMatch(/felt hurt/);
  });
  it('writes the house-chat message about dishes nobody owns (q22)', async () => {
    const [reply] = await thread('Jordan', "Need a message for the house group chat. One of my 3 roommates leaves dishes for days. I don't know which one for sure. Don't want to start a war. Write it.");
    expect(reply).toMatch(/Something you could post in the house chat:\n\n"Hey all!/);
    expect(reply).not.toMatch(/Which would help most/);
  });
  it('answers not being asked to be a bridesmaid (q29), and a best man in our own words', async () => {
    const [bridesmaid] = await thread('Priya', "My best friend got engaged and asked her sister and two uni friends to be bridesmaids. Not me. We've been friends 15 years. Am I allowed to be this upset");
    expect(bridesmaid).toMatch(/^Yes, you are allowed to be upset/);
    expect(bridesmaid).not.toMatch(/where we're heading/);
    const [bestMan] = await thread('Jordan', "my oldest mate asked his brother to be best man, not me. is it petty that I'm hurt?");
    expect(bestMan).toMatch(/allowed to be upset|not being petty/);
    expect(bestMan).not.toMatch(/where we're heading/);
  });
  it('steps out of the middle between a mother and a sister (q32), not a hosting plan', async () => {
    const [reply] = await thread('Priya', 'my mum n my sis arent talking since diwali n both keep ringing me to vent abt the other. xmas in 3 wks n im hosting. im so tired of being in the middle');
    expect(reply).toMatch(/go-between/);
    expect(reply).not.toMatch(/Diwali at yours|menu/i);
  });
});

describe('intense but ordinary moments answered as themselves (round 21 s10, s11, s14, s16)', () => {
  it('a boss called "Mama" in a meeting: a slip to laugh off, not a workload script', async () => {
    const [reply] = await thread('Theo', "I called my boss 'Mama' in a meeting today. In front of the whole team. In German. I want to crawl into a hole and die.");
    // The member's own word (round 22 s11): "Mama", not "Mum".
    expect(reply).toMatch(/^Calling a boss "Mama" is one of the most common slips/);
    expect(reply).not.toMatch(/what is on your plate|988|Samaritans/);
    const [ours] = await thread('Jordan', 'i just called my teacher mom in front of the whole class lol');
    expect(ours).toMatch(/most common slips/);
  });
  it('grief asked "when does it get easier": no date, and what usually happens', async () => {
    const [reply] = await thread('Priya', 'My nan died on Sunday. I keep putting the kettle on at 4 for her tea before I remember. Everyone keeps saying it gets easier. When? I just want to know when.');
    expect(reply).toMatch(/^I'm so sorry about your nan\.\n\nNobody can give you a date/);
  });
  it('a pet put to sleep by name, and a partner cheering up: words to ask for company instead', async () => {
    const [reply] = await thread('Maya', 'We put Biscuit down this morning. 14 years. Sam keeps trying to cheer me up with plans and jokes and I know he means well but I just want to be sad for a minute.');
    expect(reply).toMatch(/^I'm so sorry about Biscuit\./);
    expect(reply).toMatch(/"Sam, I know you're trying to make me feel better, and I love you for it\. I don't need cheering up today/);
    expect(reply).not.toMatch(/museum|picnic|game night/i);
    const [nap] = await thread('Maya', 'we put Lily down this evening at 7 and she slept right through, finally!');
    expect(nap).not.toMatch(/sorry about/);
  });
  it('a screenshot about the boss sent to the boss: the apology to the person it was about', async () => {
    const [reply] = await thread('Priya', "I sent a screenshot of my boss's email with 'can you believe this woman 🙄' to... my boss. On WhatsApp. Instead of my sister. I want the ground to open up and swallow me whole.");
    expect(reply).toMatch(/^That is a horrible moment, and it is survivable/);
    expect(reply).toMatch(/That message wasn't meant for you/);
  });
});

describe("a plan said to be for the other person (round 21 t02)", () => {
  it("puts what they love first, not the member's own picks", async () => {
    const [reply] = await thread('Sam', "want to plan a date night for Maya this Saturday in Toronto. something she'd actually love, not just what I'd love");
    expect(reply).toMatch(/Cooking is one of Maya's top picks/);
    expect(reply).not.toMatch(/a few friends invited|Small get-togethers is one of your top/);
  });
});

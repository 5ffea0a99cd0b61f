/**
 * Decision 093, addendum: families of clear questions that used to get a menu. A figure or a comparison of the
 * member's own Vibes is answered from the data; "is it normal / am I X or Y" gets a direct answer about the person
 * meant; "what else can I do" after things tried gets options without the tried ones. Wordings are ours, written
 * before the code, none from a round; each family has a look-alike that must not change.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { requestAct } from './answers-request.js';

const { thread, context } = demoCoach();
const ask = async (as: string, message: string) => (await thread(as, message))[0]!;
const MENU = /Which of these is closest|Which would help most|So I answer the right thing|I'd rather ask than/;

describe('a figure that is one of the member’s Vibes is explained from its parts', () => {
  it('"what is holding it back" with the figure and the name names the lowest visible part', async () => {
    const ctx = await context('Jordan');
    const maya = ctx.connections.find((c) => c.firstName === 'Maya')!;
    const v = maya.vibe!;
    const lowest = [...v.personality.parts, ...(v.lifestyle?.parts ?? [])].filter((p) => !p.withheld).sort((a, b) => a.score - b.score)[0]!;
    const reply = await ask('Jordan', `maya and me sit at ${v.score}. what's holding it back?`);
    expect(reply).not.toMatch(MENU);
    expect(reply.toLowerCase()).toContain(lowest.label.toLowerCase());
    expect(reply).toContain(String(lowest.score));
  });
  it('a bare "is N ok" with the member’s only Vibe is that Vibe', async () => {
    const ctx = await context('Jordan');
    const score = ctx.connections[0]!.vibe!.score;
    const reply = await ask('Jordan', `is ${score} ok?`);
    expect(reply).toMatch(/Vibe with Maya/);
    expect(reply).not.toMatch(/I can help with understanding yourself/);
  });
  it('must NOT: a question that says "vibe" and asks for the maths keeps the breakdown with its weights', async () => {
    const ctx = await context('Sam');
    const maya = ctx.connections.find((c) => c.firstName === 'Maya')!;
    const reply = await ask('Sam', `my vibe with maya is ${maya.vibe!.score} but everyday style is ${maya.vibe!.personality.parts.find((p) => p.id === 'axes')!.score}?? show me the maths`);
    expect(reply).toMatch(/weighted/);
  });
  it('must NOT: an age that happens to be a number is not read as a Vibe', async () => {
    const ctx = await context('Jordan');
    const score = ctx.connections[0]!.vibe!.score;
    const reply = await ask('Jordan', `my mum turns ${score} next week and says she wants nothing. what do i get her`);
    expect(reply).not.toMatch(/Vibe with/);
  });
});

describe('two of the member’s Vibes compared: what differs, computed', () => {
  it('says each half of each Vibe and which half makes the difference', async () => {
    const ctx = await context('Maya');
    const sam = ctx.connections.find((c) => c.firstName === 'Sam')!;
    const jordan = ctx.connections.find((c) => c.firstName === 'Jordan')!;
    const reply = await ask('Maya', `how come jordan gets ${jordan.vibe!.score} and sam ${sam.vibe!.score}? does that mean something`);
    expect(reply).not.toMatch(MENU);
    for (const c of [sam, jordan]) {
      expect(reply).toContain(String(c.vibe!.personality.score));
      if (c.vibe!.lifestyle) expect(reply).toContain(String(c.vibe!.lifestyle.score));
    }
    expect(reply).toMatch(/not (?:a verdict|a ranking|saying)/i);
  });
  it('must NOT: "who do I match best with" keeps its short ranking', async () => {
    const reply = await ask('Maya', 'who do i match best with?');
    expect(reply).toMatch(/is higher than with/);
  });
});

describe('"is it normal / am I X or Y" is answered about the person meant', () => {
  it('a worry about nagging over something unbooked gets a direct answer and a step, about that person', async () => {
    const reply = await ask('Maya', "our flat viewing is on friday and sam still hasn't called the agent back, i've reminded him twice. am i nagging or is this fair");
    expect(reply).not.toMatch(MENU);
    expect(reply).toMatch(/Sam/);
    expect(reply).not.toMatch(/\b(?:Jordan|Priya)\b/);
  });
  it('the other direction: someone who wings it asks about the planner', async () => {
    const reply = await ask('Sam', 'maya wants every weekend planned by wednesday and i like to see how i feel. am i being lazy or is that normal?');
    expect(reply).not.toMatch(MENU);
    expect(reply).toMatch(/Maya/);
  });
  it('must NOT: a bare "is it normal to feel like this" with nothing named still asks', async () => {
    expect(requestAct('is this normal??')).toBeNull();
    const reply = await ask('Theo', 'is this normal??');
    expect(reply).toMatch(/\?/);
    expect(reply).not.toMatch(/^Yes\b|^No\b/);
  });
});

describe('"what else can I do" after things tried: new options, not the tried ones', () => {
  it('is advice, and a plan question is still a plan', () => {
    expect(requestAct('I call him every week but he never picks up. what else can I do?')).toBe('advice');
    expect(requestAct('what else can we do on saturday in leeds with £30')).toBe('plan');
  });
  it('a grandparent who cannot read emails any more: options without email', async () => {
    const reply = await ask('Priya', "My grandad is in a home two hours away and his eyesight is going. I email him every week but he can't read them now. What else can I do");
    expect(reply).not.toMatch(MENU);
    const options = reply.split('\n').filter((l) => l.startsWith('- '));
    expect(options.length).toBeGreaterThanOrEqual(3);
    for (const o of options) expect(o).not.toMatch(/\be-?mails?\b/i);
  });
  it('someone far away who is hard of hearing: nothing that depends on phone calls', async () => {
    const reply = await ask('Theo', "my gran lives up north and is going deaf. i phone her on sundays but she can't follow. i feel bad. what else could i do");
    expect(reply).not.toMatch(MENU);
    const options = reply.split('\n').filter((l) => l.startsWith('- '));
    expect(options.length).toBeGreaterThanOrEqual(3);
    for (const o of options) expect(o).not.toMatch(/\b(?:ring|phone|call) (?:her|him|them)\b/i);
  });
});

describe('no closing paragraph or filler the question did not ask for (item f)', () => {
  it('a story about a talk with a partner does not end on the Vibe figures', async () => {
    const reply = await ask('Maya', "sam's out with his running club again tonight, third time this week. i'm not jealous exactly, i just feel a bit second. how do i bring it up with him");
    expect(reply).not.toMatch(/Your Vibe with Sam is/);
  });
  it('must NOT: asked how well two people match, the Vibe is still said', async () => {
    const reply = await ask('Maya', 'how compatible are me and sam really?');
    expect(reply).toMatch(/\b61\b|Vibe/);
  });
  it('a message that placed nothing gets no list of what the coach can do', async () => {
    const reply = await ask('Jordan', 'right so here we are again then');
    expect(reply).not.toMatch(/I can help with understanding yourself/);
    expect(reply).not.toMatch(/keep that in mind as you think this through/);
  });
});

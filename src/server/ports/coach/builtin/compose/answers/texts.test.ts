/**
 * Words to send, for the demo members (real results, interests and relationship types): words of support for
 * someone's hard time, reaching out after a fight, feedback on how something comes across, a specific invitation, a
 * no that offers something smaller, bowing out of something joined, a warm message met with "np"; and the thread
 * follow-ups on a draft: the quiet after sending it, "what if she says no", a colleague's pushback, "shorter", and the
 * group message that locks in a plan. Each kind in at least four wordings, several members and relationship types.
 * The tests assert properties of the message (who it is to, the facts it carries, no pasted story, no template about
 * texting habits), never its exact words.
 */
import { describe, expect, it } from 'vitest';
import { builtinText } from '../../../builtin-reply.js';
import type { CoachTurn } from '../../../context.js';
import { demoCoach } from '../../../../../test/demo-coach.js';
import { quotedDraft } from './drafts.js';

const { context: contextOf, thread } = demoCoach();
type Member = 'Maya' | 'Sam' | 'Jordan' | 'Priya' | 'Theo';

async function ask(member: Member, message: string, history: CoachTurn[] = []): Promise<string> {
  return builtinText({ context: await contextOf(member, history), message, mode: 'coach' });
}

const TEMPLATE = /Texting and calling habits differ|I'd rather not guess at the words/;
const META = /\b(?:write|draft|help me|can you|what do i|how do i|lol|rn|pls)\b/i;

/** No run of six words of the request is in the draft: the story is retold, not pasted. */
function pasted(request: string, draft: string, n = 6): string | null {
  const words = request.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').split(/\s+/).filter(Boolean);
  const said = ` ${draft.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ')} `;
  for (let i = 0; i + n <= words.length; i++) {
    const run = words.slice(i, i + n).join(' ');
    if (said.includes(` ${run} `)) return run;
  }
  return null;
}

/** `n`: how long a run counts as pasted; an invitation or a no carries the thing's own name (a fact), so more. */
function sendableDraft(request: string, reply: string, name: RegExp | null, n = 6): string {
  expect(reply, reply).not.toMatch(TEMPLATE);
  const draft = quotedDraft(reply);
  expect(draft, reply).not.toBeNull();
  if (name) expect(draft!, reply).toMatch(name);
  expect(draft!, reply).not.toMatch(META);
  expect(pasted(request, draft!, n), draft!).toBeNull();
  return draft!;
}

describe('words of support for their hard time', () => {
  const cases: Array<[Member, string, RegExp | null, RegExp]> = [
    ['Sam', 'give me something to text maya rn, she had a brutal week at work. keep it short', /Maya/, /\b(?:tonight|dinner|cooking|phones)\b/i],
    ['Jordan', "Maya's had a really rough day at the hospital with her dad stuff, what can I send her tonight?", /Maya/, /\b(?:sorry|rough)\b/i],
    ['Priya', "my brother just lost his job and I don't know what to say to him. can you write me a text", null, /\bjob\b/i],
    ['Theo', 'Sam from work is super stressed with the launch, what should I message him', /Sam/, /\boff your plate\b/i],
    ['Maya', "what do i text my mom, she's been sick all week", /Mom/, /\brest\b/i],
    ['Jordan', 'my dad is in hospital, what do I text my sister who is with him', null, /\bDad\b/],
  ];
  for (const [member, message, name, says] of cases) {
    it(`${member}: ${message}`, async () => {
      const reply = await ask(member, message);
      const draft = sendableDraft(message, reply, name);
      expect(draft, reply).toMatch(says);
      expect(draft, reply).not.toMatch(/\bI'm sorry (?:I|for)\b/);
    });
  }
  it('"keep it short" gives a short one', async () => {
    const reply = await ask('Sam', 'give me something to text maya rn, she had a brutal week at work. keep it short');
    expect(quotedDraft(reply)!.split(/\s+/).length).toBeLessThan(22);
  });
});

describe('reaching out after a fight', () => {
  const cases: Array<[Member, string, RegExp | null]> = [
    ['Priya', "what do I text my boyfriend after our fight last night. he said I 'always make it about whether he still loves me'. ugh. I'm so tired", null],
    ['Maya', 'Sam and I had a big argument about money this morning, what should I send him', /Sam/],
    ['Jordan', 'we had a stupid fight yesterday, me and my sister. write me something to send her', null],
    ['Sam', 'text for maya after the row we had on sunday? short pls', /Maya/],
  ];
  for (const [member, message, name] of cases) {
    it(`${member}: ${message}`, async () => {
      const reply = await ask(member, message);
      const draft = sendableDraft(message, reply, name);
      expect(draft).toMatch(/\bmy part\b/);
      expect(draft).toMatch(/\btalk\b/);
      // The day of the fight is not offered as the day to talk.
      expect(draft).not.toMatch(/\bon Sunday\b/);
    });
  }
});

describe('a specific invitation', () => {
  it('carries the day, the place, a blank for the time and the dish, and wine they both like', async () => {
    const message = 'write me a text inviting jordan to a cooking night at mine next friday. he hates vague plans lol so make it specific';
    const reply = await ask('Maya', message);
    const draft = sendableDraft(message, reply, /Jordan/);
    expect(draft).toMatch(/next Friday/);
    expect(draft).toMatch(/my place/);
    expect(draft).toMatch(/\[time\]/);
    expect(draft).toMatch(/\[dish\]/);
    expect(draft).toMatch(/wine/);
  });
  const cases: Array<[Member, string, RegExp, RegExp[]]> = [
    ['Sam', "help me write a message inviting Maya to dinner at my place on Saturday at 7, I'm making risotto", /Maya/, [/Saturday at 7/, /risotto/]],
    ['Priya', 'can you draft an invite for my friend Lena to a games night at my flat this Thursday? be specific', /Lena/, [/games night/, /this Thursday/, /\[time\]/]],
    ['Theo', 'text inviting sam to a pizza night at mine tomorrow', /Sam/, [/pizza night/, /tomorrow/]],
    ['Jordan', 'write a text to invite maya for a bbq at my place on sunday at 2, she should bring a salad', /Maya/, [/Sunday at 2/, /bring a salad/]],
    ['Priya', 'draft a text inviting my friend Lena to dinner at mine on friday at 8', /Lena/, [/Friday at 8/, /my place/]],
  ];
  for (const [member, message, name, says] of cases) {
    it(`${member}: ${message}`, async () => {
      const reply = await ask(member, message);
      // What it is, where and when are the member's facts, carried whole: only a longer run counts as pasted.
      const draft = sendableDraft(message, reply, name, 14);
      for (const s of says) expect(draft, reply).toMatch(s);
    });
  }
});

describe('a no that offers something smaller', () => {
  const cases: Array<[Member, string, RegExp | null, RegExp]> = [
    // Team drinks that keep coming are a life predicament with its own answer (compose/life.test.ts).
    ['Priya', 'my coworker Dana always asks me to karaoke nights, how do I say no without seeming rude', /Dana/, /\blunch|coffee\b/],
    ['Jordan', "how do i turn down Maya's party on saturday, big crowds aren't for me", /Maya/, /\bsmaller|just us\b/],
    ['Maya', "my neighbour keeps inviting me to her book club and I don't want to go. what do I say", null, /\bsomething smaller|instead\b/],
  ];
  for (const [member, message, name, offer] of cases) {
    it(`${member}: ${message}`, async () => {
      const reply = await ask(member, message);
      const draft = sendableDraft(message, reply, name, 9);
      expect(draft).toMatch(offer);
      expect(draft).not.toMatch(/help in a smaller way|I felt hurt/);
    });
  }
});

describe('feedback on how something comes across', () => {
  const cases: Array<[Member, string, RegExp | null, RegExp]> = [
    ['Sam', 'how do I tell theo his code review comments come off harsh? junior devs are scared to push anything', /Theo/, /must-fix/],
    ['Maya', 'how can I tell my manager that her emails come across as really cold? the team is getting anxious', null, /your emails can come across as cold/],
    ['Priya', 'how do i tell my friend Ada that her jokes about my job are kind of mean', /Ada/, /your jokes about my job/],
    ['Jordan', 'need to let my colleague Ben know his slack messages sound aggressive, what do I say', /Ben/, /your slack messages/],
  ];
  for (const [member, message, name, says] of cases) {
    it(`${member}: ${message}`, async () => {
      const reply = await ask(member, message);
      const draft = sendableDraft(message, reply, name);
      expect(draft).toMatch(says);
      expect(draft).toMatch(/\?/);
    });
  }
});

describe('bowing out of something joined', () => {
  const cases: Array<[Member, string[], RegExp, RegExp]> = [
    ['Theo', ["Sam from work asked me to join the office football team. I'm terrible at sports. Thoughts?", 'and if I hate it after one game, how do I bow out without making things weird with Sam'], /the office football team/, /cheer/],
    ['Maya', ["I joined Jordan's book club last month but I'm not enjoying it. how do I bow out without hurting him?"], /your book club/, /something else/],
    ['Sam', ['theo roped me into the office quiz team and honestly i want to quit. how do i leave without it being awkward'], /the office quiz team/, /lunch/],
    ['Priya', ["how can I step back from the choir my friend Lena got me into? I just don't have the time"], /the choir/, /\btime\b/],
  ];
  for (const [member, turns, joined, says] of cases) {
    it(`${member}: ${turns.at(-1)}`, async () => {
      const replies = await thread(member, ...turns);
      const reply = replies.at(-1)!;
      const draft = sendableDraft(turns.at(-1)!, reply, /\b(?:Sam|Jordan|Theo|Lena)\b/, 8);
      expect(draft).toMatch(joined);
      expect(draft).toMatch(says);
    });
  }
});

describe('a warm message met with a one-word reply', () => {
  const cases: Array<[Member, string, RegExp]> = [
    ['Maya', "Jordan spent his whole weekend helping me retile my bathroom. I sent him this long heartfelt thank you text and he just wrote back 'np'. Did I make it weird?", /Acts of Service/],
    ['Sam', "sent maya a long sweet paragraph for our anniversary and she replied 'haha thanks'. was that too much??", /Quality Time/],
    ['Priya', "i wrote my friend Lena a big thank you message for helping me move and she just said 'no worries'. is that weird", /no worries/],
    ['Theo', 'I texted Sam a long thanks for covering my shift and he just sent back a thumbs up, did I overdo it?', /thumbs up/],
  ];
  for (const [member, message, says] of cases) {
    it(`${member}: ${message}`, async () => {
      const reply = await ask(member, message);
      expect(reply).toMatch(/^You didn't make it weird/);
      expect(reply).toMatch(says);
      expect(reply).not.toMatch(TEMPLATE);
      expect(quotedDraft(reply)).not.toBeNull();
    });
  }
});

describe('the quiet after a sent message', () => {
  const cases: Array<[Member, string[], RegExp]> = [
    ['Jordan', ['I snapped at Maya yesterday because she changed our dinner plans last minute. I want to apologise but not grovel', 'just give me the exact text', 'sent it 6 hours ago. nothing. now what'], /apology/],
    ['Priya', ['what should I text my friend Lena, she just got dumped', "texted her this morning and she still hasn't replied. what now?"], /not a verdict/],
    ['Sam', ['write an apology to maya for forgetting our anniversary dinner', 'ok sent it last night, still no reply... should I text again?'], /apology/],
    ['Maya', ["what should I text Jordan, he's had a rough week", 'messaged him yesterday, nothing back. should I text again?'], /not a verdict/],
  ];
  for (const [member, turns, says] of cases) {
    it(`${member}: ${turns.at(-1)}`, async () => {
      const reply = (await thread(member, ...turns)).at(-1)!;
      expect(reply).toMatch(says);
      expect(reply).toMatch(/\b(?:tomorrow|a day or two)\b/);
      expect(reply).not.toMatch(TEMPLATE);
      const follow = quotedDraft(reply);
      expect(follow, reply).toMatch(/\b(?:Maya|Lena|Jordan)\b/);
    });
  }
});

describe('"what if they say no" after an invitation or a no', () => {
  const cases: Array<[Member, string[]]> = [
    ['Maya', ['write me a text inviting jordan to a cooking night at mine next friday', 'what if he says no']],
    ['Priya', ['draft a text inviting my friend Lena to dinner at mine on friday at 8', 'and if she turns it down?']],
    ['Sam', ['write me a message inviting maya to a picnic at the park on saturday', "what if she says she's busy"]],
    ['Theo', ["how do I say no to Sam's party on friday, I'd rather do a quiet lunch", 'ok but what if he says no to lunch too']],
  ];
  for (const [member, turns] of cases) {
    it(`${member}: ${turns.at(-1)}`, async () => {
      const reply = (await thread(member, ...turns)).at(-1)!;
      expect(reply).toMatch(/take the no lightly/);
      expect(reply).not.toMatch(/don't argue about the word/);
      expect(quotedDraft(reply)).toMatch(/^No worries/);
    });
  }
});

describe('a colleague pushes back on feedback; "shorter" keeps every part', () => {
  it('Sam: shorter for the 1:1 keeps the impact and the ask; pushback stays on the impact', async () => {
    const [first, short, push] = await thread('Sam', 'how do I tell theo his code review comments come off harsh? junior devs are scared to push anything', "shorter pls, I'm gonna say it to him in our 1:1 tomorrow", 'what if he gets defensive and starts arguing the technical points');
    const a = quotedDraft(first!)!;
    const b = quotedDraft(short!)!;
    expect(b.length).toBeLessThan(a.length);
    expect(b).toMatch(/harsh/);
    expect(b).toMatch(/\?$/);
    expect(push).toMatch(/technical side/);
    expect(push).toMatch(/Theo/);
  });
  const cases: Array<[Member, string[]]> = [
    ['Jordan', ['how do i tell my colleague Ben his slack messages come off aggressive? the new hires are scared of him', 'what if he pushes back and says I am being too sensitive']],
    ['Priya', ['how do I tell my manager her emails come across as really cold, the team is anxious', 'what if she gets defensive']],
    ['Maya', ['how can I tell my colleague Tom his meeting notes come across as really blunt? the interns are upset', 'what if he argues with me about it']],
  ];
  for (const [member, turns] of cases) {
    it(`${member}: ${turns.at(-1)}`, async () => {
      const reply = (await thread(member, ...turns)).at(-1)!;
      expect(reply).toMatch(/come back once to the impact/);
      expect(reply).not.toMatch(/\bthey (?:argues|has)\b/);
      expect(quotedDraft(reply)).toMatch(/What I'm raising/);
    });
  }
});

describe('the group message that locks in a plan', () => {
  // A camping weekend is an event plan: its group message and its friends joining are tested in
  // compose/gatherings.test.ts. Below, a plan the planner made (decide/plan-message.ts).
  const asks = ['draft the group chat msg to confirm everything', 'what do I send the group to make it official?', 'write a message for everyone to firm this up'];
  for (const last of asks) {
    it(`Sam: a trip with Maya and two more, "${last}"`, async () => {
      const replies = await thread('Sam', 'plan a weekend trip with Maya to the coast in July, budget $400', 'her sister and her boyfriend want to come too', last);
      const draft = quotedDraft(replies[2]!);
      expect(draft, replies[2]).toMatch(/July/);
      expect(draft).toMatch(/\$\d+ each/);
      expect(draft).toMatch(/confirm by/);
    });
  }
});

// More people joining an event plan (a camping weekend): compose/gatherings.test.ts.

/**
 * Plans, gatherings and visits that depend on the people in them (compose/event-people.ts, compose/event-group.ts),
 * through the demo world: each kind in at least four wordings written for these tests, by several members, in several
 * currencies and group sizes. Checked on properties: the right person's data for the right claim, every constraint
 * kept, budget lines that add up, and nothing assumed (no gender for a date, no in-person day across an ocean).
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { readPlan } from '../read/plan.js';

const { thread } = demoCoach();
const one = async (as: string, text: string) => (await thread(as, text))[0]!;

/** The "about N" figures on a budget's lines and the total line, in the sign given. */
function budgetOf(reply: string, sign: string): { lines: number[]; total: number | null } {
  const part = reply.split(/\*\*Budget[^*]*\*\*/)[1] ?? '';
  const esc = sign.replace('$', '\\$');
  const lines = part.split('\n').filter((l) => l.startsWith('- ') && !l.includes('Total')).map((l) => Number(new RegExp(`about ${esc}([\\d,]+)`).exec(l)?.[1]?.replace(/,/g, '') ?? NaN)).filter((x) => !Number.isNaN(x));
  const total = new RegExp(`Total: ${esc}([\\d,]+)`).exec(part)?.[1];
  return { lines, total: total ? Number(total.replace(/,/g, '')) : null };
}

describe('reading which dollar a budget is in', () => {
  it('takes the code said after the amount, then the place, then where the member lives', () => {
    expect(readPlan('budget around $150 CAD total').budget?.currency).toBe('C$');
    expect(readPlan('a day out, $200 AUD').budget?.currency).toBe('A$');
    expect(readPlan('first date, budget like 60 bucks', new Date(), 'America/Toronto').budget?.currency).toBe('C$');
    expect(readPlan('a day in new york, $100', new Date(), 'America/Toronto').budget?.currency).toBe('$');
    expect(readPlan('dinner, max $80', new Date(), 'America/Chicago').budget?.currency).toBe('$');
    expect(readPlan('my budget is now $1100. going to berlin, $1500 CAD before').budget?.currency).toBe('C$');
    expect(readPlan('a night out, 50 quid', new Date(), 'America/Toronto').budget?.currency).toBe('£');
  });
});

describe('a room with loud guests and a quiet one', () => {
  const cases: Array<[string, string, string]> = [
    ['Maya', "thinking of hosting dinner for 8, sam's loud running mates and jordan. how do I keep it fun without overwhelming jordan", 'Jordan'],
    ['Maya', 'hosting a dinner party for 10 on saturday, the rugby lot are rowdy but jordan gets overwhelmed. how do I set it up so both are ok?', 'Jordan'],
    ['Sam', 'having 6 friends over friday, a couple are super loud and theo is quiet. how do i make it work for everyone', 'Theo'],
    ['Priya', "I'm throwing a party for 15 at mine next month. Most of my friends are loud, but Maya is much quieter. Tips so she enjoys it too?", 'Maya'],
    ['Jordan', 'host dinner for 5, im cooking, maya + some loud coworkers. how do i keep it fun without it being too much', 'Maya'],
  ];
  for (const [as, text, quiet] of cases) {
    it(`${as}: ${text.slice(0, 50)}`, async () => {
      const reply = await one(as, text);
      expect(reply).toMatch(/\*\*Loud and quiet in one evening\*\*/);
      expect(reply).toMatch(new RegExp(`Seat ${quiet} beside you`));
      expect(reply).toMatch(/two zones/);
      expect(reply).toMatch(new RegExp(`${quiet} recharges alone \\(from ${quiet}'s results\\)`));
      expect(reply).not.toMatch(/\b(?:she|her|he|him)\b.*\bglad you came\b/);
    });
  }
});

describe('a surprise party for someone who may not want one', () => {
  const notSuited: Array<[string, string, string, string]> = [
    ['Sam', 'want to throw maya a surprise bday party. ~15 people, toronto, $450 CAD max. she is not really into parties. still doable?', 'Maya', 'C$450'],
    ['Jordan', "want to throw maya a surprise party for her 30th, maybe 15 people. she's kind of private tho. would she like it?", 'Maya', ''],
    ['Priya', "Planning a surprise birthday party for Maya when I'm over, 10 people, £300. She isn't really a party person. Should I still do it?", 'Maya', '£300'],
    ['Sam', "surprise party for theo? 8 ppl, 150 euros, he's not a fan of parties", 'Theo', '€150'],
  ];
  for (const [as, text, name, money] of notSuited) {
    it(`answers from ${name}'s own data: ${text.slice(0, 40)}`, async () => {
      const reply = await one(as, text);
      expect(reply).toMatch(new RegExp(`\\*\\*Does a surprise party suit ${name}\\?\\*\\*\\nProbably not`));
      expect(reply).toMatch(new RegExp(`From ${name}'s results, ${name} rates parties low`));
      expect(reply).toMatch(new RegExp(`\\*\\*What would suit ${name}\\*\\*`));
      // Every reason is the birthday person's, never the member's own picks.
      expect(reply).not.toMatch(/one of your top picks/);
      expect(reply).not.toMatch(/\*\*Option 1/);
      if (money) expect(reply).toContain(money);
    });
  }

  it('answers a bare "good idea?" without a head count, from the person\'s data', async () => {
    const reply = await one('Maya', 'is a surprise party a good idea for sam? he turns 30 next month');
    expect(reply).toMatch(/Does a surprise party suit Sam\?/);
    expect(reply).not.toMatch(/\d+ people|out of pocket/);
  });

  it('says yes for someone who recharges around people, with options from their picks', async () => {
    const reply = await one('Maya', "thinking of a surprise party for sam's birthday, 20 people, $500 CAD. good idea?");
    expect(reply).toMatch(/Does a surprise party suit Sam\?\*\*\nLikely yes/);
    expect(reply).toMatch(/\*\*Option 1/);
    expect(reply).not.toMatch(/one of your top picks/);
  });
});

describe('a weekend away for a group, with the place to stay in the budget', () => {
  const cases: Array<[string, string, string, number, number]> = [
    ['Priya', "Organising my best mate's hen do. 10 of us, one weekend in April, max £180 each including somewhere to stay. She loves singing and hates anything tacky. Help!", '£', 180, 10],
    ['Sam', 'organising a stag do for my brother, 10 of us, one weekend in june, $300 each including somewhere to stay. he loves sports, nothing sleazy. we\'re in toronto', 'C$', 300, 10],
    ['Maya', 'girls trip for 6 of us, a weekend in september, budget 250 CAD per person including the cabin. we like hiking and wine', 'C$', 250, 6],
    ['Priya', 'weekend away with 4 friends in May, £200 each incl accommodation, from London by train. Ideas?', '£', 200, 5],
    ['Jordan', 'planning a weekend away for 8 friends, max 180 dollars each all in with a place to stay. we like board games and cooking', 'C$', 180, 8],
  ];
  for (const [as, text, sign, each, group] of cases) {
    it(`${text.slice(0, 50)}`, async () => {
      const reply = await one(as, text);
      expect(reply).toMatch(/\*\*Where to stay:\*\* a whole house or cottage that sleeps/);
      expect(reply).toMatch(new RegExp(`sleeps ${group}\\b`));
      expect(reply).toMatch(/2 nights somewhere to stay in the budget/);
      const { lines, total } = budgetOf(reply.replace('**Budget per person**', '**Budget**'), sign);
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(lines.reduce((a, b) => a + b, 0)).toBe(each);
      expect(total).toBe(each);
      expect(reply).toMatch(/Friday evening[\s\S]*Saturday[\s\S]*Sunday/);
    });
  }

  it('books rooms, not a house, when the group said a hotel', async () => {
    const reply = await one('Theo', 'team weekend away with 6 of us, 200 euros each including the hotel. Can you plan it?');
    expect(reply).toMatch(/\*\*Where to stay:\*\* a hotel or guesthouse/);
    expect(reply).not.toMatch(/This weekend/);
  });

  it('keeps what the group hates out, and what they asked for in', async () => {
    const hen = await one('Priya', "Organising my best mate's hen do. 8 of us, one weekend in March, max £150 each including somewhere to stay. She loves singing and really hates anything 'tacky'.");
    expect(hen).toMatch(/karaoke room or a singing workshop/);
    expect(hen).toMatch(/No sashes, matching T-shirts or props/);
  });
});

describe('a relative or friend staying for days with every evening planned', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['Maya', "my cousin Priya is flying in for 10 days over the holidays and has sent a spreadsheet with a family thing EVERY night. I love her but I'll crack. how do I tell her I need some evenings off", /10 days with Priya/],
    ['Maya', "my mum is staying with us for two weeks and has planned an outing every single day. I'll burn out. how do I get a few quiet evenings without upsetting her?", /14 days with your mum/],
    ['Sam', 'theo is crashing at ours for a week and wants to go out every night. i need a couple nights in. how do i say that', /7 days with Theo/],
    ['Jordan', "my sister visiting for 8 days, she's booked something every night. need some nights off. help", /8 days with your sister/],
  ];
  for (const [as, text, head] of cases) {
    it(`${text.slice(0, 50)}`, async () => {
      const reply = await one(as, text);
      expect(reply).toMatch(head);
      expect(reply).toMatch(/quiet evenings agreed up front/);
      expect(reply).toMatch(/evenings to keep free, spread out \(for example evenings [\d, and]+\)/);
      expect(reply).toMatch(/\*\*Words you could send\*\*\n"[^"]{60,}"/);
    });
  }

  it("does not take a connection's relatives for the connection", async () => {
    const reply = await one('Maya', "Sam's parents are here for 9 days and they've planned dinner out every night. I need a couple of evenings at home. help");
    expect(reply).toMatch(/9 days with Sam's parents/);
    expect(reply).not.toMatch(/Sam recharges/);
  });

  it('turns round when the member is the one who filled every evening, from the guest\'s results', async () => {
    const reply = await one('Priya', "Maya's coming to stay for 10 days and I've filled every evening with family dinners. Is that too much for her?");
    expect(reply).toMatch(/Maya recharges alone \(from Maya's results\)/);
    expect(reply).toMatch(/Keep 3 evenings free/);
  });
});

describe('a birthday across a distance', () => {
  const cases: Array<[string, string, string]> = [
    ['Priya', "Maya's birthday is next month. Every year I send a big parcel from London, loads of little things, and she barely mentions them. What should I do this year?", 'Maya'],
    ['Priya', "maya's bday soon, shes in toronto and im in london. what should i do for it?", 'Maya'],
    ['Maya', "Priya's birthday is in two weeks and she's in London. What can I send or do from Toronto?", 'Priya'],
    ['Sam', "theo's birthday next week, he's in berlin. ideas from here?", 'Theo'],
    ['Maya', "My cousin Priya turns 30 next month. I can't fly to London. How do I make it special from far away?", 'Priya'],
  ];
  for (const [as, text, name] of cases) {
    it(`${text.slice(0, 50)}`, async () => {
      const reply = await one(as, text);
      expect(reply).toMatch(new RegExp(`\\*\\*${name}'s birthday from a distance\\*\\*`));
      expect(reply).toMatch(/video call booked for the day/);
      expect(reply).not.toMatch(/\*\*A day out\*\*|\*\*An evening out\*\*/);
    });
  }

  it('says a gift-giver\'s parcel did not miss, and that time is what the other values', async () => {
    const reply = await one('Priya', "Maya's birthday is next month. Every year I send a big parcel from London and she says thanks but never mentions it again. What should I do this year?");
    expect(reply).toMatch(/You show love with gifts, and Maya feels most loved through Quality Time/);
    expect(reply).toMatch(/cook the same recipe/);
  });
});

describe('a first date for someone who hates small talk', () => {
  const cases: Array<[string, string, string, number]> = [
    ['Jordan', 'first date thursday with someone from an app. i hate small talk. budget like 60 bucks. where do we go, what do i talk about', 'C$', 60],
    ['Maya', "got a first date saturday night with someone i met online, budget 70 dollars. i can't do small talk. where should we go and what do we talk about?", 'C$', 70],
    ['Priya', 'First date next Friday, £40 max, I hate small talk. Where do we go and what do I say?', '£', 40],
    ['Theo', 'first date tomorrow, 50 euros, small talk kills me. suggestions for where and topics?', '€', 50],
  ];
  for (const [as, text, sign, budget] of cases) {
    it(`${text.slice(0, 50)}`, async () => {
      const reply = await one(as, text);
      const esc = sign.replace('$', '\\$');
      const spent = new RegExp(`Spent: about ${esc}(\\d+) of your ${esc}(\\d+)`).exec(reply);
      expect(spent, reply).not.toBeNull();
      expect(Number(spent![1])).toBeLessThanOrEqual(budget);
      expect(reply).toMatch(/\*\*What to talk about \(instead of small talk\)\*\*/);
      expect(reply).toMatch(/among your top picks|is among your top picks/);
      expect(reply).not.toMatch(/\b(?:she|her|he|him|his)\b/);
      expect(reply).not.toMatch(/on (?:January|February|March|April|May|June|July|August|September|October|November|December)\*\*/);
    });
  }
});

describe("saying no to a connection's trip, with something both enjoy", () => {
  const cases: Array<[string, string, string]> = [
    ['Jordan', "how do i say no to maya's hiking trip", 'Maya'],
    ['Maya', 'sam wants me to come on his climbing trip but i really do not want to go. how do i say no', 'Sam'],
    ['Maya', "jordan invited me on his chess tournament weekend, I'd rather not go. how do I decline nicely?", 'Jordan'],
    ['Priya', "Maya keeps asking me to join her camping trip. I'm not a camping person. How do I say no?", 'Maya'],
  ];
  for (const [as, text, name] of cases) {
    it(`${text.slice(0, 50)}`, async () => {
      const reply = await one(as, text);
      expect(reply).toMatch(new RegExp(`${name} rates [a-z& ]+ \\d out of 5`));
      expect(reply).toMatch(new RegExp(`\\*\\*Words you could send\\*\\*\\n"Hey ${name}, thanks so much for asking me\\.`));
      expect(reply).toMatch(/Could we (?:do|plan) /);
    });
  }

  it('offers what both rate highly when there is such a thing', async () => {
    const reply = await one('Jordan', "how do i say no to maya's hiking trip");
    expect(reply).toMatch(/Something you both rate highly is cooking/);
    expect(reply).toMatch(/a cooking night at mine/);
  });
});

describe('a visit with flights, and a budget that changes', () => {
  const cases: Array<[string, string, string, string, number, number]> = [
    ['Priya', "I want to visit Maya in Toronto for a week in July. £1200 total including flights. What's realistic?", 'bad news, my budget is now £900', '£', 1200, 900],
    ['Maya', 'planning to fly to london to see priya for 5 days in march, 1800 CAD with flights. how do i plan it?', 'update: budget dropped to 1400 CAD', 'C$', 1800, 1400],
    ['Sam', 'going to visit theo in berlin for 4 days, $1500 CAD incl flights, we would stay in a hotel. help me plan', 'my budget is now $1100', 'C$', 1500, 1100],
    ['Theo', 'visiting sam in toronto for a week in august, 1500 euros including the flight. what is realistic?', 'Budget got cut to 1100 euros', '€', 1500, 1100],
  ];
  for (const [as, first, second, sign, before, after] of cases) {
    it(`${first.slice(0, 50)}`, async () => {
      const [a, b] = await thread(as, first, second);
      for (const [reply, budget] of [[a!, before], [b!, after]] as const) {
        expect(reply).toMatch(/- Return flights/);
        const { lines, total } = budgetOf(reply, sign);
        expect(lines.reduce((x, y) => x + y, 0), reply).toBe(budget);
        expect(total).toBe(budget);
        expect(reply).toMatch(/a day once the flight is paid/);
      }
      expect(b).toContain(`${sign}${after.toLocaleString('en')}`);
    });
  }
});

describe('a plan that grows, and the message that locks it in', () => {
  it('adds two friends to a camping weekend and writes the group message', async () => {
    const [first, second, third] = await thread('Maya', 'help me plan a camping weekend with Sam in Ontario, late May, $300 CAD total for both of us. we have a car', 'Sam just told me two friends want to come. does that change the plan?', 'ok write the message I send to the group chat to lock it in');
    expect(first).toMatch(/2 nights camping with Sam/);
    expect(second).toMatch(/\*\*With 2 more coming \(4 of you\)\*\*/);
    expect(second).toMatch(/split 4 ways/);
    expect(second).toMatch(/just you and Sam/);
    expect(third).toMatch(/\*\*A message for the group chat\*\*\n\n"Hi all! Locking in camping/);
    expect(third).toMatch(/about C\$\d+ each/);
    expect(third).toMatch(/confirm you're in/);
  });

  it('adds friends to another camping trip, in other words', async () => {
    const [, second, third] = await thread('Sam', 'want to go camping with maya for 2 nights near algonquin in july, 400 CAD incl gas, any ideas', 'three more friends are coming now, does that change things?', 'can you write the group chat message?');
    expect(third).toMatch(/\*\*A message for the group chat\*\*/);
    expect(second).toMatch(/\*\*With 3 more coming \(5 of you\)\*\*/);
    expect(second).toMatch(/split 5 ways/);
  });
});

/**
 * Named events (read/event.ts, compose/event*.ts), checked on properties with phrasings written for these tests:
 * the kind is read through typos, shorthand and long stories; a message naming an event to plan never gets a menu of
 * choices; budget lines add up to the stated total; every group option keeps the per-head cap, the vegan and the
 * non-drinker; a virtual slot sits inside both working days; stories about past events and requests for words are
 * left to the other answers.
 */
import { describe, expect, it } from 'vitest';
import { coachContext, coachPerson } from '../test-context.js';
import { builtinReply } from '../index.js';
import { readEvent, type EventKind } from '../read/event.js';
import type { CoachContext } from '../../context.js';

const NOW = new Date('2026-11-20T12:00:00Z');

const KINDS: Array<[EventKind, string]> = [
  ['groupNight', 'organising a xmas night out for 10 of us in manchester, £30 a head max, one vegan. ideas?'],
  ['groupNight', 'im in charge of the work christmas do for 15 ppl, no clubs, 40 quid each, help'],
  ['groupNight', 'Birthday party for 8 friends in Leeds, about £20 each, two of them don\'t drink, what would you suggest'],
  ['hosting', 'want to host a potluck for like 12 ppl at ours, my share is 80 dollars. how do i pull this off'],
  ['hosting', 'throwing a dinner party for 6 next friday, £60 total, one is vegetarian. plan pls'],
  ['hosting', 'Thinking of having friends over for a friendsgiving thing, maybe 8 people. where do I start?'],
  ['camping', 'want to go camping for 2 nights near vancouver with my bf in july, $350 CAD incl gas, any ideas'],
  ['camping', 'planning a camping weekend w the girls, 3 nights, 600 dollars total. where do i start'],
  ['trip', 'Going to Paris for 4 days to visit my sister in April. About 800 euros excluding flights. She loves museums, I want one long walk. How should we plan it?'],
  ['trip', 'ok so my partner and I have 3 days in Rome in June, €500 between us not counting the hotel, what should we do'],
  ['showAround', 'my cousin is visiting london next month and i said i\'d show her around for an evening. she is super social, i am not. £50. no pubs'],
  ['showAround', 'a colleague from Toronto is in Berlin next week and I have to show him round one evening, about 70€, nothing that drains me'],
  ['firstDate', 'first date on saturday afternoon in leeds, under £30 for both, i get really nervous. what should we do'],
  ['firstDate', 'got a frst date friday evening, max 50 bucks. ideas?'],
  ['virtualTeam', 'need to plan a 60 min virtual team social, people in london and new york, £20 per person, no forced fun'],
  ['virtualTeam', 'organising an online team thing for 45 mins before the holidays: toronto and london, 30 CAD each, lots of introverts'],
  ['soloWeekend', 'I need a weekend by myself. a cabin somewhere, no people, about 250€. where do I start'],
  ['soloWeekend', 'want to go off-grid for a weekend alone near Manchester, £200, no phone. how do I plan it'],
  ['settleDate', 'the family group chat is trying to plan easter and there are 3 different dates and 60 messages. help'],
  ['settleDate', 'we need to pick a date for the reunion but everyone in the group says something different'],
  ['clash', 'he booked a 7am run for sunday without asking me, my only lie-in day'],
  ['hike', 'can u help me plan a group hike for 5 of us on sunday near leeds, nothing too hard'],
  ['groupNight', "long story but my sister's 40th is next month and somehow I'm organising it, about 10 of us, £40 each, she hates clubs. what do we do??"],
  ['hosting', 'plannign a surpise party for my wifes 50th, 25 ppl at our place, £400 total. where do i even begin'],
];

describe('reading the kind of event named', () => {
  for (const [kind, text] of KINDS) {
    it(`${kind}: ${text.slice(0, 60)}`, () => {
      expect(readEvent(text, NOW)?.kind).toBe(kind);
    });
  }

  it('leaves stories about events that happened, requests for words and everyday questions alone', () => {
    for (const text of [
      'I\'m hosting Christmas for 12 and my sister-in-law keeps criticising the menu. How do I handle her without a family drama?',
      'some weekends I just want to disappear to a cabin with no phone. is it selfish?',
      'planning a camping trip in july, the site is tiny so I can only bring one person. jordan or sam?',
      'my sister wants a big party for dad\'s 70th and I\'d rather a quiet dinner for 6. how do we decide without it getting tense',
      'maya\'s housewarming is saturday, what do i bring? under £20',
      'my coworker never talks in our remote team standups, then writes essays on slack',
      'the potluck last weekend was awful and sam barely spoke to anyone',
      'my first date went badly yesterday and I keep replaying it',
      'write a message to the group chat saying I cannot make the party on saturday',
      'why do we keep arguing about small things',
      'my mum keeps commenting on my weight at family dinners',
      'I feel left out: my friends went camping without me',
      'how do I tell my manager the deadline moved again',
    ]) expect(readEvent(text, NOW), text).toBeNull();
  });

  it('reads needs, dislikes, wishes, the group and the currency as said', () => {
    const ask = readEvent('xmas night out for 8 of us in london. £25 a head max, one vegan, one doesnt drink, nobody wants a big club. something with singing pls', NOW)!;
    expect(ask.group).toBe(8);
    expect(ask.needs).toEqual(expect.arrayContaining(['vegan', 'nonDrinker']));
    expect(ask.dislikes).toContain('clubs');
    expect(ask.wishes).toContain('singing');
    expect(ask.plan.budget).toMatchObject({ amount: 25, currency: '£', per: 'person' });
    expect(readEvent('first date thurs evening in toronto, max $60 CAD, ideas?', NOW)!.plan.budget?.currency).toBe('C$');
    expect(readEvent('my friend from london is visiting berlin, i said i\'d show her around one evening. 50€', NOW)!.plan.city).toBe('Berlin');
  });
});

const ctx = (timeZone?: string): CoachContext => ({ ...coachContext([coachPerson('Sam', 'couple'), coachPerson('Theo', 'professional')]), ...(timeZone ? { timeZone } : {}) });
const MENU = /Which of these is closest|Which would help most|I'd rather ask than|anything to avoid\?/;

/** The "about N" amounts on a budget's lines, and the total line's figure. */
function budgetOf(reply: string, sign: string): { lines: number[]; total: number | null } {
  const part = reply.split('**Budget')[1] ?? reply.split('**What you buy**')[1] ?? '';
  const esc = sign.replace('$', '\\$');
  const lines = part.split('\n').filter((l) => l.startsWith('- ') && !l.includes('Total')).map((l) => Number(new RegExp(`about ${esc}([\\d,]+)`).exec(l)?.[1]?.replace(/,/g, '') ?? NaN)).filter((x) => !Number.isNaN(x));
  const total = new RegExp(`Total: ${esc}([\\d,]+)`).exec(part)?.[1];
  return { lines, total: total ? Number(total.replace(/,/g, '')) : null };
}

describe('plans shaped for the event', () => {
  it('drops singing when someone would hate it, and shapes a big group as a project', () => {
    const social = builtinReply(ctx(), 'planning a team social for 9 on thursday, £20 a head max, 2 vegans, and sam would rather eat his shoe than do karaoke. ideas?');
    expect(social).not.toMatch(/karaoke room|carol singalong/i);
    expect(social).toMatch(/Kept to:[^\n]*no karaoke/);
    const big = builtinReply(ctx(), 'I have to organise the office christmas do for 50 people, £30 a head. where do I even start');
    expect(big).toMatch(/Ask two people to help/);
    expect(big).not.toMatch(/karaoke room|night in at someone/i);
  });

  it('makes room for a quiet guest at a party the member hosts, and works the day back from the meal', () => {
    const guest = builtinReply(ctx(), "I'm hosting eid at mine for 16 people, £300 budget. Theo is coming and he's quite shy. How do I make it good for everyone?");
    expect(guest).toMatch(/\*\*For Theo\*\*/);
    const day = builtinReply(ctx(), 'hosting thanksgiving for 18 in my tiny flat, £200 for food, need a menu and a timeline, dinner at 5pm');
    expect(day).toMatch(/\*\*A menu for 18/);
    expect(day).toMatch(/eating at 5pm/);
    expect(day).toMatch(/- 12pm: the main in the oven/);
  });

  it('never answers a named event with a menu of choices', () => {
    for (const [, text] of KINDS) expect(builtinReply(ctx('Europe/London'), text), text).not.toMatch(MENU);
  });

  it('splits a trip, camping or a weekend alone into lines that add up within the budget', () => {
    const cases: Array<[string, string, number]> = [
      ['want to go camping for 2 nights near vancouver with sam in july, $350 CAD incl gas, any ideas', 'C$', 350],
      ['Going to Paris for 4 days to visit my sister in April. About 800 euros excluding flights. How should we plan it?', '€', 800],
      ['I need a weekend by myself. a cabin in the woods, no people, about 250€. where do I start', '€', 250],
      ['visiting my brother in lisbon for 5 days, 1,300 euros all in, how do I plan it so we both enjoy it?', '€', 1300],
    ];
    for (const [text, sign, budget] of cases) {
      const reply = builtinReply(ctx(), text);
      const { lines, total } = budgetOf(reply, sign);
      expect(lines.length, text).toBeGreaterThanOrEqual(3);
      const sum = lines.reduce((a, b) => a + b, 0);
      expect(sum, text).toBeLessThanOrEqual(budget);
      expect(total, text).toBe(sum);
    }
  });

  it('gives a trip a day for every day asked, each day once', () => {
    const reply = builtinReply(ctx(), 'Going to Paris for 4 days to visit my sister in April. About 800 euros excluding flights. She loves museums, I want one long walk. How should we plan it?');
    expect([...reply.matchAll(/\*\*Day (\d)\*\*/g)].map((m) => Number(m[1]))).toEqual([1, 2, 3, 4]);
    expect(reply).toMatch(/walk/i);
    expect(reply).toMatch(/gallery|museum/i);
  });

  it('checks every group option against the cap, the vegan and the non-drinker, and drops clubs when nobody wants one', () => {
    const reply = builtinReply(ctx(), 'organising a xmas night out for 8 in london, £25 a head max, one vegan, one doesnt drink, no clubs. something with singing!');
    const options = reply.split(/\*\*Option \d: /).slice(1);
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(options.length).toBeLessThanOrEqual(3);
    for (const o of options) {
      expect(o).toMatch(/- The vegan: /);
      expect(o).toMatch(/- Not drinking: /);
      const highs = [...o.matchAll(/£\d+–£(\d+) a head/g)].map((m) => Number(m[1]));
      for (const h of highs) expect(h).toBeLessThanOrEqual(25);
      expect(o).not.toMatch(/\bclub night\b/i);
    }
    expect(options[0]).toMatch(/sing|karaoke|carol/i);
  });

  it('puts a virtual team event inside both working days, in both local times', () => {
    const reply = builtinReply(ctx('America/Toronto'), 'need to plan a 90 min virtual team thing before the holidays, team is in toronto plus theo in berlin, 25 CAD per person, no forced fun');
    const m = /\*\*When:\*\* (\d{1,2})(?::(\d\d))?(am|pm) to (\d{1,2})(?::(\d\d))?(am|pm) Toronto time, which is (\d{1,2})(?::(\d\d))?(am|pm) to (\d{1,2})(?::(\d\d))?(am|pm) in Berlin/.exec(reply);
    expect(m, reply).not.toBeNull();
    const hour = (h: string, min: string | undefined, ap: string) => (Number(h) % 12) + (ap === 'pm' ? 12 : 0) + Number(min ?? 0) / 60;
    const [start, end, bStart, bEnd] = [hour(m![1]!, m![2], m![3]!), hour(m![4]!, m![5], m![6]!), hour(m![7]!, m![8], m![9]!), hour(m![10]!, m![11], m![12]!)];
    expect(end - start).toBe(1.5);
    for (const h of [start, bStart]) expect(h).toBeGreaterThanOrEqual(9);
    for (const h of [end, bEnd]) expect(h).toBeLessThanOrEqual(17);
    expect(reply).toMatch(/Cameras optional/);
    expect(reply).not.toMatch(/show one thing/i);
    expect(reply).toMatch(/C\$20 each.*C\$5 each.*C\$25 a person/s);
  });

  it('keeps a surprise a surprise, and plans a group hike for the slowest walker', () => {
    const party = builtinReply(ctx(), 'plannign a surpise party for my wifes 50th, 25 ppl at our place, £400 total. where do i even begin');
    expect(party).toMatch(/\*\*A surprise party at yours for 25\*\*/);
    expect(party).toMatch(/\*\*Keeping it a surprise\*\*/);
    const walk = builtinReply(ctx(), 'can u help me plan a group hike for 5 of us on sunday near leeds, nothing too hard');
    expect(walk).toMatch(/slowest walker/);
    expect(walk).toMatch(/8 to 10 km/);
  });

  it('settles a group date with a poll and a message to send', () => {
    const reply = builtinReply(ctx(), 'ugh the family group chat is planning christmas, 4 different dates and 50 messages since lunch');
    expect(reply).toMatch(/poll/i);
    expect(reply).toMatch(/deadline/i);
    expect(reply).toMatch(/"Hi all![^"]{40,}"/);
  });

  it('answers a plan booked without asking with a compromise and a line to say', () => {
    const reply = builtinReply(ctx(), 'sam booked a 6am hike for saturday without asking. SIX AM. on my one sleep-in day');
    expect(reply).toMatch(/later start/i);
    expect(reply).toMatch(/"I'm up for the hike[^"]+"/);
  });

  it('keeps a potluck within the member\'s share and hands out the dishes', () => {
    const reply = builtinReply(ctx(), 'want to host a potluck for like 10 ppl at our place, my share max 100 CAD. sam is a better cook but i dont want to dump it on him. how do i pull this off');
    const { lines } = budgetOf(reply, 'C$');
    expect(lines.reduce((a, b) => a + b, 0)).toBe(100);
    expect(reply).toMatch(/sign-up list/i);
    expect(reply).toMatch(/Ask Sam first/);
  });

  it('keeps a first date or a visitor\'s evening within the budget, with a natural end', () => {
    for (const [text, sign, budget] of [
      ['first date sunday afternoon in berlin, under 40€ for both, I get nervous. what do we do', '€', 40],
      ['Theo is in London for a conference and I said I would show him around one evening. I don\'t do bars. £60 for the evening', '£', 60],
    ] as const) {
      const reply = builtinReply(ctx(), text);
      const spent = new RegExp(`Spent: about \\${sign}(\\d+) of your \\${sign}(\\d+)`).exec(reply);
      expect(spent, reply).not.toBeNull();
      expect(Number(spent![1])).toBeLessThanOrEqual(budget);
      expect(reply).toMatch(/natural end/i);
      for (const item of reply.split('\n').filter((l) => l.startsWith('- **'))) expect(item).not.toMatch(/\bbars?\b|\bpub\b/i);
    }
  });
});

describe('follow-ups to an event plan', () => {
  /** The reply to `next` after `first` was answered by the coach. */
  const after = (first: string, next: string, timeZone?: string) => {
    const base = ctx(timeZone);
    const reply = builtinReply(base, first);
    return builtinReply({ ...base, history: [{ role: 'user', content: first }, { role: 'assistant', content: reply }] }, next);
  };
  const night = 'organising a xmas night out for 8 of us in london, £25 a head max, one vegan, one doesnt drink, no club. something with singing pls';

  it('re-plans a group night within a new per-head budget, keeping every need', () => {
    const reply = after(night, 'actually the budget is now £15 a head');
    expect(reply).toMatch(/Kept to: £15 a head, vegan food, good alcohol-free drinks/);
    for (const m of reply.matchAll(/within your £(\d+)/g)) expect(Number(m[1])).toBe(15);
  });

  it('shortens to the options alone, and answers "what should I pack" for time away', () => {
    const short = after(night, 'shorter pls');
    expect(short.split('\n').filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(2);
    expect(short).not.toMatch(/Before you book/);
    const pack = after('I just want a weekend alone in a cabin, no phone, no people, about 200€. where do I start', 'ok thanks, what should I pack?');
    expect(pack).toMatch(/\*\*What to pack\*\*/);
    expect(pack).toMatch(/torch/);
  });

  it('changes the length of a virtual event and keeps the slot inside both days', () => {
    const reply = after('need to plan a 90 min virtual team thing, team is in toronto plus theo in berlin, 25 CAD each, no forced fun', 'can we make it 60 min instead', 'America/Toronto');
    expect(reply).toMatch(/A 60-minute virtual team event/);
    expect(reply).toMatch(/to 11am Toronto time, which is \dpm to 5pm in Berlin/);
  });

  it('lets an unrelated next message go to the other answers', () => {
    const reply = after(night, 'different question: why does my partner go quiet when we argue?');
    expect(reply).not.toMatch(/Option 1/);
  });
});

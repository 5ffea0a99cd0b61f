/**
 * Plans across a thread and around what the member brings (decision 115): a getaway's radius is not a date, a month
 * said is the month planned, every update in the thread still holds when the next one comes, a budget too small for a
 * night away is said plainly, the member's own ideas are the plan's anchors, and a pregnancy keeps alcohol, saunas
 * and climbing out of plans and gifts. Rounds 17 and 18's threads are here as regressions, beside wordings of our own.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { readPlan } from '../read/plan.js';
import { readOwnIdeas } from '../read/plan-own.js';

const demo = demoCoach();
/** The replies, one per message (every test here sends at most three). */
const thread = async (who: string, ...messages: string[]) => (await demo.thread(who, ...messages)) as [string, string, string];
const NOW = new Date('2026-11-28T17:00:00Z');

describe('reading a plan', () => {
  it('takes "2-3h away" as a radius, never as a time of day or a date', () => {
    for (const said of ['somewhere 2-3h away', 'somewhere 2 to 3 hours away', 'max 3h away']) {
      const plan = readPlan(`want to take Maya away for a weekend in March, from Toronto, ${said}`, NOW, 'America/Toronto');
      expect(plan.travelMinutes, said).toBe(180);
      expect(plan.month, said).toBe(2);
      expect(plan.day, said).toBe('March');
      expect(plan.away, said).toBe(true);
      expect(plan.alreadyThere, said).toBeUndefined();
    }
  });

  it('does not read "10 weeks" or "rainy saturday" as the day of the plan', () => {
    expect(readPlan("she's 10 weeks pregnant, plan us a day out", NOW).day).toBeUndefined();
    const rainy = readPlan('forecast looks rainy saturday', NOW);
    expect(rainy.weekday).toBeUndefined();
    expect(rainy.weather).toBe(true);
    // A day said as the day still is one.
    expect(readPlan('plan us saturday, it looks rainy', NOW).weekday).toBe(6);
  });

  it('reads no car as the train or coach, and a pregnancy as no alcohol', () => {
    expect(readPlan("no car and he won't rent one", NOW).travelBy).toBe('train');
    expect(readPlan('we can only go by bus', NOW).travelBy).toBe('train');
    const expecting = readPlan("she's pregnant, scrap the wine", NOW);
    expect(expecting.pregnant).toBe(true);
    expect(expecting.diet).toContain('noAlcohol');
    expect(expecting.wine).toBeUndefined();
  });

  it("reads the member's own ideas in their words, with the part of the day each belongs to", () => {
    expect(readOwnIdeas("I'm thinking a wine tasting, a big dinner with my friends and a West End show.")).toEqual([
      { text: 'a wine tasting', slot: 'afternoon', drink: true, group: false },
      { text: 'a big dinner with my friends', slot: 'dinner', drink: false, group: true },
      { text: 'a West End show', slot: 'evening', drink: false, group: false },
    ]);
    expect(readOwnIdeas('my plan so far: brunch, the science museum, then cocktails').map((i) => i.slot)).toEqual(['lunch', 'afternoon', 'evening']);
    // A thought that is not an activity is not an idea.
    expect(readOwnIdeas("I'm thinking she's annoyed with me")).toEqual([]);
    expect(readOwnIdeas("I'm thinking about whether to go")).toEqual([]);
  });
});

describe('a getaway planned over three turns (round 18 t06)', () => {
  it('keeps the month, the train and the rain, and says when the money cannot carry a night away', async () => {
    const [first, second, third] = await thread('Sam',
      'want to take Maya away for a weekend in March. from Toronto, somewhere 2-3h away, budget $400 CAD all in. she loves hiking and cooking, i love anything with people/festivals',
      "update: no car, she doesn't want to rent one. and forecast looks rainy saturday",
      'ok actually cap it at $250, rent is due');
    expect(first).toMatch(/^\*\*A weekend away with Maya in March\*\*/);
    expect(first).toMatch(/within 3 hours' drive of Toronto/);
    expect(first).not.toMatch(/November|Toronto with Maya/);
    expect(first).toMatch(/\*\*Night\*\*/);
    // The update is a new plan, not a talk about feelings.
    expect(second).toMatch(/^\*\*A weekend away with Maya in March\*\*/);
    expect(second).toMatch(/Train there/);
    expect(second).toMatch(/indoors, out of the weather/);
    expect(second).not.toMatch(/Drive there|hike|trail/i);
    // The new cap keeps both updates, in Canadian dollars, and says what it cannot pay for.
    expect(third).toMatch(/C\$250 does not stretch to a night away: the train there and back is about C\$\d+ before a bed/);
    expect(third).toMatch(/indoors, out of the weather/);
    expect(third).not.toMatch(/\(about \$|trail|hike/i);
    const total = Number(/Rough total: about C\$(\d+)/.exec(third)?.[1]);
    expect(total).toBeLessThanOrEqual(250);
  });

  it('keeps an earlier update in our own wording too', async () => {
    const [, , third] = await thread('Priya',
      'plan a weekend away with Maya in April, within 2 hours of London, £300 total',
      "we don't have a car so it has to be the train",
      'make it £350');
    expect(third).toMatch(/Train there/);
    expect(third).not.toMatch(/Drive there/);
    expect(third).toMatch(/£350/);
  });
});

describe("the member's own ideas and a pregnancy (round 17 t04)", () => {
  it('builds around the ideas, drops the wine when she is pregnant, and keeps the gift safe', async () => {
    const [first, second, gift] = await thread('Priya',
      "Maya's coming to stay with me in London for a long weekend in March. I want to plan something special, I'm thinking a wine tasting, a big dinner with my friends and a West End show.",
      "oh wait she just told me she's pregnant!! 10 weeks. so scrap the wine obviously",
      'and what can I get her as a gift? under £50');
    expect(first).toMatch(/Your idea: a wine tasting/);
    expect(first).toMatch(/Your idea: a big dinner with your friends/);
    expect(first).toMatch(/Your idea: a West End show/);
    // One gathering with friends, the member's; the library adds no second one.
    expect(first.match(/friends/g)?.length).toBeLessThanOrEqual(2);
    expect(second).toMatch(/\(March\)/);
    expect(second).not.toMatch(/February|Your idea: a wine/);
    expect(second).toMatch(/A wine tasting: left out with the pregnancy/);
    expect(second).toMatch(/With the pregnancy in mind/);
    const items = second.split('\n').filter((l) => l.startsWith('- ')).join('\n');
    expect(items).not.toMatch(/sauna|climb|bouldering|cocktail|brewery|wine/i);
    expect(gift).toMatch(/^Gift ideas for Maya/);
    expect(gift).not.toMatch(/bottle|wine|climbing|paddleboard/i);
  });

  it('keeps a drink-free plan free of the drink the member suggested, in our own wording', async () => {
    const [reply] = await thread('Jordan', "planning a day out with Maya on saturday, I'm thinking brunch, a gallery and cocktails after. she doesn't drink though");
    expect(reply).toMatch(/Your idea: brunch/);
    expect(reply).toMatch(/Cocktails after: left out with no drinking/);
  });
});

describe('an injury or a no said later in a planning thread', () => {
  it('re-plans seated when someone is on crutches, in round 16 t01 and in our own words', async () => {
    const [, , third] = await thread('Maya',
      "sam's bday is in 3 weeks, i want to plan a whole saturday for us. sam's into running, festivals, being around people. i'm more hiking/cooking/quiet. budget ~200 CAD, toronto",
      'too much. just give me the top 2 options, short',
      'update lol: sam just sprained an ankle playing soccer. 3 weeks on crutches minimum. now what');
    expect(third).toMatch(/^\*\*Sam's birthday, Saturday\*\*/);
    expect(third).toMatch(/seated, with no walking to speak of/);
    expect(third.split('\n').filter((l) => l.startsWith('- ')).join('\n')).not.toMatch(/\b(?:run|walk|hike|trail|garden)\b/i);
    const [, again] = await thread('Priya', 'plan me and Maya a day out in London on Sunday, £100', 'she broke her foot last week so keep that in mind');
    expect(again).toMatch(/seated, with no walking to speak of/);
  });

  it('answers "what if I say no" about the plan as the fear of saying no, not the plan again', async () => {
    const [plan, no] = await thread('Jordan',
      "Maya wants us to do a 3-day camping trip in Algonquin in August. I don't camp. I like a bed, a kitchen, and a plan.",
      "What if I say no and she's hurt? She's been looking forward to it.");
    expect(no).not.toBe(plan);
    expect(no).toMatch(/^Then Maya may be disappointed/);
  });
});

describe('what the member rules out (round 19 q01)', () => {
  it('"a long hike is out" is not the plan', async () => {
    const [reply] = await thread('Maya', "sam and I have our 2 year anniversary next saturday (dec 5). budget is like $150 CAD total, we're in toronto and it'll probably be freezing/snowy so a long hike is out. sam gets bored sitting in restaurants for hours. ideas??");
    expect(reply).toMatch(/^\*\*Your anniversary, Saturday 5 December in Toronto with Sam\*\*/);
    expect(reply).not.toMatch(/\bhike\b|trail/i);
    const [own] = await thread('Jordan', 'plan a saturday with maya in toronto, camping is out, she hates the cold');
    expect(own).not.toMatch(/camp/i);
  });
});

describe('"plan me a saturday", then the weather and her energy (round 20 t05)', () => {
  it('plans the day, moves it indoors, then makes it quiet, within the same budget', async () => {
    const [plan, rain, quiet] = await thread('Sam',
      'plan me a saturday with maya in toronto, around $100 CAD total',
      'forecast just changed to freezing rain all day 🙄',
      "and she just texted that she's wiped from work and wants something low-key. still $100");
    expect(plan).toMatch(/^\*\*Saturday in Toronto with Maya\*\*\n+Kept to: C\$100 for the two of you\./);
    expect(rain).toMatch(/Kept to: C\$100 for the two of you, indoors, out of the weather\./);
    expect(quiet).toMatch(/Kept to: C\$100 for the two of you, indoors, out of the weather, a restful pace\./);
    // Low on energy: nothing busy, social or strenuous in the quiet version.
    expect(quiet).not.toMatch(/friends invited|badminton|table-tennis|swim/i);
  });
});

describe('a birthday day without a party (round 20 q01)', () => {
  it('plans the day for the two of them, active and with people, indoors in the slush', async () => {
    const [reply] = await thread('Maya', "sams birthday is next saturday and i want to plan the whole day for him. budget is about $250 CAD all in, we're in toronto and it'll probably be grey and slushy. he loves being active and around people, i love him but i do NOT want to throw a big party. ideas?");
    expect(reply).toMatch(/Kept to: C\$250 for the two of you, something active, indoors, out of the weather\./);
    expect(reply).not.toMatch(/at yours for|The food|invite with a start/);
  });
});

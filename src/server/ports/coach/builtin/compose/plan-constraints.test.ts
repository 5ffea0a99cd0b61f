/**
 * Plans honour every constraint the member states (issue 29, blind round 14): diet, access, distance, the kind of help
 * asked for, who pays, and the budget. Each test asserts a property of the reply (no idea tagged against the constraint,
 * the total within the budget, the constraint said once), with wordings of our own and a look-alike without the
 * constraint that keeps its old ideas.
 */
import { describe, expect, it } from 'vitest';
import { ideaLibrary } from '../content/ideas.js';
import { DISHES } from '../content/menus.js';
import { readConstraints, readRadius } from '../read/plan-constraints.js';
import { readPlan } from '../read/plan.js';
import { builtinReply } from '../index.js';
import { coachContext, coachPerson } from '../test-context.js';
import { dishSuits } from './plan-menu.js';
import { suitsPeople } from './schedule.js';

const NOW = new Date(2026, 9, 5, 10);
const ctx = () => coachContext([coachPerson('Robin', 'couple')]);
const reply = (message: string) => builtinReply(ctx(), message);

/** The library ideas a reply shows, found by their own words. */
function ideasIn(text: string) {
  return ideaLibrary().filter((i) => text.includes(i.idea.replace(/\.$/, '')));
}

/** Every amount a reply shows on an item line ("(about C$25)"), summed. */
function itemCosts(text: string): number {
  return [...text.matchAll(/^- .*\(about (?:C\$|A\$|£|€|\$)(\d+)/gm)].reduce((a, m) => a + Number(m[1]), 0);
}

describe('reading the constraints of a plan', () => {
  it('reads diets, access, distance, the help asked for and who pays, from wordings of our own', () => {
    expect(readConstraints("we're both plant-based and my partner quit drinking last year").diet).toEqual(expect.arrayContaining(['vegetarian', 'noAlcohol']));
    expect(readConstraints('my sister is vegan and dad has a nut allergy').diet).toEqual(expect.arrayContaining(['vegan', 'nutFree']));
    expect(readConstraints('he can only eat halal and she avoids dairy, no dairy at all').diet).toEqual(expect.arrayContaining(['halal', 'dairyFree']));
    expect(readConstraints('grandpa gets about in a wheelchair these days').access).toBe('wheelchair');
    expect(readConstraints('my aunt has a zimmer frame').access).toBe('walker');
    expect(readConstraints("he's in melbourne and i'm in dublin for the year").apart).toBe(true);
    expect(readConstraints('we do long distance, any ideas for her birthday').apart).toBe(true);
    expect(readConstraints('which dishes should we cook, what should we make for two').help).toBe('menu');
    expect(readConstraints('can you lay it out day by day').help).toBe('itinerary');
    expect(readConstraints("i'm throwing a party for my uncle's 70th").payer).toBe('member');
    expect(readRadius('a night away somewhere within two hours of leeds')).toBe(120);
  });

  it('leaves a look-alike without the constraint alone', () => {
    const plain = readConstraints('we both love cooking and long walks, ideas for saturday?');
    expect(plain.diet).toEqual([]);
    expect(plain.access).toBeUndefined();
    expect(plain.apart).toBeUndefined();
    // A dog walker is not a walking frame; a party in another city is not two people apart.
    expect(readConstraints('my dog walker is off this week, ideas for sunday?').access).toBeUndefined();
    expect(readConstraints("the wedding's in glasgow and i'm in london, where should we stay").apart).toBeUndefined();
    expect(readRadius('a three hour hike on saturday')).toBeUndefined();
  });

  it('a radius makes a weekend a getaway with a drive, not a weekend at home', () => {
    const plan = readPlan('planning a weekend for her birthday, about £300, within 2 hours of bristol', NOW);
    expect(plan.away).toBe(true);
    expect(plan.travelMinutes).toBe(120);
    expect(plan.span.kind).toBe('days');
  });
});

describe('the idea library honours the constraints', () => {
  it('rules out meat- and dairy-centred ideas for a vegan, drinking for a non-drinker, and keeps them otherwise', () => {
    const ideas = ideaLibrary();
    const meat = ideas.filter((i) => i.tags.includes('meat'));
    expect(meat.length).toBeGreaterThan(0);
    expect(meat.every((i) => !suitsPeople(i, { diet: ['vegan'] }))).toBe(true);
    expect(ideas.filter((i) => i.tags.includes('dairy')).every((i) => !suitsPeople(i, { diet: ['vegan'] }))).toBe(true);
    expect(ideas.filter((i) => i.tags.includes('pub')).every((i) => !suitsPeople(i, { diet: ['noAlcohol'] }))).toBe(true);
    expect(meat.every((i) => suitsPeople(i, {}))).toBe(true);
  });

  it('a wheelchair keeps only step-free ideas; living apart keeps only ideas that work apart', () => {
    for (const i of ideaLibrary().filter((x) => suitsPeople(x, { access: 'wheelchair' }))) {
      expect(i.tags.includes('steps')).toBe(false);
      expect(i.walking === 'none' || i.tags.includes('stepfree')).toBe(true);
    }
    expect(ideaLibrary().filter((x) => suitsPeople(x, { apart: true })).every((i) => i.tags.includes('apart'))).toBe(true);
  });

  it('no dish on a menu goes against a diet said', () => {
    for (const diet of [['vegan'], ['dairyFree'], ['vegetarian', 'glutenFree'], ['nutFree']] as const) {
      for (const d of DISHES.filter((x) => dishSuits(x, [...diet]))) {
        if (diet.includes('vegan' as never)) expect(d.tags.some((t) => ['meat', 'fish', 'dairy', 'eggs'].includes(t))).toBe(false);
        if (diet.includes('dairyFree' as never)) expect(d.tags).not.toContain('dairy');
        if (diet.includes('glutenFree' as never)) expect(d.tags).not.toContain('gluten');
        if (diet.includes('nutFree' as never)) expect(d.tags).not.toContain('nuts');
      }
    }
  });
});

describe('plans that honour every constraint', () => {
  it('a vegan couple gets no meat- or dairy-centred idea, says it once, and keeps within the budget', () => {
    const text = reply("robin and i are vegan, it's our anniversary next saturday in leeds, £90 total. ideas?");
    expect(ideasIn(text).some((i) => i.tags.includes('meat') || i.tags.includes('dairy'))).toBe(false);
    expect(text.match(/vegan food/g)?.length).toBe(1);
    expect(itemCosts(text)).toBeLessThanOrEqual(90);
    expect(text).not.toMatch(/Kept to:[^\n]*\b(?:robin and i|we are)\b/i);
  });

  it('options without a span never add up to more than the budget, and say the total', () => {
    const text = reply("it's robin's birthday soon, we're in manchester, £70 in all and robin doesn't drink. ideas?");
    expect(itemCosts(text)).toBeLessThanOrEqual(70);
    expect(ideasIn(text).some((i) => i.tags.includes('pub'))).toBe(false);
    expect(text).toMatch(/nothing built around drinking/);
  });

  it('an occasion on a known day with a budget is one costed day, not alternatives; a length in years is not its date', () => {
    const text = reply("our 3 yr anniversary is sat the 12th, £120 in all, robin's vegetarian. ideas?");
    expect(text).toMatch(/Saturday/);
    expect(text).not.toMatch(/\*\*A day out\*\*|\*\*At home\*\*/);
    expect(Number(/Rough total: about £(\d+)/.exec(text)?.[1])).toBeLessThanOrEqual(120);
    expect(ideasIn(text).some((i) => i.tags.includes('meat'))).toBe(false);
  });

  it('a wheelchair gives only step-free ideas and says so; the look-alike keeps its active ideas', () => {
    const text = reply('day out with robin in york on sunday, robin uses a wheelchair now. what could we do?');
    const shown = ideasIn(text);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((i) => !i.tags.includes('steps') && (i.walking === 'none' || i.tags.includes('stepfree')))).toBe(true);
    expect(text).toMatch(/step-free/);
    const plain = reply('day out with robin in york on sunday. what could we do?');
    expect(ideasIn(plain).some((i) => i.walking !== 'none')).toBe(true);
    expect(plain).not.toMatch(/step-free/);
  });

  it('"what should we cook" gets a menu that suits the diet, with a total within the budget', () => {
    const text = reply("cooking at home with robin on thursday, £30 for the shopping, robin can't have dairy. what should we make?");
    expect(text).toMatch(/\*\*The menu\*\*/);
    expect(text).toMatch(/\*\*Main:\*\*/);
    expect(text).not.toMatch(/\b(?:parmesan|halloumi|butter|mousse|crumble)\b/i);
    expect(text).not.toMatch(/\*\*\d+(?::\d\d)?(?:am|pm)/);
    const total = Number(/Total: about £(\d+)/.exec(text)?.[1]);
    expect(total).toBeLessThanOrEqual(30);
    expect(itemCosts(text)).toBe(total);
  });

  it('two people in different cities get ideas that work apart, not in-person ones', () => {
    const text = reply("robin's in vancouver and i'm in glasgow. plan something for our anniversary, £40");
    const shown = ideasIn(text);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((i) => i.tags.includes('apart'))).toBe(true);
    expect(itemCosts(text)).toBeLessThanOrEqual(40);
  });

  it('a getaway within a drive gets lodging and a two-day outline, not a weekend in the home city', () => {
    const text = reply('want to plan a weekend for robin in june, £400, within 2 hours of leeds');
    expect(text).toMatch(/weekend away/i);
    expect(text).toMatch(/- \*\*Night\*\* /);
    expect(text).toMatch(/\*\*Day 1/);
    expect(text).toMatch(/\*\*Day 2/);
    expect(text).toMatch(/within 2 hours' drive of Leeds/);
  });

  it('a party the member throws is not split between the guests; a wheelchair drops the standing-play venues', () => {
    const text = reply("throwing my dad a party for his 70th, 14 people, £350 total, he's in a wheelchair. where should we do it?");
    expect(text).not.toMatch(/Collect each share|out of pocket/);
    expect(text).toMatch(/paid by you|You are paying/);
    expect(text).not.toMatch(/bowling|crazy golf|club night/i);
    expect(text).toMatch(/step-free/);
  });

  it('a group that said it splits keeps collecting shares', () => {
    const text = reply('organising a night out for 9 of us in leeds, £25 each, we split it. ideas?');
    expect(text).toMatch(/Collect each share/);
  });
});

describe('a follow-up asking for the plan day by day', () => {
  it('keeps the getaway and says what a half surprise tells them ahead; the first turn keeps it a full surprise', () => {
    const first = 'planning a surprise weekend for robin in june, £400, within 2 hours of leeds';
    const firstReply = reply(first);
    expect(firstReply).toMatch(/keep the dates free/);
    expect(firstReply).not.toMatch(/knows ahead/);
    const later = builtinReply(coachContext([coachPerson('Robin', 'couple')], [{ role: 'user', content: first }, { role: 'assistant', content: firstReply }]), 'fine, half a surprise then. lay it out day by day');
    expect(later).toMatch(/\*\*Day 1/);
    expect(later).toMatch(/\*\*Day 2/);
    expect(later).toMatch(/- \*\*Night\*\* /);
    expect(later).toMatch(/What Robin knows ahead/);
  });
});

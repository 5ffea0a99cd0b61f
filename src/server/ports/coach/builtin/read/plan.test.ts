import { describe, expect, it } from 'vitest';
import { asksForPlan, readPlan } from './plan.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const read = (m: string) => readPlan(m, NOW);

describe('the slots of a plan request (issue 29, item 2)', () => {
  it('reads money with its currency, for both or for each, and never a span as money', () => {
    expect(read('sam works saturdays so sunday is our only day. manchester, under £60 for both of us').budget).toEqual({ amount: 60, currency: '£', per: 'total' });
    expect(read('friday 6-9pm, under £25 each, not just the pub').budget).toEqual({ amount: 25, currency: '£', per: 'person' });
    expect(read('plan something for 6 of us on saturday, 20 euros pp').budget).toEqual({ amount: 20, currency: '€', per: 'person' });
    expect(read('weekend away, budget about 300 quid all in').budget).toEqual({ amount: 300, currency: '£', per: 'total' });
    expect(read('wat can we do tmrw for like 40 bucks').budget).toEqual({ amount: 40, currency: '$', per: 'total' });
    expect(read('$1.5k for a 4 night trip, ideas?').budget?.amount).toBe(1500);
    const drive = read("we live 2 hours' drive apart, ideas for a weekend together?");
    expect(drive.budget).toBeUndefined();
    expect(drive.travelMinutes).toBe(120);
    expect(read('we have 2 hours free on tuesday, what can we do').budget).toBeUndefined();
  });

  it('reads rupees, written as a sign, a word or Rs, with thousands separators', () => {
    expect(read('budget ₹15,000 for her birthday, somewhere quiet in pune').budget).toEqual({ amount: 15000, currency: '₹', per: 'total' });
    expect(read('dinner for the two of us, 4000 rupees max').budget).toEqual({ amount: 4000, currency: '₹', per: 'total' });
    expect(read('rs. 2,500 each for the team lunch').budget).toEqual({ amount: 2500, currency: '₹', per: 'person' });
    expect(read('we have Rs 1,20,000 for the trip').budget?.amount).toBe(120000);
    expect(read('their first trip: 2 days in goa, budget 9000, we are in mumbai').budget).toEqual({ amount: 9000, currency: '₹', per: 'total' });
  });

  it('takes the currency of the place when an amount has none', () => {
    expect(read('my sister is visiting me in leeds for the weekend, budget is 100, what should we do').budget).toEqual({ amount: 100, currency: '£', per: 'total' });
  });

  it('reads the span: hours, a day, several days, a weekend away', () => {
    expect(read('we have 2 hours free on tuesday, what can we do').span).toEqual({ kind: 'hours', minutes: 120 });
    expect(read('3 days in lisbon mid feb, €400 between us').span).toEqual({ kind: 'days', days: 3 });
    expect(read('$1.5k for a 4 night trip, ideas?').span).toEqual({ kind: 'days', days: 5 });
    const away = read('want to take maya away for a weekend in october, nothing more than 2 hours drive from manchester');
    expect(away.span).toEqual({ kind: 'days', days: 2 });
    expect(away.away).toBe(true);
    expect(away.month).toBe(9);
    expect(away.city).toBe('Manchester');
    expect(read("Sam's birthday is Saturday 12 December, plan the day for us in London").span).toEqual({ kind: 'day' });
  });

  it('reads days and dates, and leaves out a day that is taken', () => {
    const sunday = read('sam works saturdays so sunday is literally our only day together, ideas?');
    expect(sunday.busyDays).toEqual([6]);
    expect(sunday.weekday).toBe(0);
    const birthday = read("Sam's birthday is Saturday 12 December and I want to plan the day for us in London");
    expect(birthday.day).toBe('Saturday 12 December');
    expect(birthday.occasion).toBe('birthday');
    expect(birthday.occasionOf).toBe('theirs');
    const jan = read("Maya's coming up to Manchester the weekend of 16 Jan. I've got £80 total for the two of us. She has to leave Sunday at 3");
    expect(jan.day).toBe('the weekend of 16 January');
    expect(jan.month).toBe(0);
    expect(jan.end).toBe(15);
    // "after work friday" is when they are free, not a day that is taken.
    expect(read('something with sam after work friday, 6-9pm').busyDays).toEqual([]);
  });

  it('reads an end time, an energy limit and slow mornings', () => {
    expect(read('ideas for sunday? he needs to be home by 6').end).toBe(18);
    const wiped = read("plan the day for his birthday; I'll be completely wiped by 4pm if it's crowded");
    expect(wiped.energyEnd).toBe(16);
    expect(wiped.end).toBeUndefined();
    expect(read('3 days in lisbon, she keeps saying she wants slow mornings, what do we do').lateStart).toBe(true);
    expect(read('what can we do this weekend? we leave sunday at 3pm').end).toBe(15);
  });

  it('reads places: a city, already there for a trip, at home', () => {
    const lisbon = read('ok so maya and i have 3 days in lisbon mid feb, flights and the airbnb already paid');
    expect(lisbon.city).toBe('Lisbon');
    expect(lisbon.alreadyThere).toBe(true);
    expect(read("i'm in chicago, what can we do").alreadyThere).toBeUndefined();
    expect(read('its our anniversary next saturday!! we are in edinburgh for the day, plan??').alreadyThere).toBe(true);
    expect(read('anniversary ideas, a night in at home since the kids are asleep').atHome).toBe(true);
  });

  it('reads the group size, likes and dislikes', () => {
    expect(read('plan something for 6 of us on saturday').people).toBe(6);
    expect(read('a day out with 3 friends').people).toBe(4);
    expect(read('ideas for saturday? she hates crowds and nothing loud pls').avoid).toEqual(expect.arrayContaining(['crowds', 'loud']));
    expect(read("my dad can't walk far anymore, ideas for 2 days?").avoid).toContain('walking');
    expect(read('he loves running and i love food, £100, plan?').likes).toEqual(['outdoors_movement', 'food_home']);
    const restless = read('he gets restless if we just sit somewhere, not really a pub person either');
    expect(restless.want).toContain('movement');
    expect(restless.avoid).toContain('pub');
  });

  it('tells a plan request from a draft, a gift or a question about a fight', () => {
    expect(asksForPlan('want to plan something for maya\'s birthday next month')).toBe(true);
    expect(asksForPlan('Maya\'s coming up the weekend of 16 Jan, £80 total. What should we do. Nothing loud.')).toBe(true);
    expect(asksForPlan("write an invite for maya to come to my running club's xmas 5k + pub after")).toBe(false);
    expect(asksForPlan('what should we do about the fight we had on sunday')).toBe(false);
    expect(asksForPlan('wat do i get maya for xmas, like £60 max, she hates clutter')).toBe(false);
    expect(asksForPlan('how are you')).toBe(false);
    expect(asksForPlan('anniversary next saturday, £100. plan??')).toBe(true);
    expect(asksForPlan('sam needed space yesterday and walked out. what do i do?')).toBe(false);
  });
});

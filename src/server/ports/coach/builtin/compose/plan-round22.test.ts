/**
 * Round 22's plans, after grading (not a blind score): the cold disliked or outdoor plans doubted keep a plan indoors
 * in a cold month, a getaway "2-3 hrs from Toronto" is a radius from home and not a weekend in Toronto, camping named
 * as someone's taste is not the trip asked for, a meal cooked together at home is a menu, and a father visiting for
 * five days with "some hours alone" is a visit to plan, not a holiday alone. The round's own questions (q01, q19, q28,
 * q38, t02) are regressions; the other wordings are ours.
 */
import { describe, expect, it } from 'vitest';
import { readPlan } from '../read/plan.js';
import { readEvent } from '../read/event.js';
import { demoCoach } from '../../../../test/demo-coach.js';

const JANUARY = new Date(2027, 0, 8, 10);
const JULY = new Date(2027, 6, 8, 10);
const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;

describe('the cold disliked, outdoor plans doubted', () => {
  it('reads them as indoors in a cold month, and the cold disliked in July as nothing', () => {
    for (const text of ['I HATE the cold', 'she really can\'t stand winter', 'he is not a cold-weather person', 'outdoor stuff is iffy', 'anything outside is off the table', 'too cold for anything outdoors']) {
      expect(readPlan(`date ideas for saturday, ${text}`, JANUARY).weather, text).toBe(true);
    }
    expect(readPlan('date ideas for saturday, I hate the cold', JULY).weather).toBeUndefined();
    for (const text of ['we love a cold brew', 'outdoor cinema is her favourite', 'the cold open of that show']) {
      expect(readPlan(`date ideas for saturday, ${text}`, JANUARY).weather, text).toBeUndefined();
    }
  });

  it('keeps the anniversary plan off hikes and drives (round 22 q01)', async () => {
    const reply = await ask('Maya', "ok so Sam and I hit 2 years on the 14th and I want to plan something that isn't just dinner again. Budget is like $150 CAD total, it's Toronto in december so outdoor stuff is iffy. He's a runner/swimmer/sports guy, I'm more cook-a-big-meal-and-open-a-bottle. Ideas??");
    expect(reply).toMatch(/Kept to:[^\n]*indoors/);
    expect(reply).not.toMatch(/hike|scenic drive|viewpoint|bench/i);
  });

  it('gives a visitor who hates the cold a warm stand-in for the hiking day, not camping (round 22 q28)', async () => {
    const text = "I'm flying to Toronto to see my cousin Maya for 5 days in mid-January (flights booked, about £550 spending money). I HATE the cold. She's obsessed with hiking and camping apparently. What do we do?";
    expect(readEvent(text, JANUARY)?.kind).toBe('trip');
    const reply = await ask('Priya', text);
    expect(reply).toMatch(/5 days in Toronto with Maya/);
    expect(reply).not.toMatch(/camping|tent|campsite|hills or a coastal path/i);
    expect(reply).toMatch(/short winter walk[^\n]*somewhere warm/);
    // Camping asked for is still camping.
    expect(readEvent('plan a camping weekend with sam in june, budget $300', JULY)?.kind).toBe('camping');
  });
});

describe('a getaway said as a distance from home', () => {
  it('reads "2-3 hrs from Toronto" and "an hour or two outside the city" as a radius', () => {
    expect(readPlan('a weekend away somewhere 2-3 hrs from Toronto', JANUARY).travelMinutes).toBe(180);
    expect(readPlan('somewhere an hour or two outside the city for the weekend', JANUARY).travelMinutes).toBe(120);
    expect(readPlan('weekend away, 90 min drive max', JANUARY).travelMinutes).toBeUndefined();
    expect(readPlan('my shift ends 2 hours from now, ideas for tonight', JANUARY).travelMinutes).toBeUndefined();
  });

  it('plans a weekend away within that drive, not a weekend in the city (round 22 t02)', async () => {
    const reply = await ask('Sam', 'want to take Maya away for a weekend in late January, somewhere 2-3 hrs from Toronto. budget $600 CAD all in. ideas?');
    expect(reply).toMatch(/A weekend away with Maya/);
    expect(reply).toMatch(/within 3 hours' drive of Toronto/);
    expect(reply).not.toMatch(/weekend in Toronto/i);
  });
});

describe('a meal cooked together at home', () => {
  it('is a menu with the shopping costed, not a list of outings (round 22 q19)', async () => {
    for (const text of [
      'Want to have Maya over for dinner and actually cook together instead of me doing everything. Budget $80 CAD for groceries + wine. Saturday. I need a plan, not vibes.',
      "Maya's coming over saturday and we want to cook dinner together at mine, $80 for groceries and wine. plan?",
    ]) {
      const reply = await ask('Jordan', text);
      expect(reply, text).toMatch(/\*\*The menu\*\*/);
      expect(reply, text).toMatch(/wine/i);
      expect(reply, text).toMatch(/within your C?\$80/);
      expect(reply, text).not.toMatch(/museum|picnic|board-game|bird box/i);
    }
  });
});

describe('a parent visiting', () => {
  it('is a visit to plan, not a holiday alone (round 22 q38)', async () => {
    const reply = await ask('Theo', "My dad (72, bad knee) wants to visit me in Berlin for 5 days before Christmas. My flat is one room. He loves Christmas markets and old churches. My budget for everything except his flight is about 400 euros. I also need some hours alone or I'll lose it. Plan?");
    expect(reply).not.toMatch(/holiday on your own/i);
    expect(reply).toMatch(/Berlin with your dad/);
    // A bed nearby for a one-room flat, costed; the mornings kept free for the hours alone; what he loves in it.
    expect(reply).toMatch(/Where your dad sleeps: [^\n]*guesthouse[^\n]*€\d+ a night/);
    expect(reply).toMatch(/Your hours alone: the mornings stay free/);
    expect(reply).not.toMatch(/\*\*10am\*\*/);
    expect(reply).toMatch(/church[^\n]*He's into churches/);
    expect(reply).toMatch(/for the two of you/);
    // Without a visit, "on my own" is still a plan for one, and a roomy flat needs no guesthouse.
    expect(readPlan('staying in Berlin on my own over christmas, 3 days, what would you do', JANUARY).people).toBe(1);
    expect(readPlan('my mum is coming to stay with me for 4 days in march, ideas?', JANUARY).smallHome).toBeUndefined();
  });
});

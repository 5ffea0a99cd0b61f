/**
 * Round 17's plans: the weather said as a forecast or a temperature keeps a plan indoors and off drives and walks; a
 * weekend named only as when not to go is no weekend to plan; a date with someone met on an app is a first date.
 * Wordings are our own besides the round's two (q01, q36), which are regressions.
 */
import { describe, expect, it } from 'vitest';
import { readPlan } from '../read/plan.js';
import { readEvent } from '../read/event.js';
import { demoCoach } from '../../../../test/demo-coach.js';

const NOW = new Date(2026, 10, 28, 10);
const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;

describe('weather in a plan', () => {
  it('reads a forecast or a temperature as indoors', () => {
    for (const text of ['forecast says freezing rain', "it'll be like -2°C", 'supposed to snow all day', 'minus 10 out there', 'its bitterly cold this week', 'storm warning for saturday']) {
      const req = readPlan(`date ideas for saturday, ${text}`, NOW);
      expect(req.weather, text).toBe(true);
      expect(req.setting, text).toBe('indoor');
    }
    for (const text of ['it will be sunny', 'we love a cold drink', 'rainbow cake for her birthday']) {
      expect(readPlan(`date ideas for saturday, ${text}`, NOW).weather, text).toBeUndefined();
    }
  });

  it('keeps a weather-bound plan off drives, viewpoints and walks, and says so', async () => {
    for (const text of [
      'Our 2-year anniversary is Saturday the 14th. Sam just went pescatarian, I have maybe CA$150 total, and please nothing downtown on a weekend night, I cannot do the crowds. Forecast says freezing rain in Toronto. Ideas?',
      'ideas for saturday with sam in toronto? budget $120, its gonna snow the whole day',
    ]) {
      const reply = await ask('Maya', text);
      expect(reply, text).toMatch(/Kept to:[^\n]*indoors, out of the weather/);
      expect(reply, text).not.toMatch(/scenic drive|viewpoint|walk\b|walking tour|picnic/i);
    }
  });
});

describe('a weekend said only as when not to go', () => {
  it('plans the one day named', () => {
    for (const text of [
      'anniversary on Saturday the 14th, nothing downtown on a weekend night please',
      "birthday dinner saturday, I hate weekend crowds so somewhere quiet",
    ]) {
      expect(readPlan(text, NOW).span.kind, text).not.toBe('days');
    }
    expect(readPlan('a weekend away with sam, two nights', NOW).span.kind).toBe('days');
  });
});

describe('a date with someone met on an app', () => {
  it('is a first date', () => {
    for (const text of [
      "Date on Saturday in Berlin, met him on Hinge. He's vegan. Ideas?",
      'got a date friday with a girl i met on bumble, ideas?',
      'my tinder match and i have a date sunday, where should we go',
    ]) {
      expect(readEvent(text, NOW)?.kind, text).toBe('firstDate');
    }
    expect(readEvent('date night with my husband on friday, ideas', NOW)?.kind).not.toBe('firstDate');
  });

  it('plans it with something to do, public, and no talk of "the app"', async () => {
    const reply = await ask('Theo', "Date on Saturday in Berlin, met him on Hinge. He's vegan, hates loud bars, it'll be like -2°C. Budget ~€60 for both. I get nervous so something with an activity would help. Ideas?");
    expect(reply).toMatch(/first date/i);
    expect(reply).toMatch(/vegan/);
    expect(reply).not.toMatch(/at home|cupboard|the hinge/i);
  });
});

describe('a first date by day', () => {
  it('ends on food or a coffee, keeps out of the rain, and answers talking too much', async () => {
    const reply = await ask('Theo', 'First date on Saturday in Berlin. She is vegan, I hate loud bars, it will be cold and rainy, budget about 60 euro for both. I talk too much about chess when nervous. Plan?');
    expect(reply).toMatch(/Kept to:[^\n]*indoors, out of the weather/);
    expect(reply).not.toMatch(/walk along|flea market|play or a fringe show/);
    expect(reply).toMatch(/If you talk too much when nervous/);
    expect(reply).not.toMatch(/If you go quiet/);
    const quiet = await ask('Jordan', 'first date saturday afternoon in toronto, i go quiet when nervous, $60, ideas?');
    expect(quiet).toMatch(/If you go quiet/);
  });
});

describe('a visit', () => {
  it('is planned together, not as two cities apart', () => {
    for (const text of [
      "Maya's coming to London from Toronto for 4 days mid April, budget about £200 for the two of us, plan our days?",
      'my sister is flying in from Lagos next week and staying with me for five days, ideas for what to do in london?',
    ]) expect(readPlan(text, NOW).apart, text).toBeFalsy();
    expect(readPlan("she's in Toronto and I'm in London, long distance, ideas for her birthday?", NOW).apart).toBe(true);
  });
});

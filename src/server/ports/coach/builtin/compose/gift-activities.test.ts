/**
 * Gifts from the activities a person rates highest (blind rounds 16 and 17), a new home given only what suits a home,
 * the member's own idea judged when they ask whether it is good, and "she says she needs nothing" with a budget read
 * as a gift. Demo world: Theo loves TV series, trivia and non-fiction; Maya cooking, wine and houseplants; Sam running
 * and water sports. Round wordings (r17 q11, r16 q09, q23, q38) are regressions; the rest are our own.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { ACTIVITY_GIFTS } from '../content/activity-gifts.js';
import { findActivity } from '../../../../../shared/assessment/hobbies.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;
const IDEAS = (reply: string) => reply.split('\n').filter((l) => l.startsWith('- '));

describe('the activity gift library', () => {
  it('names only real activities, with a price', () => {
    for (const [id, ideas] of Object.entries(ACTIVITY_GIFTS)) {
      expect(findActivity(id), id).toBeDefined();
      for (const g of ideas) expect(g.pounds, g.what).toBeGreaterThan(0);
    }
  });
});

describe('gift ideas from what the person loves', () => {
  it("starts from the person's highest-rated activities, within the cap", async () => {
    for (const [who, text, must] of [
      ['Sam', "office secret santa and i pulled theo lol. $25 limit CAD. he's impossible to shop for, help", /trivia card game/],
      ['Maya', 'what should i get sam for christmas, around $100', /race entry|dry bag|goggles/],
      ['Jordan', 'need a birthday present for maya, 50 bucks max', /cookbook|bottle from a region|plant/],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(must);
      expect(IDEAS(reply).length, text).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives a new home only what suits a home', async () => {
    const reply = await ask('Jordan', "Maya just moved into a new place. I want to get her a housewarming gift, around 60 CAD. I'm not good at this.");
    expect(reply).not.toMatch(/flask|walk|socks|race|paddleboard/i);
    expect(IDEAS(reply).length).toBe(3);
  });

  it("judges the member's own idea when they ask if it is good", async () => {
    for (const text of [
      'Sam is leaving our project end of month and I was asked to organise the team gift. 25 euro. I would honestly just buy a book. Good?',
      "thinking of getting sam a voucher for his leaving do, €20, is that too boring?",
    ]) {
      const reply = await ask('Theo', text);
      expect(reply, text).toMatch(/^Yes, an? (?:book|voucher) is a good choice/);
    }
  });

  it('reads "she says she needs nothing" with a budget as a gift, not a forgotten day', async () => {
    for (const text of [
      "maya's bday is next month and she always says 'i don't need anything, really'. budget $80 cad. help",
      'maya keeps saying she doesnt want anything for her birthday, i have like $60. help',
    ]) {
      const reply = await ask('Sam', text);
      expect(reply, text).toMatch(/^When someone says they don't need anything/);
      expect(reply, text).toMatch(/Gift ideas for Maya's birthday/);
      expect(reply, text).not.toMatch(/goes by unmarked|I feel hurt/);
    }
  });
});

/**
 * Plans asked as the demo members through the provider's own path (issue 29, item 4), checked on properties, not
 * wording: item costs add up within the budget in the currency the person used, nothing starts after the stated end,
 * nothing travels elsewhere when they are already there, stated dislikes are kept, no budget is invented, and a
 * follow-up that adds a constraint re-plans with everything said.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { ideaLibrary } from '../content/ideas.js';

const { thread } = demoCoach();

/** The plan's item lines (bullets), without the "Kept to" line or the total. */
const items = (reply: string) => reply.split('\n').filter((l) => l.startsWith('- '));
/** Every "about £N" cost in the items. */
function costs(reply: string, sign: string): number[] {
  const re = new RegExp(`about \\${sign}(\\d+)`, 'g');
  return items(reply).flatMap((l) => [...l.matchAll(re)].map((m) => Number(m[1])));
}
/** The start hours of the timed items ("**2pm**", "**12:30pm lunch**"). */
function startHours(reply: string): number[] {
  return items(reply).flatMap((l) => {
    const m = /^- \*\*(\d{1,2})(?::(\d\d))?(am|pm)/.exec(l);
    if (!m) return [];
    const h = Number(m[1]) % 12 + (m[3] === 'pm' ? 12 : 0);
    return [h + Number(m[2] ?? 0) / 60];
  });
}

const ASKS: Array<{ who: string; text: string; sign: '£' | '€' | '$'; budget: number }> = [
  { who: 'Maya', text: "sam works saturdays so sunday is literally our only day together. we're in manchester, want to keep it under £60 for both of us, and i really can't do crowds right now. he gets restless if we just sit somewhere. ideas? he needs to be home by 6", sign: '£', budget: 60 },
  { who: 'Sam', text: "want to take maya away for a weekend in october, nothing more than 2 hours' drive from manchester. she'd hate anywhere touristy and packed. budget about 300 quid all in", sign: '£', budget: 300 },
  { who: 'Sam', text: "ok so maya and i have 3 days in lisbon mid feb, about €400 between us for food + stuff (flights and the airbnb already paid). i want to do EVERYTHING and she keeps saying she wants 'slow mornings'. how do we do this", sign: '€', budget: 400 },
  { who: 'Jordan', text: "Maya's coming up to Manchester the weekend of 16 Jan. I've got £80 total for the two of us. She has to leave Sunday at 3. What should we do. Nothing loud.", sign: '£', budget: 80 },
  { who: 'Theo', text: "want to do something with sam after work friday, 6-9pm, in manchester. he's social, i'm really not. under £25 each. something that's not just the pub", sign: '£', budget: 50 },
  { who: 'Maya', text: "Sam's birthday is Saturday 12 December and I want to plan the day for us in London. Budget is about £150 all in. He'll want to be out all day seeing everyone; I'll be completely wiped by 4pm if it's crowded. What could the day look like?", sign: '£', budget: 150 },
  { who: 'Jordan', text: 'cheap day out w maya in boston sat?? $40 max for the 2 of us', sign: '$', budget: 40 },
];

describe('plans within every stated constraint (issue 29, item 4)', () => {
  it('prices each item in the currency asked in, and the items add up within the budget', async () => {
    for (const ask of ASKS) {
      const [reply] = await thread(ask.who, ask.text);
      const found = costs(reply!, ask.sign);
      expect(items(reply!).length, ask.text).toBeGreaterThanOrEqual(2);
      expect(found.reduce((a, b) => a + b, 0), ask.text).toBeLessThanOrEqual(ask.budget);
      expect(reply, ask.text).toMatch(new RegExp(`Rough total: about \\${ask.sign}\\d+`));
      for (const other of ['£', '€', '$'].filter((s) => s !== ask.sign)) expect(reply, ask.text).not.toContain(other);
    }
  });

  it('starts nothing after the stated end, and keeps the evening low-key after an energy limit', async () => {
    const [home] = await thread('Maya', ASKS[0]!.text);
    for (const h of startHours(home!)) expect(h).toBeLessThan(18);
    const [window] = await thread('Theo', ASKS[4]!.text);
    for (const h of startHours(window!)) {
      expect(h).toBeGreaterThanOrEqual(18);
      expect(h).toBeLessThan(21);
    }
    const [birthday] = await thread('Maya', ASKS[5]!.text);
    const busy = ideaLibrary().filter((i) => i.crowd === 'busy').map((i) => i.idea);
    for (const line of items(birthday!).filter((l) => /\*\*(?:[4-9]|1[01])(?::\d\d)?pm/.test(l))) for (const idea of busy) expect(line).not.toContain(idea);
  });

  it('ends the last day by the time someone leaves, and shapes several days as Day 1, Day 2…', async () => {
    const [reply] = await thread('Jordan', ASKS[3]!.text);
    expect(reply).toMatch(/\*\*Day 1/);
    expect(reply).toMatch(/\*\*Day 2/);
    const lastDay = reply!.slice(reply!.indexOf('**Day 2'));
    for (const h of startHours(lastDay)) expect(h).toBeLessThan(15);
  });

  it('does not send people elsewhere when they are already there', async () => {
    const [reply] = await thread('Sam', ASKS[2]!.text);
    expect(reply).toMatch(/\*\*Day 3/);
    for (const line of items(reply!)) expect(line).not.toMatch(/\b(drive|train|trip to|two hours away)\b/i);
  });

  it('keeps stated dislikes: no pub, nothing busy when crowds are out, little walking when someone cannot walk far', async () => {
    const [pub] = await thread('Theo', ASKS[4]!.text);
    for (const line of items(pub!)) expect(line).not.toMatch(/\bpub\b/i);
    const busy = ideaLibrary().filter((i) => i.crowd === 'busy').map((i) => i.idea);
    const [crowds] = await thread('Maya', ASKS[0]!.text);
    for (const idea of busy) expect(crowds).not.toContain(idea);
    const [dad] = await thread('Jordan', "my dad's visiting for 3 days next week. he doesn't walk well anymore and hates loud restaurants. i'm in chicago. what can we do that isn't just sitting in my apartment");
    const walking = ideaLibrary().filter((i) => i.walking !== 'none').map((i) => i.idea);
    for (const idea of walking) expect(dad).not.toContain(idea);
    expect(dad).toMatch(/your dad/);
  });

  it('invents no budget when none was given', async () => {
    const [reply] = await thread('Sam', "want to plan something for maya's birthday next month");
    expect(reply).not.toMatch(/within your|budget/i);
    expect(reply).toMatch(/Maya/);
  });

  it('re-plans a follow-up that adds a budget and a day with everything said so far', async () => {
    const [, second] = await thread('Sam', "want to plan something for maya's birthday next month", "budget's like 150 quid and it has to be the sunday, i work saturdays");
    expect(second).toMatch(/Sunday/);
    expect(second).not.toMatch(/Saturday/);
    expect(costs(second!, '£').reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(150);
    expect(second).toMatch(/within your £150/);
  });

  it('says why items fit from both people\'s stored interests, and closes with no boilerplate question', async () => {
    const [reply] = await thread('Jordan', ASKS[3]!.text);
    expect(reply).toMatch(/favourite for both of you|top picks|you both love/);
    expect(reply!.trim()).not.toMatch(/\?$/);
    expect(reply).not.toMatch(/Vibe/);
  });
});

/**
 * What a plan states must be true (decision 100): a trip called a weekend falls on a weekend, its days are
 * consecutive days of the week, and a journey's cost says that it covers both ways.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();
const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The weekdays of the "Day N, Weekday" headings, in order. */
const headings = (reply: string) => [...reply.matchAll(/\*\*Day \d+, (\w+)\*\*/g)].map((m) => NAMES.indexOf(m[1]!));

describe('the days and costs a plan states', () => {
  it('calls a trip a weekend only when its days are Friday to Sunday, and the days follow each other', async () => {
    const asks: Array<[string, string]> = [
      ['Maya', 'Our anniversary is the weekend of 11th April. Taking Sam away for 2 nights, leaving Toronto friday after work, $500 all in. Ideas?'],
      ['Sam', 'maya and I want one night away on may 3rd, max 2 hours drive from toronto, $300 total incl gas. ideas?'],
      ['Jordan', 'a weekend away with maya the weekend of 12 april, under 2 hours drive from leeds, £250 all in'],
    ];
    for (const [who, text] of asks) {
      const [reply] = await thread(who, text);
      const days = headings(reply!);
      days.forEach((d, n) => n > 0 && expect((days[n - 1]! + 1) % 7, text).toBe(d));
      const title = reply!.split('\n')[0]!;
      if (/weekend/i.test(title)) for (const d of days) expect([5, 6, 0], `${text}\n${reply}`).toContain(d);
    }
  });

  it('says a drive or train cost covers the way back too', async () => {
    const [reply] = await thread('Sam', 'maya and I want one night away next month, max 2 hours drive from toronto, $300 total incl gas. ideas?');
    const journey = reply!.split('\n').find((l) => /Drive there|Train there/.test(l));
    expect(journey, reply).toBeDefined();
    expect(journey).toMatch(/there and back|return|round trip/);
  });
});

describe('what a follow-up plan keeps from the thread', () => {
  it('does not carry one person\'s budget over to a plan for someone else, but keeps it for the same person', async () => {
    const [, other] = await thread('Sam', "help me plan a day for Maya's birthday, budget £140 all in", 'now do the same kind of thing for Theo, leaving drinks on friday for about 10 people');
    expect(other).not.toContain('£140');
    const [, same] = await thread('Sam', "help me plan a day for Maya's birthday, budget £140 all in", "make it sunday instead, maya's busy saturday");
    expect(same).toContain('£140');
  });
});

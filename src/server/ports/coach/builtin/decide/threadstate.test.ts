/**
 * The thread state (decision 091): three-turn threads written for this test, not taken from any round. Each later
 * turn brings a fact (a date, a price, the other person's answer) or asks for an act on what came before ("write the
 * text", "shorter", "what if she…", "and my sister?"); the assertions are about the state being used: the draft is to
 * the right person, carries the stated date and price, a shorter draft keeps its ask, and the person never switches.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { quotedDraft } from '../compose/answers/drafts.js';
import { unfilled } from './reply.js';
import { factsIn } from './threadstate.js';

const { thread } = demoCoach();

const draftOf = (reply: string) => {
  const quote = quotedDraft(reply);
  expect(quote, reply).toBeTruthy();
  return quote!;
};
const noSlots = (replies: string[]) => replies.forEach((r) => expect(unfilled(r), r).toBe(false));
const OTHERS = (...keep: string[]) => new RegExp(`\\b(?:${['Maya', 'Sam', 'Priya', 'Jordan', 'Theo'].filter((n) => !keep.includes(n)).join('|')})\\b`);

describe('facts read from a turn', () => {
  it('keeps dates, times, money and counts as written, and nothing from plain words', () => {
    expect(factsIn('we could look on sat 14 june at 10:30, max £1,200 a month').map((f) => f.text)).toEqual(
      expect.arrayContaining(['14 June', '10:30', '£1,200 a month']),
    );
    expect(factsIn('about 12 people, for 3 nights').map((f) => f.text)).toEqual(expect.arrayContaining(['12 people', '3 nights']));
    expect(factsIn('i may be a bit late and i march to my own drum')).toEqual([]);
  });
});

describe('a thread state that later turns act on', () => {
  it('writes the asked-for text to someone off the app, with the price from the turn before and the day asked', async () => {
    const replies = await thread(
      'Jordan',
      'my flatmate leo keeps leaving his bike in the hall and i trip over it most mornings. how do i bring it up without a row',
      "ok i mentioned it and he said fair enough, but he's got nowhere else to keep it. a wall hook is about £25",
      'write the text suggesting we split the cost of a wall hook and i put it up on sunday',
    );
    noSlots(replies);
    const text = draftOf(replies[2]!);
    expect(text).toMatch(/\bLeo\b/);
    expect(text).toMatch(/£25/);
    expect(text).toMatch(/\bSunday\b/);
    expect(text).toMatch(/split the cost/i);
    expect(text).not.toMatch(/\bi\b/);
    expect(replies[2]).not.toMatch(OTHERS());
  });

  it('a message asking a connection for something, then shorter that keeps the ask and the day', async () => {
    const replies = await thread(
      'Sam',
      'theo and i are running the team quiz on march 3 and nobody has booked a room yet',
      'write a message asking him to book the big meeting room by thursday',
      'shorter please',
    );
    noSlots(replies);
    const ask = draftOf(replies[1]!);
    expect(ask).toMatch(/\bTheo\b/);
    expect(ask).toMatch(/book the big meeting room/i);
    expect(ask).toMatch(/\bThursday\b/);
    expect(ask).toMatch(/3 March|March 3/);
    const short = draftOf(replies[2]!);
    expect(short.length).toBeLessThan(ask.length);
    expect(short).toMatch(/book the big meeting room/i);
    expect(short).toMatch(/\bThursday\b/);
    expect(short).toMatch(/\?/);
    expect(replies.slice(1).join('\n')).not.toMatch(OTHERS('Theo', 'Sam'));
  });

  it('"what if she takes it badly" stays with the mum it was about, and "my sister" is not a connection', async () => {
    const replies = await thread(
      'Priya',
      "my mum wants everyone at hers for her 70th on may 9 and my husband thinks i should just cook for all 14 of them",
      'what if she takes it badly when i ask the others to bring a dish',
      'and what about my sister? she lives next door and never helps',
    );
    noSlots(replies);
    expect(replies[1]).toMatch(/\b(?:your mum|Mum)\b/);
    expect(replies[1]).not.toMatch(/in-laws|partner|husband/);
    expect(replies[1]).not.toMatch(OTHERS());
    expect(replies[2]).toMatch(/\bsister\b/);
    expect(replies[2]).not.toMatch(OTHERS());
    expect(replies[2]).not.toBe(replies[1]);
  });

  it('an answer from the other person updates the state: the later text carries the new limit', async () => {
    const replies = await thread(
      'Maya',
      'i want to ask my boss for fridays off from june so i can do a pottery course',
      'ok i asked and she said yes, but only until september. now how do i tell my team',
      'write the slack message to the team',
    );
    noSlots(replies);
    expect(replies[1]).toMatch(/September/);
    const text = draftOf(replies[2]!);
    expect(text).toMatch(/Fridays?/);
    expect(text).toMatch(/September/);
    expect(text).not.toMatch(OTHERS());
    expect(replies[2]).not.toBe(replies[1]);
  });

  it('"what do I say" after an objection gives new short words for the same person, not the last reply again', async () => {
    const replies = await thread(
      'Theo',
      "my sister wants me to be godfather to her baby and i'm honestly not sure i'm up to it",
      "what if she says i'm being selfish",
      "ok i'm calling her tonight. what do i open with. keep it short",
    );
    noSlots(replies);
    expect(replies[1]).toMatch(/selfish/);
    expect(replies[1]).not.toMatch(OTHERS());
    const opener = draftOf(replies[2]!);
    expect(opener.length).toBeLessThan(260);
    expect(opener).toMatch(/godfather/i);
    expect(replies[2]).not.toMatch(OTHERS());
    expect(draftOf(replies[2]!)).not.toBe(draftOf(replies[1]!));
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterReveal, chooseQuestion, depthOfDay, NO_STREAK, pairDay, streakOn, addDay } from './rules.js';
import { dailyQuestionDecks, deckFor, loadDecks } from './decks.js';
import { CONTENT_DIR } from '../../contentDir.js';

const AUCKLAND = 'Pacific/Auckland';
const LOS_ANGELES = 'America/Los_Angeles';

describe('the pair day (decision 065: the later of the two local dates)', () => {
  it('is one date for Auckland and Los Angeles, turning at Auckland midnight (03:00 in Los Angeles)', () => {
    // 26 November: Auckland is on NZDT (UTC+13), Los Angeles on PST (UTC-8).
    expect(pairDay(new Date('2026-11-26T10:59:00Z'), AUCKLAND, LOS_ANGELES)).toBe('2026-11-26');
    expect(pairDay(new Date('2026-11-26T11:00:00Z'), LOS_ANGELES, AUCKLAND)).toBe('2026-11-27');
    // 02:59 and 03:00 in Los Angeles on the 26th
    expect(pairDay(new Date('2026-11-26T10:59:00Z'), LOS_ANGELES, LOS_ANGELES)).toBe('2026-11-26');
    expect(pairDay(new Date('2026-11-27T07:59:00Z'), LOS_ANGELES, AUCKLAND)).toBe('2026-11-27');
  });

  it('moves one date at a time through both DST changes, never repeating or skipping a day', () => {
    // Los Angeles springs forward on 14 March 2027; Auckland falls back on 4 April 2027.
    for (const [from, to] of [
      ['2027-03-10T00:00:00Z', '2027-03-18T00:00:00Z'],
      ['2027-04-01T00:00:00Z', '2027-04-08T00:00:00Z'],
    ] as const) {
      const seen: string[] = [];
      for (let t = Date.parse(from); t < Date.parse(to); t += 15 * 60_000) {
        const day = pairDay(new Date(t), AUCKLAND, LOS_ANGELES);
        if (seen[seen.length - 1] !== day) seen.push(day);
      }
      for (let i = 1; i < seen.length; i++) expect(seen[i]).toBe(addDay(seen[i - 1]!, 1));
    }
  });

  it('turns at 00:00 Auckland time before and after Auckland leaves daylight saving', () => {
    // NZDT (UTC+13) on 3 April: midnight is 11:00 UTC; NZST (UTC+12) on 5 April: midnight is 12:00 UTC.
    expect(pairDay(new Date('2027-04-02T10:59:00Z'), AUCKLAND, LOS_ANGELES)).toBe('2027-04-02');
    expect(pairDay(new Date('2027-04-02T11:00:00Z'), AUCKLAND, LOS_ANGELES)).toBe('2027-04-03');
    expect(pairDay(new Date('2027-04-05T11:59:00Z'), AUCKLAND, LOS_ANGELES)).toBe('2027-04-05');
    expect(pairDay(new Date('2027-04-05T12:00:00Z'), AUCKLAND, LOS_ANGELES)).toBe('2027-04-06');
  });
});

describe('streaks with one freeze a week', () => {
  it('counts days in a row, spends the week’s freeze on one missed day and breaks on a second', () => {
    let s = afterReveal(NO_STREAK, '2026-11-23'); // Monday
    s = afterReveal(s, '2026-11-24');
    expect(s.streak).toBe(2);
    expect(streakOn(s, '2026-11-25')).toEqual({ streak: 2, freezesLeft: 1 });
    // Wednesday missed: on Thursday the streak is alive, and the freeze is as good as spent.
    expect(streakOn(s, '2026-11-26')).toEqual({ streak: 2, freezesLeft: 0 });
    s = afterReveal(s, '2026-11-26');
    expect(s.streak).toBe(3);
    expect(s.frozenWeeks).toEqual(['2026-11-23']);
    // Friday missed too: no freeze left this week, so Saturday starts again.
    expect(streakOn(s, '2026-11-28').streak).toBe(0);
    expect(afterReveal(s, '2026-11-28').streak).toBe(1);
  });

  it('gives a new freeze each Monday, and one per week covers a Sunday and a Monday missed', () => {
    let s = afterReveal(NO_STREAK, '2026-11-28'); // Saturday
    s = afterReveal(s, '2026-12-01'); // Sunday (week of 23 Nov) and Monday (week of 30 Nov) missed
    expect(s.streak).toBe(2);
    expect(s.frozenWeeks).toEqual(['2026-11-23', '2026-11-30']);
    expect(afterReveal(s, '2026-12-01')).toBe(s); // the same day twice changes nothing
  });
});

describe('choosing the day’s question', () => {
  const deck = dailyQuestionDecks().couple;

  it('never repeats a question for the pair until the deck is exhausted', () => {
    const used = new Set<string>();
    let day = '2026-11-23';
    for (let i = 0; i < deck.length; i++) {
      const q = chooseQuestion(deck, { connectionId: 'pair-1', day, used, focus: new Set() });
      expect(used.has(q.id)).toBe(false);
      used.add(q.id);
      day = addDay(day, 1);
    }
    expect(used.size).toBe(deck.length);
    // Exhausted: it starts again rather than failing.
    expect(chooseQuestion(deck, { connectionId: 'pair-1', day, used, focus: new Set() })).toBeDefined();
  });

  it('mixes depth across a week and keeps to the weekday’s depth while one is left', () => {
    const depths = new Set(Array.from({ length: 7 }, (_, i) => depthOfDay(addDay('2026-11-23', i))));
    expect(depths).toEqual(new Set(['light', 'meaningful', 'deep']));
    const q = chooseQuestion(deck, { connectionId: 'pair-2', day: '2026-11-28', used: new Set(), focus: new Set() });
    expect(q.depth).toBe(depthOfDay('2026-11-28'));
  });

  it('leans towards the pair’s focus topics', () => {
    let focused = 0;
    for (let i = 0; i < 60; i++) {
      const day = addDay('2026-01-05', i * 7); // Mondays: light questions
      const q = chooseQuestion(deck, { connectionId: `pair-${i}`, day, used: new Set(), focus: new Set(['fun']) });
      if (q.tags.includes('fun')) focused++;
    }
    const share = deck.filter((q) => q.depth === 'light' && q.tags.includes('fun')).length / deck.filter((q) => q.depth === 'light').length;
    expect(focused / 60).toBeGreaterThan(share);
  });

  it('is the same for the same pair, day and history (both people read one question)', () => {
    const input = { connectionId: 'pair-3', day: '2026-11-26', used: new Set<string>(), focus: new Set<never>() };
    expect(chooseQuestion(deck, input).id).toBe(chooseQuestion(deck, input).id);
  });

  it('reads the couple deck for partners and crushes, and never gives a colleague an intimate question', () => {
    expect([deckFor('couple'), deckFor('crush'), deckFor('family'), deckFor('friend'), deckFor('professional')]).toEqual(['couple', 'couple', 'family', 'friend', 'colleague']);
    for (const q of dailyQuestionDecks().colleague) expect(q.tags.filter((t) => ['love_languages', 'attachment', 'stability_desire'].includes(t))).toEqual([]);
  });
});

describe('the decks are checked at start', () => {
  function deckDir(change: (decks: Record<string, any>) => void): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-decks-'));
    const decks: Record<string, any> = {};
    for (const name of ['couple', 'family', 'friend', 'colleague']) decks[name] = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'daily-questions', `${name}.json`), 'utf8'));
    change(decks);
    for (const [name, deck] of Object.entries(decks)) fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(deck));
    return dir;
  }

  it('loads the decks we wrote', () => {
    expect(() => loadDecks()).not.toThrow();
  });

  it.each([
    ['a duplicate id', (d: Record<string, any>) => d.friend.questions.push({ ...d.friend.questions[0] }), /friend-001 is used twice/],
    ['an unknown depth', (d: Record<string, any>) => (d.family.questions[0].depth = 'medium'), /family\.json is invalid: questions\.0\.depth/],
    ['an unknown tag', (d: Record<string, any>) => (d.couple.questions[0].tags = ['romance']), /couple\.json is invalid: questions\.0\.tags\.0/],
    ['a text too long', (d: Record<string, any>) => (d.couple.questions[1].text = 'x'.repeat(301)), /text is too long/],
    ['an intimate colleague question', (d: Record<string, any>) => (d.colleague.questions[0].tags = ['attachment']), /colleague-001 is tagged attachment/],
  ])('refuses %s, naming the file', (_name, change, message) => {
    const dir = deckDir(change);
    try {
      expect(() => loadDecks(dir)).toThrow(message);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_TOPICS } from '../../../shared/newsletter.js';
import { chooseArticles, personalOpening } from './edition.js';
import { renderEditionMail } from './email.js';
import { articleLibrary } from './library.js';
import { focusTopic, latestSlot, nextSlots, slotInfo } from './schedule.js';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe.js';

const library = await articleLibrary();

describe('the schedule (Mondays and Wednesdays 09:00 in NEWSLETTER_TZ)', () => {
  it('stays at 09:00 local time when New York leaves daylight saving (1 November 2026)', () => {
    const slots = nextSlots('America/New_York', new Date('2026-10-26T00:00:00Z'), 4);
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-10-26T13:00:00.000Z', // Monday, EDT (UTC-4)
      '2026-10-28T13:00:00.000Z', // Wednesday, EDT
      '2026-11-02T14:00:00.000Z', // Monday, EST (UTC-5)
      '2026-11-04T14:00:00.000Z',
    ]);
    expect(slots.map((s) => slotInfo(s, 'America/New_York').dayOfWeek)).toEqual(['Monday', 'Wednesday', 'Monday', 'Wednesday']);
  });

  it('and when Paris enters it (29 March 2026)', () => {
    const slots = nextSlots('Europe/Paris', new Date('2026-03-24T00:00:00Z'), 3);
    expect(slots.map((s) => s.toISOString())).toEqual(['2026-03-25T08:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-04-01T07:00:00.000Z']);
    expect(latestSlot('Europe/Paris', new Date('2026-03-30T07:00:00Z'))?.toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('leads with each topic in turn', () => {
    const slots = nextSlots('UTC', new Date('2026-11-01T00:00:00Z'), 8);
    const topics = slots.map((s) => focusTopic(s, 'UTC'));
    expect(new Set(topics.slice(0, 4))).toEqual(new Set(NEWSLETTER_TOPICS));
    expect(topics.slice(4)).toEqual(topics.slice(0, 4));
  });
});

describe('edition assembly', () => {

  it('takes articles of the chosen topics and levels, the focus topic first', () => {
    const chosen = chooseArticles(library, { categories: ['work', 'family'], difficulty: ['intermediate'] }, 'family', new Set());
    expect(chosen).toHaveLength(2);
    expect(chosen[0]!.topic).toBe('family');
    expect(chosen[1]!.topic).toBe('work');
    expect(chosen.every((a) => a.level === 'intermediate')).toBe(true);
  });

  it('never repeats an article to the same person, then moves to other levels, then runs out', () => {
    const received = new Set<string>();
    const prefs = { categories: ['parenting' as const], difficulty: ['advanced' as const] };
    const sent: string[][] = [];
    for (let i = 0; i < 10; i++) {
      const chosen = chooseArticles(library, prefs, 'romantic', received);
      if (chosen.length === 0) break;
      for (const a of chosen) {
        expect(received.has(a.id)).toBe(false);
        expect(a.topic).toBe('parenting');
        received.add(a.id);
      }
      sent.push(chosen.map((a) => a.level));
    }
    expect(sent[0]).toEqual(['advanced', 'advanced']);
    expect(received.size).toBe(library.filter((a) => a.topic === 'parenting').length);
    expect(chooseArticles(library, prefs, 'parenting', received)).toEqual([]);
  });
});

describe('the e-mail', () => {
  it('escapes the member text in the HTML and opens for the type and love language', async () => {
    const opening = personalOpening({ firstName: '<img src=x onerror=alert(1)>', personalityType: 'INFJ', loveLanguageReceiving: 'quality_time', loveLanguageGiving: 'gifts' });
    expect(opening[1]).toMatch(/^As an INFJ, /);
    expect(opening[2]).toMatch(/undivided attention/i);
    expect(opening[3]).toMatch(/show care through giving gifts/);
    expect(personalOpening({ firstName: 'Lou', personalityType: null, loveLanguageReceiving: 'gifts', loveLanguageGiving: 'gifts' })).toHaveLength(2);
    const articles = (await articleLibrary()).slice(0, 2);
    const mail = renderEditionMail({
      locale: 'en',
      edition: { title: 'Attune letter for Monday 30 November 2026', category: 'romantic' },
      firstName: '<img src=x onerror=alert(1)>',
      opening,
      articles,
      unsubscribeUrl: 'https://attune.test/api/newsletter/unsubscribe?token=a.b',
      settingsUrl: 'https://attune.test/settings',
    });
    expect(mail.html).not.toContain('<img src=x');
    // The articles' own headings are styled inline, a step below the article title (mail clients drop <style>).
    expect(mail.html).not.toMatch(/<h2>|<p>/);
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
    expect(mail.subject).toBe(`Attune letter for Monday 30 November 2026: ${articles[0]!.title}`);
    expect(mail.text).toContain('Unsubscribe in one click: https://attune.test/api/newsletter/unsubscribe?token=a.b');
  });
});

describe('the unsubscribe token', () => {
  const key = randomBytes(32);

  it('names the person it was made for', () => {
    expect(verifyUnsubscribeToken(key, signUnsubscribeToken(key, 'user-a'))).toBe('user-a');
  });

  it('cannot be turned into another person’s, nor made with another key', () => {
    const token = signUnsubscribeToken(key, 'user-a');
    const signature = token.split('.')[1]!;
    expect(verifyUnsubscribeToken(key, `user-b.${signature}`)).toBeUndefined();
    expect(verifyUnsubscribeToken(randomBytes(32), token)).toBeUndefined();
    expect(verifyUnsubscribeToken(key, `${token}x`)).toBeUndefined();
    expect(verifyUnsubscribeToken(key, 'user-a')).toBeUndefined();
    expect(verifyUnsubscribeToken(key, '')).toBeUndefined();
  });
});

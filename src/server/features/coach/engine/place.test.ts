/**
 * Where the member is, for crisis help that is local to them (decision 090): a place they say they are in now, in
 * this message or their recent turns, outranks their stored time zone; a place in a story, someone else's place, a
 * trip to come or an idiom ("I'm in love") is not where they are.
 */
import { describe, expect, it } from 'vitest';
import { countryOfZone, namedPlace, placeOf } from './place.js';

describe('the stored time zone', () => {
  it.each([
    ['America/Toronto', 'CA'],
    ['America/Vancouver', 'CA'],
    ['Europe/Berlin', 'DE'],
    ['Australia/Sydney', 'AU'],
    ['Asia/Kolkata', 'IN'],
    // Browsers built on ICU still report the old name.
    ['Asia/Calcutta', 'IN'],
    ['America/New_York', 'US'],
    ['America/Indiana/Indianapolis', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['Europe/London', 'GB'],
    ['Europe/Dublin', 'IE'],
    ['America/Sao_Paulo', 'BR'],
    ['Africa/Nairobi', 'KE'],
  ])('%s is %s', (zone, country) => {
    expect(countryOfZone(zone)).toBe(country);
  });

  it.each(['UTC', 'Etc/GMT+5', 'Africa/Cairo', 'America/Bogota', '', 'Not/AZone'])('%s says nothing', (zone) => {
    expect(countryOfZone(zone)).toBeUndefined();
  });
});

describe('a place the member says they are in', () => {
  it.each([
    ["we're in toronto and he hits me", 'CA'],
    ['here in Berlin nobody knows me', 'DE'],
    ["I'm in Melbourne for work and I can't stop crying", 'AU'],
    ['Mumbai', 'IN'],
    ['Toronto, Canada.', 'CA'],
    ['in Berlin', 'DE'],
    ['I live in the UK', 'GB'],
    ['we live just outside Dublin', 'IE'],
    ['we moved to Amsterdam last year and I have no one', 'NL'],
    ['im currently in sao paulo', 'BR'],
    ['I am in New York', 'US'],
    ['were in new south wales', 'AU'],
    ["I'm based in München", 'DE'],
    ['I live in Indiana', 'US'],
    ['we live in the US', 'US'],
    ['I am in the Hague for work', 'NL'],
    ["we're in the north of England", 'GB'],
    ['I live in a small town near Munich', 'DE'],
  ])('%s → %s', (text, country) => {
    expect(namedPlace(text)).toBe(country);
  });

  it.each([
    "I'm in love with someone who scares me",
    "I'm in a really dark place",
    'in Paris last year we had our worst fight',
    'my sister in Mumbai took a lot of pills',
    'she lives in Toronto and he hits her',
    'I was in Berlin for work when it happened',
    'we were in Sydney when he first hit me',
    "we're in Paris next week for our anniversary",
    "I'm from Ireland originally",
    "I'm not in the UK any more",
    'if I am in London next month can we meet',
    'I used to live in Tokyo',
    'my ex moved to Lagos',
    'I love India',
    "I'm in trouble",
    'I feel like I live in hell',
  ])('%s names no place of theirs', (text) => {
    expect(namedPlace(text)).toBeUndefined();
  });
});

describe('a place we have no lines for', () => {
  it.each(["I'm in Cairo with my husband and he hits me", 'we live in Bogotá now', 'here in Tbilisi nobody knows me', "I'm in Georgia", "we're in the Bahamas"])('%s is elsewhere', (text) => {
    expect(namedPlace(text)).toBe('elsewhere');
  });

  it.each(["I'm in Love with him", "I'm in pain", "I'm in Year 12", 'I am in Hospital'])('%s is not a place', (text) => {
    expect(namedPlace(text)).toBeUndefined();
  });

  it('is neither the time zone’s country nor a guess: the answer names several countries’ help', () => {
    expect(placeOf({ message: "I'm in Cairo and I want to die", timeZone: 'Europe/Berlin' })).toBeUndefined();
  });
});

describe('which place counts', () => {
  it('the message outranks the time zone', () => {
    expect(placeOf({ message: "we're in toronto, he has a knife", timeZone: 'Europe/Berlin' })).toBe('CA');
  });

  it('a place named two turns earlier still counts, and outranks the time zone', () => {
    const recent = ["I'm in Melbourne now, we moved for his job", 'things have been bad since'];
    expect(placeOf({ message: 'I want to die', recent, timeZone: 'Europe/Berlin' })).toBe('AU');
  });

  it('the latest place said wins', () => {
    const recent = ['I live in London', 'then we moved to Toronto in the spring'];
    expect(placeOf({ message: 'I want to die', recent, timeZone: 'Europe/London' })).toBe('CA');
    expect(placeOf({ message: "actually I'm in Dublin this week", recent, timeZone: 'Europe/London' })).toBe('IE');
  });

  it('without a place said, the time zone decides; without either, nothing', () => {
    expect(placeOf({ message: "I'm in love and he hurts me", timeZone: 'Australia/Sydney' })).toBe('AU');
    expect(placeOf({ message: 'in Paris last year we fought', timeZone: 'Asia/Kolkata' })).toBe('IN');
    expect(placeOf({ message: 'I want to die', timeZone: 'UTC' })).toBeUndefined();
    expect(placeOf({ message: 'I want to die' })).toBeUndefined();
  });
});

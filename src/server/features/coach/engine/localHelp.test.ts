/**
 * Crisis help local to the member (decision 090): every crisis, check-in and danger-now answer, for every country in
 * the table, names that country's emergency number and lines and never another country's; with no place known the
 * answer keeps the multi-country wording it had.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from './helplines.js';
import { callNow, emergencyReply, urgentLead } from './leads.js';
import { helpFor } from './localHelp.js';
import { concernReply, crisisReply, CRISIS_REPLIES, urgentLine, type ConcernTopic, type CrisisTopic } from './replies.js';
import { checkSafety } from './safety.js';
import type { UrgentKind } from './urgent.js';

const TOPICS: CrisisTopic[] = ['self_harm', 'self_injury', 'sexual_assault', 'stalking', 'partner_danger', 'abuse', 'coercive_control', 'child_at_risk', 'someone_at_risk', 'someone_abused', 'emergency', 'threatened', 'elder_abuse'];
const CONCERNS: ConcernTopic[] = ['self_harm', 'abuse'];
const KINDS: UrgentKind[] = ['overdose', 'poison', 'breathing', 'bleeding', 'edge', 'locked', 'weapon', 'attack'];
const CODES = Object.keys(COUNTRIES) as CountryCode[];

/** Every phone number or short code written in a text ("0800 111 0 111", "9-8-8", "#8008", "000"). */
function numbersIn(text: string): string[] {
  return (text.match(/#?\d[\d -]*\d|#?\d/g) ?? []).map((n) => n.trim().replace(/[ -]+$/, ''));
}

/** Every text the screen can answer with for a place: crisis, check-in, urgent leads and their closing lines. */
function everything(code: CountryCode | undefined): Array<[string, string]> {
  const h = helpFor(code);
  return [
    ...TOPICS.map((t) => [`crisis ${t}`, crisisReply(t, h)] as [string, string]),
    ...CONCERNS.map((t) => [`concern ${t}`, concernReply(t, h)] as [string, string]),
    ...TOPICS.map((t) => [`urgent line ${t}`, urgentLine(t, h)] as [string, string]),
    ...KINDS.flatMap((k) => (['self', 'other', 'holds'] as const).map((w) => [`lead ${k}/${w}`, urgentLead(k, w, h)] as [string, string])),
    ['emergency reply', emergencyReply(h)],
    ['call now', callNow(h)],
  ];
}

const ownData = (code: CountryCode) => JSON.stringify(COUNTRIES[code]);
/** A country's numbers: its emergency and police numbers and what its lines print in bold. */
const numbersOf = (code: CountryCode) => {
  const c = COUNTRIES[code];
  const bold = Object.values(c.lines).flat().flatMap((l) => [...l.reach.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!));
  return new Set([...c.emergency, ...(c.police ? [c.police] : []), ...bold.flatMap(numbersIn)]);
};
/** Numbers in the answers that are not phone numbers: "24 hours", "within 72 hours", "under 18". */
const NOT_PHONE = new Set(['24', '7', '72', '18']);
/** What the multi-country answer names, which a member whose country is known must not see unless it is theirs. */
const UNKNOWN_NUMBERS = new Set(everything(undefined).flatMap(([, text]) => numbersIn(text)).filter((n) => !NOT_PHONE.has(n)));

describe('never mix: a member in one country sees only that country’s numbers and lines', () => {
  it.each(CODES)('%s', (code) => {
    // "Dial 999 and then press 55" (the UK's silent call) belongs to the UK's answers only.
    const own = new Set([...numbersOf(code), ...(code === 'GB' ? ['55'] : [])]);
    const foreign = new Set([...UNKNOWN_NUMBERS, ...CODES.filter((c) => c !== code).flatMap((c) => [...numbersOf(c)])].filter((n) => !own.has(n)));
    const foreignNames = CODES.filter((c) => c !== code)
      .flatMap((c) => [COUNTRIES[c].name.replace(/^the /, ''), ...Object.values(COUNTRIES[c].lines).flat().map((l) => l.name)])
      .filter((name) => !ownData(code).includes(name));
    for (const [where, text] of everything(code)) {
      const wrong = numbersIn(text).filter((n) => foreign.has(n));
      expect(wrong, `${code} ${where}: ${text}`).toEqual([]);
      for (const name of foreignNames) expect(text.includes(name) ? `${where} names ${name}` : '', `${code}`).toBe('');
      expect(text, `${code} ${where}`).not.toMatch(/\b(?:EU|Europe)\b/);
    }
  });

  it.each(CODES)('%s: the emergency number comes first when the danger is now', (code) => {
    const c = COUNTRIES[code];
    // Danger from a person (a weapon, an attack, abuse) calls the police first where a country has its own number.
    const police = c.emergencyFor?.indexOf('police') ?? -1;
    const first = (violence: boolean) => (violence && police >= 0 ? c.emergency[police] : c.emergency[0]);
    for (const kind of KINDS) {
      const violence = kind === 'weapon' || kind === 'attack';
      for (const who of ['self', 'other', 'holds'] as const) expect(numbersIn(urgentLead(kind, who, helpFor(code)))[0], `${kind}/${who}`).toBe(first(violence));
    }
    const VIOLENCE: CrisisTopic[] = ['sexual_assault', 'stalking', 'partner_danger', 'abuse', 'coercive_control', 'someone_abused', 'threatened'];
    for (const topic of TOPICS.filter((t) => t !== 'emergency')) {
      const numbers = numbersIn(crisisReply(topic, helpFor(code))).filter((n) => !NOT_PHONE.has(n));
      // Where a crisis answer names numbers, the emergency number is among them, before any helpline's.
      expect(numbers[0], `${code} ${topic}`).toBe(first(VIOLENCE.includes(topic)));
    }
  });

  it.each(CODES)('%s: every answer that names no line of the country sends to findahelpline.com', (code) => {
    // The call itself (leads, "Call 911 now") and what follows a call for someone who does not respond (tell the
    // paramedics) are about the emergency number, not helplines.
    for (const [where, text] of everything(code).filter(([w]) => !w.startsWith('lead') && w !== 'call now' && w !== 'urgent line emergency')) {
      const ownLines = Object.values(COUNTRIES[code].lines).flat().some((l) => text.includes(l.reach));
      if (!ownLines) expect(text, `${code} ${where}`).toContain('findahelpline.com');
    }
  });
});

describe('the lines a member sees', () => {
  const reply = (message: string, timeZone?: string, recent: string[] = []) => {
    const v = checkSafety(message, { recent, timeZone });
    return v.kind === 'ok' ? '' : v.reply;
  };

  it('Toronto: 911 and 9-8-8, never 999 or Samaritans', () => {
    const text = reply('I want to kill myself', 'America/Toronto');
    expect(text).toContain('9-8-8');
    expect(text).toContain('911');
    expect(text).not.toMatch(/999|Samaritans|116 123|\b112\b|\bUK\b/);
  });

  it('Berlin: 112 and TelefonSeelsorge; abuse: the Hilfetelefon', () => {
    const text = reply('I want to kill myself', 'Europe/Berlin');
    expect(text).toContain('112');
    expect(text).toContain('0800 111 0 111');
    expect(text).not.toMatch(/988|911|999|Samaritans/);
    expect(reply('He hits me when he is drunk', 'Europe/Berlin')).toContain('116 016');
  });

  it('Sydney: 000 and Lifeline; a partner’s violence: 1800RESPECT', () => {
    expect(reply('I want to kill myself', 'Australia/Sydney')).toMatch(/000[\s\S]*13 11 14/);
    expect(reply('He hits me when he is drunk', 'Australia/Sydney')).toContain('1800 737 732');
  });

  it('Kolkata: 112 and Tele-MANAS 14416', () => {
    const text = reply('I want to kill myself', 'Asia/Kolkata');
    expect(text).toMatch(/112[\s\S]*14416/);
    expect(text).not.toMatch(/988|999|Samaritans/);
  });

  it('unknown: the multi-country answer as it was', () => {
    expect(reply('I want to kill myself', 'UTC')).toBe(CRISIS_REPLIES.self_harm);
    expect(reply('I want to kill myself')).toBe(CRISIS_REPLIES.self_harm);
    expect(CRISIS_REPLIES.self_harm).toMatch(/988[\s\S]*116 123[\s\S]*findahelpline/);
  });

  it('a place said in the message or two turns before outranks the time zone', () => {
    expect(reply("we're in toronto. He hits me when he is drunk", 'Europe/Berlin')).toMatch(/911[\s\S]*sheltersafe\.ca/);
    expect(reply('I want to kill myself', 'Europe/Berlin', ["I'm in Melbourne for the year", 'it has been a hard week'])).toContain('13 11 14');
  });

  it('an idiom or a story is not a place: the time zone still decides', () => {
    expect(reply("I'm in love with him but he hits me when he is drunk", 'Australia/Sydney')).toContain('1800 737 732');
    expect(reply('in Paris last year we fought. Now I want to kill myself', 'Asia/Kolkata')).toContain('14416');
  });

  it('a danger now in Canada leads with 911 and closes with 9-8-8', () => {
    const text = reply("I took all my pills an hour ago and I'm starting to feel really weird", 'America/Toronto');
    expect(text.indexOf('911')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('911')).toBeLessThan(text.indexOf('9-8-8'));
    expect(text).not.toMatch(/999|Samaritans|NHS|Poison Control/);
  });
});

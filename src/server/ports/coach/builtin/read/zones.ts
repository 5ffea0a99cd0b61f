/**
 * Where someone is, from a city the member names, and what a time difference leaves of a shared working day (issue
 * 29, item 2: places are slots). A colleague "in Berlin" while the member is in Toronto is six hours ahead: the coach
 * works that out from the two zones on the day asked rather than from a table of fixed offsets, so summer time is
 * right on both sides.
 */
import { tzOffset } from '@date-fns/tz';
import { isValidTimeZone } from '../../../../../shared/localTime.js';

/** Cities people name, with their IANA zone (a short list; a city not on it is simply not used). */
const CITY_ZONES: Array<[RegExp, string, string]> = [
  [/\b(?:toronto|ottawa|montreal|new york|nyc|boston|philadelphia|philly|atlanta|miami|washington)\b/, 'America/Toronto', 'eastern'],
  [/\b(?:chicago|dallas|houston|austin|winnipeg|mexico city)\b/, 'America/Chicago', 'central'],
  [/\b(?:denver|calgary|edmonton)\b/, 'America/Denver', 'mountain'],
  [/\b(?:vancouver|seattle|portland|san francisco|los angeles|san diego)\b/, 'America/Los_Angeles', 'pacific'],
  [/\b(?:london|manchester|leeds|glasgow|edinburgh|bristol|birmingham|dublin|lisbon|uk)\b/, 'Europe/London', 'UK'],
  [/\b(?:berlin|munich|hamburg|paris|madrid|barcelona|rome|milan|amsterdam|brussels|vienna|prague|copenhagen|stockholm|oslo|warsaw|zurich)\b/, 'Europe/Berlin', 'central European'],
  [/\b(?:athens|helsinki|kyiv|kiev|bucharest|istanbul)\b/, 'Europe/Athens', 'eastern European'],
  [/\b(?:dubai|abu dhabi)\b/, 'Asia/Dubai', 'Gulf'],
  [/\b(?:mumbai|delhi|new delhi|bangalore|bengaluru|pune|chennai|hyderabad|kolkata|india)\b/, 'Asia/Kolkata', 'India'],
  [/\b(?:singapore|hong kong|manila|kuala lumpur|perth)\b/, 'Asia/Singapore', 'Singapore'],
  [/\b(?:tokyo|seoul|osaka)\b/, 'Asia/Tokyo', 'Japan'],
  [/\b(?:sydney|melbourne|canberra)\b/, 'Australia/Sydney', 'Sydney'],
  [/\b(?:auckland|wellington)\b/, 'Pacific/Auckland', 'New Zealand'],
];

export interface Elsewhere {
  /** The city as the member wrote it, capitalised ("Berlin"). */
  city: string;
  zone: string;
  /** Hours the other place is ahead of the member (negative when behind), on the day asked. */
  ahead: number;
  /** The member's own hours (24h, may be fractional) when both working days (9 to 5 local) overlap; null when they do not. */
  overlap: [number, number] | null;
}

const capital = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/**
 * The first city in the message whose zone differs from the member's, with the difference and the shared working
 * hours in the member's time. Nothing when the member's own zone is unknown or every named city is in it.
 */
export function elsewhereIn(message: string, memberZone: string | undefined, now = new Date()): Elsewhere | null {
  if (!memberZone || !isValidTimeZone(memberZone) || memberZone === 'UTC') return null;
  const text = message.toLowerCase();
  const mine = tzOffset(memberZone, now);
  for (const [pattern, zone] of CITY_ZONES) {
    const found = pattern.exec(text);
    if (!found) continue;
    const ahead = (tzOffset(zone, now) - mine) / 60;
    if (ahead === 0) continue;
    const start = Math.max(9, 9 - ahead);
    const end = Math.min(17, 17 - ahead);
    return { city: capital(found[0]), zone, ahead, overlap: end > start ? [start, end] : null };
  }
  return null;
}

/** The zone of the first city the text names from the list above, with the city as written ("Toronto"). */
export function firstCityZone(message: string): { city: string; zone: string } | null {
  const text = message.toLowerCase();
  let best: { city: string; zone: string; at: number } | null = null;
  for (const [pattern, zone] of CITY_ZONES) {
    const found = pattern.exec(text);
    if (found && (!best || found.index < best.at)) best = { city: capital(found[0]), zone, at: found.index };
  }
  return best ? { city: best.city, zone: best.zone } : null;
}

/** "9am", "11:30am", "3pm" for an hour of the day. */
export function clockHour(h: number): string {
  const hours = Math.floor(h);
  const minutes = Math.round((h - hours) * 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * Which country the member is in, so a crisis answer can name the help that works where they are (decision 090).
 *
 * 1. A place they say they are in NOW, in this message or one of their recent turns (the latest said wins): "we're
 *    in Toronto", "here in Berlin", "I live just outside Dublin", "we moved to Amsterdam", or a message that is only
 *    a place ("Mumbai", "Toronto, Canada"), the usual answer to "where are you?".
 * 2. Otherwise their stored time zone (users.time_zone), by name through a table, never by offset.
 * 3. Otherwise nothing, and the answer names the common numbers of several countries.
 *
 * Only the member's own present place counts: a place in a story ("in Paris last year we…"), someone else's ("my
 * sister in Mumbai"), the past ("I was in Berlin"), a trip to come ("we're in Paris next week"), a hypothesis ("if I'm
 * in London"), where they come from ("I'm from Ireland") or an idiom ("I'm in love", "I live in hell") says nothing
 * about whose emergency number to dial, so those fall through to the time zone.
 */
import type { CountryCode } from './helplines.js';
import { PLACES, ZONES, ZONE_PREFIXES } from './places.js';

/** How many of the member's latest turns are read for a place, like the screen's own window. */
const RECENT_TURNS = 6;

/**
 * Accents and curly quotes folded, anything but letters, digits and apostrophes a space; the case is kept, so a
 * capital can tell a place we do not know ("I'm in Cairo") from an idiom ("I'm in pain"). Lower-casing the result
 * keeps every index, since only ASCII is left.
 */
export function fold(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-zA-Z0-9']+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so "new south wales" is read before "wales" and "indiana" is never "india". */
export const PLACE = `(?:${[...PLACES.keys()].sort((a, b) => b.length - a.length).map(escape).join('|')})`;

/** "I'm", "we're" and "were" typed without its apostrophe, but not "we were" or "they were" (the past). */
const BE = `(?:i'm|im|i am|i m|we're|we are|(?<!\\b(?:we|they|you|he|she|who|that|which|i|it|there) )were)`;
const NOW = `(?: (?:currently|now|still|based|living|staying|stuck|over|out|back|here|right now|at the moment|at home|all alone|alone|home))*`;
const LIVE = `(?:(?:i|we)(?: still| now| currently)? (?:live|stay)|(?:i|we)(?: have|'ve|ve) (?:lived|been living))`;
const NEAR = `(?:in|near|outside|just outside|close to|around)`;
const MOVED = `(?:i|we)(?: just| recently| finally)? (?:moved|relocated)(?: back)? to`;
/** What may stand between "in" and the place: "the north of", "a small town near", "downtown". */
const AREA = `(?:(?:the )?(?:north|south|east|west|central|downtown|inner|greater|rural|suburban|outer|northern|southern|eastern|western|upstate)(?: of)? |(?:a |the )?(?:small |little )?(?:town|village|suburb|city)(?: of| near| in| outside)? )?`;
/** Words that make what follows a hypothesis or a denial, not where the member is. */
const NOT_NOW = `(?<!\\b(?:if|when|whenever|once|until|unless|not|never|wish|hope) )`;

/** The member says where they are: the word where the place starts is captured, known to the table or not. */
const SAID = new RegExp(`(?<![a-z'])${NOT_NOW}(?:${BE}${NOW} ${NEAR}|${LIVE} ${NEAR}|${MOVED}|here in) ${AREA}(?=([a-z]+))`, 'g');
const PLACE_AT = new RegExp(`^(${PLACE})(?![a-z])`);
/**
 * Words that take a capital after "I'm in" without being a place ("I'm in Love with…", a sentence typed in title case).
 * Any other capitalised word there is a place we have no lines for, and the answer names several countries' help
 * rather than the country of the member's time zone.
 */
const NOT_PLACES = new Set(['love', 'hell', 'heaven', 'pain', 'trouble', 'bed', 'hospital', 'therapy', 'rehab', 'school', 'college', 'uni', 'university', 'class', 'year', 'grade', 'charge', 'control', 'debt', 'shock', 'tears', 'denial', 'crisis', 'danger', 'limbo', 'pieces', 'agony', 'despair', 'lockdown', 'quarantine', 'prison', 'jail', 'court', 'church', 'work', 'treatment', 'recovery', 'a', 'an', 'my', 'his', 'her', 'our', 'their', 'this', 'that', 'such', 'so', 'no', 'too', 'way', 'over', 'here', 'there', 'it', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'god', 'christ']);
/** A message that is nothing but a place (with "in" or "here"): an answer to "where are you?". */
const ONLY = new RegExp(`^(?:(?:i'm|im|i am|we're|we are) )?(?:(?:in|near) )?(?:the )?(${PLACE})(?: (?:the )?${PLACE})?(?: here)?$`);
/** A trip still to come: "we're in Paris next week". */
const LATER = /^(?: [a-z']+){0,4}? (?:next (?:week|month|year|summer|winter|spring|weekend|time)|tomorrow|soon|in a (?:few )?(?:days?|weeks?|months?))\b/;

/**
 * The country of a place the member says they are in now, the last one in the text; 'elsewhere' for a place we have
 * no lines for; undefined when the text says nothing of where they are.
 */
export function namedPlace(text: string): CountryCode | 'elsewhere' | undefined {
  const kept = fold(text);
  const folded = kept.toLowerCase();
  const only = ONLY.exec(folded);
  if (only) return PLACES.get(only[1]!);
  let found: CountryCode | 'elsewhere' | undefined;
  for (const m of folded.matchAll(SAID)) {
    // "the" may belong to the name ("the us", "the hague") or not ("the Bahamas"): the table is read with it first.
    let at = m.index + m[0].length;
    let known = PLACE_AT.exec(folded.slice(at));
    if (!known && folded.startsWith('the ', at)) {
      at += 4;
      known = PLACE_AT.exec(folded.slice(at));
    }
    const word = /^[a-z]*/.exec(folded.slice(at))![0];
    if (LATER.test(folded.slice(at + (known ? known[1]!.length : word.length)))) continue;
    if (known) found = PLACES.get(known[1]!);
    else if (/[A-Z]/.test(kept[at]!) && !NOT_PLACES.has(word)) found = 'elsewhere';
  }
  return found;
}

/** The country a stored IANA zone belongs to; undefined for UTC, Etc/* and zones outside the table. */
export function countryOfZone(zone: string | null | undefined): CountryCode | undefined {
  if (!zone) return undefined;
  return ZONES.get(zone) ?? ZONE_PREFIXES.find(([prefix]) => zone.startsWith(prefix))?.[1];
}

export interface WhereInput {
  message: string;
  /** The member's earlier turns in this conversation, oldest first. */
  recent?: readonly string[];
  /** users.time_zone */
  timeZone?: string | null;
}

/**
 * Where the member is: the latest place they said, else their time zone's country, else undefined. A place said that
 * is not in the table is undefined too (several countries' help), never the time zone's country: someone whose
 * phone says Berlin and who writes from Cairo must not be sent to a German number.
 */
export function placeOf({ message, recent = [], timeZone }: WhereInput): CountryCode | undefined {
  for (const text of [message, ...recent.slice(-RECENT_TURNS).reverse()]) {
    const said = namedPlace(text);
    if (said) return said === 'elsewhere' ? undefined : said;
  }
  return countryOfZone(timeZone);
}

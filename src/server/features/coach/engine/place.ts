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

/** Lower case, accents and curly quotes folded, anything but letters, digits and apostrophes a space. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so "new south wales" is read before "wales" and "indiana" is never "india". */
const PLACE = `(?:${[...PLACES.keys()].sort((a, b) => b.length - a.length).map(escape).join('|')})`;

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

const SAID = new RegExp(`(?<![a-z'])${NOT_NOW}(?:${BE}${NOW} ${NEAR}|${LIVE} ${NEAR}|${MOVED}|here in) (?:the )?${AREA}(${PLACE})(?![a-z])`, 'g');
/** A message that is nothing but a place (with "in" or "here"): an answer to "where are you?". */
const ONLY = new RegExp(`^(?:(?:i'm|im|i am|we're|we are) )?(?:(?:in|near) )?(?:the )?(${PLACE})(?: (?:the )?${PLACE})?(?: here)?$`);
/** A trip still to come: "we're in Paris next week". */
const LATER = /^(?: [a-z']+){0,4}? (?:next (?:week|month|year|summer|winter|spring|weekend|time)|tomorrow|soon|in a (?:few )?(?:days?|weeks?|months?))\b/;

/** The country of a place the member says they are in now, the last one in the text; undefined when none. */
export function namedPlace(text: string): CountryCode | undefined {
  const folded = fold(text);
  const only = ONLY.exec(folded);
  if (only) return PLACES.get(only[1]!);
  let found: CountryCode | undefined;
  for (const m of folded.matchAll(SAID)) {
    if (LATER.test(folded.slice(m.index + m[0].length))) continue;
    found = PLACES.get(m[1]!) ?? found;
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

/** Where the member is: the latest place they said, else their time zone's country, else undefined. */
export function placeOf({ message, recent = [], timeZone }: WhereInput): CountryCode | undefined {
  for (const text of [message, ...recent.slice(-RECENT_TURNS).reverse()]) {
    const said = namedPlace(text);
    if (said) return said;
  }
  return countryOfZone(timeZone);
}

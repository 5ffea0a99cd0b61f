/**
 * The help local to the member, written into crisis answers (decision 090): the country's emergency number(s) and the
 * lines for a need, as bullets or inline, and findahelpline.com for anywhere else. `null` means the place is not
 * known; the answers then keep their multi-country wording (replies.ts, leads.ts), which this module never mixes in.
 */
import { COUNTRIES, type CountryCode, type CountryHelp, type Need } from './helplines.js';
import { placeOf, type WhereInput } from './place.js';

export type { Need } from './helplines.js';

/** A country's help, or null when where the member is is not known. */
export type Local = (CountryHelp & { code: CountryCode }) | null;

export function helpFor(code: CountryCode | undefined): Local {
  return code ? { code, ...COUNTRIES[code] } : null;
}

/** The help for where the member is: a place they said, else their time zone, else none. */
export function localHelpFor(where: WhereInput): Local {
  return helpFor(placeOf(where));
}

/**
 * The emergency number(s) to call, as words: "911"; "112 (ambulance) or 110 (police)". Where a country has a
 * separate police number, danger from a person (a weapon, an attack, abuse) names it first.
 */
export function dial(h: CountryHelp, violence = false): string {
  const named = h.emergency.map((n, i) => (h.emergencyFor?.[i] ? `${n} (${h.emergencyFor[i]})` : n));
  const police = h.emergencyFor?.indexOf('police') ?? -1;
  if (violence && police > 0) named.unshift(...named.splice(police, 1));
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`;
}

const linesOf = (h: CountryHelp, need: Need) => h.lines[need] ?? [];

/** The country's lines for a need, one bullet each: "- **Lifeline**: **13 11 14**, any time." */
export function bullets(h: CountryHelp, need: Need): string[] {
  return linesOf(h, need).map((l) => `- **${l.name}**: ${l.reach}${l.note ? `, ${l.note}` : ''}.`);
}

/** The country's lines for a need in a sentence ("**13 11 14** (Lifeline)"); undefined when it has none. */
export function inline(h: CountryHelp, need: Need): string | undefined {
  const lines = linesOf(h, need);
  return lines.length > 0 ? lines.map((l) => `${l.reach} (${l.name})`).join(' or ') : undefined;
}

export function hasLines(h: CountryHelp, need: Need): boolean {
  return linesOf(h, need).length > 0;
}

/**
 * After the country's lines: findahelpline.com for someone who is elsewhere; or, when the country has no line here
 * for the need, as the way to find one there (never a number we are not sure of).
 */
export function elsewhere(h: CountryHelp, need: Need): string {
  return hasLines(h, need)
    ? `- **Outside ${h.name}**: findahelpline.com lists free, confidential lines in every country.`
    : `- **For a helpline in ${h.name}**: findahelpline.com lists free, confidential services near you.`;
}

/** The lines for a need and the findahelpline.com line after them. */
export function section(h: CountryHelp, need: Need): string[] {
  return [...bullets(h, need), elsewhere(h, need)];
}

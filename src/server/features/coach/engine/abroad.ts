/**
 * Someone at risk in another country than the member (round 11: a coworker's goodbye posted from another office).
 * The member's own lines stay (they are who we talk to), but the emergency number that can reach the person at risk
 * is the one where that person is, and it only works when dialled there: so the answer says which number it is and
 * asks the member to reach someone near them who can call it.
 */
import { dial, helpFor, type Local } from './localHelp.js';
import type { CountryCode } from './helplines.js';
import { PLACES } from './places.js';
import { PLACE, fold } from './place.js';
import type { CrisisTopic } from './replies.js';

/** Answers about another person's danger, where the place that matters is theirs. */
const ABOUT_SOMEONE_ELSE = new Set<CrisisTopic>(['someone_at_risk', 'someone_abused', 'child_at_risk', 'elder_abuse', 'emergency']);
/** "In Australia", "in our Berlin office": a place someone is in, not one the member says they are in. */
const IN_PLACE = new RegExp(`(?<![a-z'])(?:in|at) (?:our |the |their |his |her |a |my )?(${PLACE})(?![a-z])`, 'g');
/** The member speaking of themselves just before: "I'm in", "I live in", "we're at", "here in". */
const MEMBER_BEFORE = /(?:\bi'?m|\bi am|\bi live|\bi'?ve moved|\bwe'?re|\bwe are|\bwe live|\bhere|\bback home)(?: [a-z']+){0,2} $/;

/** The country of the person at risk when the message places them somewhere other than the member. */
export function theirCountry(message: string, member: CountryCode | undefined): CountryCode | undefined {
  const folded = fold(message).toLowerCase();
  let found: CountryCode | undefined;
  for (const m of folded.matchAll(IN_PLACE)) {
    if (MEMBER_BEFORE.test(folded.slice(Math.max(0, m.index - 24), m.index + 1))) continue;
    const code = PLACES.get(m[1]!);
    if (code && code !== member) found = code;
  }
  return found;
}

/** Where the person at risk is, when an answer about them should name that country's emergency number. */
export function theirHelp(topic: CrisisTopic, message: string, member: CountryCode | undefined): Local {
  return ABOUT_SOMEONE_ELSE.has(topic) ? helpFor(theirCountry(message, member)) : null;
}

/** The line that names the emergency number where the person at risk is. */
export function abroadLine(there: Local, memberKnown: boolean): string[] {
  if (!there) return [];
  return [
    `**They are in ${there.name}, not where you are.** The emergency number there is **${dial(there)}**, and it works only when called from there. If they may be in danger now, reach someone near them today (a housemate, a neighbour, their family, or colleagues where they work) and ask them to check on them in person and call it, giving the address.${memberKnown ? ' If you can\u2019t reach anyone, your own emergency number can try to pass it on.' : ''}`,
  ];
}

/**
 * What every event plan shares (compose/event.ts, compose/event-trip.ts): money in the member's own currency said as
 * "about", a budget split whose lines always add up within the budget, the "Kept to" line, and why an option fits
 * from what the people involved rated highly (their stored interests) or what the member said about them.
 */
import { findActivity, ratingsByActivity, topPicks } from '../../../../../shared/assessment/hobbies.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import type { EventAsk } from '../read/event.js';
import { currencyOfPlace, type Currency } from '../read/plan.js';
import { money as moneyText } from './kinds-common.js';

/** Rough value of one pound in each currency: the library's ranges are in pounds, and a plan is only ever "about". */
const PER_POUND: Record<Currency, number> = { '£': 1, '€': 1.15, '$': 1.3, 'C$': 1.75, 'A$': 1.95, '₹': 110 };

export function currencyFor(ask: EventAsk): Currency | null {
  return ask.plan.budget?.currency ?? currencyOfPlace(ask.plan.city);
}

/** Event sums are estimates: whole amounts only. */
export function money(amount: number, currency: Currency | null): string {
  return moneyText(Math.round(amount), currency);
}

/** A pound figure from the library in the member's currency, rounded as people say prices (to 1 under 20, else to 5). */
export function local(pounds: number, currency: Currency | null): number {
  const raw = pounds * PER_POUND[currency ?? '£'];
  if (raw === 0) return 0;
  return raw < 20 ? Math.max(1, Math.round(raw)) : Math.round(raw / 5) * 5;
}

/** The budget per head, when one can be worked out: said per head, or a total over a known group. */
export function perHeadCap(ask: EventAsk, people = ask.group ?? ask.plan.people): number | null {
  const b = ask.plan.budget;
  if (!b) return null;
  return b.per === 'person' ? b.amount : Math.floor(b.amount / Math.max(1, people));
}

export function totalBudget(ask: EventAsk, people = ask.group ?? ask.plan.people): number | null {
  const b = ask.plan.budget;
  if (!b) return null;
  return b.per === 'person' ? b.amount * people : b.amount;
}

export interface SplitLine {
  label: string;
  amount: number;
}

/**
 * A budget cut into rough shares (rounded down to 5), with what is left as a buffer, so the lines always add up to
 * the budget exactly and never past it.
 */
export function splitBudget(total: number, shares: Array<{ label: string; share: number }>): SplitLine[] {
  const step = total >= 100 ? 5 : 1;
  const lines = shares.map((s) => ({ label: s.label, amount: Math.floor((total * s.share) / step) * step }));
  const used = lines.reduce((a, l) => a + l.amount, 0);
  if (total - used > 0) lines.push({ label: 'Buffer for the unexpected', amount: total - used });
  return lines;
}

/** The split written out, with its total, in the member's currency. */
export function splitLines(lines: SplitLine[], total: number, currency: Currency | null): string {
  const sum = lines.reduce((a, l) => a + l.amount, 0);
  return [...lines.map((l) => `- ${l.label}: about ${money(l.amount, currency)}`), `- **Total: ${money(sum, currency)} of your ${money(total, currency)}**`].join('\n');
}

/** Someone in the plan whose stored interests can say why an option fits. */
export interface Fan {
  /** "you" or the first name. */
  name: string;
  isMe: boolean;
  picks: string[];
  ratings: Map<string, number>;
}

export function fansOf(ctx: CoachContext, others: Array<CoachConnection | undefined>): Fan[] {
  const me: Fan = { name: 'you', isMe: true, picks: topPicks(ctx.person.hobbies), ratings: ratingsByActivity(ctx.person.hobbies) };
  const rest = others.filter((c): c is CoachConnection => !!c).map((c) => ({ name: c.firstName, isMe: false, picks: topPicks(c.hobbies ?? null), ratings: ratingsByActivity(c.hobbies ?? null) }));
  return [me, ...rest];
}

const activityName = (id: string) => (findActivity(id)?.activity.name ?? id).toLowerCase();

/** How strongly the people care for any of these activities: a top pick counts most, a 4 or 5 rating next. */
export function fanScore(serves: string[], fans: Fan[]): number {
  let s = 0;
  for (const f of fans) for (const id of serves) s += f.picks.includes(id) ? 3 : (f.ratings.get(id) ?? 0) >= 4 ? 2 : 0;
  return s;
}

/** "singing is one of your top picks", "Theo rates trivia & quiz nights highly": the strongest tie, or null. */
export function fanReason(serves: string[], fans: Fan[]): string | null {
  for (const f of fans) {
    const id = serves.find((s) => f.picks.includes(s));
    if (id) return `${activityName(id)} is one of ${f.isMe ? 'your' : `${f.name}'s`} top picks`;
  }
  for (const f of fans) {
    const id = serves.find((s) => (f.ratings.get(s) ?? 0) >= 4);
    if (id) return f.isMe ? `you rate ${activityName(id)} highly` : `${f.name} rates ${activityName(id)} highly`;
  }
  return null;
}

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
export const listOf = (items: string[]) => LIST.format(items);

const NEED_WORDS: Record<EventAsk['needs'][number], string> = {
  vegan: 'vegan food', vegetarian: 'a proper vegetarian main', glutenFree: 'gluten-free food', nonDrinker: 'good alcohol-free drinks', halal: 'halal food', allergy: 'the allergy', dairyFree: 'nothing with dairy',
};
const DISLIKE_WORDS: Record<EventAsk['dislikes'][number], string> = {
  clubs: 'no club', bars: 'no pub or bar', forcedFun: 'no forced fun', flights: 'no flights', drained: 'nothing draining', singing: 'no karaoke or singing',
};

/**
 * The "Kept to" line: every constraint the plan was checked against, each a short noun phrase, listed as a checklist
 * without "and": "Kept to: €40 in all and a vegan" read as if a person were a limit, and "… and not the pub" as a
 * sentence cut in two.
 */
export const keptList = (items: string[]) => items.join(', ');

const ACCESS_WORDS: Record<NonNullable<EventAsk['plan']['access']>, string> = {
  wheelchair: 'step-free for the wheelchair', walker: 'step-free, with room for the walker', stroller: 'step-free for the pushchair', knees: 'no stairs or long walks', stairs: 'no stairs', crutches: 'seated, with no walking to speak of',
};

export function keptLine(ask: EventAsk, currency: Currency | null, extra: string[] = []): string {
  const out: string[] = [];
  const b = ask.plan.budget;
  if (b) {
    const travel = ask.travelIncluded === true ? ' including travel' : ask.travelIncluded === false ? ` not counting ${ask.flightExcluded ? 'the flight' : 'travel'}` : '';
    out.push(b.per === 'person' ? `${money(b.amount, currency)} a head` : ask.share ? `${money(b.amount, currency)} as your share` : `${money(b.amount, currency)} in all${travel}`);
  }
  for (const need of ask.needs) out.push(NEED_WORDS[need]);
  for (const d of ask.dislikes) out.push(DISLIKE_WORDS[d]);
  if (ask.introverts) out.push('easy for the quieter ones');
  if (ask.plan.access) out.push(ACCESS_WORDS[ask.plan.access]);
  if (ask.plan.weather) out.push('indoors, out of the weather');
  out.push(...extra);
  return out.length ? `Kept to: ${keptList(out)}.` : '';
}

/**
 * One or two lines on how the two of them plan and recharge, from both people's results: who books and who keeps it
 * open, and quiet time for the one who recharges alone. Nothing when either result is unknown.
 */
export function pairNotes(ctx: CoachContext, other: CoachConnection | undefined): string[] {
  if (!other?.results || !ctx.person.results) return [];
  const letter = (axes: Array<{ axis: string; letter: string }>, axis: string) => axes.find((a) => a.axis === axis)?.letter;
  const mine = ctx.person.results.evidence.axes;
  const theirs = other.results.evidence.axes;
  const name = other.firstName;
  const out: string[] = [];
  const [myJP, theirJP] = [letter(mine, 'JP'), letter(theirs, 'JP')];
  if (myJP === 'J' && theirJP === 'P') out.push(`You like plans settled and ${name} likes to keep things open (from your results): book the fixed parts early and leave one stretch unplanned for ${name} to fill.`);
  else if (myJP === 'P' && theirJP === 'J') out.push(`${name} likes plans settled and you like to keep things open (from your results): let ${name} book the fixed parts early, and keep one stretch unplanned for you.`);
  else if (myJP === 'J' && theirJP === 'J') out.push(`You both like plans settled early (from your results): agree the outline together before anything is booked.`);
  const [myEI, theirEI] = [letter(mine, 'EI'), letter(theirs, 'EI')];
  if (myEI === 'I' && theirEI === 'E') out.push(`You recharge alone and ${name} recharges around people: keep a quiet hour for yourself most days.`);
  else if (myEI === 'E' && theirEI === 'I') out.push(`${name} recharges alone and you recharge around people: leave ${name} a quiet hour most days.`);
  return out;
}

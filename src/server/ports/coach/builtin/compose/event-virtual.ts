/**
 * A virtual team event across time zones: a slot inside both working days (worked out from the zones on the day,
 * read/zones.ts), an agenda whose every part is opt-in, and the money per person split so it adds up.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import { VIRTUAL_TEAM_FORMATS } from '../content/events.js';
import type { EventAsk } from '../read/event.js';
import { clockHour, elsewhereIn, firstCityZone } from '../read/zones.js';
import { capital, currencyFor, fanReason, fansOf, fanScore, keptLine, money, perHeadCap } from './event-common.js';

/** Where the member is and the other place, with the hours ahead and the shared working hours in the member's time. */
function zonesOf(ctx: CoachContext, message: string): { home: string | null; away: string; ahead: number; overlap: [number, number] | null } | null {
  const own = ctx.timeZone && ctx.timeZone !== 'UTC' ? elsewhereIn(message, ctx.timeZone) : null;
  const first = firstCityZone(message);
  if (own) return { home: first && first.city !== own.city ? first.city : null, away: own.city, ahead: own.ahead, overlap: own.overlap };
  if (!first) return null;
  const rest = message.replace(new RegExp(first.city, 'ig'), '');
  const other = elsewhereIn(rest, first.zone);
  return other ? { home: first.city, away: other.city, ahead: other.ahead, overlap: other.overlap } : null;
}

export function virtualTeamReply(ctx: CoachContext, ask: EventAsk, named: CoachConnection[], message: string): string {
  const currency = currencyFor(ask);
  const minutes = ask.minutes ?? 60;
  const hours = minutes / 60;
  const zones = zonesOf(ctx, message);
  const slot: string[] = [];
  if (zones?.overlap) {
    const [from, to] = zones.overlap;
    const fits = to - from >= hours;
    const start = fits ? Math.max(from, to - hours) : from;
    const end = start + hours;
    const there = (h: number) => clockHour(((h + zones.ahead) % 24 + 24) % 24);
    const home = zones.home ?? 'your time';
    slot.push(`**When:** ${clockHour(start)} to ${clockHour(end)} ${zones.home ? `${home} time` : 'your time'}, which is ${there(start)} to ${there(end)} in ${zones.away} (${Math.abs(zones.ahead)} hours ${zones.ahead > 0 ? 'ahead' : 'behind'}).`);
    slot.push(fits ? `It sits inside both working days, so nobody gives up an evening${zones.ahead > 0 ? ` and ${zones.away} finishes by the end of their day` : ''}.` : `No ${minutes}-minute slot fits inside both working days; this one runs past 5pm in one place, so make the last part optional.`);
  } else if (zones) {
    slot.push(`**When:** the working days in ${zones.away} and ${zones.home ?? 'your city'} barely overlap, so pick the hour nearest both (early morning for one, late afternoon for the other) and keep it to ${minutes} minutes.`);
  } else {
    slot.push('**When:** during working hours, not after them, so joining is part of the day rather than an extra.');
  }
  const fans = fansOf(ctx, named);
  const formats = [...VIRTUAL_TEAM_FORMATS].sort((a, b) => fanScore(b.serves, fans) - fanScore(a.serves, fans) || VIRTUAL_TEAM_FORMATS.indexOf(a) - VIRTUAL_TEAM_FORMATS.indexOf(b));
  // The food credit opens the call; the others follow in order of interest.
  const food = formats.find((f) => f.id === 'food-credit')!;
  // With "no forced fun", nothing asks people to show or share anything; a sharing round is otherwise always last.
  const forced = ask.dislikes.includes('forcedFun') || ask.introverts;
  const rest = formats.filter((f) => f.id !== 'food-credit' && !(forced && f.id === 'show-one-thing')).slice(0, 2);
  const parts = [food, ...rest.sort((a, b) => Number(a.id === 'show-one-thing') - Number(b.id === 'show-one-thing'))];
  const lengths = [Math.round(minutes * 0.2), Math.round(minutes * 0.45)];
  lengths.push(minutes - lengths[0]! - lengths[1]!);
  let at = 0;
  const agenda = parts.map((f, i) => {
    const line = `- **${at}–${at + lengths[i]!} min** ${f.text.replace(/, about \d+ minutes$/, '')}: ${f.optIn}.${fanReason(f.serves, fans) ? ` ${capital(fanReason(f.serves, fans)!)}.` : ''}`;
    at += lengths[i]!;
    return line;
  });
  const cap = perHeadCap(ask);
  const money_: string[] = [];
  if (cap !== null) {
    const credit = Math.floor((cap * 0.8) / 5) * 5 || cap;
    const pot = cap - credit;
    money_.push(`**Money (${money(cap, currency)} a person):** a food or coffee credit of about ${money(credit, currency)} each${pot > 0 ? `, and about ${money(pot, currency)} each into a small prize pot for the quiz` : ''}. That is ${money(credit + pot, currency)} a person.`);
  }
  const rules = [
    '**House rules that keep it from feeling forced**',
    '- Cameras optional, from the first minute.',
    '- No icebreaker rounds and nobody called on by name; the chat box counts as joining in.',
    '- Say the end time in the invite and finish on it; people can drop off early without explaining.',
    ...(forced ? ['- Send the agenda a few days before, so the quieter people know exactly what is coming.'] : []),
  ];
  return [`**A ${minutes}-minute virtual team event**`, keptLine(ask, currency), '', ...slot, '', '**Agenda**', ...agenda, '', ...money_, ...(money_.length ? [''] : []), ...rules].filter((l, i) => !(i === 1 && l === '')).join('\n');
}

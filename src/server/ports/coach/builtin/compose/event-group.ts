/**
 * Group time away and the money around it (read/event.ts): a weekend away for a group with the place to stay inside a
 * per-person budget (a hen or stag do, friends away together), a visit that needs flights with a budget split that says
 * honestly what is tight, what changes when more people join a plan already made, and the message that locks it in.
 * Places are described by kind, never by a name we cannot stand behind; every figure is "about".
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import type { EventAsk } from '../read/event.js';
import { currencyOfPlace, currencyOfZone, type Currency } from '../read/plan.js';
import { currencyFor, fanReason, fansOf, keptLine, local, money, splitBudget, splitLines, type SplitLine } from './event-common.js';

const EUROPE: Array<Currency | null> = ['£', '€'];
const AMERICAS: Array<Currency | null> = ['$', 'C$'];

/** Whether a flight between where the member lives and the place named crosses an ocean (a rough, safe reading). */
function longHaul(ctx: CoachContext, ask: EventAsk): boolean | null {
  const home = currencyOfZone(ctx.timeZone);
  const there = currencyOfPlace(ask.plan.city);
  if (!home || !there) return null;
  const region = (c: Currency | null) => (EUROPE.includes(c) ? 'eu' : AMERICAS.includes(c) ? 'am' : c);
  return region(home) !== region(there);
}

/** A return flight's rough price in pounds: long-haul in summer or December costs more. */
function flightPounds(long: boolean | null, month: number): number {
  if (long === false) return 150;
  return [6, 7, 11].includes(month) ? 750 : 550;
}

/**
 * A visit with flights in the budget: the flight first, then what is left over the days, with an honest line when it
 * is tight and what to change (staying with the person, cooking at home, fewer paid outings).
 */
export function visitBudget(ctx: CoachContext, ask: EventAsk, total: number, currency: Currency | null, host: CoachConnection | undefined): string[] {
  const days = ask.days ?? 7;
  // The flight at what it usually costs, never shrunk to fit: a budget it eats is said to be tight, not hidden.
  const flight = Math.min(local(flightPounds(longHaul(ctx, ask), ask.plan.month), currency), total);
  const rest = total - flight;
  const staying = ask.stayingWith || !!host;
  const shares = staying
    ? [{ label: `Food, coffee and a couple of meals out${host ? ` (treat ${host.firstName} to one)` : ''}`, share: 0.5 }, { label: 'Getting around and a day trip', share: 0.2 }, { label: `Tickets and outings`, share: 0.2 }]
    : [{ label: 'Somewhere to stay', share: 0.55 }, { label: 'Food and coffee', share: 0.25 }, { label: 'Getting around and outings', share: 0.12 }];
  const lines: SplitLine[] = [{ label: `Return flights${[6, 7, 11].includes(ask.plan.month) ? ' (peak season)' : ''}`, amount: flight }, ...splitBudget(rest, shares)];
  const perDay = Math.round(rest / days);
  const tight = perDay < local(staying ? 40 : 90, currency);
  const out = ['', '**Budget**', splitLines(lines, total, currency), ''];
  out.push(tight
    ? `**Honestly:** that leaves about ${money(perDay, currency)} a day once the flight is paid, which is tight. What makes it work: ${staying ? '' : 'staying with the person you visit if you can, '}booking the flight early with flexible dates (midweek is usually cheaper), cooking at home together most days, and one or two paid outings rather than one a day.`
    : `That leaves about ${money(perDay, currency)} a day once the flight is paid. Book the flight early: prices climb in the last two months${[6, 7, 11].includes(ask.plan.month) ? ', and faster in the holidays' : ''}.`);
  if (staying && host) out.push(`This assumes you stay with ${host.firstName}; check that first, because paying for somewhere to stay would take about half of what is left. Cooking together at home most evenings makes the rest go further.`);
  return out;
}

/** The kind of weekend, as written back: a hen do, a stag do, or a weekend away. */
function weekendName(message: string): string {
  if (/\bhen\b|\bbachelorette\b/i.test(message)) return 'A hen weekend';
  if (/\bstag\b|\bbachelor\b/i.test(message)) return 'A stag weekend';
  if (/\bgirls'? (?:trip|weekend)\b/i.test(message)) return "A girls' weekend";
  return 'A weekend away';
}

/** One activity per thing the group asked for; a plan for a hen or stag keeps what they said they hate out of it. */
function activities(ask: EventAsk, message: string): string[] {
  const text = message.toLowerCase();
  const out: string[] = [];
  if (ask.wishes.includes('singing')) out.push('A private karaoke room or a singing workshop booked for the group (a vocal coach teaches you one song in harmony): singing without anything tacky');
  if (/\bsports?\b|\bfootball\b|\bfive-a-side\b|\bgolf\b/.test(text)) out.push('A pitch or a court hired for two hours for a match, or go-karting, with teams drawn on the day');
  if (ask.wishes.includes('hike')) out.push('A proper walk from the door in the morning, with a packed lunch');
  if (ask.wishes.includes('water')) out.push('A morning on the water: a paddle or a swim if there is a lake or the sea nearby');
  if (/\bwine\b/.test(text)) out.push('A tasting at a vineyard or a wine bar, or a tasting you run yourselves at the house with three bottles and a cheeseboard');
  if (ask.wishes.includes('games')) out.push('A games tournament at the house, with a silly trophy');
  if (out.length === 0) out.push('One booked activity the whole group will enjoy (a class, a match, a tasting), and the rest of the day kept loose');
  return out.slice(0, 2);
}

/** A group away for a weekend: the place to stay first, then the days, then a split per person that adds up. */
export function groupWeekendReply(ctx: CoachContext, ask: EventAsk, message: string): string {
  const currency = currencyFor(ask);
  const group = ask.group ?? ask.plan.people;
  const b = ask.plan.budget;
  const each = b ? (b.per === 'person' ? b.amount : Math.floor(b.amount / group)) : null;
  const nights = ask.nights && ask.nights >= 1 ? Math.min(ask.nights, 3) : 2;
  const where = ask.plan.city ? ` within about two hours of ${ask.plan.city}` : ' within about two hours of home';
  const tacky = /\btacky\b|\bcheesy\b|\bcringe\b/i.test(message);
  const sleazy = /\bsleazy\b|\bstrip (?:club|bar)s?\b|\bseedy\b/i.test(message);
  const acts = activities(ask, message);
  const fans = fansOf(ctx, []);
  const host = fanReason(['hosting_dinners', 'small_gatherings', 'cooking'], fans);
  // "A weekend away" is no date: "This weekend" is written only when the member said which weekend.
  const day = ask.plan.day && !(/weekend$/i.test(ask.plan.day) && !/\b(?:this|next) weekend\b/i.test(message)) ? ask.plan.day : undefined;
  const head = `**${weekendName(message)} for ${group}${day ? ` (${day})` : ''}**`;
  const hotel = /\b(?:hotel|hostel|guesthouse|b&b|inn)\b/i.test(message);
  const stay = each !== null ? Math.floor((each * 0.45) / 5) * 5 : null;
  const lines = [
    head,
    keptLine(ask, currency, [`${nights} night${nights === 1 ? '' : 's'} somewhere to stay in the budget`, ...(tacky ? ['nothing tacky'] : []), ...(sleazy ? ['nothing sleazy'] : [])]),
    '',
    hotel
      ? `**Where to stay:** a hotel or guesthouse${where} with twin or triple rooms for ${group}, reachable by one train or a shared drive; sharing rooms is what keeps it inside the budget${stay !== null ? `: about ${money(stay, currency)} each for ${nights} night${nights === 1 ? '' : 's'}` : ''}.`
      : `**Where to stay:** a whole house or cottage that sleeps ${group}${where}, reachable by one train or a shared drive. Split ${group} ways, a house is usually far cheaper than hotel rooms${stay !== null ? `: at about ${money(stay, currency)} each, you can spend up to about ${money(stay * group, currency)} in all on the house for ${nights} night${nights === 1 ? '' : 's'}` : ''}.`,
    '',
    `- **Friday evening** Arrive, settle in, and ${hotel ? 'dinner together somewhere near where you stay' : 'a big dinner cooked at the house with everyone on one job'}.${host && !hotel ? ` ${host.charAt(0).toUpperCase()}${host.slice(1)}, so this dinner is yours to run.` : ''}`,
    `- **Saturday** ${acts[0]}. Dinner out at a place with a long table, booked ahead for ${group}${acts[1] ? `; or, for the evening, ${acts[1]!.charAt(0).toLowerCase()}${acts[1]!.slice(1)}` : ''}.`,
    `- **Sunday** A long brunch${hotel ? '' : ' at the house'}, a walk, and home by mid-afternoon.`,
  ];
  if (each !== null) {
    const split = splitBudget(each, [
      { label: `${hotel ? 'Your share of the rooms' : 'The house, your share'} (${nights} night${nights === 1 ? '' : 's'})`, share: 0.45 },
      { label: 'Food shopping for the house and one dinner out', share: 0.25 },
      { label: `The activity${acts.length > 1 ? 'ies' : ''}`, share: 0.15 },
      { label: 'Travel there and back', share: 0.1 },
    ]);
    lines.push('', '**Budget per person**', splitLines(split, each, currency));
  }
  lines.push(
    '',
    '**Before you book**',
    `- Book ${hotel ? 'the rooms' : 'the house'} first: ${hotel ? `rooms for ${group}` : `places that sleep ${group}`} go months ahead, especially for weekends in spring and summer.`,
    `- Take each person's share of the deposit before you pay it, so you are not carrying ${group - 1} people's money.`,
    ...(sleazy ? ['- Nothing sleazy: the activity and a good dinner are the night, and everyone can enjoy all of it.'] : []),
    ...(tacky ? ['- No sashes, matching T-shirts or props: the plan is the treat. One small thing with meaning (a toast, a photo from years ago) beats a prop.'] : []),
    '- Put the plan and the cost per person in the group chat with a date to confirm by.',
  );
  return lines.join('\n');
}

/** What changes when people join a plan already made: space, money per head, car, meals, and time for the couple. */
export function joinedLines(ctx: CoachContext, ask: EventAsk, partner: CoachConnection | undefined): string[] {
  const joined = ask.joined ?? 0;
  const before = Math.max(2, (ask.group ?? ask.plan.people) - joined);
  const group = before + joined;
  const currency = currencyFor(ask);
  const total = ask.plan.budget ? (ask.plan.budget.per === 'person' ? ask.plan.budget.amount * before : ask.plan.budget.amount) : null;
  const camping = ask.kind === 'camping';
  const lines = [`**With ${joined === 1 ? 'one more' : `${joined} more`} coming (${group} of you)**`];
  lines.push(camping
    ? `- Space: most campsites allow about six people and two or three tents a site; check yours takes ${group}, or book the site next to it.`
    : `- Space: you need room for ${group}: an apartment with enough beds is usually cheaper per head than extra rooms.`);
  if (total !== null) {
    const shared = Math.round(total * (camping ? 0.55 : 0.5));
    lines.push(`- Money: the shared costs (${camping ? 'the site, gas, firewood and ice' : 'the place to stay and getting around'}, about ${money(shared, currency)}) now split ${group} ways, about ${money(Math.round(shared / group), currency)} each instead of ${money(Math.round(shared / before), currency)}; food and activities are per head, so each person brings their own share of those.`);
  }
  lines.push(camping
    ? `- The car: ${group} people plus gear is tight in one car; ask the friends to drive their own or share the gear list so nothing is packed twice.`
    : '- Getting there: agree now who travels with whom and when.');
  lines.push('- Meals: each pair cooks one dinner and everyone shares breakfast, so nobody is stuck cooking for the group.');
  const mine = ctx.person.results?.evidence.axes.find((a) => a.axis === 'EI')?.letter;
  if (partner) lines.push(`- Keep one stretch for just you and ${partner.firstName}${camping ? ', like an early paddle or a walk before the others are up' : ''}${mine === 'I' ? ': you recharge alone (from your results), and a group weekend leaves little room for it otherwise' : ''}.`);
  return lines;
}

/** The message that locks a plan in with the group: when, where, the cost each, what to bring, a date to confirm by. */
export function groupMessage(ask: EventAsk): string {
  const currency = currencyFor(ask);
  const group = ask.group ?? ask.plan.people;
  const b = ask.plan.budget;
  // Shared costs (about half) split across everyone now coming; food and activities stay a share each.
  const before = Math.max(2, group - (ask.joined ?? 0));
  const total = b ? (b.per === 'person' ? b.amount * before : b.amount) : null;
  const each = total !== null ? Math.round((total * 0.55) / group + (total * 0.45) / before) : null;
  // One evening (a night out, a get-together) is no trip: no nights away, and the cost is the amount a head.
  if (!['camping', 'groupWeekend', 'trip'].includes(ask.kind)) {
    const head = b ? (b.per === 'person' ? b.amount : Math.round(b.amount / Math.max(1, group))) : null;
    const day = ask.plan.day ? ` ${/^\w+ \d|^the /.test(ask.plan.day) ? ask.plan.day : `on ${ask.plan.day}`}` : ' on the date we talked about';
    const where = ask.plan.city ? ` in ${ask.plan.city}` : '';
    return [
      '**A message for the group chat**',
      '',
      `"Hi all! Locking in ${ask.kind === 'hosting' ? 'the get-together' : 'the night out'}${day}${where}, ${group} of us. ${head !== null ? `It comes to about ${money(head, currency)} each. ` : ''}${ask.kind === 'hosting' ? 'Bring one dish or a drink to share. ' : ''}I'll book on Friday, so can you confirm you're in by Thursday evening? Then it's done."`,
    ].join('\n');
  }
  const what = ask.kind === 'camping' ? 'camping' : ask.kind === 'groupWeekend' ? 'the weekend away' : 'the trip';
  const place = ask.kind === 'camping' ? `at a provincial or national park${ask.plan.city ? ` in ${ask.plan.city}` : ''}` : ask.plan.city ? `in ${ask.plan.city}` : '';
  const when = ask.plan.day ? ` ${/^\w+ \d|^the /.test(ask.plan.day) ? ask.plan.day : `in ${ask.plan.day}`}` : ' on the dates we talked about';
  const bring = ask.kind === 'camping' ? 'a tent per pair, a sleeping bag and mat, and your own drinks' : 'what you need for the nights away';
  return [
    '**A message for the group chat**',
    '',
    `"Hi all! Locking in ${what}${when}${place ? ` ${place}` : ''}. It comes to about ${each !== null ? money(each, currency) : '[the cost]'} each for the shared costs and food. Bring ${bring}. I'll book on Friday, so can you confirm you're in and send your share by Thursday evening? Then it's done."`,
  ].join('\n');
}

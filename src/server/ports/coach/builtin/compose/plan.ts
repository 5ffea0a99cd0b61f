/**
 * A plan written from the request's slots and the two people's stored data (issue 29, items 4 and 6): shaped to the
 * span (an evening, a day with morning to evening up to the stated end, Day 1/2/3, a trip away, or three options
 * when no span was given), a rough cost per item in the currency the person used that sums within their budget,
 * and a reason per item from both people's interests, energy and love language and the constraints they stated.
 * Nothing is added that does not answer: no closing question, no paragraph about the Vibe.
 */
import type { RelationshipType } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import type { Idea } from '../content/ideas.js';
import { currencyOfPlace, ideaServesWord, type PlanRequest, type SaidLike } from '../read/plan.js';
import { clockHour as clock } from '../read/zones.js';
import { energyReason, interestReason, languageReason, personOf, type Person } from './fit.js';
import { blocksFor, budgetTotal, cheapestStay, fill, priceOf, stayFor, type Block, type Chosen } from './schedule.js';
import { money } from './kinds-common.js';
import { apartReply, local, menuReply } from './plan-menu.js';
import { ownIdeaLine, ownIdeasSummary, placeOwnIdeas } from './plan-own.js';
import { constraintPhrases } from '../read/plan-constraints.js';

export { lovedCategories } from './fit.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NUMBER_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'];

export interface PlanFor {
  /** The connection the plan is with, if any. */
  connection?: CoachConnection;
  /** Someone not on Attune ("your dad"), written as the person said. */
  label?: string;
  relationship: RelationshipType;
  variant?: number;
}



/** What the plan was asked to keep to, as short phrases. */
function keptTo(req: PlanRequest, currency: string | null, who: string): string[] {
  const out: string[] = [];
  if (req.free) out.push('free');
  else if (req.cheap) out.push('cheap');
  else if (req.budget) out.push(req.budget.per === 'person' ? `${money(req.budget.amount, currency)} each` : `${money(req.budget.amount, currency)} ${forWhom(req.people)}`);
  if (req.end !== undefined) out.push(req.span.kind === 'days' ? `done by ${clock(req.end)} on the last day` : `over by ${clock(req.end)}`);
  if (req.energyEnd !== undefined) out.push(`low-key from ${clock(req.energyEnd)}`);
  if (req.lateStart) out.push('slow mornings');
  for (const d of req.busyDays) if (req.weekday === undefined) out.push(`nothing on ${WEEKDAYS[d]}`);
  if (req.avoid.includes('touristy')) out.push('off the tourist trail');
  else if (req.avoid.includes('crowds')) out.push('away from crowds');
  if (req.avoid.includes('loud')) out.push('nothing loud');
  // Each constraint once, in plain words: "nothing built around drinking" already says "no pub".
  const people = constraintPhrases({ diet: req.diet ?? [], ...(req.access ? { access: req.access } : {}), ...(req.apart ? { apart: true } : {}) });
  if (req.avoid.includes('pub') && !req.diet?.includes('noAlcohol')) out.push('no pub');
  out.push(...people);
  if (req.avoid.includes('dining out')) out.push('no restaurant dinner');
  if (req.avoid.includes('walking') && !req.access) out.push(`little walking for ${who}`);
  if (req.want.includes('movement')) out.push('something active');
  if (req.want.includes('out')) out.push('out of the house');
  if (req.atHome) out.push('at home');
  if (req.weather) out.push('indoors, out of the weather');
  if (req.occasion === 'first date') out.push('somewhere public, about three hours');
  if (req.want.includes('rest')) out.push('a restful pace');
  return out;
}

/**
 * Whether the plan's days are a weekend: the member said so, or the dates fall on Friday to Sunday. A night away on
 * a Monday is never called a weekend (decision 100).
 */
function onAWeekend(req: PlanRequest): boolean {
  if (req.weekday === undefined) return !!req.weekend;
  const days = req.span.kind === 'days' ? req.span.days : 1;
  return Array.from({ length: days }, (_, d) => (req.weekday! + d) % 7).every((day) => day === 5 || day === 6 || day === 0);
}

function title(req: PlanRequest, who: PlanFor): string {
  const name = who.connection?.firstName ?? who.label;
  const withWhom = req.people > 2 ? ` for ${req.people} of you${name ? `, with ${name}` : ''}` : name ? ` with ${name}` : '';
  const inCity = req.city ? ` in ${req.city}` : '';
  const occasion =
    req.occasion === 'birthday' ? (req.occasionOf === 'mine' ? 'Your birthday' : name && who.connection ? `${name}'s birthday` : req.birthdayOf ? `${req.birthdayOf}'s birthday` : 'The birthday')
      : req.occasion === 'anniversary' ? 'Your anniversary'
        : req.occasion === 'valentines' ? "Valentine's"
          : req.occasion === 'christmas' ? 'Christmas'
            : null;
  const span = req.span;
  const when = req.day ? (occasion ? `, ${req.day}` : req.day) : '';
  if (req.away) return `${span.kind === 'days' && span.days > 2 ? `A ${span.days}-day trip` : onAWeekend(req) ? 'A weekend away' : 'A night away'}${withWhom}${req.day ? (/\d|day$/.test(req.day) ? ` (${req.day})` : ` in ${req.day}`) : ''}`;
  if (span.kind === 'days' && req.weekend && span.days === 2) return `A weekend${inCity}${withWhom}${req.day ? ` (${req.day})` : ''}`;
  if (span.kind === 'days') return `${NUMBER_WORDS[span.days] ?? span.days} days${inCity}${withWhom}${req.day ? ` (${req.day})` : ''}`;
  if (occasion) return `${occasion}${when}${inCity}${occasion === `${name}'s birthday` ? '' : withWhom}`;
  if (span.kind === 'hours') {
    const window = req.start !== undefined && req.end !== undefined ? `${clock(req.start)} to ${clock(req.end)}` : null;
    const part = req.start !== undefined && req.start < 17 ? (req.start < 12 ? 'morning' : 'afternoon') : 'evening';
    const named = req.day && /day$/.test(req.day) ? `${req.day} ${part}` : req.day;
    return `${window ? `${req.day ? `${req.day} ` : ''}${window}` : named ?? `An ${part}`}${inCity}${withWhom}`;
  }
  if (req.meal) return `${capital(req.meal)}${req.day ? `, ${req.day}` : ''}${inCity}${withWhom}`;
  if (span.kind === 'none') return `Ideas${req.day ? ` for ${req.day}` : ''}${inCity}${withWhom}`;
  return `${when || 'A day'}${inCity}${withWhom}`;
}

/** A reason from the constraints an item keeps, worded from the slot, never from the person's words. */
function constraintReason(c: Chosen, req: PlanRequest, who: string, first: boolean): string | null {
  const { idea, block } = c;
  if (block.lowKey && req.energyEnd !== undefined) return `by now it's after ${clock(req.energyEnd!)}, so it stays quiet and easy`;
  if (req.avoid.includes('walking') && idea.walking === 'none') return `seated or close to the door, easy for ${who}`;
  if (req.want.includes('movement') && idea.walking === 'lots') return 'it keeps you moving rather than sitting';
  if (req.lateStart && first) return 'no early start';
  if (req.avoid.includes('loud') && idea.crowd === 'quiet') return 'quiet enough to hear each other';
  if (req.avoid.includes('crowds') && idea.crowd === 'quiet') return 'away from the crowds';
  if (req.want.includes('social') && idea.tags.includes('social')) return 'there are people around';
  return null;
}

/** Who a budget or a total is for: you, the two of you, or all of a group. */
function forWhom(people: number): string {
  return people === 1 ? 'for you' : people === 2 ? 'for the two of you' : `for all ${people}`;
}

function costText(cost: number, currency: string | null, req: PlanRequest, idea: Idea): string {
  if (cost === 0) return 'free';
  if (currency) return `about ${money(cost, currency)}${req.people > 2 ? ' in all' : ''}`;
  return idea.price <= 8 ? 'cheap' : idea.price <= 30 ? 'mid-priced' : 'a treat';
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * An idea with its cost in brackets. An idea that already ends in a bracket ("a park run (free, timed)") takes the
 * cost inside it, or nothing when it already says it, so a line never reads "(free) (free)".
 */
export function withCost(idea: string, cost: string): string {
  const own = /\(([^()]*)\)$/.exec(idea);
  if (!own) return `${idea} (${cost})`;
  if (own[1]!.toLowerCase().includes(cost.toLowerCase())) return idea;
  return `${idea.slice(0, -1)}; ${cost})`;
}

const INTO: Record<SaidLike['who'], string> = { she: "she's into", he: "he's into", they: "they're into", you: "you're into", both: "you're both into" };

/** A reason in the member's own words: the interest they said someone has ("she's into ceramics"). */
function saidLikeReason(idea: Idea, req: PlanRequest): string | null {
  const like = req.saidLikes.find((l) => idea.interests.includes(l.category as Idea['interests'][number]) && ideaServesWord(idea.idea, l.word) !== false);
  return like ? `${INTO[like.who]} ${like.word}` : null;
}

interface Line {
  label: string;
  idea: Idea;
  cost: number;
}

/** One item: when, what, rough cost, and why it fits (at most two reasons, none repeated too often). */
function itemLines(lines: Line[], chosen: Chosen[], req: PlanRequest, people: Person[], currency: string | null, who: string, short: boolean, relationship: RelationshipType, counts = new Map<string, number>()): string[] {
  const use = (r: string | null) => {
    if (!r) return null;
    const key = r.slice(0, 25);
    if ((counts.get(key) ?? 0) >= 1) return null;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return r;
  };
  const other = people.find((p) => !p.isMe);
  let languageUsed = false;
  return lines.map((line, n) => {
    const c = chosen[n]!;
    const firstOfDay = n === 0 || chosen[n - 1]!.block.day !== c.block.day;
    // On their birthday, what they love is named first.
    const order = req.occasion === 'birthday' && req.occasionOf === 'theirs' && other ? [other, ...people.filter((p) => p !== other)] : people;
    const energy = energyReason(line.idea, people);
    const fits = constraintReason(c, req, who, firstOfDay);
    const social = line.idea.tags.includes('social') || line.idea.crowd === 'busy';
    // The birthday of someone not on Attune: what the member said they love is the reason; the member's own tastes are not.
    const theirsOnly = req.occasion === 'birthday' && req.occasionOf === 'theirs' && !other;
    const interest = use(saidLikeReason(line.idea, req)) ?? (theirsOnly ? null : use(interestReason(line.idea, order)));
    const reasons = [interest, ...(social ? [use(energy), use(fits)] : [use(fits), use(energy)])].filter((r): r is string => !!r);
    // How the other person feels loved, once, on the meal or evening that matters most (first on an occasion).
    if (!languageUsed && other && other.receives && who !== 'them' && (c.block.slot === 'dinner' || c.block.slot === 'evening' || n === lines.length - 1) && (req.occasion || reasons.length < 2)) {
      const touch = relationship === 'professional' ? null : use(languageReason(other, 'them'));
      if (touch) {
        reasons.splice(req.occasion ? 1 : reasons.length, 0, touch);
        languageUsed = true;
      }
    }
    const why = reasons.slice(0, short ? 1 : 2);
    return `- ${line.label}${withCost(capital(placed(line.idea.idea, req).replace(/\.$/, '')), costText(line.cost, currency, req, line.idea))}.${why.length ? ` ${capital(why.join('; '))}.` : ''}`;
  });
}

function dayName(req: PlanRequest, day: number): string {
  if (req.weekday === undefined) return `Day ${day + 1}`;
  return `Day ${day + 1}, ${WEEKDAYS[(req.weekday + day) % 7]}`;
}

/** An idea written for anywhere ("a history tour of your own town"), said of the place the member named (decision 088). */
function placed(idea: string, req: PlanRequest): string {
  return req.city ? idea.replace(/\byour (?:own )?(?:town|city)\b/gi, req.city) : idea;
}

export function planReply(ctx: CoachContext, req: PlanRequest, who: PlanFor): string {
  const c = who.connection;
  const me = personOf('you', true, ctx.person.hobbies, ctx.person.results, ctx.person.keptFromAudience?.includes('loveLanguages'));
  const people: Person[] = [me];
  if (c) people.push(personOf(c.firstName, false, c.hobbies, c.results));
  const currency = req.budget?.currency ?? currencyOfPlace(req.city);
  const whoName = c?.firstName ?? who.label ?? 'them';
  const variant = who.variant ?? 0;
  // A first date is an afternoon into an early dinner, not a whole day (round 17: 10am to a dinner at home).
  if (req.occasion === 'first date' && req.span.kind !== 'days' && req.span.kind !== 'hours') req = { ...req, span: { kind: 'hours', minutes: 180 }, start: req.start ?? 15 };
  const header = `**${title(req, who)}**`;
  const kept = keptTo(req, currency, whoName);
  const intro = kept.length ? `${header}\nKept to: ${kept.join(', ')}.` : header;

  if (req.help === 'menu') {
    const menuHead = `**A menu for ${req.day ? `${req.day}, ` : ''}cooking at home${c ? ` with ${c.firstName}` : ''}**`;
    return menuReply(req, currency, kept.length ? `${menuHead}\nKept to: ${kept.join(', ')}.` : menuHead, variant);
  }
  if (req.apart) return apartReply(req, people, currency, intro);
  if (req.meal) return mealOptions(req, who, people, currency, intro, variant);
  // An occasion on a known day with a budget is one day to plan (round 14: three alternatives on one C$150 anniversary
  // read as a single plan of two dinners); the day's outline is costed and summed within the budget.
  if (req.span.kind === 'none' && req.budget && req.occasion && (req.weekday !== undefined || /\d/.test(req.day ?? '')) && !req.short) req = { ...req, span: { kind: 'day' } };
  if (req.span.kind === 'none' || req.short) return options(ctx, req, who, people, currency, intro, variant);

  let blocks = blocksFor(req);
  let stay: { idea: Idea; cost: number } | null = null;
  let travel = 0;
  const extra: string[] = [];
  if (req.away && req.span.kind === 'days') {
    const nights = req.span.days - 1;
    // A return journey: fuel for the car, or about £20 an hour each by train, as a rough figure.
    const hours = (req.travelMinutes ?? 90) / 60;
    travel = Math.round((req.travelBy === 'train' ? hours * 20 * req.people : hours * 2 * 12) * (currency === '$' ? 1.3 : currency === 'C$' ? 1.75 : currency === 'A$' ? 1.95 : currency === '€' ? 1.15 : 1));
    const last = req.span.days - 1;
    blocks = blocks.filter((b) => !(b.day === 0 && (b.slot === 'morning' || b.slot === 'lunch')) && !(b.day === last && (b.slot === 'dinner' || b.slot === 'evening' || b.start >= 14)));
    stay = stayFor(req, nights, travel + 40);
    // A budget that cannot carry the journey and a bed is said plainly, and the weekend is planned at home instead
    // (round 18: "cap it at $250" left a trip with no night and no first day).
    if (!stay && req.budget && currency) {
      const cheapest = cheapestStay(req, nights);
      const home = req.city ? ` in ${req.city}` : ' near home';
      const note = `${money(budgetTotal(req) ?? 0, currency)} does not stretch to a ${nights === 1 ? 'night' : `${nights}-night trip`} away: the ${req.travelBy === 'train' ? 'train' : 'fuel'} there and back is about ${money(travel, currency)} before a bed${cheapest ? `, and the cheapest room I would suggest is about ${money(cheapest, currency)}` : ''}. So here is the weekend${home} instead, within the budget; a day trip ${req.travelBy === 'train' ? 'by train' : 'by car'} is the other way to keep it.`;
      const atHome = planReply(ctx, { ...req, away: false, travelMinutes: undefined, alreadyThere: !!req.city }, who);
      const [head, ...rest] = atHome.split('\n\n');
      return [head, note, ...rest].join('\n\n');
    }
    const mode = req.travelBy === 'train' ? 'by train' : 'drive';
    const radius = req.travelMinutes ? `within ${req.travelMinutes / 60} hour${req.travelMinutes === 60 ? '' : 's'}${mode === 'drive' ? "' drive" : ' by train'}${req.city ? ` of ${req.city}` : ''}` : 'a short drive away';
    extra.push(`Where: a village in hills or a national park, or a quiet stretch of coast, ${radius}${req.avoid.includes('touristy') || req.avoid.includes('crowds') ? '; skip the best-known honeypot towns and pick somewhere smaller' : ''}${WINTERISH(req) ? ', and go out of season when it is quieter' : ''}.`);
  }
  // A visit to the member: a bed nearby when their home is too small, and mornings kept free when they need hours
  // alone (round 22 q38); both are said, and the bed is costed within the budget.
  let guestBed = 0;
  if (req.visitor && req.span.kind === 'days' && !req.away) {
    const nights = req.span.days - 1;
    if (req.smallHome && nights > 0) {
      const night = local(55, currency);
      guestBed = night * nights;
      extra.push(`Where ${whoName} sleeps: your place is too small for two for ${nights} nights, so book a guesthouse or small hotel a short walk or one stop from you${currency ? ` (about ${money(night, currency)} a night, ${money(guestBed, currency)} in all, counted in the total below)` : ''}.${req.aloneTime ? ' It also gives each of you a door to close at the end of the day.' : ''}`);
    }
    if (req.aloneTime) {
      blocks = blocks.filter((b) => b.slot !== 'morning');
      extra.push('Your hours alone: the mornings stay free. Breakfast is where each of you sleeps, and you meet for lunch every day. Say it as the shape of the visit, not as a favour: "Mornings are my quiet time, so let\'s meet for lunch each day and make the afternoons ours."');
    }
  }
  // The member's own ideas take their slots first; the library fills what is left around them.
  const own = placeOwnIdeas(req, blocks);
  const order = new Map(blocks.map((b, n) => [b, n]));
  blocks = blocks.filter((b) => !own.pinned.some((p) => p.block === b));
  const ownSummary = ownIdeasSummary(own);
  if (ownSummary) extra.push(ownSummary);
  const reserved = travel + (stay?.cost ?? 0) + guestBed;
  const chosen = fill(blocks, req, people, who.relationship, variant, reserved);
  if (chosen.length === 0 && own.pinned.length === 0) {
    return `${intro}\n\nNothing I know of fits all of that at once. Which could bend a little: the budget, the time, or the place?`;
  }
  const lines: Line[] = chosen.map((ch) => ({ label: `**${slotLabel(ch.block, req)}** `, idea: ch.idea, cost: ch.cost }));
  const items = itemLines(lines, chosen, req, people, currency, whoName, false, who.relationship);
  const body: string[] = [];
  const multi = req.span.kind === 'days';
  const entries = [
    ...chosen.map((ch, n) => ({ block: ch.block, line: items[n]! })),
    ...own.pinned.map((p) => ({ block: p.block, line: ownIdeaLine(p, slotLabel(p.block, req), req, people) })),
  ].sort((a, b) => order.get(a.block)! - order.get(b.block)!);
  entries.forEach((ch, n) => {
    if (multi && (n === 0 || entries[n - 1]!.block.day !== ch.block.day)) {
      body.push(`${n === 0 ? '' : '\n'}**${dayName(req, ch.block.day)}**`);
      if (req.away && ch.block.day === 0) body.push(`- **Morning** ${req.travelBy === 'train' ? 'Train there (return tickets' : 'Drive there (fuel there and back'} ${currency ? `about ${money(travel, currency)}` : 'for the round trip'}).`);
    }
    body.push(ch.line);
    if (req.away && stay && ch.block.day === 0 && (n === entries.length - 1 || entries[n + 1]!.block.day !== 0)) {
      body.push(`- **Night** ${stay.idea.idea} (${currency ? `about ${money(stay.cost, currency)}` : 'the biggest cost'}).`);
    }
  });
  // The journey home was costed with the outward one; saying so keeps the figure from reading as one way.
  if (req.away) body.push(`- **Afternoon** ${req.travelBy === 'train' ? 'Train' : 'Drive'} home (${currency ? 'in the return figure above' : 'counted above'}).`);
  const spent = chosen.reduce((a, ch) => a + ch.cost, 0) + reserved;
  const firstDate = req.occasion === 'first date'
    ? "For the nerves: meet there rather than being picked up, and say a rough end time up front (\"I've got something at eight\"), so either of you can leave easily or choose to stay. Doing something first gives you both something to talk about, and the food after is shorter than a whole dinner."
    : null;
  const total = totalLine(req, spent, currency);
  const ownCost = own.pinned.length && total ? `${total.replace(/\.$/, '')}, plus what you pay for your own ${own.pinned.length === 1 ? 'idea' : 'ideas'}.` : total;
  return [intro, ...extra, body.join('\n'), ownCost, accessNote(req), firstDate, ...closing(req, people, chosen)].filter(Boolean).join('\n\n');
}

/** Said once under the plan when someone needs step-free places: the ideas are chosen for it, the booking confirms it. */
function accessNote(req: PlanRequest): string | null {
  const food = DIET_FOOD.find(([d]) => req.diet?.includes(d))?.[1];
  const lines = [
    ...(food ? [`Where you eat out, look at the menu online first and pick somewhere with ${food}, not only a side.`] : []),
    ...(req.pregnant ? ['With the pregnancy in mind, nothing here has alcohol, a sauna or hot tub, or anything to climb; keep the pace gentle, with a seat and a snack never far away.'] : []),
    ...(req.access ? [`Every idea here is seated or step-free; when you book, ring ahead to confirm a step-free entrance and an accessible toilet${req.access === 'wheelchair' ? ', and a table the wheelchair fits under' : ''}.`] : []),
  ];
  return lines.length ? lines.join(' ') : null;
}

/** What a meal out needs on its menu, for the strictest diet said first. */
const DIET_FOOD: Array<[NonNullable<PlanRequest['diet']>[number], string]> = [
  ['vegan', 'a proper vegan main'], ['vegetarian', 'a proper vegetarian main'], ['pescatarian', 'a fish or vegetarian main'], ['dairyFree', 'dishes marked dairy-free'],
  ['glutenFree', 'dishes marked gluten-free'], ['halal', 'halal meat or a vegetarian main'], ['kosher', 'a kosher or vegetarian main'], ['nutFree', 'a kitchen that can keep nuts out'],
];

const WINTERISH = (req: PlanRequest) => [9, 10, 11, 0, 1, 2].includes(req.month);

function slotLabel(b: Block, req: PlanRequest): string {
  const time = clock(b.start);
  if (b.slot === 'lunch') return `${time} lunch`;
  if (b.slot === 'dinner') return `${time} dinner`;
  return b.lowKey && req.energyEnd !== undefined ? `${time} (low-key)` : time;
}

function totalLine(req: PlanRequest, spent: number, currency: string | null): string | null {
  const total = budgetTotal(req);
  if (!currency) return null;
  const forAll = forWhom(req.people);
  if (total === null) return `Rough total: about ${money(spent, currency)} ${forAll}.`;
  if (req.budget?.per === 'person') return `Rough total: about ${money(Math.round(spent / req.people), currency)} each (${money(spent, currency)} ${forAll}), within your ${money(req.budget.amount, currency)} each.`;
  return `Rough total: about ${money(spent, currency)} ${forAll}, within your ${money(total, currency)}${total - spent >= 20 ? ` (${money(total - spent, currency)} to spare)` : ''}.`;
}

/** At most two short lines the data supports: who plans and who improvises, and the love language if not used. */
function closing(req: PlanRequest, people: Person[], chosen: Chosen[]): string[] {
  const out: string[] = [];
  const [me, other] = people;
  // A surprise trip: what the other person is told ahead, so a half surprise still lets a planner pack and plan.
  const them = other?.name ?? 'they';
  if (req.surprise === 'half' && req.span.kind === 'days') out.push(`**What ${them} knows ahead:** the dates, roughly how far you are going, and what to pack (walking shoes, something warm, something nice for dinner). **What stays a surprise:** the place and the details of each day, told one at a time as you go.`);
  else if (req.surprise === 'full' && req.away) out.push(`Ask ${them} to keep the dates free and say what to pack, even if the place stays a secret.`);
  if (me && other && me.plans && other.plans && me.plans !== other.plans && chosen.length >= 3) {
    const planner = me.plans === 'J' ? 'you like plans settled early' : `${other.name} likes plans settled early`;
    out.push(
      me.plans === 'J'
        ? `Since ${planner} and ${other.name} likes to improvise, book the fixed parts ahead and leave one slot for ${other.name} to choose on the day.`
        : `Since ${planner} and you like to improvise, agree the fixed parts with ${other.name} ahead and keep one slot open to choose on the day.`,
    );
  }
  void req;
  return out;
}

/** No span given (or "top 3"): three different ways to do it, each within the budget on its own. */
function options(ctx: CoachContext, req: PlanRequest, who: PlanFor, people: Person[], currency: string | null, intro: string, variant: number): string {
  void ctx;
  const shapes: Array<{ name: string; blocks: Block[] }> = [
    { name: 'A day out', blocks: [{ day: 0, slot: 'afternoon', start: 11, lowKey: false, end: 23 }, { day: 0, slot: 'lunch', start: 13, lowKey: false, end: 23 }] },
    { name: 'An evening out', blocks: [{ day: 0, slot: 'evening', start: 18, lowKey: false, end: 23 }, { day: 0, slot: 'dinner', start: 19.5, lowKey: false, end: 23 }] },
    { name: 'At home', blocks: [{ day: 0, slot: 'evening', start: 18, lowKey: true, end: 23 }, { day: 0, slot: 'dinner', start: 19.5, lowKey: true, end: 23 }] },
    { name: 'An afternoon', blocks: [{ day: 0, slot: 'afternoon', start: 14, lowKey: false, end: 23 }] },
  ];
  const usable = req.avoid.includes('home') || req.want.includes('out') || req.alreadyThere ? shapes.filter((s) => s.name !== 'At home') : shapes;
  const whoName = who.connection?.firstName ?? who.label ?? 'them';
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  const parts: string[] = [];
  // Everything shown is added up: with a budget, an option is shown only while the sum stays within it (round 14:
  // three options of C$60–85 each read as a C$225 plan on a C$150 budget).
  const cap = budgetTotal(req);
  let shown = 0;
  for (const shape of usable) {
    if (parts.length === 3) break;
    // "At home" is binding: a window of hours makes allowed() keep only what is done at home, as for a night in.
    const homeReq: PlanRequest = shape.name === 'At home' ? { ...req, atHome: true, span: { kind: 'hours', minutes: 180 } } : { ...req, want: [...req.want, 'out'] };
    const chosen = fill(shape.blocks, homeReq, people, who.relationship, variant, cap === null ? 0 : shown).filter((ch) => !seen.has(ch.idea.id));
    if (chosen.length === 0) continue;
    if (cap !== null && shown + chosen.reduce((a, ch) => a + ch.cost, 0) > cap) continue;
    shown += chosen.reduce((a, ch) => a + ch.cost, 0);
    chosen.forEach((ch) => seen.add(ch.idea.id));
    const lines = itemLines(chosen.map((ch) => ({ label: '', idea: ch.idea, cost: ch.cost })), chosen, homeReq, people, currency, whoName, !!req.short, who.relationship, counts);
    const spent = chosen.reduce((a, ch) => a + ch.cost, 0);
    // A budget said per person is written back per person ("about £43 each, within your £50 each"), never as a
    // doubled total the member did not say (decision 088).
    const each = req.budget?.per === 'person' && req.people > 1;
    const cost = currency
      ? spent === 0
        ? ' (free)'
        : each
          ? ` (about ${money(Math.round(spent / req.people), currency)} each, within your ${money(req.budget!.amount, currency)} each)`
          : ` (about ${money(spent, currency)}${budgetTotal(req) !== null ? ` of your ${money(budgetTotal(req)!, currency)}` : ''})`
      : '';
    parts.push(req.short ? lines[0]!.replace(/^- /, `- **${shape.name}:** `) : `**${shape.name}**${cost}\n${lines.join('\n')}`);
  }
  if (parts.length === 0) return `${intro}\n\nNothing I know of fits all of that at once. Which could bend a little: the budget, the time, or the place?`;
  const perHead = req.budget?.per === 'person' && req.people > 1;
  const sum = cap === null || !currency || req.short || parts.length < 2 ? null
    : perHead ? `All of it together: about ${money(Math.round(shown / req.people), currency)} each, within your ${money(req.budget!.amount, currency)} each.`
      : `All of it together: about ${money(shown, currency)}, within your ${money(cap, currency)}.`;
  return [intro, parts.join(req.short ? '\n' : '\n\n'), sum, accessNote(req)].filter(Boolean).join('\n\n');
}

/**
 * One meal asked for ("dinner sat?"): up to three ways to have that meal, two out and one at home (or all at home
 * when staying in, all out when home is ruled out), each priced and with its reason, and nothing else of the day.
 */
function mealOptions(req: PlanRequest, who: PlanFor, people: Person[], currency: string | null, intro: string, variant: number): string {
  const slot = req.meal === 'dinner' ? 'dinner' : 'lunch';
  const start = req.meal === 'dinner' ? 19 : req.meal === 'lunch' ? 12.5 : 10.5;
  const block: Block = { day: 0, slot, start, lowKey: false, end: 23 };
  const out: PlanRequest = { ...req, want: [...req.want, 'out'] };
  // A window of hours makes "at home" binding (only ideas done at home), as for a night in.
  const home: PlanRequest = { ...req, atHome: true, span: { kind: 'hours', minutes: 120 } };
  const ways: PlanRequest[] = req.atHome ? [home, home, home] : req.avoid.includes('home') || req.want.includes('out') ? [out, out, out] : [out, home, out];
  const seen = new Set<string>();
  const chosen: Chosen[] = [];
  ways.forEach((way, n) => {
    // Each way starts one further down its ranking when an earlier way already took the best of it.
    for (let step = 0; step < 4; step++) {
      const pick = fill([block], way, people, who.relationship, variant + step)[0];
      if (pick && !seen.has(pick.idea.id)) {
        seen.add(pick.idea.id);
        chosen.push(pick);
        return;
      }
    }
    void n;
  });
  if (chosen.length === 0) return `${intro}\n\nNothing I know of fits all of that at once. Which could bend a little: the budget, the time, or the place?`;
  const whoName = who.connection?.firstName ?? who.label ?? 'them';
  const lines = itemLines(chosen.map((ch) => ({ label: '', idea: ch.idea, cost: ch.cost })), chosen, req, people, currency, whoName, false, who.relationship);
  return [intro, lines.join('\n')].join('\n\n');
}

export { priceOf };

/**
 * The shape of a plan and the ideas that fill it (issue 29, item 4). The span decides the shape: a window of hours is
 * one or two things, a day is morning, lunch, afternoon and evening up to the stated end, several days are Day 1, 2,
 * 3… with the last day cut at the time someone leaves, and a trip away adds the night and the journey. Every stated
 * constraint is a filter; the two people's interests and energy rank what is left; the money is planned so the sum
 * stays within the budget.
 */
import type { RelationshipType } from '../../../../../shared/assessment/types.js';
import { ideaLibrary, type Idea } from '../content/ideas.js';
import { ideaServesWord, type PlanRequest } from '../read/plan.js';
import { favouritesIn, interestScore, type Person } from './fit.js';

export type Slot = 'morning' | 'lunch' | 'afternoon' | 'evening' | 'dinner';
export interface Block {
  day: number;
  slot: Slot;
  /** Hour it starts (10.5 = 10:30). */
  start: number;
  /** After an energy limit: only quiet, low-effort things. */
  lowKey: boolean;
  /** Hard end of that day. */
  end: number;
}
export interface Chosen {
  block: Block;
  idea: Idea;
  /** Rough cost for everyone, in the plan's money. */
  cost: number;
}

const SLOT_HOURS: Record<Slot, number> = { morning: 10, lunch: 12.5, afternoon: 14, dinner: 18.5, evening: 20 };
const SLOT_LENGTH: Record<Slot, number> = { morning: 2, lunch: 1.25, afternoon: 2.5, dinner: 1.5, evening: 1.5 };
/** Money in the library is in "local units"; a dollar or a euro buys a little less than a pound. */
// Prices are written in pounds; other currencies convert at a rough exchange rate (a guide, not a quote).
const RATE: Record<string, number> = { '£': 1, '€': 1.15, '$': 1.3, '₹': 110 };

function daySlots(req: PlanRequest, last: boolean, single: boolean): Array<{ slot: Slot; start: number }> {
  const slots: Array<{ slot: Slot; start: number }> = [];
  const start = req.lateStart ? 11 : SLOT_HOURS.morning;
  if (req.lateStart) slots.push({ slot: 'lunch', start: 11.5 });
  else slots.push({ slot: 'morning', start }, { slot: 'lunch', start: SLOT_HOURS.lunch });
  slots.push({ slot: 'afternoon', start: req.lateStart ? 13.5 : SLOT_HOURS.afternoon });
  if (req.want.includes('packed')) slots.push({ slot: 'afternoon', start: 16 });
  slots.push({ slot: 'dinner', start: SLOT_HOURS.dinner });
  if (req.want.includes('packed') || (single && req.occasion)) slots.push({ slot: 'evening', start: SLOT_HOURS.evening });
  const end = last || single ? req.end ?? 23 : 23;
  return slots.filter((s) => s.start + Math.min(SLOT_LENGTH[s.slot], 1) <= end);
}

export function blocksFor(req: PlanRequest): Block[] {
  const span = req.span;
  const lowKey = (start: number) => req.energyEnd !== undefined && start >= req.energyEnd;
  if (span.kind === 'hours') {
    const start = req.start ?? (span.minutes <= 240 ? 18 : 13);
    const end = req.end ?? start + span.minutes / 60;
    const evening = start >= 17;
    const blocks: Block[] = [{ day: 0, slot: evening ? 'evening' : 'afternoon', start, lowKey: lowKey(start), end }];
    // A date's evening leaves room for a whole show before dinner (round 23 q35: a 5pm play, then dinner at 6:45).
    const next = start + (req.occasion === 'date night' && span.minutes >= 240 ? 2.5 : Math.min(1.75, span.minutes / 120));
    // The meal after an afternoon that runs past four is an early dinner, not lunch.
    if (span.minutes >= 150) blocks.push({ day: 0, slot: evening || next >= 16.5 ? 'dinner' : 'lunch', start: next, lowKey: lowKey(start + 1.5), end });
    return blocks;
  }
  const days = span.kind === 'days' ? span.days : 1;
  const out: Block[] = [];
  for (let d = 0; d < days; d++) {
    const last = d === days - 1;
    const end = last ? req.end ?? 23 : 23;
    // After dinner on an occasion, the evening winds down rather than starting something new.
    for (const s of daySlots(req, last, days === 1)) out.push({ day: d, slot: s.slot, start: s.start, lowKey: lowKey(s.start) || (!!req.occasion && s.slot === 'evening' && days === 1), end });
  }
  return out;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WINTER = (req: PlanRequest) => [10, 11, 0, 1].includes(req.month);

/** Whether an idea may fill a block at all, given every stated constraint. */
export function allowed(idea: Idea, block: Block, req: PlanRequest, relationship: RelationshipType): boolean {
  const meal = block.slot === 'lunch' || block.slot === 'dinner';
  if (idea.kind === 'trip' || idea.kind === 'stay') return false;
  if (idea.months && !idea.months.includes(req.month)) return false;
  if (idea.tags.includes('named') && !req.saidLikes.some((l) => ideaServesWord(idea.idea, l.word) === true)) return false;
  if (meal !== (idea.kind === 'meal')) return false;
  if (!idea.parts.includes(block.slot)) return false;
  if (!idea.relationships.includes(relationship)) return false;
  if (req.people > 2 && idea.relationships.every((r) => r === 'couple' || r === 'crush')) return false;
  // A plan for one: nothing that needs a second person ("build something together", "show the other").
  if (req.people === 1 && (idea.relationships.every((r) => r === 'couple' || r === 'crush') || /\b(?:together|each other|one of you|two of you|for two|both of you|the other|each (?:picking|adds?|picks?|brings?|chooses?)|take turns|partner)\b/i.test(idea.idea))) return false;
  if (req.free && idea.price > 0) return false;
  if (req.cheap && idea.price > 8) return false;
  const avoid = new Set(req.avoid);
  if ((avoid.has('crowds') || avoid.has('touristy')) && idea.crowd === 'busy') return false;
  if (avoid.has('loud') && (idea.tags.includes('loud') || (meal && idea.crowd === 'busy'))) return false;
  if (avoid.has('pub') && idea.tags.includes('pub')) return false;
  // "Not another fancy dinner out": meals at home or something casual and cheap, never a restaurant booking.
  if (avoid.has('dining out') && meal && !idea.tags.includes('home') && (idea.price > 12 || idea.tags.includes('social'))) return false;
  // Step-free paths still ask for walking that crutches cannot do.
  if (avoid.has('walking') && idea.walking !== 'none' && !(req.access && req.access !== 'crutches' && idea.tags.includes('stepfree'))) return false;
  if (!suitsPeople(idea, req)) return false;
  if ((avoid.has('sitting') || req.want.includes('movement')) && !meal && idea.walking !== 'lots' && idea.effort === 'low') return false;
  if ((avoid.has('home') || req.want.includes('out')) && !meal && idea.tags.includes('home')) return false;
  if ((req.alreadyThere || req.away) && idea.tags.includes('home') && !req.atHome && (!meal || req.away || req.span.kind !== 'days')) return false;
  if (req.alreadyThere && /\b(?:trip to|train home|within two hours|city two hours)\b/i.test(idea.idea)) return false;
  if (req.setting === 'indoor' && idea.setting === 'outdoor') return false;
  // In freezing rain a drive to a viewpoint or a stroll is no plan, whatever its setting says.
  if (req.weather && !meal && /\b(?:drive|viewpoint|walk\w*|stroll|market|tour)\b/i.test(idea.idea) && idea.setting !== 'indoor') return false;
  // A first date is somewhere public: nothing at home, made together or cooked from the cupboard.
  if (req.occasion === 'first date' && idea.tags.includes('home')) return false;
  // …and something you can talk through: a film or a concert leaves two nervous people sitting in silence.
  if (req.occasion === 'first date' && !meal && /\b(?:cinema|film|matin[ée]e|concert|theatre|play|show)\b/i.test(idea.idea)) return false;
  if (req.setting === 'outdoor' && idea.setting === 'indoor' && !meal) return false;
  if (WINTER(req) && (idea.tags.includes('warm') || (idea.setting === 'outdoor' && block.start >= 15.5))) return false;
  // Out of season on wheels or on the water: a bike ride or a boat in January is not an idea, whatever the hour.
  if (WINTER(req) && idea.setting === 'outdoor' && /\b(?:bike|cycl\w*|boat|canal cruise|paddle\w*|kayak\w*|picnic|swim\w*|lido)\b/i.test(idea.idea)) return false;
  if (req.want.includes('rest') && (idea.effort === 'high' || (idea.effort !== 'low' && !meal))) return false;
  // Low on energy is a quiet day too (round 20: "wiped from work, wants something low-key" kept a lunch with friends).
  if (req.want.includes('rest') && !req.want.includes('social') && (idea.crowd === 'busy' || idea.tags.includes('social'))) return false;
  if (req.pregnant && /\b(?:sauna|steam|hot tub|spa pool|climb\w*|boulder\w*|paddle\w*|kayak\w*|wine|beer|cocktails?|brewery|gin|sushi|oysters?|rollercoaster|horse)\b/i.test(idea.idea)) return false;
  if (block.lowKey && (idea.crowd === 'busy' || idea.effort !== 'low' || idea.tags.includes('social') || idea.setting === 'outdoor' || /\b(drive|walk)/i.test(idea.idea))) return false;
  if (!meal && block.start + idea.minutes / 60 > block.end + 0.01) return false;
  // A night in stays in: everything at home.
  if (req.atHome && (req.span.kind === 'hours' || req.span.kind === 'day') && !idea.tags.includes('home')) return false;
  // Options "out" (no span): a meal at home is not an evening out.
  if (meal && idea.tags.includes('home') && req.want.includes('out') && req.span.kind === 'none') return false;
  if (/\bweekday\b/i.test(idea.idea) && req.weekday !== undefined && [0, 6].includes((req.weekday + block.day) % 7)) return false;
  if (idea.tags.includes('dark') && block.slot !== 'evening' && !WINTER(req)) return false;
  if (req.span.kind === 'days' && /\bafter work\b/i.test(idea.idea)) return false;
  if (block.slot === 'evening' && /\b(museum|gallery|library|bookshop|garden|market)\b/i.test(idea.idea) && !/\b(evening|night|after hours)\b/i.test(idea.idea)) return false;
  // The plan has its own meals: an activity that is also a meal would make two lunches or two dinners.
  if (!meal && /\b(lunch|dinner|supper|brunch|pizza|pasta|cook|bake)\b/i.test(idea.idea) && (req.span.kind !== 'none' || block.slot === 'evening')) return false;
  if (/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.test(idea.idea) && (req.weekday === undefined || !new RegExp(WEEKDAYS[(req.weekday + block.day) % 7]!, 'i').test(idea.idea))) return false;
  // A romantic occasion is for the two of them: nothing built on other people joining.
  if ((req.occasion === 'valentines' || req.occasion === 'anniversary') && idea.crowd === 'busy') return false;
  if ((req.occasion === 'valentines' || req.occasion === 'anniversary' || req.occasion === 'first date' || req.occasion === 'date night' || ((req.away || req.alreadyThere) && req.people === 2)) && /\b(friends|other people|host|group|team)\b/i.test(idea.idea)) return false;
  // The member's own idea already brings the friends in: the library adds no second gathering.
  if (req.ownIdeas?.some((o) => o.group) && /\b(friends|other people|host a|group|team|party)\b/i.test(idea.idea)) return false;
  // Someone who is "not a party person": nothing built on more people joining (decision 088).
  if (req.avoid.includes('crowds') && /\b(friends invited|other people|host a|group|team|party)\b/i.test(idea.idea)) return false;
  // Visiting a city: nothing that needs a local membership, a home workshop or a local club.
  if ((req.alreadyThere && req.span.kind === 'days') || req.away) {
    if (/\b(park run|sports hall|host a|volunteer|run club|ceilidh|herb box|family recipe|upcycle|build something|community garden|choir|language-exchange|potluck|older relative|open night|your own town|neighbourhood walk|geocaching|place of worship|one of you belongs)\b/i.test(idea.idea)) return false;
    if (req.alreadyThere && /\bdrive\b/i.test(idea.idea)) return false;
  }
  return true;
}

/**
 * Whether an idea suits what the people in it eat, drink and can get to (read/plan-constraints.ts): a vegan plan has
 * nothing built on meat or dairy, a plan for someone not drinking nothing built on drinking, a wheelchair or a walker
 * only step-free things, and two people in different cities only things that work apart.
 */
export function suitsPeople(idea: Idea, req: Pick<PlanRequest, 'diet' | 'access' | 'apart'>): boolean {
  const diet = new Set(req.diet ?? []);
  if ((diet.has('vegan') || diet.has('vegetarian') || diet.has('pescatarian') || diet.has('halal') || diet.has('kosher')) && idea.tags.includes('meat')) return false;
  if ((diet.has('vegan') || diet.has('dairyFree')) && idea.tags.includes('dairy')) return false;
  if (diet.has('noAlcohol') && idea.tags.includes('pub')) return false;
  if (req.access && (idea.tags.includes('steps') || (idea.walking !== 'none' && !idea.tags.includes('stepfree')))) return false;
  // Things done apart (a film over a call) are only for two people in different places, never for a day together.
  if (!!req.apart !== idea.tags.includes('apart')) return false;
  return true;
}

export function priceOf(idea: Idea, req: PlanRequest): number {
  const rate = RATE[req.budget?.currency ?? '£'] ?? 1;
  const raw = (idea.per === 'person' ? idea.price * req.people : idea.price) * rate;
  if (raw === 0) return 0;
  return raw < 20 ? Math.max(2, Math.round(raw)) : Math.round(raw / 5) * 5;
}

/** The most the plan may spend, for everyone. */
export function budgetTotal(req: PlanRequest): number | null {
  if (!req.budget) return null;
  return req.budget.per === 'person' ? req.budget.amount * req.people : req.budget.amount;
}

/** Whether an idea serves something this person loves: their stored interests or favourites, or what was said of them. */
function servesPerson(idea: Idea, p: Person, req: PlanRequest): boolean {
  if (idea.interests.some((i) => p.loved.has(i)) || favouritesIn(idea, p).length > 0) return true;
  return req.saidLikes.some((l) => (p.isMe ? l.who === 'you' || l.who === 'both' : l.who !== 'you') && idea.interests.includes(l.category as Idea['interests'][number]));
}

function score(idea: Idea, block: Block, req: PlanRequest, people: Person[], target: number | null, cost: number): number {
  // A birthday that is theirs, or a treat said to be for them: what they love counts twice.
  const forOther = (req.occasion === 'birthday' && req.occasionOf === 'theirs') || req.forThem === true;
  let s = forOther && people.length === 2 ? interestScore(idea, [people[1]!, people[1]!]) + interestScore(idea, people) / 2 : interestScore(idea, people);
  const avoid = new Set(req.avoid);
  if (avoid.has('crowds') && idea.crowd === 'quiet') s += 1;
  // What the message says someone loves; on the birthday of someone not on Attune it is all we know of them. An idea
  // that is the very thing named ("climbing": a climbing session) counts far more than one of the same broad kind.
  const theirs = req.occasion === 'birthday' && req.occasionOf === 'theirs' && people.length === 1;
  const named = req.saidLikes.some((l) => ideaServesWord(idea.idea, l.word) === true && idea.interests.includes(l.category as Idea['interests'][number]));
  if (named) s += theirs ? 8 : 4;
  else if (idea.interests.some((i) => req.likes.includes(i))) s += theirs ? 1 : 2;
  // "Never something we both love": an idea that serves a love of each of them, stored or said, comes first.
  if (req.want.includes('both') && people.length === 2 && people.every((p) => servesPerson(idea, p, req))) s += 4;
  if (req.want.includes('movement') && idea.walking === 'lots') s += 1.5;
  if (req.want.includes('social') && (idea.tags.includes('social') || idea.crowd === 'busy') && !block.lowKey) s += 1.5;
  if (block.lowKey && idea.tags.includes('home')) s += 1.5;
  if (req.atHome && idea.tags.includes('home')) s += 2;
  if (req.want.includes('rest') && idea.effort === 'low') s += 1;
  if (req.occasion && block.slot === 'dinner' && idea.price >= 15) s += 1;
  // Someone who recharges alone (the one whose birthday it is, or either of them unless a busy day was asked for).
  const busy = idea.crowd === 'busy' || idea.tags.includes('social');
  const introvert = forOther && people[1] ? people[1].energy?.letter === 'I' : people.some((p) => p.energy?.letter === 'I' && p.energy.percent >= 70);
  if (busy && introvert && !req.want.includes('social')) s -= req.occasion === 'birthday' ? 4 : 1.5;
  // Spend the budget sensibly: near each part's share when there is one; cheaper when there is none.
  if (target !== null) s -= Math.min(2, Math.abs(cost - target) / Math.max(target, 10)) * (req.occasion ? 2 : 1);
  else s -= cost / 60;
  return s;
}

/**
 * Fills the blocks in order, keeping the sum within the budget: each pick leaves enough for the cheapest choice of
 * every block after it. `variant` starts further down each ranking for "another one".
 */
export function fill(blocks: Block[], req: PlanRequest, people: Person[], relationship: RelationshipType, variant = 0, reserved = 0): Chosen[] {
  const ideas = ideaLibrary();
  const total = budgetTotal(req);
  const options = blocks.map((b) => ideas.filter((i) => allowed(i, b, req, relationship)));
  const cheapest = options.map((list) => (list.length ? Math.min(...list.map((i) => priceOf(i, req))) : 0));
  let left = total === null ? Infinity : total - reserved;
  const share = total === null ? null : Math.max(0, (total - reserved) / Math.max(1, blocks.length));
  const used = new Set<string>();
  const out: Chosen[] = [];
  // The thing the member named ("he loves climbing") is placed first, so the budget is not spent on the morning
  // before the part that matters; the rest fill in the day's order.
  const named = (n: number) => options[n]!.some((i) => req.saidLikes.some((l) => ideaServesWord(i.idea, l.word) === true));
  const order = blocks.map((_, n) => n).sort((a, b) => Number(named(b)) - Number(named(a)) || a - b);
  const filled = new Set<number>();
  for (const n of order) {
    const block = blocks[n]!;
    const after = cheapest.reduce((a, c, k) => (k !== n && !filled.has(k) ? a + c : a), 0);
    filled.add(n);
    const ranked = options[n]!
      .filter((i) => !used.has(i.id) && priceOf(i, req) <= left - after)
      // One interest does not fill the whole day: the same first interest twice in a day costs a little.
      .map((i) => ({ i, s: score(i, block, req, people, share, priceOf(i, req)) - (out.some((c) => c.block.day === block.day && c.idea.interests[0] === i.interests[0]) ? 1 : 0) }))
      .sort((a, b) => b.s - a.s || a.i.id.localeCompare(b.i.id));
    const pick = ranked[Math.min(variant, Math.max(0, ranked.length - 1))]?.i;
    if (!pick) continue;
    used.add(pick.id);
    const cost = priceOf(pick, req);
    left -= cost;
    out.push({ block, idea: pick, cost });
  }
  return out.sort((a, b) => blocks.indexOf(a.block) - blocks.indexOf(b.block));
}

/** The least a bed costs for the nights, from the idea library's stays, or null when it has none. */
export function cheapestStay(req: PlanRequest, nights: number): number | null {
  const costs = ideaLibrary().filter((i) => i.kind === 'stay').map((idea) => priceOf(idea, req) * nights);
  return costs.length ? Math.min(...costs) : null;
}

/** A night away within the budget, when a trip is planned: the dearest stay that still leaves money for the days. */
export function stayFor(req: PlanRequest, nights: number, reserve: number): { idea: Idea; cost: number } | null {
  const total = budgetTotal(req);
  const stays = ideaLibrary().filter((i) => i.kind === 'stay').map((idea) => ({ idea, cost: priceOf(idea, req) * nights }));
  const fitting = stays.filter((s) => total === null || s.cost + reserve <= total).sort((a, b) => b.cost - a.cost);
  if (total === null) return stays.sort((a, b) => a.cost - b.cost)[Math.floor(stays.length / 2)] ?? null;
  return fitting[0] ?? null;
}

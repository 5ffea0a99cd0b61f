/**
 * Whether a message asks for a plan, and for whom (issue 29, items 2 and 4). A plan request is read from its words
 * and slots (read/plan.ts), not from the topic model alone, which reads "what should we do this weekend, £80" as many
 * things; a short follow-up that only adds a constraint ("budget's like 150 quid, it has to be the Sunday") re-plans
 * with everything said so far in the thread.
 */
import type { RelationshipType } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { eventReply, packReply, shortened } from '../compose/event.js';
import { groupMessage } from '../compose/event-group.js';
import { declineTripReply } from '../compose/event-people.js';
import { planReply } from '../compose/plan.js';
import { readEvent } from '../read/event.js';
import { earlierUserMessages, lastAssistant } from './history.js';
import { gistOf } from '../read/bounded.js';
import { asksForPlan, memberNow, PLAN_ASK, readPlan, WOULD_YOU, type PlanRequest } from '../read/plan.js';
import { lower } from '../read/text.js';
import { rolePhrase, roleType, understand } from '../read/understand.js';

/** Not a plan, whatever else the message says: a gift, a message to write, a change of subject. */
const NOT_A_PLAN = /\b(?:different thing|other question|unrelated|gift|present|what (?:do|should) i (?:get|buy)|write (?:me |an? )?(?:text|message|invite|msg)|ideas? (?:for|on|about) (?:how|what|making|meeting|talking|saying|gifts?|presents?))\b/;

/** Everything said so far: the newer message's slots win, lists add up. */
export function mergePlans(base: PlanRequest, next: PlanRequest): PlanRequest {
  const out: PlanRequest = { ...base };
  for (const [key, value] of Object.entries(next) as Array<[keyof PlanRequest, unknown]>) {
    if (value === undefined) continue;
    if (key === 'span' && (value as PlanRequest['span']).kind === 'none') continue;
    if (key === 'month' && next.day === undefined) continue;
    if (key === 'people' && value === 2) continue;
    if (Array.isArray(value)) (out as unknown as Record<string, unknown>)[key] = [...new Set([...((base[key] as unknown[]) ?? []), ...value])];
    else (out as unknown as Record<string, unknown>)[key] = value;
  }
  // "Budget just got cut to 120": a new amount said without its currency keeps the one said before.
  // "$250" after "$400 CAD" is still Canadian dollars.
  if (next.budget && (next.budget.currency === null || (next.budget.currency === '$' && base.budget?.currency?.endsWith('$'))) && base.budget?.currency) out.budget = { ...next.budget, currency: base.budget.currency };
  // A day that is now taken is no longer the day.
  if (out.weekday !== undefined && out.busyDays.includes(out.weekday)) {
    delete out.weekday;
    delete out.day;
  }
  if (next.weekday !== undefined && base.span.kind === 'none' && !next.short) out.span = { kind: 'day' };
  return out;
}

export interface PlanAsk {
  request: PlanRequest;
  /** The messages the plan was read from, oldest first. */
  messages: string[];
}

/** The connections a message names by first name (whole word, any case). */
function named(ctx: CoachContext, message: string): string[] {
  return ctx.connections.map((c) => c.firstName).filter((name) => name && new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(message));
}

/** The new message names a connection the earlier one did not name: it is about someone else. */
export function aboutSomeoneElse(ctx: CoachContext, before: string, message: string): boolean {
  const earlier = named(ctx, before);
  return named(ctx, message).some((name) => !earlier.includes(name));
}

/** The plan the message asks for, with what the thread already said, or null when it asks something else. */
export function planAsked(ctx: CoachContext, message: string, serverNow = new Date()): PlanAsk | null {
  const text = lower(message);
  // Dates are read on the member's calendar: "tomorrow" at 10pm in Toronto is not the server's day after.
  const now = memberNow(serverNow, ctx.timeZone);
  if (NOT_A_PLAN.test(text)) return null;
  // Cheap word checks first: the full reading (chrono-node, compromise) runs only for a plan or a planning thread.
  const recentTurns = earlierUserMessages(ctx, message, 3).map(gistOf);
  const earlier = recentTurns.slice(0, 2).filter((m) => PLAN_ASK.test(lower(m)) && !NOT_A_PLAN.test(lower(m)));
  if (!PLAN_ASK.test(text) && !WOULD_YOU.test(text) && !/\bwhat (?:should|can|could|shall|do) (?:we|i) (?:cook|make|serve)\b|\bmenu\b|\bcook(?:ing)? (?:(?:dinner|lunch|a meal|something) )?together\b/.test(text) && !/\bplan\s*\?|\bplan(?: pls| please)?\s*$/.test(text) && earlier.length === 0) return null;
  const request = readPlan(message, now, ctx.timeZone);
  const asks = asksForPlan(message, request);
  // A follow-up in a planning thread: the last plan request (one or two messages back) plus what this one adds.
  const adds = !!(request.budget || request.weekday !== undefined || request.busyDays.length || request.end !== undefined || request.short || request.avoid.length || request.span.kind !== 'none' || request.help === 'itinerary' || !!request.diet || !!request.access || !!request.weather || !!request.travelBy);
  for (const before of earlier) {
    // "Now do the same for Theo's promotion": a plan for someone else is a new plan. The earlier one's budget, occasion
    // and day were said for the earlier person and are not carried over as if said again (decision 100).
    if (aboutSomeoneElse(ctx, before, message)) continue;
    const plan = readPlan(before, now, ctx.timeZone);
    if (asksForPlan(before, plan) && (asks || adds) && message.split(/\s+/).length <= 40) {
      // Every short update between the plan and this one still holds: "no car, rainy Saturday", then "cap it at
      // $250" keeps the train and the indoors (round 18).
      const between = recentTurns.slice(0, recentTurns.indexOf(before)).reverse().filter((m) => m.split(/\s+/).length <= 40 && !NOT_A_PLAN.test(lower(m)) && !aboutSomeoneElse(ctx, before, m));
      const merged = [...between.map((m) => readPlan(m, now, ctx.timeZone)), request].reduce(mergePlans, plan);
      return { request: merged, messages: [before, ...between, message] };
    }
  }
  return asks ? { request, messages: [message] } : null;
}

/** The plan answer, or null when the message does not ask for one. */
export function planAnswer(ctx: CoachContext, message: string, recent: CoachConnection | undefined, variant = 0, now = new Date()): string | null {
  const asked = planAsked(ctx, message, now);
  if (!asked) return null;
  let connection: CoachConnection | undefined;
  let label: string | undefined;
  let relationship: RelationshipType | null = null;
  for (const m of [...asked.messages].reverse()) {
    const people = understand(m, ctx).people;
    if (people.pending.length > 0) return null;
    connection ??= people.connections[0];
    const role = rolePhrase(m);
    if (!connection && role && !label && people.unmatchedRole) {
      label = role.replace(/^my /, 'your ');
      relationship = roleType(m);
    }
  }
  if (!connection && !label && /\b(he|she|they|him|her|them|we|us|our)\b/i.test(asked.messages.join(' '))) connection = recent ?? ctx.focus;
  connection ??= label ? undefined : ctx.focus;
  return planReply(ctx, asked.request, { connection, label, relationship: connection?.relationshipType ?? relationship ?? (asked.request.people > 2 ? 'friend' : 'couple'), variant });
}

/**
 * A named event to plan (read/event.ts: a potluck, a night out for 8, showing a visitor around, a virtual team event,
 * a weekend alone, a date the group cannot settle…), planned as that kind; null when the message names none. It never
 * asks which kind of answer is wanted: the event named is the answer to that.
 */
export function eventAnswer(ctx: CoachContext, message: string, recent?: CoachConnection, serverNow = new Date()): string | null {
  const ask = readEvent(message, memberNow(serverNow, ctx.timeZone), ctx.timeZone);
  if (!ask) return null;
  // A trip the hour-by-hour planner reads (a weekend away, three days in a city) keeps its answer, where it always came
  // in the order of answers; the event outline is for the trips it cannot read (visiting someone, "how do I plan it").
  if (ask.kind === 'trip' && !(ask.flying && ask.travelIncluded === true) && planAnswer(ctx, message, recent, 0, serverNow)) return null;
  const people = understand(message, ctx).people;
  if (people.pending.length > 0) return null;
  const connection = people.connections[0] ?? (/\b(?:he|she|him|her|they|them)\b/i.test(message) ? ctx.focus : undefined);
  return eventReply(ctx, ask, { ...(connection ? { connection } : {}), named: people.connections }, message);
}

/**
 * Events whose story is the whole ask and that the drafts or the predicament answers would otherwise take by one word
 * ("how do I tell her", "what can I send"): a relative staying for days with every night planned, a birthday across a
 * distance. Called before those answers (decide/reply.ts); null for anything else.
 */
export function storyEventAnswer(ctx: CoachContext, message: string, serverNow = new Date()): string | null {
  // Saying no to a connection's trip: the no, with something both of them enjoy offered in its place. A bare
  // "weekend" is a time, not a trip ("team drinks drained me for the whole weekend").
  const text = lower(message);
  if (/\b(?:say(?:ing)? no|turn(?:ing)? (?:it |this |that |\w+'s |\w+ )?down|decline|get out of|pass on|bow out of|sit (?:it|this) out)\b/.test(text) && /\b(?:trip|weekend (?:away|trip|in|at|to)|holiday|getaway|hike|hiking|camping|tour|tournament|retreat|festival|race|away)\b/.test(text) && !/\b(?:my|our) (?:trip|weekend|holiday)\b/.test(text)) {
    const people = understand(message, ctx).people;
    const other = people.connections[0];
    if (other && people.pending.length === 0) return declineTripReply(ctx, other, message);
  }
  if (!/\b(?:every|each|filled|spreadsheet|nights? (?:off|in)|evenings? (?:off|in)|quiet (?:evenings?|nights?)|birthday|bday|b-day|turns? \d+|turning \d+|loud|rowdy|noisy|lively)\b/i.test(message)) return null;
  const ask = readEvent(message, memberNow(serverNow, ctx.timeZone), ctx.timeZone);
  if (!ask || !(ask.kind === 'longStay' || ask.kind === 'farBirthday' || (ask.kind === 'hosting' && ask.mixed))) return null;
  const people = understand(message, ctx).people;
  if (people.pending.length > 0) return null;
  const connection = people.connections[0];
  return eventReply(ctx, ask, { ...(connection ? { connection } : {}), named: people.connections }, message);
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, 'a couple of': 2, 'a few': 3, another: 1, a: 1, ten: 10, twenty: 20 };
/** "Two friends want to come", "3 more people are joining": how many join a plan already made. */
function joiners(text: string): number {
  // "20 more people", "wants to invite 20 more": a larger guest list said by whoever adds to it (blind round 13).
  const m = /\b(\d{1,3}|one|two|three|four|five|six|a couple of|a few|another)(?: more)? (?:friends?|people|others|mates|of (?:his|her|their|my|our) friends)\b[^.?!]{0,40}?\b(?:come|join|coming|joining|tag along)\b|\b(\d{1,3}|one|two|three|four|five|six|a couple of|a few) more\b[^.?!]{0,40}?\b(?:come|join|coming|joining|tag along|are in|want in)\b|\b(?:invite|invited|inviting|add|adding|bring|bringing) (?:another |an extra )?(\d{1,3}|one|two|three|four|five|six|ten|twenty|a couple of|a few) (?:more|extra|other) (?:people|guests|friends|relatives|family)\b/.exec(text);
  if (!m) return 0;
  const w = m[1] ?? m[2] ?? m[3]!;
  return NUMBERS[w] ?? Number(w);
}

/** Asks for the message that locks the plan in with the group. */
const GROUP_MESSAGE = /\b(?:write|draft)\b[^.?!]{0,30}\b(?:group ?chat|group|chat)\b[^.?!]{0,15}\b(?:message|text|msg)\b|\b(?:write|draft|what do i (?:send|say|write)|give me|the)\b[^.?!]{0,40}\b(?:message|text|msg)\b[^.?!]{0,40}\b(?:group|chat|everyone|all of them|them all|the others)\b|\block (?:it|this|everything) in\b/;

const SHORTER = /^(?:shorter|short(?:er)? (?:pls|please|version)|tl;?dr|too long|make it shorter|just the (?:top|best|first) (?:one|option))\b/;
const PACK = /\b(?:pack|packing|take with me|what do i need to bring|what (?:should|do) i bring|kit|gear)\b/;

/**
 * A short follow-up to an event plan: a changed budget, length, day or group re-plans with everything said so far
 * (the newest words first, so a new budget wins); "shorter" keeps the first part; "what should I pack?" gets a
 * packing list for that kind of time away. Null when the thread's last answer was not an event plan.
 */
export function eventFollowUp(ctx: CoachContext, message: string, serverNow = new Date()): string | null {
  if (!lastAssistant(ctx).startsWith('**') || message.trim().split(/\s+/).length > 30) return null;
  const now = memberNow(serverNow, ctx.timeZone);
  if (readEvent(message, now, ctx.timeZone)) return null;
  const earlier = earlierUserMessages(ctx, message, 3);
  const at = earlier.findIndex((m) => readEvent(m, now, ctx.timeZone) !== null);
  if (at < 0) return null;
  const text = lower(message).trim();
  const combined = [message, ...earlier.slice(0, at + 1)].join('. ');
  const ask = readEvent(combined, now, ctx.timeZone) ?? readEvent(earlier[at]!, now, ctx.timeZone)!;
  // People joining since the plan was made: the group grows from the size the plan was made for.
  const joined = [message, ...earlier.slice(0, at)].reduce((a, m) => a + joiners(lower(m)), 0);
  if (joined) {
    const first = readEvent(earlier[at]!, now, ctx.timeZone)!;
    ask.joined = joined;
    ask.group = (first.group ?? first.plan.people) + joined;
  }
  // A trip the hour-by-hour planner answered keeps its own follow-ups (decide/plan.ts planAsked).
  if (ask.kind === 'trip' && !(ask.flying && ask.travelIncluded === true) && planAnswer(ctx, earlier[at]!, undefined, 0, serverNow)) return null;
  const people = understand(combined, ctx).people;
  const connection = people.connections[0] ?? ctx.focus;
  const who = { ...(connection ? { connection } : {}), named: people.connections };
  if (PACK.test(text) && !/\b(?:presents?|gifts?|bring (?:her|him|them|\w+ a))\b/.test(text)) return packReply(ask);
  if (GROUP_MESSAGE.test(text)) return groupMessage(ask);
  if (joiners(text)) return eventReply(ctx, ask, who, combined);
  // "How do I tell her no without a drama?": words for a person about the plan, not a change to it (blind round 13).
  if (/\b(?:how (?:do|can|should) i (?:tell|say|explain|break it to|ask)|what (?:do|should) i say (?:to|when)|tell (?:her|him|them) no)\b/.test(text)) return null;
  const said = readPlan(message, now, ctx.timeZone);
  const adds = !!said.budget || said.weekday !== undefined || /\b\d{2,3}[- ]?min|\bhours?\b|\bvegan|\bveggie|\bvegetarian|\bdrink|(?<!\b(?:say|said|saying|says) )\bno (?!(?:and|or|but|if|to|one|idea|way)\b)\w+|\b\d+ (?:of us|people|ppl|guests)\b/.test(text);
  if (SHORTER.test(text)) return shortened(eventReply(ctx, ask, who, combined));
  return adds ? eventReply(ctx, ask, who, combined) : null;
}

/**
 * Whether a message asks for a plan, and for whom (issue 29, items 2 and 4). A plan request is read from its words
 * and slots (read/plan.ts), not from the topic model alone, which reads "what should we do this weekend, £80" as many
 * things; a short follow-up that only adds a constraint ("budget's like 150 quid, it has to be the Sunday") re-plans
 * with everything said so far in the thread.
 */
import type { RelationshipType } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { eventReply, packReply, shortened } from '../compose/event.js';
import { planReply } from '../compose/plan.js';
import { readEvent } from '../read/event.js';
import { earlierUserMessages, lastAssistant } from './history.js';
import { gistOf } from '../read/bounded.js';
import { asksForPlan, memberNow, PLAN_ASK, readPlan, type PlanRequest } from '../read/plan.js';
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
  if (next.budget && next.budget.currency === null && base.budget?.currency) out.budget = { ...next.budget, currency: base.budget.currency };
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
  const earlier = earlierUserMessages(ctx, message, 2).map(gistOf).filter((m) => PLAN_ASK.test(lower(m)) && !NOT_A_PLAN.test(lower(m)));
  if (!PLAN_ASK.test(text) && !/\bplan\s*\?|\bplan(?: pls| please)?\s*$/.test(text) && earlier.length === 0) return null;
  const request = readPlan(message, now);
  const asks = asksForPlan(message, request);
  // A follow-up in a planning thread: the last plan request (one or two messages back) plus what this one adds.
  const adds = !!(request.budget || request.weekday !== undefined || request.busyDays.length || request.end !== undefined || request.short || request.avoid.length || request.span.kind !== 'none');
  for (const before of earlier) {
    // "Now do the same for Theo's promotion": a plan for someone else is a new plan. The earlier one's budget, occasion
    // and day were said for the earlier person and are not carried over as if said again (decision 100).
    if (aboutSomeoneElse(ctx, before, message)) continue;
    const plan = readPlan(before, now);
    if (asksForPlan(before, plan) && (asks || adds) && message.split(/\s+/).length <= 40) {
      return { request: mergePlans(plan, request), messages: [before, message] };
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
  const ask = readEvent(message, memberNow(serverNow, ctx.timeZone));
  if (!ask) return null;
  // A trip the hour-by-hour planner reads (a weekend away, three days in a city) keeps its answer, where it always came
  // in the order of answers; the event outline is for the trips it cannot read (visiting someone, "how do I plan it").
  if (ask.kind === 'trip' && planAnswer(ctx, message, recent, 0, serverNow)) return null;
  const people = understand(message, ctx).people;
  if (people.pending.length > 0) return null;
  const connection = people.connections[0] ?? (/\b(?:he|she|him|her|they|them)\b/i.test(message) ? ctx.focus : undefined);
  return eventReply(ctx, ask, { ...(connection ? { connection } : {}), named: people.connections }, message);
}

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
  if (readEvent(message, now)) return null;
  const earlier = earlierUserMessages(ctx, message, 3);
  const at = earlier.findIndex((m) => readEvent(m, now) !== null);
  if (at < 0) return null;
  const text = lower(message).trim();
  const combined = [message, ...earlier.slice(0, at + 1)].join('. ');
  const ask = readEvent(combined, now) ?? readEvent(earlier[at]!, now)!;
  // A trip the hour-by-hour planner answered keeps its own follow-ups (decide/plan.ts planAsked).
  if (ask.kind === 'trip' && planAnswer(ctx, earlier[at]!, undefined, 0, serverNow)) return null;
  const people = understand(combined, ctx).people;
  const connection = people.connections[0] ?? ctx.focus;
  const who = { ...(connection ? { connection } : {}), named: people.connections };
  if (PACK.test(text)) return packReply(ask);
  const said = readPlan(message, now);
  const adds = !!said.budget || said.weekday !== undefined || /\b\d{2,3}[- ]?min|\bhours?\b|\bvegan|\bveggie|\bvegetarian|\bdrink|\bno \w+|\b\d+ (?:of us|people|ppl|guests)\b/.test(text);
  if (SHORTER.test(text)) return shortened(eventReply(ctx, ask, who, combined));
  return adds ? eventReply(ctx, ask, who, combined) : null;
}

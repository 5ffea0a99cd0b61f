/**
 * The constraints of a plan, read from what the person wrote (issue 29, item 2): the day (chrono-node), the time
 * they have (a span is never money: "2 hours' drive" is travel, "an afternoon" is time), money with its currency,
 * where, how busy a place may be, the group size, and a day that is taken ("he works Saturdays").
 */
import * as chrono from 'chrono-node';
import { lower } from './text.js';

export interface PlanSlots {
  /** The day or time as written ("Sunday afternoon", "this weekend"), when chrono-node finds one. */
  when?: string;
  /** Minutes available, from a span ("an afternoon", "2 hours", "a weekend away"). */
  minutes?: number;
  /** Travel time between the two people, in minutes ("we live 2 hours' drive apart"). */
  travelMinutes?: number;
  /** The most they want to spend, with its currency as written. */
  money?: { amount: number; currency: string };
  free?: boolean;
  setting?: 'indoor' | 'outdoor';
  /** "hates crowds", "somewhere quiet": no busy places. */
  quiet?: boolean;
  /** People in all, when a group is named ("5 of us"). */
  groupSize?: number;
  /** A day that is not available ("she works Saturdays"). */
  busyDay?: string;
  /** Overnight or a weekend away. */
  away?: boolean;
  /** Low on energy: restful, low-effort ideas only. */
  restful?: boolean;
  /** The occasion named ("anniversary", "birthday"), as written. */
  occasion?: string;
}

const NUMBER: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, half: 0.5, couple: 2, few: 3 };
const num = (w: string) => NUMBER[w] ?? Number(w);
const CURRENCY: Record<string, string> = { $: '$', dollars: '$', dollar: '$', bucks: '$', usd: '$', '£': '£', pounds: '£', quid: '£', gbp: '£', '€': '€', euros: '€', euro: '€', eur: '€' };

export function planSlots(message: string, now = new Date()): PlanSlots {
  const text = lower(message);
  const out: PlanSlots = {};
  // A span followed by drive/train/away/apart is travel between them, not time for the plan and not money.
  const travel = /\b(\d+(?:\.\d+)?|an?|one|two|three|four|five|half an?|a couple of)\s*(hours?|hrs?|minutes?|mins?)'?s?\s*(?:'s\s*)?(?:drive|driving|away|apart|by (?:car|train|bus)|on the train|train ride|flight)\b/.exec(text);
  if (travel) out.travelMinutes = num(travel[1]!.replace(/ an?$/, '').replace('a couple of', 'couple')) * (/^h/.test(travel[2]!) ? 60 : 1);
  const withoutTravel = travel ? text.replace(travel[0], ' ') : text;
  const span = /\b(\d+(?:\.\d+)?|an?|one|two|three|four|five|half an?|a couple of)\s*(hours?|hrs?|minutes?|mins?)\b/.exec(withoutTravel);
  if (span) out.minutes = num(span[1]!.replace(/ an?$/, '').replace('a couple of', 'couple')) * (/^h/.test(span[2]!) ? 60 : 1);
  else if (/\b(?:an|the|one|free|whole)? ?afternoon\b/.test(withoutTravel)) out.minutes = 240;
  else if (/\b(?:an|one|the|free)? ?(?:evening|weeknight|night)\b/.test(withoutTravel)) out.minutes = 180;
  if (/\b(?:weekend away|a night away|overnight|(?:whole|entire|full) weekend|trip|getaway|mini ?break)\b/.test(withoutTravel) || (out.travelMinutes && /\bweekend\b/.test(text))) {
    out.away = true;
    out.minutes = Math.max(out.minutes ?? 0, 1440);
  }
  const money = /(\$|£|€)\s?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s?(\$|£|€|dollars?|bucks|usd|pounds|quid|gbp|euros?|eur)\b/.exec(text);
  if (money) out.money = { amount: Number(money[2] ?? money[3]), currency: CURRENCY[money[1] ?? money[4]!] ?? '$' };
  if (/\b(free|no money|broke|costs? nothing|zero budget|without spending)\b/.test(text) && !/\bfree (?:sunday|saturday|day|afternoon|evening|weekend|morning|night|time)\b/.test(text)) out.free = true;
  if (/\b(indoors?|inside|at home|stay(?:ing)? in|rain\w*)\b/.test(text)) out.setting = 'indoor';
  else if (/\b(outdoors?|outside|in nature|fresh air)\b/.test(text)) out.setting = 'outdoor';
  if (/\b(hates?|hate|can'?t stand|not a fan of|avoid|no|without|away from)\s+(?:big\s+)?crowds?\b|\b(?:somewhere|something) quiet\b|\bnot (?:too )?busy\b|\bintrovert/.test(text)) out.quiet = true;
  if (/\b(exhausted|tired|worn out|drained|knackered|no energy|low[- ]energy|burn(?:ed|t) out|relax\w*|restful|chill\w*|lazy|low-key)\b/.test(text)) out.restful = true;
  const occasion = /\b(anniversary|birthday|bday|christmas|valentine'?s|graduation|first date)\b/.exec(text);
  if (occasion) out.occasion = occasion[1]!.replace('bday', 'birthday').replace(/^christmas$/, 'Christmas').replace(/^valentine'?s$/, "Valentine's");
  const group = /\bgroup of (\d+|\w+)\b|\b(\d+|three|four|five|six) of us\b|\bwith (\d+|three|four|five|six) (?:friends|people|others)\b/.exec(text);
  if (group) out.groupSize = num(group[1] ?? group[2] ?? group[3]!) + (group[3] ? 1 : 0);
  const busy = /\b(?:works?|working|busy|away|on shift)\s+(?:on\s+)?(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?)\b/.exec(text);
  if (busy) out.busyDay = busy[1]!.replace(/s$/, '');
  // The day they have, from chrono-node, leaving out a day that is taken.
  const found = chrono.parse(busy ? text.replace(busy[0], ' ') : text, now).find((r) => !/^\d+$/.test(r.text.trim()));
  if (found) out.when = found.text.replace(/^(?:on|this|next)\s+/, (m) => (m.trim() === 'on' ? '' : m));
  else if (/\bweeknights?\b/.test(text)) out.when = 'a weeknight';
  return out;
}

/** The facts a message to send must carry exactly as the member wrote them (decision 092). */
export interface Facts {
  /** Days and dates: "Thursday", "Fri 20th", "sat dec 12", "the 14th". */
  days: string[];
  /** Times: "7:30pm", "2–4pm", "at 8", "9:15". */
  times: string[];
  /** Money with its currency: "£18", "€15", "200 CAD", "2600/mo". */
  amounts: string[];
  /** Places with a proper name: "the Blue Room". */
  places: string[];
}

const WEEKDAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?`;
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*`;
const DAYS_RE = new RegExp(String.raw`\b(?:${WEEKDAY}(?: (?:${MONTH} )?\d{1,2}(?:st|nd|rd|th)?(?: ${MONTH})?)?|\d{1,2}(?:st|nd|rd|th) (?:of )?${MONTH}|${MONTH} \d{1,2}(?:st|nd|rd|th)?|the \d{1,2}(?:st|nd|rd|th)|tonight|tomorrow|next week|this weekend|next weekend)\b`, 'gi');
const TIMES_RE = /\b\d{1,2}(?::\d\d)?\s?(?:[–-]\s?\d{1,2}(?::\d\d)?\s?)?(?:am|pm)\b|\b\d{1,2}:\d\d\b|\bat \d{1,2}\b(?![:\d%])/gi;
const AMOUNTS_RE = /(?:£|\$|€)\s?\d[\d,]*(?:\.\d\d)?(?:\/mo\b| each\b| a month\b)?|\b\d[\d,]*(?:\.\d\d)?\s?(?:cad|usd|eur|gbp|pounds|quid|dollars|euros|bucks)\b|\b\d{3,5}\/mo\b/gi;
const PLACES_RE = /\b(?:at|in) (the (?:\p{Lu}[\p{L}'&]+ ?){1,3}|(?:\p{Lu}[\p{L}'&]+ ?){1,3})/gu;

export function factsOf(message: string): Facts {
  const uniq = (xs: string[]) => [...new Set(xs.map((x) => x.trim()))];
  const times = uniq(message.match(TIMES_RE) ?? []);
  const days = uniq((message.match(DAYS_RE) ?? []).filter((d) => !/^(?:sat|sun|wed|mon)$/i.test(d) || /^[A-Z]/.test(d)));
  // A capitalised word after "at"/"in" is a place unless it is a day, a month or the start of a sentence.
  const places = uniq([...message.matchAll(PLACES_RE)].map((m) => m[1]!.trim()).filter((p) => !new RegExp(`^(?:${WEEKDAY}|${MONTH}|I|The)$`, 'i').test(p)));
  return { days, times, amounts: uniq(message.match(AMOUNTS_RE) ?? []), places };
}

/**
 * Plans from the idea library (issue 29, item 4): every stated constraint is a filter (money, time, a day that is
 * taken, indoor or outdoor, crowds, a weekend away, the relationship), both people's stored interests rank what is
 * left, and each idea says why it fits. Nothing is suggested that breaks a constraint; if nothing fits, it says so.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import { findHobbyCategory } from '../../../../../shared/assessment/hobbies.js';
import type { RelationshipType } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { COST_CEILING, ideaLibrary, type Idea } from '../content/ideas.js';
import type { PlanSlots } from '../read/slots.js';

const cap = (s: string) => s.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g, (d) => d.charAt(0).toUpperCase() + d.slice(1));

/** Ideas that belong to the morning or midday, which an evening or an afternoon cannot hold. */
const DAYTIME = /\b(morning|sunrise|breakfast|brunch|lunch|picnic|matin[ée]e|day hike|beach)\b/i;
const MORNING = /\b(morning|sunrise|breakfast)\b/i;

/** What the message says beyond the plan slots (read/slots.ts): the body, the mood, a place, a finishing time. */
export interface PlanExtras {
  /** Someone who cannot walk far: nothing built on walking, cycling or climbing. */
  limitedMobility?: boolean;
  /** "Gets restless if we just sit": something with movement in it. */
  active?: boolean;
  /** "Not just the pub": nothing built on a pub. */
  noPub?: boolean;
  /** The town or city named ("we're in Manchester"), as written. */
  place?: string;
  /** The hour (0–23) it has to be over by ("home by 6"). */
  endHour?: number;
  /** "Hates anywhere touristy and packed": nothing busy. */
  quiet?: boolean;
  /** A window in the evening ("6-9pm"), in minutes. */
  windowMinutes?: number;
}

const WALKING = /\b(geocach\w*|treasure hunt|tour|walk\w*|hike|hiking|cycl\w*|ride|run\w*|climb\w*|boulder\w*|swim\w*|paddle\w*|kayak\w*|bike)\b/i;

export function planExtras(message: string): PlanExtras {
  const text = message.toLowerCase();
  const out: PlanExtras = {};
  if (/\b(?:doesn'?t|does not|can'?t|cannot|don'?t) (?:walk|get around) (?:well|far|much|very far)|\bmobility\b|\bwheelchair\b|\bbad (?:knees?|hips?|back)\b|\bwalking stick\b/.test(text)) out.limitedMobility = true;
  if (/\brestless\b|\b(?:can'?t|hates?|doesn'?t like|not) (?:just )?sit(?:ting)? (?:still|around|somewhere)|\bsomething active\b|\bget moving\b/.test(text)) out.active = true;
  if (/\b(touristy|packed|crowded|heaving|rammed)\b/.test(text)) out.quiet = true;
  if (/\bnot (?:just )?(?:the |a )?pub\b|\bno pubs?\b|\bnot (?:just )?drinking\b/.test(text)) out.noPub = true;
  const place = /\b(?:we'?re|i'?m|we are|i am|based|living|live|staying|going to be) in ([a-z][a-z-]{2,})\b|\b(?:from|in|near|around) ([A-Z][a-z]{3,})\b/.exec(message.replace(/\b(?:I'?m|We'?re)\b/g, (m) => m.toLowerCase()));
  const name = (place?.[1] ?? place?.[2])?.toLowerCase();
  if (name && !/^(the|a|an|town|my|our|their|his|her|person|public|october|november|december|january|february|march|april|may|june|july|august|september|love|here|there|meetings?|work)$/.test(name)) out.place = name.charAt(0).toUpperCase() + name.slice(1);
  const by = /\b(?:home|back|done|finished|finish) by (\d{1,2})(?::\d\d)?\s*(am|pm)?\b/.exec(text);
  if (by) out.endHour = Number(by[1]) + (by[2] === 'am' || Number(by[1]) >= 12 ? 0 : 12);
  const window = /\b(\d{1,2})\s*(?:-|–|to|until|till)\s*(\d{1,2})\s*(?:pm)\b/.exec(text);
  if (window) out.windowMinutes = Math.max(30, (Number(window[2]) - Number(window[1])) * 60);
  return out;
}

function fitsExtras(idea: Idea, extras: PlanExtras): boolean {
  if (extras.limitedMobility && (WALKING.test(idea.idea) || idea.effort === 'high')) return false;
  if (extras.active && idea.effort === 'low' && !WALKING.test(idea.idea)) return false;
  if (extras.quiet && idea.crowd === 'busy') return false;
  if (extras.noPub && /\bpub\b/i.test(idea.idea)) return false;
  if (extras.endHour !== undefined && extras.endHour <= 19 && /\b(evening|night|sunset|stargaz\w*|after dark)\b/i.test(idea.idea)) return false;
  if (extras.windowMinutes !== undefined && idea.minutes > extras.windowMinutes) return false;
  if (extras.windowMinutes !== undefined && DAYTIME.test(idea.idea)) return false;
  return true;
}

/** The categories someone really loves (a top-three pick or an activity rated 4 or 5), not a passing interest. */
export function lovedCategories(hobbies: CoachContext['person']['hobbies']): Set<string> {
  const out = new Set<string>();
  for (const answer of hobbies ?? []) {
    if ((answer.preferences?.topThree ?? []).length > 0 || (answer.selections ?? []).some((s) => s.interest >= 4)) out.add(answer.category);
  }
  return out;
}

function fits(idea: Idea, slots: PlanSlots, relationship: RelationshipType): boolean {
  if (!idea.relationships.includes(relationship)) return false;
  if (slots.when && /evening|night|tonight/.test(slots.when) && DAYTIME.test(idea.idea)) return false;
  if (slots.when && /afternoon/.test(slots.when) && MORNING.test(idea.idea)) return false;
  if (slots.when && /morning|afternoon/.test(slots.when) && /\b(stargaz\w*|sunset)\b/i.test(idea.idea)) return false;
  if (slots.free && idea.cost !== 'free') return false;
  // A weekend away with a real budget (£150 and up) can afford a "treat"; an evening's budget cannot.
  if (slots.money && COST_CEILING[idea.cost] > slots.money.amount && !(slots.away && idea.cost === 'high' && slots.money.amount >= 150)) return false;
  if (slots.minutes !== undefined && !slots.away && idea.minutes > slots.minutes) return false;
  if (slots.away && idea.minutes < 1440) return false;
  if (slots.setting && idea.setting !== 'either' && idea.setting !== slots.setting) return false;
  if (slots.quiet && idea.crowd === 'busy') return false;
  if (slots.restful && idea.effort !== 'low') return false;
  if (slots.groupSize && slots.groupSize > 2 && idea.relationships.every((r) => r === 'couple' || r === 'crush')) return false;
  return true;
}

function duration(minutes: number): string {
  if (minutes >= 1440) return minutes >= 2880 ? 'a weekend' : 'a night away';
  if (minutes >= 300) return 'most of a day';
  if (minutes >= 90) return `about ${Math.round(minutes / 60)} hours`;
  if (minutes >= 50) return 'about an hour';
  return `about ${minutes} minutes`;
}

export function planReply(ctx: CoachContext, slots: PlanSlots, c: CoachConnection | undefined, variant = 0, role: RelationshipType | null = null, message = ''): string {
  const relationship: RelationshipType = c?.relationshipType ?? role ?? 'friend';
  // What each of them really loves (not a category they rated 3), so "you both enjoy" is true.
  const mine = lovedCategories(ctx.person.hobbies);
  const theirs = lovedCategories(c?.hobbies ?? null);
  const extras = planExtras(message);
  const scored = ideaLibrary()
    .filter((idea) => fits(idea, slots, relationship) && fitsExtras(idea, extras))
    .map((idea) => {
      const both = idea.interests.filter((i) => mine.has(i) && theirs.has(i));
      const one = idea.interests.filter((i) => mine.has(i) !== theirs.has(i));
      const moving = extras.active && WALKING.test(idea.idea) ? 2 : 0;
      return { idea, both, one, score: both.length * 3 + one.length + moving + (slots.away && idea.minutes >= 1440 ? 2 : 0) };
    })
    .sort((a, b) => b.score - a.score || a.idea.id.localeCompare(b.idea.id));
  // Three ideas from different interests, starting further down the list for "another one".
  const picked: typeof scored = [];
  for (const s of [...scored.slice(variant * 3), ...scored.slice(0, variant * 3)]) {
    if (picked.length === 3) break;
    if (!picked.some((p) => p.idea.interests[0] === s.idea.interests[0])) picked.push(s);
  }
  const limits = [
    slots.free ? 'free' : slots.money ? `within ${slots.money.currency}${slots.money.amount}` : null,
    slots.away ? 'for a weekend away' : slots.minutes ? `in ${duration(slots.minutes).replace('about ', '')}` : null,
    slots.when && !(slots.away && /weekend/.test(slots.when)) ? `for ${cap(slots.when.replace(/^for /, ''))}` : null,
    // "Sam works Saturdays, so Sunday": saying "not on a Saturday" beside "for Sunday" adds nothing.
    slots.busyDay && !(slots.when && /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.test(slots.when)) ? `not on a ${cap(slots.busyDay)}` : null,
    extras.endHour !== undefined ? `done by ${extras.endHour > 12 ? `${extras.endHour - 12}pm` : `${extras.endHour}${extras.endHour === 12 ? 'pm' : 'am'}`}` : null,
    extras.limitedMobility ? 'with little walking' : null,
    extras.active ? 'with some movement in it' : null,
    extras.noPub ? 'not the pub' : null,
    slots.quiet ? 'away from crowds' : null,
    slots.restful ? 'restful and low-key' : null,
    slots.setting ? (slots.setting === 'indoor' ? 'indoors' : 'outdoors') : null,
  ].filter(Boolean);
  const who = `${slots.occasion ? ` for ${/birthday/.test(slots.occasion) && c && !/\bmy (?:birthday|bday)\b/i.test(slots.occasion) ? `${c.firstName}'s` : 'your'} ${slots.occasion}` : ''}${c ? ` with ${c.firstName}` : ''}`;
  if (picked.length === 0) {
    return `I couldn't find an idea${who} that meets all of that (${limits.join(', ')}). Which of these could bend a little: the budget, the time, or the place?`;
  }
  const lines = picked.map(({ idea, both, one }) => {
    const why: string[] = [];
    if (both.length) why.push(`you both enjoy ${findHobbyCategory(both[0]!)?.name ?? both[0]}`);
    else if (one.length) why.push(`${mine.has(one[0]!) ? 'you enjoy' : `${c?.firstName ?? 'they'} enjoys`} ${findHobbyCategory(one[0]!)?.name ?? one[0]}`);
    why.push(idea.cost === 'free' ? 'free' : idea.cost === 'low' ? 'cheap' : idea.cost === 'medium' ? 'mid-priced' : 'a treat');
    why.push(duration(idea.minutes));
    if (slots.quiet && idea.crowd === 'quiet') why.push('quiet');
    if (extras.limitedMobility) why.push('seated or short distances');
    return `- ${idea.idea}. (${why.join(', ')})`;
  });
  const language = c?.results?.loveLanguageReceiving;
  const care =
    c && language && c.relationshipType !== 'professional'
      ? `\n\n${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[language]}**: whichever you pick, build a little of that in.`
      : '';
  // A weekend away "no more than 2 hours' drive" is a radius, not the distance between two people.
  const travel = !slots.travelMinutes ? '' : slots.away
    ? `\n\nKeep the drive to ${duration(slots.travelMinutes).replace('about ', '')} or less${extras.place ? ` from ${extras.place}` : ''}: a national park, a stretch of coast or hills, or a small market town in that range will be quieter than a city, especially out of season.`
    : `\n\nWith ${duration(slots.travelMinutes).replace('about ', '')} between you, meeting halfway or taking turns to host keeps the travel fair.`;
  // We know no venues by name offline: say so once, and what to search for there.
  const where = extras.place && !(slots.away && slots.travelMinutes) ? `\n\nI don't know ${extras.place}'s venues by name, so search ${extras.place} for the quietest version of each (off-peak times, smaller places).` : '';
  return `Ideas${who}${limits.length ? `, ${limits.join(', ')}` : ''}:\n\n${lines.join('\n')}${care}${travel}${where}\n\nWant more like one of these, or something different?`;
}

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
import { topInterests } from './shared.js';

const cap = (s: string) => s.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g, (d) => d.charAt(0).toUpperCase() + d.slice(1));

/** Ideas that belong to the morning or midday, which an evening or an afternoon cannot hold. */
const DAYTIME = /\b(morning|sunrise|breakfast|brunch|lunch|picnic|matin[ée]e|day hike|beach)\b/i;
const MORNING = /\b(morning|sunrise|breakfast)\b/i;

function fits(idea: Idea, slots: PlanSlots, relationship: RelationshipType): boolean {
  if (!idea.relationships.includes(relationship)) return false;
  if (slots.when && /evening|night|tonight/.test(slots.when) && DAYTIME.test(idea.idea)) return false;
  if (slots.when && /afternoon/.test(slots.when) && MORNING.test(idea.idea)) return false;
  if (slots.when && /morning|afternoon/.test(slots.when) && /\b(stargaz\w*|sunset)\b/i.test(idea.idea)) return false;
  if (slots.free && idea.cost !== 'free') return false;
  if (slots.money && COST_CEILING[idea.cost] > slots.money.amount) return false;
  if (slots.minutes !== undefined && !slots.away && idea.minutes > slots.minutes) return false;
  if (slots.away && idea.minutes < 240) return false;
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

export function planReply(ctx: CoachContext, slots: PlanSlots, c: CoachConnection | undefined, variant = 0, role: RelationshipType | null = null): string {
  const relationship: RelationshipType = c?.relationshipType ?? role ?? 'friend';
  const mine = new Set(topInterests(ctx.person.hobbies).map((i) => i.categoryId));
  const theirs = new Set(topInterests(c?.hobbies ?? null).map((i) => i.categoryId));
  const scored = ideaLibrary()
    .filter((idea) => fits(idea, slots, relationship))
    .map((idea) => {
      const both = idea.interests.filter((i) => mine.has(i) && theirs.has(i));
      const one = idea.interests.filter((i) => mine.has(i) !== theirs.has(i));
      return { idea, both, one, score: both.length * 3 + one.length + (slots.away && idea.minutes >= 1440 ? 2 : 0) };
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
    slots.when && !(slots.away && /weekend/.test(slots.when)) ? `for ${cap(slots.when)}` : null,
    slots.busyDay ? `not on a ${cap(slots.busyDay)}` : null,
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
    return `- ${idea.idea}. (${why.join(', ')})`;
  });
  const language = c?.results?.loveLanguageReceiving;
  const care =
    c && language && c.relationshipType !== 'professional'
      ? `\n\n${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[language]}**: whichever you pick, build a little of that in.`
      : '';
  const travel = slots.travelMinutes ? `\n\nWith ${duration(slots.travelMinutes).replace('about ', '')} between you, meeting halfway or taking turns to host keeps the travel fair.` : '';
  return `Ideas${who}${limits.length ? `, ${limits.join(', ')}` : ''}:\n\n${lines.join('\n')}${care}${travel}\n\nWant more like one of these, or something different?`;
}

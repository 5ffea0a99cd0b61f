/**
 * The member's own ideas in their plan (read/plan-own.ts): each is given a slot of the schedule before the library
 * fills the rest, one idea a day where the days allow, and said back in their words with a reason from the two
 * people's results. An idea built on drinking is dropped when the plan must have no alcohol (a pregnancy, someone who
 * does not drink), and the reply says so rather than keeping it or leaving it out silently.
 */
import type { PlanRequest } from '../read/plan.js';
import type { OwnIdea } from '../read/plan-own.js';
import type { Person } from './fit.js';
import type { Block } from './schedule.js';
import { clockHour } from '../read/zones.js';
import { capital } from './kinds-common.js';

export interface Pinned {
  block: Block;
  idea: OwnIdea;
}

export interface OwnPlacement {
  pinned: Pinned[];
  /** Ideas the plan cannot keep, with the reason in a few words. */
  dropped: Array<{ idea: OwnIdea; why: string }>;
}

/** Which blocks the member's ideas take; the rest are left for the library. */
export function placeOwnIdeas(req: PlanRequest, blocks: Block[]): OwnPlacement {
  const out: OwnPlacement = { pinned: [], dropped: [] };
  const noDrink = req.pregnant ? 'with the pregnancy' : req.diet?.includes('noAlcohol') || req.avoid.includes('pub') ? 'with no drinking' : null;
  const days = new Set<number>();
  for (const idea of req.ownIdeas ?? []) {
    if (idea.drink && noDrink) {
      out.dropped.push({ idea, why: `left out ${noDrink}` });
      continue;
    }
    const free = blocks.filter((b) => !out.pinned.some((p) => p.block === b));
    // A show or a bar fits the evening, or the dinner slot when the day has no evening of its own.
    const fits = (b: Block) => b.slot === idea.slot || (idea.slot === 'evening' && b.slot === 'dinner');
    const block = free.find((b) => fits(b) && !days.has(b.day)) ?? free.find(fits);
    if (!block) {
      out.dropped.push({ idea, why: 'no room left in the time you have' });
      continue;
    }
    days.add(block.day);
    out.pinned.push({ block, idea });
  }
  return out;
}

/** The plan's line for an idea of the member's: their words first, then what to book and why it suits them. */
export function ownIdeaLine(p: Pinned, label: string, req: PlanRequest, people: Person[]): string {
  const other = people.find((x) => !x.isMe);
  const me = people.find((x) => x.isMe);
  const notes: string[] = [];
  const show = /\b(?:show|theatre|theater|musical|play|opera|ballet|concert|gig|comedy)\b/i.test(p.idea.text);
  if (show) notes.push(req.pregnant ? 'book aisle seats and an early performance' : 'book ahead and pick an early performance if the day has been full');
  if (p.idea.group && other?.energy?.letter === 'I') {
    notes.push(me?.energy?.letter === 'E'
      ? `you recharge around people and ${other.name} recharges alone, so keep it to this one evening, a table of four to six, with a quiet morning after`
      : `${other.name} recharges alone, so keep the table small and the next morning quiet`);
  } else if (p.idea.group && me?.energy?.letter === 'E') notes.push(`you recharge around people (${me.energy.percent}% Extraverted), so this is the lively part`);
  // A show in the slot of a day's dinner starts later, with a bite to eat before it.
  const early = p.idea.slot === 'evening' && p.block.slot === 'dinner';
  if (early) notes.push('eat something light beforehand');
  return `- **${early ? clockHour(19.5) : label}** Your idea: ${yours(p.idea.text)}${notes.length ? `. ${capital(notes.join('; '))}` : ''}.`;
}

/** The member's words said back to them: "a big dinner with my friends" is "with your friends". */
function yours(text: string): string {
  return text.replace(/\b(?:my|our)\b/gi, 'your').replace(/\b(?:me|us)\b/gi, 'you').replace(/\bI\b/g, 'you');
}

/** One line saying which of the member's ideas were kept and which were not, or null when they gave none. */
export function ownIdeasSummary(placement: OwnPlacement): string | null {
  if (!placement.pinned.length && !placement.dropped.length) return null;
  const kept = placement.pinned.map((p) => yours(p.idea.text));
  const parts = [
    ...(kept.length ? [`${kept.length === 1 ? 'Your idea is' : 'Your ideas are'} in the plan below (${kept.join(', ')}), with the rest built around ${kept.length === 1 ? 'it' : 'them'}.`] : []),
    ...placement.dropped.map((d) => `${capital(yours(d.idea.text))}: ${d.why}.`),
  ];
  return parts.join(' ');
}

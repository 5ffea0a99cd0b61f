/**
 * The member's own ideas for a plan ("I'm thinking a wine tasting, a big dinner with my friends and a West End show"):
 * the plan is built around them, not beside them (blind round 17: three ideas given, a library plan that used none).
 * Each idea keeps the member's words and gets the part of the day it belongs to; an idea that needs alcohol is marked,
 * so a plan that must have none can say it was dropped instead of quietly keeping it.
 */
/** The part of a day an idea belongs to (the schedule's slots, compose/schedule.ts). */
export type Slot = 'morning' | 'lunch' | 'afternoon' | 'evening' | 'dinner';

export interface OwnIdea {
  /** As the member said it, without the leading "a" doubled: "a West End show". */
  text: string;
  slot: Slot;
  /** Built on drinking: a wine tasting, a brewery, cocktails. */
  drink: boolean;
  /** Built on other people joining: a dinner with friends, a party. */
  group: boolean;
}

/** Where the ideas are said: "I'm thinking…", "my ideas are…", "I was going to book…". */
const INTRO = /\b(?:i'?m|i am|i was|we'?re|we were|was|been) (?:thinking|planning on|planning|hoping to do|considering)(?: of| about)?(?: doing| booking| getting)?\s+([^.?!\n]+)|\bmy (?:ideas?|plan) (?:is|are|so far(?: is| are)?)[: ]+([^.?!\n]+)|\b(?:i'?d|i would) (?:like|love) to (?:do|book|take (?:her|him|them) to)\s+([^.?!\n]+)/i;

/** What makes a phrase an activity one can place in a day; a phrase with none of these is not taken as an idea. */
const KINDS: Array<[RegExp, Slot]> = [
  [/\b(?:show|theatre|theater|musical|play|opera|ballet|concert|gig|comedy|stand-?up|cinema|film|movie|karaoke|cocktails?|bar|drinks)\b/i, 'evening'],
  [/\b(?:dinner|supper|feast|restaurant)\b/i, 'dinner'],
  [/\b(?:lunch|brunch|afternoon tea|picnic)\b/i, 'lunch'],
  [/\b(?:breakfast|run|yoga|swim)\b/i, 'morning'],
  [/\b(?:tasting|museum|gallery|exhibition|tour|class|workshop|market|spa|walk|hike|boat|cruise|zoo|aquarium|escape room|bowling|park|garden|shopping|pottery|painting|cooking class|wine|brewery|distillery|ride)\b/i, 'afternoon'],
];

const DRINK = /\b(?:wine|beer|brewery|distillery|cocktails?|gin|whisky|whiskey|bar crawl|pub crawl|pub|bar|drinks|champagne|prosecco)\b/i;
const GROUP = /\b(?:friends|mates|group|party|everyone|the gang|family|crew)\b/i;

/** The ideas said in the message, at most four, oldest first; empty when it offers none. */
export function readOwnIdeas(message: string): OwnIdea[] {
  const m = INTRO.exec(message);
  const said = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!said) return [];
  const out: OwnIdea[] = [];
  const isIdea = (part: string) => KINDS.some(([re]) => re.test(part));
  // Commas always part ideas; "and", "or" and "then" only when both sides are ideas ("dinner and a show", not
  // "a walk by the river and the old town").
  const parts = said.split(/\s*,\s*(?:and\s+|or\s+|then\s+|plus\s+)?|\s*\+\s*/i).flatMap((chunk) => {
    const halves = chunk.split(/\s+(?:and|or|then|plus)\s+/i);
    return halves.length > 1 && halves.every(isIdea) ? halves : [chunk];
  });
  for (const raw of parts) {
    const text = raw.replace(/^(?:maybe|perhaps|possibly|probably|also)\s+/i, '').replace(/\s*(?:or something|etc|maybe|idk|lol)\.?$/i, '').trim();
    if (text.length < 3 || text.split(/\s+/).length > 9) continue;
    const kind = KINDS.find(([re]) => re.test(text));
    if (!kind) continue;
    out.push({ text, slot: kind[1], drink: DRINK.test(text), group: GROUP.test(text) || /\bbig dinner\b/i.test(text) });
    if (out.length === 4) break;
  }
  return out;
}

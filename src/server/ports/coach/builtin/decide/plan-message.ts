/**
 * "Write the message I send to the group chat to lock it in", after the coach made a plan in the thread: one message
 * that carries the plan's facts (what, where, when, cost each, what to bring, a date to confirm by), read from the
 * plan reply itself and the member's own turns, never a general template. A fact the thread does not hold is a
 * [blank] the member fills. Null when the thread has no plan to lock in.
 */
import type { CoachContext } from '../../context.js';
import { lower } from '../read/text.js';
import { BLANKS_NOTE } from '../compose/answers/sendable.js';

/** A request for the message that settles a plan with the people going. */
const LOCK_IN = /\b(?:write|draft|give me|what do i (?:send|say|post|write)|(?:a|the) (?:message|text|msg))\b[^]*\b(?:group ?chat|the group|everyone|all of them|the others|the gang|lock (?:it|this) in|confirm|make it official|firm (?:it|this) up)\b|\b(?:group ?chat|the group) (?:message|text|msg)\b/i;

const NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, a: 1, 'a couple of': 2, couple: 2 };

interface PlanFacts {
  title: string;
  where: string | null;
  lines: Array<{ label: string; amount: number }>;
  currency: string;
}

/** The last plan reply in the thread: its title, where, and its budget lines. */
function lastPlan(ctx: CoachContext): PlanFacts | null {
  for (let i = ctx.history.length - 1; i >= 0; i--) {
    const t = ctx.history[i]!;
    if (t.role !== 'assistant' || !/\*\*Budget\*\*|\*\*Day 1\*\*/.test(t.content)) continue;
    const title = /^\*\*([^*\n]{4,80})\*\*/.exec(t.content.trim())?.[1] ?? 'the plan';
    const where = /\*\*Where:\*\*\s*([^\n]+)/.exec(t.content)?.[1]?.trim() ?? null;
    const lines = [...t.content.matchAll(/^- ([^:\n*]{3,60}): about ([A-Z]{0,2}[$£€])(\d+)/gm)].map((m) => ({ label: m[1]!.trim(), amount: Number(m[3]), currency: m[2]! }));
    // A day-by-day plan gives its "Rough total" for the two of them instead of budget lines: all of it priced for two.
    const rough = /Rough total: about ([A-Z]{0,2}[$£€])(\d+)/.exec(t.content);
    if (!lines.length && rough) lines.push({ label: 'the plan', amount: Number(rough[2]), currency: rough[1]! });
    return { title, where, lines, currency: lines[0]?.currency ?? '' };
  }
  return null;
}

/** How many people go now: the two of them, plus anyone the member said is joining. */
function peopleGoing(ctx: CoachContext): number {
  const said = ctx.history.filter((t) => t.role === 'user').map((t) => lower(t.content)).join(' ');
  const m = /\b(\d|one|two|three|four|five|six|a couple of|couple) (?:more )?(?:friends|mates|people|others|of (?:our|my|his|her) friends)\b[^.?!]{0,30}\b(?:want(?:s)? to come|are coming|coming|join(?:ing)?|tag(?:ging)? along)\b/.exec(said);
  let extra = m ? (/^\d$/.test(m[1]!) ? Number(m[1]) : NUMBER[m[1]!] ?? 0) : 0;
  // "Her sister and her boyfriend want to come too": each person named in the turn that says they are coming.
  const turn = ctx.history.filter((t) => t.role === 'user').map((t) => lower(t.content)).find((t) => /\b(?:want(?:s)? to come|are coming|coming too|join(?:ing)? us|tag(?:ging)? along|come too|come as well)\b/.test(t));
  if (!extra && turn) extra = (turn.match(/\b(?:her|his|my|our|their|a) (?:sister|brother|friend|boyfriend|girlfriend|partner|husband|wife|cousin|mum|mom|dad|flatmate|roommate|colleague)\b/g) ?? []).length;
  return 2 + extra;
}

/** When, as the member said it: "late May", "the first weekend of June". */
function whenSaid(ctx: CoachContext): string | null {
  const said = ctx.history.filter((t) => t.role === 'user').map((t) => t.content).join(' ');
  const m = /\b((?:early|mid|late|end of|the (?:first|last|second) weekend of|the end of) )?(january|february|march|april|may|june|july|august|september|october|november|december)\b/i.exec(said);
  return m ? `${(m[1] ?? '').toLowerCase()}${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1).toLowerCase()}` : null;
}

/** Cost each: shared costs (site, gas, wood) split across everyone; the rest was priced for two, so halved. */
function costEach(plan: PlanFacts, people: number): number | null {
  if (!plan.lines.length) return null;
  let shared = 0;
  let perTwo = 0;
  for (const l of plan.lines) {
    if (/\b(?:gas|fuel|petrol|campsite|site|permit|parking|firewood|wood|ice|buffer|cabin|room|rental car|car)\b/i.test(l.label) && !/\b(?:canoe|kayak|bike|ticket)\b/i.test(l.label)) shared += l.amount;
    else perTwo += l.amount;
  }
  return Math.ceil((shared / people + perTwo / 2) / 5) * 5;
}

/** A place as the member wrote it: "the coast" stays lower case when that is how they said it. */
function asSaid(ctx: CoachContext, place: string): string {
  const said = ctx.history.filter((t) => t.role === 'user').map((t) => t.content).join(' ');
  return said.includes(place.toLowerCase()) ? place.toLowerCase() : place.replace(/^The /, 'the ');
}

export function planGroupMessage(ctx: CoachContext, message: string): string | null {
  if (!LOCK_IN.test(message)) return null;
  const plan = lastPlan(ctx);
  if (!plan) return null;
  const people = peopleGoing(ctx);
  const what = plan.title.replace(/\s*\([^)]*\)\s*$/, '').replace(/\s+with \p{Lu}\p{L}+$/u, '').replace(/\s+(?:in|to|at) .*$/, '');
  const nights = /\b(\d+) nights?\b/i.exec(plan.title)?.[1];
  const when = whenSaid(ctx);
  const each = costEach(plan, people);
  const camping = /\bcamp/i.test(plan.title);
  // The place the plan's title names ("A weekend in The Coast"), else a blank for the one picked.
  const named = /\b(?:in|to|at) ((?:the )?\p{L}[\p{L} ]{1,30}?)(?= with\b| \(|$)/iu.exec(plan.title)?.[1];
  const place = plan.where && /\b(?:park|campground|lake|beach)\b/i.test(plan.where) ? '[park]' : named ? asSaid(ctx, named) : '[place]';
  const bring = camping ? 'your own sleeping bag and mat, and a share of the food (we can split meals: one dinner each pair)' : null;
  const text = [
    `Hi all! Locking in ${lower(what).replace(/^\d+ nights? /, '')}: ${when ? `${when}, ` : ''}[dates]${nights ? `, ${nights} night${nights === '1' ? '' : 's'}` : ''}, at ${place}.`,
    each ? `It works out at about ${plan.currency}${each} each${people > 2 ? ` with ${people} of us` : ''}${camping ? ' for the site, gas and food' : ''}.` : `Cost is about [cost] each.`,
    ...(bring ? [`Please bring ${bring}.`] : []),
    `Can everyone confirm by [day] so I can book${camping ? ' the site before it fills up' : ''}?`,
  ].join(' ');
  return [
    'One message with the facts, so people can answer with a yes and a date:',
    `"${text}"`,
    BLANKS_NOTE,
    'A date to confirm by is what turns "sounds fun" into a yes.',
  ].join('\n\n');
}

/** "Two friends want to come, does that change the plan?": more people joining a plan the thread made. */
const MORE_COMING = /\b(?:want(?:s)? to come|are coming|coming too|want(?:s)? to join|join(?:ing)? us|tag(?:ging)? along|come too|come as well|invited (?:two|three|some|a few|\d))\b/i;

/**
 * The plan the thread made, for the bigger group: what changes (space, cost each, who cooks, gear and seats) and what
 * to keep for the two of them, with the cost each worked out from the plan's own figures. Null without a plan.
 */
export function planGrows(ctx: CoachContext, message: string): string | null {
  if (!MORE_COMING.test(message) || message.trim().split(/\s+/).length > 30) return null;
  const plan = lastPlan(ctx);
  if (!plan) return null;
  const people = peopleGoing({ ...ctx, history: [...ctx.history, { role: 'user', content: message }] });
  if (people <= 2) return null;
  const each = costEach(plan, people);
  const before = costEach(plan, 2);
  const camping = /\bcamp/i.test(plan.title);
  const partner = /\bwith (\p{Lu}\p{L}+)/u.exec(plan.title)?.[1];
  return [
    `Yes, a little, and mostly for the better on cost: with ${people} of you, the shared costs split ${people} ways.`,
    [
      camping ? `- **Space:** check the site takes ${people} people and two tents (many sites allow up to six), and book it soon.` : `- **Space:** check the booking takes ${people}; a bigger place or a second room may be needed.`,
      each && before ? `- **Cost:** about ${plan.currency}${each} each instead of ${plan.currency}${before}, since ${camping ? 'the site, gas and firewood' : 'the shared costs'} are now split ${people} ways.` : `- **Cost:** split the shared costs ${people} ways, and let each person cover their own food and extras.`,
      camping ? '- **Food:** one dinner per pair is the easiest split; agree who brings the stove, the cooler and the cookware.' : '- **Food:** agree up front who books or cooks which meal.',
      `- **Seats and gear:** ${people} people and their gear may not fit one car; check whether the friends can drive or share.`,
      `- **Time for two:** keep one stretch${partner ? ` just for you and ${partner}` : ' for the two of you'}, like a morning walk or paddle, so the trip is still yours too.`,
    ].join('\n'),
    'When it is settled, I can write the message for the group chat that locks it in.',
  ].join('\n\n');
}

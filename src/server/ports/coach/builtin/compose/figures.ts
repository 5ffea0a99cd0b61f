/**
 * A figure in the message that is one of the member's own Vibe scores (decision 093, addendum). "We're on 64, what's
 * dragging it down?", "is 64 good", "why is me + jordan 64 but me + sam only 61": the question is about those Vibes
 * whatever words ask it, so it is answered from their parts, computed from the data: what pulls one Vibe down and
 * what holds it up, or, for two Vibes, which half of each differs. Before, none of these phrasings reached the Vibe
 * answers (they waited for the word "vibe") and the member got a menu. Only parts the other person shares are used.
 */
import type { VibePart, VibeResult } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { lower } from '../read/text.js';
import { suggestion, why } from './insight.js';

const visible = (parts: VibePart[]) => parts.filter((p) => !p.withheld);
const partsOf = (v: VibeResult) => visible([...v.personality.parts, ...(v.lifestyle?.parts ?? [])]);
/** A reason or tip put mid-sentence: "You…" and "Try…" lose their capital; a name keeps it. */
const lowerFirst = (s: string) => (/^(?:You|Your|Try|Tell|Share|Plan|Ask)\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/**
 * The two-digit numbers of the message that stand as scores: not money (£64, 64 dollars), an age ("nan's 89", "turns
 * 64", "64 years"), a time ("at 10"), a share (64%) or a count of things ("64 guests").
 */
function scoreNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(^|[^\w£$€.:])(\d{2})(?!\d|%|[:.]\d|\w)(\s*\S+)?/g)) {
    const before = text.slice(Math.max(0, m.index! - 12), m.index! + m[1]!.length);
    const after = lower(m[3] ?? '');
    if (/(?:'s|\b(?:turn(?:s|ed|ing)?|aged?|since|in|for|every|about|around|under|over)) $/.test(before)) continue;
    // "at 10" is a time; "we sit at 64" is not (a clock never reads 64).
    if (/\bat $/.test(before) && Number(m[2]) <= 24) continue;
    if (/^\s*(?:years?|yrs?|yo|y\/o|dollars?|bucks|quid|pounds?|euros?|cad|aud|usd|mins?|minutes?|hours?|days?|weeks?|months?|people|guests|km|miles|k\b|pm|am)/.test(after)) continue;
    out.push(Number(m[2]));
  }
  return out;
}

/** The connections whose Vibe the message names by its figure; a figure two Vibes share counts for neither. */
function byFigure(ctx: CoachContext, text: string): CoachConnection[] {
  const numbers = scoreNumbers(text);
  return ctx.connections.filter((c) => c.vibe && numbers.includes(c.vibe.score) && ctx.connections.filter((k) => k.vibe?.score === c.vibe!.score).length === 1);
}

const named = (ctx: CoachContext, text: string) => ctx.connections.filter((c) => new RegExp(`\\b${lower(c.firstName)}\\b`).test(text));

/** One Vibe: what pulls it down (its two lowest visible parts), what holds it up, and the one thing the data suggests. */
function oneVibe(c: CoachConnection, text: string): string {
  const v = c.vibe!;
  const name = c.firstName;
  const parts = partsOf(v).sort((a, b) => a.score - b.score);
  const low = parts.filter((p) => p.score < 70).slice(0, 2);
  const high = parts[parts.length - 1];
  const halves = `personality ${v.personality.score}${v.lifestyle ? ` and lifestyle ${v.lifestyle.score}` : ''}`;
  const lines = [`Your Vibe with ${name} is **${v.score}** (${v.band}), from two halves: ${halves}.`];
  if (low.length) {
    lines.push(`What pulls it down:\n${low.map((p) => `- **${p.label}** (${p.score}): ${why(p, name)}.`).join('\n')}`);
  } else {
    lines.push(`No part of it is low: the lowest is ${parts[0]!.label.toLowerCase()} at ${parts[0]!.score}.`);
  }
  if (high && !low.includes(high)) {
    const reason = (high.reasons[0] ?? '').replace(/^You\b/, 'you');
    lines.push(`What holds it up is ${high.label.toLowerCase()} (${high.score})${reason ? `: ${lowerFirst(reason)}` : ''}.`);
  }
  const tip = low[0] ? suggestion(low[0]) : null;
  // "Can I fix it without making it weird": a change in what you do needs no talk about a number.
  const quiet = /\b(?:weird|awkward|without (?:making|telling|saying)|between us|mention)\b/.test(text);
  if (tip) lines.push(`The one thing worth doing: ${lowerFirst(tip)}.${quiet ? ` None of it needs a conversation about the score; it is a small change in what you do, and ${name} only notices that it feels good.` : ''}`);
  lines.push(`The number only compares how the two of you answered: it is not a verdict on the two of you, and it does not measure how close you are.`);
  return lines.join('\n\n');
}

/** Two Vibes side by side: each half of each, and which half makes the difference, never a verdict on the people. */
function twoVibes(a: CoachConnection, b: CoachConnection, text: string): string {
  const [hi, lo] = a.vibe!.score >= b.vibe!.score ? [a, b] : [b, a];
  const line = (c: CoachConnection) => {
    const v = c.vibe!;
    const parts = partsOf(v).sort((x, y) => x.score - y.score);
    const weakest = parts[0];
    const top = parts[parts.length - 1];
    const halves = `personality ${v.personality.score}${v.lifestyle ? `, lifestyle ${v.lifestyle.score}` : ''}`;
    const topReason = top?.reasons[0] ? `; strongest is ${top.label.toLowerCase()} (${top.score}): ${lowerFirst(top.reasons[0].replace(/^You\b/, 'you'))}` : '';
    return `- **${c.firstName} (${v.score})**: ${halves}. Lowest is ${weakest!.label.toLowerCase()} (${weakest!.score}): ${why(weakest!, c.firstName)}${topReason}.`;
  };
  const same = hi.vibe!.score === lo.vibe!.score;
  const head = same
    ? `Your Vibes with ${hi.firstName} and ${lo.firstName} are both ${hi.vibe!.score}, but they are made up differently:`
    : `Your Vibe with ${hi.firstName} (${hi.vibe!.score}) is ${hi.vibe!.score - lo.vibe!.score <= 5 ? 'only a little' : ''} higher than with ${lo.firstName} (${lo.vibe!.score}), and the two are made up differently:`.replace('is  higher', 'is higher');
  const out = [head, [line(hi), line(lo)].join('\n')];
  // Where the gap comes from: the half where the two Vibes differ most, said with its figures.
  const lifestyle = hi.vibe!.lifestyle && lo.vibe!.lifestyle ? { hi: hi.vibe!.lifestyle.score, lo: lo.vibe!.lifestyle.score } : null;
  const personality = { hi: hi.vibe!.personality.score, lo: lo.vibe!.personality.score };
  if (lifestyle && !same) {
    const [ahead, behind] = lifestyle.hi - lifestyle.lo >= personality.hi - personality.lo ? ['lifestyle', 'personality'] : ['personality', 'lifestyle'];
    const f = ahead === 'lifestyle' ? lifestyle : personality;
    const g = behind === 'lifestyle' ? lifestyle : personality;
    const reverse = g.lo > g.hi ? ` while ${lo.firstName} is ahead on ${behind} (${g.lo} against ${g.hi})` : '';
    out.push(`So the gap comes from ${ahead}: ${hi.firstName} is ahead there (${f.hi} against ${f.lo})${reverse}.`);
  }
  const partner = [hi, lo].find((c) => c.relationshipType === 'couple');
  const verdict = /\b(?:better (?:match|fit|for me)|mean(?:s|ing)?|saying|should i)\b/.test(text) ? 'No, it is not saying that. ' : '';
  out.push(`${verdict}A Vibe is not a verdict or a ranking of people: it compares how your survey answers line up, and ${partner ? `a partner and a friend are scored the same way, though the relationships ask different things of you` : 'different kinds of connection score differently'}.`);
  const lowest = partsOf(lo.vibe!).sort((x, y) => x.score - y.score)[0];
  const tip = lowest && suggestion(lowest);
  if (tip) out.push(`If you'd like the ${lo.firstName} one to move: ${lowerFirst(tip)}.`);
  return out.join('\n\n');
}

/**
 * The answer to a message that names one or two of the member's Vibes by their figures and asks about them, or null.
 * One figure counts when the message names that person, or is short and names nobody else (a bare "is 64 good").
 */
export function figureReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  // A question that says "vibe" is already routed to the Vibe answers (a why, the maths); this family is the figure alone.
  if (/\bvibes?\b/.test(text)) return null;
  const asks = /\?|\b(?:why|how come|what'?s|what|whats|is|explain|mean|good|bad|low|ok|okay)\b/.test(text);
  if (!asks) return null;
  const figured = byFigure(ctx, text);
  if (figured.length >= 2) return twoVibes(figured[0]!, figured[1]!, text);
  const [c] = figured;
  if (!c) return null;
  const people = named(ctx, text);
  const words = text.trim().split(/\s+/).length;
  if (people.some((p) => p !== c)) return null;
  if (people.includes(c) || words <= 6 || /\b(?:vibe|score|match|on \d{2})\b/.test(text)) return oneVibe(c, text);
  return null;
}

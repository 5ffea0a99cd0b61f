/**
 * "Why is everyday style only 56 with Maya", "what does security & closeness 61 with Sam mean in practice": one part
 * of one Vibe, named by its label, answered as that part (round 12: a figure that also matched a half sent the answer
 * to another part). Its figure, the half it sits in and the whole, what it measures, the reasons behind it, its weight,
 * and a step for this relationship. A part built on a connection's private scores is said to be private, never
 * explained. Love languages have their own answer (love-gap.ts); the two halves theirs (insight.ts).
 */
import type { VibePart } from '../../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../../context.js';
import { RELATIONSHIP_NAMES } from '../../content/knowledge.js';
import { PART_STEPS, sentence } from '../answers/between.js';
import { namedIn } from '../data-parts.js';

/** Each part by the words people use for it, beyond its label. */
const PART_ALIASES: Record<VibePart['id'], RegExp> = {
  type_match: /\btype match\b/,
  axes: /\beveryday style\b|\bpersonality axes\b/,
  attachment: /\bsecurity (?:&|and|n) closeness\b|\battachment (?:part|bit|score)\b/,
  love_languages: /$^/,
  stability: /\bstability (?:part|bit)\b/,
  shared_activities: /\bshared activities\b/,
  category_overlap: /\b(?:interest|category) overlap\b/,
};

/** What each part measures, in a sentence. */
const MEASURES: Record<VibePart['id'], string> = {
  type_match: 'how your two personality types tend to pair up on paper',
  axes: 'how your four everyday leanings meet: energy, how you take in information, how you decide, and how much you plan',
  attachment: 'how your two attachment styles meet: how safe each of you feels relying on the other',
  love_languages: 'how the way each of you shows care meets the way the other most wants it',
  stability: 'how settled the areas of life you each rated are',
  shared_activities: 'the activities you have both rated highly',
  category_overlap: 'how much your broad areas of interest overlap',
};

const ASKS = /\b(?:mean|means|meaning|why|what|how come|in practice|explain|low|high|only)\b|\?/;

export function vibePartReply(ctx: CoachContext, text: string): string | null {
  // The maths of the whole Vibe has its own breakdown with the weights (insight.ts).
  if (!ASKS.test(text) || /\bmaths?\b|\bcalculat\w*|\bbreakdown\b|\bformula\b|\bworked out\b/.test(text)) return null;
  const id = (Object.keys(PART_ALIASES) as Array<VibePart['id']>).find((k) => PART_ALIASES[k].test(text));
  if (!id) return null;
  const withVibe = ctx.connections.filter((c) => c.vibe);
  const named = namedIn(ctx, text).filter((c) => c.vibe);
  const c: CoachConnection | undefined = named.length === 1 ? named[0] : named.length === 0 ? (ctx.focus?.vibe ? ctx.focus : withVibe.length === 1 ? withVibe[0] : undefined) : undefined;
  if (!c?.vibe) return null;
  const v = c.vibe;
  const inPersonality = v.personality.parts.some((p) => p.id === id);
  const half = inPersonality ? v.personality : v.lifestyle;
  const part = half?.parts.find((p) => p.id === id);
  if (!half || !part) return null;
  const name = c.firstName;
  if (part.withheld) return `**${part.label}** in your Vibe with ${name} is built partly from ${name}'s stability scores, which ${name} keeps private, so I can't explain it or give its figure. It still counts, so you both see the same Vibe (**${v.score}**); only the details stay with ${name}.`;
  const share = Math.round(part.weight * half.weight);
  // A second part set against it ("interest overlap 82 but shared activities 0"): its figure too, and for these two
  // what the gap between them means.
  const otherId = (Object.keys(PART_ALIASES) as Array<VibePart['id']>).find((k) => k !== id && PART_ALIASES[k].test(text));
  const other = otherId ? [...v.personality.parts, ...(v.lifestyle?.parts ?? [])].find((p) => p.id === otherId && !p.withheld) : undefined;
  const pair = new Set([id, otherId]);
  const against = other
    ? `Next to it, **${other.label}** is **${other.score}**: it measures ${MEASURES[other.id]}.${pair.has('shared_activities') && pair.has('category_overlap') ? ` So you like the same areas, but haven't yet both rated the same activities within them.` : ''}`
    : null;
  const reasons = [...new Set([...part.reasons, ...(part.watchOut ? [part.watchOut] : [])])].slice(0, 4);
  return [
    `**${part.label}** scores **${part.score}** out of 100 in your Vibe with ${name}. It sits in the ${inPersonality ? 'personality' : 'lifestyle'} half (${half.score}), and the whole Vibe is **${v.score} (${v.band})**; this part counts for about ${share} in 100 of it.`,
    `What it measures: ${MEASURES[id]}.`,
    against,
    reasons.length ? `Behind the figure:\n${reasons.map((r) => `- ${sentence(r)}`).join('\n')}` : null,
    `In practice, for you and your ${RELATIONSHIP_NAMES[c.relationshipType]}: ${PART_STEPS[id](c)}.`,
  ].filter((l): l is string => !!l).join('\n\n');
}

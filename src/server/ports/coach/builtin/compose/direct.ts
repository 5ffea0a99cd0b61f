/**
 * The direct answer to a clear request that no answer kind took (decision 093). Before, such a request got a menu
 * ("Which would help most?") or a template chosen by one word; both answer a different question. Here the act and
 * the people read are enough to answer: a choice between two connections is made from what the member may see of
 * each, a number that is one of the member's Vibes is explained as that Vibe, and advice about someone is a few
 * honest lines that use what the coach knows of them, ending with an offer, never a list of choices.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import type { RequestAct } from '../decide/answers-request.js';
import { lower, possessive } from '../read/text.js';
import { askPart } from '../read/ask.js';
import { insightReply } from './insight.js';
import { giftReply } from './gift.js';
import { roleOf } from './kinds-common.js';
import { triedReply } from './tried.js';
import { whetherReply } from './whether.js';

/** Hands-on help (a move, a repair, painting): the kind of ask where doing things for people is the fit. */
const PRACTICAL = /\b(?:help (?:me )?(?:move|moving|carry|paint|fix|build|assemble|clean|pack|with the (?:move|flat|house))|moving|carry|assemble|paint(?:ing)?|fix(?:ing)?|diy|flat ?pack|bed ?frame|shelves)\b/;

/** The connection whose Vibe score the message names ("is 52 bad?"), when exactly one has it. */
function vibeNamed(ctx: CoachContext, message: string): CoachConnection | undefined {
  const numbers = (message.match(/\b\d{1,3}\b/g) ?? []).map(Number);
  const hits = ctx.connections.filter((c) => c.vibe && numbers.includes(c.vibe.score));
  return hits.length === 1 ? hits[0] : undefined;
}

function chooseBetween(ctx: CoachContext, message: string, people: CoachConnection[]): string | null {
  const [a, b] = people;
  if (!a || !b) return null;
  const practical = PRACTICAL.test(lower(message));
  const gives = (c: CoachConnection) => c.results?.loveLanguageGiving;
  // For hands-on help, the one who shows care by doing things; otherwise the higher Vibe; a tie says so.
  const doer = practical ? [a, b].find((c) => gives(c) === 'acts_of_service') : undefined;
  const byVibe = [a, b].filter((c) => c.vibe).sort((x, y) => y.vibe!.score - x.vibe!.score);
  const pick = doer ?? (byVibe.length === 2 && byVibe[0]!.vibe!.score !== byVibe[1]!.vibe!.score ? byVibe[0] : undefined);
  const other = pick === a ? b : a;
  const lines: string[] = [];
  const vibe = (c: CoachConnection) => (c.vibe ? `your Vibe with ${c.firstName} is ${c.vibe.score} (${c.vibe.band})` : `there is no Vibe with ${c.firstName} yet`);
  if (pick) {
    const reason = doer
      ? `${pick.firstName} mostly shows care through **${LOVE_LANGUAGE_LABELS.acts_of_service}**, so being asked for practical help is likely to feel like a chance to help rather than a chore`
      : `${vibe(pick)}, against ${other.vibe ? other.vibe.score : 'none'} with ${other.firstName}, so it is the easier fit of the two on paper`;
    lines.push(`I'd go with **${pick.firstName}**: ${reason}.`);
  } else {
    lines.push(`On what I can see, neither stands out: ${vibe(a)} and ${vibe(b)}.`);
  }
  const receives = other.results?.loveLanguageReceiving;
  lines.push(
    pick
      ? `That is not a verdict on ${other.firstName}${receives ? `, who feels most cared for through ${LOVE_LANGUAGE_LABELS[receives].toLowerCase()}` : ''}; ${practical ? `asking ${other.firstName} for something else (company after, or a meal together) keeps it from feeling like a ranking` : `a plan that is just the two of you another time keeps it from feeling like a ranking`}.`
      : `Pick the one who is free and would enjoy it more, and ask early with a clear time and what you need.`,
  );
  lines.push(practical ? `Ask early, say what the job is and roughly how long it takes, and offer something back (food on the day goes a long way).` : `Whoever you choose, ask plainly and early; people mind a clear ask much less than a vague one.`);
  return lines.join('\n\n');
}

export function adviceAbout(ctx: CoachContext, c: CoachConnection | string): string {
  if (typeof c === 'string') return adviceWith(ctx, c);
  const lines = [`Here is how I'd go about it with ${c.firstName}:`];
  const bullets = [
    `- Raise it soon, in private and at a calm moment, about the one thing that matters most, and say what you'd like instead rather than what ${c.firstName} did wrong.`,
  ];
  const receives = c.results?.loveLanguageReceiving;
  if (receives) bullets.push(`- ${c.firstName} feels most cared for through **${LOVE_LANGUAGE_LABELS[receives]}**, so ${receives === 'words_of_affirmation' ? `say plainly what you value before the hard part` : receives === 'quality_time' ? `give it proper time, not a message between other things` : receives === 'acts_of_service' ? `pair the talk with something practical you will do` : receives === 'physical_touch' ? `have it face to face rather than by text` : `a small gesture afterwards shows there are no hard feelings`}.`);
  const ei = ctx.person.results?.evidence.axes.find((x) => x.axis === 'EI');
  if (ei?.letter === 'I') bullets.push(`- You lean ${Math.round(ei.percent)}% Introverted: writing down the two or three sentences you want to say beforehand makes it much easier in the moment.`);
  else bullets.push(`- Listen to ${c.firstName}'s side before you suggest a fix; agreeing on one small change is a better end than winning the point.`);
  lines.push(bullets.join('\n'));
  lines.push(`If you tell me the one thing you most want ${c.firstName} to take away, I can put it into words you could say.`);
  return lines.join('\n\n');
}

/** Advice about someone who is not on Attune ("your manager"): the few steps that hold for most such talks, and the member's own leaning. */
function adviceWith(ctx: CoachContext, who: string): string {
  const ei = ctx.person.results?.evidence.axes.find((x) => x.axis === 'EI');
  return [
    `I can't see ${who === 'them' ? 'their' : possessive(who)} side, but here is how I'd go about it:`,
    [
      `- Pick a calm, private moment soon, not straight after the next time it happens.`,
      `- Name the one thing that keeps happening and what it does to you, in a sentence each, then ask for one concrete change.`,
      `- Ask ${who === 'them' ? 'them' : who.replace(/^your /, 'your ')} for their reasons before you propose a fix: you may learn what is driving it, and people agree more easily to a change they helped shape.`,
      ei?.letter === 'I' ? `- You lean ${Math.round(ei.percent)}% Introverted: write your two or three sentences down first so they come out the way you mean them.` : `- Keep it short: one point, one ask, then listen.`,
    ].join('\n'),
    `If you tell me the one thing you most want ${who} to take away, I can put it into words you could say.`,
  ].join('\n\n');
}

/** A direct answer to the act with the people understood, or null when the act alone is not enough to answer. */
export function directAnswer(ctx: CoachContext, message: string, act: RequestAct, named: CoachConnection[], recent?: CoachConnection): string | null {
  if (act === 'choose') return chooseBetween(ctx, message, named.length >= 2 ? named : ctx.connections.filter((c) => new RegExp(`\\b${c.firstName}\\b`, 'i').test(message)));
  const vibeOf = vibeNamed(ctx, message);
  if ((act === 'explain' || act === 'whether') && vibeOf) return insightReply(ctx, `why is my vibe with ${vibeOf.firstName} ${vibeOf.vibe!.score}`);
  const person = named[0] ?? recent ?? ctx.focus ?? undefined;
  if (act === 'gift') return giftReply(ctx, message, person);
  // Advice is about the person the asking sentence means: named there, or "him"/"this guy" with one person named in
  // the story. A whether-question keeps its one question back: who it is about is often not who is named.
  // "Am I a control freak or is this normal?" with a story: a verdict, its reasons and a step, about the person in it.
  if (act === 'whether') return whetherReply(ctx, message, named[0] ?? recent ?? ctx.focus ?? undefined);
  if (act === 'advice') {
    // "What else can I do" after what was tried: new ways, none already tried (decision 093, addendum).
    const tried = triedReply(ctx, message);
    if (tried) return tried;
    const ask = askPart(message);
    const meant = named.find((c) => new RegExp(`\\b${c.firstName}\\b`, 'i').test(ask)) ?? (named.length === 1 && /\b(?:him|her|them|this (?:guy|girl|person)|he|she|they)\b/i.test(ask) ? named[0] : undefined) ?? (named.length === 0 ? (recent ?? ctx.focus ?? undefined) : undefined);
    const role = roleOf(message);
    return adviceAbout(ctx, meant ?? (role ? `your ${role}` : 'them'));
  }
  return null;
}

/**
 * Questions about the members' own Attune data, answered from that data (round 10, decision 105): "why is my Vibe
 * with one person lower than with another", "what does this line of our Vibe mean", "why doesn't what I do for her
 * register", "is my stability figure bad", "am I as compatible with her as he is". The product's data is finite (type
 * and leanings, attachment, love languages given and wanted, stability, the Vibe's halves, parts and reasons), so each
 * answer is computed: which items and which people the question is about, the comparison with the larger figure
 * called larger, what a figure means and does not mean, and what the member can do in this kind of relationship.
 * Privacy as the app: another pair's Vibe is never visible, a part a connection keeps private is never named, a
 * pending person gets nothing here (decide/state.ts answers requests).
 */
import { LOVE_LANGUAGE_LABELS, STABILITY_LABELS } from '../../../../../shared/assessment/labels.js';
import type { LoveLanguage, StabilityDimension, VibePart, VibeResult } from '../../../../../shared/assessment/types.js';
import { STABILITY_RESULT_FIELD } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { LOVE_LANGUAGE_KB, RELATIONSHIP_NAMES, STABILITY_KB } from '../content/knowledge.js';
import { lower } from '../read/text.js';
import { languageNamed } from './answers/own.js';
import { dataPartsReply, namedIn, quotedPart } from './data-parts.js';
import { ownResultsReply } from './results/index.js';
import { loveGapAnswer } from './results/love-gap.js';
import { vibePartReply } from './results/vibe-part.js';
import { lowerFirst, stabilityLevel, STABILITY_AREA_WORDS } from './results/common.js';

const visible = (v: VibeResult): VibePart[] => [...v.personality.parts, ...(v.lifestyle?.parts ?? [])].filter((p) => !p.withheld);
const ll = (l: LoveLanguage) => LOVE_LANGUAGE_LABELS[l];
const role = (c: CoachConnection) => RELATIONSHIP_NAMES[c.relationshipType];

// ------------------------------------------------------------------------------------------------ another pair's Vibe

const COMPAT = /\b(?:compatib\w*|vibe|match(?:ed)?|score)\b/;
const ME = /^(?:me|i|my|myself|mine|us|we|you)$/;
/** "Maya and Sam", "her and her boyfriend", "with his girlfriend": two people, neither of them the member. */
const PAIR = /\b([\p{L}']+)\s+(?:and|&|\+|with)\s+(?:(?:his|her|their)\s+)?([\p{L}']+)\b/gu;
/** The member set against another pair ("me and Maya to Maya and Sam", "as compatible with her as he is"). */
const AGAINST_ME = /\b(?:me|i) (?:and|&|\+|with) [\p{L}']+\b.{0,30}\b(?:to|vs\.?|versus|against|than|compared (?:to|with))\b|\bas (?:compatible|good|close|well matched)\b.{0,30}\bas (?:he|she|they|\p{L}+) (?:is|are|does)\b/u;
const THEIR_PARTNER = /\b(?:his|her|their)\s+(?:girlfriend|boyfriend|partner|wife|husband|ex|best friend|bf|gf)\b/;

/** The connection whose Vibe with someone else the member asks about, or null. */
function otherPair(ctx: CoachContext, text: string): CoachConnection | null {
  if (!COMPAT.test(text) && !/\bha(?:s|ve) (?:a |an )?\d{2} with\b/.test(text)) return null;
  const names = new Set(ctx.connections.map((c) => lower(c.firstName)));
  for (const m of text.matchAll(PAIR)) {
    const [a, b] = [m[1]!, m[2]!];
    if (ME.test(a) || ME.test(b) || a === b) continue;
    const known = [a, b].filter((w) => names.has(w));
    // Both sides people: two connections, or one connection and someone of theirs ("sam and his girlfriend").
    // A pair set against the member: one of them may not even be the member's connection ("Maya and Sam" to Priya).
    if ((known.length >= 1 && AGAINST_ME.test(text)) || (known.length === 1 && /\b(?:his|her|their)\s+[\p{L}]+$/u.test(m[0]) && THEIR_PARTNER.test(m[0]))) {
      return ctx.connections.find((c) => lower(c.firstName) === known[0]) ?? null;
    }
  }
  // "Is Sam more compatible with me or with his girlfriend?", "she has a 64 with Jordan".
  const c = namedIn(ctx, text)[0];
  if (c && THEIR_PARTNER.test(text) && /\bor\b/.test(text)) return c;
  if (c && /\b[\p{L}']+ (?:has|have|got) (?:a |an )?\d{2} with\b/u.test(text) && !/\b(?:i|we) (?:have|got) (?:a |an )?\d{2} with\b/.test(text)) return c;
  return null;
}

function otherPairAnswer(ctx: CoachContext, c: CoachConnection, text: string): string {
  const others = namedIn(ctx, text).filter((x) => x !== c);
  const pair = others[0] ? `${c.firstName} and ${others[0].firstName}` : `${c.firstName} and anyone else`;
  const mine = c.vibe ? `What you can see is your own: your Vibe with ${c.firstName} is **${c.vibe.score} (${c.vibe.band})**, personality ${c.vibe.personality.score}${c.vibe.lifestyle ? ` and lifestyle ${c.vibe.lifestyle.score}` : ''}.` : `You and ${c.firstName} have no Vibe yet.`;
  return [
    `I can't compare those: the Vibe between ${pair} isn't visible to you, and I don't see it in your chat either. Each Vibe is shown only to the two people in it.`,
    mine,
    `Two Vibes wouldn't rank the people anyway: a ${role(c)} and a ${c.relationshipType === 'couple' ? 'friend' : 'partner'} ask different things of a relationship, and the number only compares how survey answers line up.`,
    /\b(?:jealous|threat|worried|worry|insecure)\b/.test(text) ? `On the feeling itself: a Vibe measures how survey answers line up, not closeness or attraction, so another pair's number says nothing about you two. If it keeps bothering you, tell ${c.firstName} how you feel rather than quoting a number.` : null,
    `If you'd like, I can go through what holds yours with ${c.firstName} up and one thing that would strengthen it.`,
  ].filter((l): l is string => !!l).join('\n\n');
}

// ------------------------------------------------------------------------------------------------ two or more Vibes

const COMPARE_ASK = /\b(?:why|how come|compare|comparison|vs\.?|versus|than|higher|lower|rank|order|most compatible|best match|top one|difference)\b/;

/** The personality parts that differ most between two Vibes, each said with both figures. */
function partGaps(a: CoachConnection, b: CoachConnection): string[] {
  const of = (c: CoachConnection, id: VibePart['id']) => visible(c.vibe!).find((p) => p.id === id);
  const ids = a.vibe!.personality.parts.map((p) => p.id);
  const gaps = ids
    .map((id) => ({ id, x: of(a, id), y: of(b, id) }))
    .filter((g): g is { id: VibePart['id']; x: VibePart; y: VibePart } => !!g.x && !!g.y && g.x.score !== g.y.score)
    .sort((g, h) => Math.abs(h.x.score - h.y.score) - Math.abs(g.x.score - g.y.score))
    .slice(0, 2);
  return gaps.map(({ x, y }) => {
    const [hi, lo, hs, ls] = x.score > y.score ? [a, b, x, y] : [b, a, y, x];
    const reason = (hs.reasons[0] ?? '').replace(/^Your?\b/, (w) => w.toLowerCase()).replace(/:.*$/, '');
    return `${hs.label} is higher with ${hi.firstName} (${hs.score}) than with ${lo.firstName} (${ls.score})${reason ? `: ${reason}` : ''}.`;
  });
}

function compareVibes(ctx: CoachContext, people: CoachConnection[], text: string): string {
  const ranked = [...people].sort((x, y) => y.vibe!.score - x.vibe!.score);
  const [hi, lo] = [ranked[0]!, ranked[ranked.length - 1]!];
  const lines: string[] = [];
  const diff = hi.vibe!.score - lo.vibe!.score;
  lines.push(
    ranked.length > 2
      ? `Your Vibes, highest first: ${ranked.map((c) => `${c.firstName} (your ${role(c)}) **${c.vibe!.score}**`).join(', ')}.`
      : diff === 0
        ? `Your Vibes with ${hi.firstName} and ${lo.firstName} are the same, **${hi.vibe!.score}**, made up differently.`
        : `Your Vibe with ${hi.firstName} (your ${role(hi)}) is **${hi.vibe!.score}**, ${diff} higher than with ${lo.firstName} (your ${role(lo)}), **${lo.vibe!.score}**.`,
  );
  // Each Vibe's two halves; the parts behind the gap come after, so the reply names a few parts, not all of them.
  lines.push(ranked.map((c) => `- **${c.firstName}**: personality ${c.vibe!.personality.score}${c.vibe!.lifestyle ? `, lifestyle ${c.vibe!.lifestyle.score}` : ''}`).join('\n'));
  const behind = ranked.find((c) => c.relationshipType === 'couple' && c !== hi);
  if (ranked.length > 2 && behind && hi.vibe!.lifestyle && behind.vibe!.lifestyle) {
    const [p1, p2, l1, l2] = [hi.vibe!.personality.score, behind.vibe!.personality.score, hi.vibe!.lifestyle.score, behind.vibe!.lifestyle.score];
    lines.push(`Why ${behind.firstName} is not first: personality is ${p2 > p1 ? `higher with ${behind.firstName} (${p2} against ${p1})` : `higher with ${hi.firstName} (${p1} against ${p2})`}, and lifestyle is ${l2 > l1 ? `higher with ${behind.firstName} (${l2} against ${l1})` : `higher with ${hi.firstName} (${l1} against ${l2})`}; lifestyle only counts activities you have both rated.`);
  }
  if (ranked.length === 2 && hi.vibe!.lifestyle && lo.vibe!.lifestyle) {
    const p = { hi: hi.vibe!.personality.score, lo: lo.vibe!.personality.score };
    const l = { hi: hi.vibe!.lifestyle.score, lo: lo.vibe!.lifestyle.score };
    const halves = [
      p.hi !== p.lo ? `personality is higher with ${p.hi > p.lo ? hi.firstName : lo.firstName} (${Math.max(p.hi, p.lo)} against ${Math.min(p.hi, p.lo)})` : `personality is level (${p.hi})`,
      l.hi !== l.lo ? `lifestyle is higher with ${l.hi > l.lo ? hi.firstName : lo.firstName} (${Math.max(l.hi, l.lo)} against ${Math.min(l.hi, l.lo)})` : `lifestyle is level (${l.hi})`,
    ];
    lines.push(`Where the difference comes from: ${halves.join(', and ')}.`);
    const gaps = partGaps(hi, lo);
    if (gaps.length && p.hi !== p.lo) lines.push(`Inside personality: ${gaps.join(' ')}`);
    const none = [hi, lo].filter((c) => visible(c.vibe!).some((x) => x.id === 'shared_activities' && x.score < 20));
    if (none.length) lines.push(`Lifestyle is low${none.length === 2 ? ' with both' : ` with ${none[0]!.firstName}`}: you haven't rated any of the same activities as ${none.map((c) => c.firstName).join(' or ')} yet, so that part counts as nothing until you do.`);
  }
  const kinds = new Set(ranked.map((c) => c.relationshipType));
  const partner = ranked.find((c) => c.relationshipType === 'couple');
  lines.push(
    `${/\b(?:worried|worry|should i|saying|mean|better match)\b/.test(text) ? 'Nothing here is a reason to worry. ' : ''}A Vibe compares how two people's survey answers line up; it is not a ranking of people or a measure of how close you are${kinds.size > 1 ? `, and ${[...kinds].map((k) => `a ${RELATIONSHIP_NAMES[k]}`).join(' and ')} are different relationships that ask different things of you` : ''}.`,
  );
  const focus = partner ?? lo;
  const weakest = visible(focus.vibe!).sort((x, y) => x.score - y.score)[0];
  const step = weakest?.id === 'shared_activities' || weakest?.id === 'category_overlap'
    ? `rate a few activities you both enjoy, or try one of ${focus.firstName}'s favourites together`
    : weakest?.id === 'love_languages' && focus.results?.loveLanguageReceiving
      ? `give ${focus.firstName} more of what they most want, ${ll(focus.results.loveLanguageReceiving).toLowerCase()}`
      : `talk about the part where you differ most, ${lowerFirst(weakest?.label ?? 'everyday style')}`;
  lines.push(`One thing that would raise your Vibe with ${focus.firstName}: ${step}.`);
  return lines.join('\n\n');
}

// ------------------------------------------------------------------------------------------------ love languages

const LL_WORDS = /\blove languages?\b|\bquality time\b|\bphysical touch\b|\bacts? of service\b|\bwords? of affirmation\b|\b(?:hugs?|cuddles?|affection|touchy|make time for|doesn'?t land|don'?t land|not landing|doesn'?t (?:register|count|notice)|what more does (?:she|he|they) want)\b/;
/** Care that does not arrive: the complaint a love-language gap makes. */
const MISSING = /\b(?:never|doesn'?t|don'?t|isn'?t|not|no) (?:\w+ ){0,3}(?:land|landing|register|count|notice|make time|start|initiate|touchy|hug|cuddle)|\bwhat more does\b|\bdoing it wrong\b|\bbegging\b|\bwhat shift\b|\bmean day to day\b/;
const LL_ASK = /\b(?:why|what|how|mean|is it me|am i|doing it wrong|wrong|shift)\b|\?/;

function loveLanguageAnswer(ctx: CoachContext, c: CoachConnection | null, text: string): string | null {
  const me = ctx.person.results;
  if (!me) return null;
  const theirs = c?.results;
  const lines: string[] = [];
  // A connection who keeps love languages private: nothing here names or guesses them (the other answers say so).
  if (c && !theirs?.loveLanguageReceiving) return null;
  if (c) return loveGapAnswer(ctx, c, text);
  // Someone not on Attune: from the member's own figures only.
  const wanted = me.loveLanguageReceiving;
  const asked = languageNamed(text) ?? wanted;
  lines.push(`Your results say you most want **${ll(wanted)}**${asked !== wanted ? `, not ${lowerFirst(ll(asked))}` : ''}: ${LOVE_LANGUAGE_KB[wanted].meaning}. So when it is missing, it hits harder for you than for many people. That is not a flaw in you, and it is not you asking for too much.`);
  lines.push(`The other person may simply show care in another way. Ways to raise it:\n- Name the need specifically and warmly, as a wish rather than a complaint: "${wanted === 'physical_touch' ? 'A hug when you come in would mean a lot to me' : wanted === 'quality_time' ? 'An evening with phones away now and then would mean a lot to me' : wanted === 'words_of_affirmation' ? 'Hearing you say what you like about us means a lot to me' : wanted === 'acts_of_service' ? 'When you take something off my plate, I feel really looked after' : 'Small surprises, even tiny ones, mean a lot to me'}."\n- Ask how they most like to show and receive care, and notice what they already do.\n- If they are curious, they could take the assessment too, with no pressure.`);
  return lines.join('\n\n');
}

// ------------------------------------------------------------------------------------------------ a stability figure

const FIELD = STABILITY_RESULT_FIELD;
const WORRY = /\b(?:wrong with me|worried|worry|bad|broken|unstable|normal|should i)\b/;

function stabilityAnswer(ctx: CoachContext, dim: StabilityDimension): string | null {
  const r = ctx.person.results;
  if (!r) return null;
  const score = Math.round(r[FIELD[dim]]);
  const all = STABILITY_AREA_WORDS.map(([d]) => ({ d, s: Math.round(r[FIELD[d]]) })).sort((a, b) => b.s - a.s);
  const best = all[0]!;
  const level = stabilityLevel(score);
  return [
    `Your **${STABILITY_LABELS[dim]} stability is ${score}%** (out of 100), ${level}. It measures ${STABILITY_KB[dim].meaning}.`,
    `${score < 60 ? 'No, it does not mean something is wrong with you.' : 'It is nothing to worry about.'} It is a snapshot of how things have felt lately, from your own answers: not a diagnosis, not a judgement of you, and not fixed. ${score < 60 ? `A lower figure usually means this area has felt harder or less settled lately${dim === 'emotional' ? ': feelings hit harder or take longer to settle' : ''}.` : ''}`,
    best.d !== dim ? `Your steadiest area is ${lowerFirst(STABILITY_LABELS[best.d])} (${best.s}), which is a real strength to lean on.` : null,
    `Small steps move it: ${lowerFirst(STABILITY_KB[dim].habits[0]!)}${score < 40 ? ' If it has been weighing on your daily life for a while, talking to a counsellor or your doctor is a good, ordinary step.' : ''}`,
  ].filter(Boolean).join('\n\n');
}

// ------------------------------------------------------------------------------------------------ the answer

/** The answer to a question about the members' own data, or null when the message asks something else. */
export function dataReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const pair = otherPair(ctx, text);
  if (pair) return otherPairAnswer(ctx, pair, text);
  // A habit, a surprise, a complaint or a worry about one's own results (compose/results/): the part asked about only.
  const own = ownResultsReply(ctx, message);
  if (own) return own;
  const named = namedIn(ctx, text);
  const withVibe = named.filter((c) => c.vibe);
  const numbers = (text.match(/\b\d{1,3}\b/g) ?? []).map(Number);
  const byNumber = ctx.connections.filter((c) => c.vibe && numbers.includes(c.vibe.score));
  // Two or more of the member's Vibes, asked about together: the comparison, computed.
  const compared = withVibe.length >= 2 ? withVibe : byNumber.length >= 2 ? byNumber : [];
  if (compared.length >= 2 && COMPARE_ASK.test(text) && (COMPAT.test(text) || byNumber.length >= 2)) return compareVibes(ctx, compared, text);
  if (!/\b(?:attachment|love languages?|type|stability|personality|lifestyle|introvert\w*|extr[ao]vert\w*)\b/.test(text) && /\b(?:rank|order)\b.{0,30}\b(?:connections|compatib\w*|vibes?)\b|\bmost compatible\b.{0,40}\b(?:out of|among)\b|\b(?:out of|among|between)\b.{0,40}\bmost compatible\b/.test(text) && ctx.connections.filter((c) => c.vibe).length >= 2) {
    return compareVibes(ctx, named.length >= 2 ? withVibe : ctx.connections.filter((c) => c.vibe), text);
  }
  const quoted = quotedPart(ctx, message);
  if (quoted?.part.id === 'love_languages') return loveLanguageAnswer(ctx, quoted.c, text);
  // The love-languages part set against the whole Vibe ("64 but love languages 43"): both directions and why the whole
  // differs, before the answer about one part, which gives one direction only.
  const one = withVibe.length === 1 ? withVibe[0]! : null;
  // "Why does the love language part say only 59 with Maya": the part's own figure, or the part named as a part.
  const llPart = one?.vibe?.personality.parts.find((p) => p.id === 'love_languages' && !p.withheld);
  const partAsked = !!llPart && (numbers.includes(Math.round(llPart.score)) || /\blove ?languages? (?:part|bit|score|section|number)\b/.test(text));
  if (one?.results?.loveLanguageReceiving && /\blove ?languages?\b/.test(text) && !/\bwhat(?:'s| is| are) (?:[\p{L}']+ )?love languages?\b/u.test(text) && (partAsked || /\b(?:vibe|overall|total|whole)\b|\b\d{2}\b[^\d]+\b\d{2}\b/.test(text))) {
    const gap = loveGapAnswer(ctx, one, text);
    if (gap) return gap;
  }
  // One part named by its label ("why is everyday style only 56"): that part, not one its figure also matches.
  const onePart = vibePartReply(ctx, text);
  if (onePart) return onePart;
  const parts = dataPartsReply(ctx, message);
  if (parts) return parts;
  if (LL_WORDS.test(text) && LL_ASK.test(text) && !/\b(?:gift|present|plan|ideas?|weekend|date|birthday|buy|get \w+ for)\b/.test(text)) {
    const c = named[0] ?? null;
    // Someone not on Attune ("my boyfriend, not on here"): the member's own figures only; a plain "what is my love
    // language?" is left to the answer about the member's own results.
    const outsider = /\bnot on (?:here|attune)\b|\bisn'?t on (?:here|attune)\b/.test(text) || (!c && /\bmy (?:boyfriend|girlfriend|husband|wife|partner|bf|gf)\b/.test(text) && MISSING.test(text));
    if (outsider) return loveLanguageAnswer(ctx, null, text);
    // A gap or a meaning asked about; "what is Sam's love language?" is left to the answers about Sam.
    if (c && (MISSING.test(text) || (/\blove languages?\b/.test(text) && /\bmean\b/.test(text)))) return loveLanguageAnswer(ctx, c, text);
  }
  const dim = STABILITY_AREA_WORDS.find(([, re]) => re.test(text))?.[0];
  if (dim && /\bstability\b/.test(text) && WORRY.test(text) && named.length === 0) return stabilityAnswer(ctx, dim);
  return null;
}

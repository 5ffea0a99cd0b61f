/**
 * Answers about the member's own results and Vibe, and about a life change (decision 088, addendum): "why is our Vibe
 * only 52?", "is my anxiety or my avoidance higher?", "what are my blind spots?", "I got INFJ, is that bad?", "I lost
 * my job". Each is built from the figures the coach context gives (the member's own results, each connection's visible
 * results and Vibe parts); a part the other person keeps private is never named or quoted, and a pending person gets
 * no answer here (the older pending note says their results are not shared). Plain words, one or two points, the
 * higher figure always said to be the higher.
 */
import { lowerFirst } from './results/common.js';
import { ATTACHMENT_LABELS, LETTER_LABELS, LOVE_LANGUAGE_LABELS, STABILITY_LABELS } from '../../../../../shared/assessment/labels.js';
import type { Axis, AxisEvidence, StabilityDimension, SurveyResults, TypeLetter, VibePart, VibeResult } from '../../../../../shared/assessment/types.js';
import { STABILITY_RESULT_FIELD } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { ATTACHMENT_KB, LETTER_GIST, LETTER_GROWTH, LETTER_STRENGTH, STABILITY_KB } from '../content/knowledge.js';
import { findNamedConnection } from '../read/intents.js';
import { lower } from '../read/text.js';
import { topInterests } from './shared.js';
import { figureReply } from './figures.js';

export type InsightKind = 'vibe' | 'compare' | 'growth' | 'meaning' | 'change';

// ------------------------------------------------------------------------------------------------ reading the kind

const TYPE_CODE = /\b[ei][ns][tf][jp]\b/;
const JOB_LOST = /\b(?:lost my job|losing my job|(?:been |got |was |being )?(?:made redundant|laid off|let go)|(?:got|been|was) (?:fired|sacked)|redundancy)\b/;
/** A move ahead, not "lonely since moving to Berlin" (loneliness has its own kind). */
const MOVING = /\b(?:(?:we'?re|i'?m|we are|i am) (?:moving|relocating)|moving (?:to|out|away|abroad|house|back)|relocating to)\b/;
const FRIENDSHIP_LOST = /\b(?:friendship (?:is |was )?(?:over|ending|ended|done)|drift(?:ed|ing) apart|(?:stopped|stop) inviting me|(?:ghosted|dropped) (?:me|by)|(?:lost|losing) (?:them|my friends?|my friend group|a friendship|the friendship))\b/;
const SETTLING = /\b(?:since moving|lonely|loneliness|nobody to|no friends|(?:don'?t|do not) know anyone)\b/;
const DEATH = /\b(?:died|passed away|passed on|funeral|dead)\b/;

const VIBE = /\b(?:vibe|compatib\w*|match score|our score|the score|my score with|(?:the |our |a )?\d{2} with (?:my )?\w+|(?:we|i) (?:only )?(?:got|scored|have) (?:a )?\d{2})\b/;
const VIBE_ASK = /\b(?:why|explain|mean|means|only|low|so low|worried|worry|not higher|isn'?t (?:it |my vibe |our vibe )?higher)\b|^explain\b/;
const COMPARE = /\b(?:which (?:is|of|one|part|area)\b[^?]*\b(?:higher|lower|lowest|highest|stronger|weaker|biggest|smallest)|(?:higher|lower|stronger|weaker) for me|(?:is|are) (?:my|our|the) [\w\s']{1,40}? (?:higher|lower|stronger) than|(?:am i|is \w+|are we) (?:more|less) \w+ than|who do i (?:match|fit|get on|get along) (?:best|most)|(?:whats|what'?s|what is) higher|(?:higher|lower|stronger|weaker)[,:]? (?:my )?\w+ or (?:my )?\w+|\w+ or (?:my )?\w+ (?:higher|lower|stronger))\b|\bwhich is (?:stronger|higher|weaker|lower)\b/;
const GROWTH = /\b(?:blind ?spots?|(?:what|where) (?:should|do|can|could) (?:i|we) (?:work on|improve|grow)|work on (?:with|myself)|need to (?:work on|improve|change)|(?:my )?(?:biggest )?weakness(?:es)?|where am i (?:weakest|weak)|what am i bad at|(?:my )?weak (?:spots?|points?)|trip me up|hold me back|which of my traits|my (?:traits|strengths and weaknesses))\b/;
const MEANING = /\b(?:what does (?:my|the|this) (?:results?|type|style|attachment)[\w\s]{0,20}? (?:mean|say)|what (?:does|do) (?:that|it|this|they) (?:actually |really )?(?:mean|say) (?:about|for) me|what does \w+(?: \w+)? mean for me|i got (?:an? )?[ei][ns][tf][jp]|i'?m (?:an? )?[ei][ns][tf][jp]\b|is (?:an? )?[ei][ns][tf][jp] (?:a )?bad|am i broken|what my results? (?:mean|says?))/;
/** "Is that bad?" only about a result: "is it bad that I forgot her birthday" is an everyday question. */
const RESULT_WORD = /\b(?:results?|type|attachment|avoidant|anxious|secure|stability|[ei][ns][tf][jp])\b/;

/** The kind of answer a results, Vibe or life-change question wants, or null when it is not one of these. */
export function insightKindOf(message: string): InsightKind | null {
  const text = lower(message);
  if (!DEATH.test(text) && (JOB_LOST.test(text) || (MOVING.test(text) && !SETTLING.test(text)) || (FRIENDSHIP_LOST.test(text) && /\b(?:friends?|friendship|mates?)\b/.test(text)))) return 'change';
  if (VIBE.test(text) && /\bwhy\b/.test(text)) return 'vibe';
  if (COMPARE.test(text)) return 'compare';
  if (VIBE.test(text) && VIBE_ASK.test(text)) return 'vibe';
  if (GROWTH.test(text)) return 'growth';
  if (MEANING.test(text) || (RESULT_WORD.test(text) && /\bis (?:that|it|this) bad\b/.test(text)) || (TYPE_CODE.test(text) && /\b(?:bad|good|mean|say)\b/.test(text))) return 'meaning';
  return null;
}

// ------------------------------------------------------------------------------------------------ shared pieces

const visibleParts = (v: VibeResult): VibePart[] => [...v.personality.parts, ...(v.lifestyle?.parts ?? [])].filter((p) => !p.withheld);

/** What a part's reason suggests doing, the clause after its colon ("try one of Sam's favourites, like Running"). */
export function suggestion(p: VibePart): string | null {
  const reason = p.watchOut ?? p.reasons[0] ?? '';
  const at = reason.indexOf(': ');
  return at > 0 ? reason.slice(at + 2) : null;
}

/** Why a weak part is weak, in plain words (the reason before its colon, or what the part compares). */
export function why(p: VibePart, name: string): string {
  if (p.id === 'shared_activities' && p.score < 20) return `you and ${name} have not rated any of the same activities yet, so that part counts as nothing for now`;
  const reason = p.watchOut ?? p.reasons[0] ?? '';
  const at = reason.indexOf(': ');
  const said = (at > 0 ? reason.slice(0, at) : reason).replace(/^You\b/, 'you');
  return said || `your answers differ most on ${p.label.toLowerCase()}`;
}

const STABILITY_DIMS: StabilityDimension[] = ['mental', 'emotional', 'physical', 'social', 'spiritual', 'desire'];

function stabilityOf(r: SurveyResults): Array<{ dim: StabilityDimension; score: number }> {
  return STABILITY_DIMS.map((dim) => ({ dim, score: Math.round(r[STABILITY_RESULT_FIELD[dim]]) }));
}

const lowestStability = (r: SurveyResults) => [...stabilityOf(r)].sort((a, b) => a.score - b.score)[0]!;

const POLES: Record<Axis, [TypeLetter, TypeLetter]> = { EI: ['E', 'I'], SN: ['S', 'N'], TF: ['T', 'F'], JP: ['J', 'P'] };

/** How far someone leans to `letter`, 0..100, from the axis evidence (first pole percent or its complement). */
function towards(e: AxisEvidence, letter: TypeLetter): number {
  return POLES[e.axis][0] === letter ? e.firstPolePercent : 100 - e.firstPolePercent;
}

const LETTER_WORDS: Array<[RegExp, TypeLetter]> = [
  [/\bextro\w*|\bextra\w*|outgoing/, 'E'], [/\bintro\w*/, 'I'], [/\bsensing\b|practical|concrete/, 'S'], [/\bintuitive\b/, 'N'],
  [/\bthinking\b|logical/, 'T'], [/\bfeeling\b/, 'F'], [/\bjudging\b|organi[sz]ed|planner/, 'J'], [/\bperceiving\b|spontaneous/, 'P'],
];

/** In a shared chat the other person reads the reply too: a part of the member's own results they keep from them is left out. */
const kept = (ctx: CoachContext, part: 'attachment' | 'stability') => ctx.person.keptFromAudience?.includes(part) ?? false;

function connectionFor(ctx: CoachContext, message: string): CoachConnection | undefined {
  return findNamedConnection(message, ctx.connections) ?? ctx.focus;
}

/** A pending person named: their results are not shared, so the older pending note answers instead of this kind. */
function namesPending(ctx: CoachContext, message: string): boolean {
  const text = lower(message);
  return (ctx.pending ?? []).some((p) => p.firstName && new RegExp(`\\b${lower(p.firstName)}\\b`).test(text));
}

// ------------------------------------------------------------------------------------------------ (1) a Vibe explained

function vibeAnswer(ctx: CoachContext, message: string): string | null {
  if (namesPending(ctx, message)) return null;
  let c = connectionFor(ctx, message);
  const scored = ctx.connections.filter((k) => k.vibe);
  if (!c) {
    const couples = scored.filter((k) => k.relationshipType === 'couple');
    if (couples.length === 1) c = couples[0];
    else if (scored.length === 1) c = scored[0];
    else if (scored.length) return `Which Vibe do you mean? You have one with ${scored.map((k) => `${k.firstName} (${k.vibe!.score})`).join(', ')}. Tell me the name and I'll say in plain words what pulls it up or down.`;
    else return null;
  }
  const v = c?.vibe;
  if (!c || !v) return null;
  const name = c.firstName;
  const halves = [{ name: 'personality', part: v.personality }, ...(v.lifestyle ? [{ name: 'lifestyle', part: v.lifestyle }] : [])];
  const weak = [...halves].sort((a, b) => a.part.score - b.part.score)[0]!;
  const strong = halves.find((h) => h !== weak);
  const low = weak.part.parts.filter((p) => !p.withheld).sort((a, b) => a.score - b.score).slice(0, 1);
  const lines: string[] = [];
  lines.push(`Your Vibe with ${name} is **${v.score}** (${v.band}). It compares how the two of you answered the survey, in two halves: ${halves.map((h) => `${h.name} ${h.part.score}`).join(' and ')}.`);
  if (low[0]) {
    const holding = strong ? ` The ${strong.name} half (${strong.part.score}) is doing fine.` : '';
    lines.push(`What pulls it down is the ${weak.name} half (${weak.part.score}), mostly ${low[0].label.toLowerCase()} (${low[0].score}): ${why(low[0], name)}.${holding}`);
  }
  if (/\bworr|\bbad\b|\bonly\b|\blow\b/.test(lower(message)) && v.score >= 50) lines.push(`So there is nothing here to worry about: it is a middling number for a clear reason, not a warning.`);
  lines.push(`It is not a measure of how close you are or how good the relationship is: it only compares answers, and it moves when those answers do.`);
  const tip = low[0] && suggestion(low[0]);
  // A reason's own advice often starts with "try" ("try one of Sam's favourites"): said once, not "try: try".
  const step = tip ? lowerFirst(tip) : `ask ${name} about one of their interests and do it together once`;
  lines.push(/^try /.test(step) ? `Something to do: ${step}.` : `One thing to try: ${step}.`);
  return lines.join('\n\n');
}

// ------------------------------------------------------------------------------------------------ (2) comparisons

function compareAnswer(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const r = ctx.person.results;
  // Two Vibes, or "who do I match best with?".
  const named = ctx.connections.filter((k) => k.vibe && new RegExp(`\\b${lower(k.firstName)}\\b`).test(text));
  if (/\bwho do i\b/.test(text) || (named.length >= 2 && /\bvibe|score|match|compatib/.test(text))) {
    const pool = (named.length >= 2 ? named : ctx.connections.filter((k) => k.vibe)).sort((a, b) => b.vibe!.score - a.vibe!.score);
    if (pool.length < 2) return null;
    const [top, ...rest] = pool;
    if (rest.every((k) => k.vibe!.score === top!.vibe!.score)) return `Your Vibes with ${pool.map((k) => k.firstName).join(' and ')} are the same, ${top!.vibe!.score}.`;
    const others = rest.map((k) => `${k.firstName} (${k.vibe!.score})`).join(' and ');
    return `Your Vibe with ${top!.firstName} (${top!.vibe!.score}) is higher than with ${others}.\n\nA higher Vibe means your answers line up more, not that a relationship matters more or goes better: different kinds of connection score differently. If you want, I can say what pulls one of them down.`;
  }
  // Personality against lifestyle with one person.
  const c = connectionFor(ctx, message);
  if (/\bpersonality\b/.test(text) && /\blifestyle\b/.test(text)) {
    const v = c?.vibe;
    if (!c || !v || !v.lifestyle) return null;
    const [hi, lo] = v.personality.score >= v.lifestyle.score ? [['personality', v.personality.score], ['lifestyle', v.lifestyle.score]] : [['lifestyle', v.lifestyle.score], ['personality', v.personality.score]];
    const lowPart = (lo![0] === 'lifestyle' ? v.lifestyle : v.personality).parts.filter((p) => !p.withheld).sort((a, b) => a.score - b.score)[0];
    return `With ${c.firstName}, ${hi![0]} (${hi![1]}) is higher than ${lo![0]} (${lo![1]}).${lowPart ? ` ${capital(lo![0] as string)} is lower mostly because ${why(lowPart, c.firstName)}.` : ''}`;
  }
  if (!r) return null;
  // Anxiety against avoidance has its own answer already (state.ts), right in direction; it stays the one way.
  if (/\banxi/.test(text) && /\bavoid/.test(text)) return null;
  // Stability areas: the lowest, the highest, or two of them.
  if (kept(ctx, 'stability') && /\bstabilit/.test(text)) return null;
  const areas = stabilityOf(r);
  const asked = areas.filter((a) => new RegExp(`\\b${a.dim}\\b`).test(text));
  if (asked.length >= 2) {
    const [a, b] = [...asked].sort((x, y) => y.score - x.score);
    if (a!.score === b!.score) return `Your ${a!.dim} and ${b!.dim} stability are the same, ${a!.score}.`;
    return `Your ${a!.dim} stability (${a!.score}) is higher than your ${b!.dim} stability (${b!.score}).\n\n${STABILITY_LABELS[b!.dim]} is about ${STABILITY_KB[b!.dim].meaning}; one small habit there: ${lowerFirst(STABILITY_KB[b!.dim].habits[0]!)}`;
  }
  if (/\bstabilit/.test(text) && /\b(?:lowest|weakest|highest|strongest|best|worst)\b/.test(text)) {
    const sorted = [...areas].sort((x, y) => x.score - y.score);
    const wantLow = /\b(?:lowest|weakest|worst)\b/.test(text);
    const pick = wantLow ? sorted[0]! : sorted[sorted.length - 1]!;
    const next = wantLow ? sorted[1]! : sorted[sorted.length - 2]!;
    return `Your ${wantLow ? 'lowest' : 'highest'} is **${STABILITY_LABELS[pick.dim]}** at ${pick.score}${wantLow ? `, then ${STABILITY_LABELS[next.dim]} at ${next.score}` : ''}. It is about ${STABILITY_KB[pick.dim].meaning}.${wantLow ? ` A low area is where a small habit helps most, not a flaw. One to try: ${lowerFirst(STABILITY_KB[pick.dim].habits[0]!)}` : ''}`;
  }
  // "Am I more introverted than Maya?", "is Sam more extroverted than me?"
  const letter = LETTER_WORDS.find(([re]) => re.test(text))?.[1];
  const other = c?.results;
  if (letter && c && other) {
    const axis = (Object.keys(POLES) as Axis[]).find((a) => POLES[a].includes(letter))!;
    const mine = r.evidence.axes.find((e) => e.axis === axis);
    const theirs = other.evidence.axes.find((e) => e.axis === axis);
    if (!mine || !theirs) return null;
    const me = towards(mine, letter);
    const them = towards(theirs, letter);
    const word = LETTER_LABELS[letter];
    const mineSaid = `you lean ${mine.percent}% ${LETTER_LABELS[mine.letter]}`;
    const theirsSaid = `${c.firstName} leans ${theirs.percent}% ${LETTER_LABELS[theirs.letter]}`;
    if (me === them) return `You and ${c.firstName} are the same on this: ${mineSaid}, and so does ${c.firstName}.`;
    return me > them
      ? `You are more ${word} than ${c.firstName}: ${mineSaid}, and ${theirsSaid}.${mine.letter === theirs.letter ? ' You are both clearly on the same side; the gap is small.' : ''}`
      : `${c.firstName} is more ${word} than you: ${theirsSaid}, and ${mineSaid}.${mine.letter === theirs.letter ? ' You are both on the same side; the gap is small.' : ' You sit on opposite sides, so plan for both kinds of need.'}`;
  }
  return null;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ------------------------------------------------------------------------------------------------ (3) what to work on

function growthAnswer(ctx: CoachContext, message: string): string | null {
  const r = ctx.person.results;
  const c = findNamedConnection(message, ctx.connections);
  if (c?.vibe) {
    const weak = visibleParts(c.vibe).filter((p) => p.score < 70).sort((a, b) => a.score - b.score).slice(0, 2);
    if (!weak.length) return `Your Vibe with ${c.firstName} (${c.vibe.score}) has no weak part that your answers show; the work is keeping up what already goes well.`;
    const items = weak.map((p) => {
      const tip = suggestion(p);
      return `- ${capital(why(p, c.firstName))}.${tip ? ` ${capital(tip)}.` : ''}`;
    });
    return `From your Vibe with ${c.firstName}, the two places worth some care:\n\n${items.join('\n')}\n\nThese come from how your answers compare, not from anything either of you did wrong.`;
  }
  if (!r) return null;
  const low = lowestStability(r);
  const items = kept(ctx, 'stability') ? [] : [`- **${STABILITY_LABELS[low.dim]} stability** is your lowest area (${low.score}): ${STABILITY_KB[low.dim].meaning}. One habit: ${lowerFirst(STABILITY_KB[low.dim].habits[0]!)}`];
  const { anxiety, avoidance } = r.evidence.attachment;
  if (Math.max(anxiety, avoidance) >= 60 && !kept(ctx, 'attachment')) {
    items.push(avoidance >= anxiety
      ? `- Your avoidance (${avoidance}) is high: when things get close or tense you may pull back before you say what is wrong. Try telling someone "I need an hour, then I'll come back to this" instead of going quiet.`
      : `- Your anxiety (${anxiety}) is high: silence or distance can feel like a threat fast. Try asking for reassurance directly rather than testing for it.`);
  } else {
    const strongest = [...r.evidence.axes].sort((a, b) => b.percent - a.percent)[0];
    if (strongest) items.push(`- You lean ${strongest.percent}% ${LETTER_LABELS[strongest.letter]}, so ${LETTER_GROWTH[strongest.letter]}.`);
  }
  if (!items.length) return null;
  // "Which traits would help and what will trip me up": the strengths first, from the two clearest leanings.
  if (/\b(?:help(?:s|ful)?|strengths?|good at|traits)\b/.test(lower(message))) {
    const clearest = [...r.evidence.axes].sort((a, b) => b.percent - a.percent).slice(0, 2);
    const helps = clearest.map((x) => `- You lean ${x.percent}% ${LETTER_LABELS[x.letter]}: ${LETTER_STRENGTH[x.letter]}.`);
    return `What will help:
${helps.join('\n')}

What may trip you up:
${items.join('\n')}

Both come from your own answers; the second list is where to practise, not a flaw.`;
  }
  return `${items.length === 2 ? 'Two things' : 'One thing'} your own results point to:\n\n${items.join('\n')}\n\n${items.length === 2 ? 'These are places' : 'It is a place'} to practise, not a flaw: it comes from your answers and it moves when you do.${items.length === 2 ? ' Which one feels more like you?' : ''}`;
}

// ------------------------------------------------------------------------------------------------ (4) what a result means

function meaningAnswer(ctx: CoachContext, message: string): string | null {
  const r = ctx.person.results;
  if (!r) return null;
  const text = lower(message);
  const { anxiety, avoidance } = r.evidence.attachment;
  const style = ATTACHMENT_LABELS[r.relationshipType];
  if (/\battach|\bsecure\b|\banxious\b|avoidant|\bbroken\b/.test(text)) {
    if (kept(ctx, 'attachment')) return null;
    const broken = /\bbroken\b|\bwrong with me\b/.test(text) ? 'No, you are not broken. ' : /\bbad\b/.test(text) ? 'No, it is not bad. ' : '';
    return `${broken}Your attachment style is **${style}**: it comes from two scores, anxiety ${anxiety} (how much distance or silence worries you) and avoidance ${avoidance} (how much closeness makes you want room). In plain words: ${ATTACHMENT_KB[r.relationshipType].meaning}.\n\nWhat it does not say: it is not a diagnosis and not fixed. It describes how you tend to react when closeness feels uncertain, learned from past relationships, and it can change with steady, safe ones.\n\nOne thing that helps: ${lowerFirst(ATTACHMENT_KB[r.relationshipType].selfTips[0]!)}\n\nDoes that match how it feels from the inside?`;
  }
  const axes = r.evidence.axes;
  const leans = axes.map((e) => `${e.percent}% ${LETTER_LABELS[e.letter]}`).join(', ');
  const clearest = [...axes].sort((a, b) => b.percent - a.percent)[0]!;
  const bad = /\bbad\b|\bwrong\b|\bworse\b/.test(text) ? `No, it is not bad: there is no good or bad type. ` : '';
  // "What does my result mean?" is about the whole result: the style and love languages get a plain line each too.
  const whole = !TYPE_CODE.test(text) && /\bresults?\b/.test(text);
  const more: string[] = [];
  if (whole && !kept(ctx, 'attachment')) more.push(`Your attachment style, **${style}** (anxiety ${anxiety}, avoidance ${avoidance}), says how you react when closeness feels uncertain: ${ATTACHMENT_KB[r.relationshipType].meaning}.`);
  if (whole && !ctx.person.keptFromAudience?.includes('loveLanguages')) more.push(`You show care mostly through **${LOVE_LANGUAGE_LABELS[r.loveLanguageGiving].replace(/^Receiving /, '')}** and feel it most through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**.`);
  const extra = more.length ? `\n\n${more.join(' ')}` : '';
  return `${bad}**${r.personalityType}** sums up four leanings from your answers: ${leans}. The clearest is ${LETTER_LABELS[clearest.letter]}: ${LETTER_GIST[clearest.letter]}. What it tends to bring to people: ${LETTER_STRENGTH[clearest.letter]}.${extra}\n\nWhat it does not say: it is not a grade or a measure of how kind, capable or lovable you are, and it does not decide who you can get on with. It describes what comes easily to you, not what you can do.\n\nDoes that match how you see yourself?`;
}

// ------------------------------------------------------------------------------------------------ (5) a life change

function changeAnswer(ctx: CoachContext, message: string): string {
  const text = lower(message);
  const years = /\b(\d{1,2}) years?\b/.exec(text)?.[1];
  const close = ctx.connections.find((k) => k.relationshipType === 'couple') ?? ctx.connections.find((k) => k.relationshipType === 'friend');
  const lean = close ? ` ${close.firstName} is one person you could tell.` : '';
  if (JOB_LOST.test(text)) {
    const how = /redundan/.test(text) ? 'being made redundant' : 'losing your job';
    const long = years ? ` After ${years} years it is also the loss of a routine, of people you saw every day and of part of how you saw yourself.` : '';
    return `I'm sorry. ${capital(how)} is a real loss, and a shock on the day it happens.${long}\n\nFor the first few days:\n- Don't decide anything big yet; let it land.\n- Tell one or two people you trust how you actually feel, not just the facts.${lean}\n- Keep a small routine: the same wake-up time, a walk, one meal with someone.\n- When you're ready, split it in two: the practical (money, notice, references) and the feelings. Both need time.\n\nHow are you doing with it right now?`;
  }
  if (MOVING.test(text)) {
    const place = /\b(?:moving|relocating|move) (?:back )?to ([a-z][a-z-]+)/.exec(text)?.[1];
    const where = place && !['a', 'the', 'another', 'my', 'our'].includes(place) ? capital(place) : null;
    if (/\bflat|house|home|place\b/.test(text) && /\bout\b/.test(text)) {
      const long = years ? `it's where ${years} years of your life happened` : 'a home holds more of your life than it looks';
      return `Feeling weird about it makes sense: leaving a flat or home is a bigger change than it looks, because ${long}. Moving is a new start and a goodbye at once.\n\nOne way to mark it: before you hand over the keys, walk round once, take a few photos of the ordinary corners, and have one last meal or evening there with someone who knew it. Then, in the new place, do one small thing in the first week that makes it yours.`;
    }
    const interests = topInterests(ctx.person.hobbies);
    const start = interests.length ? ` and pick one regular thing there in the first month, something in ${interests[0]!.categoryName}` : ' and pick one regular thing to join in the first month';
    return `${where ? `Moving to ${where}` : 'A move'} is a big change, and dreading leaving everyone is part of it: a move is a new start and a goodbye at once.\n\n- Say proper goodbyes rather than slipping away; people you'll miss like to be told.\n- Choose the two or three people you'll miss most and agree one standing call or visit with each before you go.\n- ${where ? `In ${where}` : 'Once there'}, give it time${start}; it usually takes months, not weeks, to feel at home.\n\nWho will you miss most?`;
  }
  if (/\bstopped inviting me|friend group|left out/.test(text)) {
    return `That hurts. Being left out by a friend group you counted as yours is a loss, even if nobody has said anything.\n\n- If there is one person in the group you trust, ask them plainly: "I've noticed I'm not in the plans lately. Has something changed?" Knowing is easier than guessing.\n- If it turns out the group has moved on, let yourself be sad about it; it was a real part of your life.\n- Put some of that energy into one or two people who do reach back.\n\nDo you know what changed, or did it just stop?`;
  }
  return `I'm sorry. A friendship ending is a real loss, even when nobody did anything dramatic, and it's normal to grieve it like one.\n\n- If you're not sure it's over, you can reach out once, simply and without blame ("I miss how we were. Are you up for a coffee?"). Their answer, or their silence, tells you where things stand.\n- If it is over, let yourself be sad; it mattered.\n- Lean on the people who are around now.\n\nWhat do you miss most about them?`;
}

// ------------------------------------------------------------------------------------------------ the answer

/** The reply for a results, Vibe or life-change question, or null when the message is none of these or the data to answer it is missing. */
export function insightReply(ctx: CoachContext, message: string): string | null {
  // A figure that is one of the member's Vibes ("we're on 64, what's dragging it down", "why 64 but 61"), read from
  // the member's own scores before any wording of the question (decision 093, addendum).
  const figures = figureReply(ctx, message);
  if (figures) return figures;
  const kind = insightKindOf(message);
  switch (kind) {
    case 'vibe':
      return vibeAnswer(ctx, message);
    case 'compare':
      return compareAnswer(ctx, message);
    case 'growth':
      return growthAnswer(ctx, message);
    case 'meaning':
      return meaningAnswer(ctx, message);
    case 'change':
      return changeAnswer(ctx, message);
    default:
      return null;
  }
}

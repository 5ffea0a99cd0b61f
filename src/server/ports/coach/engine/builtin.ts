/**
 * The builtin coach: offline, deterministic, grounded in the person's stored results, their connections and the
 * conversation so far. Safety (checkSafety) runs before this is called; this module only coaches.
 *
 * Replies: a short empathetic opener, 2-4 concrete personalised suggestions, a Vibe note when a connection is
 * involved, and one follow-up question. Light markdown only (paragraphs, "-" bullets, **bold**), no HTML, no links.
 */
import { LETTER_LABELS, LOVE_LANGUAGE_LABELS, LOVE_LANGUAGE_GIVING_LABELS, ATTACHMENT_LABELS, STABILITY_LABELS } from '../../../../shared/assessment/labels.js';
import { findActivity, findHobbyCategory } from '../../../../shared/assessment/hobbies.js';
import { getPersonalityType } from '../../../../shared/assessment/personalityTypes.js';
import type {
  Axis,
  AxisEvidence,
  HobbyCategoryAnswer,
  StabilityDimension,
  SurveyResults,
  TypeLetter,
  VibePart,
  VibeResult,
} from '../../../../shared/assessment/types.js';
import { STABILITY_DIMENSIONS } from '../../../../shared/assessment/types.js';
import type { SharedResults } from '../context.js';
import type { CoachConnection, CoachContext } from '../context.js';
import { detectIntent, findNamedConnection, type CoachIntent } from './intents.js';
import { inSentence, relevantMemories } from './memories.js';
import { askedLetter, specificReply } from './specific.js';
import { notConnectedNote, understoodReply } from './answers.js';
import { followUp, type Tone } from './thread.js';
import { GENERIC_SCRIPT, topicOf, type Script, type Topic } from './topics.js';
import { correctSpelling, understand } from './understand.js';
import {
  ATTACHMENT_KB,
  AXIS_PAIR_TIPS,
  CONFLICT_TECHNIQUES,
  DATE_IDEAS,
  FOLLOW_UPS,
  GENERIC_DATE_IDEAS,
  LETTER_GIST,
  LETTER_GROWTH,
  LETTER_IN_CONFLICT,
  LETTER_STRENGTH,
  LOVE_LANGUAGE_KB,
  gesturesFor,
  OPENERS,
  PARTNER_ANXIETY_TIPS,
  PARTNER_AVOIDANCE_TIPS,
  RELATIONSHIP_IDEA_FRAME,
  RELATIONSHIP_NAMES,
  STABILITY_KB,
} from './knowledge.js';

// ------------------------------------------------------------------------------------------------ small helpers

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function fill(template: string, vars: { name?: string; me: string }): string {
  return template.replace(/\{name\}/g, vars.name ?? 'them').replace(/\{me\}/g, vars.me);
}

/** Item `seed % n`, skipping items whose text already appears in `avoid` (the previous assistant turn). */
function pick<T extends string>(list: readonly T[], seed: number, avoid: string, render: (t: T) => string = (t) => t): string {
  if (list.length === 0) return '';
  for (let k = 0; k < list.length; k++) {
    const text = render(list[(seed + k) % list.length]!);
    if (!avoid.includes(text)) return text;
  }
  return render(list[seed % list.length]!);
}

/** `count` items starting at a seeded offset (wrapping), for rotating suggestions across turns. */
function rotate<T>(list: readonly T[], seed: number, count: number): T[] {
  const out: T[] = [];
  for (let k = 0; k < Math.min(count, list.length); k++) out.push(list[(seed + k) % list.length]!);
  return out;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function quoteTip(s: string): string {
  return s.replace(/\.$/, '');
}

const AXIS_ORDER = ['EI', 'SN', 'TF', 'JP'] as const;

/** Axis evidence, falling back to the type letters (as 60% leans) when evidence is missing. */
function axesOf(r: SharedResults): AxisEvidence[] {
  const ev = r.evidence?.axes;
  if (ev && ev.length === 4) return ev;
  return AXIS_ORDER.map((axis, i) => {
    const letter = (r.personalityType.charAt(i) || axis.charAt(0)) as TypeLetter;
    const first = letter === axis.charAt(0);
    return { axis, letter, percent: 60, firstPolePercent: first ? 60 : 40, borderline: false };
  });
}

function strongestAxis(r: SharedResults): AxisEvidence {
  return [...axesOf(r)].sort((a, b) => b.percent - a.percent)[0]!;
}

/** The leaning a message names ("as an introvert", "I'm a J"), else the person's strongest one. */
function axisFor(r: SharedResults, message: string): AxisEvidence {
  const asked = askedLetter(message);
  return (asked && axesOf(r).find((e) => e.axis.includes(asked))) || strongestAxis(r);
}

function lean(e: AxisEvidence): string {
  return `${e.percent}% ${LETTER_LABELS[e.letter]}`;
}

/** The axis where two people differ most, or the one the topic turns on (going out or staying in: E/I). */
function keyAxisPair(mine: SharedResults, theirs: SharedResults, preferred?: Axis): { me: AxisEvidence; them: AxisEvidence } {
  const a = axesOf(mine);
  const b = axesOf(theirs);
  const i = preferred ? a.findIndex((e) => e.axis === preferred) : -1;
  if (i >= 0 && b[i]) return { me: a[i]!, them: b[i]! };
  let best = { me: a[0]!, them: b[0]!, gap: -1 };
  for (let i = 0; i < 4; i++) {
    const gap = Math.abs(a[i]!.firstPolePercent - b[i]!.firstPolePercent);
    if (gap > best.gap) best = { me: a[i]!, them: b[i]!, gap };
  }
  return { me: best.me, them: best.them };
}

function level(score: number): 'higher' | 'lower' | 'middle' {
  if (score >= 60) return 'higher';
  if (score <= 40) return 'lower';
  return 'middle';
}

function stabilityScores(r: SurveyResults): Array<{ dim: StabilityDimension; score: number }> {
  const map: Record<StabilityDimension, number> = {
    mental: r.mentalStability,
    emotional: r.emotionalStability,
    physical: r.physicalStability,
    social: r.socialStability,
    spiritual: r.spiritualStability,
    desire: r.desireStability,
  };
  return STABILITY_DIMENSIONS.map((dim) => ({ dim, score: Math.round(map[dim]) })).sort((x, y) => x.score - y.score);
}

/** The connection's stability scores, or null when they keep them private. */
function stabilityScoresIfShared(r: SharedResults): Array<{ dim: StabilityDimension; score: number }> | null {
  const { overallStability, mentalStability, emotionalStability, physicalStability, socialStability, spiritualStability, desireStability } = r;
  if (
    overallStability === undefined ||
    mentalStability === undefined ||
    emotionalStability === undefined ||
    physicalStability === undefined ||
    socialStability === undefined ||
    spiritualStability === undefined ||
    desireStability === undefined
  ) {
    return null;
  }
  return stabilityScores({ ...r, overallStability, mentalStability, emotionalStability, physicalStability, socialStability, spiritualStability, desireStability } as SurveyResults);
}

/** What a connection keeps private (Settings › Privacy), in words. */
function privatePartsOf(r: SharedResults): string[] {
  const parts: string[] = [];
  if (!r.relationshipType) parts.push('attachment style');
  if (!r.loveLanguageReceiving) parts.push('love languages');
  if (r.overallStability === undefined) parts.push('stability scores');
  return parts;
}

/** Said plainly, without guessing: the person chose not to share this part. */
function keptPrivateBullet(name: string, parts: string[]): string {
  const what = parts.length ? parts.join(' and ') : 'some of their results';
  return `${name} keeps their ${what} private, so I won't guess at ${parts.length > 1 ? 'them' : 'it'}. The simplest way to learn what helps is to ask: "What makes you feel most cared for when things are hard?"`;
}

function typeName(code: string): string {
  const info = getPersonalityType(code);
  return info ? `**${code}** (${info.nickname})` : `**${code}**`;
}

function vibeParts(v: VibeResult): VibePart[] {
  return [...v.personality.parts, ...(v.lifestyle?.parts ?? [])];
}

function vibeNote(c: CoachConnection, seed: number): string | null {
  const v = c.vibe;
  if (!v) return null;
  const parts = vibeParts(v).sort((a, b) => b.score - a.score);
  const top = parts[0];
  const low = parts[parts.length - 1];
  let s = `Your Vibe with ${c.firstName} is **${v.score} (${v.band})**.`;
  if (top) s += ` Your strongest part is ${top.label} (${Math.round(top.score)})${top.reasons[0] ? `: ${quoteTip(top.reasons[0])}` : ''}.`;
  // Name the weakest part only when it is really weak, and quote its reason only when that reason is a watch-out
  // (a middling part's reasons can read as praise, which would contradict "room to grow").
  if (low && low !== top && low.score < 60) {
    // Quote only the part's own watch-out (the same sentence the connection dialog shows, true of both results), so
    // "needs care" is never followed by praise nor by a claim the results do not make.
    const lowReason = low.watchOut ?? undefined;
    s += ` The part that needs the most care is ${low.label} (${Math.round(low.score)})${lowReason ? `. ${cap(quoteTip(lowReason))}` : ''}; worth keeping in mind here.`;
  }

  return s;
}

/** The script for the topic of this message, or else of the last two things the person said (the thread they are still in). */
function scriptFor(env: Env): Script | null {
  const earlier = env.ctx.history.filter((t) => t.role === 'user').slice(-2).reverse();
  const topic = env.topic ?? earlier.map((t) => topicOf(t.content)).find((t) => t) ?? null;
  // A topic with no script of its own (making friends, a breakup) gets none: "I feel unsettled…" would not fit it.
  return topic ? (topic.script ?? null) : GENERIC_SCRIPT;
}

export function topInterests(hobbies: HobbyCategoryAnswer[] | null): Array<{ categoryId: string; categoryName: string; activities: string[] }> {
  if (!hobbies) return [];
  const out: Array<{ categoryId: string; categoryName: string; activities: string[]; avg: number }> = [];
  for (const answer of hobbies) {
    const sels = [...(answer.selections ?? [])].filter((s) => s.interest >= 3).sort((a, b) => b.interest - a.interest);
    const picks = answer.preferences?.topThree ?? [];
    const ids = [...picks, ...sels.map((s) => s.activityId)].filter((id, i, arr) => arr.indexOf(id) === i);
    if (ids.length === 0) continue;
    const cat = findHobbyCategory(answer.category) ?? findActivity(ids[0]!)?.category;
    const names = ids.slice(0, 3).map((id) => findActivity(id)?.activity.name ?? id.replace(/[_-]+/g, ' '));
    const avg = sels.length ? sels.reduce((t, s) => t + s.interest, 0) / sels.length : 3;
    out.push({ categoryId: cat?.id ?? answer.category, categoryName: cat?.name ?? answer.category.replace(/[_-]+/g, ' '), activities: names, avg });
  }
  return out.sort((a, b) => b.avg - a.avg);
}

// ------------------------------------------------------------------------------------------------ reply pieces

interface Parts {
  note?: string;
  bullets: string[];
  closing?: string;
}

interface Env {
  ctx: CoachContext;
  message: string;
  seed: number;
  me: string;
  r: SurveyResults | null;
  c?: CoachConnection;
  /** The connection's results as the person may see them: private parts are absent. */
  cr: SharedResults | null;
  /** The topic the message names (understand.ts), read once for every part of the reply. */
  topic: Topic | null;
}

function missingNote(env: Env): string | undefined {
  const notes: string[] = [];
  if (!env.r) {
    notes.push(
      "I don't have your assessment results yet, so this is general advice rather than advice tailored to you. Finishing the assessment lets me base suggestions on your type, attachment style, love languages and stability.",
    );
  }
  if (env.c && !env.cr) {
    notes.push(
      `${env.c.firstName} hasn't completed the assessment (or hasn't shared results with you), so I can only speak to ${env.r ? 'your side' : 'general patterns'} for now.`,
    );
  }
  return notes.length ? notes.join(' ') : undefined;
}

function selfAxisBullet(env: Env): string | null {
  if (!env.r) return null;
  const e = axisFor(env.r, env.message);
  return `As someone who leans ${lean(e)}, ${LETTER_GIST[e.letter]}. Use that: pick a moment and a format that suit you, rather than getting pulled into one that doesn't.`;
}

function pairBullet(env: Env): string | null {
  if (!env.r || !env.c || !env.cr) return null;
  const { me, them } = keyAxisPair(env.r, env.cr, env.topic?.axis);
  const tips = AXIS_PAIR_TIPS[me.axis][`${me.letter}${them.letter}`] ?? [];
  const tip = tips.length ? fill(tips[env.seed % tips.length]!, { name: env.c.firstName, me: env.me }) : '';
  const relation =
    me.letter === them.letter
      ? `You lean ${lean(me)} and ${env.c.firstName} does too (${them.percent}%).`
      : `You lean ${lean(me)}, while ${env.c.firstName} leans ${lean(them)}: ${env.c.firstName} ${LETTER_IN_CONFLICT[them.letter]}.`;
  return `${relation} ${tip}`.trim();
}

function theirLoveLanguageBullet(env: Env, count = 1, hardTalk = true): string | null {
  const ll = env.cr?.loveLanguageReceiving;
  if (!env.c || !ll) return null;
  const gestures = rotate(gesturesFor(ll, env.c.relationshipType), env.seed, count);
  const why = hardTalk ? ' It shows you are on the same side before or after the hard part.' : ' Small and often beats big and rare.';
  return `${env.c.firstName} receives love through **${LOVE_LANGUAGE_LABELS[ll]}**, so ${gestures.join('; or ')}.${why}`;
}

function myLoveLanguageBullet(env: Env): string | null {
  if (!env.r) return null;
  const ll = env.r.loveLanguageReceiving;
  const ask = LOVE_LANGUAGE_KB[ll].howToAsk[env.seed % LOVE_LANGUAGE_KB[ll].howToAsk.length]!;
  return `You receive love through **${LOVE_LANGUAGE_LABELS[ll]}**, so it's fair to ask for it plainly: ${ask}`;
}

function attachmentBullet(env: Env): string | null {
  const out: string[] = [];
  if (env.r) {
    const { anxiety, avoidance } = env.r.evidence.attachment;
    if (level(anxiety) === 'higher') {
      out.push(`Your anxiety score is on the higher side (${Math.round(anxiety)}), so if the conversation stalls, ask for reassurance directly ("Can you tell me we're okay?") rather than pushing for an answer straight away.`);
    } else if (level(avoidance) === 'higher') {
      out.push(`Your avoidance score is on the higher side (${Math.round(avoidance)}), so if you feel the urge to shut down, say "I need twenty minutes, then I want to finish this" instead of going quiet.`);
    }
  }
  if (env.c && env.cr?.evidence.attachment) {
    const { anxiety, avoidance } = env.cr.evidence.attachment;
    const name = env.c.firstName;
    if (level(anxiety) === 'higher') out.push(fill(PARTNER_ANXIETY_TIPS[env.seed % PARTNER_ANXIETY_TIPS.length]!, { name, me: env.me }));
    else if (level(avoidance) === 'higher') out.push(fill(PARTNER_AVOIDANCE_TIPS[env.seed % PARTNER_AVOIDANCE_TIPS.length]!, { name, me: env.me }));
  }
  return out.length ? out.join(' ') : null;
}

/** A script said to the connection, in quotes: "Sam, I feel … when …, because …. Could we …?" */
function scriptLine(env: Env, script: Script): string {
  return `"${env.c ? `${env.c.firstName}, ` : ''}I feel ${script.feel} when ${script.when}, because ${script.because}. ${cap(script.ask)}"`;
}

function scriptBullet(env: Env): string | null {
  const script = scriptFor(env);
  return script ? `Try a script like: ${scriptLine(env, script)}` : null;
}

function technique(env: Env, offset = 0): string {
  return CONFLICT_TECHNIQUES[(env.seed + offset) % CONFLICT_TECHNIQUES.length]!;
}

// ------------------------------------------------------------------------------------------------ per intent

function communication(env: Env): Parts {
  const bullets = [
    scriptBullet(env),
    pairBullet(env) ?? selfAxisBullet(env),
    theirLoveLanguageBullet(env) ?? myLoveLanguageBullet(env),
    attachmentBullet(env) ?? technique(env),
  ].filter((b): b is string => !!b);
  if (env.c && env.r && env.cr) {
    // Make sure both people's results are in: replace the last bullet with the person's own language when missing.
    if (!bullets.some((b) => b.startsWith('You receive'))) {
      const mine = myLoveLanguageBullet(env);
      if (mine && bullets.length >= 4) bullets[3] = mine;
      else if (mine) bullets.push(mine);
    }
  }
  if (bullets.length < 2) bullets.push(technique(env));
  return { note: missingNote(env), bullets: bullets.slice(0, 4), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

function conflict(env: Env): Parts {
  const bullets: string[] = [technique(env), scriptBullet(env) ?? technique(env, 2)];
  if (env.c && env.cr) bullets.push(pairBullet(env)!);
  else if (env.r) {
    const e = strongestAxis(env.r);
    bullets.push(`You lean ${lean(e)}: in a disagreement, someone like you ${LETTER_IN_CONFLICT[e.letter]}. Tell the other person that, so they don't read it the wrong way.`);
  }
  const att = attachmentBullet(env);
  bullets.push(att ?? technique(env, 3));
  return { note: missingNote(env), bullets: bullets.slice(0, 4), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

/** How many earlier replies in this conversation were about the person themselves (to turn to a new angle). */
function selfTurns(env: Env): number {
  return env.ctx.history.filter((t) => t.role === 'user' && detectIntent(t.content, env.ctx).intent === 'understand_self').length;
}

const GROWTH_WORDS = /\b(weak\w*|blind ?spots?|flaws?|faults?|work on|improve|grow|growth|downside|struggle|bad at|worst)\b/i;
const STRENGTH_WORDS = /\b(strength\w*|good at|best|gifts?|bring)\b/i;

function lowestStabilityBullet(r: SurveyResults, seed: number): string {
  const { dim, score } = stabilityScores(r)[0]!;
  const habits = STABILITY_KB[dim].habits;
  return `Your most stretched stability area is **${STABILITY_LABELS[dim]}** (${score}%), so be patient with yourself there. One small step: ${habits[seed % habits.length]}`;
}

function understandSelf(env: Env): Parts {
  const r = env.r;
  if (!r) {
    return {
      note: missingNote(env),
      bullets: [
        'Think of the last time you felt really close to someone: what were you doing, and what did they do? That points to how you most like to receive love.',
        'Notice what you do in a disagreement: talk straight away, or go quiet to think first? Neither is wrong, and naming it helps the other person read you.',
        'Once your results are in, I can tell you how your type, attachment style and love languages show up in your relationships.',
      ],
    };
  }
  const ranked = axesOf(r).slice().sort((a, b) => b.percent - a.percent);
  // Each follow-up turns to an angle the last replies have not covered yet: overview, strengths, blind spots,
  // how you are in a disagreement.
  const recent = recentReplies(env.ctx);
  const markers = { overview: 'In relationships:', strengths: LETTER_STRENGTH[ranked[0]!.letter], growth: 'Every strength has a flip side', conflict: 'In a disagreement, someone who leans' } as const;
  const order = (['overview', 'strengths', 'growth', 'conflict'] as const).slice();
  const start = selfTurns(env) % order.length;
  const rotated = [...order.slice(start), ...order.slice(0, start)];
  const unused = rotated.find((a) => !recent.includes(markers[a])) ?? rotated[0]!;
  const angle = GROWTH_WORDS.test(env.message) ? 'growth' : STRENGTH_WORDS.test(env.message) ? 'strengths' : unused;
  if (angle === 'strengths') {
    return {
      note: `As ${typeName(r.personalityType)}, here is what you bring to the people in your life:`,
      bullets: [
        ...ranked.slice(0, 3).map((e) => `Leaning ${lean(e)}: ${LETTER_STRENGTH[e.letter]}.`),
        `With a **${ATTACHMENT_LABELS[r.relationshipType]}** attachment style, ${ATTACHMENT_KB[r.relationshipType].needs[0]} is what helps you give your best.`,
      ],
    };
  }
  if (angle === 'growth') {
    const { anxiety, avoidance } = r.evidence.attachment;
    return {
      note: `Every strength has a flip side. For ${typeName(r.personalityType)} these are the usual ones, not a judgement:`,
      bullets: [
        ...ranked.slice(0, 2).map((e) => `Leaning ${lean(e)}, ${LETTER_GROWTH[e.letter]}.`),
        level(anxiety) === 'higher'
          ? `Your attachment anxiety is on the higher side (${Math.round(anxiety)}/100): ${ATTACHMENT_KB.anxious.selfTips[env.seed % ATTACHMENT_KB.anxious.selfTips.length]}`
          : level(avoidance) === 'higher'
            ? `Your attachment avoidance is on the higher side (${Math.round(avoidance)}/100): ${ATTACHMENT_KB.avoidant.selfTips[env.seed % ATTACHMENT_KB.avoidant.selfTips.length]}`
            : lowestStabilityBullet(r, env.seed),
      ],
    };
  }
  if (angle === 'conflict') {
    return {
      note: `How ${typeName(r.personalityType)} tends to show up when things get tense:`,
      bullets: [
        ...ranked.slice(0, 2).map((e) => `In a disagreement, someone who leans ${lean(e)} ${LETTER_IN_CONFLICT[e.letter]}.`),
        `You feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**, so after a hard talk that is what helps you feel close again: ${LOVE_LANGUAGE_KB[r.loveLanguageReceiving].howToAsk[env.seed % LOVE_LANGUAGE_KB[r.loveLanguageReceiving].howToAsk.length]}`,
        'Telling the people close to you these things in advance saves a lot of misreading in the moment.',
      ],
    };
  }
  const axes = axesOf(r);
  const info = getPersonalityType(r.personalityType);
  const focus = rotate(axes.slice().sort((a, b) => b.percent - a.percent), env.seed % 2, 2);
  const bullets = [
    `Your type is ${typeName(r.personalityType)}. ${focus.map((e) => `You lean ${lean(e)}, which usually means ${LETTER_GIST[e.letter]}${e.borderline ? ' (it is close to the middle, so you can flex both ways)' : ''}.`).join(' ')}`,
    info ? `In relationships: ${info.inLove.split('. ').slice(0, 2).join('. ').replace(/\.?$/, '.')}` : null,
    `Your attachment style is **${ATTACHMENT_LABELS[r.relationshipType]}**: ${ATTACHMENT_KB[r.relationshipType].meaning}.`,
    `You give love mostly through **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}** and receive it through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**${r.loveLanguageGiving !== r.loveLanguageReceiving ? ", so you may offer love differently from how you most like to get it. Worth telling the people close to you" : ''}.`,
  ].filter((b): b is string => !!b);
  return { bullets: rotate(bullets, env.seed % 2 === 0 ? 0 : 0, 4) };
}

function understandConnection(env: Env): Parts {
  const c = env.c;
  if (!c) return other(env);
  const rel = RELATIONSHIP_NAMES[c.relationshipType];
  const bullets: string[] = [];
  if (env.cr) {
    const cr = env.cr;
    // The pair bullet compares one axis; this one names another, so the two don't say the same thing twice.
    const paired = env.r ? keyAxisPair(env.r, cr, env.topic?.axis).them.axis : null;
    const e = [...axesOf(cr)].sort((a, b) => b.percent - a.percent).find((x) => x.axis !== paired) ?? strongestAxis(cr);
    bullets.push(`${c.firstName} (your ${rel}) is ${typeName(cr.personalityType)} and leans ${lean(e)}, so ${c.firstName} ${LETTER_IN_CONFLICT[e.letter]}.`);
    const pair = pairBullet(env);
    if (pair) bullets.push(pair);
    if (cr.relationshipType) {
      bullets.push(`${c.firstName}'s attachment style is **${ATTACHMENT_LABELS[cr.relationshipType]}**. What tends to help: ${ATTACHMENT_KB[cr.relationshipType].needs[env.seed % ATTACHMENT_KB[cr.relationshipType].needs.length]}.`);
    }
    bullets.push(theirLoveLanguageBullet(env, 1, false) ?? keptPrivateBullet(c.firstName, privatePartsOf(cr)));
  } else {
    bullets.push(`Ask ${c.firstName} one open question this week ("What's been on your mind lately?") and listen for what they care about.`);
    bullets.push(`Invite ${c.firstName} to take the assessment too, so you can both see where you match and where you differ.`);
  }
  return { note: missingNote(env), bullets: bullets.slice(0, 4), closing: vibeNote(c, env.seed) ?? undefined };
}

function attachment(env: Env): Parts {
  const bullets: string[] = [];
  if (env.r) {
    const style = env.r.relationshipType;
    const { anxiety, avoidance } = env.r.evidence.attachment;
    bullets.push(`Your attachment style is **${ATTACHMENT_LABELS[style]}** (anxiety ${Math.round(anxiety)}, avoidance ${Math.round(avoidance)}, out of 100): ${ATTACHMENT_KB[style].meaning}.`);
    // The worry the person names matters more than the label: fear of being left gets the anxious-side tools, a
    // wish for space the avoidant-side ones, even when the overall style is another.
    const fearsLoss = /reassur|leave me|leaving me|lose (him|her|them)|clingy|needy|abandon|texts? back|overthink|jealous|cheat/i.test(env.message);
    const wantsSpace = /\b(space|smothered|suffocat\w*|pull(ing)? away|push(ing)? (him|her|them|people) away|too close|need room)\b/i.test(env.message);
    const lens: typeof style = fearsLoss && style !== 'anxious' ? 'anxious' : wantsSpace && style !== 'avoidant' ? 'avoidant' : style;
    if (lens !== style) {
      bullets.push(
        lens === 'anxious'
          ? `Even with ${/^[AEIOU]/.test(ATTACHMENT_LABELS[style]) ? 'an' : 'a'} ${ATTACHMENT_LABELS[style]} style, worry about being left can flare up, especially when something feels uncertain. Your anxiety score of ${Math.round(anxiety)} says it is a visitor, not the whole picture.`
          : `Even with ${/^[AEIOU]/.test(ATTACHMENT_LABELS[style]) ? 'an' : 'a'} ${ATTACHMENT_LABELS[style]} style, wanting room is normal; your avoidance score of ${Math.round(avoidance)} says it is a need to name, not a flaw.`,
      );
    }
    for (const tip of rotate(ATTACHMENT_KB[lens].selfTips, env.seed, 2)) bullets.push(tip);
  } else {
    bullets.push(ATTACHMENT_KB.anxious.selfTips[env.seed % ATTACHMENT_KB.anxious.selfTips.length]!);
    bullets.push(ATTACHMENT_KB.avoidant.selfTips[env.seed % ATTACHMENT_KB.avoidant.selfTips.length]!);
  }
  if (env.c && env.cr?.relationshipType) {
    const s = env.cr.relationshipType;
    bullets.push(`${env.c.firstName} is **${ATTACHMENT_LABELS[s]}**, which tends to need ${ATTACHMENT_KB[s].needs.slice(0, 2).join(' and ')}.`);
  } else if (env.c && env.cr) {
    bullets.push(keptPrivateBullet(env.c.firstName, ['attachment style']));
  }
  return { note: missingNote(env), bullets: bullets.slice(0, 4), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

function loveLanguages(env: Env): Parts {
  const bullets: string[] = [];
  if (env.c && env.cr?.loveLanguageReceiving) {
    const ll = env.cr.loveLanguageReceiving;
    bullets.push(`${env.c.firstName} receives love through **${LOVE_LANGUAGE_LABELS[ll]}**: ${LOVE_LANGUAGE_KB[ll].meaning}. A few ideas:`);
    for (const g of rotate(gesturesFor(ll, env.c.relationshipType), env.seed, 3)) bullets.push(cap(g) + '.');
  } else if (env.c && env.cr) {
    bullets.push(keptPrivateBullet(env.c.firstName, ['love languages']));
  } else if (env.r) {
    const give = env.r.loveLanguageGiving;
    const recv = env.r.loveLanguageReceiving;
    bullets.push(`You show love mostly through **${LOVE_LANGUAGE_GIVING_LABELS[give]}** and feel loved through **${LOVE_LANGUAGE_LABELS[recv]}** (${LOVE_LANGUAGE_KB[recv].meaning}).`);
    bullets.push(`To ask for it: ${LOVE_LANGUAGE_KB[recv].howToAsk[env.seed % LOVE_LANGUAGE_KB[recv].howToAsk.length]}`);
    bullets.push(`Find out how the people close to you receive love; if it's not ${LOVE_LANGUAGE_LABELS[give]}, try one of these for them this week: ${rotate(LOVE_LANGUAGE_KB.quality_time.gestures, env.seed, 1)[0]}, or ${rotate(LOVE_LANGUAGE_KB.words_of_affirmation.gestures, env.seed, 1)[0]}.`);
  } else {
    bullets.push(`Everyone has ways of feeling loved that matter more to them: words, time, help, gifts or touch.`);
    bullets.push(`Try one from each this week and watch which lands: ${rotate(LOVE_LANGUAGE_KB.words_of_affirmation.gestures, env.seed, 1)[0]}; ${rotate(LOVE_LANGUAGE_KB.acts_of_service.gestures, env.seed, 1)[0]}.`);
  }
  if (env.c && env.r) {
    const mine = myLoveLanguageBullet(env);
    if (mine) bullets.push(mine);
  }
  return { note: missingNote(env), bullets: bullets.slice(0, 5), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

function dateIdeas(env: Env): Parts {
  const interests = topInterests(env.ctx.person.hobbies);
  const bullets: string[] = [];
  const frame = env.c ? RELATIONSHIP_IDEA_FRAME[env.c.relationshipType] : 'something fun';
  const shared = env.c?.vibe?.lifestyle?.parts.find((p) => p.id === 'shared_activities');
  if (shared && shared.reasons[0]) bullets.push(`From your Vibe: ${quoteTip(shared.reasons[0])}. That's a natural starting point for ${frame}.`);
  const theirs = topInterests(env.c?.hobbies ?? null);
  const sharedCats = interests.filter((i) => theirs.some((t) => t.categoryId === i.categoryId));
  const ideaFor = (categoryId: string) => {
    const ideas = DATE_IDEAS[categoryId] ?? GENERIC_DATE_IDEAS;
    return ideas[(env.seed + bullets.length) % ideas.length]!;
  };
  if (env.c && sharedCats.length) {
    // Start from what both people enjoy, then one of the other person's own favourites.
    for (const it of rotate(sharedCats, env.seed, 2)) bullets.push(`You and ${env.c.firstName} both enjoy **${it.categoryName}**, so try this: ${ideaFor(it.categoryId)}.`);
    const theirOwn = theirs.find((t) => !sharedCats.some((s) => s.categoryId === t.categoryId));
    if (theirOwn) bullets.push(`${env.c.firstName} also loves **${theirOwn.categoryName}** (${theirOwn.activities.join(', ')}); joining in shows real interest: ${ideaFor(theirOwn.categoryId)}.`);
  } else if (interests.length) {
    for (const it of rotate(interests, env.seed, 2)) {
      bullets.push(`You're into **${it.categoryName}** (${it.activities.join(', ')}), so here is an idea: ${ideaFor(it.categoryId)}.`);
    }
    const theirOwn = theirs[0];
    if (env.c && theirOwn) bullets.push(`${env.c.firstName} loves **${theirOwn.categoryName}** (${theirOwn.activities.join(', ')}), so you could also try: ${ideaFor(theirOwn.categoryId)}.`);
  } else {
    const [one, two] = rotate(GENERIC_DATE_IDEAS, env.seed, 2);
    bullets.push(`I don't have your interests yet (the hobby assessment adds them), so here are two that suit most people: ${one}; or ${two}.`);
  }
  if (env.c && env.cr) {
    const ll = env.cr.loveLanguageReceiving;
    if (ll) bullets.push(`${env.c.firstName} receives love through **${LOVE_LANGUAGE_LABELS[ll]}**, so build that in: ${rotate(gesturesFor(ll, env.c.relationshipType), env.seed, 1)[0]}.`);
    const ei = axesOf(env.cr)[0]!;
    bullets.push(ei.letter === 'I' ? `${env.c.firstName} leans ${lean(ei)}, so a quieter setting will probably suit them better than a crowd.` : `${env.c.firstName} leans ${lean(ei)}, so somewhere with a bit of buzz could suit them.`);
  } else if (env.r) {
    const ei = axesOf(env.r)[0]!;
    bullets.push(`As someone who leans ${lean(ei)}, ${ei.letter === 'I' ? 'leave some quiet time after a busy outing so you enjoy it rather than feel drained' : 'a lively setting may give you energy, and inviting a couple of friends is an option'}.`);
  }
  return { note: missingNote(env), bullets: bullets.slice(0, 5), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

function stability(env: Env): Parts {
  if (!env.r) {
    const dims = rotate(STABILITY_DIMENSIONS, env.seed, 2);
    return {
      note: missingNote(env),
      bullets: dims.map((d) => `**${STABILITY_LABELS[d]}**: ${STABILITY_KB[d].habits[env.seed % STABILITY_KB[d].habits.length]}`),
    };
  }
  const scores = stabilityScores(env.r);
  const lowest = scores.slice(0, 2);
  const highest = scores[scores.length - 1]!;
  const bullets: string[] = [`Your overall stability is **${Math.round(env.r.overallStability)}%**. Your steadiest area is **${STABILITY_LABELS[highest.dim]}** (${highest.score}%), a strength to lean on.`];
  for (const { dim, score } of lowest) {
    const habits = rotate(STABILITY_KB[dim].habits, env.seed, 2);
    bullets.push(`**${STABILITY_LABELS[dim]}** is your most stretched area at ${score}% (${STABILITY_KB[dim].meaning}). This week: ${habits.map((h) => h.replace(/\.$/, '')).join('; or ')}.`);
  }
  const theirScores = env.cr ? stabilityScoresIfShared(env.cr) : null;
  if (env.c && theirScores) {
    const theirs = theirScores[0]!;
    bullets.push(`${env.c.firstName}'s most stretched area is ${STABILITY_LABELS[theirs.dim]} (${theirs.score}%); supporting each other there could be a shared project.`);
  } else if (env.c && env.cr) {
    bullets.push(keptPrivateBullet(env.c.firstName, ['stability scores']));
  }
  return { bullets: bullets.slice(0, 4), closing: env.c ? vibeNote(env.c, env.seed) ?? undefined : undefined };
}

function resultMeaning(env: Env): Parts {
  const r = env.r;
  if (!r) return { note: missingNote(env), bullets: ['Once you finish, I can explain each part: your type and axis percentages, your attachment scores, your love languages and your six stability scores.', 'Results are a starting point for reflection, not a verdict on who you are.'] };
  const text = env.message.toLowerCase();
  const bullets: string[] = [];
  const quoted = /(\d{1,3}) ?%/.exec(text);
  if (quoted) {
    const n = Number(quoted[1]);
    const found = scoreNamed(env, n);
    if (found.length) {
      return {
        bullets: [
          ...found.slice(0, 2),
          `A percentage is a lean or a level, not a grade: 50% is the middle, and the further from it, the more clearly it shows in everyday life.`,
        ],
      };
    }
    const axes = axesOf(r).map((e) => lean(e)).join(', ');
    const stab = stabilityScores(r).map(({ dim, score }) => `${STABILITY_LABELS[dim]} ${score}%`).join(', ');
    const vibes = env.ctx.connections.filter((c) => c.vibe).map((c) => `${c.firstName} ${c.vibe!.score}`).join(', ');
    return {
      bullets: [
        `I can't find a ${n}% in your results. Your numbers are: leanings ${axes}; stability ${stab} (overall ${Math.round(r.overallStability)}%)${vibes ? `; Vibe scores ${vibes}` : ''}.`,
        'Tell me which one you meant, or where you saw it, and I will explain it in plain terms.',
      ],
    };
  }
  const wantsAttachment = /attach|anxi|avoid|secure/.test(text);
  const wantsLove = /love language|giving|receiving|affirmation|service|touch|gift|quality/.test(text);
  const wantsStability = /stabil|mental|emotional|physical|social|spiritual|desire/.test(text);
  const all = !wantsAttachment && !wantsLove && !wantsStability;
  if (all || /type|[ie][ns][tf][jp]|axis|axes|percent|%/.test(text)) {
    const axes = axesOf(r);
    bullets.push(`Your type ${typeName(r.personalityType)} comes from four leanings: ${axes.map((e) => `${lean(e)}${e.borderline ? ' (borderline)' : ''}`).join(', ')}. A percentage shows how strongly you lean, so 50% would be right in the middle.`);
  }
  if (all || wantsAttachment) {
    const { anxiety, avoidance } = r.evidence.attachment;
    bullets.push(`**${ATTACHMENT_LABELS[r.relationshipType]}** attachment comes from two scores: anxiety ${Math.round(anxiety)} (how much you worry about closeness being lost) and avoidance ${Math.round(avoidance)} (how much you hold back from depending on others), both out of 100. ${cap(ATTACHMENT_KB[r.relationshipType].meaning)}.`);
  }
  if (all || wantsLove) {
    bullets.push(`Love languages: you give mostly through **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}** and receive through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**, meaning ${LOVE_LANGUAGE_KB[r.loveLanguageReceiving].meaning}.`);
  }
  if (all || wantsStability) {
    const scores = stabilityScores(r);
    const low = scores[0]!;
    const high = scores[scores.length - 1]!;
    bullets.push(`Stability (overall **${Math.round(r.overallStability)}%**) measures how steady you feel in six areas. Yours ranges from ${STABILITY_LABELS[low.dim]} at ${low.score}% to ${STABILITY_LABELS[high.dim]} at ${high.score}%. Lower numbers point to where small habits help most, not to a flaw.`);
  }
  return { bullets: bullets.slice(0, 4) };
}

/** Plain-language readings of the person's scores (and their connections' Vibes) that equal `n`. */
function scoreNamed(env: Env, n: number): string[] {
  const r = env.r;
  const out: string[] = [];
  if (!r) return out;
  for (const e of axesOf(r)) {
    if (e.percent === n) out.push(`Your **${n}% ${LETTER_LABELS[e.letter]}** is one of the four leanings behind your type: ${LETTER_GIST[e.letter]}${n < 60 ? ', though at ' + n + '% you can flex the other way too' : ''}.`);
  }
  for (const { dim, score } of stabilityScores(r)) {
    if (score === n) out.push(`Your **${STABILITY_LABELS[dim]} stability is ${n}%**: ${STABILITY_KB[dim].meaning}. ${n >= 60 ? 'That is a steady area to lean on.' : 'That is where a small weekly habit will help most.'}`);
  }
  if (Math.round(r.overallStability) === n) out.push(`Your **overall stability is ${n}%**, the average of your six areas: how steady you feel across your life right now.`);
  for (const c of env.ctx.connections) {
    if (c.vibe?.score === n) out.push(`Your **Vibe with ${c.firstName} is ${n} (${c.vibe.band})**: how well your results fit together, from personality and, where you both have them, interests.`);
  }
  return out;
}

function other(env: Env): Parts {
  const bullets: string[] = [];
  if (env.c) {
    const u = understandConnection({ ...env });
    return u;
  }
  // A topic we understood ("my dog died", "how do I stop people pleasing") gets its own advice (added by the caller),
  // not general remarks about attachment or a menu of what the coach can do; a leaning is added only when named.
  if (env.topic) {
    if (env.r && askedLetter(env.message)) {
      const e = axisFor(env.r, env.message);
      bullets.push(`As someone who leans ${lean(e)}, ${LETTER_GIST[e.letter]}; keep that in mind as you think this through.`);
    }
    return { note: missingNote(env), bullets };
  }
  if (env.r) {
    const e = axisFor(env.r, env.message);
    bullets.push(`As someone who leans ${lean(e)}, ${LETTER_GIST[e.letter]}; keep that in mind as you think this through.`);
    bullets.push(`With a **${ATTACHMENT_LABELS[env.r.relationshipType]}** attachment style, notice whether this stirs up worry about closeness or a wish for space.`);
  }
  bullets.push("I can help with understanding yourself or a connection, a conflict, what to say in a hard conversation, attachment worries, love-language gestures, date ideas or stability habits.");
  return { note: missingNote(env), bullets };
}

// ------------------------------------------------------------------------------------------------ public API

const HUMAN_QUESTION =
  /\b(are|r) (you|u) (a |an )?(real|human|person|people|bot|robot|ai|machine|chatbot|actual person|real person|real human|therapist)\b|\b(am i|is this) (talking|chatting|speaking) (to|with) (a |an )?(real|human|person|bot|robot|ai|machine)\b|\bis this (a )?(real )?(person|human|bot|ai)\b/i;

function lastAssistant(ctx: CoachContext): string {
  for (let i = ctx.history.length - 1; i >= 0; i--) if (ctx.history[i]!.role === 'assistant') return ctx.history[i]!.content;
  return '';
}

/** The person's last `count` messages before this one, most recent first (a repeat of this one is skipped). */
function earlierUserMessages(ctx: CoachContext, message: string, count: number): string[] {
  const out: string[] = [];
  for (let i = ctx.history.length - 1; i >= 0 && out.length < count; i--) {
    const t = ctx.history[i]!;
    if (t.role === 'user' && t.content.trim() !== message.trim()) out.push(t.content);
  }
  return out;
}

/** The topic of the thread: the intent of the most recent of the last three messages that had a clear one. */
function threadIntent(ctx: CoachContext, message: string): ReturnType<typeof detectIntent> | undefined {
  for (const content of earlierUserMessages(ctx, message, 3)) {
    const found = detectIntent(content, ctx);
    if (found.intent !== 'other' && found.intent !== 'greeting' && found.intent !== 'thanks') return found;
  }
  return undefined;
}

/** The connection the last few messages were about (the most recent one named), if any. */
function recentConnection(ctx: CoachContext, message: string): CoachConnection | undefined {
  for (const content of earlierUserMessages(ctx, message, 3)) {
    const named = findNamedConnection(content, ctx.connections);
    if (named) return named;
  }
  return undefined;
}

/** The assistant's last two replies: a new reply does not repeat a suggestion or the Vibe summary from them. */
function recentReplies(ctx: CoachContext): string {
  return ctx.history
    .filter((t) => t.role === 'assistant')
    .slice(-2)
    .map((t) => t.content)
    .join('\n');
}

/** Drops bullets already given in recent replies, topping up from `spare` (also unseen) to keep at least two. */
function freshBullets(bullets: string[], recent: string, spare: string[]): string[] {
  if (!recent) return bullets;
  // A short heading ("Sam receives love through …. A few ideas:") may repeat; the suggestions under it may not.
  const seen = (b: string) => !b.endsWith(':') && recent.includes(b);
  const out = bullets.filter((b) => !seen(b));
  if (out.length === 0 && spare.length === 0) return bullets;
  for (const extra of spare) {
    if (out.length >= Math.min(3, bullets.length)) break;
    if (!seen(extra) && !out.includes(extra)) out.push(extra);
  }
  return out;
}

function stripHtml(s: string): string {
  return s.replace(/<[^>]*>/g, '');
}

/** The message with typos in our terms mended; people's names are never "corrected". */
function mended(ctx: CoachContext, message: string): string {
  return correctSpelling(message, [...ctx.connections, ...(ctx.pending ?? [])].map((c) => c.firstName));
}

export function builtinReply(ctx: CoachContext, said: string): string {
  const message = mended(ctx, said);
  // A short follow-up ("and with Jordan?", "another one", "make it shorter") continues what came before.
  const follow = followUp(ctx, message);
  if (follow?.kind === 'shorter') return stripHtml(follow.reply);
  if (follow?.kind === 'example') return exampleFor(ctx, mended(ctx, follow.message));
  if (follow?.kind === 'ask') {
    const reply = replyTo(ctx, mended(ctx, follow.message), follow.variant, follow.tone);
    return follow.lead ? `${follow.lead}\n\n${reply}` : reply;
  }
  return replyTo(ctx, message, 0);
}

/** "Give me an example" after a question: a script for its topic, said to the person it was about. */
function exampleFor(ctx: CoachContext, message: string): string {
  const c = understand(message, ctx).people.connections[0];
  const topic = topicOf(message);
  const env: Env = { ctx, message, seed: hash(message), me: ctx.person.firstName || 'there', r: ctx.person.results, c, cr: c?.results ?? null, topic };
  return [
    `Here is an example you could use${c ? ` with ${c.firstName}` : ''}:`,
    scriptLine(env, scriptFor(env) ?? GENERIC_SCRIPT),
    [
      '- Say it at a calm moment, not in the middle of it.',
      '- Keep the "I feel" part about you; it is harder to argue with than "you always".',
      ...(topic ? [`- ${topic.tip}`] : []),
    ].join('\n'),
    'Would you like it in different words, or shorter to send as a message?',
  ].join('\n\n');
}

function replyTo(ctx: CoachContext, message: string, variant: number, tone?: Tone): string {
  const me = ctx.person.firstName || 'there';
  const avoid = lastAssistant(ctx);
  const seed = hash(message) + ctx.history.length * 7 + variant;
  const coach = ctx.coachName || 'your coach';

  if (HUMAN_QUESTION.test(message)) {
    const follow = pick(['What would you like to talk through?', "What's on your mind today?", 'How can I help right now?'], seed, avoid);
    return `No, I'm not a person. I'm ${coach}, an AI relationship coach. I work from your assessment results, your connections and what you tell me here, and I don't have feelings or a life of my own. For anything urgent or clinical, please talk to a qualified professional or someone you trust.\n\n${follow}`;
  }

  // What the message asks (who, topic, constraints, the kind of answer), then a precise answer when there is one:
  // people unknown or pending, terms, the Vibe, comparing and ranking, drafts, the direction of what happened, ideas
  // within constraints; then ranking by Vibe, one axis or area, an apology, my pattern in an argument.
  const understood = understand(message, ctx);
  const precise = understoodReply({ ctx, message, u: understood, variant, tone }) ?? specificReply({ ctx, message });
  if (precise) return stripHtml(precise);

  let { intent, connection } = detectIntent(message, ctx);
  // "Explain my results and how to use them with Sam": about Sam too, so answer for the two of them.
  const about = understood.people.connections[0];
  let bothOfUs = false;
  if ((intent === 'understand_self' || intent === 'result_meaning') && about && new RegExp(`\\b(?:with|for|and) ${about.firstName}\\b`, 'i').test(message)) {
    intent = 'understand_connection';
    connection = about;
    bothOfUs = true;
  }
  // Carry the thread: short follow-ups ("what else?", "something cheaper?") continue the previous topic and the
  // person it was about; pronouns continue with the connection named in the last few messages.
  const [previous] = earlierUserMessages(ctx, message, 1);
  if (previous) {
    const prev = threadIntent(ctx, message) ?? detectIntent(previous, ctx);
    const words = message.trim().split(/\s+/).length;
    if (intent === 'other' && words <= 6 && prev.intent !== 'other' && prev.intent !== 'greeting' && prev.intent !== 'thanks') intent = prev.intent;
    const earlier = recentConnection(ctx, message) ?? prev.connection;
    const aboutThem = /\b(he|she|they|him|her|them|his|their|hers|theirs)\b/i.test(message);
    const aboutMe = /\b(my|me|myself|mine)\b/i.test(message);
    if (!connection && earlier && (aboutThem || (words <= 6 && !aboutMe))) connection = earlier;
  }
  if (!connection && !ctx.focus) {
    const named = findNamedConnection(message, ctx.connections);
    if (named) connection = named;
  }

  // "fun stuff to do with Sam" asks for ideas even without the word "date".
  if (understood.wanted === 'ideas' && (intent === 'other' || intent === 'understand_connection')) intent = 'date_ideas';
  const env: Env = { ctx, message, seed, me, r: ctx.person.results, c: connection, cr: connection?.results ?? null, topic: understood.topic };
  const vars = { me, name: connection?.firstName };

  if (intent === 'greeting') {
    const opener = pick(OPENERS.greeting, seed, avoid, (t) => fill(t, vars));
    return stripHtml(`${opener} ${greetingBody(ctx)}\n\n${pick(FOLLOW_UPS.greeting, seed, avoid, (t) => fill(t, vars))}`);
  }
  if (intent === 'thanks') {
    const opener = pick(OPENERS.thanks, seed, avoid, (t) => fill(t, vars));
    return stripHtml(`${opener} It's good to see you putting this into practice.\n\n${pick(FOLLOW_UPS.thanks, seed, avoid, (t) => fill(t, vars))}`);
  }

  const builders: Record<Exclude<CoachIntent, 'greeting' | 'thanks'>, (e: Env) => Parts> = {
    understand_self: understandSelf,
    understand_connection: understandConnection,
    conflict,
    communication_script: communication,
    attachment,
    love_languages: loveLanguages,
    date_ideas: dateIdeas,
    stability,
    result_meaning: resultMeaning,
    other,
  };
  const parts = builders[intent](env);
  // The topic the person named gets its own practical suggestion first.
  if (understood.topic && !parts.bullets.includes(understood.topic.tip)) parts.bullets.unshift(understood.topic.tip);
  // Vary across turns: no suggestion, and no Vibe summary, that the last two replies already gave.
  const recent = recentReplies(ctx);
  if (recent) {
    const talk = intent === 'conflict' || intent === 'communication_script' || intent === 'other';
    // Top-ups stay personal first (the other person's love language, then the person's own), then techniques.
    const personal = [theirLoveLanguageBullet(env), myLoveLanguageBullet(env)].filter((b): b is string => !!b);
    const spare = talk ? [...personal, technique(env, 1), technique(env, 4), technique(env, 6)] : [];
    // The tip for the topic asked about stays even when given before: "and with Jordan?" asks it again for Jordan.
    const keep = variant === 0 && understood.topic && parts.bullets[0] === understood.topic.tip ? [parts.bullets.shift()!] : [];
    parts.bullets = [...keep, ...freshBullets(parts.bullets, recent, spare)];
    if (parts.closing && connection && recent.includes(`Your Vibe with ${connection.firstName} is`)) parts.closing = undefined;
    // Say once that results are missing, not in every reply.
    if (parts.note && recent.includes("I don't have your assessment results yet")) parts.note = parts.note.replace(/^I don't have your assessment results yet[^.]*\.[^.]*\.\s*/, '') || undefined;
  }
  const openerIntent: CoachIntent = intent === 'understand_connection' && !connection ? 'other' : intent;
  // Without results, no opener may promise "what your results suggest".
  const openers = env.r ? OPENERS[openerIntent] : OPENERS[openerIntent].filter((o) => !/results/.test(o));
  const opener = pick(openers.length ? openers : OPENERS.other, seed, avoid, (t) => fill(t, vars));
  const followIntent: CoachIntent = openerIntent;
  // When the topic is understood, "could you tell me more about what is going on?" would say it was not; with nobody
  // named, the topic's own question, or an offer to go on, fits better than "who is this about?".
  const follows = understood.topic ? FOLLOW_UPS[followIntent].filter((f) => !/tell me a bit more/.test(f)) : FOLLOW_UPS[followIntent];
  const follow =
    understood.topic && intent === 'other' && !connection
      ? (understood.topic.question ?? 'Would you like to talk it through a bit more, or is it about someone in particular?')
      : pick(follows, seed + 1, avoid, (t) => fill(t, vars));

  const sections = [opener];
  // Asked about their own results too: a one-line summary of them before the two of you.
  const r0 = ctx.person.results;
  if (bothOfUs && r0) sections.push(`Your results in short: ${typeName(r0.personalityType)}, **${ATTACHMENT_LABELS[r0.relationshipType]}** attachment, and you feel loved through **${LOVE_LANGUAGE_LABELS[r0.loveLanguageReceiving]}**. Here is how they meet ${connection!.firstName}'s.`);
  // What the person asked the coach to remember, when it bears on this message: used, and said to be used.
  const remembered = relevantMemories(ctx.person.memories ?? [], message);
  if (remembered.length > 0) sections.push(`You told me ${remembered.map((f) => `that ${inSentence(f)}`).join(', and ')}, so I'm keeping that in mind.`);
  const notConnected = notConnectedNote(understood);
  if (notConnected) sections.push(notConnected);
  if (parts.note) sections.push(parts.note);
  if (parts.bullets.length) sections.push(parts.bullets.map((b) => `- ${b}`).join('\n'));
  if (parts.closing) sections.push(parts.closing);
  sections.push(follow);
  return stripHtml(sections.join('\n\n'));
}

function greetingBody(ctx: CoachContext): string {
  const r = ctx.person.results;
  const first = ctx.focus ?? ctx.connections[0];
  if (!r) {
    return "I'm your AI relationship coach. I don't have your assessment results yet; once you finish it, I can tailor everything to your type, attachment style, love languages and stability.";
  }
  const e = strongestAxis(r);
  const about = ctx.focus
    ? `We can talk about ${ctx.focus.firstName}: how you two communicate, what makes them feel appreciated, or something that's been hard.`
    : first
      ? `We could look at you, at someone like ${first.firstName}, a conversation you're planning, or ideas for time together.`
      : 'We could look at your results, a relationship on your mind, or a habit you want to build.';
  return `As an ${r.personalityType} who leans ${lean(e)} and feels loved through ${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}, you bring a lot to your relationships. ${about}`;
}

/** The greeting shown in an empty chat. */
export function builtinGreeting(ctx: CoachContext): string {
  const me = ctx.person.firstName || 'there';
  const coach = ctx.coachName || 'your coach';
  const r = ctx.person.results;
  const lines = [`Hi ${me}, I'm ${coach}, your AI relationship coach.`];
  if (!r) {
    lines.push(
      "I don't have your assessment results yet. Once you complete the assessment, I can ground my suggestions in your personality type, attachment style, love languages and stability. Until then, I'm happy to help with general questions.",
    );
    lines.push('What would you like to talk about?');
    return lines.join('\n\n');
  }
  const e = strongestAxis(r);
  if (ctx.focus) {
    const f = ctx.focus;
    lines.push(
      `This is a private space to talk about ${f.firstName}.${f.results ? ` ${f.firstName} is ${typeName(f.results.personalityType)}${f.results.loveLanguageReceiving ? ` and receives love through **${LOVE_LANGUAGE_LABELS[f.results.loveLanguageReceiving]}**` : ''}.` : ''}${f.vibe ? ` Your Vibe together is **${f.vibe.score} (${f.vibe.band})**.` : ''}`,
    );
    lines.push(`What would you like to understand about ${f.firstName}?`);
    return lines.join('\n\n');
  }
  lines.push(
    `I know you're ${typeName(r.personalityType)}, leaning ${lean(e)}, with ${/^[AEIOU]/.test(ATTACHMENT_LABELS[r.relationshipType]) ? 'an' : 'a'} **${ATTACHMENT_LABELS[r.relationshipType]}** attachment style, and you feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**. I can help you:`,
  );
  const names = ctx.connections.slice(0, 2).map((c) => c.firstName);
  lines.push(
    [
      `- understand yourself or ${names.length ? names.join(' or ') : 'the people in your life'} better`,
      '- plan what to say in a hard conversation',
      '- find gestures, date ideas and small weekly habits that fit you',
    ].join('\n'),
  );
  lines.push("What's on your mind today?");
  return lines.join('\n\n');
}

/** A short conversation title (max 60 chars) from the first message. */
export function titleFromMessage(message: string): string {
  const clean = message
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_`#>\[\]]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return 'New conversation';
  const firstSentence = clean.split(/(?<=[.!?])\s/)[0] ?? clean;
  let t = firstSentence.replace(/[.!]+$/, '');
  if (t.length > 60) {
    const cut = t.slice(0, 59);
    const space = cut.lastIndexOf(' ');
    t = (space > 30 ? cut.slice(0, space) : cut).replace(/[\s,;:-]+$/, '') + '…';
  }
  return cap(t);
}

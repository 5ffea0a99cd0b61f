/**
 * The builtin coach: offline, deterministic, grounded in the person's stored results, their connections and the
 * conversation so far. Safety (checkSafety) runs before this is called; this module only coaches.
 *
 * Replies: a short empathetic opener, 2-4 concrete personalised suggestions, a Vibe note when a connection is
 * involved, and one follow-up question. Light markdown only (paragraphs, "-" bullets, **bold**), no HTML, no links.
 */

import { type Script } from '../content/topics.js';
import { findHobbyCategory, findActivity } from '../../../../../shared/assessment/hobbies.js';
import { LETTER_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../../shared/assessment/personalityTypes.js';
import { AxisEvidence, TypeLetter, Axis, SurveyResults, StabilityDimension, STABILITY_DIMENSIONS, VibeResult, VibePart, HobbyCategoryAnswer } from '../../../../../shared/assessment/types.js';
import { SharedResults, CoachConnection, CoachContext } from '../../context.js';
import { LETTER_GIST, AXIS_PAIR_TIPS, LETTER_IN_CONFLICT, gesturesFor, LOVE_LANGUAGE_KB, PARTNER_ANXIETY_TIPS, PARTNER_AVOIDANCE_TIPS, CONFLICT_TECHNIQUES } from '../content/knowledge.js';
import { topicOf, Topic } from '../content/topics.js';
import { WRONGS } from '../read/understand.js';
import { askedLetter } from './specific.js';


// ------------------------------------------------------------------------------------------------ small helpers

export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function fill(template: string, vars: { name?: string; me: string }): string {
  return template.replace(/\{name\}/g, vars.name ?? 'them').replace(/\{me\}/g, vars.me);
}

/** Item `seed % n`, skipping items whose text already appears in `avoid` (the previous assistant turn). */
export function pick<T extends string>(list: readonly T[], seed: number, avoid: string, render: (t: T) => string = (t) => t): string {
  if (list.length === 0) return '';
  for (let k = 0; k < list.length; k++) {
    const text = render(list[(seed + k) % list.length]!);
    if (!avoid.includes(text)) return text;
  }
  return render(list[seed % list.length]!);
}

/** `count` items starting at a seeded offset (wrapping), for rotating suggestions across turns. */
export function rotate<T>(list: readonly T[], seed: number, count: number): T[] {
  const out: T[] = [];
  for (let k = 0; k < Math.min(count, list.length); k++) out.push(list[(seed + k) % list.length]!);
  return out;
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function quoteTip(s: string): string {
  return s.replace(/\.$/, '');
}

export const AXIS_ORDER = ['EI', 'SN', 'TF', 'JP'] as const;

/** Axis evidence, falling back to the type letters (as 60% leans) when evidence is missing. */
export function axesOf(r: SharedResults): AxisEvidence[] {
  const ev = r.evidence?.axes;
  // A copy: callers rank it, and the stored results are shared (and frozen) between requests.
  if (ev && ev.length === 4) return [...ev];
  return AXIS_ORDER.map((axis, i) => {
    const letter = (r.personalityType.charAt(i) || axis.charAt(0)) as TypeLetter;
    const first = letter === axis.charAt(0);
    return { axis, letter, percent: 60, firstPolePercent: first ? 60 : 40, borderline: false };
  });
}

export function strongestAxis(r: SharedResults): AxisEvidence {
  return [...axesOf(r)].sort((a, b) => b.percent - a.percent)[0]!;
}

/** The leaning a message names ("as an introvert", "I'm a J"), else the person's strongest one. */
export function axisFor(r: SharedResults, message: string): AxisEvidence {
  const asked = askedLetter(message);
  return (asked && axesOf(r).find((e) => e.axis.includes(asked))) || strongestAxis(r);
}

export function lean(e: AxisEvidence): string {
  return `${e.percent}% ${LETTER_LABELS[e.letter]}`;
}

/** The axis where two people differ most, or the one the topic turns on (going out or staying in: E/I). */
export function keyAxisPair(mine: SharedResults, theirs: SharedResults, preferred?: Axis): { me: AxisEvidence; them: AxisEvidence } {
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

export function level(score: number): 'higher' | 'lower' | 'middle' {
  if (score >= 60) return 'higher';
  if (score <= 40) return 'lower';
  return 'middle';
}

export function stabilityScores(r: SurveyResults): Array<{ dim: StabilityDimension; score: number }> {
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
export function stabilityScoresIfShared(r: SharedResults): Array<{ dim: StabilityDimension; score: number }> | null {
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
export function privatePartsOf(r: SharedResults): string[] {
  const parts: string[] = [];
  if (!r.relationshipType) parts.push('attachment style');
  if (!r.loveLanguageReceiving) parts.push('love languages');
  if (r.overallStability === undefined) parts.push('stability scores');
  return parts;
}

/** Said plainly, without guessing: the person chose not to share this part. */
export function keptPrivateBullet(name: string, parts: string[]): string {
  const what = parts.length ? parts.join(' and ') : 'some of their results';
  return `${name} keeps their ${what} private, so I won't guess at ${parts.length > 1 ? 'them' : 'it'}. The simplest way to learn what helps is to ask: "What makes you feel most cared for when things are hard?"`;
}

export function typeName(code: string): string {
  const info = getPersonalityType(code);
  return info ? `**${code}** (${info.nickname})` : `**${code}**`;
}

export function vibeParts(v: VibeResult): VibePart[] {
  return [...v.personality.parts, ...(v.lifestyle?.parts ?? [])];
}

export function vibeNote(c: CoachConnection, seed: number): string | null {
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
export function scriptFor(env: Env): Script | null {
  const earlier = env.ctx.history.filter((t) => t.role === 'user').slice(-2).reverse();
  // A topic's script says "I feel … when you …": a grievance of the member's. Where the member is the one who did
  // the wrong ("I was the one who missed her party", "I cancelled on him"), it would be said in the wrong direction.
  if (ownWrong(env.message) || (!env.topic && earlier.some((t) => ownWrong(t.content)))) return null;
  const topic = env.topic ?? earlier.map((t) => topicOf(t.content)).find((t) => t) ?? null;
  // A topic with no script of its own (making friends, a breakup) gets none, and neither does a message with no topic:
  // a script about nothing understood ("I feel unsettled when this keeps coming up") is not the member's situation.
  return topic ? (topic.script ?? null) : null;
}

/** The member says they did the wrong: "I missed …", "I was the one who forgot …", "after I cancelled …". */
export function ownWrong(message: string): boolean {
  return new RegExp(String.raw`\b(?:i|i was the one who|it was me who|me who)\s+(?:really |totally |completely |kind of |kinda |just |accidentally )?(?:${WRONGS}|cancell?ed|pointed out|bailed|flaked|ditched|didn'?t (?:reply|answer|call|text|show|turn up|come))`, 'iu').test(message);
}

/**
 * The activities a person rates 5, then those they rate 4, each group in the order of their answers: what an idea or a
 * gift can be about, more precisely than a category.
 */
export function ratedActivities(hobbies: HobbyCategoryAnswer[] | null | undefined): string[] {
  const ids: string[] = [];
  for (const score of [5, 4]) for (const a of hobbies ?? []) for (const s of a.selections ?? []) if (s.interest === score) ids.push(s.activityId);
  return ids;
}

/**
 * The interests someone really has, as their stored answers show them: a category counts only with a top-three pick
 * or an activity rated 4 or 5 (the same bar as the plan's `lovedCategories`), and only those activities are named. A
 * middling 3 is not "loves" or "both enjoy" (decision 100): replies say these words of whatever this returns.
 */
export function topInterests(hobbies: HobbyCategoryAnswer[] | null): Array<{ categoryId: string; categoryName: string; activities: string[] }> {
  if (!hobbies) return [];
  const out: Array<{ categoryId: string; categoryName: string; activities: string[]; avg: number }> = [];
  for (const answer of hobbies) {
    const sels = [...(answer.selections ?? [])].filter((s) => s.interest >= 4).sort((a, b) => b.interest - a.interest);
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

export interface Parts {
  note?: string;
  bullets: string[];
  closing?: string;
}

export interface Env {
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

export function missingNote(env: Env): string | undefined {
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

export function selfAxisBullet(env: Env): string | null {
  if (!env.r) return null;
  const e = axisFor(env.r, env.message);
  return `As someone who leans ${lean(e)}, ${LETTER_GIST[e.letter]}. Use that: pick a moment and a format that suit you, rather than getting pulled into one that doesn't.`;
}

export function pairBullet(env: Env): string | null {
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

export function theirLoveLanguageBullet(env: Env, count = 1, hardTalk = true): string | null {
  const ll = env.cr?.loveLanguageReceiving;
  if (!env.c || !ll) return null;
  const gestures = rotate(gesturesFor(ll, env.c.relationshipType), env.seed, count);
  const why = hardTalk ? ' It shows you are on the same side before or after the hard part.' : ' Small and often beats big and rare.';
  return `${env.c.firstName} receives love through **${LOVE_LANGUAGE_LABELS[ll]}**, so ${gestures.join('; or ')}.${why}`;
}

export function myLoveLanguageBullet(env: Env): string | null {
  if (!env.r) return null;
  const ll = env.r.loveLanguageReceiving;
  const ask = LOVE_LANGUAGE_KB[ll].howToAsk[env.seed % LOVE_LANGUAGE_KB[ll].howToAsk.length]!;
  return `You receive love through **${LOVE_LANGUAGE_LABELS[ll]}**, so it's fair to ask for it plainly: ${ask}`;
}

export function attachmentBullet(env: Env): string | null {
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
export function scriptLine(env: Env, script: Script): string {
  return `"${env.c ? `${env.c.firstName}, ` : ''}I feel ${script.feel} when ${script.when}, because ${script.because}. ${cap(script.ask)}"`;
}

export function scriptBullet(env: Env): string | null {
  const script = scriptFor(env);
  return script ? `Try a script like: ${scriptLine(env, script)}` : null;
}

export function technique(env: Env, offset = 0): string {
  return CONFLICT_TECHNIQUES[(env.seed + offset) % CONFLICT_TECHNIQUES.length]!;
}


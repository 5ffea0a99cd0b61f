/**
 * Three questions members ask about their own results that recur in every blind round and were answered beside the
 * point (round 17):
 * - a figure read as a grade or a verdict ("63 emotional stability… is that like a D", "emotional 30 and social 34, so
 *   I'm broken?"): every area the member names, each with its figure and what it measures, and the framing answered
 *   first (no pass mark, not broken);
 * - the type's name and a strong lean ("what does it mean that I'm 'The Open Door'? and P 98%, is that bad for
 *   relationships"): the name explained, the lean said, and what it brings and asks of a relationship;
 * - giving and wanting one love language far apart ("I GIVE 0 physical touch but want it 100, hypocritical?"): the two
 *   sides are measured apart, both figures, why they differ, and what it asks of the member.
 * Only the member's own results: a message that names a connection is left to the answers about that person.
 */
import { LETTER_LABELS, LOVE_LANGUAGE_GIVING_LABELS, LOVE_LANGUAGE_LABELS, STABILITY_LABELS } from '../../../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../../../shared/assessment/personalityTypes.js';
import type { LoveLanguage, StabilityDimension, SurveyResults, TypeLetter } from '../../../../../../shared/assessment/types.js';
import { STABILITY_RESULT_FIELD } from '../../../../../../shared/assessment/types.js';
import type { CoachContext } from '../../../context.js';
import { LETTER_GIST, LETTER_GROWTH, LETTER_STRENGTH, STABILITY_KB } from '../../content/knowledge.js';
import { LANGUAGE_WORDS } from '../../content/result-doubts.js';
import { namedIn } from '../data-parts.js';
import { axesOf } from '../shared.js';
import { capital } from '../kinds-common.js';
import { lowerFirst, stabilityLevel, STABILITY_AREA_WORDS } from './common.js';

/** Someone else is who the message is about: left to the answers about that person. */
const ABOUT_SOMEONE_ELSE = /\b(?:he|she|him|his|hers|they|them|their|my (?:partner|boyfriend|girlfriend|husband|wife|friend|mum|mom|dad|sister|brother))\b/;

// ------------------------------------------------------------------------------------------------ a figure as a grade

/** A school mark or a verdict read into a figure. */
const GRADE = /\blike an? [a-f][+-]?(?=[\s?.!,]|$)|\b(?:grade|graded|mark|pass(?:ed|ing)?|fail(?:ed|ing|ure)?|flunk\w*)\b/;
const BROKEN = /\b(?:broken|damaged|messed up|defective|a mess|hopeless|wrong with me|something wrong)\b/;
const VERDICT = /\b(?:bad|good|low|terrible|awful|concern\w*|worr\w*|normal|ok(?:ay)?|fine|a problem)\b|\?/;

/** The stability areas the message names as the member's: beside "stability" or a figure, or with "stability" said. */
function areasNamed(text: string): StabilityDimension[] {
  if (!/\bstability\b|\b\d{1,3}\s*%?\b/.test(text)) return [];
  return STABILITY_AREA_WORDS.filter(([, re]) => {
    const m = re.exec(text);
    if (!m) return false;
    const around = text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 16);
    return /\bstability\b|\b\d{1,3}\b/.test(around);
  }).map(([d]) => d);
}

export function gradeReply(ctx: CoachContext, text: string): string | null {
  const r = ctx.person.results;
  if (!r || namedIn(ctx, text).length || ABOUT_SOMEONE_ELSE.test(text)) return null;
  const areas = areasNamed(text);
  const grade = GRADE.test(text);
  const broken = BROKEN.test(text);
  // One area with a worry keeps the answer it had (data-answer.ts); a grade, or two areas with a worry, come here.
  if (!areas.length || !(grade || (areas.length > 1 && (broken || VERDICT.test(text))))) return null;
  const score = (d: StabilityDimension) => Math.round(r[STABILITY_RESULT_FIELD[d]]);
  const lines: string[] = [];
  if (broken) lines.push(`No, ${/\bbroken\b/.test(text) ? 'you are not broken' : 'nothing is wrong with you'}, and ${areas.length > 1 ? 'these figures do' : 'this figure does'} not say you are. Stability is a snapshot of how settled each part of life has felt lately, from your own answers: not a diagnosis, not a judgement of you, and it moves.`);
  else lines.push(`It isn't a grade: there is no pass mark and nothing to fail. ${areas.length > 1 ? 'Each figure shows' : 'The figure shows'} how settled that part of life has felt lately, from your own answers, and it moves as life does.`);
  lines.push(areas.map((d) => `- **${STABILITY_LABELS[d]} ${score(d)}%** (${stabilityLevel(score(d))}): ${STABILITY_KB[d].meaning}.`).join('\n'));
  const all = STABILITY_AREA_WORDS.map(([d]) => d).sort((a, b) => score(b) - score(a));
  const best = all[0]!;
  const lowest = [...areas].sort((a, b) => score(a) - score(b))[0]!;
  // The praise is for the steadiest area, said of it, not of the overall figure (round 23 q36: "your overall stability
  // is 45%: a real strength to lean on").
  if (!areas.includes(best)) lines.push(`Your steadiest area is ${lowerFirst(STABILITY_LABELS[best])} (${score(best)}), ${score(best) >= 60 ? 'a real strength to lean on' : 'the area to build from'}; your overall stability, the average of all six, is ${Math.round(r.overallStability)}%.`);
  if (score(lowest) < 60) lines.push(`A lower figure points to where small habits help most. One to try for ${lowerFirst(STABILITY_LABELS[lowest])}: ${lowerFirst(STABILITY_KB[lowest].habits[0]!)}${score(lowest) < 40 ? ' If it has weighed on your days for a while, talking to a counsellor or your doctor is a good, ordinary step.' : ''}`);
  else lines.push('A figure this steady needs nothing fixed; keep what is working.');
  return lines.join('\n\n');
}

// ------------------------------------------------------------------------------------------------ a type's name and a lean

const LETTER_WORDS: Array<[TypeLetter, RegExp]> = [
  ['E', /\bextr[ao]vert\w*/], ['I', /\bintrovert\w*/], ['S', /\bsensing\b/], ['N', /\bintuiti\w*/],
  ['T', /\bthinking\b/], ['F', /\bfeeling\b/], ['J', /\bjudging\b/], ['P', /\bperceiving\b/],
];
/** "P 98%", "98% P", "98% perceiving", "perceiving 98": a letter of the member's type with its figure. */
function leanAsked(text: string, raw: string): { letter: TypeLetter; percent: number } | null {
  const byLetter = /(?:^|[\s(])([EISNTFJP])\s*[:=]?\s*(\d{2,3})\s*%|(\d{2,3})\s*%\s*([EISNTFJP])(?=[\s?.!,)]|$)/.exec(raw);
  if (byLetter) return { letter: (byLetter[1] ?? byLetter[4]) as TypeLetter, percent: Number(byLetter[2] ?? byLetter[3]) };
  for (const [letter, re] of LETTER_WORDS) {
    const m = re.exec(text);
    if (!m) continue;
    const near = text.slice(Math.max(0, m.index - 8), m.index + m[0].length + 8).match(/\b(\d{2,3})\s*%?/);
    if (near) return { letter, percent: Number(near[1]) };
  }
  return null;
}
const RELATIONSHIP_VERDICT = /\b(?:bad|good|problem\w*|red flag|toxic|normal|too (?:much|high|extreme)|extreme|concern\w*|worr\w*)\b|\bfor (?:relationships?|dating|a partner|love)\b/;

/** The unflattering reading a member offers of their type's name ("just a nice way to say people pleaser?"). */
const READING = /\bjust (?:a |an )?(?:nice|polite|fancy|kind|nicer|posh|flattering|cute|pretty) (?:way|word|name) (?:to say|of saying|for)\s+(?:i'?m |i am |a |an )?([^?.!,]+)/;
/** Which leaning an unflattering reading overdoes: "people pleaser" is Feeling kept up at one's own cost. */
const READING_LETTER: Array<[RegExp, TypeLetter]> = [
  [/\b(?:pleas\w*|pushover|doormat|yes[- ]?(?:man|woman|person)|needy|soft|too nice)\b/, 'F'],
  [/\b(?:bossy|control\w*|rigid|uptight|stubborn|inflexible)\b/, 'J'],
  [/\b(?:flak\w*|unreliable|lazy|messy|indecisive|can'?t commit|scatter\w*)\b/, 'P'],
  [/\b(?:cold|robot\w*|heartless|harsh|blunt|unfeeling)\b/, 'T'],
  [/\b(?:loner|antisocial|shy|boring|awkward|recluse)\b/, 'I'],
  [/\b(?:loud|attention\w*|show[- ]?off|too much|chatty)\b/, 'E'],
  [/\b(?:dreamer|head in the clouds|unrealistic|airy)\b/, 'N'],
  [/\b(?:dull|unimaginative|stuck in (?:my|their) ways)\b/, 'S'],
];

export function typeNameReply(ctx: CoachContext, text: string, raw: string): string | null {
  const r = ctx.person.results;
  if (!r) return null;
  const info = getPersonalityType(r.personalityType);
  if (!info) return null;
  const nickname = info.nickname.replace(/^the /i, '').toLowerCase();
  const namesIt = text.includes(nickname) || /\b(?:my type'?s? name|why am i called|why (?:does|did) it call me)\b/.test(text);
  const asked = leanAsked(text, raw);
  const own = asked ? axesOf(r).find((e) => e.letter === asked.letter) : undefined;
  const verdict = RELATIONSHIP_VERDICT.test(text);
  if (!namesIt && !(own && verdict)) return null;
  // A connection named only as the one who says it ("Maya's always saying I can't commit") keeps the question the
  // member's own; one asked about ("what's Sam's type name") is left to the answers about that person.
  const named = namedIn(ctx, text);
  if (named.length && !(namesIt || own)) return null;
  const lines: string[] = [];
  const reading = READING.exec(text)?.[1]?.replace(/\s+(?:lol|haha|lmao|tbh|xd|or what|or not)$/, '').trim();
  if (namesIt) {
    const letters = r.personalityType.split('').map((l) => LETTER_LABELS[l as TypeLetter]).join(', ');
    lines.push(`${reading ? 'Not quite, though the two are related. ' : ''}**${info.nickname}** is the name Attune gives your type, **${r.personalityType}** (${letters}). ${info.description}`);
  }
  if (own) {
    lines.push(`Your **${own.percent}% ${LETTER_LABELS[own.letter]}** is a ${own.percent >= 80 ? 'strong' : own.percent >= 60 ? 'clear' : 'light'} lean: ${LETTER_GIST[own.letter]}. A percentage is how strongly you lean, not a score, so a high one is not too much of anything; it just shows clearly.`);
  }
  const overdone = reading ? READING_LETTER.find(([re]) => re.test(reading))?.[1] : undefined;
  const letter = overdone && r.personalityType.includes(overdone) ? overdone : own?.letter ?? [...axesOf(r)].sort((a, b) => b.percent - a.percent)[0]!.letter;
  if (reading) {
    const difference = letter === 'F' ? 'The difference between caring and pleasing is whether your own needs get a say too' : 'It is a tendency to watch, not who you are';
    lines.push(`Where "${reading}" has a point: the same strength, overdone, turns into it. ${capital(LETTER_GROWTH[letter])}. ${difference}; at its best, ${LETTER_STRENGTH[letter]}.`);
  } else if (verdict || namesIt) {
    lines.push(`${verdict ? 'No, it is not bad for relationships. ' : ''}What it brings: ${LETTER_STRENGTH[letter]}. What to watch: ${LETTER_GROWTH[letter]}.`);
  }
  // The everyday clash the member reports with a connection who leans the other way ("can't commit to a restaurant").
  const other = named[0]?.results?.evidence.axes.find((a) => a.axis === 'JP');
  if (own?.letter === 'P' && other?.letter === 'J' && /\b(?:commit|decide|decision|choose|pick|plans?|restaurant|book\w*)\b/.test(text)) {
    lines.push(`With ${named[0]!.firstName}, who leans Judging, the easy fix is small: offer two options you would be happy with and let ${named[0]!.firstName} pick, or say when you will decide ("I'll choose the restaurant by five"). ${named[0]!.firstName} gets the settled plan, and you keep some of the room you like.`);
  }
  return lines.join('\n\n');
}

// ------------------------------------------------------------------------------------------------ giving and wanting

const GIVE = /\b(?:give|gives|giving|gave|show|showing|offer\w*|do for)\b/;
const WANT = /\b(?:want|wants|wanting|receiv\w*|need|needs|crave|feel loved|get)\b/;

export function giveReceiveReply(ctx: CoachContext, text: string): string | null {
  const r: SurveyResults | null = ctx.person.results;
  const sides = r?.evidence?.loveLanguages;
  if (!r || !sides || namedIn(ctx, text).length || ABOUT_SOMEONE_ELSE.test(text)) return null;
  const named = (Object.keys(LANGUAGE_WORDS) as LoveLanguage[]).filter((l) => LANGUAGE_WORDS[l].test(text));
  if (named.length !== 1 || !GIVE.test(text) || !(WANT.test(text) || /\bhypocri\w*/.test(text))) return null;
  const l = named[0]!;
  const given = Math.round(sides.giving[l]);
  const wanted = Math.round(sides.receiving[l]);
  if (Math.abs(given - wanted) < 30) return null;
  const lines = [
    `Your results measure giving and receiving separately. For **${LOVE_LANGUAGE_LABELS[l]}** you score **${wanted} out of 100 for receiving** and **${given} for giving**.${wanted > given ? ` You mostly give through **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}** instead.` : ` What you most want back is **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**.`}`,
    `${/\bhypocri\w*/.test(text) ? "It isn't hypocritical. " : ''}Most people give in the way that comes naturally to them and want back what fills them up, and the two are often different. It says nothing about fairness; it says where your care comes from and where it lands.`,
    wanted > given
      ? `What it does mean: the people close to you may not guess how much ${LOVE_LANGUAGE_LABELS[l].toLowerCase()} matters to you, because you rarely offer it first. Say it lightly, and if you like, start it yourself now and then; it often comes back.`
      : `What it does mean: you offer ${LOVE_LANGUAGE_LABELS[l].toLowerCase()} freely while it matters less to you, so say now and then what you would like back (for you, ${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving].toLowerCase()}).`,
  ];
  return lines.join('\n\n');
}

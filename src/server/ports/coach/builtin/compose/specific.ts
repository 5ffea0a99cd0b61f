/**
 * Answers to questions precise enough to deserve a precise answer (issue 19): ranking connections by Vibe, one axis
 * of the type, one stability area, an apology to a named person, and the person's own pattern in an argument
 * (answers.ts has the rest, ideas within a budget among them). Each handler either answers the question asked, from
 * stored data, or returns null and the general builtin coach answers. Words are read with `compromise` (verbs, negation), not with ever longer regular expressions.
 */

import { LETTER_LABELS, STABILITY_LABELS, LOVE_LANGUAGE_LABELS, ATTACHMENT_LABELS } from '../../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../../shared/assessment/personalityTypes.js';
import { TypeLetter, Axis, StabilityDimension, STABILITY_RESULT_FIELD } from '../../../../../shared/assessment/types.js';
import { loadNlp } from '../../../../lazy.js';
import { CoachContext } from '../../context.js';
import { LETTER_GIST, STABILITY_KB, gesturesFor, LETTER_IN_CONFLICT } from '../content/knowledge.js';
import { findNamedConnection } from '../read/intents.js';
import { lower } from '../read/text.js';
import { eventFor } from './answers/drafts.js';
import { wantedOf, spokenTo, directionOf, myWrong } from '../read/understand.js';


const AXIS_OF: Record<TypeLetter, Axis> = { E: 'EI', I: 'EI', S: 'SN', N: 'SN', T: 'TF', F: 'TF', J: 'JP', P: 'JP' };
const OTHER_POLE: Record<TypeLetter, TypeLetter> = { E: 'I', I: 'E', S: 'N', N: 'S', T: 'F', F: 'T', J: 'P', P: 'J' };
const WORD_TO_LETTER: Record<string, TypeLetter> = {
  extravert: 'E', extrovert: 'E', extraverted: 'E', extroverted: 'E', introvert: 'I', introverted: 'I',
  sensing: 'S', sensor: 'S', intuitive: 'N', intuition: 'N', thinking: 'T', thinker: 'T', feeling: 'F', feeler: 'F',
  judging: 'J', judger: 'J', perceiving: 'P', perceiver: 'P',
  // Everyday words for a leaning, as people ask "who is more organised?"
  organised: 'J', organized: 'J', planner: 'J', spontaneous: 'P', outgoing: 'E', logical: 'T',
};
/** What each axis is measured from, in plain words. */
const AXIS_SOURCE: Record<Axis, string> = {
  EI: 'your answers about where you get your energy: time with people, or time alone',
  SN: 'your answers about what you notice first: concrete facts and experience, or patterns and possibilities',
  TF: 'your answers about how you decide: by logic and fairness, or by values and the people affected',
  JP: 'your answers about how you like life organised: plans, closure and agreements, or open options and room to adapt',
};

export interface SpecificInput {
  ctx: CoachContext;
  message: string;
}

type Handler = (input: SpecificInput) => string | null;


// ------------------------------------------------------------------------------------------------ ranking

const rankConnections: Handler = ({ ctx, message }) => {
  const text = lower(message);
  // Ranking by one part of the Vibe was answered before this (answers.ts); this ranks by the whole Vibe.
  if (wantedOf(message) !== 'rank') return null;
  if (ctx.connections.length === 0) {
    return "You haven't connected with anyone on Attune yet, so I have no Vibe to compare. Invite someone from the Connections button, and once they accept and finish their assessment, I can tell you how you fit.";
  }
  const worst = /\b(worst|hardest|least|lowest|clash)\b/.test(text);
  const scored = ctx.connections.filter((c) => c.vibe).sort((a, b) => (worst ? a.vibe!.score - b.vibe!.score : b.vibe!.score - a.vibe!.score));
  const waiting = ctx.connections.filter((c) => !c.vibe);
  if (scored.length === 0) {
    return `None of your connections has a Vibe yet: ${waiting.map((c) => c.firstName).join(', ')} still need to finish their assessment. I'll be able to compare once they do.`;
  }
  const top = scored[0]!;
  const strongest = [...top.vibe!.personality.parts, ...(top.vibe!.lifestyle?.parts ?? [])].sort((a, b) => b.score - a.score)[0];
  const lines = scored.map((c, i) => `${i + 1}. **${c.firstName}**: Vibe ${c.vibe!.score} (${c.vibe!.band})`);
  return [
    worst
      ? `By Vibe, the connection that takes the most care is **${top.firstName}** (${top.vibe!.score}). That is not a verdict: it shows where your results differ most, which is where understanding helps most.`
      : `By Vibe, you get along best with **${top.firstName}** (${top.vibe!.score}, ${top.vibe!.band})${strongest ? `, strongest on ${strongest.label} (${strongest.score}): ${strongest.reasons[0]}` : ''}.`,
    lines.join('\n'),
    ...(waiting.length ? [`Not ranked yet: ${waiting.map((c) => c.firstName).join(', ')} (no Vibe until their assessment is done).`] : []),
    'Would you like to look at what makes one of these work, or where it needs care?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ one axis

/** The letter or type word the question is about ("why am I a J", "am I really an introvert?"). */
export function askedLetter(message: string): TypeLetter | null {
  const letter = /\b(?:an?|the|my)\s+([EISNTFJP])\b(?!\w)/.exec(message) ?? /\b([EISNTFJP])\s*(?:\/|vs\.?|or|and not|not)\s*([EISNTFJP])\b/.exec(message);
  if (letter?.[1]) return letter[1] as TypeLetter;
  const text = lower(message);
  for (const m of text.matchAll(/[a-z]+/g)) {
    const word = m[0];
    if (!WORD_TO_LETTER[word]) continue;
    // "-ing" words are everyday verbs too ("her feeling obligated", "thinking about it", "judging me"): they name a
    // leaning only after a word that makes them one ("a feeling type", "more thinking", "am I sensing") and not
    // before a word that makes them a verb.
    if (/ing$/.test(word)) {
      const before = text.slice(Math.max(0, m.index - 12), m.index);
      const after = text.slice(m.index + word.length);
      if (!/\b(?:a|an|the|my|on|more|less|so|too|very|am i|i'?m|im|why|high|low)\s+$/.test(before)) continue;
      if (/^\s+(?:like|about|that|of|for|obligated|bad|low|down|sad|sick|guilty|better|worse|ok|okay|fine|me|you|him|her|them|it|\w+ed)\b/.test(after)) continue;
    }
    return WORD_TO_LETTER[word]!;
  }
  return null;
}

const oneAxis: Handler = ({ ctx, message }) => {
  const r = ctx.person.results;
  const text = lower(message);
  if (!r || !/\b(why|how come|what does|what do|explain|mean|am i|my)\b/.test(text)) return null;
  if (!/\b(am i|my|me|i'?m|i am)\b/.test(text)) return null;
  const asked = askedLetter(message);
  if (!asked) return null;
  const evidence = r.evidence.axes.find((e) => e.axis === AXIS_OF[asked]);
  if (!evidence) return null;
  const mine = evidence.letter;
  const other = OTHER_POLE[mine];
  const otherPercent = 100 - evidence.percent;
  const matches = mine === asked;
  return [
    `On the ${AXIS_OF[asked].split('').join('/')} axis you lean **${evidence.percent}% ${LETTER_LABELS[mine]}** and ${otherPercent}% ${LETTER_LABELS[other]}, so your type has ${matches ? `the ${asked}` : `${mine}, not ${asked}`}.`,
    `It comes from ${AXIS_SOURCE[evidence.axis]}. ${LETTER_LABELS[mine]} means you ${LETTER_GIST[mine].replace(/^you /, '')}; ${LETTER_LABELS[other]} would mean you ${LETTER_GIST[other].replace(/^you /, '')}.`,
    evidence.borderline || evidence.percent < 60
      ? `At ${evidence.percent}% the lean is mild: you will recognise yourself in both sides, and a different week could tip it.`
      : `At ${evidence.percent}% the lean is clear, so it probably shows in everyday life.`,
    'Does that match how you see yourself?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ one stability area

const DIMENSIONS: StabilityDimension[] = ['mental', 'emotional', 'physical', 'social', 'spiritual', 'desire'];
const SCORE_FIELD = STABILITY_RESULT_FIELD;

const oneStabilityArea: Handler = ({ ctx, message }) => {
  const r = ctx.person.results;
  const text = lower(message);
  if (!r || !/\b(stabilit\w*|score|area)\b/.test(text)) return null;
  const dims = DIMENSIONS.filter((d) => new RegExp(`\\b${d}\\b`).test(text));
  if (dims.length !== 1) return null;
  const dim = dims[0]!;
  const score = Math.round(Number(r[SCORE_FIELD[dim]]));
  const kb = STABILITY_KB[dim];
  return [
    `Your **${STABILITY_LABELS[dim]} stability is ${score}%**. It measures ${kb.meaning}.`,
    score >= 70 ? 'That is one of your steadier areas: something to lean on when other parts of life feel shaky.' : score >= 50 ? 'That is in the middle: steady most of the time, with room to grow.' : 'That is one of the areas under the most strain right now, which is where small habits help most. It is a reading of this season, not a flaw.',
    `What moves it, in small weekly steps:\n${kb.habits.slice(0, 3).map((h) => `- ${h}`).join('\n')}`,
    `Your overall stability is ${Math.round(r.overallStability)}%, the average of your six areas. Would you like to pick one of these to try this week?`,
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ apologising

/** "forgetting to call him on his big day" → "forgot to call you on your big day" (said to that person). */
function pastTenseToThem(clause: string): string {
  let text = clause.trim().replace(/[.!?]+$/, '');
  const nlp = loadNlp();
  const doc = nlp(text);
  if (/^not\s/i.test(text)) {
    const rest = nlp(text.replace(/^not\s+/i, ''));
    (rest.verbs().first() as unknown as { toInfinitive(): void }).toInfinitive();
    text = `didn't ${rest.text()}`;
  } else {
    (doc.verbs().first() as unknown as { toPastTense(): void }).toPastTense();
    text = doc.text();
  }
  return spokenTo(text);
}

/** An ask still open, or guilt about only thinking of a no: nothing has been done yet. */
const NOTHING_DONE = /\b(?:wants?|asked|asks|invit\w+) (?:me|us) to\b|\bguilty (?:even |just )?(?:for |about )?(?:hesitat\w*|wanting|thinking|not wanting|saying no)\b/;
const APOLOGY = /\b(say sorry|apologi[sz]e|apology|make it up|make amends)\b/;

const apology: Handler = ({ ctx, message }) => {
  const text = lower(message);
  if (!APOLOGY.test(text) && directionOf(message) !== 'apologising') return null;
  // The person apologising, not the one hurt: "they should apologise to me" is a different question.
  if (/\b(to me|apologi[sz]e to me|say sorry to me|won'?t apologi[sz]e|never apologi[sz]es?)\b/.test(text)) return null;
  // An apology already made ("I sent a long apology", "I already said sorry") asks what now, not for another one.
  if (/\bi (?:already |just |have |'ve )?(?:sent|wrote|gave|made|texted)\b[^.!?]{0,30}\bapolog|\bi (?:already |have already |'ve already |'ve )(?:apologi[sz]ed|said sorry)\b/.test(text)) return null;
  const person = ctx.focus ?? findNamedConnection(message, ctx.connections);
  const name = person?.firstName ?? null;
  // What the sorry is for: the "for …" of the sentence that asks, short and starting as a reason does ("for missing
  // your call", "for the other night"); a "for a week after …" running on to the end of the message is not one.
  const asking = (message.match(/[^.!?]+[.!?]*/g) ?? [message]).find((x) => APOLOGY.test(lower(x))) ?? message;
  const forRaw = /\b(?:for|about)\s+([^.!?;]+)/i.exec(asking.replace(/[?.!]+$/, ''));
  const forClause = forRaw && forRaw[1]!.trim().split(/\s+/).length <= 10 && /^(?:\p{L}+ing|not|never|the|my|what|last|yesterday|earlier|that|this|how)\b/iu.test(forRaw[1]!.trim()) ? forRaw : null;
  const wrong = forClause ? null : myWrong(message);
  const what = forClause ? pastTenseToThem(forClause[1]!) : wrong ? spokenTo(name ? wrong.replace(new RegExp(`(?:\\b(?:my|our) (?:best |little |big |older |younger )?[\\p{L}-]+ )?\\b${name}\\b`, 'giu'), 'you') : wrong) : null;
  // Decision 082: what the member did, read as their own clause ("I didn't text Maya till 9" → "didn't text you until 9").
  const mine = !what && person ? eventFor(message, { kind: 'connection', c: person, pronoun: null }, 'apology') : null;
  // "I forgot to call my mum back": said to her, "my mum" is "you" (the apology goes to the person in the story).
  const toRole = (x: string) => (name ? x : x.replace(/\b(?:my|our) (?:mum|mom|mother|dad|father|sister|brother|grandma|grandpa|gran|nan|aunt|uncle|cousin|flatmate|roommate|housemate|best friend|friend|partner|boyfriend|girlfriend|husband|wife)\b/i, 'you'));
  const said = what ? toRole(what) : mine && /^I /.test(mine) ? toRole(mine.slice(2)) : null;
  // Guilt about an invitation not yet answered ("I feel guilty even hesitating") has nothing to say sorry for: an
  // apology "about what happened" for an event that never happened read as garbled; the other answers take it.
  if (!said && !APOLOGY.test(text) && NOTHING_DONE.test(text)) return null;
  const receiving = person?.results?.loveLanguageReceiving;
  const opening = `${name ? `${name}, ` : ''}I'm sorry${said ? ` I ${said}` : ' about what happened'}.`;
  const script = `"${opening} I know it mattered to you, and I let you down. No excuses: I want to make it right.${receiving ? '' : ' What would help?'}"`;
  const repair = receiving
    ? `${name ?? 'They'} feels loved through **${LOVE_LANGUAGE_LABELS[receiving]}**, so follow the words with that: ${gesturesFor(receiving, person?.relationshipType)[0] ?? 'a small, specific gesture'}.`
    : null;
  return [
    `A good apology names what you did, owns its effect and offers repair, without a "but". Here is one you could use${name ? ` with ${name}` : ''}:`,
    script,
    [
      '- Say it soon, and in person or by voice if you can: a text is easier to misread.',
      '- Leave out explanations at first ("I was so busy…"); they can come later if asked.',
      ...(repair ? [`- ${repair}`] : []),
      `- Then listen: ${name ?? 'they'} may need to say how it felt before things feel settled.`,
    ].join('\n'),
    'Would you like a shorter version to send as a message first?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ my pattern in an argument

const MY_PATTERN = /\b(my|i)\b.{0,30}\b(worst|bad|unhealthy|biggest)?\s*(habit|pattern|tendenc\w*|mistake|blind spot|weakness)\w*\b.{0,30}\b(argu\w*|fight\w*|conflict|disagree\w*|row)\b|\bwhat do i (do|get) wrong when (we|i) (argue|fight)\b|\bhow do i (act|behave|react) (when|in) (we argue|an argument|a fight|conflict)\b/;

/** "usually needs some quiet time to sort out their thoughts" → "usually need some quiet time to sort out your thoughts". */
function toSecondPerson(phrase: string): string {
  return phrase
    .replace(/^((?:usually|often|tends to|mostly)\s+)?(\w+?)s\b/, '$1$2')
    .replace(/\btheir\b/g, 'your')
    .replace(/\bthey\b/g, 'you')
    .replace(/\bthem\b/g, 'you');
}

const myConflictPattern: Handler = ({ ctx, message }) => {
  const r = ctx.person.results;
  const text = lower(message);
  if (!r || !MY_PATTERN.test(text)) return null;
  const type = getPersonalityType(r.personalityType);
  const sentences = (type?.inLove ?? '').split(/(?<=\.)\s+/).filter((s) => /\b(argument|disagreement|conflict|criticism|repair)\b/i.test(s));
  const leanings = r.evidence.axes.filter((e) => e.percent >= 60).slice(0, 2);
  const attachment = r.relationshipType;
  return [
    `Going by your results (${r.personalityType}), this is the pattern most likely to trip you up in an argument:`,
    [
      ...sentences.slice(0, 2).map((s) => `- ${s.replace(/^In an? (argument|disagreement),? /i, 'In an argument, ').trim()}`),
      ...leanings.map((e) => `- Leaning ${e.percent}% ${LETTER_LABELS[e.letter]}, you ${toSecondPerson(LETTER_IN_CONFLICT[e.letter])}.`),
      ...(leanings.length ? ['- When the other person works differently, those needs can read as stubbornness or pressure: say them out loud instead.'] : []),
      `- Your attachment style is **${ATTACHMENT_LABELS[attachment]}**${attachment === 'anxious' ? ': when things feel distant you may push for an answer too soon' : attachment === 'avoidant' ? ': when it gets intense you may withdraw before it is settled' : attachment === 'fearful_avoidant' ? ': you may swing between pushing for closeness and pulling away' : ': you can usually stay steady, which helps the other person calm down'}.`,
    ].join('\n'),
    'The habit worth building: name the pattern out loud when you notice it ("I think I am doing my thing again"), take a short pause, and come back to it. Which of these do you recognise most?',
  ].join('\n\n');
};

/** The handlers in the order they are tried: the most specific question first. */
const HANDLERS: Handler[] = [apology, rankConnections, myConflictPattern, oneStabilityArea, oneAxis];

export function specificReply(input: SpecificInput): string | null {
  for (const handler of HANDLERS) {
    const reply = handler(input);
    if (reply) return reply;
  }
  return null;
}


/**
 * Following the thread (issue 19): "and with Jordan?", "what about my social one?", "make it shorter", "another
 * one". A short follow-up is turned back into a whole question from what came before, or into a shorter form of
 * the last answer, so the rest of the coach answers it like any other message.
 */

import { CoachContext } from '../../context.js';
import { lower, escapeRe } from '../read/text.js';
import { resolvePeople, constraintsOf, rolePhrase } from '../read/understand.js';
import { lastMeant, someoneIn, type Someone } from '../read/people.js';
import { shorter } from './shorten.js';


/** A change of tone asked for a drafted message ("make it warmer", "more casual"). */
export type Tone = 'warmer' | 'lighter' | 'formal';

export type FollowUp =
  | { kind: 'ask'; message: string; variant: number; tone?: Tone; lead?: string }
  | { kind: 'shorter'; reply: string }
  | { kind: 'example'; message: string }
  /** The words to send for the thread's situation, or the last draft again in another tone or length. */
  | { kind: 'exact'; message: string; tone?: Tone };


const SHORTER = /^(?:(?:can you |could you |please )?(?:make it|make that|keep it) (?:shorter|briefer|more concise)|shorter|too long|(?:can you |could you )?shorten (?:it|that)|(?:a )?shorter (?:one|version)|tl;?dr)(?: please)?[.!?]*$/;
const ANOTHER = /^(?:another(?: one)?|one more|more|more ideas|more please|something else|other ideas|a different one|give me another(?: one)?|(?:any )?others?)(?: please)?[.!?]*$/;
const TONE: Array<[RegExp, Tone]> = [
  [/\b(warmer|sweeter|softer|kinder|more (?:heartfelt|loving|romantic|personal|emotional|affectionate|caring|sincere|tender))\b/, 'warmer'],
  [/\b(funnier|lighter|more (?:casual|fun|playful|relaxed|chill)|less (?:serious|formal))\b/, 'lighter'],
  [/\b(more (?:formal|professional|polite|serious)|less (?:casual|cheesy|soppy))\b/, 'formal'],
];
/** "make it warmer", "can you make it more casual?", "more heartfelt please": short, and only about the last draft. */
const TONE_REQUEST = /^(?:(?:can you |could you |please )?(?:make|write) (?:it|that|this|the message|one) |(?:a bit |a little |much )?)(.+?)(?: please)?[.!?]*$/;

const WHY = /^(?:but |and |so )?(?:why|how come|why is that|why so|what makes (?:it|that) so)[?.!]*$/;
const ADD = /^(?:can you |could you |please )?(?:add|include|also say|and say|mention|put in) (?:that |how )?(.+?)(?: please)?[.!?]*$/;
const EXAMPLE = /^(?:can you |could you )?(?:give me |show me )?(?:an |some )?(?:example|examples|like what|for instance|such as|what would i say|what do i (?:actually )?say|what should i (?:actually )?say)(?: please)?[.!?]*$/;

/** "I tried that and it didn't work": the same question, answered another way. */
const TRIED = /\b(?:tried (?:that|it|this|those)|(?:didn'?t|doesn'?t|did not|does not|won'?t) (?:work|help)|not working|no luck|made it worse)\b/;

const SWITCH = /^(?:and|what about|how about|same for|and for|and with|with|for|and about|now|ok and|what if it'?s)\b\s*(.*?)[?.!]*$/;

const DIMENSIONS = ['mental', 'emotional', 'physical', 'social', 'spiritual', 'desire'];

function lastTurn(ctx: CoachContext, role: 'user' | 'assistant'): string | undefined {
  const turns = ctx.history.filter((t) => t.role === role);
  return turns[turns.length - 1]?.content;
}

/** How many times in a row the person has asked for "another one" (each gets the next set). */
function repeats(ctx: CoachContext): number {
  let n = 0;
  for (const t of [...ctx.history].reverse()) {
    if (t.role !== 'user') continue;
    if (ANOTHER.test(lower(t.content.trim()))) n++;
    else break;
  }
  return n;
}

/** The last thing the person asked that was a question of its own (not "another one" or "shorter"). */
function lastQuestion(ctx: CoachContext): string | undefined {
  for (const t of [...ctx.history].reverse()) {
    if (t.role !== 'user') continue;
    const text = lower(t.content.trim());
    if (!ANOTHER.test(text) && !SHORTER.test(text)) return t.content;
  }
  return undefined;
}

/** The member's last message about that person (the one that set the situation), if any. */
function lastAbout(ctx: CoachContext, message: string, who: Someone): string | undefined {
  for (const t of [...ctx.history].reverse()) {
    if (t.role !== 'user' || t.content.trim() === message.trim()) continue;
    const p = someoneIn(t.content, ctx);
    if (p && mentionOf(p) === mentionOf(who)) return t.content;
  }
  return undefined;
}

/** The subject of an earlier question that "it" can point back to: "my vibe with Sam", "my social stability". */
const SUBJECT = /\b(?:my |our )?(vibe with \p{L}+|(?:mental|emotional|physical|social|spiritual|desire|overall) stability|attachment style|love languages?|personality type)\b/iu;

/**
 * A short question that points back with a pronoun ("how can we improve it?", "what if she gets upset?"): the earlier
 * subject or person is put in its place, so the rest of the coach reads a whole question.
 */
function carried(ctx: CoachContext, message: string, previous: string): FollowUp | null {
  const text = lower(message.trim());
  if (text.split(/\s+/).length > 10) return null;
  const subject = SUBJECT.exec(previous)?.[1];
  const people = resolvePeople(message, ctx);
  // "What does that mean for me and Sam?" after "what is my attachment style": the subject, with the new person.
  if (subject && people.connections.length && /\b(that|it|this)\b/.test(text) && !subject.toLowerCase().startsWith('vibe')) {
    return { kind: 'ask', message: message.replace(/\b(that|it|this)\b/i, `my ${subject}`), variant: 0 };
  }
  if (people.connections.length || people.unknownNames.length) return null;
  // The person the earlier question was about, for "who is more…?" and for a pronoun.
  const earlier = resolvePeople(previous, ctx).connections[0]?.firstName;
  // "Who is more organised?" after a question about one person: between the person and them.
  if (earlier && /\bwho(?:'s| is)? (?:more|less|the most|the least)\b/.test(text) && !/\b(?:me|i) or\b/.test(text)) {
    return { kind: 'ask', message: `${message.replace(/[?.!]+$/, '')}, me or ${earlier}?`, variant: 0 };
  }
  // "Something cheaper", "indoors please": the same request with one more constraint.
  if (text.split(/\s+/).length <= 8 && Object.keys(constraintsOf(message)).length) {
    return { kind: 'ask', message: `${previous.replace(/[?.!]+$/, '')}, ${message.replace(/^(?:something|anything|any|maybe|ok|okay)\s+/i, '')}`, variant: 0 };
  }
  if (subject && /\b(it|that|this|ours?)\b/.test(text)) {
    const mine = subject.toLowerCase().startsWith('vibe') ? `our ${subject}` : `my ${subject}`;
    return { kind: 'ask', message: message.replace(/\b(it|that|this|ours?)\b/i, mine), variant: 0 };
  }
  const meant = lastMeant(ctx, message);
  const pointed = meant ? mentionOf(meant) : earlier;
  if (pointed && /\b(he|she|they|him|her|them)\b/.test(text)) {
    // Keep the earlier question's words too, so its topic (boundaries, money…) carries into the answer.
    const asked = message.replace(/\b(he|she|they|him|her|them)\b/i, pointed);
    return { kind: 'ask', message: `${asked.replace(/[?.!]*$/, '')}, about ${previous.replace(/[?.!]+$/, '')}?`, variant: 0 };
  }
  return null;
}

/** "Give me the exact text", "what do I actually say", "write it for me, it's going on Slack". */
const EXACT = /^(?:ok(?:ay)?|so|right|great|thanks|and|but|yes|yeah)?[,.!]?\s*(?:(?:can you |could you |pls |please )?(?:give me|write|draft|send me|show me|tell me)(?: me)? (?:the |an? )?(?:exact |actual |real )?(?:text|words|message|wording|thing to say)|(?:(?:can you |could you |please |just )?write (?:it|that|this|one|something)(?: out)?(?: for me)?)|what (?:do|should|would|can) i (?:actually |even |literally )?(?:say|text|write|send)\b(?! (?:about|if|when))|(?:the )?exact (?:text|words|wording)|word it for me)/;

/** How the member would write the person into a question: "Sam", "my mum", "Karen", "a guy from the gym". */
export function mentionOf(p: Someone): string {
  if (p.kind === 'connection') return p.c.firstName;
  if (p.name) return p.name;
  return p.mine ? `my ${p.role}` : (p.role ?? 'them');
}

/** Replaces the person an earlier question was about with another: "tell maya i'm hurt" → "tell my mum i'm hurt". */
function swapPerson(question: string, from: Someone, to: Someone): string {
  const old = from.kind === 'connection' ? from.c.firstName : (from.name ?? (from.mine ? `my ${from.role}` : from.role ?? ''));
  if (!old) return question;
  const byName = question.replace(new RegExp(`\\b${escapeRe(old)}(?:'s)?\\b`, 'i'), mentionOf(to));
  // The earlier question may have named them by role ("my partner"): the role is swapped instead.
  const role = byName === question ? rolePhrase(question) : null;
  return role ? question.replace(new RegExp(escapeRe(role), 'i'), mentionOf(to)) : byName;
}

/**
 * A follow-up on a message drafted earlier in the thread, read before anything else: the exact words, or the draft
 * again softer, lighter or more formal. Only with a thread that has a person in it.
 */
export function draftFollowUp(ctx: CoachContext, message: string): FollowUp | null {
  const text = lower(message.trim());
  if (!ctx.history.some((t) => t.role === 'assistant') || text.split(/\s+/).length > 14) return null;
  if (EXACT.test(text)) return { kind: 'exact', message };
  const lastReply = lastTurn(ctx, 'assistant') ?? '';
  const hadDraft = /"[^"\n]{30,}"/.test(lastReply);
  const toneWords = text.split(/\s+/).length <= 12 ? TONE_REQUEST.exec(text.replace(/,.*$/, ''))?.[1] : undefined;
  const tone = toneWords ? TONE.find(([re]) => re.test(toneWords))?.[1] : undefined;
  if (hadDraft && tone) return { kind: 'exact', message, tone };
  return null;
}

export function followUp(ctx: CoachContext, message: string): FollowUp | null {
  const text = lower(message.trim());
  const previous = lastQuestion(ctx);
  const lastReply = lastTurn(ctx, 'assistant');
  if (!previous || !lastReply) return null;
  if (SHORTER.test(text)) return { kind: 'shorter', reply: shorter(lastReply, message) };
  if (ANOTHER.test(text)) return { kind: 'ask', message: previous, variant: repeats(ctx) + 1 };
  // "Add that I love how he makes me laugh": the same draft, saying one thing more.
  const more = ADD.exec(text)?.[1];
  if (more) return { kind: 'ask', message: `${previous.replace(/[?.!]+$/, '')} and ${more}`, variant: 0 };
  // "Give me an example": words to say for the earlier question.
  if (EXAMPLE.test(text)) return { kind: 'example', message: previous };
  // "Why?" after a Vibe or a ranking: the Vibe with the person the last answer put first.
  if (WHY.test(text)) {
    const named = /\*\*(\p{Lu}\p{L}+)\*\*/u.exec(lastReply)?.[1];
    const person = named && ctx.connections.some((c) => c.firstName === named) ? named : resolvePeople(previous, ctx).connections[0]?.firstName;
    if (person) return { kind: 'ask', message: `explain my vibe with ${person}`, variant: 0 };
  }
  if (TRIED.test(text)) return { kind: 'ask', message: previous, variant: repeats(ctx) + 1, lead: "Then let's try a different angle. It often takes more than one go, and what you tried still counts." };
  const toneWords = text.split(/\s+/).length <= 7 ? TONE_REQUEST.exec(text)?.[1] : undefined;
  const tone = toneWords ? TONE.find(([re]) => re.test(toneWords))?.[1] : undefined;
  if (tone) return { kind: 'ask', message: previous, variant: repeats(ctx) + 1, tone };
  const sw = SWITCH.exec(text);
  if (!sw || text.split(/\s+/).length > 8) return carried(ctx, message, previous);
  const rest = sw[1] ?? '';
  // Another person: put them where the earlier question had its person, or add them.
  const now = resolvePeople(message, ctx);
  const newName = now.connections[0]?.firstName ?? now.pending[0]?.firstName ?? now.unknownNames[0];
  if (newName) {
    const before = resolvePeople(previous, ctx);
    const oldName = before.connections[0]?.firstName ?? before.pending[0]?.firstName ?? before.unknownNames[0];
    if (oldName) {
      const byName = previous.replace(new RegExp(`\\b${oldName}\\b`, 'gi'), newName);
      // The earlier question may have named them by role ("my partner"): swap the role for the new person.
      const role = byName === previous ? rolePhrase(previous) : null;
      const swapped = role ? previous.replace(new RegExp(escapeRe(role), 'i'), newName) : byName;
      return { kind: 'ask', message: swapped, variant: 0 };
    }
    return { kind: 'ask', message: `${previous.replace(/[?.!]+$/, '')} with ${newName}?`, variant: 0 };
  }
  // Someone off Attune ("and with my mom?"): the earlier question, about them instead of the person it was about.
  const outsider = someoneIn(rest, ctx);
  const before = lastMeant(ctx, message);
  if (outsider?.kind === 'outsider' && before) {
    const situation = lastAbout(ctx, message, before) ?? previous;
    return { kind: 'ask', message: swapPerson(situation, before, outsider), variant: 0 };
  }
  if (outsider?.kind === 'outsider') return { kind: 'ask', message: `${previous.replace(/[?.!]+$/, '')} with ${mentionOf(outsider)}?`, variant: 0 };
  // Another area or term: "and my social one?" after a question about one stability area.
  const dim = DIMENSIONS.find((d) => new RegExp(`\\b${d}\\b`).test(rest));
  const oldDim = DIMENSIONS.find((d) => new RegExp(`\\b${d}\\b`, 'i').test(previous));
  if (dim && oldDim) return { kind: 'ask', message: previous.replace(new RegExp(`\\b${oldDim}\\b`, 'i'), dim), variant: 0 };
  return null;
}

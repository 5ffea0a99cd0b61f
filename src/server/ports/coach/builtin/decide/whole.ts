/**
 * The whole question (issue 29): blind graders failed replies that answered one of several questions ("do I reply?
 * do I tell Maya? should I block him?"), met a yes/no dilemma with a template, coached the member to confront someone
 * when they asked about their own part, or pasted "how I feel" into a draft. This step runs before the ordinary
 * answers and takes a message only when it recognises one of those shapes:
 * - every question is found, in order; a dilemma gets its reasoned recommendation (content/dilemmas.ts), and the rest
 *   of the message (its story and any other question) gets the ordinary answer, placed where its question came;
 * - a question about the member's own part, a request for words about their feelings, or a feeling said outright gets
 *   the answer for that direction (compose/own-part.ts).
 * Anything else returns null and is answered as before.
 */
import { stateReply } from './state.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { DILEMMAS, JUDGEMENT, formsOf, judgementAnswer, type DilemmaFacts } from '../content/dilemmas.js';
import { FELT, OWN_PART, TELL_FEELING, feelingWordsReply, feltReply, ownPartReply } from '../compose/own-part.js';
import { understand } from '../read/understand.js';
import { predicamentReply } from '../compose/predicament.js';

const WORDS_ASKED = /^(?:and |so )?what (?:do|should|would|can) i (?:even |actually )?(?:say|write|text|send)\??$/;
const MENU = /Which would help most\?|Which of these is closest|So I answer the right thing/;
const PARTNER_ROLE = /\bmy (?:partner|boyfriend|girlfriend|bf|gf|husband|wife|fianc[eé]e?|other half)\b/;
const PRONOUN = /^(?:her|him|them)$/;
/** "How do I tell Theo I need the report", "what do I reply": a request for words, not the dilemma "do I tell Theo?". */
const asDilemma = (sentence: string) => sentence.toLowerCase().replace(/\b(how|what) (do|should|can|could|would|shall) i\b/g, '$1-$2-i');
/** The person a secret is kept from ("made me promise not to tell Mum"), for a later "do I tell her?". */
const KEPT_FROM = /\b(?:not to tell|hasn'?t told|haven'?t told|won'?t tell|doesn'?t want (?:me )?to tell|don'?t tell) ((?:our|my|his|her) (?:\p{L}+)|\p{Lu}\p{L}+)/u;

/** The sentences of a message, each with whether it asks something. */
export function sentencesOf(message: string): Array<{ text: string; asks: boolean }> {
  return message
    .replace(/[\u2018\u2019]/g, "'")
    .split(/(?<=[?!.])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text) => ({ text, asks: /\?\s*$/.test(text) }));
}

/** Who one question names, as the reply would say it: a connection or a name, "your mum", or a bare pronoun. */
function whoIn(ctx: CoachContext, question: string): { who: string | null; connection: CoachConnection | undefined; partner: boolean } {
  const people = understand(question, ctx).people;
  const c = people.connections[0];
  const lower = question.toLowerCase();
  const role = /\b(my|her|his|their|our) ((?:step|grand)?(?:mum|mom|mother|dad|father|sister|brother|boss|manager|partner|boyfriend|girlfriend|husband|wife|friend|best friend|flatmate|roommate|housemate|cousin|parents))\b/.exec(lower);
  const pronoun = /\b(?:tell|ask|block|answer|text|call) (her|him|them)\b(?! (?:mum|mom|mother|dad|father|sister|brother|parents|boss|partner|husband|wife))/.exec(lower)?.[1];
  const said = role ? `${role[1] === 'my' || role[1] === 'our' ? 'your' : role[1]} ${role[2]}` : null;
  const who = c?.firstName ?? people.unknownNames[0] ?? said ?? pronoun ?? null;
  return { who, connection: c, partner: c?.relationshipType === 'couple' || PARTNER_ROLE.test(lower) };
}

/** A bare "her" resolved to the one person the story keeps something from, said as the member would: "your mum". */
function keptFrom(message: string): string | null {
  const m = KEPT_FROM.exec(message.replace(/[\u2018\u2019]/g, "'"));
  if (!m) return null;
  return m[1]!.replace(/^(?:our|my) /i, 'your ').replace(/^(?:Mum|Mom|Dad|Mother|Father)$/, (x) => `your ${x.toLowerCase()}`);
}

interface Found {
  text: string;
  answer: string | null;
  bare: boolean;
  asks: boolean;
  id: string | null;
}

/** Each question of the message, with a recommendation when it is a dilemma the coach knows. */
function questionsOf(ctx: CoachContext, message: string): Found[] {
  const all = sentencesOf(message);
  const text = all.map((s) => s.text).join(' ').toLowerCase();
  const questions = all.filter((s) => s.asks || DILEMMAS.some((d) => d.asks.test(asDilemma(s.text))));
  const found = questions.map((s): Found => {
    const lower = asDilemma(s.text);
    const dilemma = DILEMMAS.find((d) => d.asks.test(lower));
    const { who: named, partner } = whoIn(ctx, s.text);
    const who = named && PRONOUN.test(named) ? (keptFrom(message) ?? named) : named;
    const facts: DilemmaFacts = { text, question: s.text, who: who ? formsOf(who) : null, partner };
    if (dilemma) return { text: s.text, answer: dilemma.answer(facts), bare: !who || PRONOUN.test(who), asks: s.asks, id: dilemma.id };
    // "Is that cowardly?" beside another question: a plain judgement, so the other question is not crowded out.
    const judged = questions.length > 1 ? JUDGEMENT.exec(lower) : null;
    if (judged) return { text: s.text, answer: judgementAnswer(judged[1]!, s.text, text), bare: false, asks: s.asks, id: 'judgement' };
    return { text: s.text, answer: null, bare: false, asks: s.asks, id: null };
  });
  // "She wants me to apologise. Should I, even though I was right?": the story and its question are one dilemma.
  const kept = found.filter((f) => f.asks || !found.some((g) => g !== f && g.asks && g.id === f.id));
  // "What do I even say?" after a dilemma whose answer already gives the words is answered by those words.
  const worded = kept.some((f) => f.answer && /"[^"]{12,}"/.test(f.answer));
  return kept.filter((f) => !(worded && !f.answer && WORDS_ASKED.test(f.text.toLowerCase())));
}

/**
 * The reply for a message of a shape this step owns, or null. `ordinary` answers a text the usual way (the message
 * without the dilemmas already answered here).
 */
export function wholeReply(ctx: CoachContext, message: string, ordinary: (text: string) => string): string | null {
  const text = message.replace(/[\u2018\u2019]/g, "'").toLowerCase();
  const people = understand(message, ctx).people;
  const person = people.connections[0];
  const named = person?.firstName ?? people.unknownNames[0] ?? null;
  // "How do I tell Maya how I feel about her": words written for it, never the phrase pasted after her name.
  const feeling = TELL_FEELING.exec(text);
  if (feeling) return feelingWordsReply(person, named, feeling[1] ?? null);
  // A pending request asked about ("got a request from Theo, should I accept, what's he like"): its answer covers the
  // accepting and the type together (blind round 18 split it and answered "what's he like" with "No, you don't have to").
  if (people.pending.length && /\b(?:requests?|accept\w*|pending|added me)\b/.test(text)) {
    const state = stateReply(ctx, message);
    if (state) return state;
  }
  const found = questionsOf(ctx, message);
  const answered = found.filter((f) => f.answer);
  const own = OWN_PART.test(text);
  // A short question about someone unnamed ("should I tell her?") is really ambiguous: asking who is right there.
  const words = message.trim().split(/\s+/).length;
  if (answered.length > 0 && words <= 8 && answered.every((f) => f.bare) && !own) return null;
  // An everyday predicament the coach knows (a friend who keeps cancelling, credit taken at work…) has its own verdicts
  // for a single yes/no and knows the person better; this step then only adds what a second question needs.
  const known = found.length <= 1 && !own ? predicamentReply(ctx, message) : null;
  if (known) return null;
  if (answered.length === 0) {
    if (own) return ownPartReply(ctx, text, person);
    const felt = FELT.exec(text);
    // A feeling said outright about someone off Attune, with no other request in the message (a plan, words and a
    // how-to keep their own answers; a connection's jealousy answer knows both people's results).
    if (felt && !person && !/\b(?:how (?:do|can|should) i|write|plan|ideas?|help me (?:write|plan))\b/.test(text.replace(/\bhow do i (?:stop|deal|cope|get over)\b/, ''))) return feltReply(ctx, felt[1]!, named, person);
    return null;
  }
  // Every question is a dilemma answered here: the answers in order, nothing else to wait for.
  const blocks = (list: Found[]) => list.map((f) => (found.length > 1 ? `**${f.text}** ${f.answer}` : f.answer!));
  if (answered.length === found.length && !own) {
    const lead = found.length > 1 ? 'Taking your questions in order:' : null;
    return [lead, ...blocks(found)].filter(Boolean).join('\n\n');
  }
  // The rest of the message (its story and the questions not answered here) gets the ordinary answer, in its place.
  const rest = sentencesOf(message).filter((s) => !answered.some((f) => f.text === s.text)).map((s) => s.text).join(' ');
  // A menu is no answer to a question asked beside a dilemma ("what should the note say?"): the whole message then.
  const plain = own ? ownPartReply(ctx, text, person) : ordinary(rest || message);
  const retried = !own && MENU.test(plain) ? ordinary(message) : plain;
  // Still a menu: no menu at all beside answers already given, only the one detail that words would need.
  const main = MENU.test(retried) ? "For the words, tell me in a line exactly what it is about and what you'd like to change, and I'll write it: one friendly sentence, the one thing you want, and a thank-you." : retried;
  const firstOpen = found.findIndex((f) => !f.answer);
  const before = firstOpen < 0 ? answered : found.slice(0, firstOpen).filter((f) => f.answer);
  const after = firstOpen < 0 ? [] : found.slice(firstOpen).filter((f) => f.answer);
  return [...blocks(before), main, ...blocks(after)].join('\n\n');
}

/**
 * A message as the screen reads it: bounded, cut into sentences, each normalised, and marked when it is someone
 * else's words quoted by the person (issue 29 item 9: who a sign is about).
 */
import { normalizeForSafety } from './normalize.js';

/** Bounds on the text read: a message is cut to its first and last parts, and to this many sentences. */
const MAX_CHARS = 10_000;
const HEAD_CHARS = 7_500;
const MAX_SENTENCES = 120;
const MAX_SENTENCE_CHARS = 600;

export interface Context {
  fiction: boolean;
  /** A work, school or sports figure is the actor and no partner or parent is named. */
  notPartner: boolean;
  joke: boolean;
  darkJoke: boolean;
  workplace: boolean;
}

export interface Sentence {
  raw: string;
  text: string;
  /** Inside words someone else sent or said, quoted by the person ("he texted me: 'you can have my records'"). */
  quotedOther?: boolean;
  /** Read only for a sentence where a sign matched (most sentences of a long message have none). */
  context?: Context;
}

/**
 * Words someone else sent or said, quoted by the person: a quote opened right after "he texted me", "Theo messaged me
 * at 4am:", "my sister wrote", "she said", and closed by the matching mark. A sign inside is the sender's, so a
 * goodbye in a friend's message is someone else at risk, not the person (blind round 11, decision 097's reading of
 * who a sign is about).
 */
const REPORTING = /\b(?:he|she|they|my [a-z]+|[a-z]+)\)?,? (?:(?:has |had |just )?(?:messaged|texted|wrote|sent|said|posted|dm'?d|emailed|whatsapped|snapchatted)|left (?:me )?a (?:note|message|voicemail|voice note))(?: me| to me| on [a-z]+)?(?: [^"\u201c\u2018'\n]{0,40}?)?[:,]?\s*$/i;
export function reportedSpeech(message: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const opener = /["\u201c\u2018']/g;
  for (let m = opener.exec(message); m; m = opener.exec(message)) {
    const open = m[0];
    // An apostrophe inside a word ("you'll") opens nothing.
    if (open === "'" && /[a-z]/i.test(message[m.index - 1] ?? ' ')) continue;
    const before = message.slice(Math.max(0, m.index - 80), m.index);
    if (!REPORTING.test(before) || /\bi (?:messaged|texted|wrote|sent|said|posted|emailed)\b[^"\u201c\u2018']{0,40}$/i.test(before)) continue;
    const closer = open === '"' ? /"/g : open === '\u201c' ? /\u201d/g : /['\u2019](?![a-z])/gi;
    closer.lastIndex = m.index + 1;
    const close = closer.exec(message);
    const end = close ? close.index : Math.min(message.length, m.index + 600);
    spans.push([m.index + 1, end]);
    opener.lastIndex = end + 1;
  }
  return spans;
}

/** Splits on sentence ends and line breaks; long runs without any are cut, so no sentence is unbounded. */
export function sentencesOf(message: string): Sentence[] {
  const bounded = message.length > MAX_CHARS ? `${message.slice(0, HEAD_CHARS)}\n${message.slice(-(MAX_CHARS - HEAD_CHARS))}` : message;
  // Someone else's quoted words are sentences of their own, marked as theirs (reportedSpeech).
  const segments: Array<{ text: string; quotedOther: boolean }> = [];
  let pos = 0;
  for (const [from, to] of reportedSpeech(bounded)) {
    if (from > pos) segments.push({ text: bounded.slice(pos, from), quotedOther: false });
    segments.push({ text: bounded.slice(from, to), quotedOther: true });
    pos = to;
  }
  if (pos < bounded.length) segments.push({ text: bounded.slice(pos), quotedOther: false });
  const out: Sentence[] = [];
  for (const segment of segments) {
    // A fragment of one to three words ("of everything.") belongs with the sentence before it.
    const parts: string[] = [];
    for (const part of segment.text.split(/(?<=[.!?;])\s+|\n+/)) {
      const last = parts.length - 1;
      if (last >= 0 && part.trim().split(/\s+/).length < 4 && parts[last]!.length < MAX_SENTENCE_CHARS) parts[last] += ` ${part}`;
      else parts.push(part);
    }
    for (const part of parts) {
      for (let i = 0; i < part.length && out.length < MAX_SENTENCES; i += MAX_SENTENCE_CHARS) {
        const raw = part.slice(i, i + MAX_SENTENCE_CHARS);
        const text = normalizeForSafety(raw);
        if (text.trim() === '') continue;
        out.push(segment.quotedOther ? { raw, text, quotedOther: true } : { raw, text });
      }
      if (out.length >= MAX_SENTENCES) break;
    }
    if (out.length >= MAX_SENTENCES) break;
  }
  return out;
}

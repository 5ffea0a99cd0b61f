/** Small text helpers every part of the offline coach reads messages with. */

/** Lower case, with curly apostrophes made straight, so "Sam’s" matches the same patterns as "sam's". */
export const lower = (s: string) => s.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/** Words from a message, safe to put inside a regular expression. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LETTER = /^\p{L}$/u;
const WORD_CHAR = /^[\p{L}\p{N}_]$/u;

/** The character (a whole code point) that ends just before index `i`, or '' at the start. */
function charBefore(text: string, i: number): string {
  if (i <= 0) return '';
  const unit = text.charCodeAt(i - 1);
  return i >= 2 && unit >= 0xdc00 && unit <= 0xdfff ? text.slice(i - 2, i) : text.charAt(i - 1);
}

/** The character (a whole code point) that starts at index `i`, or '' at the end. */
function charFrom(text: string, i: number): string {
  const point = text.codePointAt(i);
  return point === undefined ? '' : String.fromCodePoint(point);
}

/**
 * Where `word` stands whole in `text`, from `from` on: no letter touches it on either side (with `wordChars`, no
 * letter, digit or underscore), or -1. The same as a pattern built from the word with \p{L} edges, without compiling
 * one: a pattern per name cost about a millisecond each time a member's names were new to the process.
 */
export function wholeWordAt(text: string, word: string, from = 0, wordChars = false): number {
  if (!word) return -1;
  const edge = wordChars ? WORD_CHAR : LETTER;
  for (let i = text.indexOf(word, from); i >= 0; i = text.indexOf(word, i + 1)) {
    if (!edge.test(charBefore(text, i)) && !edge.test(charFrom(text, i + word.length))) return i;
  }
  return -1;
}

/**
 * The possessive of a name or a noun phrase: "Sam's", "James's", but "your in-laws'", "my parents'" for a plural
 * that ends in s ("in-laws's" read as a typo to every member who saw it).
 */
export const possessive = (s: string) => (/(?<![sui])s$/.test(s) && !/^\p{Lu}/u.test(s.split(/\s+/).pop() ?? '') ? `${s}'` : `${s}'s`);

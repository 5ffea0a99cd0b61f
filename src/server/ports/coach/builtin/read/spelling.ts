/**
 * The spelling fixer: mends slips in the words our answers hinge on before anything reads the message. Its one rule
 * above all (issue 29): a word that is itself English is never replaced — "data" is not a slip of "date", "tent" not
 * of "text". A word counts as English when compromise's lexicon lists it, when it is a form of a listed word
 * ("sending", "dated", "texts"), or when the short list below names it (real words next to our terms that the
 * lexicon lacks). A slip that swaps one letter for another must hit a neighbouring key: that is how typing goes wrong,
 * or a misspelt vowel, and it is what separates "dste" (a slip) from "tent" (a word).
 */

import { loadNlp } from '../../../../lazy.js';
import { editDistance } from './understand.js';

/** The words our answers hinge on, which a typo should not hide ("emotinal", "langauge", "compatable"). */
const VOCABULARY = [
  'attachment', 'stability', 'emotional', 'spiritual', 'physical', 'mental', 'social', 'desire', 'overall',
  'language', 'languages', 'affirmation', 'quality', 'service', 'receiving', 'giving', 'personality', 'lifestyle',
  'compatible', 'compatibility', 'introvert', 'introverted', 'introversion', 'extravert', 'extraverted', 'extrovert',
  'extroverted', 'intuitive', 'intuition', 'sensing', 'thinking', 'feeling', 'judging', 'perceiving', 'anxious',
  'avoidant', 'fearful', 'secure', 'connection', 'connections', 'relationship', 'partner', 'girlfriend', 'boyfriend',
  'birthday', 'anniversary', 'apologise', 'apologize', 'apology', 'jealous', 'boundary', 'boundaries', 'conversation',
  'argument', 'together', 'weekend', 'because', 'message', 'something', 'different', 'difference', 'explain',
  'percentage', 'strongest', 'weakest',
];
/** Short words where a swap of two letters is the usual slip ("waht", "hwo"). */
const SHORT_WORDS = ['what', 'how', 'who', 'why', 'the', 'with', 'love', 'your', 'that', 'does', 'mean', 'have', 'about', 'they', 'when', 'which', 'vibe', 'score', 'type'];
/** Texting shorthand, read as the words it stands for. */
const SHORTHAND: Record<string, string> = { cn: 'can', u: 'you', ur: 'your', r: 'are', pls: 'please', plz: 'please', bc: 'because', cuz: 'because', thx: 'thanks', ty: 'thank you', abt: 'about', w: 'with', rn: 'right now', tmrw: 'tomorrow', tmr: 'tomorrow', wknd: 'weekend', bday: 'birthday', idk: "I don't know" };
/** Short words our answers turn on, where one slip is mended too ("raank", "vibee"). */
const SHORT_KEYS = ['rank', 'vibe', 'type', 'love', 'score', 'date', 'ideas', 'text'];
/**
 * English words one slip from a term that compromise's lexicon does not list. Not a dictionary: only the neighbours
 * of the terms above that a one-slip sweep turned up; a word missing here still needs the lexicon or a far key.
 */
const REAL_NEIGHBOURS = new Set([
  'massage', 'messages', 'data', 'dame', 'dote', 'dace', 'daze', 'tent', 'test', 'next', 'tyre', 'tape', 'typo',
  'vine', 'vile', 'vise', 'rand', 'rink', 'lobe', 'lose', 'idea', 'ideal', 'servile', 'fueling', 'thanking',
  'sending', 'scone', 'store', 'snore', 'spore', 'swore', 'sore', 'core', 'lowe', 'lover', 'lovey', 'mantel',
  'menial', 'rental', 'dental', 'serene', 'secret', 'desired', 'derive',
]);

/** compromise's lexicon of known English words (the library keeps it; this only reads it). */
function lexicon(): Record<string, unknown> {
  return (loadNlp().model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
}

/**
 * A form of a word the lexicon lists: "sending" (send), "dated" (date), "texts" (text), "loved" (love), "fueling"
 * (fuel), "stopped" (stop). The lexicon keeps base forms, so a typo checker that asks it only about the exact word
 * would take every inflected word for a slip.
 */
function formOfKnown(w: string, known: Record<string, unknown>, bases: readonly string[]): boolean {
  const isBase = (b: string) => b.length >= 2 && (b in known || bases.includes(b));
  const m = /^(\p{L}+?)(ing|ed|es|s|er|ers|ly|y|d|r)$/u.exec(w);
  if (!m) return false;
  const stem = m[1]!;
  // "dated" → "date", "stopped" → "stop", "carries" → "carry".
  const doubled = /(\p{L})\1$/u.test(stem) ? stem.slice(0, -1) : null;
  return [stem, `${stem}e`, doubled, stem.endsWith('i') ? `${stem.slice(0, -1)}y` : null].some((b) => b !== null && isBase(b));
}

/** The keyboard's rows, for telling a slipped finger ("dste") from a different word ("data"). */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const KEY = new Map<string, [number, number]>(ROWS.flatMap((row, r) => [...row].map((ch, c) => [ch, [r, c + r * 0.5]] as [string, [number, number]])));

function neighbourKeys(a: string, b: string): boolean {
  const p = KEY.get(a);
  const q = KEY.get(b);
  return !!p && !!q && Math.abs(p[0] - q[0]) <= 1 && Math.abs(p[1] - q[1]) <= 1;
}

const VOWEL = /[aeiouy]/;

/**
 * One letter in place of another that neither a slipped finger (a neighbouring key) nor a misspelt vowel
 * ("compatable") explains: a different word, not a slip ("tent" is not "text", "tape" not "type").
 */
function farSubstitution(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  if (diff.length !== 1) return false;
  const [x, y] = [a[diff[0]!]!, b[diff[0]!]!];
  return !neighbourKeys(x, y) && !(VOWEL.test(x) && VOWEL.test(y));
}

function swappedOnce(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

/** One slip from the term: a swap, a letter too many or too few, or a neighbouring key; same first letter. */
function oneSlip(w: string, term: string): boolean {
  return term[0] === w[0] && editDistance(w, term) === 1 && !farSubstitution(w, term);
}

/** Whether a word is English as it stands, so that no correction may replace it. */
export function isEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  const known = lexicon();
  return !!known[w] || REAL_NEIGHBOURS.has(w) || formOfKnown(w, known, [...SHORT_KEYS, ...VOCABULARY]);
}

/**
 * Mends typos in the words our answers depend on, before anything else reads the message. A word is left alone when
 * it is English (see isEnglishWord), a connection's name, or starts differently (typos rarely hit the first letter,
 * and "dental" or "living" are not "mental" or "giving").
 */
export function correctSpelling(message: string, names: readonly string[] = []): string {
  const keep = new Set(names.map((n) => n.toLowerCase()));
  return message.replace(/\p{L}+/gu, (word) => {
    const w = word.toLowerCase();
    if (SHORTHAND[w] && !keep.has(w)) return SHORTHAND[w]!;
    if (keep.has(w) || VOCABULARY.includes(w) || SHORT_WORDS.includes(w) || isEnglishWord(w)) return word;
    let fix: string | undefined;
    if (w.length <= 5) fix = SHORT_WORDS.find((v) => swappedOnce(w, v)) ?? (w.length >= 4 ? SHORT_KEYS.find((v) => oneSlip(w, v)) : undefined);
    else {
      // One slip (a swap counts as one) covers the usual typos; two would turn "personally" into "personality".
      fix = VOCABULARY.find((v) => !v.startsWith(w) && !w.startsWith(v) && oneSlip(w, v));
    }
    if (!fix) return word;
    return word[0] === word[0]!.toUpperCase() ? fix.charAt(0).toUpperCase() + fix.slice(1) : fix;
  });
}

/**
 * The last look over a finished reply for the seams a template leaves when a member's words are set into it (issue
 * 29, blind rounds 12–14): each repair mends or drops the one sentence, never the whole answer.
 * - a possessive put on a plural that ends in s ("your in-laws's side");
 * - a word said twice in a row by a joined template ("the the");
 * - the member's shouting echoed back ("host christmas AGAIN" in a draft): their capitals are their tone, not ours;
 * - a header or a list item that opens on a conjunction ("**and not the pub**"), left from a list cut in two.
 * The composers are meant to avoid these at their source; this catches the ones a new path brings back.
 */

/** Letters that stay in capitals when the member wrote them so: currencies, places, conditions, types, "OK". */
const KEPT_CAPS = /^(?:OK|CAD|USD|GBP|EUR|AUD|NZD|UK|US|USA|EU|NYC|LA|SF|ADHD|OCD|PTSD|ASAP|DM|DMS|BBQ|NHS|HR|CEO|CTO|PR|TV|GP|BFF|IVF|IT|AI|PM|AM|MBTI|[EI][NS][TF][JP](?:-[AT])?)$/;

/** Words the member wrote in capitals for emphasis ("AGAIN", "EVERY", "ME"), as they wrote them. */
function shouted(message: string): Set<string> {
  const words = message.match(/\b\p{Lu}{2,}\b/gu) ?? [];
  // A message written all in capitals is not emphasis on a word: nothing of it is singled out.
  const letters = message.replace(/[^\p{L}]/gu, '');
  if (letters && letters === letters.toUpperCase()) return new Set();
  return new Set(words.filter((w) => /[AEIOUY]/.test(w) && !KEPT_CAPS.test(w)));
}

const REPEATABLE = /^(?:that|had|is|very|really|so|bye|no|ha|ho|la|do)$/i;

/** First names that are also everyday words: a lower-case "will" or "may" in a reply is the word, not the person. */
const WORD_NAMES = /^(?:will|may|rose|mark|bill|pat|sue|grace|hope|joy|faith|summer|june|april|art|sky|dawn|rich|jack|frank|ray|guy|max|kit|pearl|iris|lily|ivy|holly|amber|ruby|olive|daisy|autumn|river|sunny|star|angel|eve|sage|reed|drew|chase|don|dean|ken|lee|rob|sandy|brook|wade|grant|bob|harper|hunter|page|carol|jean|nick|penny|heather|crystal|destiny|august|miles|cash|price|rusty|royal)$/i;

export function mendSeams(reply: string, message: string, names: string[] = []): string {
  let out = reply;
  // "So you corrected maya on a fact": a connection's name the member typed in lower case, said back, is capitalised.
  for (const name of names) {
    if (!/^\p{Lu}\p{Ll}+$/u.test(name) || WORD_NAMES.test(name)) continue;
    out = out.replace(new RegExp(`(?<![\\p{L}@.])${name.toLowerCase()}(?![\\p{L}@])`, 'gu'), name);
  }
  // "in-laws's", "parents's": a lower-case plural keeps its s and takes the apostrophe alone.
  out = out.replace(/\b([a-z][a-z-]*[^sui'\W])s's\b/g, "$1s'");
  // "the the": a template joined to a fragment that already began with the same word.
  out = out.replace(/\b(\p{L}+) \1\b/giu, (m, w: string) => (REPEATABLE.test(w) ? m : w));
  const loud = shouted(message);
  if (loud.size) out = out.replace(/\b\p{Lu}{2,}\b/gu, (w) => (loud.has(w) ? w.toLowerCase() : w));
  // "**and not the pub**", "- but …": a header or an item cannot open on a conjunction.
  // Only a lower-case one is a seam: "- So it lands gently" and "**Or stay in**" were written so.
  out = out.replace(/^(\*\*|- |\d+\. )(?:and|but|or) (\p{L})/gmu, (_m, lead: string, c: string) => `${lead}${c.toUpperCase()}`);
  return out;
}

/**
 * The two people are apart, so a stock line that assumes being in the same room ("Can't wait to give you a hug", "hand
 * it over in person", "a cooking class you take together") does not fit: a video call, a parcel, long distance, a
 * time difference, or each in a different named place ("she's in Toronto, I'm in London").
 */
export function apart(message: string): boolean {
  if (/\b(?:video ?call|facetime|face ?time|zoom|skype|long[- ]distance|miles away|far away|abroad|overseas|time ?zones?|time difference|parcel|by post|in the post|post (?:it|them|her|him)|ship (?:it|them)|over the phone)\b/i.test(message)) return true;
  const theirs = /\b(?:she'?s|he'?s|they'?re|she is|he is|they are|(?:she|he) lives|they live) (?:in|back in|over in) (\p{Lu}[\p{L}-]+)/u.exec(message)?.[1];
  const mine = /\b(?:I'?m|I am|I live|i'?m|i am|i live) (?:in|back in|over in) (\p{Lu}[\p{L}-]+)/u.exec(message)?.[1];
  return !!theirs && !!mine && theirs !== mine;
}

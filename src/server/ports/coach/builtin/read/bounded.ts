/**
 * The part of a message the builtin coach reads (issue 29, item 7). The model reads up to MAX_READ characters (the
 * start of the message and, for a longer one, its last sentence, where the question usually is); it takes about a
 * millisecond at that length. The rule-based reading (compromise's parse, names, typos) grows with the text and takes
 * tens of milliseconds beyond a few hundred characters, so it gets the gist: the start up to GIST_READ characters and
 * the last sentence. No message, however long, can then hold a thread for long.
 * GIST_READ was 240 while replies were made in the server's event loop; since they are made on the coach's worker
 * threads (decision 102) it is 700, so a long story is read through its middle (a blind round's "long one" lost
 * what happened at 1am, the family meal in three weeks, the partner's advice), at a few more milliseconds a reply.
 */
export const MAX_READ = 1500;
export const GIST_READ = 700;
const LAST_SENTENCE_MAX = 160;

function lastSentence(text: string, max: number): string {
  const sentences = text.slice(-max * 3).split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
  const last = (sentences[sentences.length - 1] ?? '').trim();
  return last.length > max ? last.slice(-max).replace(/^\S*\s+/, '') : last;
}

function bounded(text: string, head: number, tailMax: number): string {
  if (text.length <= head + tailMax) return text;
  const start = text.slice(0, head).replace(/\s+\S*$/, '');
  const last = lastSentence(text, tailMax);
  return last && !start.includes(last) ? `${start} … ${last}` : start;
}

/** What the model reads. */
export function boundedMessage(text: string): string {
  return bounded(text, MAX_READ, 300);
}

/** What the rules read. */
export function gistOf(text: string): string {
  return bounded(text, GIST_READ, LAST_SENTENCE_MAX);
}

/**
 * The builtin (offline) coach, one folder per step a message goes through:
 * - read/: what the message says (words, people, days, money, who did what) and what it is about;
 * - decide/: what to answer, from the reading and the thread so far (or one clarifying question);
 * - compose/: the answer's words, from the person's stored results and the reading, never pasted text;
 * - content/: the coach's knowledge (tips, scripts, ideas) as data; corpus/: the labelled utterances it learns from.
 * The safety screen (features/coach/engine/safety.ts) runs before any of this.
 */
export { builtinGreeting, builtinReply, titleFromMessage } from './decide/reply.js';
export { topInterests } from './compose/shared.js';

/**
 * The answer kind an intent leads to (decision 098). Some older intents stand for a topic with an answer of its own
 * (decide/topic.ts LEGACY: a conflict is answered as arguments, a breakup as heartbreak, work as a colleague), so two
 * intents that lead to the same answer are one kind when a reading is measured or compared with the words.
 */
import type { Intent } from '../corpus/templates.js';

const SAME_ANSWER: Partial<Record<Intent, string>> = { conflict: 'arguments', breakup: 'heartbreak', work: 'colleague', apologising: 'apologise' };

/** The kind an intent is answered as; 'none' when the model recognised none. */
export function answerKind(intent: Intent | null | undefined): string {
  if (!intent) return 'none';
  return SAME_ANSWER[intent] ?? intent;
}

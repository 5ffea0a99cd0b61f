/**
 * How far routing trusts the model (decision 098). Measured leave-one-round-out on the real questions of rounds 3–9,
 * a reading at 0.8 or more is right about two times in three, and right four times in five when the message's own
 * words also name its kind; so routing follows the model only then. The other way round, a kind picked by one word
 * of the story ("died", "party", "loan") is doubted when the model gives it next to nothing and reads something else
 * fairly surely: then one short question with the two readings as choices beats answering a neighbouring scenario.
 */
import type { Intent } from '../corpus/templates.js';
import type { Reading } from '../read/classify.js';
import { wordsAgree } from '../read/agree.js';
import { answerKind } from '../read/kind.js';

/** The confidence at which a reading whose words agree is followed. */
export const TRUST = 0.8;
/** Below this the model gives a kind next to nothing. */
const NEXT_TO_NOTHING = 0.05;
/** A reading this sure of another kind makes a word-picked kind doubtful. */
const FAIRLY_SURE = 0.5;

/** The kind to follow: the model's reading when it is confident and the message's words name that kind. */
export function trustedKind(reading: Reading | null, message: string): string | null {
  if (!reading?.intent) return null;
  if (reading.picked) return answerKind(reading.intent);
  return reading.score >= TRUST && wordsAgree(reading.intent, message) ? answerKind(reading.intent) : null;
}

/** The model's confidence in a kind (the best of the intents that lead to it). */
function scoreOf(reading: Reading, kind: string): number {
  return Math.max(0, ...Object.entries(reading.scores ?? {}).filter(([i]) => answerKind(i as Intent) === kind).map(([, s]) => s ?? 0));
}

/**
 * A kind chosen by words that the model doubts: it gives that kind next to nothing and reads another kind fairly
 * surely. Returns that other kind, for a clarifying question; null when the words' choice stands.
 */
export function doubtedBy(reading: Reading | null, kind: string): string | null {
  if (!reading?.intent || reading.picked) return null;
  const other = answerKind(reading.intent);
  if (other === kind || other === 'vague' || other === 'greeting') return null;
  return reading.score >= FAIRLY_SURE && scoreOf(reading, kind) < NEXT_TO_NOTHING ? other : null;
}

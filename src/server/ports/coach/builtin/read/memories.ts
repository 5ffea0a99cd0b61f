/**
 * The words of the coach's memory (issue 19), pure: recognising "remember that …", "forget …" and "what do you
 * remember?", and finding which kept facts bear on a message. Storage and replies are in coach/memory.ts.
 */
export type MemoryCommand = { kind: 'remember'; fact: string } | { kind: 'forget'; about: string } | { kind: 'forgetAll' } | { kind: 'list' };

// A polite or addressed start ("Aria, please could you …") that any command may begin with.
const LEAD = String.raw`^(?:(?:hey|hi|ok|okay|so)[\s,]+)?(?:\p{L}+[,:]\s*)?(?:(?:please|pls|can you|could you|would you|will you)\s+)*`;
const REMEMBER = new RegExp(String.raw`${LEAD}(?:remember|keep in mind|don'?t forget|do not forget|note down|make a note)(?:\s+(?:that|this))?\s*[:,-]?\s+(?!(?:to|when|how|what|why|if|where|who|me)\b)(.+)$`, 'isu');
const FORGET_ALL = new RegExp(String.raw`${LEAD}(?:forget|delete|erase|clear)\s+(?:everything|all(?:\s+of\s+it)?|all\s+(?:your\s+)?memories|what you (?:remember|know) about me)(?:\s+(?:you\s+)?(?:remember|know|have\s+remembered)(?:\s+about\s+me)?)?\s*[.!]*$`, 'iu');
const FORGET = new RegExp(String.raw`${LEAD}(?:forget|stop remembering)(?:\s+(?:that|about))?\s+(?!(?:it|this|that)\s*[.!?]*$)(.+)$`, 'isu');
const LIST = new RegExp(String.raw`${LEAD}(?:what\s+(?:do|did|have)\s+you\s+(?:remember(?:ed)?|know|kept|saved)(?:\s+about\s+me)?|what(?:'s| is)\s+in\s+your\s+memory)\s*[?.!]*$`, 'iu');

/** The command in a message, if the whole message is one (a question that merely mentions remembering is not). */
export function parseMemoryCommand(message: string): MemoryCommand | null {
  const text = message.trim();
  if (!text || text.length > 600) return null;
  if (LIST.test(text)) return { kind: 'list' };
  if (FORGET_ALL.test(text)) return { kind: 'forgetAll' };
  const forget = FORGET.exec(text);
  if (forget?.[1]) return { kind: 'forget', about: forget[1].trim() };
  const remember = REMEMBER.exec(text);
  if (remember?.[1] && !text.endsWith('?')) return { kind: 'remember', fact: tidyFact(remember[1]) };
  return null;
}

/** One sentence, first letter capitalised, no closing stop (it is quoted back inside a sentence). */
function tidyFact(raw: string): string {
  const fact = raw.replace(/\s+/g, ' ').trim().replace(/[.!\s]+$/, '');
  return fact.charAt(0).toUpperCase() + fact.slice(1);
}

const STOP = new Set('that this with have from they them their there about would could should what when where which your yours mine ours just really very into onto than then also been were will shall been does doing done like need want know think feel make made more most some such only over much many each other'.split(' '));

/** The words a fact is found by: letters and digits, four or more, not the commonest. */
export function keywords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}']{4,}/gu) ?? []).map((w) => w.replace(/'s$/, '')).filter((w) => !STOP.has(w)));
}

/** The remembered facts that bear on a message (sharing a meaningful word, a name included), most recent first. */
export function relevantMemories(facts: readonly string[], message: string, limit = 2): string[] {
  const words = keywords(message);
  if (words.size === 0) return [];
  return facts.filter((fact) => [...keywords(fact)].some((w) => words.has(w))).slice(0, limit);
}

/** Common first words are lower-cased inside a sentence ("that my sister …"); names and "I" keep their capital. */
const SENTENCE_STARTERS = /^(My|Our|We|The|A|An|She|He|They|It|His|Her|Their|This|Next|Every|Today|Tomorrow)\b/;
export function inSentence(fact: string): string {
  return SENTENCE_STARTERS.test(fact) ? fact.charAt(0).toLowerCase() + fact.slice(1) : fact;
}

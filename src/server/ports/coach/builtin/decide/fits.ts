/**
 * Whether a general answer kind fits the question (issue 29, the confidence gate). The general builders (a profile,
 * a conflict script, love-language ideas…) used to answer whatever message reached them: a vent about a colleague's
 * fish got that colleague's profile, a question about a sister's borrowing got an argument script. A builder answers
 * only when the request itself (not the story before it) is about what that builder knows; otherwise the coach says
 * what it can honestly say and asks one question with concrete choices (compose/honest.ts).
 */
import type { CoachIntent } from '../read/intents.js';
import { askKind, askPart, asksAboutPerson } from '../read/ask.js';
import { fitsSituation } from '../read/defining.js';
import { lower } from '../read/text.js';
import { GUIDANCE } from '../content/guidance.js';
import { TOPICS } from '../content/topics.js';
import { PREDICAMENTS } from '../content/predicaments.js';

/** The subject each general answer kind is about, as concepts rather than any one phrasing. */
const SUBJECT: Record<Exclude<CoachIntent, 'greeting' | 'thanks' | 'other'>, RegExp> = {
  understand_self: /\b(?:my (?:results?|scores?|type|profile|personality|style)|myself|about me|what am i like|what i'?m like)\b/i,
  understand_connection: /\b(?:results?|scores?|type|profile|personality|what (?:is|'s) \S+ like|how (?:does|do) \S+ (?:think|tick|work))\b/i,
  // "Means" only as asking what something means: "she means well" is no question about a result.
  result_meaning: /\b(?:results?|scores?|type|label|says? i'?m|calls? me|[IE][NS][TF][JP])\b|\bwhat (?:does|do|is|'s) [^?.!]{0,40}\bmean(?:s|ing)?\b|\bmeaning of\b/i,
  attachment: /\b(?:attach\w*|secure|insecure|anxious|anxiety|avoidan\w*|avoidant|clingy|needy|jealous\w*|reassur\w*|abandon\w*|trust)\b/i,
  love_languages: /\b(?:love languages?|feel (?:loved|appreciated|cared for)|appreciat\w*|affection|quality time|words of affirmation|acts of service|physical touch|gifts?|romantic|romance)\b/i,
  stability: /\b(?:stabil\w*|wellbeing|well-being|stress\w*|burn(?:ed|t)? ?out|overwhelm\w*|balance|energy|cope|coping)\b/i,
  conflict: /\b(?:argu\w*|fight\w*|fought|rows?|conflicts?|disagree\w*|clash\w*|tension|bicker\w*|snap\w*|yell\w*|shout\w*|angry|upset|resent\w*|blow[- ]?ups?)\b/i,
  communication_script: /\b(?:say|tell|talk|ask|bring (?:it|this|that) up|raise|word|text|message|conversation|communicat\w*|open up|listen)\b/i,
  date_ideas: /\b(?:dates?|ideas?|plans?|do together|things to do|something to do|outing|evening|weekend)\b/i,
};

/** The request is one the general answer for `intent` speaks to; `other` never does (it is the filler answer). */
export function answerFits(intent: CoachIntent, message: string, wantsIdeas: boolean, hasTopic = false): boolean {
  if (intent === 'greeting' || intent === 'thanks') return true;
  const profile = intent === 'understand_self' || intent === 'understand_connection';
  // A topic read in the message leads the general answer with its own tip, so it stands; but a profile never answers
  // a gift, a menu, a way out, a plan or "is that normal?", whatever topic the story touched (decision 081).
  const kind = askKind(message);
  // A long story that placed no intent gets the honest answer whatever topic word it touched (decision 081).
  if (intent === 'other' && message.trim().split(/\s+/).length >= 20) return false;
  if (hasTopic && !(profile && ['gift', 'menu', 'way_out', 'whether', 'plan'].includes(kind))) return true;
  // A short message ("sam never plans anything") is one line of trouble with someone, which the general answers meet
  // with both people's results; one that placed nothing is the clarifying question's (decide/clarify.ts). The gate is
  // for the long message, where a name or a word in the story used to choose a profile for a different request.
  if (message.trim().split(/\s+/).length < 10) return true;
  // "Write a thank-you note…": a request for words, which the drafting answers after this one meet.
  if (/\b(?:write|draft|word)\b/i.test(askPart(message))) return true;
  if (intent === 'other') return false;
  if (intent === 'date_ideas' && wantsIdeas) return true;
  const ask = askPart(message);
  if ((intent === 'understand_self' || intent === 'understand_connection' || intent === 'result_meaning') && asksAboutPerson(message)) return true;
  // "How can I support Sam…", "how do I tell him…": both people's results speak to how to go about it with someone.
  if (['how', 'words'].includes(kind)) return true;
  if (profile) return SUBJECT[intent].test(ask);
  // A topic answer (jealousy, an argument, love languages) may take its subject from the story ("…and I'm jealous.
  // How do I not be that guy?"); a profile may not: a name in the story is not a question about that person. The
  // topic answers were chosen by the model's reading of the whole message, so only a message with none of the
  // topic's concepts anywhere is taken from them.
  return SUBJECT[intent].test(ask) || SUBJECT[intent].test(message);
}

/**
 * A neighbour's template was in reach and turned away (issue 29, item 1): the trusted reading, a guidance entry's cue
 * words, a topic's words or a predicament's patterns matched, but that entry's defining elements (read/defining.ts)
 * are not in the message. The message is then answered from what it says (compose/general.ts), not from the next
 * template one word can reach.
 */
export function neighbourRejected(message: string, trusted: string | null): boolean {
  const text = lower(message);
  if (trusted && !fitsSituation(trusted, message)) return true;
  if (GUIDANCE.some((g) => g.cues.test(message) && !fitsSituation(g.id, message))) return true;
  if (TOPICS.some((t) => t.words.test(text) && !fitsSituation(t.id, message))) return true;
  return PREDICAMENTS.some((p) => p.needs.every((re) => re.test(text)) && !p.not?.test(text) && !fitsSituation(p.id, message));
}

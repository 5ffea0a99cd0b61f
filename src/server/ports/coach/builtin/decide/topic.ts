/**
 * Which topic a message asks about, and about whom (decision 062). The model (read/classify.ts) reads the message
 * against every topic in the corpus; a topic counts only when one of its cue words is in the message too, so a stray
 * classification cannot send a question to the wrong answer, and a topic the words name is weighed by the model's
 * confidence in it even when another intent came first. Questions other answers own (plans, gifts, drafts, results,
 * apologies, pending people) are left to them.
 */
import type { RelationshipType } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { GUIDANCE, type Guidance } from '../content/guidance.js';
import type { Intent } from '../corpus/templates.js';
import type { Reading } from '../read/classify.js';
import { rolePhrase, roleType, understand } from '../read/understand.js';
import type { Meant } from '../compose/guidance.js';
import { askPart } from '../read/ask.js';
import { fitsSituation } from '../read/defining.js';

/** Intents with answers of their own elsewhere: when the model is confident in one of them, no topic answer. */
const OWNED_ELSEWHERE: Intent[] = ['plan', 'gift', 'owed', 'draft', 'results', 'compare', 'greeting'];
/** Older intents that stand for a topic here. */
const LEGACY: Partial<Record<Intent, string>> = { lonely: 'lonely', conflict: 'arguments', jealousy: 'jealousy', breakup: 'heartbreak', work: 'colleague' };
/** Asked for a message to send: the draft answers own it. */
const DRAFT_ASK = /\b(write (?:it|me|something|a|the|him|her|them)|draft|(?:exact|the) (?:text|words|message) to send|text (?:for|to send)|can (?:you|u) write)\b/i;
/** About results, a type or a score: the results answers own it. */
const RESULTS_ASK = /\b(my (?:type|results?|scores?)|(?:vibe|compatib\w*|personality type)\b|\bwhy does it say\b|\bapp says\b)/i;
/** Thanks for the last answer, not a question about thanking someone. */
const THANKS_ONLY = /^(?:ok(?:ay)?,? |great,? |cool,? )?(?:that helps|that helped|thanks|thank you|thx|ty)\b/i;
/** A short follow-up on the thread ("and with my sister?"): the thread answers own it. */
const FOLLOW_UP = /^(?:and|what about|how about|ok and|same for|now)\b/i;

const byId = new Map(GUIDANCE.map((g) => [g.id, g]));

function topicIdOf(intent: Intent | null | undefined): string | undefined {
  if (!intent) return undefined;
  return byId.has(intent) ? intent : LEGACY[intent];
}

/** A feeling named outright decides the topic, whatever else the message mentions ("jealous" about an ex's like). */
const NAMED_FEELING: Array<[RegExp, string]> = [
  [/\b(?:he|she|they|partner|boyfriend|girlfriend|husband|wife|bf|gf)\b[^.?!]{0,30}\b(?:gets?|is|seems|acts?|getting) (?:so |really |very |super )?jealous\b/i, 'their_jealousy'],
  [/\b(?:i'?m|i am|i feel|i get|feeling|i'?ve been|weirdly|so|really) (?:\w+ )?jealous\b|\bjealous (?:of|when|that)\b/i, 'jealousy'],
  [/\b(?:died|passed away|funeral)\b/i, 'grief'],
];

const ATTRACTED = /\b(?:(?:have|having|got|get|developing|developed) (?:a (?:little |small |bit of a |massive |huge )?)?crush|crush on|attracted to|feelings for|fancy(?:ing)? (?:him|her|them|someone|a|my|this)|butterflies|a (?:little )?flutter|(?:keep|can'?t stop) thinking about (?:him|her|them))\b/i;
const COMMITTED = /\b(?:i'?m with|i am with|happy with (?:my |\p{Lu})|even though i'?m (?:happy|with|married|engaged)|(?:my|our) (?:partner|boyfriend|girlfriend|husband|wife|fianc\w*)|in a relationship|i'?m (?:married|engaged))\b/iu;

/** Drawn to someone new while with a partner (the message may name the partner; the topic is still this). */
export function attractedElsewhere(message: string): boolean {
  return ATTRACTED.test(message) && COMMITTED.test(message);
}

/** The topic the message asks about, or null when another answer owns it or no topic's words are there. */
export function chooseTopic(message: string, reading: Reading | null): Guidance | null {
  const words = message.trim().split(/\s+/).length;
  if (words < 3 || THANKS_ONLY.test(message) || DRAFT_ASK.test(message) || RESULTS_ASK.test(message) || (words <= 6 && FOLLOW_UP.test(message))) return null;
  // Drawn to someone new while with a partner: that, not "does he like me" or the partner's profile (decision 081);
  // said in both its parts, so a model reading of another kind does not take it (decision 098).
  if (attractedElsewhere(message)) return byId.get('attraction_elsewhere')!;
  const top = reading?.intent ?? null;
  if (top && OWNED_ELSEWHERE.includes(top) && (reading?.score ?? 0) >= 0.6) return null;
  const feeling = NAMED_FEELING.find(([re, id]) => re.test(message) && fitsSituation(id, message));
  if (feeling) return byId.get(feeling[1])!;
  // Decision 081: a topic named in the request ("how do I stop replaying it?") beats one named only in the story
  // before it ("...sorted the joint bills"); the story's topic answers only when the request names none.
  // An entry whose cue word is there but whose defining elements are not (read/defining.ts) is a neighbour, not this.
  const named = GUIDANCE.filter((g) => g.cues.test(message) && fitsSituation(g.id, message));
  const ask = askPart(message);
  const inAsk = ask === message ? named : named.filter((g) => g.cues.test(ask));
  const matching = inAsk.length > 0 ? inAsk : named;
  // Where it happens (work, a sibling) gives way to what is asked (thanking, apologising) when both are named.
  const asked = matching.filter((g) => !g.setting);
  // A family setting whose answer is about a rift (a sibling, in-laws) only where the message has friction in it:
  // "my brother's mehndi night" or "my brother would dog-sit" is no rift (blind round 13), and other answers know it.
  const candidates = asked.length > 0 ? asked : matching.filter((g) => !RIFT_SETTINGS.has(g.id) || RIFT.test(message));
  if (candidates.length === 0) return null;
  const topId = topicIdOf(top);
  if (topId && candidates.some((g) => g.id === topId) && (reading?.score ?? 0) >= 0.3) return byId.get(topId)!;
  if (candidates.length > 0) {
    // The named topic the model trusts most (through its own intent or an older one that stands for it).
    const weight = (g: Guidance) => Math.max(reading?.scores?.[g.id as Intent] ?? 0, ...Object.entries(LEGACY).filter(([, id]) => id === g.id).map(([i]) => reading?.scores?.[i as Intent] ?? 0));
    const ranked = candidates.map((g, order) => ({ g, w: weight(g), order })).sort((a, b) => b.w - a.w || a.order - b.order);
    return ranked[0]!.g;
  }
  return null;
}

/** Settings answered as a rift, and the words that say there is one. */
const RIFT_SETTINGS = new Set(['siblings', 'in_laws']);
const RIFT = /\b(?:rift|fight\w*|fought|argu\w*|row(?:ed|ing|s)?|fell out|falling out|not (?:speaking|talking)|upset|angry|mad\b|hurt|annoy\w*|ignor\w*|resent\w*|jealous|rude|mean to|snap\w*|blame\w*|cold|distant|drift\w*|tension|critic\w*|complain\w*|judg\w*|interfer\w*|overstep\w*|boundar\w*|drama|toxic|favou?rite|compar\w*|left out|excluded|miss (?:him|her|them|how)|estranged|haven'?t (?:spoken|talked))/i;

const PRONOUN = /\b(he|she|they|him|her|them|his|their)\b/i;

/**
 * Who the topic is about, from the people the reading step resolved: a connection named by name; a role said in the
 * message ("my sister") as itself, unless it is the one partner; a name that is no connection ("Mei"); the chat's
 * focus; else the person the thread was last about when the message says he, she or they.
 */
export function meantBy(ctx: CoachContext, message: string, recent: CoachConnection | undefined): Meant {
  const people = understand(message, ctx).people;
  const text = message.toLowerCase();
  const byName = people.connections.find((c) => new RegExp(`\\b${c.firstName.toLowerCase()}\\b`).test(text));
  if (byName) return { connection: byName, relationship: byName.relationshipType };
  const role = roleType(message);
  if (role) {
    const partner = people.connections.find((c) => c.relationshipType === 'couple');
    if (role === 'couple' && partner) return { connection: partner, relationship: 'couple' };
    const phrase = rolePhrase(message)?.replace(/^my /, 'your ');
    return { label: phrase ?? undefined, relationship: role };
  }
  const other = people.unknownNames[0];
  if (other) return { label: other, relationship: null };
  const focus = ctx.focus ?? (PRONOUN.test(message) ? recent : undefined);
  return focus ? { connection: focus, relationship: focus.relationshipType } : { relationship: null };
}

/** A relationship read from words like "coworker" or "at work" when no role or person says it. */
export function impliedRelationship(message: string): RelationshipType | null {
  if (/\b(co-?worker|colleague|teammate|at work|in the office|standups?|meetings?)\b/i.test(message)) return 'professional';
  return null;
}

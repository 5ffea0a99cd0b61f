/**
 * Safety screen that runs before any coach provider (builtin or hosted) sees a message (decision 048).
 *
 * - crisis: the person may be in danger (suicide or self-harm, danger from a partner, abuse or coercive control, a
 *   child at risk), or someone they care about is. A fixed, caring answer with resources and nothing else: no
 *   coaching, never any discussion of methods, never advice to confront an abuser.
 * - concern: signs that are not clear enough for that. A gentle, direct check-in that asks about safety and offers
 *   the same resources, instead of an ordinary answer.
 * - refuse: requests to surveil, manipulate or coerce another person: a kind refusal that says why and offers an
 *   honest alternative.
 * - ok: everything else, including ordinary hard feelings and idioms ("this fight is killing me", "I could kill him
 *   for forgetting") and people asking for help healing from something in the past ("my ex stalked me for years").
 *
 * The message is read with the person's recent turns in the same conversation (screen.ts), so signs spread over
 * several messages count together.
 */
import { abroadLine, theirHelp } from './abroad.js';
import { onlyPressure, pressureReply } from './pressure.js';
import { REFUSAL_ORDER } from './explicit.js';
import { concernKind, crisisKind } from './kind.js';
import { localHelpFor, type Local } from './localHelp.js';
import { CONCERN_REPLIES, CRISIS_REPLIES, REFUSAL_REPLIES, arrivedHurt, assaultOfSomeoneElse, shelteringReply, concernReply, crisisReply, pronounOfNight, supportingAfterAssault, urgentLine, type ConcernTopic, type CrisisTopic, type RefusalTopic } from './replies.js';
import { requestLines } from './request.js';
import { childInDangerNow, childNowReply } from './childNow.js';
import { cannotReach, unreachableReply } from './unreachable.js';
import { closingAlongside, injuryAlongside, urgentOf } from './urgency.js';
import { CONCERN_AT, CRISIS_AT, read, warmUp, type Reading } from './screen.js';

export { normalizeForSafety } from './normalize.js';
export type { ConcernTopic, CrisisTopic, RefusalTopic } from './replies.js';

export type SafetyVerdict =
  | { kind: 'ok' }
  | { kind: 'crisis'; topic: CrisisTopic; reply: string }
  | { kind: 'concern'; topic: ConcernTopic; reply: string }
  | { kind: 'refuse'; topic: RefusalTopic; reply: string };

export interface SafetyContext {
  /** The person's earlier messages in this conversation, oldest first (the screen reads the last few). */
  recent?: readonly string[];
  /** The member's stored IANA time zone: where they are when no message says (decision 090). */
  timeZone?: string | null;
}

/** Someone else at risk is guidance for the person, so it needs a little less evidence than their own crisis. */
const OTHER_AT = 2.5;
/** How many of the person's latest turns decide whether a conversation is in crisis. */
const CRISIS_WINDOW = 6;

/**
 * The answer's body for the kind, with the variants a detail of the message calls for: sex asked for in return for
 * work or a home, nothing done yet, is not the after-an-assault answer; a friend's goodbye with no answer since leads
 * with a wellness check; a child whose carer will not wake, or who is alone and hungry, leads with the call.
 */
function bodyFor(topic: CrisisTopic, reading: Reading, h: Local): string {
  if (topic === 'sexual_assault' && onlyPressure(reading)) return pressureReply(h);
  if (topic === 'sexual_assault' && assaultOfSomeoneElse(reading.text)) return supportingAfterAssault(h, pronounOfNight(reading.text));
  if (topic === 'someone_at_risk' && cannotReach(reading)) return unreachableReply(h);
  if (topic === 'child_at_risk' && childInDangerNow(reading)) return childNowReply(h);
  if ((topic === 'someone_abused' || topic === 'partner_danger') && arrivedHurt(reading.text)) return shelteringReply(h, reading.text);
  return crisisReply(topic, h);
}

function decide(reading: Reading, where: () => Local, message = reading.text): SafetyVerdict {
  // Every answer names the help where the member is (decision 090): their country's, or several countries' when unknown.
  const concern = (topic: ConcernTopic): SafetyVerdict => ({ kind: 'concern', topic, reply: concernReply(topic, where()) });
  /**
   * The help that fits the kind of danger (decision 081): suicide, self-injury, sexual assault, stalking, coercive
   * control, a partner's violence, a child or someone else at risk. Lines that answer what the message asked for (a
   * note, a way to hide marks, an ordinary message) come first, so nobody's request is silently ignored.
   */
  const crisis = (base: CrisisTopic, refine = true): SafetyVerdict => {
    const topic = refine ? crisisKind(base, reading) : base;
    // Danger now leads with the call (decision 083); a suicide answer to someone also hurting themselves adds the
    // self-harm care; then what the message asked for, then the help for the kind.
    const own = where();
    // Someone at risk in another country: the number that reaches them is theirs, named first and in the lines (the
    // member's own helplines stay, since they are who we talk to).
    const there = theirHelp(topic, message, own?.code);
    const h: Local = there && own ? { ...own, emergency: there.emergency, emergencyFor: there.emergencyFor } : own;
    const abroad = abroadLine(there, own !== null);
    // Far away and in danger now: the lead itself says how to reach them, so the line about their country is not repeated.
    const urgent = urgentOf(reading, h, there ? { text: message, memberKnown: own !== null } : null, message);
    // Danger now (decision 087): the call, what to do while help comes, one line of help for the kind. Nothing else,
    // so the call is not buried under a second helpline section that repeats the numbers.
    const closing = closingAlongside(topic, reading) ? [urgentLine(topic, h)] : [];
    if (urgent) return { kind: 'crisis', topic, reply: [urgent.lead, ...(urgent.remote ? [] : abroad), ...closing].join('\n\n') };
    const body = bodyFor(topic, reading, h);
    const parts = [...requestLines(topic, reading), ...abroad, body, ...injuryAlongside(topic, reading)];
    return { kind: 'crisis', topic, reply: parts.join('\n\n') };
  };
  const { self, abuse, other_self: otherSelf, other_abuse: otherAbuse } = reading.scores;
  // Both at once: the abuse reply names the abuse lines and the crisis lines.
  if (self >= CRISIS_AT && abuse >= CRISIS_AT) return crisis('abuse', false);
  if (reading.explicit) return crisis(reading.explicit);
  // "I'm fine now, really" right after a crisis turn: a check-in, not the same alarm again.
  const own = reading.cues.filter((c) => !c.fromRecent);
  if (self >= CONCERN_AT && own.length > 0 && own.every((c) => c.group === 'reassure')) return concern('self_harm');
  if (self >= CRISIS_AT) return crisis('self_harm');
  if (abuse >= CRISIS_AT) return crisis('coercive_control');
  if (otherSelf >= OTHER_AT) return crisis('someone_at_risk');
  if (otherAbuse >= OTHER_AT) return crisis('someone_abused');
  if (abuse >= CONCERN_AT && abuse > self) {
    // A lost night or someone who pursues: the specific help asks its own gentle question.
    const kind = concernKind(reading);
    if (kind) return crisis(kind, false);
  }
  if (self >= CONCERN_AT || abuse >= CONCERN_AT) return concern(self >= abuse ? 'self_harm' : 'abuse');
  for (const [topic, patterns] of REFUSAL_ORDER) {
    if (patterns.some((p) => p.test(reading.text))) return { kind: 'refuse', topic, reply: REFUSAL_REPLIES[topic] };
  }
  return { kind: 'ok' };
}

/** The verdict and the evidence behind it (every counted cue, its weight and discount): for tests and reviews. */
export function explainSafety(message: string, context: SafetyContext = {}): { verdict: SafetyVerdict; reading: Reading } {
  const reading = read(message, context.recent);
  // Read only when an answer names help: most messages are ordinary.
  const where = () => localHelpFor({ message, recent: context.recent, timeZone: context.timeZone });
  return { verdict: decide(reading, where, message), reading };
}

export function checkSafety(message: string, context: SafetyContext = {}): SafetyVerdict {
  return explainSafety(message, context).verdict;
}

/** Whether the screen answers this message itself with care (crisis or concern), rather than a provider. */
export function needsCare(verdict: SafetyVerdict): boolean {
  return verdict.kind === 'crisis' || verdict.kind === 'concern';
}

/**
 * Whether a conversation is in crisis: any of the person's recent turns, read with the turns before it, called for
 * care. Nothing said in such a conversation is kept as a coach memory (issue 28).
 */
export function conversationInCrisis(recent: readonly string[]): boolean {
  const turns = recent.slice(-CRISIS_WINDOW);
  return turns.some((turn, i) => needsCare(checkSafety(turn, { recent: turns.slice(0, i) })));
}

// Compile every matcher now, at load, rather than on the first messages a server screens (decision 074).
warmUp(REFUSAL_ORDER.flatMap(([, patterns]) => patterns));

/** The fixed replies, exported for tests and for screens that want to show them outside the chat. */
export const SAFETY_REPLIES = { crisis: CRISIS_REPLIES, concern: CONCERN_REPLIES, refuse: REFUSAL_REPLIES } as const;

import type { AppDeps } from '../../deps.js';
import type { CoachRequest } from '../../ports/coach/types.js';
import type { CoachContext, CoachTurn } from '../../ports/coach/context.js';
import { timeZoneOf } from '../time-zone/time-zone.service.js';
import { coachRespond } from '../coach/respond.js';
import { factsFor, memoryReply } from '../coach/memory.js';
import { otherPersonOf } from '../connections/connections.queries.js';
import { loadProfiles, type Profile } from '../survey/profiles.js';
import { revealedAnswersForCoach } from '../daily-question/coach.js';
import { coachConnectionFor, keptFrom, sharingChoicesOf, visibilityOf } from '../privacy/visibility.js';
import * as q from './shared-chat.queries.js';
import type { SharedMessage } from './protocol.js';
import { accessFor, publishTo, storeAndPublish, type Access } from './delivery.js';

/** Per-process coach state of the shared chat, built once by createDeps (deps.sharedChatCoach). */
export interface SharedChatCoachState {
  /** Coach work per conversation runs one at a time, in order. */
  chains: Map<string, Promise<void>>;
  /** Last time a conflict suggestion was offered, per conversation. */
  lastSuggestion: Map<string, number>;
  /** Every coach run in flight (tests and shutdown wait for them). */
  pending: Set<Promise<void>>;
}

export function createSharedChatCoachState(): SharedChatCoachState {
  return { chains: new Map(), lastSuggestion: new Map(), pending: new Set() };
}

function coachState(deps: AppDeps): SharedChatCoachState {
  return deps.sharedChatCoach;
}

/** Resolves when every coach reply started so far has been stored and published. */
export async function coachIdle(deps: AppDeps): Promise<void> {
  const state = coachState(deps);
  while (state.pending.size > 0) await Promise.allSettled([...state.pending]);
}

/** Queues the coach's turn after `message` behind the earlier turns of the same conversation (never awaited by the sender). */
export function scheduleCoach(deps: AppDeps, access: Access, message: SharedMessage): void {
  const state = coachState(deps);
  const id = access.conversation.id;
  const previous = state.chains.get(id) ?? Promise.resolve();
  const run = previous
    .then(() => runCoach(deps, access, message))
    .catch((error: unknown) => {
      deps.logger?.warn({ err: { type: error instanceof Error ? error.name : typeof error, message: String((error as Error)?.message ?? error) } }, 'shared chat coach failed');
    });
  state.chains.set(id, run);
  state.pending.add(run);
  void run.finally(() => {
    state.pending.delete(run);
    if (state.chains.get(id) === run) state.chains.delete(id);
  });
}

/** How much of the conversation the coach reads (this conversation only: never "about" chats or coach chats). */
const CONTEXT_MESSAGES = 20;
/** At most one unprompted suggestion per conversation in this window. */
export const SUGGESTION_COOLDOWN_MS = 60_000;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Aria, …", "hey aria what do you think", "@Aria": the coach is spoken to by name. */
export function addressesCoach(content: string, coachName: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])@?${escapeRegExp(coachName)}(?![\\p{L}\\p{N}])`, 'iu').test(content);
}

const CONFLICT_SIGNS: { kind: 'blame' | 'contempt' | 'name_calling' | 'stonewalling'; pattern: RegExp }[] = [
  { kind: 'blame', pattern: /\byou (always|never)\b/i },
  { kind: 'blame', pattern: /\b(it'?s|this is) (all )?your fault\b/i },
  { kind: 'contempt', pattern: /\bwhatever\b/i },
  { kind: 'contempt', pattern: /\b(pathetic|ridiculous|unbelievable|grow up)\b/i },
  { kind: 'contempt', pattern: /\b(eye ?roll|rolls? (my|his|her) eyes)\b/i },
  { kind: 'name_calling', pattern: /\b(idiot|stupid|moron|loser|jerk|useless|selfish|lazy|dumb|crazy|liar)\b/i },
  { kind: 'stonewalling', pattern: /\b(i'?m|i am) done (talking|with this|discussing)\b/i },
  { kind: 'stonewalling', pattern: /\b(leave me alone|forget it|shut up|i don'?t care anymore|not talking (about this|to you))\b/i },
];

/** The four signs of a conversation turning into a fight (blame, contempt, name-calling, stonewalling). */
export function conflictSign(content: string): (typeof CONFLICT_SIGNS)[number]['kind'] | undefined {
  return CONFLICT_SIGNS.find((s) => s.pattern.test(content))?.kind;
}

/** A short, kind, even-handed suggestion (the offline coach's words when the talk turns into a fight). */
export function builtinSuggestion(kind: NonNullable<ReturnType<typeof conflictSign>>, a: Profile, b: Profile): string {
  const opener = `${a.firstName}, ${b.firstName}, it sounds like this is getting heated, and that usually means it matters to you both.`;
  const tip = {
    blame: 'Could you each try one sentence that starts with "I feel … when …" instead of "you always" or "you never"? It is much easier to hear.',
    contempt: 'Could you each take a breath and say one thing you appreciate about the other before going on? Respect keeps the door open.',
    name_calling: 'Names hurt more than the issue itself. Could you each say what you need right now, in one sentence, without labels?',
    stonewalling: 'It is fine to take a break: agree on when you will come back to this (20 minutes helps most people calm down), then really return to it.',
  }[kind];
  return `${opener} ${tip}`;
}

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text.trim();
}

/** Cheap, synchronous: could this message call for the coach at all? (Most do not: no work, no query.) */
export function mayCallCoach(deps: AppDeps, access: Access, message: SharedMessage): boolean {
  if (message.senderRole !== 'user' || !message.senderId) return false;
  if (access.conversation.chat_mode === 'about') return true;
  return addressesCoach(message.content, deps.config.coachName) || conflictSign(message.content) !== undefined;
}

/**
 * The coach's turn after a person's message, if any:
 * - "about": the creator's flag on → the coach answers (mode 'about', focus = the other person);
 * - "with": the sender's own flag on and the coach addressed by name → it answers for the sender (mode 'guidance');
 *   either flag on and the message shows a fight starting → one short, kind suggestion to both (rate-limited).
 * Context is this conversation only, both people's results and the Vibe; the partner's words go in otherVoices.
 */
export async function runCoach(deps: AppDeps, cached: Access, message: SharedMessage): Promise<void> {
  if (!mayCallCoach(deps, cached, message)) return;
  const senderId = message.senderId!;
  const coachName = deps.config.coachName;
  const about = cached.conversation.chat_mode === 'about';
  const addressed = !about && addressesCoach(message.content, coachName);
  const sign = about ? undefined : conflictSign(message.content);

  // Flags change by toggling: read them fresh before deciding.
  let access: Access;
  try {
    access = await accessFor(deps, senderId, cached.conversation.id, true);
  } catch {
    return; // the conversation or the connection is gone
  }
  const { conversation, connection } = access;
  const flagOf = (userId: string) =>
    (userId === connection.user1_id ? conversation.user1_ai_enabled : conversation.user2_ai_enabled) === 1;
  const partnerId = senderId === connection.user1_id ? connection.user2_id : connection.user1_id;

  let personId: string;
  let mode: CoachRequest['mode'];
  let suggestion: NonNullable<typeof sign> | undefined;
  if (about) {
    if (!flagOf(senderId)) return;
    personId = senderId;
    mode = 'about';
  } else if (addressed && flagOf(senderId)) {
    personId = senderId;
    mode = 'guidance';
  } else if (sign && (flagOf(senderId) || flagOf(partnerId))) {
    const { lastSuggestion } = coachState(deps);
    const last = lastSuggestion.get(conversation.id) ?? 0;
    if (Date.now() - last < SUGGESTION_COOLDOWN_MS) return;
    lastSuggestion.set(conversation.id, Date.now());
    personId = flagOf(senderId) ? senderId : partnerId;
    mode = 'guidance';
    suggestion = sign;
  } else {
    return;
  }
  if (!(await deps.limiters.coachCalls.take(personId))) return; // the daily coach limit of the person it speaks for

  await publishTo(deps, access.recipients, { type: 'coach_typing', conversationId: conversation.id, connectionId: conversation.connection_id });

  const otherId = otherPersonOf(connection, personId);
  const { db } = deps.database;
  const [profiles, recent, choices, timeZone] = await Promise.all([
    loadProfiles(db, [personId, otherId]),
    q.recentMessages(db, conversation.id, CONTEXT_MESSAGES + 1),
    sharingChoicesOf(db, [personId, otherId]),
    // Where the person the coach speaks for probably is: crisis help names that country's lines (decision 090).
    timeZoneOf(db, personId),
  ]);
  const person = profiles.get(personId);
  const other = profiles.get(otherId);
  if (!person || !other) return;
  // The other person's results as the person may see them; in a "with" chat the coach's words also reach the
  // other person, so what the person keeps from them stays out of the reply too.
  const seen = coachConnectionFor(person, other, connection.relationship_type, visibilityOf('connection', choices.get(otherId)));
  // The pair's revealed daily answers only in the person's private "about" chat, never where the other reads
  // (decision 078); the loader checks that both allow it.
  const daily = mode === 'about' ? (await revealedAnswersForCoach(deps, personId, [connection.id])).get(connection.id) : undefined;
  const focus = daily ? { ...seen, dailyAnswers: daily } : seen;
  const keptFromOther = mode === 'guidance' ? keptFrom(visibilityOf('connection', choices.get(personId))) : [];

  const history: CoachTurn[] = [];
  const otherVoices: { name: string; content: string }[] = [];
  for (const row of recent) {
    if (row.id === message.id) continue;
    if (row.sender_role === 'coach') history.push({ role: 'assistant', content: row.content });
    else if (row.sender_id === personId) history.push({ role: 'user', content: row.content });
    else otherVoices.push({ name: other.firstName, content: row.content });
  }
  const fromPerson = senderId === personId;
  if (!fromPerson) otherVoices.push({ name: other.firstName, content: message.content });

  const context: CoachContext = {
    coachName,
    timeZone,
    person: {
      firstName: person.firstName,
      results: person.results,
      hobbies: person.hobbies,
      ...(keptFromOther.length ? { keptFromAudience: keptFromOther } : {}),
      // What the person asked the coach to remember is theirs: only in their private "about" chat, never where the
      // other person reads.
      ...(mode === 'about' ? { memories: await factsFor(deps, personId) } : {}),
    },
    connections: [focus],
    history: history.slice(-CONTEXT_MESSAGES),
    focus,
  };
  const request: CoachRequest = {
    context,
    mode,
    message: fromPerson
      ? message.content
      : `(${other.firstName} just wrote something that sounds tense. Offer both of us one short, kind suggestion.)`,
    ...(mode === 'guidance' ? { otherVoices: otherVoices.slice(-CONTEXT_MESSAGES) } : {}),
  };

  let text: string | null;
  // The person's own earlier turns, so a memory command in a conversation in crisis is answered with care, not kept.
  const ownTurns = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  if (mode === 'about' && (text = await memoryReply(deps, personId, message.content, ownTurns)) !== null) {
    // "Remember that …" in a private chat about someone: kept for the person, answered by us.
  } else if (suggestion && deps.coach.name === 'builtin') {
    // The offline coach has no "guidance" voice of its own: a short suggestion, still behind the safety gate.
    // Read with the person's own recent turns, like every other coach answer, so signs spread over messages count.
    const verdict = await deps.coachWorkers.screen(message.content, { recent: ownTurns, timeZone });
    text = verdict.kind === 'ok' ? builtinSuggestion(suggestion, person, other) : verdict.reply;
  } else {
    text = await collect(coachRespond(deps, request));
  }
  if (!text) return;
  await storeAndPublish(deps, access, { senderId: null, senderRole: 'coach', content: text });
}

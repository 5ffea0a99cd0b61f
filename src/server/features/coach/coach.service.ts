import { localeOrDefault } from '../../../shared/locales.js';
import { findLocale } from '../auth/auth.queries.js';
import { t } from '../../i18n/translate.js';
import type { CoachProvider } from '../../ports/coach/types.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId } from '../../ids.js';
import type { CoachAttachment, CoachRequest } from '../../ports/coach/types.js';
import { asRelationshipType, loadProfiles } from '../survey/profiles.js';
import { findUsers } from '../connections/connections.queries.js';
import { coachConnectionFor, keptFrom, sharingChoicesOf, visibilityOf } from '../privacy/visibility.js';
import * as q from './coach.queries.js';
import type { CoachConversation, CoachMessage, CoachStreamEvent, FileAnalysis } from './coach.schemas.js';
import type { CoachConversationRow, CoachMessageRow } from './coach.tables.js';
import type { CoachContext, CoachTurn } from '../../ports/coach/context.js';
import { needsCare, type SafetyVerdict } from './engine/safety.js';
import { parseCursor } from '../../../shared/text.js';
import { CONVERSATIONS_PAGE, MESSAGES_PAGE } from './coach.schemas.js';
import { latestJob, runningJob, startJob, type CoachJob } from './jobs.js';
import { remoteJob } from './remoteJobs.js';
import { ATTACHMENT_TEXT_LIMIT } from '../../ports/coach/types.js';
import { wordChunks } from '../../ports/coach/chunks.js';
import { titleFromMessage } from '../../ports/coach/builtin/decide/title.js';
import { coachRespond } from './respond.js';
import { factsFor, memoryReply } from './memory.js';
import { reflectionsForCoach } from '../growth/reflections.js';
import { measurementForCoach } from '../survey/attempts.service.js';
import { revealedAnswersForCoach } from '../daily-question/coach.js';
import { timeZoneOf } from '../time-zone/time-zone.service.js';
import { memoisedRead } from '../../db/readMemo.js';

export const COACH_MESSAGES = {
  notFound: 'Conversation not found',
  empty: 'content: Please write a message or attach a file',
  busy: 'The coach is still answering in this conversation. Please wait a moment.',
  limit: "You've reached today's limit for coach messages. Please come back tomorrow.",
  conversationLimit: "You've started many conversations today. Please continue one of them, or come back tomorrow.",
  fileGone: 'The attached file is no longer available. Please attach it again.',
} as const;

export const DEFAULT_TITLE = 'New conversation';

/** How many stored messages the coach loads as history (the prompt windows them further). */
const HISTORY_LOAD = 60;
/** How many stored messages are read for the person's recent turns, which the safety screen reads with a message. */
const SCREEN_LOAD = 12;

/**
 * The person's own turns among a conversation's latest SCREEN_LOAD messages, oldest first: what the safety screen
 * reads with a new one. Taken from the rows the reply loads as history anyway (one read per send, not two).
 */
function recentUserTurns(rows: CoachMessageRow[]): string[] {
  return rows
    .slice(-SCREEN_LOAD)
    .filter((r) => r.role === 'user')
    .map((r) => r.content);
}

let lastStamp = 0;
/** ISO timestamps that never repeat or go backwards in this process, so messages keep their order. */
function stamp(): string {
  const now = Math.max(Date.now(), lastStamp + 1);
  lastStamp = now;
  return new Date(now).toISOString();
}

function conversationDto(row: CoachConversationRow): CoachConversation {
  return { id: row.id, title: row.title, createdAt: row.created_at, updatedAt: row.updated_at };
}

function messageDto(row: CoachMessageRow): CoachMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    userId: row.user_id,
    role: row.role,
    content: row.content,
    createdAt: row.created_at,
    attachment: row.attachment ? (JSON.parse(row.attachment) as CoachMessage['attachment']) : null,
  };
}

/** A reply we wrote ourselves, streamed like a provider's. */
async function* streamOf(text: string): AsyncGenerator<string> {
  for (const chunk of wordChunks(text, 8)) yield chunk;
}

/** The person's profile, connections (with the Vibe as they see it) and history: what every provider reads. */
export async function loadCoachContext(deps: AppDeps, userId: string, history: CoachTurn[] = []): Promise<CoachContext> {
  const db = deps.database.db;
  const all = await q.connectionsForCoach(db, userId);
  const connections = all.filter((c) => c.status === 'active');
  // A request waiting for this member shows them the asker's type (visibilityOf 'pending_recipient'), so the coach may
  // read it too; the asker's other results are loaded with it but never passed on.
  const askers = all.filter((c) => c.status === 'pending' && !c.askedByMe && visibilityOf('pending_recipient').personalityType).map((c) => c.otherId);
  const [profiles, choices, reflections, memories, others, measurement, dailyAnswers, timeZone, locale] = await Promise.all([
    loadProfiles(db, [userId, ...connections.map((c) => c.otherId), ...askers]),
    // The member's own choices too: the coach says what each connection sees of them, not "unless you keep it private".
    sharingChoicesOf(db, [userId, ...connections.map((c) => c.otherId)]),
    reflectionsForCoach(deps, userId),
    factsFor(deps, userId),
    findUsers(db, all.map((c) => c.otherId)),
    measurementForCoach(deps, userId),
    // Only when both people allow it, revealed days only (decision 078): the person's own coach is a private chat.
    revealedAnswersForCoach(deps, userId, connections.map((c) => c.id)),
    timeZoneOf(db, userId),
    findLocale(db, userId),
  ]);
  const me = profiles.get(userId);
  if (!me) throw fail.unauthorized();
  // A connection whose person deleted their account is kept for its chat history, but it is no one to coach about:
  // the coach neither names nor reads the anonymised account ("Deleted member").
  const departed = new Set(others.filter((u) => u.deleted_at).map((u) => u.id));
  return {
    coachName: deps.config.coachName,
    locale: localeOrDefault(locale),
    timeZone,
    person: {
      firstName: me.firstName,
      results: me.results,
      hobbies: me.hobbies,
      reflections: reflections.map((r) => ({ actionTitle: r.title, stabilityType: r.stabilityType, content: r.content, insights: r.insights, createdAt: r.createdAt })),
      memories,
      keeps: keptFrom(visibilityOf('connection', choices.get(userId))),
      ...(measurement ? { measurement } : {}),
    },
    connections: connections.flatMap((c) => {
      const other = profiles.get(c.otherId);
      if (!other || departed.has(c.otherId)) return [];
      const daily = dailyAnswers.get(c.id);
      return [{ ...coachConnectionFor(me, other, c.relationshipType, visibilityOf('connection', choices.get(c.otherId))), ...(daily ? { dailyAnswers: daily } : {}) }];
    }),
    // What the app shows of a pending request, and nothing more: the asker's name and type to the person asked; nothing of the
    // person asked to the asker (visibilityOf: a pending requester sees nothing), so the coach cannot name them either.
    pending: all.flatMap((c) => {
      const card = c.status === 'pending' ? others.find((u) => u.id === c.otherId && u.is_active && !u.deleted_at) : undefined;
      if (!card) return [];
      const see = visibilityOf(c.askedByMe ? 'pending_requester' : 'pending_recipient');
      const type = see.personalityType ? profiles.get(c.otherId)?.results?.personalityType : undefined;
      return [{ firstName: see.name ? card.first_name : '', lastName: see.name ? card.last_name : '', relationshipType: asRelationshipType(c.relationshipType), sentByMe: c.askedByMe, ...(type ? { personalityType: type } : {}) }];
    }),
    history,
  };
}

/**
 * The builtin coach's greeting and titles come from its engine, which loads on first use rather than at start-up
 * (issue 34: an idle server need not hold it); after the first call this is a resolved import.
 */
const builtinEngine = () => import('../../ports/coach/builtin/index.js');

export async function coachInfo(deps: AppDeps, userId: string): Promise<{ coachName: string; greeting: string; provider: CoachProvider['name']; seesImages: boolean }> {
  // The coach screen asks for this first: the provider loads what its first reply needs while the person types.
  deps.coach.warm?.();
  const [ctx, { builtinGreeting }] = await Promise.all([loadCoachContext(deps, userId), builtinEngine()]);
  // What the composer may promise about an attachment: only a provider that can see describes an image (issue 29).
  // The builtin coach speaks only English: a member who reads Attune in another language is told so once, politely,
  // in their language, at the start of the greeting (decision 071; its own translation is later work).
  const notice = deps.coach.name === 'builtin' && ctx.locale && ctx.locale !== 'en' ? `${t(ctx.locale, 'coach.englishOnly', { coach: deps.config.coachName })}\n\n` : '';
  return { coachName: deps.config.coachName, greeting: notice + builtinGreeting(ctx), provider: deps.coach.name, seesImages: typeof deps.coach.describeImage === 'function' };
}

export async function listConversations(deps: AppDeps, userId: string, page: { limit?: number; before?: string } = {}): Promise<CoachConversation[]> {
  // Kept until anything is written (decision 110); the answer depends on nothing but the person, the page and the data.
  return memoisedRead(deps.database, JSON.stringify(['coach.conversations', userId, page.limit ?? null, page.before ?? null]), async () => {
    const rows = await q.listConversations(deps.database.db, userId, { limit: page.limit ?? CONVERSATIONS_PAGE, before: page.before ? parseCursor(page.before) : undefined });
    return rows.map(conversationDto);
  });
}

/** The conversation if the person owns it; anyone else gets the same 404 as for a missing one. */
export async function ownedConversation(deps: AppDeps, userId: string, id: string): Promise<CoachConversationRow> {
  const row = await q.findConversation(deps.database.db, id);
  if (!row || row.user_id !== userId) throw fail.notFound(COACH_MESSAGES.notFound);
  return row;
}

export async function listMessages(deps: AppDeps, userId: string, conversationId: string, page: { limit?: number; before?: string } = {}): Promise<CoachMessage[]> {
  await ownedConversation(deps, userId, conversationId);
  const rows = await q.listMessages(deps.database.db, conversationId, { limit: page.limit ?? MESSAGES_PAGE, before: page.before ? parseCursor(page.before) : undefined });
  return rows.map(messageDto);
}

/** PATCH /api/chat/conversations/{id}: the owner renames a conversation; anyone else gets the same 404 as for none. */
export async function renameConversation(deps: AppDeps, userId: string, conversationId: string, title: string): Promise<CoachConversation> {
  const row = await ownedConversation(deps, userId, conversationId);
  const updatedAt = new Date().toISOString();
  await deps.database.db.updateTable('coach_conversations').set({ title, updated_at: updatedAt }).where('id', '=', row.id).execute();
  return conversationDto({ ...row, title, updated_at: updatedAt });
}

export async function deleteConversation(deps: AppDeps, userId: string, conversationId: string): Promise<void> {
  await ownedConversation(deps, userId, conversationId);
  await q.deleteConversation(deps.database.db, conversationId);
}

/**
 * A new conversation. With a message (a "learn more" prompt) the message is stored and the coach starts answering
 * in the background; the chat pane follows the reply through GET /api/chat/conversations/{id}/stream.
 */
export async function createConversation(
  deps: AppDeps,
  userId: string,
  input: { title?: string; message?: string },
): Promise<CoachConversation> {
  const message = input.message?.trim() ?? '';
  if (!(await deps.limiters.coachConversations.take(userId))) throw fail.tooMany(COACH_MESSAGES.conversationLimit);
  const verdict = message ? await admitMessage(deps, userId, message) : undefined;
  const now = stamp();
  const row: CoachConversationRow = {
    id: newId(),
    user_id: userId,
    title: input.title?.trim() || (message ? titleFromMessage(message) : DEFAULT_TITLE),
    created_at: now,
    updated_at: now,
  };
  await q.insertConversation(deps.database.db, row);
  if (verdict) await startReplyOrGiveBack(deps, userId, row, { content: message }, verdict);
  return conversationDto(row);
}

/**
 * Screens a message (with the person's recent turns in the conversation) and counts it against COACH_CALLS_PER_DAY
 * (429 over the limit). Messages the safety gate answers itself count too, so the screen is not a free, unlimited
 * endpoint; but a person in crisis, or one the screen has doubts about, always gets the screen's reply, limit or not
 * (it costs no model call). Returns the verdict, which the reply reuses.
 */
async function admitMessage(deps: AppDeps, userId: string, message: string, recent: string[] = []): Promise<SafetyVerdict> {
  // A long message is screened on the coach's worker threads, so it cannot hold the event loop (decision 102).
  let verdict = await deps.coachWorkers.screen(message, { recent });
  // The stored time zone says where the member probably is, for crisis help local to them (decision 090). Only an
  // answer with help names a place, so only such a message pays for reading it (most messages are ordinary).
  if (needsCare(verdict)) verdict = await deps.coachWorkers.screen(message, { recent, timeZone: await timeZoneOf(deps.database.db, userId) });
  if (!(await deps.limiters.coachCalls.take(userId)) && !needsCare(verdict)) throw fail.tooMany(COACH_MESSAGES.limit);
  return verdict;
}

/** startReply, returning the day's unit when no reply could start (busy, attachment gone). */
async function startReplyOrGiveBack(...args: Parameters<typeof startReply>): ReturnType<typeof startReply> {
  try {
    return await startReply(...args);
  } catch (error) {
    await args[0].limiters.coachCalls.giveBack(args[1]);
    throw error;
  }
}

async function attachmentFrom(deps: AppDeps, userId: string, fileAnalysis: FileAnalysis | string | null | undefined): Promise<CoachAttachment | undefined> {
  if (!fileAnalysis) return undefined;
  if (typeof fileAnalysis === 'string') {
    return { name: 'attachment', kind: 'text', text: fileAnalysis.slice(0, ATTACHMENT_TEXT_LIMIT), summary: 'text sent with the message' };
  }
  const upload = await q.findUpload(deps.database.db, fileAnalysis.fileId, userId);
  if (!upload) throw fail.badRequest(COACH_MESSAGES.fileGone);
  if (upload.kind === 'text') return { name: upload.name, kind: 'text', text: upload.content, summary: upload.summary };
  return { name: upload.name, kind: 'image', imageBase64: upload.content, mediaType: upload.media_type, summary: upload.summary };
}

function turnOf(row: CoachMessageRow): CoachTurn {
  const meta = row.attachment ? (JSON.parse(row.attachment) as { name: string }) : null;
  return { role: row.role, content: meta ? `${row.content}\n(attached file: ${meta.name})`.trim() : row.content };
}

/**
 * Stores the person's message and starts the reply as a job (see jobs.ts). The caller has checked ownership, that
 * the message is not empty and that no reply is running, then admitted it (admitMessage); the one-reply-at-a-time
 * rule is checked once more below, after the loads, in the same tick as the start.
 */
async function startReply(
  deps: AppDeps,
  userId: string,
  conversation: CoachConversationRow,
  input: { content: string; fileAnalysis?: FileAnalysis | string | null },
  verdict: SafetyVerdict,
  loaded?: { rows: CoachMessageRow[]; userTurns: string[] },
): Promise<{ userMessage: CoachMessage; job: CoachJob }> {
  const content = input.content.trim();
  const db = deps.database.db;
  const recentTurns = loaded?.userTurns ?? [];
  const [attachment, recent, context, remembered] = await Promise.all([
    attachmentFrom(deps, userId, input.fileAnalysis),
    loaded?.rows ?? q.recentMessages(db, conversation.id, HISTORY_LOAD),
    loadCoachContext(deps, userId),
    // "Remember that …", "forget …", "what do you remember?": answered by us, whichever provider is configured.
    // Nothing is kept from a conversation in crisis (the screen reads the person's recent turns too).
    input.fileAnalysis ? null : memoryReply(deps, userId, content, recentTurns),
  ]);
  const history = recent.map(turnOf);
  context.history = history;
  const userRow: CoachMessageRow = {
    id: newId(),
    conversation_id: conversation.id,
    user_id: userId,
    role: 'user',
    content,
    attachment: attachment
      ? JSON.stringify({ name: attachment.name, kind: attachment.kind, size: typeof input.fileAnalysis === 'object' && input.fileAnalysis ? input.fileAnalysis.size : content.length })
      : null,
    created_at: stamp(),
  };
  // A conversation opened empty takes its title from its first message.
  const retitle = history.length === 0 && conversation.title === DEFAULT_TITLE && content ? titleFromMessage(content) : undefined;
  const request: CoachRequest = { context, message: content, mode: 'coach', attachments: attachment ? [attachment] : undefined };
  // The provider starts at once; the person's message is written meanwhile (and always before the reply).
  let stored!: Promise<void>;
  // Checked again here, in the same tick as the start, so two quick sends cannot both start a reply.
  if (runningJob(deps, conversation.id)) throw fail.conflict(COACH_MESSAGES.busy);
  const job = startJob(
    deps,
    { conversationId: conversation.id, userId },
    () => (remembered === null ? coachRespond(deps, request, { verdict }) : streamOf(remembered)),
    async (text): Promise<CoachStreamEvent> => {
      await stored;
      const exists = await q.findConversation(db, conversation.id);
      if (!exists) return { type: 'error', message: COACH_MESSAGES.notFound };
      const row: CoachMessageRow = {
        id: newId(),
        conversation_id: conversation.id,
        user_id: userId,
        role: 'assistant',
        content: text.trim(),
        attachment: null,
        created_at: stamp(),
      };
      await q.insertMessage(db, row);
      await q.touchConversation(db, conversation.id, row.created_at);
      return { type: 'done', message: messageDto(row) };
    },
  );
  stored = q.insertMessage(db, userRow).then(() => q.touchConversation(db, conversation.id, userRow.created_at, retitle));
  await stored;
  return { userMessage: messageDto(userRow), job };
}

/** POST /api/chat/conversations/{id}/messages: the message in, a job started. */
export async function sendMessage(
  deps: AppDeps,
  userId: string,
  input: { conversationId: string; content: string; fileAnalysis?: FileAnalysis | string | null },
): Promise<{ userMessage: CoachMessage; job: CoachJob }> {
  const conversation = await ownedConversation(deps, userId, input.conversationId);
  if (!input.content.trim() && !input.fileAnalysis) throw fail.badRequest(COACH_MESSAGES.empty);
  if (runningJob(deps, conversation.id)) throw fail.conflict(COACH_MESSAGES.busy);
  // The history the reply reads, loaded once: the screen reads the person's turns among its latest rows.
  const rows = await q.recentMessages(deps.database.db, conversation.id, HISTORY_LOAD);
  const userTurns = recentUserTurns(rows);
  const verdict = await admitMessage(deps, userId, input.content.trim(), userTurns);
  return startReplyOrGiveBack(deps, userId, conversation, input, verdict, { rows, userTurns });
}

/** The reply as one answer, once it is complete (the REST shape: { userMessage, assistantMessage }). */
export async function sendAndWait(
  deps: AppDeps,
  userId: string,
  input: { conversationId: string; content: string; fileAnalysis?: FileAnalysis | string | null },
): Promise<{ userMessage: CoachMessage; assistantMessage: CoachMessage }> {
  const { userMessage, job } = await sendMessage(deps, userId, input);
  const final = await job.result;
  if (final.type !== 'done') throw fail.notFound(final.type === 'error' ? final.message : COACH_MESSAGES.notFound);
  return { userMessage, assistantMessage: final.message };
}

/**
 * The reply a conversation's stream should follow: the one being generated, or one finished moments ago (a reload
 * mid-answer). Undefined when there is none.
 */
export async function replyToFollow(deps: AppDeps, userId: string, conversationId: string): Promise<CoachJob | undefined> {
  await ownedConversation(deps, userId, conversationId);
  const local = latestJob(deps, conversationId);
  if (local) return local;
  // Another instance may be writing it: only worth asking while the person's message is the last one stored.
  const [last] = await q.recentMessages(deps.database.db, conversationId, 1);
  return last?.role === 'user' ? remoteJob(deps, conversationId, userId) : undefined;
}

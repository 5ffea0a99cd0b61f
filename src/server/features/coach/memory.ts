/**
 * What the coach remembers (issue 19): short facts a person explicitly asks it to keep ("remember that Sam and I
 * have a baby due in March"). Nothing is kept unless asked; each fact belongs to one person, is used only in their
 * own coach chat and their private "about" chats (never in a chat someone else reads), is listed in Settings ›
 * Privacy, and can be forgotten one by one or all at once, there or by saying "forget …" to the coach.
 */
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import { inSentence, keywords, parseMemoryCommand, type MemoryCommand } from '../../ports/coach/builtin/read/memories.js';

export const MAX_MEMORIES = 50;
export const MAX_FACT_LENGTH = 200;

export const MEMORY_MESSAGES = {
  notFound: 'That memory was not found.',
} as const;

// ------------------------------------------------------------------------------------------------ storage

export interface CoachMemory {
  id: string;
  fact: string;
  createdAt: string;
}

export async function listMemories(deps: AppDeps, userId: string): Promise<CoachMemory[]> {
  const rows = await deps.database.db
    .selectFrom('coach_memories')
    .select(['id', 'fact', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_MEMORIES)
    .execute();
  return rows.map((r) => ({ id: r.id, fact: r.fact, createdAt: r.created_at }));
}

/** The facts for a coach context: newest first. */
export async function factsFor(deps: AppDeps, userId: string): Promise<string[]> {
  return (await listMemories(deps, userId)).map((m) => m.fact);
}

/** Forgets one of the caller's facts; another person's id is the same 404 as an unknown one. */
export async function forgetMemory(deps: AppDeps, userId: string, id: string): Promise<void> {
  const result = await deps.database.db.deleteFrom('coach_memories').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw fail.notFound(MEMORY_MESSAGES.notFound);
}

export async function forgetAllMemories(deps: AppDeps, userId: string): Promise<{ forgotten: number }> {
  const result = await deps.database.db.deleteFrom('coach_memories').where('user_id', '=', userId).executeTakeFirst();
  return { forgotten: Number(result.numDeletedRows) };
}

const WHERE_TO_SEE = 'You can see and delete what I remember in Settings › Privacy.';

/**
 * When the whole message is a memory command, carries it out and answers in the coach's words; otherwise null and
 * the coach answers as usual (so does "forget about him, how do I move on?", which matches nothing kept). `recent` is
 * the person's earlier messages in the same conversation, oldest first.
 */
export async function memoryReply(deps: AppDeps, userId: string, message: string, recent: readonly string[] = []): Promise<string | null> {
  // "Remember that I want to die" is a crisis, not a note: the safety gate answers it, and nothing is kept. Neither is
  // anything said in a conversation in crisis ("remember that I bought a rope" after "I want to kill myself"): the
  // message is read with the person's recent turns, and a conversation whose recent turns called for care keeps
  // nothing (issue 28).
  const command = parseMemoryCommand(message);
  if (!command) return null;
  // Screened like every message: a long one on the coach's worker threads (decision 102).
  if ((await deps.coachWorkers.screen(message, { recent })).kind !== 'ok' || (await deps.coachWorkers.inCrisis(recent))) return null;
  return answerMemoryCommand(deps, userId, command);
}

async function answerMemoryCommand(deps: AppDeps, userId: string, command: MemoryCommand): Promise<string | null> {
  const { db } = deps.database;
  const memories = await listMemories(deps, userId);
  switch (command.kind) {
    case 'list':
      if (memories.length === 0) return `I'm not keeping anything about you yet. If there's something you'd like me to keep in mind, say "remember that …" and I will.`;
      return [`Here's what you've asked me to remember:`, memories.map((m) => `- ${m.fact}`).join('\n'), WHERE_TO_SEE].join('\n\n');
    case 'forgetAll': {
      const { forgotten } = await forgetAllMemories(deps, userId);
      return forgotten === 0 ? "There was nothing to forget: I wasn't keeping anything about you." : `Done: I've forgotten all ${forgotten === 1 ? 'one thing' : `${forgotten} things`} you asked me to remember.`;
    }
    case 'forget': {
      const wanted = keywords(command.about);
      const matches = memories.filter((m) => {
        const words = keywords(m.fact);
        return [...wanted].some((w) => words.has(w));
      });
      if (matches.length === 0) return null;
      await db
        .deleteFrom('coach_memories')
        .where('user_id', '=', userId)
        .where(
          'id',
          'in',
          matches.map((m) => m.id),
        )
        .execute();
      return `Done: I've forgotten ${matches.length === 1 ? `that ${inSentence(matches[0]!.fact)}` : `these ${matches.length} things:\n\n${matches.map((m) => `- ${m.fact}`).join('\n')}`}.`;
    }
    case 'remember': {
      const fact = command.fact;
      if (fact.length < 3) return 'What would you like me to remember? Say it in one short sentence.';
      if (fact.length > MAX_FACT_LENGTH) return `That's a lot to keep in one note. Could you put it in one short sentence (up to ${MAX_FACT_LENGTH} characters)?`;
      if (memories.some((m) => m.fact.toLowerCase() === fact.toLowerCase())) return `I already have that: ${inSentence(fact)}.`;
      if (memories.length >= MAX_MEMORIES) return `I'm already keeping ${MAX_MEMORIES} things for you, which is as many as I hold. ${WHERE_TO_SEE} Delete one there and tell me again.`;
      await db.insertInto('coach_memories').values({ id: newId(), user_id: userId, fact, created_at: nowIso() }).execute();
      return `Got it. I'll remember that ${inSentence(fact)}, and keep it in mind when we talk. ${WHERE_TO_SEE}`;
    }
  }
}

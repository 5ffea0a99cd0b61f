import type { CoachContext } from '../../context.js';
import { findNamedConnection } from '../read/intents.js';

/** Asks what to talk about with someone, or about them: where a revealed daily answer can give a place to start. */
const TALK_ASK = /\b(talk about|talk to \w+ about|talk with \w+ about|what (?:to|should i|could i|can i) (?:say|ask|talk)|conversation starters?|something to ask|get to know|tell me about|what do you know about)\b/i;

/**
 * A light touch (decision 078): asked what to talk about with someone, or about them, the coach quotes the other
 * person's latest revealed daily answer with its question. The context holds answers only when both people allow
 * it, in a private chat, and only revealed ones, so nothing here needs checking again.
 */
export function dailyAnswerNote(ctx: CoachContext, message: string): string | null {
  if (!TALK_ASK.test(message)) return null;
  const c = findNamedConnection(message, ctx.connections) ?? ctx.focus;
  const day = c?.dailyAnswers?.[0];
  if (!c || !day) return null;
  const words = day.theirs.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return `One place to start: when your daily question asked "${day.question}", ${c.firstName} answered "${words}". Asking what is behind that answer could open a good conversation.`;
}

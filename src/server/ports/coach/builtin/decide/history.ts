/**
 * What the thread so far says (issue 29, item 5): the person's earlier messages, the connection they were about, the
 * coach's last replies, and the topic of the thread, for the follow-ups and the answers that must not repeat themselves.
 */
import { CoachContext, CoachConnection } from '../../context.js';
import { detectIntent, findNamedConnection } from '../read/intents.js';

export function lastAssistant(ctx: CoachContext): string {
  for (let i = ctx.history.length - 1; i >= 0; i--) if (ctx.history[i]!.role === 'assistant') return ctx.history[i]!.content;
  return '';
}

/** The person's last `count` messages before this one, most recent first (a repeat of this one is skipped). */
export function earlierUserMessages(ctx: CoachContext, message: string, count: number): string[] {
  const out: string[] = [];
  for (let i = ctx.history.length - 1; i >= 0 && out.length < count; i--) {
    const t = ctx.history[i]!;
    if (t.role === 'user' && t.content.trim() !== message.trim()) out.push(t.content);
  }
  return out;
}

/** The topic of the thread: the intent of the most recent of the last three messages that had a clear one. */
export function threadIntent(ctx: CoachContext, message: string): ReturnType<typeof detectIntent> | undefined {
  for (const content of earlierUserMessages(ctx, message, 3)) {
    const found = detectIntent(content, ctx);
    if (found.intent !== 'other' && found.intent !== 'greeting' && found.intent !== 'thanks') return found;
  }
  return undefined;
}

/** The connection the last few messages were about (the most recent one named), if any. */
export function recentConnection(ctx: CoachContext, message: string): CoachConnection | undefined {
  for (const content of earlierUserMessages(ctx, message, 3)) {
    const named = findNamedConnection(content, ctx.connections);
    if (named) return named;
  }
  return undefined;
}

/** The assistant's last two replies: a new reply does not repeat a suggestion or the Vibe summary from them. */
export function recentReplies(ctx: CoachContext): string {
  return ctx.history
    .filter((t) => t.role === 'assistant')
    .slice(-2)
    .map((t) => t.content)
    .join('\n');
}

/** Drops bullets already given in recent replies, topping up from `spare` (also unseen) to keep at least two. */
export function freshBullets(bullets: string[], recent: string, spare: string[]): string[] {
  if (!recent) return bullets;
  // A short heading ("Sam receives love through …. A few ideas:") may repeat; the suggestions under it may not.
  const seen = (b: string) => !b.endsWith(':') && recent.includes(b);
  const out = bullets.filter((b) => !seen(b));
  if (out.length === 0 && spare.length === 0) return bullets;
  for (const extra of spare) {
    if (out.length >= Math.min(3, bullets.length)) break;
    if (!seen(extra) && !out.includes(extra)) out.push(extra);
  }
  return out;
}

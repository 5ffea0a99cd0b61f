/**
 * A later turn that acts on what the thread already holds (issue 29 item 5): an event plan's follow-up, a place that
 * sets the time of the message drafted before, "how do I tell her no" after the plan grew, and the toast for the
 * celebration just planned. Each answers only when its thread is there; the first that does gives the reply.
 */
import type { CoachContext } from '../../context.js';
import { eventFollowUp } from './plan.js';
import { planNoReply } from './plan-no.js';
import { toastReply } from './toast.js';
import { giftFollowUp } from '../compose/gift.js';
import { zoneFollowUp } from './zone-followup.js';
import { fewerReply, ownChoiceReply } from './fewer.js';

const LATER_TURNS: ReadonlyArray<(ctx: CoachContext, message: string) => string | null> = [
  // "Budget is now £15 a head", "shorter", "what should I pack?" after an event plan.
  eventFollowUp,
  // "Budget is 40 euros, 6 of us" after gift ideas: the ideas again within it.
  giftFollowUp,
  // "Too much, just the top 2" after any list; "what if I say no and she's hurt?" about the member's own choice.
  fewerReply,
  ownChoiceReply,
  // "She's in London btw, what time should I suggest?": the place updates the thread's message with a time.
  zoneFollowUp,
  // "How do I tell her no?" after someone wanted the plan bigger: words to them with the thread's figures.
  planNoReply,
  // "What do I say for the toast?" after planning a celebration: a toast for the person, not a message to them.
  toastReply,
];

/** The reply to a later turn that continues the thread; null on a first turn, or when none of them answers. */
export function laterTurn(ctx: CoachContext, message: string): string | null {
  if (!ctx.history.length) return null;
  for (const answer of LATER_TURNS) {
    const reply = answer(ctx, message);
    if (reply) return reply;
  }
  return null;
}

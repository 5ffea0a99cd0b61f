/**
 * The thread's scenario (issue 29, item 5; decision 082): who the thread is about, the member's message that set
 * the situation, and what the member needs or is sorry for, read once from the history so that every follow-up
 * ("the actual words", "shorter", "what if he says…", "and if that doesn't work?", "now for my brother") answers
 * within the same situation instead of a generic template.
 */
import type { CoachContext } from '../../context.js';
import { lastMeant, someoneIn, type Someone } from '../read/people.js';
import { myNeed, type DraftSlots } from '../compose/answers/drafts.js';
import { situationIn, slotsFor } from '../compose/answers/written.js';

export interface Scenario {
  to: Someone | null;
  /** The member's message that set the situation, or null when the thread has none with a person in it. */
  setting: string | null;
  /** The draft the situation calls for, read from the setting (and the thread around it). */
  slots: DraftSlots | null;
  /** What the member needs, in their voice ("I need an evening or two a week to myself"), when they said it. */
  need: string | null;
}

/** The member's messages before this one, most recent first. */
function earlier(ctx: CoachContext, message: string): string[] {
  return ctx.history.filter((t) => t.role === 'user' && t.content.trim() !== message.trim()).map((t) => t.content).reverse();
}

export function scenarioOf(ctx: CoachContext, message: string): Scenario {
  const to = lastMeant(ctx, message) ?? someoneIn(message, ctx);
  if (!to) return { to: null, setting: null, slots: null, need: null };
  // The setting is the message that gave the situation its kind (an apology, a need…); else the longest recent one.
  const found = situationIn(ctx, message, to)?.text;
  const setting = found ?? earlier(ctx, message).slice(0, 4).sort((a, b) => b.length - a.length)[0] ?? null;
  const slots = setting ? slotsFor({ ...ctx, history: ctx.history.filter((t) => t.content.trim() !== message.trim()) }, setting) : null;
  const need = setting ? myNeed(setting, to) : null;
  return { to, setting, slots: slots && sameOne(slots.to, to) ? slots : slots ? { ...slots, to } : null, need };
}

function sameOne(a: Someone, b: Someone): boolean {
  if (a.kind === 'connection' && b.kind === 'connection') return a.c.firstName === b.c.firstName;
  if (a.kind === 'outsider' && b.kind === 'outsider') return a.role === b.role && a.name === b.name;
  return false;
}

/** The one sentence that carries what the member came to say, in their voice; null when nothing could be read. */
export function keyLine(s: Scenario): string | null {
  const e = s.slots?.event;
  if (s.slots && e) {
    switch (s.slots.kind) {
      case 'apology':
        return /^(?:for|about) /.test(e) ? `I'm still sorry ${e}.` : /^I /.test(e) ? `I'm still sorry ${e}.` : null;
      case 'hurt':
        // Being invited is no hurt to name: "it hurt when you keep inviting me" reads as an accusation of kindness.
        return /\b(?:invit\w*|(?:keep |keeps )?ask(?:s|ing)? me (?:to|along|out))\b/.test(e) ? null : `It hurt when ${e}.`;
      case 'decline':
        return `${e.charAt(0).toUpperCase()}${e.slice(1)}.`;
      case 'need':
        return /^you /i.test(e) ? 'It matters to me that this changes.' : `${e.charAt(0).toUpperCase()}${e.slice(1)}.`;
      default:
        break;
    }
  }
  return s.need ? `${s.need}.` : null;
}

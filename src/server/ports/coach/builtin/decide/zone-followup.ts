/**
 * A place given later in a thread, with a question about when (issue 29, item 5: a new fact updates the answer).
 * "She's in London btw, what time should I suggest?" after a message about a call: the hours between the two places
 * are worked out from the zones on the day (read/zones.ts), two times that are sociable on both clocks are offered,
 * and the message already drafted gets the proposed time, instead of a new topic starting from the city's name.
 */
import type { CoachContext } from '../../context.js';
import { clockHour, elsewhereIn } from '../read/zones.js';
import { lastMeant } from '../read/people.js';
import { draftIn } from './shorten.js';

/** Asks when, or how the clocks fit: "what time should I suggest", "when works for both", "the time difference". */
const WHEN_ASKED = /\b(?:what time|which time|what times|when (?:should|could|can|would|do) (?:i|we)|when works|time ?zones?|time difference|not (?:crazy|too (?:early|late)) for (?:either|both)|for both of us)\b/i;

/** Sociable on one clock: not before 9 in the morning, not after 9 at night. */
const sociable = (h: number) => h >= 9 && h <= 21;
const wrap = (h: number) => ((h % 24) + 24) % 24;

export interface Slots { weekend: number | null; weekday: number | null }

/**
 * Two times in the member's hours that are sociable for both: a weekend one (the earliest from 10am, a morning for
 * whoever is west) and a weekday one where one of them is past the working day and neither is late at night.
 */
export function sharedSlots(ahead: number): Slots {
  const both = (h: number) => sociable(h) && sociable(wrap(h + ahead));
  const hours = Array.from({ length: 12 }, (_, i) => 10 + i);
  const weekend = hours.find(both) ?? null;
  const weekday = hours.find((h) => both(h) && Math.max(h, wrap(h + ahead)) >= 17 && Math.max(h, wrap(h + ahead)) <= 20) ?? null;
  return { weekend, weekday };
}

export function zoneFollowUp(ctx: CoachContext, message: string, now = new Date()): string | null {
  if (!ctx.history.some((t) => t.role === 'assistant') || !WHEN_ASKED.test(message) || message.split(/\s+/).length > 30) return null;
  const away = elsewhereIn(message, ctx.timeZone, now);
  if (!away) return null;
  const who = lastMeant(ctx, message);
  const name = who?.kind === 'connection' ? who.c.firstName : (who?.name ?? null);
  const them = name ?? 'them';
  const { weekend, weekday } = sharedSlots(away.ahead);
  const gap = `${Math.abs(away.ahead)} hour${Math.abs(away.ahead) === 1 ? '' : 's'} ${away.ahead > 0 ? 'ahead of' : 'behind'} you`;
  const there = (h: number) => clockHour(wrap(h + away.ahead));
  const lines: string[] = [];
  if (weekend !== null) lines.push(`- **A weekend:** ${clockHour(weekend)} your time is ${there(weekend)} in ${away.city}, a relaxed hour for both of you.`);
  if (weekday !== null) lines.push(`- **A weekday:** ${clockHour(weekday)} your time is ${there(weekday)} in ${away.city}, so one of you is past the working day and neither is up late.`);
  if (!lines.length) lines.push(`- The clocks barely meet: an early morning for one of you is late evening for the other, so take turns on who stretches.`);
  const sections = [
    `${away.city} is ${gap} today (the clocks change on different weekends in spring and autumn, so check for a week or two around then).`,
    lines.join('\n'),
  ];
  // The message already in the thread, with the time put in it: the same words, now with a proposal to say yes to.
  const last = [...ctx.history].reverse().find((t) => t.role === 'assistant' && draftIn(t.content, 25));
  const draft = last ? draftIn(last.content, 25) : null;
  const slot = weekend ?? weekday;
  if (draft && slot !== null) {
    const day = weekend !== null ? 'Saturday' : 'one evening this week';
    const proposal = `Would ${day} at ${there(slot)} your time (${clockHour(slot)} mine) work for you?`;
    sections.push(`Your message with the time in it:\n\n"${draft.trim().replace(/[.!?]?$/, (end) => end || '.')} ${proposal}"`);
  } else if (slot !== null) {
    sections.push(`You could put it to ${them} as: "Would ${weekend !== null ? 'Saturday' : 'an evening this week'} at ${there(slot)} your time work for you?"`);
  }
  sections.push('Want it for a different day?');
  return sections.join('\n\n');
}

/** Assertions the coach's thread tests share: a reply quotes a whole draft, and no reply keeps an unfilled slot. */
import { expect } from 'vitest';
import { brokenClause, quotedDraft } from '../ports/coach/builtin/compose/answers/drafts.js';
import { unfilled } from '../ports/coach/builtin/decide/reply.js';

/** The draft quoted in `reply`, failing the test when there is none or it breaks off mid-clause. */
export function draftOf(reply: string): string {
  const quote = quotedDraft(reply);
  expect(quote, reply).toBeTruthy();
  expect(brokenClause(quote!), quote!).toBeNull();
  return quote!;
}

/** Fails the test when any reply still has a slot in it ("[what happened]", "undefined", "I'm sorry I ."). */
export function noSlots(replies: string[]): void {
  replies.forEach((r) => expect(unfilled(r), r).toBe(false));
}

/**
 * The browser's screen reads whose whole /trpc answer is kept, as the bytes written, until anything at all is written
 * to the database (issue 34, decision 110 and its addendum). A kept answer is served by the fast path (trpc/http.ts)
 * without tRPC's middleware chain, its input and output validation or JSON.stringify: the answer was validated and
 * written out when it was computed, and is served again only
 *  - after the very rule its procedure's middleware runs (listed here, and checked against the procedure by
 *    keptReads.test.ts), so a signed-out caller, one who has not finished the assessment, an expired or revoked
 *    session are refused exactly as before, by the procedure itself;
 *  - to the same member (the key holds their id and language), for the same raw input text (an input that fails
 *    validation never produced an answer to keep), at the same database version.
 * A procedure belongs here only if its answer depends on nothing but the caller's account, its input and the stored
 * data: not the clock, the request's headers or anything kept in memory.
 */
import type { PublicUser } from '../../shared/auth.js';
import type { Context } from './context.js';
import { requireAssessedMember, requireMember } from './init.js';

export type MemberRule = (ctx: Context) => Promise<PublicUser>;

export const KEPT_READS: ReadonlyMap<string, MemberRule> = new Map<string, MemberRule>([
  ['auth.me', requireMember],
  ['connections.cards', requireAssessedMember],
  ['connections.list', requireAssessedMember],
  ['coach.conversations', requireAssessedMember],
]);

/**
 * Raw inputs longer than this are answered by the procedure every time. The pages these reads take ({ limit, before })
 * are far shorter; the bound keeps a member from filling the memo with long keys (unknown fields pass the schema).
 */
export const KEPT_INPUT_MAX_LENGTH = 256;

/**
 * The key of a kept answer: the procedure, the member and their language, the raw input as text. Undefined when the
 * input is too long to be kept.
 */
export function keptReadKey(path: string, user: PublicUser, input: unknown): string | undefined {
  const inputText = input === undefined ? '' : JSON.stringify(input);
  if (inputText.length > KEPT_INPUT_MAX_LENGTH) return undefined;
  return `${path}\u0000${user.id}\u0000${user.locale}\u0000${inputText}`;
}

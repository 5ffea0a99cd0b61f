/**
 * The shape of the coach's understanding test set (issue 19): what a person asks, as which demo member, and what the
 * builtin coach's answer must and must not contain. A rule may depend on the asker's stored data (their figures,
 * their best-matched connection), read from the same context the coach gets, so no answer is written down by hand.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../shared/assessment/labels.js';
import type { CoachContext } from '../../../ports/coach/context.js';

export type Rule = string | RegExp | ((ctx: CoachContext) => string | RegExp);

export interface UnderstandingCase {
  /** The demo member asking (see test/demo-world.ts); Maya unless said. */
  as?: 'Maya' | 'Sam' | 'Jordan' | 'Priya' | 'Theo';
  /** Messages sent one after another; the rules apply to the reply to the last one. */
  say: string[];
  must: Rule[];
  mustNot?: Rule[];
  /** The last reply is shorter than the one before it ("make it shorter"). */
  shorter?: boolean;
  /** The last reply differs from the one before it ("another one"). */
  different?: boolean;
}

export const one = (say: string, must: Rule[], mustNot: Rule[] = [], as?: UnderstandingCase['as']): UnderstandingCase => ({ say: [say], must, mustNot, as });

/** Words that only a crisis reply or an unplaced fallback use: no ordinary question may get them. */
export const ALWAYS_NOT: Rule[] = [/988|crisis line|emergency services|hotline/i, /Could you tell me a bit more about what is going on/i];

// Rules read from the asker's stored data, shared by every part of the set.
export const mine = (ctx: CoachContext) => ctx.person.results!;
export const pct = (n: number) => `${Math.round(n)}%`;
export const who = (ctx: CoachContext, name: string) => ctx.connections.find((c) => c.firstName === name)!;
const byVibe = (ctx: CoachContext) => [...ctx.connections].filter((c) => c.vibe).sort((a, b) => b.vibe!.score - a.vibe!.score);
/** The connection the asker's Vibe is highest with. */
export const best = (ctx: CoachContext) => byVibe(ctx)[0]!.firstName;
/** The connection the asker's Vibe is lowest with. */
export const worst = (ctx: CoachContext) => byVibe(ctx).at(-1)!.firstName;
/** How a connection receives love, by its label. */
export const receives = (name: string) => (ctx: CoachContext) => LOVE_LANGUAGE_LABELS[who(ctx, name).results!.loveLanguageReceiving!];

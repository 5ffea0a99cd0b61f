/**
 * A kept /trpc answer is served after the rule trpc/keptReads.ts lists for its procedure instead of the procedure's
 * own middleware (decision 110's addendum). That is only the same check if the procedure is built on exactly the
 * builder that runs that rule, with nothing else in its chain but its input and output schemas: an admin check or a
 * rate limit added to one of these procedures later would otherwise be skipped by the kept path. This fails then.
 */
import { describe, expect, it } from 'vitest';
import { getProcedureAtPath, type AnyProcedure } from '@trpc/server/unstable-core-do-not-import';
import { appRouter } from './router.js';
import { assessedProcedure, memberProcedure, requireAssessedMember, requireMember } from './init.js';
import { KEPT_INPUT_MAX_LENGTH, KEPT_READS, keptReadKey, type MemberRule } from './keptReads.js';
import type { PublicUser } from '../../shared/auth.js';

type Middlewares = { _def: { middlewares: ({ _type?: string } & object)[] } };
const BUILDER_OF_RULE = new Map<MemberRule, Middlewares>([
  [requireMember, memberProcedure as unknown as Middlewares],
  [requireAssessedMember, assessedProcedure as unknown as Middlewares],
]);

describe('kept /trpc reads', () => {
  it('are queries built on the builder whose rule they list, with only schemas added', async () => {
    expect(KEPT_READS.size).toBeGreaterThan(0);
    for (const [path, rule] of KEPT_READS) {
      const procedure = (await getProcedureAtPath(appRouter, path)) as (AnyProcedure & Middlewares) | null;
      expect(procedure, path).not.toBeNull();
      expect(procedure!._def.type, path).toBe('query');
      const builder = BUILDER_OF_RULE.get(rule)!._def.middlewares;
      const own = procedure!._def.middlewares;
      expect(own.slice(0, builder.length), path).toEqual(builder);
      // What follows the builder's: the input and output schemas, then the resolver, nothing else.
      const rest = own.slice(builder.length);
      expect(rest.slice(0, -1).every((middleware) => middleware._type === 'input' || middleware._type === 'output'), path).toBe(true);
      expect(rest.at(-1)?._type, path).toBeUndefined();
    }
  });

  it('key on the procedure, the member, their language and the input, and keep no long input', () => {
    const ada = { id: 'ada', locale: 'en' } as PublicUser;
    const keys = [
      keptReadKey('connections.cards', ada, undefined),
      keptReadKey('connections.list', ada, undefined),
      keptReadKey('connections.cards', { ...ada, id: 'bob' }, undefined),
      keptReadKey('connections.cards', { ...ada, locale: 'es' }, undefined),
      keptReadKey('connections.cards', ada, { limit: 1 }),
      keptReadKey('connections.cards', ada, { limit: 2 }),
      keptReadKey('connections.cards', ada, {}),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keptReadKey('connections.cards', ada, { limit: 1, note: 'x'.repeat(KEPT_INPUT_MAX_LENGTH) })).toBeUndefined();
  });
});

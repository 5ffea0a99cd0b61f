import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryPubSub } from './memory.js';
import { createRedisPubSub } from './redis.js';
import type { PubSub } from './types.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Resolves once `check` holds (the test's own timeout bounds the wait). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

/** The contract both implementations keep; `pair` gives two instances sharing one bus. */
function contract(name: string, pair: () => [PubSub, PubSub], skip = false) {
  describe.skipIf(skip)(name, () => {
    it('delivers to every subscriber of a topic, in publish order, and nothing of other topics', async () => {
      const [one, two] = pair();
      try {
        const gotOne: string[] = [];
        const gotTwo: string[] = [];
        const other: string[] = [];
        await one.subscribe('chat', (p) => gotOne.push(p));
        await two.subscribe('chat', (p) => gotTwo.push(p));
        await two.subscribe('elsewhere', (p) => other.push(p));
        for (let i = 0; i < 50; i++) await one.publish('chat', `m${i}`);
        const expected = Array.from({ length: 50 }, (_, i) => `m${i}`);
        await until(() => gotOne.length >= 50 && gotTwo.length >= 50);
        expect(gotOne).toEqual(expected);
        expect(gotTwo).toEqual(expected);
        expect(other).toEqual([]);
      } finally {
        await one.close();
        if (two !== one) await two.close();
      }
    });

    it('stops delivering after unsubscribe, and one failing handler does not stop the others', async () => {
      const [bus] = pair();
      try {
        const kept: string[] = [];
        const dropped: string[] = [];
        await bus.subscribe('t', () => {
          throw new Error('a broken subscriber');
        });
        await bus.subscribe('t', (p) => kept.push(p));
        const off = await bus.subscribe('t', (p) => dropped.push(p));
        await bus.publish('t', 'first');
        await until(() => kept.length >= 1 && dropped.length >= 1);
        await off();
        await bus.publish('t', 'second');
        await until(() => kept.length >= 2);
        expect(kept).toEqual(['first', 'second']);
        expect(dropped).toEqual(['first']);
      } finally {
        await bus.close();
      }
    });
  });
}

contract('in-process pub/sub (the default)', () => {
  const bus = createMemoryPubSub();
  return [bus, bus];
});

// Redis is a prerequisite of the suite, like PostgreSQL; each test uses its own channel prefix. scripts/test.mjs sets
// REDIS_TESTS=off (and says so loudly) only outside CI when no Redis answers.
contract(
  'Redis pub/sub (REDIS_URL)',
  () => {
    const prefix = `attune-test-${randomBytes(4).toString('hex')}:`;
    return [createRedisPubSub(REDIS_URL, { prefix }), createRedisPubSub(REDIS_URL, { prefix })];
  },
  process.env.REDIS_TESTS === 'off',
);

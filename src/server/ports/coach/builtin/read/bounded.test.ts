import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinText } from '../../builtin-reply.js';
import { loadCoachContext } from '../../../../features/coach/coach.service.js';
import { createTestApp, type TestApp } from '../../../../test/app.js';
import { seedDemoWorld } from '../../../../test/demo-world.js';
import { builtinReply } from '../index.js';
import { classify, loadModel } from './classify.js';
import { boundedMessage, GIST_READ, gistOf, MAX_READ } from './bounded.js';

const story = (n: number) => Array.from({ length: n }, (_, i) => `On day ${i} we talked again about the dishes and nothing changed.`).join(' ');

describe('the builtin coach reads a bounded part of a message (issue 29, item 7)', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ limits: { enabled: false } as never });
    ids = await seedDemoWorld(t.deps);
  }, 60_000);
  afterAll(async () => t.close());

  it('keeps the first part and the last sentence of a long message, and leaves short ones alone', () => {
    const long = `${story(130)} So how do I talk to Sam about it?`;
    expect(long.length).toBeGreaterThan(8000);
    const read = boundedMessage(long);
    expect(read.length).toBeLessThanOrEqual(MAX_READ + 310);
    expect(read.endsWith('So how do I talk to Sam about it?')).toBe(true);
    const gist = gistOf(read);
    expect(gist.length).toBeLessThanOrEqual(GIST_READ + 170);
    expect(gist.endsWith('So how do I talk to Sam about it?')).toBe(true);
    expect(boundedMessage('hi there')).toBe('hi there');
  });

  it('answers an 8,000-character message (the longest synchronous stretch is printed, not asserted)', async () => {
    await loadModel();
    const ctx = await loadCoachContext(t.deps, ids.Maya!, []);
    const message = `${story(130)} So how do I talk to Sam about it?`;
    // The two synchronous stretches of a reply: classifying the bounded text, then composing the answer.
    const read = boundedMessage(message);
    // Warm up first (the lazily loaded libraries and the JIT), as on a server that has answered a message before.
    builtinReply(ctx, 'how are you', await classify('how are you'));
    let started = performance.now();
    const reading = await classify(read);
    const classifying = performance.now() - started;
    started = performance.now();
    builtinReply(ctx, gistOf(read), reading);
    const composing = performance.now() - started;
    console.log(`8,000-character message: classifying ${classifying.toFixed(1)} ms, composing ${composing.toFixed(1)} ms`);
    const reply = await builtinText({ context: ctx, message, mode: 'coach' });
    expect(reply).toContain('Sam');
  });
});

/**
 * The coach's worker threads (decision 102): a reply made there is the reply made in the server's own thread, a
 * failing thread becomes the coach's usual error answer (never a hang or a stack), the screen is never skipped, and
 * closing the pool leaves no thread running.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinText } from '../ports/coach/builtin-reply.js';
import type { CoachTurn } from '../ports/coach/context.js';
import { createBuiltinProvider } from '../ports/coach/builtin-provider.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { seedDemoWorld } from '../test/demo-world.js';
import { createAssessedUser } from '../test/factories.js';
import { loadCoachContext } from '../features/coach/coach.service.js';
import { COACH_FALLBACKS } from '../features/coach/respond.js';
import { checkSafety, conversationInCrisis } from '../features/coach/engine/safety.js';
import { HELD_OUT, HELD_OUT_B } from '../features/coach/understanding/heldout.cases.js';
import { TUNING } from '../features/coach/understanding/tuning.cases.js';
import { createCoachWorkers, defaultThreads, SCREEN_INLINE_CHARS } from './coach-pool.js';

const FAILING = new URL('../test/failing-coach-worker.mjs', import.meta.url).href;
const SLOW_LOAD = new URL('../test/slow-load-coach-worker.mjs', import.meta.url).href;
/** A hang guard: the first reply on a thread loads the engine there (seconds of CPU on a loaded machine). */
const SLOW = 180_000;

describe('the coach worker pool', () => {
  let t: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ limits: { enabled: false } as never });
    ids = await seedDemoWorld(t.deps);
  }, SLOW);

  afterAll(async () => {
    await t.close();
  });

  it('makes the same reply on a thread as in this thread, thread state included (multi-turn cases of the understanding sets)', async () => {
    // Every case with several turns (the thread state is read from the history each turn) and a spread of one-turn ones.
    const cases = [...TUNING, ...HELD_OUT, ...HELD_OUT_B].filter((c, i) => c.say.length > 1 || i % 12 === 0);
    expect(cases.length).toBeGreaterThan(20);
    let compared = 0;
    for (const c of cases) {
      const history: CoachTurn[] = [];
      for (const message of c.say) {
        const context = await loadCoachContext(t.deps, ids[c.as ?? 'Maya']!, [...history]);
        const here = await builtinText({ context, message, mode: 'coach' });
        const there = await t.deps.coachWorkers.reply({ context, message, mode: 'coach' });
        expect(there, `${c.as ?? 'Maya'}: ${message}`).toBe(here);
        compared++;
        history.push({ role: 'user', content: message }, { role: 'assistant', content: here });
      }
    }
    expect(compared).toBeGreaterThan(cases.length);
  }, SLOW);

  it('answers through the REST path with the reply made on a thread', async () => {
    const alex = await createAssessedUser(t, { firstName: 'Alex', lastName: 'Morgan' });
    const conv = (await t.request({ method: 'POST', url: '/api/chat/conversations', token: alex.token, body: {} })).json() as { id: string };
    const message = 'How can I tell my partner I need a quiet evening this Friday?';
    const res = await t.request({ method: 'POST', url: `/api/chat/conversations/${conv.id}/messages`, token: alex.token, body: { content: message } });
    expect(res.statusCode).toBe(200);
    // A conversation's first reply reads no history (the message is stored while the reply is made).
    const expected = await builtinText({ context: await loadCoachContext(t.deps, alex.user.id, []), message, mode: 'coach' });
    expect((res.json() as { assistantMessage: { content: string } }).assistantMessage.content).toBe(expected.trim());
  }, SLOW);

  it('screens a long message on a thread with the same verdict as in this thread', async () => {
    const long = `${'We talked for hours about the move and the new job, and about who does the dishes. '.repeat(30)}I have the pills ready and I want to end my life tonight.`;
    expect(long.length).toBeGreaterThan(SCREEN_INLINE_CHARS);
    const there = await t.deps.coachWorkers.screen(long, { recent: ['I feel so alone lately'] });
    expect(there.kind).toBe('crisis');
    expect(there).toEqual(checkSafety(long, { recent: ['I feel so alone lately'] }));
  }, SLOW);

  it('reads whether long recent turns were in crisis on a thread, as in this thread', async () => {
    const calm = 'We argued about the holiday plans again and then made up over dinner. '.repeat(12);
    const turns = [calm, `${calm} Honestly I do not want to be alive any more.`];
    expect(await t.deps.coachWorkers.inCrisis(turns)).toBe(true);
    expect(await t.deps.coachWorkers.inCrisis([calm, calm])).toBe(false);
    expect(conversationInCrisis(turns)).toBe(true);
  }, SLOW);
});

describe('when a coach thread fails', () => {
  let t: TestApp;
  const workers = createCoachWorkers({ threads: 1, filename: FAILING });

  beforeAll(async () => {
    t = await createTestApp({ limits: { enabled: false } as never });
    t.deps.coach = createBuiltinProvider({ chunkDelayMs: 0, compute: workers });
  }, SLOW);

  afterAll(async () => {
    await workers.close();
    await t.close();
  });

  async function replyTo(content: string): Promise<{ status: number; text: string }> {
    const alex = await createAssessedUser(t, { firstName: 'Alex', lastName: 'Morgan' });
    const conv = (await t.request({ method: 'POST', url: '/api/chat/conversations', token: alex.token, body: {} })).json() as { id: string };
    const res = await t.request({ method: 'POST', url: `/api/chat/conversations/${conv.id}/messages`, token: alex.token, body: { content } });
    return { status: res.statusCode, text: (res.json() as { assistantMessage: { content: string } }).assistantMessage.content };
  }

  it('a reply that throws on the thread becomes the coach error answer', async () => {
    expect(await replyTo('How do I plan a birthday surprise?')).toEqual({ status: 200, text: COACH_FALLBACKS.unavailable });
  }, SLOW);

  it('a thread that dies mid-reply becomes the coach error answer, and the next reply is answered too', async () => {
    expect(await replyTo('Please die quietly, thread')).toEqual({ status: 200, text: COACH_FALLBACKS.unavailable });
    expect(await replyTo('What should we cook tonight?')).toEqual({ status: 200, text: COACH_FALLBACKS.unavailable });
  }, SLOW);

  it('a thread that dies while screening still gets the message screened (in this thread)', async () => {
    const long = `${'Work has been long and the commute is tiring. '.repeat(40)}I want to kill myself.`;
    expect(long.length).toBeGreaterThan(SCREEN_INLINE_CHARS);
    const verdict = await workers.screen(long);
    expect(verdict.kind).toBe('crisis');
    expect(verdict).toEqual(checkSafety(long));
    // A thread with no such task (this one has no inCrisis) is a failure too: the turns are read here instead.
    expect(await workers.inCrisis([long])).toBe(true);
  }, SLOW);
});

describe('closing the coach pool', () => {
  it('stops its threads, and nothing runs on it afterwards', async () => {
    const workers = createCoachWorkers({ threads: 2, filename: FAILING });
    expect(workers.running()).toBe(0);
    workers.warm();
    await expect(workers.reply({ context: {} as never, message: 'hello', mode: 'coach' })).rejects.toThrow(/on purpose/);
    expect(workers.running()).toBeGreaterThan(0);
    await workers.close();
    expect(workers.running()).toBe(0);
    await expect(workers.reply({ context: {} as never, message: 'hello', mode: 'coach' })).rejects.toThrow(/closed/);
  });

  it("counts a task's time against its limit, not the time its thread spent loading", async () => {
    // Loading takes 1.5 s here and a task may take 0.5 s: the first reply on each fresh thread still gets its answer.
    const workers = createCoachWorkers({ threads: 2, filename: SLOW_LOAD, limits: { taskMs: 500, loadMs: 10_000 } });
    try {
      const first = await Promise.all(['one', 'two', 'three'].map((message) => workers.reply({ context: {} as never, message, mode: 'coach' })));
      expect(first).toEqual(['answered: one', 'answered: two', 'answered: three']);
      expect(workers.running()).toBe(2);
      // A task that itself runs past the limit is still given up.
      await expect(workers.reply({ context: {} as never, message: 'stall', mode: 'coach' })).rejects.toThrow(/abort/i);
      // A thread can hold several tasks (coach-pool.ts TASKS_PER_THREAD): one waiting does not hold up the next.
      expect(await workers.reply({ context: {} as never, message: 'four', mode: 'coach' })).toBe('answered: four');

    } finally {
      await workers.close();
    }
  }, SLOW);

  it('replaces a pool whose only thread never gives a task back, so the next member is answered', async () => {
    // One thread: were the spinning thread kept, the next task would wait behind it forever and be given up too.
    const workers = createCoachWorkers({ threads: 1, filename: SLOW_LOAD, limits: { taskMs: 1_000, loadMs: 10_000 } });
    try {
      await expect(workers.reply({ context: {} as never, message: 'spin', mode: 'coach' })).rejects.toThrow(/abort/i);
      expect(await workers.reply({ context: {} as never, message: 'after', mode: 'coach' })).toBe('answered: after');
    } finally {
      await workers.close();
    }
  }, SLOW);

  it('sizes itself for a small server: all cores but one, between one and two', () => {
    expect([1, 2, 4, 16].map((cores) => defaultThreads(cores))).toEqual([1, 1, 2, 2]);
  });
});

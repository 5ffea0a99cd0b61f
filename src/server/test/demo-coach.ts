/**
 * For the builtin coach's tests: the seeded demo world in a real test app, and a thread of messages answered through
 * the provider's own path (builtinText), each with the conversation so far.
 */
import { afterAll, beforeAll } from 'vitest';
import type { CoachTurn } from '../ports/coach/context.js';
import { builtinText } from '../ports/coach/builtin-reply.js';
import { loadCoachContext } from '../features/coach/coach.service.js';
import { createTestApp, type TestApp } from './app.js';
import { seedDemoWorld } from './demo-world.js';

export function demoCoach() {
  const world = { t: undefined as unknown as TestApp, ids: {} as Record<string, string> };
  beforeAll(async () => {
    world.t = await createTestApp({ limits: { enabled: false } as never });
    world.ids = await seedDemoWorld(world.t.deps);
  }, 60_000);
  afterAll(async () => world.t.close());
  const context = (as: string, history: CoachTurn[] = []) => loadCoachContext(world.t.deps, world.ids[as]!, history);
  /** The replies to `messages`, sent one after another as the demo member `as`. */
  async function thread(as: string, ...messages: string[]): Promise<string[]> {
    const history: CoachTurn[] = [];
    const replies: string[] = [];
    for (const message of messages) {
      const reply = await builtinText({ context: await context(as, [...history]), message, mode: 'coach' });
      replies.push(reply);
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
    }
    return replies;
  }
  return { world, context, thread };
}

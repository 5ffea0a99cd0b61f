/**
 * A real test app on a manual clock, for tests whose rules depend on the day: the app is made once for the file and
 * the clock goes back to `start` before every test, so no test inherits another's day.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { manualClock } from '../clock.js';
import { createTestApp, type TestApp } from './app.js';

export function clockedTestApp(start: string) {
  const clock = manualClock(start);
  const world = { clock, t: undefined as unknown as TestApp };
  beforeAll(async () => {
    world.t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await world.t?.close();
  });
  beforeEach(() => {
    clock.set(start);
  });
  return world;
}

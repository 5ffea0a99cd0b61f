import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { createUser } from './test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

it('registers the app jobs with the scheduler', () => {
  expect(t.deps.scheduler.jobNames()).toContain('auth.expired-sessions');
});

it('removes expired sessions in its hourly slot and keeps live ones', async () => {
  const alive = await createUser(t);
  const expired = await createUser(t);
  await t.database.db.updateTable('sessions').set({ expires_at: '2026-01-01T00:00:00.000Z' }).where('user_id', '=', expired.user.id).execute();
  await t.deps.scheduler.runDue(new Date('2026-11-23T10:17:00.100Z'));
  const left = await t.database.db.selectFrom('sessions').select('user_id').execute();
  expect(left.map((s) => s.user_id)).toEqual([alive.user.id]);
  expect((await t.request({ method: 'GET', url: '/api/auth/me', token: alive.token })).statusCode).toBe(200);
});

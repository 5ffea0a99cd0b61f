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

it('removes coach uploads older than a day in its hourly slot, and keeps newer ones', async () => {
  const me = await createUser(t);
  const row = (id: string, createdAt: string) => ({ id, user_id: me.user.id, name: `${id}.txt`, kind: 'text' as const, media_type: 'text/plain', size: 5, summary: 'Text: 1 line, 1 word', content: 'hello', created_at: createdAt });
  await t.database.db
    .insertInto('coach_uploads')
    .values([row('old', '2026-11-22T09:00:00.000Z'), row('fresh', '2026-11-23T09:30:00.000Z')])
    .execute();
  await t.deps.scheduler.runDue(new Date('2026-11-23T10:23:00.100Z'));
  const left = await t.database.db.selectFrom('coach_uploads').select('id').where('user_id', '=', me.user.id).execute();
  expect(left.map((u) => u.id)).toEqual(['fresh']);
  expect(t.deps.scheduler.jobNames()).toContain('coach.old-uploads');
});

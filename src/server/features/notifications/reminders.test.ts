import https from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWebPushSender } from '../../ports/push/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, deactivate, type TestUser } from '../../test/factories.js';
import { notificationsIdle } from './notifications.service.js';
import { browserSubscription, decryptPush, startLocalPushService, type BrowserSubscription, type LocalPushService } from '../../test/push-service.js';
import { sendDueReminders } from './reminders.js';

let push: LocalPushService;
let t: TestApp;
let agent: https.Agent;
let endpoints = 0;

beforeAll(async () => {
  push = await startLocalPushService();
  agent = new https.Agent({ ca: push.ca, keepAlive: false });
  t = await createTestApp({ push: { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:admin@attune.test', extraEndpointHosts: ['localhost'] } });
  t.deps.push = createWebPushSender({ agent });
});
afterAll(async () => {
  await t?.close();
  agent?.destroy();
  await push?.close();
});
beforeEach(async () => {
  push.received.length = 0;
  // Each test has its own people; earlier ones must not receive this test's reminders.
  await t.database.db.deleteFrom('push_subscriptions').execute();
});

/** A member in `zone` with push on for one device. */
async function memberIn(zone: string, firstName = 'Remi'): Promise<{ person: TestUser; device: BrowserSubscription }> {
  const person = await createAssessedUser(t, { firstName });
  expect((await t.request({ method: 'PUT', url: '/api/profile/time-zone', token: person.token, body: { timeZone: zone } })).statusCode).toBe(200);
  const device = browserSubscription(`${push.origin}/push/reminder-${++endpoints}`);
  const res = await t.request({
    method: 'POST',
    url: '/api/notifications/subscribe',
    token: person.token,
    body: { userId: person.user.id, endpoint: device.endpoint, p256dhKey: device.p256dhKey, authKey: device.authKey },
  });
  expect(res.statusCode).toBe(200);
  return { person, device };
}

async function runAt(iso: string): Promise<void> {
  await sendDueReminders(t.deps, new Date(iso));
  await notificationsIdle(t.deps);
}

/** What each device received, decrypted. */
const received = (device: BrowserSubscription) =>
  push.received.filter((r) => `${push.origin}${r.path}` === device.endpoint).map((r) => JSON.parse(decryptPush(device, r.body)) as { kind: string; url: string; title: string });

const setSwitch = (person: TestUser, kind: string, enabled: boolean) =>
  t.request({ method: 'POST', url: '/trpc/notifications.setPreference', token: person.token, body: { kind, enabled } });

describe('the Monday weekly-actions reminder', () => {
  it('comes on Monday morning in each person’s own zone, once, and opens the weekly actions', async () => {
    const auckland = await memberIn('Pacific/Auckland', 'Aroha');
    const angeles = await memberIn('America/Los_Angeles', 'Lou');

    // 20:30 UTC on Sunday 22 November is 09:30 on Monday in Auckland (NZDT, +13) and 12:30 on Sunday in Los Angeles.
    await runAt('2026-11-22T20:30:00Z');
    expect(received(auckland.device)).toEqual([expect.objectContaining({ kind: 'weekly_actions', url: '/?openActions=true' })]);
    expect(received(angeles.device)).toEqual([]);

    // 17:15 UTC on Monday is 09:15 in Los Angeles (PST, -8); Auckland is already on Tuesday and was told once.
    await runAt('2026-11-23T17:15:00Z');
    await runAt('2026-11-23T18:00:00Z');
    expect(received(angeles.device)).toHaveLength(1);
    expect(received(auckland.device)).toHaveLength(1);
  });

  it('follows the clock change: on the Monday after daylight saving ends, 09:00 in Berlin is 08:00 UTC', async () => {
    const berlin = await memberIn('Europe/Berlin', 'Bea');
    await runAt('2026-10-26T07:45:00Z'); // 08:45 CET: not yet
    expect(received(berlin.device)).toEqual([]);
    await runAt('2026-10-26T08:00:00Z'); // 09:00 CET
    expect(received(berlin.device)).toHaveLength(1);
  });

  it('goes out once however many runs overlap (two instances, a retried slot)', async () => {
    const people = await Promise.all([memberIn('Europe/London', 'Ana'), memberIn('Europe/London', 'Ben'), memberIn('Europe/London', 'Cy')]);
    await Promise.all(Array.from({ length: 6 }, () => sendDueReminders(t.deps, new Date('2026-11-23T09:30:00Z'))));
    await notificationsIdle(t.deps);
    for (const { device } of people) expect(received(device)).toHaveLength(1);
  });

  it('is not sent to someone who switched it off, or whose account is deactivated', async () => {
    const quiet = await memberIn('UTC', 'Quinn');
    const gone = await memberIn('UTC', 'Gil');
    expect((await setSwitch(quiet.person, 'weekly_actions', false)).statusCode).toBe(200);
    await deactivate(t, gone.person.user.id);
    await runAt('2026-11-30T10:00:00Z');
    expect(received(quiet.device)).toEqual([]);
    expect(received(gone.device)).toEqual([]);
  });
});

describe('the daily reflection reminder', () => {
  it('is off until asked for; then comes each evening at 20:00 local, once a day', async () => {
    const tokyo = await memberIn('Asia/Tokyo', 'Kai');
    await runAt('2026-11-24T11:15:00Z'); // 20:15 in Tokyo (+9)
    expect(received(tokyo.device)).toEqual([]);

    expect((await setSwitch(tokyo.person, 'daily_reflection', true)).statusCode).toBe(200);
    await runAt('2026-11-24T11:30:00Z');
    await runAt('2026-11-24T12:00:00Z');
    expect(received(tokyo.device)).toEqual([expect.objectContaining({ kind: 'daily_reflection' })]);

    await runAt('2026-11-25T03:00:00Z'); // noon the next day: not the evening
    expect(received(tokyo.device)).toHaveLength(1);
    await runAt('2026-11-25T11:00:00Z'); // the next evening
    expect(received(tokyo.device)).toHaveLength(2);
  });
});

it('runs every quarter hour through the scheduler', async () => {
  const zurich = await memberIn('Europe/Zurich', 'Zoe');
  expect(t.deps.scheduler.jobNames()).toContain('notifications.reminders');
  const runs = await t.deps.scheduler.runDue(new Date('2026-12-07T08:15:00.200Z')); // Monday 09:15 in Zurich
  expect(runs.find((r) => r.job === 'notifications.reminders')?.ok).toBe(true);
  await notificationsIdle(t.deps);
  expect(received(zurich.device)).toEqual([expect.objectContaining({ kind: 'weekly_actions' })]);
});

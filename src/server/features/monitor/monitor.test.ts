import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../../test/factories.js';

let t: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { email: TEST_ADMIN_EMAIL, firstName: 'Ada' });
  member = await createAssessedUser(t, { firstName: 'Mo' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: TestUser) => t.request({ method: 'GET', url, token: who?.token });

describe('the admin monitor’s overview and analytics', () => {
  it('answers 401 to anonymous callers and 403 to members', async () => {
    for (const url of ['/api/admin/overview', '/api/admin/analytics']) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, member)).statusCode, url).toBe(403);
    }
  });

  it('counts from the data: subscribers, library, editions, completion', async () => {
    const before = (await get('/api/admin/overview', admin)).json();
    expect(before).toMatchObject({ activeSubscribers: 0, generatedContent: 0, upcomingDeliveries: 0, contentCompletion: 0 });
    expect(before.contentLibrary).toBeGreaterThanOrEqual(32);
    const sub = await t.request({ method: 'POST', url: '/api/newsletter/subscribe', token: member.token, body: { preferences: { categories: ['family'], difficulty: ['beginner'], personalizedContent: true } } });
    expect(sub.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/admin/newsletter/send-now', token: admin.token })).json()).toMatchObject({ recipients: 1 });
    const after = (await get('/api/admin/overview', admin)).json();
    // One edition over four topics: 25 % (spec §9).
    expect(after).toMatchObject({ activeSubscribers: 1, generatedContent: 1, upcomingDeliveries: 1, contentCompletion: 25 });
  });

  it('shows engagement, delivery and system health with real figures', async () => {
    const conversation = await t.request({ method: 'POST', url: '/api/chat/conversations', token: member.token, body: { title: 'Chat' } });
    const id = conversation.json().id as string;
    expect((await t.request({ method: 'POST', url: `/api/chat/conversations/${id}/messages`, token: member.token, body: { content: 'Hello coach' } })).statusCode).toBe(200);
    const unsubscribe = await t.request({ method: 'PUT', url: '/api/newsletter/subscription', token: member.token, body: { isSubscribed: false } });
    expect(unsubscribe.statusCode).toBe(200);

    const res = await get('/api/admin/analytics', admin);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.engagement.activeMembers.day).toBeGreaterThanOrEqual(1);
    expect(a.engagement.messagesPerDay).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(a.engagement.messagesPerDay.at(-1)).toEqual({ date: today, coach: 1, chat: 0 });
    expect(a.delivery).toHaveLength(1);
    expect(a.delivery[0]).toMatchObject({ sent: 1, failed: 0, pending: 0, unsubscribesAfter: 1 });
    expect(a.system.databaseBytes).toBeGreaterThan(0);
    // The test server has no SMTP_URL: the monitor says mail is not set up.
    expect(a.system.mailConfigured).toBe(false);
    expect(a.system.memory.rssBytes).toBeGreaterThan(0);
    expect(a.system.coach).toMatchObject({ provider: 'builtin', status: 'answering' });
    expect(JSON.stringify(a)).not.toMatch(/openRate|clickRate|"opens"|"clicks"/i);
  });

  it('counts as active only people who did something, not those who only registered or signed in', async () => {
    const active = async () => (await get('/api/admin/analytics', admin)).json().engagement.activeMembers as { day: number; week: number; month: number };
    const before = await active();
    // Registered, signed in, assessed and reading screens: not activity.
    const quiet = await createAssessedUser(t, { firstName: 'Quiet' });
    expect((await get('/api/auth/me', quiet)).statusCode).toBe(200);
    expect(await active()).toEqual(before);
    // Writing to the coach is.
    const conversation = await t.request({ method: 'POST', url: '/api/chat/conversations', token: quiet.token, body: { title: 'Chat' } });
    const id = conversation.json().id as string;
    expect((await t.request({ method: 'POST', url: `/api/chat/conversations/${id}/messages`, token: quiet.token, body: { content: 'Hello' } })).statusCode).toBe(200);
    expect(await active()).toEqual({ day: before.day + 1, week: before.week + 1, month: before.month + 1 });
  });
});

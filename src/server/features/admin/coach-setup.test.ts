import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { startOpenAiCompatibleServer } from '../../test/openaiCompatibleServer.js';
import { sseEvents } from '../../test/sse.js';

/** The admin monitor's Coach tab (issue 35 item 2): GET /api/admin/coach and POST /api/admin/coach/try. */
let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
  member = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const tryIt = (app: TestApp, token?: string) => app.request({ method: 'POST', url: '/api/admin/coach/try', ...(token ? { token } : {}) });

describe('who may see and try the coach', () => {
  it.each([
    ['GET', '/api/admin/coach'],
    ['POST', '/api/admin/coach/try'],
  ] as const)('%s %s: 401 signed out, 403 for a member', async (method, url) => {
    expect((await t.request({ method, url })).statusCode).toBe(401);
    const refused = await t.request({ method, url, token: member.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only the administrator can do this.' });
  });
});

describe('the builtin coach', () => {
  it('is named, with no model or server', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/coach', token: admin.token });
    expect(res.json()).toEqual({ provider: 'builtin', model: null, server: null });
  });

  it('streams one grounded sample answer about Maya, then done', async () => {
    const res = await tryIt(t, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = sseEvents<{ type: string; text?: string }>(res.body);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const answer = events.filter((e) => e.type === 'token').map((e) => e.text).join('');
    expect(answer).toContain('Maya');
  });
});

describe('an OpenAI-compatible server', () => {
  it('shows its model and server, never the key, and streams its answer', async () => {
    const model = await startOpenAiCompatibleServer({ words: ['Plan ', 'an evening ', 'with Maya.'] });
    const app = await createTestApp({ coach: { provider: 'openai', model: 'tiny-local', openaiBaseUrl: model.baseUrl, openaiApiKey: 'sk-secret-key-value', anthropicApiKey: undefined } });
    try {
      const boss = await createUser(app, { email: TEST_ADMIN_EMAIL });
      const setup = await app.request({ method: 'GET', url: '/api/admin/coach', token: boss.token });
      expect(setup.json()).toEqual({ provider: 'openai', model: 'tiny-local', server: model.baseUrl });
      expect(setup.body).not.toContain('sk-secret');
      const res = await tryIt(app, boss.token);
      expect(sseEvents(res.body)).toEqual([
        { type: 'token', text: 'Plan ' },
        { type: 'token', text: 'an evening ' },
        { type: 'token', text: 'with Maya.' },
        { type: 'done' },
      ]);
    } finally {
      await app.close();
      await model.close();
    }
  });

  it('says clearly why, when the server refuses the key', async () => {
    const model = await startOpenAiCompatibleServer({ words: [], status: 401 });
    const app = await createTestApp({ coach: { provider: 'openai', model: 'tiny-local', openaiBaseUrl: model.baseUrl, openaiApiKey: 'sk-wrong', anthropicApiKey: undefined } });
    try {
      const boss = await createUser(app, { email: TEST_ADMIN_EMAIL });
      const events = sseEvents<{ type: string; message?: string }>((await tryIt(app, boss.token)).body);
      expect(events).toHaveLength(1);
      expect(events[0]!.type).toBe('error');
      expect(events[0]!.message).toMatch(/^The coach could not answer: the server refused the API key \(401\)/);
      expect(events[0]!.message).not.toContain('sk-wrong');
    } finally {
      await app.close();
      await model.close();
    }
  });

  it('says clearly why, when nothing listens at the address', async () => {
    const model = await startOpenAiCompatibleServer({ words: [] });
    await model.close();
    const app = await createTestApp({ coach: { provider: 'openai', model: 'tiny-local', openaiBaseUrl: model.baseUrl, openaiApiKey: undefined, anthropicApiKey: undefined } });
    try {
      const boss = await createUser(app, { email: TEST_ADMIN_EMAIL });
      const events = sseEvents<{ type: string; message?: string }>((await tryIt(app, boss.token)).body);
      expect(events.at(-1)?.type).toBe('error');
      expect(events.at(-1)?.message).toMatch(/^The coach could not answer: \S/);
    } finally {
      await app.close();
    }
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser } from '../test/factories.js';
import type { AppConfig } from '../env.js';
import { whileDatabaseIsDown } from '../test/brokenDatabase.js';

const TOKEN = 'metrics-token-0123456789';
// Like the pub/sub tests: scripts/test.mjs sets REDIS_TESTS=off (and says so loudly) only outside CI when no Redis answers.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = process.env.REDIS_TESTS !== 'off';
const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
});
async function app(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  // The checks' names are answered only with the metrics token (issue 28); `ready` below presents it.
  const t = await createTestApp({ metricsToken: TOKEN, ...overrides });
  opened.push(t);
  return t;
}

/** GET /readyz as the operator's monitoring asks it, with the metrics token. */
const readyz = (t: TestApp) => t.request({ method: 'GET', url: '/readyz', headers: { authorization: `Bearer ${TOKEN}` } });

describe('GET /healthz and /readyz', () => {
  it('answers alive and ready on a migrated database', async () => {
    const t = await app();
    const health = await t.request({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await readyz(t);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { process: 'ok', database: 'ok' } });
  });

  it('turns 503 while shutting down, while /healthz stays 200', async () => {
    const t = await app();
    t.deps.lifecycle.shuttingDown = true;
    const ready = await readyz(t);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { process: 'shutting down', database: 'ok' } });
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is 503 when a migration is missing from the database', async () => {
    const t = await app();
    const [latest] = await t.database.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never, 'desc').limit(1).execute();
    await t.database.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', (latest as { name: string }).name as never).execute();
    const ready = await readyz(t);
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database).toBe('migrations pending');
  });

  it('is 503 when the database does not answer', async () => {
    const t = await app();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    await whileDatabaseIsDown(t, async () => {
      const down = await readyz(t);
      expect(down.statusCode).toBe(503);
      expect(down.json().checks.database).toBe('unreachable');
      // Anyone else learns that the server is not ready, not which dependency failed (issue 28).
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789']) {
        const anonymous = await t.request({ method: 'GET', url: '/readyz', ...(authorization ? { headers: { authorization } } : {}) });
        expect(anonymous.statusCode).toBe(503);
        expect(anonymous.json()).toEqual({ status: 'unavailable' });
      }
    });
  });

  it.skipIf(!redisUp)('checks Redis when configured: ready while it answers, 503 when it stops answering', async () => {
    const t = await app({ redisUrl: REDIS_URL });
    await t.deps.redis!.ping();
    const ready = await readyz(t);
    expect(ready.json()).toEqual({ status: 'ready', checks: { process: 'ok', database: 'ok', redis: 'ok' } });
    t.deps.redis!.disconnect();
    const down = await readyz(t);
    expect(down.statusCode).toBe(503);
    expect(down.json().checks).toMatchObject({ database: 'ok', redis: 'unreachable' });
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const t = await app({ metricsToken: undefined });
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a missing or wrong token', async () => {
    const t = await app({ metricsToken: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('attune_');
    }
  });

  it('serves Prometheus text: requests by route pattern, latency, messages, coach, mail, sockets, event loop and memory', async () => {
    const t = await app({ metricsToken: TOKEN });
    const alex = await createAssessedUser(t);
    await t.request({ method: 'GET', url: '/api/auth/me', token: alex.token });
    await t.request({ method: 'GET', url: '/api/chat/conversations/abc123/messages', token: alex.token });
    const conv = (await t.request({ method: 'POST', url: '/api/chat/conversations', token: alex.token, body: {} })).json();
    await t.request({ method: 'POST', url: `/api/chat/conversations/${conv.id}/messages`, token: alex.token, body: { content: 'hello there' } });
    await t.request({ method: 'POST', url: '/api/invitations/send-email', token: alex.token, body: { inviteeEmail: 'someone@elsewhere.test', relationshipType: 'friend' } });
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain('attune_http_requests_total{method="GET",route="/api/auth/me",status="200"} 1');
    // the pattern, never the id
    expect(text).toMatch(/attune_http_requests_total\{method="GET",route="\/api\/chat\/conversations\/:id\/messages",status="404"\} 1/);
    expect(text).not.toContain('abc123');
    expect(text).toMatch(/attune_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/auth\/me"\} 1/);
    expect(text).toContain('attune_coach_replies_total 1');
    expect(text).toContain('attune_coach_errors_total 0');
    // Alex's verification link (test factories verify through the mail) and the invitation.
    expect(text).toContain('attune_mail_total{result="queued"} 2');
    expect(text).toContain('attune_open_sockets 0');
    expect(text).toContain('attune_chat_messages_stored_total 0');
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/process_resident_memory_bytes \d/);
  });
});

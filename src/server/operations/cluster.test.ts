import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SURVEY_CATEGORY_IDS } from '../../shared/assessment/types.js';
import type { Database } from '../db/database.js';
import { runningJob } from '../features/coach/jobs.js';
import { connectAs, http, sleep, startInstance, type Instance } from '../test/chat.js';
import type { CoachProvider } from '../ports/coach/types.js';
import { openTestDatabase, reopenTestDatabase } from '../test/app.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/roundRobinProxy.js';
import { sseEvents } from '../test/sse.js';

/**
 * vi.waitFor gives up after one second by default; beside the browser pass in CI, a hop across Redis and the other
 * instance has taken longer. A hang guard, not a speed check: the wait ends as soon as the condition holds.
 */
const HANG_GUARD = { timeout: 20_000, interval: 20 };

/**
 * Issue 20's cluster test: two real app instances on one database (the pass's own: one SQLite file, or one
 * PostgreSQL schema) and one Redis, behind a round-robin proxy. Every request below goes through the proxy, so
 * consecutive requests land on alternate instances, and the flows must behave exactly as on one instance.
 * scripts/test.mjs sets REDIS_TESTS=off (and says so loudly) only outside CI when no Redis answers.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let second: Database;
let one: Instance;
let two: Instance;
let proxy: RoundRobinProxy;
let releaseCoach: () => void = () => undefined;

/** A coach that says one word, then waits until the test lets it finish (so a reload can land mid-answer). */
const heldCoach: CoachProvider = {
  name: 'builtin',
  async *stream() {
    yield 'Slow ';
    await new Promise<void>((resolve) => (releaseCoach = resolve));
    yield 'and ';
    yield 'steady.';
  },
};

describe.skipIf(process.env.REDIS_TESTS === 'off')('two instances behind a round-robin proxy (PostgreSQL or SQLite, and Redis)', () => {
  beforeAll(async () => {
    db = await openTestDatabase();
    second = reopenTestDatabase(db.database);
    // The instances trust one proxy hop, as behind a real load balancer (TRUST_PROXY=1).
    const config = { redisUrl: REDIS_URL, trustProxy: 1 };
    one = await startInstance(db.database, { config, coach: heldCoach });
    two = await startInstance(second, { config, coach: heldCoach });
    const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    proxy = await startRoundRobinProxy([one.port, two.port], { clientAddress });
  });
  afterAll(async () => {
    releaseCoach();
    await proxy?.close();
    await two?.stop();
    await one?.stop();
    await second?.close();
    await db?.dispose();
  });

  const call = <T = Record<string, unknown>>(method: string, path: string, token?: string, body?: unknown) => http<T>(proxy.url, method, path, token, body);
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

  async function registered(firstName: string) {
    const email = `${firstName.toLowerCase()}-${unique}@cluster.test`;
    const res = await call<{ token: string; user: { id: string } }>('POST', '/api/auth/register', undefined, { firstName, lastName: 'Cluster', email, password: 'correct horse battery' });
    expect(res.status).toBe(200);
    return { ...res.body, email };
  }

  async function assessed(firstName: string) {
    const person = await registered(firstName);
    for (const [index, category] of SURVEY_CATEGORY_IDS.entries()) {
      const res = await call('POST', '/api/survey/response', person.token, { category, categoryIndex: index, responses: [index % 20, (index * 7) % 20] });
      expect(res.status).toBe(200);
    }
    expect((await call('POST', '/api/survey/complete', person.token, {})).status).toBe(200);
    return person;
  }

  it('runs the main flows: register, survey, connect, a coach reply followed on the other instance, a live chat across instances', async () => {
    const ada = await assessed('Ada');
    const bo = await assessed('Bo');
    expect(new Set(proxy.served)).toEqual(new Set([0, 1])); // both instances took part

    // Both instances know both sessions and both results.
    for (let i = 0; i < 2; i++) expect((await call<{ completed: boolean }>('GET', '/api/survey/assessment-status', ada.token)).status).toBe(200);

    // Ada asks Bo directly; Bo accepts (whichever instance each request lands on).
    expect((await call('POST', '/api/invitations', ada.token, { directUserId: bo.user.id, relationshipType: 'couple' })).status).toBe(200);
    const pending = await call<Array<{ id: string }>>('GET', '/api/connections/pending', bo.token);
    expect(pending.body).toHaveLength(1);
    expect((await call('POST', `/api/connections/${pending.body[0]!.id}/accept`, bo.token)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const list = await call<Array<{ otherUser: { id: string } }>>('GET', '/api/connections', ada.token);
      expect(list.body.map((c) => c.otherUser.id)).toEqual([bo.user.id]);
    }

    // A coach reply being written on one instance, followed after a reload that lands on the other.
    const conversation = await call<{ id: string }>('POST', '/api/chat/conversations', ada.token, {});
    const asking = call<{ assistantMessage: { content: string } }>('POST', `/api/chat/conversations/${conversation.body.id}/messages`, ada.token, { content: 'Tell me slowly' });
    const writer = await vi.waitFor(() => {
      const instance = [one, two].find((i) => runningJob(i.deps, conversation.body.id)?.text === 'Slow ');
      if (!instance) throw new Error('the reply has not started yet');
      return instance;
    }, HANG_GUARD);
    const writerIndex = writer === one ? 0 : 1;
    const following = fetch(`${proxy.url}/api/chat/conversations/${conversation.body.id}/stream`, { headers: { authorization: `Bearer ${ada.token}` } });
    // The reload went to the other instance, which asked across Redis and now mirrors the reply.
    await vi.waitFor(() => expect(runningJob(writer.deps, conversation.body.id)?.listeners.size).toBeGreaterThan(0), HANG_GUARD);
    expect(proxy.served.at(-1)).toBe(1 - writerIndex);
    releaseCoach();
    const stream = await following;
    expect(stream.status).toBe(200);
    const events = sseEvents<{ type: string; text?: string; message?: { content: string } }>(await stream.text());
    expect(events.filter((e) => e.type === 'token').map((e) => e.text).join('')).toBe('Slow and steady.');
    expect(events.at(-1)).toMatchObject({ type: 'done', message: { content: 'Slow and steady.' } });
    expect((await asking).body.assistantMessage.content).toBe('Slow and steady.');
    // With nothing being written, a stream request on either instance answers at once with nothing to follow.
    const quiet = await call<{ id: string }>('POST', '/api/chat/conversations', ada.token, {});
    for (let i = 0; i < 2; i++) expect((await fetch(`${proxy.url}/api/chat/conversations/${quiet.body.id}/stream`, { headers: { authorization: `Bearer ${ada.token}` } })).status).toBe(204);

    // A live "with" chat: Ada's socket and Bo's socket are upgraded by different instances.
    const connectionId = pending.body[0]!.id;
    const chat = await call<{ id: string }>('POST', `/api/connections/${connectionId}/conversations/with`, ada.token);
    expect(chat.status).toBe(200);
    const socketsFrom = proxy.served.length;
    const sa = await connectAs(proxy.wsUrl, ada.token);
    const sb = await connectAs(proxy.wsUrl, bo.token);
    expect(new Set(proxy.served.slice(socketsFrom, socketsFrom + 2))).toEqual(new Set([0, 1]));
    sa.send({ type: 'shared_message', conversationId: chat.body.id, content: 'Hello from Ada', clientId: 'a1' });
    sb.send({ type: 'shared_message', conversationId: chat.body.id, content: 'Hi Ada, Bo here', clientId: 'b1' });
    for (const s of [sa, sb]) {
      await s.waitFor((e) => e.type === 'new_message' && e.message.content === 'Hello from Ada');
      await s.waitFor((e) => e.type === 'new_message' && e.message.content === 'Hi Ada, Bo here');
    }
    await sleep(100);
    for (const s of [sa, sb]) expect(s.messages(chat.body.id)).toHaveLength(2);
    sa.close();
    sb.close();
  }, 60_000);

  it('counts sign-in failures once across instances: the 11th is refused although they alternate', async () => {
    const cleo = await registered('Cleo');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('POST', '/api/auth/login', undefined, { email: cleo.email, password: `wrong guess ${i}` })).status);
    const landedOn = proxy.served.slice(-11);
    expect(new Set(landedOn)).toEqual(new Set([0, 1]));
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Still refused on either instance, even with the right password.
    for (let i = 0; i < 2; i++) expect((await call('POST', '/api/auth/login', undefined, { email: cleo.email, password: 'correct horse battery' })).status).toBe(429);
  });

  it('a sign-out on one instance ends the session on the other at once', async () => {
    const dee = await registered('Dee');
    expect((await call('GET', '/api/auth/me', dee.token)).status).toBe(200);
    expect((await call('POST', '/api/auth/logout', dee.token)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call('GET', '/api/auth/me', dee.token)).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openTestDatabase, reopenTestDatabase, type TestApp } from '../../test/app.js';
import { createAssessedUser, type TestUser } from '../../test/factories.js';
import type { SharedConversation, SharedMessage } from './protocol.js';
import { connectAs, http, insertConnection, ResilientClient, sleep, startInstance, type Instance } from '../../test/chat.js';

const NO_LIMITS = { limits: { enabled: false } as never };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: { database: Database; dispose(): Promise<void> };

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.dispose();
});

async function pair(server: Instance): Promise<{ a: TestUser; b: TestUser; conversationId: string }> {
  const a = await createAssessedUser({ deps: server.deps } as TestApp, { firstName: 'Ada' });
  const b = await createAssessedUser({ deps: server.deps } as TestApp, { firstName: 'Bo' });
  const connectionId = await insertConnection(db.database, a.user.id, b.user.id);
  const res = await http<SharedConversation>(server.baseUrl, 'POST', `/api/connections/${connectionId}/conversations/with`, a.token);
  return { a, b, conversationId: res.body.id };
}

/** Every acknowledged message (of either side) is held by each side exactly once, and nothing stored is missing. */
async function expectConsistent(server: Instance, token: string, conversationId: string, clients: ResilientClient[]): Promise<void> {
  const stored = await http<SharedMessage[]>(server.baseUrl, 'GET', `/api/shared-conversations/${conversationId}/messages`, token);
  const storedIds = stored.body.map((m) => m.id);
  expect(new Set(storedIds).size).toBe(storedIds.length);
  const acked = new Set(clients.flatMap((c) => [...c.acked]));
  for (const id of acked) expect(storedIds).toContain(id);
  for (const c of clients) {
    const held = [...c.held.values()].sort((x, y) => x.seq - y.seq).map((m) => m.id);
    expect(new Set(held).size).toBe(held.length); // once each
    for (const id of acked) expect(held).toContain(id); // every acknowledged one
    expect(held).toEqual(storedIds); // and nothing else, in order
  }
}

describe('faults', () => {
  it('a socket killed mid-conversation catches up after reconnect, each message once', async () => {
    const server = await startInstance(db.database, { config: NO_LIMITS });
    try {
      const { a, b, conversationId } = await pair(server);
      const target = () => server;
      const ca = new ResilientClient(a.token, conversationId, target);
      const cb = new ResilientClient(b.token, conversationId, target);
      await Promise.all([ca.start(), cb.start()]);
      for (let i = 0; i < 60; i++) {
        // Abrupt (no close frame), and offline long enough that the partner's next messages miss this side.
        if (i === 15 || i === 40) await ca.whenLive().then(() => ca.kill(200));
        if (i === 25) await cb.whenLive().then(() => cb.kill(200));
        await Promise.all([ca.send(`a ${i}`, 1000), cb.send(`b ${i}`, 1000)]);
        await sleep(5);
      }
      await Promise.all([ca.whenLive(), cb.whenLive()]);
      await sleep(200);
      expect(ca.reconnects).toBe(2);
      expect(cb.reconnects).toBe(1);
      // The kills really cost live deliveries, which the fetch after reconnect made up for.
      expect(ca.recovered + cb.recovered).toBeGreaterThan(0);
      console.info(`socket kill: acked ${ca.acked.size + cb.acked.size}, recovered by fetch ${ca.recovered}+${cb.recovered}, unacked ${ca.unacked + cb.unacked}`);
      // Sends while offline go unacknowledged (that is the point); each side still had a real conversation.
      expect(ca.acked.size).toBeGreaterThan(10);
      expect(cb.acked.size).toBeGreaterThan(10);
      await expectConsistent(server, a.token, conversationId, [ca, cb]);
      ca.stop();
      cb.stop();
    } finally {
      await server.stop();
    }
  });

  it('a server restart while messages are being sent loses no acknowledged message and duplicates none', async () => {
    let server = await startInstance(db.database, { config: NO_LIMITS });
    const port = server.port;
    try {
      const { a, b, conversationId } = await pair(server);
      const target = () => server;
      const ca = new ResilientClient(a.token, conversationId, target);
      const cb = new ResilientClient(b.token, conversationId, target);
      await Promise.all([ca.start(), cb.start()]);
      const restart = (async () => {
        await sleep(150);
        await server.stop();
        await sleep(100);
        server = await startInstance(db.database, { config: NO_LIMITS, port });
      })();
      // Both keep sending while the server goes away and comes back.
      for (let i = 0; i < 80; i++) {
        await Promise.all([ca.send(`a ${i}`, 500), cb.send(`b ${i}`, 500)]);
        await sleep(5);
      }
      await restart;
      await Promise.all([ca.whenLive(), cb.whenLive()]);
      for (let i = 0; i < 5; i++) await Promise.all([ca.send(`after ${i}`), cb.send(`after ${i}`)]);
      await sleep(200);
      expect(ca.reconnects).toBeGreaterThanOrEqual(1);
      expect(cb.reconnects).toBeGreaterThanOrEqual(1);
      expect(ca.unacked + cb.unacked).toBeGreaterThan(0); // the restart really overlapped the sending
      console.info(`restart: acked ${ca.acked.size + cb.acked.size}, recovered by fetch ${ca.recovered}+${cb.recovered}, unacked ${ca.unacked + cb.unacked}`);
      await expectConsistent(server, a.token, conversationId, [ca, cb]);
      ca.stop();
      cb.stop();
    } finally {
      await server.stop();
    }
  });
});

// scripts/test.mjs sets REDIS_TESTS=off (and says so loudly) only outside CI when no Redis answers.
describe.skipIf(process.env.REDIS_TESTS === 'off')('two instances behind one load balancer (Redis pub/sub)', () => {
  it('delivers between sockets of different instances sharing one database', async () => {
    // Instance 2 opens its own handle on the same database (same SQLite file, or same PostgreSQL schema).
    const second = reopenTestDatabase(db.database);
    const config = { redisUrl: REDIS_URL, ...NO_LIMITS };
    const one = await startInstance(db.database, { config });
    const two = await startInstance(second, { config });
    try {
      expect(one.deps.pubsub.kind).toBe('redis');
      const { a, b, conversationId } = await pair(one);
      const sa = await connectAs(one.wsUrl, a.token);
      const sb = await connectAs(two.wsUrl, b.token);
      const sa2 = await connectAs(two.wsUrl, a.token); // Ada on a second device, on the other instance

      for (let i = 0; i < 20; i++) {
        sa.send({ type: 'shared_message', conversationId, content: `from one ${i}`, clientId: `a${i}` });
        sb.send({ type: 'shared_message', conversationId, content: `from two ${i}`, clientId: `b${i}` });
      }
      await sa.waitFor((e) => e.type === 'ack' && e.clientId === 'a19');
      await sb.waitFor((e) => e.type === 'ack' && e.clientId === 'b19');
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && (sa.messages(conversationId).length < 40 || sb.messages(conversationId).length < 40 || sa2.messages(conversationId).length < 40)) await sleep(20);
      for (const s of [sa, sb, sa2]) {
        const ids = s.messages(conversationId).map((m) => m.id);
        expect(ids).toHaveLength(40);
        expect(new Set(ids).size).toBe(40);
      }
      // Each instance's own order is storage order.
      const fromTwo = sa.messages(conversationId).filter((m) => m.content.startsWith('from two'));
      expect(fromTwo.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `from two ${i}`));

      // "about" stays private across instances too; the coach's answer crosses to Ada's other device.
      const about = await http<SharedConversation>(two.baseUrl, 'POST', `/api/connections/${(await connectionOf(conversationId))}/conversations/about`, a.token);
      sa2.send({ type: 'shared_message', conversationId: about.body.id, content: 'What does Bo appreciate most?', clientId: 'p1' });
      await sa.waitFor((e) => e.type === 'new_message' && e.conversationId === about.body.id && e.message.senderRole === 'coach', 45_000);
      await sleep(200);
      expect(JSON.stringify(sb.events)).not.toContain(about.body.id);
      for (const s of [sa, sb, sa2]) s.close();
    } finally {
      await two.stop();
      await one.stop();
      await second.close();
    }
  });
});

async function connectionOf(conversationId: string): Promise<string> {
  const row = await db.database.db.selectFrom('shared_conversations').select('connection_id').where('id', '=', conversationId).executeTakeFirstOrThrow();
  return row.connection_id;
}

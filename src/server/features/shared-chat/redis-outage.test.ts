import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser } from '../../test/factories.js';
import { connectAs, insertConnection, sleep } from '../../test/chat.js';
import { CLOSE_CODES } from './shared-chat.socket.js';

/**
 * Issue 28 (low): while Redis was down each chat message waited ~5.7 s for the publisher. Now the message is stored
 * and acknowledged at once, and when Redis is back every open socket is told to resync (closed with 1012, after
 * which the web client reconnects and fetches what it missed). The test runs its own Redis, which it stops.
 */
let PORT = 0;
const redis = (...args: string[]) => execFileSync('redis-server', ['--port', String(PORT), '--save', '', '--appendonly', 'no', '--daemonize', 'yes', ...args]);
const stopRedis = () => {
  try {
    execFileSync('redis-cli', ['-p', String(PORT), 'shutdown', 'nosave'], { stdio: 'ignore' });
  } catch {
    // already stopped
  }
};

async function waitForRedis(): Promise<void> {
  for (let i = 0; i < 50; i++) {
    try {
      if (execFileSync('redis-cli', ['-p', String(PORT), 'ping']).toString().trim() === 'PONG') return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error('own redis-server did not start');
}

let t: TestApp;
let wsUrl: string;
/** A port nothing listens on now, so this Redis is ours alone (stopping it never stops anyone else's). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  PORT = await freePort();
  redis();
  await waitForRedis();
  t = await createTestApp({ redisUrl: `redis://127.0.0.1:${PORT}` });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  wsUrl = `ws://127.0.0.1:${address.port}/ws`;
});
afterAll(async () => {
  await t?.close();
  stopRedis();
});

describe('chat while Redis is away', () => {
  it('answers at once from the database, and tells open sockets to resync when Redis is back', async () => {
    const [a, b] = [await createAssessedUser(t, { firstName: 'Ada' }), await createAssessedUser(t, { firstName: 'Bo' })];
    const connectionId = await insertConnection(t.database, a.user.id, b.user.id);
    const chat = (await t.request({ method: 'POST', url: `/api/connections/${connectionId}/conversations/with`, token: a.token })).json() as { id: string };
    const say = (content: string) => t.request({ method: 'POST', url: `/api/shared-conversations/${chat.id}/messages`, token: a.token, body: { content } });
    const socket = await connectAs(wsUrl, b.token);
    expect((await say('Before the outage')).statusCode).toBe(201);
    await socket.waitFor((e) => e.type === 'new_message', 45_000);

    stopRedis();
    await sleep(300);
    // Without a stopwatch: while Redis is away a publish is refused at once, not queued until Redis is back (a queued
    // one would still be pending here, and would succeed later instead of failing), so a send never waits on Redis.
    await expect(t.deps.pubsub.publish('outage-probe', 'refused, not queued')).rejects.toThrow();
    for (const content of ['During the outage, one', 'During the outage, two']) {
      const res = await say(content);
      expect(res.statusCode).toBe(201);
      expect(res.json().content).toBe(content);
    }

    redis();
    await waitForRedis();
    const closed = await Promise.race([socket.closed, sleep(10_000).then(() => ({ code: 0, reason: 'still open after 10 s' }))]);
    expect(closed.code).toBe(CLOSE_CODES.resync);
    // What a reconnecting client fetches: everything, the outage's messages included.
    const history = await t.request({ method: 'GET', url: `/api/shared-conversations/${chat.id}/messages`, token: b.token });
    const list = (Array.isArray(history.json()) ? history.json() : history.json().messages) as Array<{ content: string }>;
    expect(list.map((m) => m.content)).toEqual(expect.arrayContaining(['During the outage, one', 'During the outage, two']));
    // And live delivery works again once both Redis connections are back (a message sent before the publisher is
    // back is stored, and its socket is told to resync again when it is).
    let delivered = false;
    for (let attempt = 0; attempt < 20 && !delivered; attempt++) {
      // A resync close may still come (the second Redis connection back): then this attempt just tries again.
      const again = await connectAs(wsUrl, b.token).catch(() => undefined);
      if (!again) continue;
      const content = `After the outage ${attempt}`;
      expect((await say(content)).statusCode).toBe(201);
      delivered = await again.waitFor((e) => e.type === 'new_message' && e.message.content === content, 1000).then(
        () => true,
        () => false,
      );
      again.close();
    }
    expect(delivered).toBe(true);
  }, 90_000);
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser } from '../../test/factories.js';
import { insertConnection } from '../../test/chat.js';
import { browserSubscription } from '../../test/push-service.js';
import { newId } from '../../ids.js';
import { isForbiddenAddress } from '../../ports/push/guardedAgent.js';
import { pushEndpointToUse } from './endpoint.js';
import { notificationsIdle } from './notifications.service.js';

/**
 * Issue 28, finding 3: push endpoints are URLs members give us and the server later POSTs to. Strings on which URL
 * parsers disagree, and names that resolve to this machine, must never make the server connect anywhere local. A
 * listener on 127.0.0.1:443 (where web-push's old parser sent `https://localhost;.push.apple.com/x`) and one on a
 * free port count every connection: they must receive none.
 */
interface Listener {
  port: number;
  connections: number;
  close(): Promise<void>;
}

async function listen(port: number): Promise<Listener> {
  const listener = { port, connections: 0, close: async () => undefined } as Listener;
  const server = net.createServer((socket) => {
    listener.connections++;
    socket.destroy();
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      break;
    } catch (error) {
      // Another test run may hold 443 for a moment; it is released when that run ends.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 30) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  listener.port = (server.address() as net.AddressInfo).port;
  listener.close = () => new Promise((resolve) => server.close(() => resolve()));
  return listener;
}

let t: TestApp;
let https443: Listener;
let free: Listener;

beforeAll(async () => {
  https443 = await listen(443);
  free = await listen(0);
  // "localhost" is on the operator's list here, as a PUSH_ENDPOINT_HOSTS mistake would put it: the sender's
  // address check must still refuse it. The default sender (no test agent) is what runs.
  t = await createTestApp({ push: { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:admin@attune.test', extraEndpointHosts: ['localhost'] } });
});
afterAll(async () => {
  await t?.close();
  await https443?.close();
  await free?.close();
});

const confusing = (port: number) => [
  'https://localhost;.push.apple.com/x',
  `https://localhost:${port};.push.apple.com/x`,
  'https://127.0.0.1\\@fcm.googleapis.com/',
  `https://127.0.0.1:${port}\\@fcm.googleapis.com/`,
  'https://fcm.googleapis.com@127.0.0.1/',
  `https://fcm.googleapis.com:@127.0.0.1:${port}/`,
  'https://user:secret@fcm.googleapis.com/x',
  'https://localhost\t.push.apple.com/x',
  'https://local\thost.push.apple.com/x',
  'https://localhost .push.apple.com/x',
  'https://localhost\\.push.apple.com/x',
  'https://localhost%3b.push.apple.com/x',
  'https://127%2e0%2e0%2e1/x',
  'https://localhost%2e.push.apple.com/x',
  'https://localhost\n.push.apple.com/x',
  `https://fcm.googleapis.com:${port}/x`,
  'https://fcm.googleapis.com:443/x',
  'https://[::1]/x',
  `https://[::1]:${port}/x`,
  'https://[::ffff:127.0.0.1]/x',
  'https://[::ffff:7f00:1]/x',
  'https://127.0.0.1/x',
  'https://2130706433/x',
  'https://0x7f000001/x',
  'https://127.1/x',
  'https://FCM.googleapis.com/x',
  'https://fcm.googleapis.com#@127.0.0.1/',
  'https://fcm.googleapis.com?@127.0.0.1/',
  'http://fcm.googleapis.com/x',
  'HTTPS://fcm.googleapis.com/x',
];

describe('push endpoints: one reading of the URL', () => {
  it('refuses every string on which parsers can disagree, and keeps the ordinary endpoints (normalised)', () => {
    for (const endpoint of confusing(8443)) expect(pushEndpointToUse(endpoint, []), JSON.stringify(endpoint)).toBeUndefined();
    for (const endpoint of confusing(8443)) expect(pushEndpointToUse(endpoint, ['localhost']), JSON.stringify(endpoint)).toBeUndefined();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bF-x_y',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl',
      'https://web.push.apple.com/QGx9-abc',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAAB%2bA%3d',
    ]) {
      expect(pushEndpointToUse(endpoint, [])).toBe(endpoint);
    }
    expect(pushEndpointToUse('https://push.internal.example:9000/x', ['push.internal.example'])).toBe('https://push.internal.example:9000/x');
  });

  it('knows which addresses are local: loopback, private, link-local, unspecified, and their IPv4-mapped forms', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', 'not an address']) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['142.250.74.10', '172.32.0.1', '100.128.0.1', '2a00:1450:4001:80b::200a', '::ffff:8.8.8.8']) expect(isForbiddenAddress(address), address).toBe(false);
  });
});

describe('push endpoints against a local listener', () => {
  async function pairWithAway() {
    const away = await createAssessedUser(t, { firstName: 'Away' });
    const writer = await createAssessedUser(t, { firstName: 'Writer' });
    const connectionId = await insertConnection(t.database, away.user.id, writer.user.id);
    const chat = (await t.request({ method: 'POST', url: `/api/connections/${connectionId}/conversations/with`, token: writer.token })).json() as { id: string };
    const message = async () => {
      expect((await t.request({ method: 'POST', url: `/api/shared-conversations/${chat.id}/messages`, token: writer.token, body: { content: 'Are you there?' } })).statusCode).toBe(201);
      await notificationsIdle(t.deps);
    };
    return { away, message };
  }

  it('refuses the confusing endpoints at subscribe, and nothing reaches 127.0.0.1', async () => {
    const { away, message } = await pairWithAway();
    for (const endpoint of [...confusing(443), ...confusing(free.port)]) {
      const sub = browserSubscription(endpoint);
      const res = await t.request({ method: 'POST', url: '/api/notifications/subscribe', token: away.token, body: { userId: away.user.id, endpoint, p256dhKey: sub.p256dhKey, authKey: sub.authKey } });
      expect(res.statusCode, JSON.stringify(endpoint)).toBe(400);
    }
    await message();
    expect([https443.connections, free.connections]).toEqual([0, 0]);
  });

  it('never connects to a name that resolves to this machine, even one on the operator list, nor to rows stored before', async () => {
    const { away, message } = await pairWithAway();
    const local = browserSubscription(`https://localhost:${free.port}/push/1`);
    const res = await t.request({ method: 'POST', url: '/api/notifications/subscribe', token: away.token, body: { userId: away.user.id, endpoint: local.endpoint, p256dhKey: local.p256dhKey, authKey: local.authKey } });
    expect(res.statusCode).toBe(200);
    const now = new Date().toISOString();
    for (const endpoint of confusing(free.port).slice(0, 6)) {
      await t.database.db
        .insertInto('push_subscriptions')
        .values({ id: newId(), user_id: away.user.id, endpoint, p256dh_key: local.p256dhKey, auth_key: local.authKey, user_agent: null, created_at: now, updated_at: now })
        .execute();
    }
    await message();
    expect([https443.connections, free.connections]).toEqual([0, 0]);
  });
});

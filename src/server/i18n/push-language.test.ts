import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPushSender } from '../ports/push/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser, type TestUser } from '../test/factories.js';
import { notificationsIdle } from '../features/notifications/notifications.service.js';
import { browserSubscription, decryptPush, startLocalPushService, type BrowserSubscription, type LocalPushService } from '../test/push-service.js';

// Pushes in the recipient's language, whoever caused them (issue 33, decision 080), through the local push service.
let push: LocalPushService;
let t: TestApp;
let agent: https.Agent;

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

let counter = 0;
async function subscribed(user: TestUser): Promise<BrowserSubscription> {
  const sub = browserSubscription(`${push.origin}/lang/${++counter}`);
  const res = await t.request({ method: 'POST', url: '/api/notifications/subscribe', token: user.token, body: { userId: user.user.id, endpoint: sub.endpoint, p256dhKey: sub.p256dhKey, authKey: sub.authKey } });
  expect(res.statusCode).toBe(200);
  return sub;
}
const received = (sub: BrowserSubscription) =>
  push.received.filter((r) => `${push.origin}${r.path}` === sub.endpoint).map((r) => JSON.parse(decryptPush(sub, r.body)) as { title: string; body: string });

describe('push notifications in the recipient language', () => {
  it('an English member writing to a Spanish member: the Spanish member reads Spanish, the English one English', async () => {
    const ada = await createAssessedUser(t, { firstName: 'Ada', lastName: 'Stone', locale: 'en' });
    const lucia = await createAssessedUser(t, { firstName: 'Lucía', lastName: 'Vega', locale: 'es' });
    const toAda = await subscribed(ada);
    const toLucia = await subscribed(lucia);

    // A request from Ada reaches Lucía in Spanish.
    const invite = await t.request({ method: 'POST', url: '/api/invitations', token: ada.token, body: { directUserId: lucia.user.id, relationshipType: 'couple' } });
    expect(invite.statusCode).toBeLessThan(300);
    await notificationsIdle(t.deps);
    expect(received(toLucia)).toEqual([
      expect.objectContaining({ title: 'Ada quiere conectar contigo', body: 'Ada Stone te invitó a conectar en Attune como pareja.' }),
    ]);

    // Lucía accepts: Ada reads the spec's English.
    const pending = (await t.request({ method: 'GET', url: '/api/connections/pending', token: lucia.token })).json() as Array<{ id: string }>;
    const connectionId = pending[0]!.id;
    expect((await t.request({ method: 'POST', url: `/api/connections/${connectionId}/accept`, token: lucia.token })).statusCode).toBe(200);
    await notificationsIdle(t.deps);
    expect(received(toAda)).toEqual([expect.objectContaining({ title: 'Lucía accepted your invitation', body: 'You and Lucía Vega are now connected on Attune.' })]);

    // A chat message from Ada: Spanish for Lucía.
    const conversation = (await t.request({ method: 'POST', url: `/api/connections/${connectionId}/conversations/with`, token: ada.token })).json() as { id: string };
    const sent = await t.request({ method: 'POST', url: `/api/shared-conversations/${conversation.id}/messages`, token: ada.token, body: { content: 'Hello!' } });
    expect(sent.statusCode).toBe(201);
    await notificationsIdle(t.deps);
    expect(received(toLucia)[1]).toMatchObject({ title: 'Nuevo mensaje de Ada', body: 'Ada te envió un mensaje en el chat. Toca para leerlo.' });

    // Lucía changes the relationship type: Ada reads the spec's English.
    const put = await t.request({ method: 'PUT', url: `/api/connections/${connectionId}/relationship-type`, token: lucia.token, body: { relationshipType: 'friend' } });
    expect(put.statusCode).toBe(200);
    await notificationsIdle(t.deps);
    expect(received(toAda)[1]).toEqual(
      expect.objectContaining({
        title: 'Lucía changed your relationship type',
        body: 'Lucía Vega now describes your connection as Friend. You can change it in your chat with Lucía.',
      }),
    );
  });
});

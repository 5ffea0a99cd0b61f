import https from 'node:https';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createDeps } from '../../deps.js';
import { createWebPushSender } from '../../ports/push/index.js';
import { createTestApp, openTestDatabase, testConfig, type TestApp } from '../../test/app.js';
import { createAssessedUser, deactivate, type TestUser } from '../../test/factories.js';
import { connectAs, insertConnection, sleep } from '../../test/chat.js';
import { isAllowedPushEndpoint } from './endpoint.js';
import { MAX_DEVICES, NOTIFICATION_MESSAGES, notificationsIdle, vapidKeys } from './notifications.service.js';
import { mailboxOf } from '../../test/mailbox.js';
import { browserSubscription, decryptPush, startLocalPushService, verifyVapid, type BrowserSubscription, type LocalPushService } from '../../test/push-service.js';

let push: LocalPushService;
let t: TestApp;
let agent: https.Agent;

/** The app under test: it accepts the local push service's host and trusts its certificate (production code as is). */
async function pushApp(): Promise<TestApp> {
  const app = await createTestApp({ push: { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:admin@attune.test', extraEndpointHosts: ['localhost'] } });
  app.deps.push = createWebPushSender({ agent });
  return app;
}

beforeAll(async () => {
  push = await startLocalPushService();
  agent = new https.Agent({ ca: push.ca, keepAlive: false });
  t = await pushApp();
});
afterAll(async () => {
  await t?.close();
  agent?.destroy();
  await push?.close();
});
beforeEach(() => {
  push.received.length = 0;
});

const api = (token: string | undefined, method: 'GET' | 'POST', url: string, body?: unknown) => t.request({ method, url, token, body });
const subscribeBody = (user: TestUser, sub: BrowserSubscription) => ({ userId: user.user.id, endpoint: sub.endpoint, p256dhKey: sub.p256dhKey, authKey: sub.authKey, userAgent: 'test browser' });
let pathCounter = 0;
const newEndpoint = (origin = push.origin) => `${origin}/push/${++pathCounter}`;

/** Two connected people with a "with" conversation. */
async function pair(app = t) {
  const a = await createAssessedUser(app, { firstName: 'Ada' });
  const b = await createAssessedUser(app, { firstName: 'Bo' });
  const connectionId = await insertConnection(app.database, a.user.id, b.user.id);
  const conversation = (await app.request({ method: 'POST', url: `/api/connections/${connectionId}/conversations/with`, token: a.token })).json() as { id: string };
  return { a, b, connectionId, conversationId: conversation.id };
}

async function subscribed(user: TestUser, app = t): Promise<BrowserSubscription> {
  const sub = browserSubscription(newEndpoint());
  const res = await app.request({ method: 'POST', url: '/api/notifications/subscribe', token: user.token, body: subscribeBody(user, sub) });
  expect(res.statusCode).toBe(200);
  return sub;
}

async function say(app: TestApp, token: string, conversationId: string, content: string) {
  const res = await app.request({ method: 'POST', url: `/api/shared-conversations/${conversationId}/messages`, token, body: { content } });
  expect(res.statusCode).toBe(201);
  await notificationsIdle(app.deps);
}

const to = (sub: BrowserSubscription) => push.received.filter((r) => `${push.origin}${r.path}` === sub.endpoint);

describe('GET /api/notifications/vapid-key', () => {
  it('answers the public key to a member, 401 to a visitor; the pair is generated once and shared through the database', async () => {
    const member = await createAssessedUser(t);
    expect((await api(undefined, 'GET', '/api/notifications/vapid-key')).statusCode).toBe(401);
    const res = await api(member.token, 'GET', '/api/notifications/vapid-key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(JSON.stringify(res.json())).not.toContain((await vapidKeys(t.deps)).privateKey);

    // Another instance (or a restart) on the same database signs with the same pair.
    const other = createDeps({ database: t.database, config: testConfig() });
    expect((await vapidKeys(other)).publicKey).toBe(publicKey);
  });

  it('uses VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = (await import('web-push')).default.generateVAPIDKeys();
    const deps = createDeps({ database: t.database, config: testConfig({ push: { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey, vapidSubject: 'https://attune.example', extraEndpointHosts: [] } }) });
    expect(await vapidKeys(deps)).toEqual({ ...keys, subject: 'https://attune.example' });
  });
});

describe('POST /api/notifications/subscribe and /unsubscribe', () => {
  it('answers 401 to a visitor and 403 when userId is someone else', async () => {
    const [me, other] = [await createAssessedUser(t), await createAssessedUser(t)];
    const sub = browserSubscription(newEndpoint());
    expect((await api(undefined, 'POST', '/api/notifications/subscribe', subscribeBody(me, sub))).statusCode).toBe(401);
    const forOther = await api(me.token, 'POST', '/api/notifications/subscribe', subscribeBody(other, sub));
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toEqual({ message: NOTIFICATION_MESSAGES.notYou });
    expect((await api(undefined, 'POST', '/api/notifications/unsubscribe', { userId: me.user.id, endpoint: sub.endpoint })).statusCode).toBe(401);
    expect((await api(me.token, 'POST', '/api/notifications/unsubscribe', { userId: other.user.id, endpoint: sub.endpoint })).statusCode).toBe(403);
    expect(await t.database.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', sub.endpoint).execute()).toEqual([]);
  });

  it('refuses endpoints off the push services (400) and bad keys (400 naming the field), storing nothing', async () => {
    const me = await createAssessedUser(t);
    const good = browserSubscription(newEndpoint());
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ endpoint: `http://localhost:${push.port}/push/plain` }, /not supported/],
      [{ endpoint: `https://127.0.0.1:${push.port}/push/ip` }, /not supported/],
      [{ endpoint: 'https://169.254.169.254/latest/meta-data' }, /not supported/],
      [{ endpoint: 'https://fcm.googleapis.com.evil.example/send/x' }, /not supported/],
      [{ endpoint: 'https://user:pw@fcm.googleapis.com/send/x' }, /not supported/],
      [{ endpoint: 'not a url' }, /not supported/],
      [{ p256dhKey: Buffer.alloc(65, 4).toString('base64url') }, /^p256dhKey: /], // 65 bytes, not a point on P-256
      [{ p256dhKey: good.p256dhKey.slice(0, 40) }, /^p256dhKey: /],
      [{ p256dhKey: `${good.p256dhKey.slice(0, -2)}+/` }, /^p256dhKey: /],
      [{ authKey: Buffer.alloc(15, 1).toString('base64url') }, /^authKey: /],
      [{ authKey: undefined }, /^authKey: /],
      [{ endpoint: undefined }, /^endpoint: /],
    ];
    for (const [change, message] of cases) {
      const res = await api(me.token, 'POST', '/api/notifications/subscribe', { ...subscribeBody(me, good), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(push.received).toEqual([]);
    expect(await t.database.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', me.user.id).execute()).toEqual([]);
  });

  it('accepts the major browsers’ push services and no look-alikes', () => {
    for (const ok of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://web.push.apple.com/QO4', 'https://wns2-bl2p.notify.windows.com/w/?token=x']) {
      expect(isAllowedPushEndpoint(ok, []), ok).toBe(true);
    }
    for (const bad of ['https://fcm.googleapis.com:8443/x', 'https://notify.windows.com.evil.example/x', 'https://evilpush.apple.com.example/x', 'http://fcm.googleapis.com/x', 'https://localhost/x']) {
      expect(isAllowedPushEndpoint(bad, []), bad).toBe(false);
    }
    expect(isAllowedPushEndpoint('https://push.internal.example:9000/x', ['push.internal.example'])).toBe(true);
  });

  it('keeps one row per device endpoint: subscribing again updates it; another account cannot take it (409, the row stays its owner’s)', async () => {
    const [me, other] = [await createAssessedUser(t), await createAssessedUser(t)];
    const sub = browserSubscription(newEndpoint());
    expect((await api(me.token, 'POST', '/api/notifications/subscribe', subscribeBody(me, sub))).statusCode).toBe(200);
    const fresh = { ...browserSubscription(sub.endpoint) };
    // Both at once, twice: the unique endpoint decides.
    const answers = await Promise.all([api(me.token, 'POST', '/api/notifications/subscribe', subscribeBody(me, fresh)), api(me.token, 'POST', '/api/notifications/subscribe', subscribeBody(me, fresh))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    let rows = await t.database.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', sub.endpoint).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: me.user.id, p256dh_key: fresh.p256dhKey, user_agent: 'test browser' });
    const taken = await api(other.token, 'POST', '/api/notifications/subscribe', subscribeBody(other, browserSubscription(sub.endpoint)));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(NOTIFICATION_MESSAGES.endpointTaken);
    rows = await t.database.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', sub.endpoint).execute();
    expect(rows.map((r) => [r.user_id, r.p256dh_key])).toEqual([[me.user.id, fresh.p256dhKey]]);
    // Many parallel attempts by the other account change nothing either.
    const raced = await Promise.all(Array.from({ length: 5 }, () => api(other.token, 'POST', '/api/notifications/subscribe', subscribeBody(other, browserSubscription(sub.endpoint)))));
    expect(raced.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    rows = await t.database.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', sub.endpoint).execute();
    expect(rows.map((r) => r.user_id)).toEqual([me.user.id]);
  });

  it('keeps at most MAX_DEVICES devices per person, dropping the oldest', async () => {
    const me = await createAssessedUser(t);
    const subs = [];
    for (let i = 0; i < MAX_DEVICES + 2; i++) {
      const sub = browserSubscription(newEndpoint());
      subs.push(sub);
      expect((await api(me.token, 'POST', '/api/notifications/subscribe', subscribeBody(me, sub))).statusCode).toBe(200);
      await sleep(2); // distinct timestamps
    }
    const rows = await t.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', me.user.id).execute();
    expect(rows).toHaveLength(MAX_DEVICES);
    expect(rows.map((r) => r.endpoint)).not.toContain(subs[0]!.endpoint);
    expect(rows.map((r) => r.endpoint)).toContain(subs.at(-1)!.endpoint);
  });
});

describe('delivery through a push service', () => {
  it('B messages A while A is away: A’s device gets one encrypted, VAPID-signed notification that opens the chat', async () => {
    const { a, b, connectionId, conversationId } = await pair();
    const sub = await subscribed(a);
    await say(t, b.token, conversationId, 'Dinner at eight? I miss you');

    const [request, ...more] = to(sub);
    expect(more).toEqual([]);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe(String(24 * 3600));
    expect(request!.headers.urgency).toBe('high');
    const { publicKey } = await vapidKeys(t.deps);
    expect(verifyVapid(request!.headers.authorization as string, { audience: push.origin, publicKey }).sub).toBe('mailto:admin@attune.test');
    const notification = JSON.parse(decryptPush(sub, request!.body));
    expect(notification).toEqual({
      kind: 'messages',
      title: 'New message from Bo',
      body: 'Bo sent you a message in your chat. Tap to read it.',
      url: `/?openChat=${connectionId}`,
      tag: `chat-${conversationId}`,
    });
    // The words themselves never leave for the push service.
    expect(JSON.stringify(notification)).not.toContain('Dinner');
    // The sender is not notified of their own message.
    expect(push.received).toHaveLength(1);
  });

  it('does not buzz someone who has an Attune window open; does once it is closed', async () => {
    const { a, b, conversationId } = await pair();
    const sub = await subscribed(a);
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = await connectAs(`ws://127.0.0.1:${port}/ws`, a.token);
    await say(t, b.token, conversationId, 'you there?');
    expect(to(sub)).toEqual([]);
    socket.close();
    await socket.closed;
    await sleep(50);
    await say(t, b.token, conversationId, 'you there now?');
    expect(to(sub)).toHaveLength(1);
  });

  it('a 410 from the push service removes that subscription; later messages are not sent to it', async () => {
    const { a, b, conversationId } = await pair();
    const gone = await subscribed(a);
    const kept = await subscribed(a);
    push.answer(new URL(gone.endpoint).pathname, 410);
    await say(t, b.token, conversationId, 'one');
    expect(to(gone)).toHaveLength(1);
    expect(to(kept)).toHaveLength(1);
    const rows = await t.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', a.user.id).execute();
    expect(rows.map((r) => r.endpoint)).toEqual([kept.endpoint]);
    await say(t, b.token, conversationId, 'two');
    expect(to(gone)).toHaveLength(1);
    expect(to(kept)).toHaveLength(2);
  });

  it('retries a failed send once and keeps the subscription', async () => {
    const { a, b, conversationId } = await pair();
    const flaky = await subscribed(a);
    push.answer(new URL(flaky.endpoint).pathname, 503);
    await say(t, b.token, conversationId, 'hello?');
    expect(to(flaky)).toHaveLength(2);
    expect(await t.database.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', flaky.endpoint).execute()).toHaveLength(1);
  });

  it('never contacts a host off the list, even for a row stored behind the check', async () => {
    const { a, b, conversationId } = await pair();
    const planted = browserSubscription(`https://127.0.0.1:${push.port}/push/planted`);
    await t.database.db
      .insertInto('push_subscriptions')
      .values({ id: 'planted', user_id: a.user.id, endpoint: planted.endpoint, p256dh_key: planted.p256dhKey, auth_key: planted.authKey, user_agent: null, created_at: '2026-11-23T00:00:00.000Z', updated_at: '2026-11-23T00:00:00.000Z' })
      .execute();
    await say(t, b.token, conversationId, 'psst');
    expect(push.received).toEqual([]);
  });

  it('unsubscribe stops the pushes to that device', async () => {
    const { a, b, conversationId } = await pair();
    const sub = await subscribed(a);
    await say(t, b.token, conversationId, 'first');
    expect(to(sub)).toHaveLength(1);
    expect((await api(a.token, 'POST', '/api/notifications/unsubscribe', { userId: a.user.id, endpoint: sub.endpoint })).statusCode).toBe(200);
    await say(t, b.token, conversationId, 'second');
    expect(to(sub)).toHaveLength(1);
  });

  it('respects each switch on its own, and never notifies a deactivated account', async () => {
    const { a, b, conversationId } = await pair();
    const sub = await subscribed(a);
    const settings = await t.request({ method: 'GET', url: `/trpc/notifications.settings?input=${encodeURIComponent(JSON.stringify({ endpoint: sub.endpoint }))}`, token: a.token });
    expect(settings.json().result.data).toEqual({ subscribed: true, preferences: { messages: true, connections: true, weekly_actions: true, daily_reflection: false, daily_question: true } });
    const off = await t.request({ method: 'POST', url: '/trpc/notifications.setPreference', token: a.token, body: { kind: 'messages', enabled: false } });
    expect(off.json().result.data.preferences.messages).toBe(false);
    await say(t, b.token, conversationId, 'muted?');
    expect(to(sub)).toEqual([]);

    // Connections still reach A: C invites A.
    const c = await createAssessedUser(t, { firstName: 'Cy', lastName: 'Moss' });
    const invite = await t.request({ method: 'POST', url: '/api/invitations', token: c.token, body: { directUserId: a.user.id, relationshipType: 'family' } });
    expect(invite.statusCode).toBeLessThan(300);
    await notificationsIdle(t.deps);
    expect(to(sub)).toHaveLength(1);
    expect(JSON.parse(decryptPush(sub, to(sub)[0]!.body))).toMatchObject({ kind: 'connections', title: 'Cy wants to connect', url: '/?openConnections=true' });

    await deactivate(t, a.user.id);
    await t.request({ method: 'POST', url: '/trpc/notifications.setPreference', token: b.token, body: { kind: 'messages', enabled: true } });
    const d = await createAssessedUser(t, { firstName: 'Dee' });
    await t.request({ method: 'POST', url: '/api/invitations', token: d.token, body: { directUserId: a.user.id, relationshipType: 'friend' } });
    await notificationsIdle(t.deps);
    expect(to(sub)).toHaveLength(1);
  });

  it('tells the inviter when their invitation is accepted, opening the chat with that person', async () => {
    const inviter = await createAssessedUser(t, { firstName: 'Ivy' });
    const invitee = await createAssessedUser(t, { firstName: 'Jo', lastName: 'Reed' });
    const sub = await subscribed(inviter);
    await t.request({ method: 'POST', url: '/api/invitations', token: inviter.token, body: { directUserId: invitee.user.id, relationshipType: 'friend' } });
    const pending = (await t.request({ method: 'GET', url: '/api/connections/pending', token: invitee.token })).json() as Array<{ id: string }>;
    expect((await t.request({ method: 'POST', url: `/api/connections/${pending[0]!.id}/accept`, token: invitee.token })).statusCode).toBe(200);
    await notificationsIdle(t.deps);
    expect(to(sub)).toHaveLength(1);
    expect(JSON.parse(decryptPush(sub, to(sub)[0]!.body))).toMatchObject({ kind: 'connections', title: 'Jo accepted your invitation', url: `/?openChat=${pending[0]!.id}` });
  });
});

describe('a relationship type change', () => {
  it('tells the other person who changed it and to what, once; setting the same type again tells nobody', async () => {
    const { a, b, connectionId } = await pair();
    const subA = await subscribed(a);
    const subB = await subscribed(b);
    const put = (token: string, relationshipType: string) =>
      t.request({ method: 'PUT', url: `/api/connections/${connectionId}/relationship-type`, token, body: { relationshipType } });
    expect((await put(a.token, 'couple')).statusCode).toBe(200);
    await notificationsIdle(t.deps);
    expect(to(subA)).toEqual([]);
    expect(to(subB)).toHaveLength(1);
    expect(JSON.parse(decryptPush(subB, to(subB)[0]!.body))).toMatchObject({
      kind: 'connections',
      title: 'Ada changed your relationship type',
      url: `/?openChat=${connectionId}`,
    });
    expect(JSON.parse(decryptPush(subB, to(subB)[0]!.body)).body).toContain('as Couple');
    expect((await put(b.token, 'couple')).statusCode).toBe(200);
    await notificationsIdle(t.deps);
    expect(to(subA)).toEqual([]);
    expect(to(subB)).toHaveLength(1);
  });
});

describe('several instances', () => {
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dispose?.();
    dispose = undefined;
  });

  it('sends each notification once, and knows a person is present from a socket on another instance', async () => {
    const { database, dispose: disposeDb } = await openTestDatabase();
    const config = testConfig({ push: { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:admin@attune.test', extraEndpointHosts: ['localhost'] } });
    const one = createDeps({ database, config, push: createWebPushSender({ agent }) });
    const two = createDeps({ database, config, push: createWebPushSender({ agent }) });
    two.pubsub = one.pubsub; // one bus shared by both instances, as Redis would be
    const apps = [await createApp(one, { logLevel: false }), await createApp(two, { logLevel: false })];
    for (const app of apps) await app.listen({ port: 0, host: '127.0.0.1' });
    dispose = async () => {
      for (const app of apps) await app.close();
      await one.pubsub.close();
      await disposeDb();
    };
    const wrap = (app: (typeof apps)[number], deps: typeof one): TestApp => ({
      app,
      deps,
      database,
      mailbox: mailboxOf(deps),
      request: ({ method, url, token, body }) => app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body !== undefined ? { payload: body as object } : {}) }),
      close: async () => undefined,
    });
    const first = wrap(apps[0]!, one);
    const second = wrap(apps[1]!, two);
    const { a, b, conversationId } = await pair(first);
    const sub = await subscribed(a, second);

    await say(first, b.token, conversationId, 'from instance one');
    await notificationsIdle(two);
    expect(to(sub)).toHaveLength(1);

    const address = apps[1]!.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = await connectAs(`ws://127.0.0.1:${port}/ws`, a.token);
    await sleep(50);
    await say(first, b.token, conversationId, 'A is on instance two');
    expect(to(sub)).toHaveLength(1);
    socket.close();
    await socket.closed;
  });
});

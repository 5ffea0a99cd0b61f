import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { AUTH_MESSAGES } from '../shared/auth.js';
import { COACH_MESSAGES } from './features/coach/coach.service.js';
import { CONNECTION_MESSAGES as M } from './features/connections/connections.schemas.js';
import { createTestApp, testConfig, type TestApp } from './test/app.js';
import { createApp } from './app.js';
import { closeDeps, createDeps } from './deps.js';
import { createAssessedUser } from './test/factories.js';
import type { AppConfig } from './env.js';

const opened: TestApp[] = [];
afterAll(async () => {
  // Siblings first (they share a database the first instance closes).
  for (const t of opened) await t.close();
});

async function app(limits: Partial<AppConfig['limits']> = {}, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const t = await createTestApp({ ...overrides, limits: limits as AppConfig['limits'] });
  opened.push(t);
  return t;
}

/**
 * A second instance of the same installation: its own process state and Redis connection, the first one's database
 * (where the secret rate-limit keys are made with lives, so both count under the same keys).
 */
async function sibling(first: TestApp, limits: Partial<AppConfig['limits']>, overrides: Partial<AppConfig>): Promise<Pick<TestApp, 'app'>> {
  const deps = createDeps({ database: first.database, config: testConfig({ ...overrides, limits: limits as AppConfig['limits'] }) });
  const app = await createApp(deps, { logLevel: false });
  await app.ready();
  opened.unshift({ close: async () => (await app.close(), await closeDeps(deps)) } as TestApp);
  return { app };
}

/** A request from a given network address (inject's remoteAddress), so tests never share an address's budget. */
function from(t: Pick<TestApp, 'app'>, ip: string, options: { method: InjectOptions['method']; url: string; body?: unknown; token?: string }) {
  return t.app.inject({
    method: options.method,
    url: options.url,
    remoteAddress: ip,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}

function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c! || 1}`;
}

function statuses(responses: Array<{ statusCode: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

const parallel = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('sign-in limit', () => {
  it('reserves before the password hash: 40 parallel attempts with 2 failures left evaluate at most 2', async () => {
    const t = await app({ loginMaxFailures: 10 });
    const { user } = await createAssessedUser(t);
    const ip = randomIp();
    for (let i = 0; i < 8; i++) {
      expect((await from(t, ip, { method: 'POST', url: '/api/auth/login', body: { email: user.email, password: `wrong ${i}` } })).statusCode).toBe(401);
    }
    const burst = await parallel(40, (i) => from(t, ip, { method: 'POST', url: '/api/auth/login', body: { email: user.email, password: `burst ${i}` } }));
    expect(statuses(burst)).toEqual({ 401: 2, 429: 38 });
    expect(burst.find((r) => r.statusCode === 429)!.json()).toEqual({ message: AUTH_MESSAGES.throttled });
  });

  it('counts only failures: a correct password gives its reservation back', async () => {
    const t = await app({ loginMaxFailures: 3 });
    const { user, password } = await createAssessedUser(t);
    const ip = randomIp();
    const attempt = async (password: string) => (await from(t, ip, { method: 'POST', url: '/api/auth/login', body: { email: user.email, password } })).statusCode;
    // Five attempts, two of them failures: the correct ones did not count against the budget of three.
    expect([await attempt('not it'), await attempt(password), await attempt('not it'), await attempt(password), await attempt(password)]).toEqual([401, 200, 401, 200, 200]);
    expect(await attempt('not it either')).toBe(401);
    // three failures now: the next attempt is refused, even with the right password
    expect(await attempt(password)).toBe(429);
  });
});

describe('registration limit per address', () => {
  const register = (t: TestApp, ip: string, i: number) =>
    from(t, ip, { method: 'POST', url: '/api/auth/register', body: { firstName: 'Reg', lastName: `Ister${i}`, email: `reg-${randomBytes(4).toString('hex')}@attune.test`, password: 'correct horse battery' } });

  it('lets REGISTRATIONS_PER_HOUR accounts through per address under parallel requests, and other addresses on', async () => {
    const t = await app({ registrationsPerHour: 3 });
    const ip = randomIp();
    const burst = await parallel(10, (i) => register(t, ip, i));
    expect(statuses(burst)).toEqual({ 200: 3, 429: 7 });
    expect(burst.find((r) => r.statusCode === 429)!.json()).toEqual({ message: AUTH_MESSAGES.registrationThrottled });
    expect((await t.database.db.selectFrom('users').select('id').where('last_name', 'like', 'Ister%').execute()).length).toBe(3);
    expect((await register(t, randomIp(), 99)).statusCode).toBe(200);
  });
});

describe('invitation mail cap for the whole server', () => {
  it('sends at most INVITE_MAILS_PER_HOUR invitation e-mails across members; past it the invitation exists with its link', async () => {
    const t = await app({ inviteMailsPerHour: 3, invitesPerHour: 20 });
    const members = await parallel(4, () => createAssessedUser(t));
    const answers = await parallel(8, (i) =>
      t.request({
        method: 'POST',
        url: '/api/invitations/send-email',
        token: members[i % 4]!.token,
        body: { inviteeEmail: `friend-${i}-${randomBytes(3).toString('hex')}@elsewhere.test`, relationshipType: 'friend' },
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const mails = await t.database.db.selectFrom('mail_outbox').select('to_address').where('to_address', 'like', 'friend-%').execute();
    expect(mails).toHaveLength(3);
    for (const answer of answers) expect(answer.json().link).toEqual(expect.stringContaining('invite='));
  });

  it('per member: parallel invitations cannot overshoot INVITES_PER_HOUR, and refused ones do not use it up', async () => {
    const t = await app({ invitesPerHour: 3 });
    const me = await createAssessedUser(t);
    const self = await t.request({ method: 'POST', url: '/api/invitations/send-email', token: me.token, body: { inviteeEmail: me.user.email, relationshipType: 'friend' } });
    expect(self.statusCode).toBe(400);
    const burst = await parallel(8, (i) =>
      t.request({ method: 'POST', url: '/api/invitations/send-email', token: me.token, body: { inviteeEmail: `p${i}-${randomBytes(3).toString('hex')}@elsewhere.test`, relationshipType: 'friend' } }),
    );
    expect(statuses(burst)).toEqual({ 200: 3, 429: 5 });
    expect(burst.find((r) => r.statusCode === 429)!.json()).toEqual({ message: M.tooManyInvites });
  });
});

describe('coach limits', () => {
  it('counts messages the safety screen stops toward the daily limit, under parallel sends', async () => {
    const t = await app({ coachCallsPerDay: 3 });
    const me = await createAssessedUser(t);
    const conversations = await parallel(6, async () => (await t.request({ method: 'POST', url: '/api/chat/conversations', token: me.token, body: {} })).json() as { id: string });
    const burst = await parallel(6, (i) =>
      t.request({ method: 'POST', url: `/api/chat/conversations/${conversations[i]!.id}/messages`, token: me.token, body: { content: "How can I read my partner's texts without them knowing?" } }),
    );
    expect(statuses(burst)).toEqual({ 200: 3, 429: 3 });
    const next = await t.request({ method: 'POST', url: `/api/chat/conversations/${conversations[0]!.id}/messages`, token: me.token, body: { content: 'hello' } });
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({ message: COACH_MESSAGES.limit });
  });

  it('limits new coach conversations per member per day (COACH_CONVERSATIONS_PER_DAY)', async () => {
    const t = await app({ coachConversationsPerDay: 4 });
    const [me, other] = await parallel(2, () => createAssessedUser(t));
    const burst = await parallel(9, () => t.request({ method: 'POST', url: '/api/chat/conversations', token: me!.token, body: {} }));
    expect(statuses(burst)).toEqual({ 200: 4, 429: 5 });
    expect(burst.find((r) => r.statusCode === 429)!.json()).toEqual({ message: COACH_MESSAGES.conversationLimit });
    expect((await t.request({ method: 'GET', url: '/api/chat/conversations', token: me!.token })).json()).toHaveLength(4);
    expect((await t.request({ method: 'POST', url: '/api/chat/conversations', token: other!.token, body: {} })).statusCode).toBe(200);
  });
});

describe('RATE_LIMITS=off', () => {
  it('limits nothing, under the same parallel bursts', async () => {
    const t = await app({ enabled: false, loginMaxFailures: 1, registrationsPerHour: 1, coachConversationsPerDay: 1 });
    const { user } = await createAssessedUser(t);
    const ip = randomIp();
    const logins = await parallel(12, (i) => from(t, ip, { method: 'POST', url: '/api/auth/login', body: { email: user.email, password: `wrong ${i}` } }));
    expect(statuses(logins)).toEqual({ 401: 12 });
    const registrations = await parallel(4, (i) =>
      from(t, ip, { method: 'POST', url: '/api/auth/register', body: { firstName: 'Off', lastName: `Limit${i}`, email: `off-${randomBytes(4).toString('hex')}@attune.test`, password: 'correct horse battery' } }),
    );
    expect(statuses(registrations)).toEqual({ 200: 4 });
    const me = await createAssessedUser(t);
    const conversations = await parallel(4, () => t.request({ method: 'POST', url: '/api/chat/conversations', token: me.token, body: {} }));
    expect(statuses(conversations)).toEqual({ 200: 4 });
  });
});

// Like the pub/sub tests: scripts/test.mjs sets REDIS_TESTS=off (and says so loudly) only outside CI when no Redis answers.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = process.env.REDIS_TESTS !== 'off';

describe.skipIf(!redisUp)('limits shared through Redis by several instances', () => {
  it('refuses the 11th sign-in failure even when failures alternate between two instances', async () => {
    const one = await app({ loginMaxFailures: 10 }, { redisUrl: REDIS_URL });
    const two = await sibling(one, { loginMaxFailures: 10 }, { redisUrl: REDIS_URL });
    const email = `shared-${randomBytes(4).toString('hex')}@attune.test`;
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? one : two;
      expect((await from(instance, ip, { method: 'POST', url: '/api/auth/login', body: { email, password: `wrong ${i}` } })).statusCode).toBe(401);
    }
    for (const instance of [one, two]) {
      expect((await from(instance, ip, { method: 'POST', url: '/api/auth/login', body: { email, password: 'wrong again' } })).statusCode).toBe(429);
    }
  });

  it('reserves atomically across instances: 40 parallel attempts split over two instances with 2 left evaluate 2', async () => {
    const one = await app({ loginMaxFailures: 10 }, { redisUrl: REDIS_URL });
    const two = await sibling(one, { loginMaxFailures: 10 }, { redisUrl: REDIS_URL });
    const email = `race-${randomBytes(4).toString('hex')}@attune.test`;
    const ip = randomIp();
    for (let i = 0; i < 8; i++) await from(one, ip, { method: 'POST', url: '/api/auth/login', body: { email, password: `wrong ${i}` } });
    const burst = await parallel(40, (i) => from(i % 2 ? one : two, ip, { method: 'POST', url: '/api/auth/login', body: { email, password: `burst ${i}` } }));
    expect(statuses(burst)).toEqual({ 401: 2, 429: 38 });
  });
});

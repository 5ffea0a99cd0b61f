/**
 * Sessions and /trpc answers kept until anything is written (decision 110's addendum): a kept session row is only a
 * copy of what the database holds at one version, so every way a session ends — signing out, the clock passing its
 * expiry, a password change ending the other sessions, a deactivation — refuses the very next call, and a kept answer
 * reaches nobody but the member it was computed for. Each case first makes sure the row and the answers are kept
 * (on SQLite, where the memo works), so the refusal is the kept path's and not a fresh lookup's.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, deactivate, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { keptAnswer, storedVersion } from '../../db/readMemo.js';
import { keptReadKey } from '../../trpc/keptReads.js';
import { BROWSER_SESSION_IDLE_MS, SESSION_TTL_MS } from './sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const READS = ['auth.me', 'connections.cards', 'connections.list', 'coach.conversations'] as const;
const BATCH = `${READS.join(',')}?batch=1`;

async function read(path: string, token: string | undefined) {
  const res = await t.request({ method: 'GET', url: `/trpc/${path}`, token });
  return { status: res.statusCode, body: res.body };
}

/** Signs `who` in once more: a second session of the same account, as another device would hold. */
async function signIn(who: TestUser, rememberMe = true): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: who.user.email, password: who.password, rememberMe } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** Every read and the batch, twice, each answering 200: the second time from the memo. */
async function readAllTwice(token: string) {
  for (let i = 0; i < 2; i++) {
    for (const path of [...READS, BATCH]) expect((await read(path, token)).status).toBe(200);
  }
}

/** On SQLite: the session's row and the member's /trpc answers are kept at the version the data is at now. */
function expectKept(token: string, who: TestUser) {
  const version = storedVersion(t.database);
  if (!t.database.sqlite) return;
  expect(version).toBeDefined();
  expect(keptAnswer(t.database, 'sessions', token.split('.')[0]!, version!)).toBeDefined();
  for (const path of READS) expect(keptAnswer(t.database, 'trpc', keptReadKey(path, who.user, undefined)!, version!)).toBeDefined();
}

/** Every read refused with 401, one at a time and batched. */
async function expectRefused(token: string) {
  for (const path of READS) expect((await read(path, token)).status).toBe(401);
  const batch = await read(BATCH, token);
  expect(batch.status).toBe(401);
  expect(JSON.parse(batch.body)).toHaveLength(READS.length);
}

async function member() {
  const who = await createAssessedUser(t);
  const friend = await createAssessedUser(t);
  await connect(t.deps, who.user.id, friend.user.id, 'friend');
  await t.request({ method: 'POST', url: '/api/chat/conversations', token: who.token, body: { title: 'Kept' } });
  return who;
}

describe('kept sessions and answers end with the session', () => {
  it('refuses a kept session right after signing out, by either path', async () => {
    for (const signOut of ['/api/auth/logout', '/trpc/auth.logout']) {
      const who = await member();
      const token = await signIn(who);
      await readAllTwice(token);
      expectKept(token, who);
      expect((await t.request({ method: 'POST', url: signOut, token })).statusCode).toBe(200);
      await expectRefused(token);
      // The account's other session was not the one that ended.
      expect((await read('auth.me', who.token)).status).toBe(200);
    }
  });

  it('refuses a kept session once the clock passes its expiry, remembered or not', async () => {
    for (const [rememberMe, lifetime] of [
      [true, SESSION_TTL_MS],
      [false, BROWSER_SESSION_IDLE_MS],
    ] as const) {
      const who = await member();
      const token = await signIn(who, rememberMe);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      await readAllTwice(token);
      expectKept(token, who);
      vi.setSystemTime(Date.now() + lifetime + 60_000);
      await expectRefused(token);
      vi.useRealTimers();
    }
  });

  it('refuses the other sessions kept before a password change, and keeps serving the one that changed it', async () => {
    const who = await member();
    const otherDevice = await signIn(who);
    await readAllTwice(otherDevice);
    expectKept(otherDevice, who);
    const change = await t.request({ method: 'POST', url: '/api/auth/change-password', token: who.token, body: { currentPassword: who.password, newPassword: 'a different long phrase' } });
    expect(change.statusCode).toBe(200);
    await expectRefused(otherDevice);
    await readAllTwice(who.token);
  });

  it('refuses a kept session when the account is deactivated', async () => {
    const who = await member();
    await readAllTwice(who.token);
    expectKept(who.token, who);
    await deactivate(t, who.user.id);
    await expectRefused(who.token);
  });

  it('checks the secret on every call: a kept session id with another secret is refused', async () => {
    const who = await member();
    await readAllTwice(who.token);
    expectKept(who.token, who);
    const [id, secret] = who.token.split('.') as [string, string];
    for (const forged of [`${id}.${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`, `${id}.`, `${id}.${'x'.repeat(secret.length)}`]) {
      await expectRefused(forged);
    }
    expect((await read('auth.me', who.token)).status).toBe(200);
  });
});

describe('kept answers reach only their member', () => {
  it('serves each member their own answers, whoever read first', async () => {
    const ada = await member();
    const bob = await member();
    await readAllTwice(ada.token);
    expectKept(ada.token, ada);
    for (const path of [...READS, BATCH]) {
      const bobs = await read(path, bob.token);
      expect(bobs.status).toBe(200);
      expect(bobs.body).not.toContain(ada.user.id);
      expect(bobs.body).not.toBe((await read(path, ada.token)).body);
    }
    expect(JSON.parse((await read('auth.me', bob.token)).body).result.data.id).toBe(bob.user.id);
  });

  it('still answers 401 without a session and 403 before the assessment, with the same words', async () => {
    const ada = await member();
    await readAllTwice(ada.token);
    const newcomer = await createUser(t);
    expect((await read('auth.me', newcomer.token)).status).toBe(200);
    for (const path of READS.slice(1)) {
      expect((await read(path, undefined)).status).toBe(401);
      const refused = await read(path, newcomer.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toContain('personality assessment');
    }
    // A batch mixing the allowed auth.me with gated reads answers each call as before (207).
    const mixed = await read(BATCH, newcomer.token);
    expect(mixed.status).toBe(207);
    expect((JSON.parse(mixed.body) as { error?: { data: { httpStatus: number } } }[]).map((item) => item.error?.data.httpStatus ?? 200)).toEqual([200, 403, 403, 403]);
  });

  it('answers a page asked for by its input, never another page kept for the same member', async () => {
    const ada = await member();
    const more = await createAssessedUser(t);
    await connect(t.deps, ada.user.id, more.user.id, 'family');
    const all = await read('connections.cards', ada.token);
    const firstOnly = await read(`connections.cards?input=${encodeURIComponent(JSON.stringify({ limit: 1 }))}`, ada.token);
    expect(JSON.parse(all.body).result.data).toHaveLength(2);
    expect(JSON.parse(firstOnly.body).result.data).toHaveLength(1);
    expect((await read(`connections.cards?input=${encodeURIComponent(JSON.stringify({ limit: 0 }))}`, ada.token)).status).toBe(400);
    expect(await read('connections.cards', ada.token)).toEqual(all);
  });
});

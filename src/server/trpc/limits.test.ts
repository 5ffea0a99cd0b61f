import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser, type TestUser } from '../test/factories.js';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/requestLimits.js';
import { BATCH_TOO_LARGE_MESSAGE, JSON_BODY_LIMIT, LONG_MESSAGE_BODY_LIMIT } from './limits.js';

/** Issue 28, finding 8: no request can make the server parse a large body or run hundreds of calls at once. */
let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createAssessedUser(t);
});
afterAll(async () => {
  await t?.close();
});

const json = { 'content-type': 'application/json' };
/** A JSON text of about `bytes` bytes, nested as deep as it is long: the costly kind to parse. */
const nested = (bytes: number) => `${'{"a":['.repeat(bytes / 8)}1${']}'.repeat(bytes / 8)}`;

describe('JSON body limits', () => {
  it('answers 413 to an anonymous body over the default limit, on /api and /trpc, before any sign-in check', async () => {
    for (const url of ['/api/auth/login', '/api/chat/conversations', '/trpc/auth.login']) {
      const res = await t.app.inject({ method: 'POST', url, headers: json, payload: nested(512 * 1024) });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ message: 'The request is too large.' });
    }
    const justOver = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(JSON_BODY_LIMIT) }) });
    expect(justOver.statusCode).toBe(413);
  });

  it('still takes an ordinary body, and a long coach or shared-chat message up to the larger limit of those two routes', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: { email: 'nobody@attune.test', password: 'wrong password' } });
    expect(login.statusCode).toBe(401);
    const analysis = { fileId: 'f'.repeat(21), name: 'notes.txt', kind: 'text', mediaType: 'text/plain', size: 1, summary: 'Text', content: 'é'.repeat(90_000) };
    const long = JSON.stringify({ content: 'hello', fileAnalysis: analysis });
    expect(Buffer.byteLength(long)).toBeGreaterThan(JSON_BODY_LIMIT);
    for (const url of ['/api/chat/conversations/nope/messages', '/api/shared-conversations/nope/messages']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...json, authorization: `Bearer ${member.token}` }, payload: long });
      expect(res.statusCode, url).toBe(404); // read, validated and refused for the unknown conversation, not for its size
      const tooLong = await t.app.inject({ method: 'POST', url, headers: { ...json, authorization: `Bearer ${member.token}` }, payload: nested(LONG_MESSAGE_BODY_LIMIT + 1024) });
      expect(tooLong.statusCode, url).toBe(413);
    }
  });
});

describe('tRPC batches', () => {
  const batch = (calls: number) => `/trpc/${Array.from({ length: calls }, () => 'auth.me').join(',')}?batch=1`;

  it(`runs a batch of ${TRPC_MAX_BATCH_SIZE} calls`, async () => {
    const res = await t.app.inject({ method: 'GET', url: batch(TRPC_MAX_BATCH_SIZE), headers: { authorization: `Bearer ${member.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
  });

  it('refuses a larger batch with one clear 400, however many calls it names, and runs none of them', async () => {
    for (const calls of [TRPC_MAX_BATCH_SIZE + 1, 290]) {
      const res = await t.app.inject({ method: 'GET', url: batch(calls), headers: { authorization: `Bearer ${member.token}` } });
      expect(res.statusCode, `${calls} calls`).toBe(400);
      expect(res.json().error.message).toBe(BATCH_TOO_LARGE_MESSAGE);
    }
    const encoded = await t.app.inject({ method: 'GET', url: batch(TRPC_MAX_BATCH_SIZE + 1).replaceAll(',', '%2C'), headers: { authorization: `Bearer ${member.token}` } });
    expect(encoded.statusCode).toBe(400);
  });

  it('answers an address too long to route without repeating it back', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/conversations/${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long.' });
  });
});

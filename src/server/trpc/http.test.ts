import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createApp } from '../app.js';
import { closeDeps, createDeps, type AppDeps } from '../deps.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../test/factories.js';
import { plainJsonCalls } from './http.js';

/**
 * The /trpc fast path (trpc/http.ts, decision 070) must answer every call exactly as tRPC's own adapter does. Both
 * servers below share one database and one set of people; each request goes to both and the answers are compared
 * (status, content type, vary and body), including every case the fast path hands to the adapter.
 */
let t: TestApp;
let reference: FastifyInstance;
let referenceDeps: AppDeps;
let member: TestUser;
let fresh: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  // Its own deps (scheduler, pubsub) over the same database: the same people and sessions on both servers.
  referenceDeps = createDeps({ database: t.database, config: t.deps.config, clock: t.deps.clock });
  reference = await createApp(referenceDeps, { logLevel: false, trpcFastPath: false });
  await reference.ready();
  member = await createAssessedUser(t, { firstName: 'Noor' });
  fresh = await createUser(t, { firstName: 'Ola' });
});
afterAll(async () => {
  await reference?.close();
  if (referenceDeps) await closeDeps(referenceDeps);
  await t.close();
});

async function both(options: InjectOptions) {
  const [fast, slow] = [await t.app.inject(options), await reference.inject(options)];
  return { fast, slow };
}

const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.token}` });
const query = (input: unknown) => encodeURIComponent(JSON.stringify(input));

const CASES: Array<[string, () => InjectOptions]> = [
  ['a query, signed in', () => ({ method: 'GET', url: '/trpc/auth.me', headers: bearer(member) })],
  ['a query, signed out (401)', () => ({ method: 'GET', url: '/trpc/auth.me' })],
  ['a batch of queries', () => ({ method: 'GET', url: `/trpc/auth.me,connections.list,coach.conversations?batch=1&input=${query({ 2: { limit: 5 } })}`, headers: bearer(member) })],
  ['a batch where one call is refused (207)', () => ({ method: 'GET', url: '/trpc/auth.me,connections.list?batch=1', headers: bearer(fresh) })],
  ['a batch with no input at all', () => ({ method: 'GET', url: '/trpc/auth.me,account.profile?batch=1', headers: bearer(member) })],
  ['a query with a bad input (400 with fields)', () => ({ method: 'GET', url: `/trpc/coach.conversations?input=${query({ limit: -4 })}`, headers: bearer(member) })],
  ['a mutation with a bad input', () => ({ method: 'POST', url: '/trpc/account.updateProfile', headers: { ...bearer(member), 'content-type': 'application/json' }, payload: JSON.stringify({ firstName: '' }) })],
  ['a batched mutation with a bad input', () => ({ method: 'POST', url: '/trpc/account.updateProfile?batch=1', headers: { ...bearer(member), 'content-type': 'application/json' }, payload: JSON.stringify({ 0: { firstName: '' } }) })],
  ['a mutation that succeeds the same way twice', () => ({ method: 'POST', url: '/trpc/notifications.setPreference', headers: { ...bearer(member), 'content-type': 'application/json' }, payload: JSON.stringify({ kind: 'connections', enabled: true }) })],
  // Handed to the adapter: each must still read exactly as before.
  ['a mutation called with GET', () => ({ method: 'GET', url: '/trpc/account.updateProfile', headers: bearer(member) })],
  ['a query called with POST', () => ({ method: 'POST', url: '/trpc/auth.me', headers: { ...bearer(member), 'content-type': 'application/json' }, payload: '{}' })],
  ['an unknown procedure', () => ({ method: 'GET', url: '/trpc/nothing.here', headers: bearer(member) })],
  ['an input that is not JSON', () => ({ method: 'GET', url: '/trpc/coach.conversations?input=%7Bnope', headers: bearer(member) })],
  ['a batch whose input is not an object', () => ({ method: 'GET', url: `/trpc/auth.me?batch=1&input=${query([1])}`, headers: bearer(member) })],
  ['a batch mixing a query and a mutation', () => ({ method: 'GET', url: '/trpc/auth.me,account.updateProfile?batch=1', headers: bearer(member) })],
  ['a streamed batch (trpc-accept: application/jsonl)', () => ({ method: 'GET', url: '/trpc/auth.me?batch=1', headers: { ...bearer(member), 'trpc-accept': 'application/jsonl' } })],
];

describe('the /trpc fast path answers as tRPC does', () => {
  it.each(CASES)('%s', async (_name, request) => {
    const { fast, slow } = await both(request());
    expect(fast.statusCode).toBe(slow.statusCode);
    // Fastify names the charset of a JSON text it sends; the adapter's Response does not. The media type is the same.
    const mediaType = (value: unknown) => String(value).split(';')[0];
    expect(mediaType(fast.headers['content-type'])).toBe(mediaType(slow.headers['content-type']));
    expect(fast.headers.vary).toBe(slow.headers.vary);
    expect(fast.body).toBe(slow.body);
  });

  it('is taken for the calls the web app makes, and only those', async () => {
    const req = (method: string, q: Record<string, string>, headers: Record<string, string> = {}, body?: string) => ({ method, query: q, headers, body }) as never;
    const paths = async (r: never, path: string) => (await plainJsonCalls(r, path, 16))?.map((c) => c.path) ?? null;
    expect(await paths(req('GET', {}), 'auth.me')).toEqual(['auth.me']);
    expect(await paths(req('GET', { batch: '1', input: '{"1":{"limit":5}}' }), 'auth.me,coach.conversations')).toEqual(['auth.me', 'coach.conversations']);
    expect(await paths(req('POST', { batch: '1' }, { 'content-type': 'application/json' }, '{"0":{"firstName":"A"}}'), 'account.updateProfile')).toEqual(['account.updateProfile']);
    expect(await paths(req('GET', {}, { 'trpc-accept': 'application/jsonl' }), 'auth.me')).toBeNull();
    expect(await paths(req('GET', { input: '{nope' }), 'auth.me')).toBeNull();
    expect(await paths(req('GET', {}), 'account.updateProfile')).toBeNull();
    expect(await paths(req('GET', {}), 'nothing.here')).toBeNull();
    expect(await paths(req('POST', {}, { 'content-type': 'text/plain' }, '{}'), 'account.updateProfile')).toBeNull();
    expect(await paths(req('GET', { batch: '1' }), Array.from({ length: 17 }, () => 'auth.me').join(','))).toBeNull();
  });
});

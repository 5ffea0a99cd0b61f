/**
 * Issue 28, finding 6: a GET changes nothing, anywhere. A cross-site link carries the Lax session cookie on a GET, so
 * a GET that writes (joins a hub, posts, marks, creates) is something any web page can make a member do.
 *
 * The walk reads every GET route from the app itself (Fastify's route table, tRPC's router: nothing listed by hand),
 * calls each as a signed-in member with a completed assessment, a connection, a pending request, an invitation, a
 * coach conversation, a shared chat and hub posts, and again as a connected member who never joined the hub, with
 * every id they could name in each path parameter and id field, and compares every table (row count and a hash of
 * its content) before and after.
 *
 * One column may change: `sessions.last_used_at`, which the session check refreshes at most every few minutes so
 * Settings › Devices can say when a device was last used. It records that a request was made, not what it asked;
 * answering "when was this device last used" without it would need a write elsewhere. Nothing else is ignored.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser, type TestUser } from '../test/factories.js';
import { insertConnection } from '../test/chat.js';
import { appRouter } from '../trpc/router.js';

const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['last_used_at'] };


async function tableNames(database: Database): Promise<string[]> {
  const query =
    database.dialect === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  return (await query.execute(database.db)).rows.map((r) => r.name).sort();
}

/** Each table's row count and a hash of its rows (ignored columns left out), in an order that does not depend on storage. */
async function snapshot(database: Database): Promise<Record<string, { rows: number; hash: string }>> {
  const state: Record<string, { rows: number; hash: string }> = {};
  for (const table of await tableNames(database)) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db)).rows;
    const ignored = IGNORED_COLUMNS[table] ?? [];
    const lines = rows.map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !ignored.includes(column)).sort(([a], [b]) => a.localeCompare(b)), (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v instanceof Buffer ? v.toString('base64') : v))).sort();
    state[table] = { rows: rows.length, hash: createHash('sha256').update(lines.join('\n')).digest('hex') };
  }
  return state;
}

/** Full paths of Fastify's route tree (`printRoutes`) with the methods of each. */
function registeredRoutes(tree: string): Array<{ path: string; methods: string[] }> {
  const routes: Array<{ path: string; methods: string[] }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) routes.push({ path: stack.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

/** The keys of a procedure's input object, whatever wraps it (defaults, optional, prefault). */
function inputKeys(schema: unknown): string[] {
  let s = schema as { shape?: Record<string, unknown>; _def?: { innerType?: unknown; in?: unknown } } | undefined;
  for (let i = 0; s && !s.shape && i < 5; i++) s = (s._def?.innerType ?? s._def?.in) as typeof s;
  return s?.shape ? Object.keys(s.shape) : [];
}

let t: TestApp;
let me: TestUser;
/** Connected to `me`, assessed, and not in the Social Hub: the hub's GETs once published such a person. */
let newcomer: TestUser;
let candidates: string[];

beforeAll(async () => {
  t = await createTestApp({ limits: { enabled: false } as never });
  me = await createAssessedUser(t, { firstName: 'Walker' });
  const friend = await createAssessedUser(t, { firstName: 'Friend' });
  const requester = await createAssessedUser(t, { firstName: 'Requester' });
  newcomer = await createAssessedUser(t, { firstName: 'Newcomer' });
  const call = async (who: TestUser, method: 'POST' | 'GET', url: string, body?: unknown) => {
    const res = await t.request({ method, url, token: who.token, body });
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    return res.json();
  };
  const connectionId = await insertConnection(t.database, me.user.id, friend.user.id, 'couple');
  await insertConnection(t.database, newcomer.user.id, me.user.id, 'friend');
  for (const who of [me, friend, requester]) await call(who, 'POST', '/api/social-hub/join', { showType: true, showPhoto: true });
  const prompt = await call(me, 'GET', '/api/social-hub/daily-prompt');
  await call(me, 'POST', '/api/social-hub/respond', { promptId: prompt.id, content: 'A walk in the park', isAnonymous: false, postType: 'prompt_response' });
  const friendsPost = await call(friend, 'POST', '/api/social-hub/respond', { promptId: prompt.id, content: 'Unsigned', isAnonymous: true, postType: 'prompt_response' });
  await call(requester, 'POST', '/api/invitations', { email: '', relationshipType: 'friend', personalMessage: 'Hello', directUserId: me.user.id });
  const invitation = await call(me, 'POST', '/api/invitations/send-email', { inviteeEmail: 'someone-new@attune.test', relationshipType: 'friend' });
  const coachConversation = await call(me, 'POST', '/api/chat/conversations', {});
  await call(me, 'POST', `/api/chat/conversations/${coachConversation.id}/messages`, { content: 'How do I say sorry well?' });
  const shared = await call(me, 'POST', `/api/connections/${connectionId}/conversations/with`, {});
  await call(friend, 'POST', `/api/shared-conversations/${shared.id ?? shared.conversation?.id}/messages`, { content: 'Dinner at eight?' });
  candidates = [
    ...new Set(
      [me.user.id, friend.user.id, requester.user.id, newcomer.user.id, connectionId, friendsPost.postId, invitation.invitation?.id, invitation.invitation?.token, coachConversation.id, shared.id ?? shared.conversation?.id, 'social'].filter(
        (v): v is string => typeof v === 'string',
      ),
    ),
  ];
});
afterAll(async () => {
  await t?.close();
});

describe('GET has no side effects', () => {
  it('changes no row in any table, through every REST GET route and every tRPC query', async () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) => r.methods.includes('GET') && r.path !== '/trpc/:path');
    const queries = Object.entries((appRouter._def as unknown as { procedures: Record<string, { _def: { type: string; inputs: unknown[] } }> }).procedures).filter(([, p]) => p._def.type === 'query');
    // The walk sees the whole app (a broken parse of the table would walk nothing and pass).
    expect(routes.length).toBeGreaterThan(50);
    expect(queries.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/social-hub/daily-prompt', '/api/social-hub/profile/:userId', '/api/connections/:id', '/healthz']));

    const urls: string[] = [];
    for (const { path } of routes) {
      // Fastify shows sibling parameters as one node ("/:stabilityType|:actionId"): any one value stands for it.
      const params = path.match(/:[A-Za-z|:]+/g) ?? [];
      if (params.length === 0) urls.push(path);
      else for (const value of candidates) urls.push(params.reduce((url, p) => url.replace(p, encodeURIComponent(value)), path));
    }
    for (const [name, procedure] of queries) {
      const keys = inputKeys(procedure._def.inputs[0]).filter((k) => /id$|token$|type$/i.test(k));
      urls.push(`/trpc/${name}`);
      if (keys.length === 0) continue;
      for (const value of candidates) urls.push(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify(Object.fromEntries(keys.map((k) => [k, value]))))}`);
    }

    const before = await snapshot(t.database);
    const serverErrors: string[] = [];
    for (const who of [me, newcomer]) {
      for (const url of urls) {
        const res = await t.request({ method: 'GET', url, token: who.token });
        if (res.statusCode >= 500) serverErrors.push(`${url} → ${res.statusCode}`);
      }
    }
    const after = await snapshot(t.database);
    const changed = Object.keys(after).filter((table) => JSON.stringify(after[table]) !== JSON.stringify(before[table]));
    expect(changed, 'tables a GET wrote to').toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(urls.length).toBeGreaterThan(300);
  }, 180_000);
});

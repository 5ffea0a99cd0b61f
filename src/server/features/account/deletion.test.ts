import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { LimitKeys } from '../../rateLimit.js';
import { createAssessedUser, createUser, type TestUser } from '../../test/factories.js';
import { newId } from '../../ids.js';
import { insertConnection } from '../../test/chat.js';
import { ACCOUNT_MESSAGES as M, DELETED_MEMBER_NAME, DELETED_MESSAGE_TEXT } from '../../../shared/account.js';
import { ACCOUNT_TABLES, TABLES_WITHOUT_PEOPLE } from './deletion.js';
import { coachIdle } from '../shared-chat/coach.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A column that names or points at a person: such a table needs a rule in ACCOUNT_TABLES. */
const PERSON_COLUMN = /(^|_)(user|user1|user2|sender|inviter|invitee|author|owner|member|subscriber|recipient|reactor|poster)(_id|_ids|_email)?$|(^|_)email$|^to_address$|_by$/;

async function liveTables(db: Kysely<any>): Promise<Array<{ name: string; columns: string[] }>> {
  let schema: string | undefined;
  if (t.database.dialect === 'postgres') schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && !table.name.startsWith('kysely_') && (schema === undefined || table.schema === schema))
    .map((table) => ({ name: table.name, columns: table.columns.map((c) => c.name) }));
}

/** Every row of every table, as text: what "no table holds the person's e-mail, name or words" is checked against. */
async function everyRowAsText(db: Kysely<any>): Promise<string> {
  const parts: string[] = [];
  for (const table of await liveTables(db)) parts.push(`${table.name}: ${JSON.stringify(await db.selectFrom(table.name).selectAll().execute())}`);
  return parts.join('\n');
}

describe('the deletion rules cover the schema', () => {
  it('has a rule for every table with a column about a person (add one when you add such a table)', async () => {
    const missing: string[] = [];
    for (const table of await liveTables(t.database.db)) {
      if (table.name in ACCOUNT_TABLES || (TABLES_WITHOUT_PEOPLE as readonly string[]).includes(table.name)) continue;
      const personal = table.columns.filter((c) => PERSON_COLUMN.test(c));
      if (personal.length > 0) missing.push(`${table.name} (${personal.join(', ')})`);
    }
    expect(missing).toEqual([]);
  });

  it('names only tables that exist', async () => {
    const names = new Set((await liveTables(t.database.db)).map((table) => table.name));
    expect(Object.keys(ACCOUNT_TABLES).filter((name) => !names.has(name))).toEqual([]);
  });
});

interface World {
  zeph: TestUser;
  partner: TestUser;
  connectionId: string;
  withChat: string;
  partnerAbout: string;
  /** The partner's private coach chat: its coach turn about Zeph goes, the others stay. */
  partnerCoach: string;
  words: string[];
  /** Everything of the person that must be gone: e-mail, other contact address, names, words. */
  needles: string[];
}

const PARTNER_OWN_COACH_TURN = 'Try a short walk together after dinner this week.';

/** A person with a bit of everything: coach, shared chats both ways, journal, feedback, an invitation, a photo. */
async function buildWorld(app: TestApp = t): Promise<World> {
  const t = app;
  const tag = randomBytes(4).toString('hex');
  const words = [`marmalade${tag}`, `xylophone${tag}`, `quasar${tag}`, `lanternfish${tag}`, `bergamot${tag}`, `saffron${tag}`];
  const zeph = await createAssessedUser(t, { firstName: `Zephyrine${tag}`, lastName: `Quillbright${tag}`, email: `zq-${tag}@attune.test` });
  const partner = await createAssessedUser(t, { firstName: 'Partner' });
  const stranger = await createAssessedUser(t, { firstName: 'Stranger' });
  const connectionId = await insertConnection(t.database, zeph.user.id, partner.user.id, 'friend');
  // A request Zeph made that is still pending.
  await t.request({ method: 'POST', url: '/api/invitations', token: zeph.token, body: { email: '', relationshipType: 'friend', directUserId: stranger.user.id } });

  const post = (token: string, url: string, body?: unknown) => t.request({ method: 'POST', url, token, ...(body !== undefined ? { body } : {}) });
  const withChat = (await post(zeph.token, `/api/connections/${connectionId}/conversations/with`)).json().id as string;
  expect((await post(zeph.token, `/api/shared-conversations/${withChat}/messages`, { content: `I said ${words[0]}` })).statusCode).toBe(201);
  expect((await post(partner.token, `/api/shared-conversations/${withChat}/messages`, { content: 'The partner keeps this sentence.' })).statusCode).toBe(201);
  await t.database.db
    .insertInto('shared_messages')
    .values({ id: newId(), conversation_id: withChat, sender_id: null, sender_role: 'coach', content: `${zeph.user.firstName} and Partner, try a walk together.`, created_at: new Date().toISOString() })
    .execute();
  const zephAbout = (await post(zeph.token, `/api/connections/${connectionId}/conversations/about`)).json().id as string;
  expect((await post(zeph.token, `/api/shared-conversations/${zephAbout}/messages`, { content: `Privately: ${words[1]}` })).statusCode).toBe(201);
  const partnerAbout = (await post(partner.token, `/api/connections/${connectionId}/conversations/about`)).json().id as string;
  expect((await post(partner.token, `/api/shared-conversations/${partnerAbout}/messages`, { content: 'A note the partner wrote for themselves.' })).statusCode).toBe(201);

  const coach = (await post(zeph.token, '/api/chat/conversations', { title: 'Talk' })).json();
  const coachId = (coach.id ?? coach.conversation?.id) as string;
  expect((await post(zeph.token, `/api/chat/conversations/${coachId}/messages`, { content: `Coach, about ${words[2]}` })).statusCode).toBe(200);

  const actions = (await t.request({ method: 'GET', url: '/api/stability-actions/social', token: zeph.token })).json();
  const list = (Array.isArray(actions) ? actions : actions.actions) as Array<{ id: string }>;
  expect((await post(zeph.token, `/api/stability-actions/${list[0]!.id}/complete`, { content: `Reflection: ${words[3]}` })).statusCode).toBe(200);
  expect((await post(zeph.token, '/api/feedback', { message: `Feedback: ${words[4]}`, email: zeph.user.email })).statusCode).toBe(200);
  // Feedback with another contact address: the administrator's mail copy names that address, not the account's.
  const contact = `reach-${tag}@elsewhere.test`;
  expect((await post(zeph.token, '/api/feedback', { message: `More feedback: ${words[4]}`, email: contact })).statusCode).toBe(200);
  // The partner's private coach chat: the coach described Zeph from Zeph's profile, and said something else too.
  const partnerCoach = ((c) => (c.id ?? c.conversation?.id) as string)((await post(partner.token, '/api/chat/conversations', { title: 'Mine' })).json());
  expect((await post(partner.token, `/api/chat/conversations/${partnerCoach}/messages`, { content: 'How do I show my friend I care?' })).statusCode).toBe(200);
  const at = new Date().toISOString();
  await t.database.db
    .insertInto('coach_messages')
    .values([
      { id: newId(), conversation_id: partnerCoach, user_id: partner.user.id, role: 'assistant', content: `${zeph.user.firstName} feels loved through quality time.`, attachment: null, created_at: at },
      { id: newId(), conversation_id: partnerCoach, user_id: partner.user.id, role: 'assistant', content: PARTNER_OWN_COACH_TURN, attachment: null, created_at: at },
    ])
    .execute();
  await post(zeph.token, '/api/invitations/send-email', { inviteeEmail: `friend-${tag}@elsewhere.test`, relationshipType: 'friend', personalMessage: `Join me: ${words[5]}` });
  await t.database.db.insertInto('profile_images').values({ user_id: zeph.user.id, jpeg_base64: Buffer.from(`photo ${words[0]}`).toString('base64'), updated_at: new Date().toISOString() }).execute();
  await t.database.db
    .insertInto('push_subscriptions')
    .values({ id: newId(), user_id: zeph.user.id, endpoint: `https://push.example.test/${tag}`, p256dh_key: 'k', auth_key: 'a', user_agent: 'UA', created_at: new Date().toISOString(), updated_at: new Date().toISOString() } as never)
    .execute();
  const needles = [zeph.user.email, contact, zeph.user.firstName, zeph.user.lastName, ...words];
  return { zeph, partner, connectionId, withChat, partnerAbout, partnerCoach, words, needles };
}

const del = (token: string | undefined, body: unknown) => t.request({ method: 'DELETE', url: '/api/account', ...(token ? { token } : {}), body });

describe('DELETE /api/account', () => {
  it('refuses without the right password or a session, and changes nothing', async () => {
    const ada = await createUser(t);
    const wrong = await del(ada.token, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { password: M.wrongPassword } });
    expect((await del(ada.token, {})).statusCode).toBe(400);
    expect((await del(undefined, { password: ada.password })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: ada.token })).statusCode).toBe(200);
  });

  it('removes everything of the person; the partner keeps their own words and sees a "Deleted member"; the address can register again', async () => {
    const admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
    const before = (await t.request({ method: 'GET', url: '/api/admin/deletions', token: admin.token })).json().count as number;
    const w = await buildWorld();
    const { zeph, partner } = w;

    const res = await del(zeph.token, { password: zeph.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.accountDeleted });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: zeph.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: zeph.user.email, password: zeph.password } })).statusCode).toBe(401);

    // No table holds the e-mail, the names or the words.
    const everything = await everyRowAsText(t.database.db);
    for (const needle of [zeph.user.email, zeph.user.firstName, zeph.user.lastName, ...w.words]) expect(everything).not.toContain(needle);
    // No row points at the person, except the empty "Deleted member" row and what refers to it to keep the pair.
    const db = t.database.db as Kysely<any>;
    for (const table of await liveTables(db)) {
      if (!table.columns.includes('user_id')) continue;
      const rows = await db.selectFrom(table.name).select('user_id').where('user_id', '=', zeph.user.id).execute();
      expect(`${table.name}: ${rows.length}`).toBe(`${table.name}: 0`);
    }
    const ghost = await db.selectFrom('users').selectAll().where('id', '=', zeph.user.id).executeTakeFirstOrThrow();
    expect(ghost).toMatchObject({ first_name: DELETED_MEMBER_NAME, last_name: '', is_active: 0, password_hash: '!' });

    // The partner's view works: the connection, the "with" chat with their own message, their own "about" chat.
    const connections = await t.request({ method: 'GET', url: '/api/connections', token: partner.token });
    expect(connections.statusCode).toBe(200);
    expect(JSON.stringify(connections.json())).toContain(DELETED_MEMBER_NAME);
    const withMessages = await t.request({ method: 'GET', url: `/api/shared-conversations/${w.withChat}/messages`, token: partner.token });
    expect(withMessages.statusCode).toBe(200);
    const list = (Array.isArray(withMessages.json()) ? withMessages.json() : withMessages.json().messages) as Array<{ content: string; senderId: string | null; senderRole: string }>;
    expect(list.map((m) => m.content)).toContain('The partner keeps this sentence.');
    expect(list).toContainEqual(expect.objectContaining({ content: DELETED_MESSAGE_TEXT, senderId: null, senderRole: 'user' }));
    // The coach's turns, made from both profiles, are gone.
    expect(list.filter((m) => m.senderRole === 'coach')).toEqual([]);
    const about = await t.request({ method: 'GET', url: `/api/shared-conversations/${w.partnerAbout}/messages`, token: partner.token });
    expect(about.statusCode).toBe(200);
    expect(JSON.stringify(about.json())).toContain('A note the partner wrote for themselves.');
    const conversations = await t.request({ method: 'GET', url: `/api/connections/${w.connectionId}/conversations`, token: partner.token });
    expect(conversations.statusCode).toBe(200);
    // The partner can still write in their own "about" chat, and the coach answers without the deleted person's data.
    const note = await t.request({ method: 'POST', url: `/api/shared-conversations/${w.partnerAbout}/messages`, token: partner.token, body: { content: 'Still thinking about it.' } });
    expect(note.statusCode).toBe(201);
    await coachIdle(t.deps);

    const afterwards = await everyRowAsText(t.database.db);
    for (const needle of [zeph.user.email, zeph.user.firstName, zeph.user.lastName, ...w.words]) expect(afterwards).not.toContain(needle);

    // The partner's export holds nothing of the deleted person.
    const partnerExport = await t.request({ method: 'GET', url: '/api/account/export', token: partner.token });
    expect(partnerExport.statusCode).toBe(200);
    for (const needle of [zeph.user.email, zeph.user.firstName, zeph.user.lastName, ...w.words]) expect(partnerExport.body).not.toContain(needle);

    // The administrator counts one more deletion, and does not list the empty row.
    expect((await t.request({ method: 'GET', url: '/api/admin/deletions', token: admin.token })).json()).toEqual({ count: before + 1 });
    const users = (await t.request({ method: 'GET', url: '/api/admin/users', token: admin.token })).json() as Array<{ id: string }>;
    expect(users.map((u) => u.id)).not.toContain(zeph.user.id);
    expect((await t.request({ method: 'GET', url: `/api/admin/users/${zeph.user.id}`, token: admin.token })).statusCode).toBe(404);

    // The address is free for a new person.
    const again = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'New', lastName: 'Person', email: zeph.user.email, password: 'a fresh start here' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(zeph.user.id);
  });

  it("removes the coach's turns about the person from the partner's private coach chat, and keeps the partner's own", async () => {
    const w = await buildWorld();
    expect((await del(w.zeph.token, { password: w.zeph.password })).statusCode).toBe(200);
    const turns = await t.database.db.selectFrom('coach_messages').select(['role', 'content']).where('conversation_id', '=', w.partnerCoach).execute();
    expect(turns.map((m) => m.content)).toContain(PARTNER_OWN_COACH_TURN);
    expect(turns.map((m) => m.content)).toContain('How do I show my friend I care?');
    expect(JSON.stringify(turns)).not.toContain(w.zeph.user.firstName);
  });

  it('leaves no trace of the person in the database files (db, -wal, -shm) of the running server, or in any row (PostgreSQL)', async () => {
    const w = await buildWorld();
    expect((await del(w.zeph.token, { password: w.zeph.password })).statusCode).toBe(200);
    // Every row as text, on both databases.
    const everything = await everyRowAsText(t.database.db);
    for (const needle of w.needles) expect(everything, needle).not.toContain(needle);
    if (!t.database.sqlite) return;
    // The server keeps running: no checkpoint or close by the test, the files are read as they are now.
    const file = t.database.sqlite.name;
    const bytes = Buffer.concat([file, `${file}-wal`, `${file}-shm`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
    for (const needle of w.needles) {
      expect(bytes.includes(Buffer.from(needle)), needle).toBe(false);
      expect(bytes.includes(Buffer.from(needle, 'utf16le')), `${needle} (UTF-16)`).toBe(false);
    }
  });

  it('deletes a person without connections completely', async () => {
    const ada = await createUser(t);
    expect((await del(ada.token, { password: ada.password })).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', ada.user.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('GET /api/account/export', () => {
  it("streams one JSON file with everything of the person's and nothing another person wrote privately", async () => {
    const w = await buildWorld();
    const res = await t.request({ method: 'GET', url: '/api/account/export', token: w.zeph.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="attune-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['content-type']).toContain('application/json');
    const data = JSON.parse(res.body);
    expect(data.account).toMatchObject({ email: w.zeph.user.email, firstName: w.zeph.user.firstName });
    for (const word of w.words) expect(res.body).toContain(word);
    expect(data.results.length).toBe(1);
    expect(data.connections).toContainEqual(expect.objectContaining({ with: 'Partner Person', status: 'active' }));
    expect(data.coachConversations[0].messages.length).toBeGreaterThan(0);
    // Not the partner's words, not the partner's "about" chat.
    expect(res.body).not.toContain('The partner keeps this sentence.');
    expect(res.body).not.toContain('A note the partner wrote for themselves.');
    expect(data.sharedChats.map((c: { id: string }) => c.id)).not.toContain(w.partnerAbout);
    expect(res.body).not.toMatch(/password|secret_hash|token_hash|p256dh/i);
    // The partner's own export does not hold Zeph's "about" chat or private words either.
    const partner = await t.request({ method: 'GET', url: '/api/account/export', token: w.partner.token });
    expect(partner.body).toContain('A note the partner wrote for themselves.');
    for (const word of w.words) expect(partner.body).not.toContain(word);
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await t.request({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});

// Like the pub/sub tests: scripts/test.mjs sets REDIS_TESTS=off (and says so loudly) only outside CI when no Redis answers.
describe.skipIf(process.env.REDIS_TESTS === 'off')('deletion and Redis (rate-limit counters)', () => {
  it('keeps no raw address in Redis, and removes the counters kept under the person', async () => {
    const app = await createTestApp({ redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
    try {
      const w = await buildWorld(app);
      // Counters under the address: a failed sign-in and a password reset request.
      expect((await app.request({ method: 'POST', url: '/api/auth/login', body: { email: w.zeph.user.email, password: 'not the password' } })).statusCode).toBe(401);
      expect((await app.request({ method: 'POST', url: '/api/auth/reset-password', body: { email: w.zeph.user.email } })).statusCode).toBe(200);
      const redis = app.deps.redis!;
      const secret = await app.database.db.selectFrom('server_keys').select('value').where('name', '=', 'rate-limit-keys').executeTakeFirstOrThrow();
      const keys = new LimitKeys(async () => Buffer.from(secret.value, 'base64url'));
      const personal = async () => {
        const mine = await Promise.all([w.zeph.user.email, w.zeph.user.id].map((k) => keys.of(k)));
        return (await redis.keys('attune:limit:*')).filter((key) => mine.some((k) => key.endsWith(`:${k}`)));
      };
      expect((await personal()).length).toBeGreaterThanOrEqual(3);

      expect((await app.request({ method: 'DELETE', url: '/api/account', token: w.zeph.token, body: { password: w.zeph.password } })).statusCode).toBe(200);
      expect(await personal()).toEqual([]);
      // Nothing in any key or value names the person.
      const dump: string[] = [];
      for (const key of await redis.keys('*')) {
        dump.push(key);
        const type = await redis.type(key);
        if (type === 'string') dump.push((await redis.get(key)) ?? '');
        else if (type === 'hash') dump.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') dump.push(JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'set') dump.push(JSON.stringify(await redis.smembers(key)));
        else if (type === 'zset') dump.push(JSON.stringify(await redis.zrange(key, '0', '-1')));
      }
      const text = dump.join('\n');
      for (const needle of w.needles) expect(text, needle).not.toContain(needle);
    } finally {
      await app.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser } from '../../test/factories.js';
import { connectAs, http, insertConnection, startInstance, type Instance } from '../../test/chat.js';
import type { Database } from '../../db/database.js';
import { CONNECTION_MESSAGES as M, type ConnectionView } from './connections.schemas.js';
import { SHARED_CHAT_MESSAGES } from '../shared-chat/delivery.js';
import { DELETED_MESSAGE_TEXT } from '../../../shared/account.js';
import { loadCoachContext } from '../coach/coach.service.js';

/**
 * A partner who deleted their account (issue 30 item 3): the remaining person sees that they left (live over /ws), the
 * chat reads but takes no new words, nothing about the connection changes, and only they can remove what is left.
 */
let db: { database: Database; dispose(): Promise<void> };
let server: Instance;

beforeAll(async () => {
  db = await openTestDatabase();
  server = await startInstance(db.database);
});
afterAll(async () => {
  await server?.stop();
  await db?.dispose();
});

const member = (firstName: string) => createAssessedUser({ deps: server.deps } as TestApp, { firstName });

/** Bea and a partner who writes in their chat and then deletes their account; Bea's socket is open throughout. */
async function departedPair() {
  const bea = await member('Bea');
  const leaver = await member('Leo');
  const connectionId = await insertConnection(db.database, bea.user.id, leaver.user.id, 'couple');
  const chat = await http<{ id: string }>(server.baseUrl, 'POST', `/api/connections/${connectionId}/conversations/with`, bea.token);
  expect((await http(server.baseUrl, 'POST', `/api/shared-conversations/${chat.body.id}/messages`, bea.token, { content: 'Bea was here' })).status).toBe(201);
  expect((await http(server.baseUrl, 'POST', `/api/shared-conversations/${chat.body.id}/messages`, leaver.token, { content: 'Leo was here' })).status).toBe(201);
  const socket = await connectAs(server.wsUrl, bea.token);
  expect((await http(server.baseUrl, 'DELETE', '/api/account', leaver.token, { password: leaver.password })).status).toBe(200);
  return { bea, leaver, connectionId, chatId: chat.body.id, socket };
}

describe('a connection whose other person left Attune', () => {
  it('is pushed live to open screens and shows as departed: no Vibe, no results, the chat kept', async () => {
    const { bea, connectionId, chatId, socket } = await departedPair();
    await socket.waitFor((e) => e.type === 'connection_changed' && e.connectionId === connectionId);
    socket.close();

    const list = await http<ConnectionView[]>(server.baseUrl, 'GET', '/api/connections', bea.token);
    const view = list.body.find((c) => c.id === connectionId)!;
    expect(view.departedAt).not.toBeNull();
    expect(view).toMatchObject({ vibe: null, compatibilityScore: null, vibeMove: null, otherUserResults: null });
    expect(view.otherUser.email).toBe('');

    const messages = await http<Array<{ content: string }>>(server.baseUrl, 'GET', `/api/shared-conversations/${chatId}/messages`, bea.token);
    expect(messages.body.map((m) => m.content)).toEqual(['Bea was here', DELETED_MESSAGE_TEXT]);
  });

  it("is no one the coach names or reads: Bea's greeting and coach context leave the deleted account out", async () => {
    const { bea, socket } = await departedPair();
    socket.close();
    const info = await http<{ result: { data: { greeting: string } } }>(server.baseUrl, 'GET', '/trpc/coach.info', bea.token);
    expect(info.status).toBe(200);
    expect(info.body.result.data.greeting).toContain('understand yourself and the people in your life better');
    expect(info.body.result.data.greeting).not.toMatch(/Deleted member|Leo/);
    const context = await loadCoachContext(server.deps, bea.user.id);
    expect(context.connections).toEqual([]);
  });

  it("takes no new messages in the pair's chat and no new relationship type; Bea's private notes stay hers", async () => {
    const { bea, connectionId, chatId, socket } = await departedPair();
    socket.close();
    const about = await http<{ id: string }>(server.baseUrl, 'POST', `/api/connections/${connectionId}/conversations/about`, bea.token);
    expect(about.status).toBe(200);
    expect((await http(server.baseUrl, 'POST', `/api/shared-conversations/${about.body.id}/messages`, bea.token, { content: 'A note to myself' })).status).toBe(201);
    const send = await http<{ message: string }>(server.baseUrl, 'POST', `/api/shared-conversations/${chatId}/messages`, bea.token, { content: 'Still there?' });
    expect(send.status).toBe(409);
    expect(send.body.message).toBe(SHARED_CHAT_MESSAGES.departed);
    const retype = await http<{ message: string }>(server.baseUrl, 'PUT', `/api/connections/${connectionId}/relationship-type`, bea.token, { relationshipType: 'friend' });
    expect(retype.status).toBe(409);
    expect(retype.body.message).toBe(M.departedReadOnly);
  });

  it('is removed in one call by the remaining member, with its chats and the empty "Deleted member" row', async () => {
    const { bea, leaver, connectionId, chatId, socket } = await departedPair();
    const res = await http(server.baseUrl, 'DELETE', `/api/connections/${connectionId}/departed`, bea.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    // Bea's other open screens learn it too.
    await socket.waitFor((e) => e.type === 'connection_changed' && e.connectionId === connectionId && socket.of('connection_changed').length >= 2);
    socket.close();
    const list = await http<ConnectionView[]>(server.baseUrl, 'GET', '/api/connections', bea.token);
    expect(list.body.some((c) => c.id === connectionId)).toBe(false);
    const { db: k } = db.database;
    expect(await k.selectFrom('shared_conversations').select('id').where('id', '=', chatId).executeTakeFirst()).toBeUndefined();
    expect(await k.selectFrom('users').select('id').where('id', '=', leaver.user.id).executeTakeFirst()).toBeUndefined();
  });

  it('keeps the departed row while another person still has a connection with them', async () => {
    const bea = await member('Bea');
    const cal = await member('Cal');
    const leaver = await member('Lou');
    const first = await insertConnection(db.database, bea.user.id, leaver.user.id);
    await insertConnection(db.database, cal.user.id, leaver.user.id);
    expect((await http(server.baseUrl, 'DELETE', '/api/account', leaver.token, { password: leaver.password })).status).toBe(200);
    expect((await http(server.baseUrl, 'DELETE', `/api/connections/${first}/departed`, bea.token)).status).toBe(200);
    const row = await db.database.db.selectFrom('users').select('deleted_at').where('id', '=', leaver.user.id).executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
    const cals = await http<ConnectionView[]>(server.baseUrl, 'GET', '/api/connections', cal.token);
    expect(cals.body).toHaveLength(1);
  });

  describe('is refused', () => {
    it('without a session (401), to someone not in it (404, as if it did not exist), and for a malformed id (400)', async () => {
      const { connectionId, socket } = await departedPair();
      socket.close();
      const stranger = await member('Sam');
      expect((await http(server.baseUrl, 'DELETE', `/api/connections/${connectionId}/departed`)).status).toBe(401);
      const other = await http<{ message: string }>(server.baseUrl, 'DELETE', `/api/connections/${connectionId}/departed`, stranger.token);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe(M.connectionNotFound);
      expect((await http(server.baseUrl, 'DELETE', `/api/connections/${'x'.repeat(300)}/departed`, stranger.token)).status).toBe(400);
    });

    it('before the assessment is done (403)', async () => {
      const { connectionId, socket } = await departedPair();
      socket.close();
      const newcomer = await createUser({ deps: server.deps } as TestApp);
      expect((await http(server.baseUrl, 'DELETE', `/api/connections/${connectionId}/departed`, newcomer.token)).status).toBe(403);
    });

    it('for a connection whose two people are both still here (409), which stays', async () => {
      const ann = await member('Ann');
      const ben = await member('Ben');
      const id = await insertConnection(db.database, ann.user.id, ben.user.id);
      const res = await http<{ message: string }>(server.baseUrl, 'DELETE', `/api/connections/${id}/departed`, ann.token);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.departedOnly);
      expect((await http<ConnectionView[]>(server.baseUrl, 'GET', '/api/connections', ben.token)).body.some((c) => c.id === id)).toBe(true);
    });

    it('to the departed person: their session is gone (401)', async () => {
      const { leaver, connectionId, socket } = await departedPair();
      socket.close();
      expect((await http(server.baseUrl, 'DELETE', `/api/connections/${connectionId}/departed`, leaver.token)).status).toBe(401);
    });
  });
});

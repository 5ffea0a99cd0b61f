import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, deactivate, type TestUser } from '../../test/factories.js';
import * as chat from '../shared-chat/shared-chat.service.js';
import { insertConnection } from '../../test/chat.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const counts = (who?: TestUser) => t.request({ method: 'GET', url: '/trpc/unread.counts', token: who?.token });
const markRead = (who: TestUser | undefined, body: unknown) => t.request({ method: 'POST', url: '/trpc/unread.markRead', token: who?.token, body });
const countsOf = async (who: TestUser) => (await counts(who)).json().result.data as Record<string, number>;

async function pairWithChat() {
  const ada = await createAssessedUser(t, { firstName: 'Ada' });
  const bob = await createAssessedUser(t, { firstName: 'Bob' });
  const connectionId = await insertConnection(t.database, ada.user.id, bob.user.id);
  const conversation = await chat.createConversation(t.deps, ada.user.id, connectionId, 'with');
  return { ada, bob, connectionId, conversation };
}

describe('unread messages, remembered on the server', () => {
  it('counts what the other person sent since one last read, per connection, and forgets it once read', async () => {
    const { ada, bob, connectionId, conversation } = await pairWithChat();
    expect(await countsOf(bob)).toEqual({});
    await chat.sendMessage(t.deps, ada.user.id, conversation.id, 'Are you free on Saturday?');
    const second = await chat.sendMessage(t.deps, ada.user.id, conversation.id, 'Thinking of the lake');
    // Bob has two unread; Ada, who wrote them, has none.
    expect(await countsOf(bob)).toEqual({ [connectionId]: 2 });
    expect(await countsOf(ada)).toEqual({});

    // Read positions live on the server: any later session of Bob's (another device, a new sign-in) sees the same.
    const res = await markRead(bob, { conversationId: conversation.id, seq: second.seq });
    expect(res.statusCode).toBe(200);
    expect(await countsOf(bob)).toEqual({});
    const third = await chat.sendMessage(t.deps, ada.user.id, conversation.id, 'Or the hills?');
    expect(await countsOf(bob)).toEqual({ [connectionId]: 1 });

    // A late report from an older tab never moves the position back; a seq past the end stops at the last message.
    await markRead(bob, { conversationId: conversation.id, seq: 0 });
    expect(await countsOf(bob)).toEqual({ [connectionId]: 1 });
    await markRead(bob, { conversationId: conversation.id, seq: third.seq + 1000 });
    expect(await countsOf(bob)).toEqual({});
    const fourth = await chat.sendMessage(t.deps, ada.user.id, conversation.id, 'Let me know');
    expect(fourth.seq).toBeGreaterThan(third.seq);
    expect(await countsOf(bob)).toEqual({ [connectionId]: 1 });
  });

  it('counts a private "about" chat only for the person who started it', async () => {
    const { ada, bob, connectionId } = await pairWithChat();
    const about = await chat.createConversation(t.deps, ada.user.id, connectionId, 'about');
    await t.database.db
      .insertInto('shared_messages')
      .values({ id: 'coach-reply-1', conversation_id: about.id, sender_id: null, sender_role: 'coach', content: 'Here is a thought', created_at: new Date().toISOString() })
      .execute();
    expect(await countsOf(ada)).toEqual({ [connectionId]: 1 });
    expect(await countsOf(bob)).toEqual({});
    // Bob cannot move a position in a conversation he may not read.
    expect((await markRead(bob, { conversationId: about.id, seq: 1 })).statusCode).toBe(404);
  });

  it('answers 403 to a member whose assessment is not complete (the gate of the chats)', async () => {
    const newcomer = await createUser(t);
    expect((await counts(newcomer)).statusCode).toBe(403);
    expect((await markRead(newcomer, { conversationId: 'x', seq: 1 })).statusCode).toBe(403);
  });

  it('answers 401 to anonymous callers and deactivated members', async () => {
    expect((await counts()).statusCode).toBe(401);
    expect((await markRead(undefined, { conversationId: 'x', seq: 1 })).statusCode).toBe(401);
    const gone = await createUser(t);
    await deactivate(t, gone.user.id);
    expect((await counts(gone)).statusCode).toBe(401);
  });

  it('answers 404 for a stranger or an unknown conversation, and 400 for bad input', async () => {
    const { conversation } = await pairWithChat();
    const stranger = await createAssessedUser(t);
    expect((await markRead(stranger, { conversationId: conversation.id, seq: 1 })).statusCode).toBe(404);
    expect((await markRead(stranger, { conversationId: 'nope', seq: 1 })).statusCode).toBe(404);
    for (const body of [{ conversationId: conversation.id, seq: -1 }, { conversationId: conversation.id, seq: 1.5 }, { conversationId: '', seq: 1 }, {}]) {
      expect((await markRead(stranger, body)).statusCode).toBe(400);
    }
  });

  it("answers the home screen's batch of queries (every procedure name in one path parameter)", async () => {
    const bob = await createAssessedUser(t);
    const names = ['connections.list', 'connections.pending', 'invitations.list', 'survey.weights', 'survey.results', 'coach.info', 'unread.counts', 'coach.conversations'];
    const res = await t.request({ method: 'GET', url: `/trpc/${names.join(',')}?batch=1&input=%7B%7D`, token: bob.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(names.length);
  });

  it('keeps one position per person and conversation when many reports race', async () => {
    const { ada, bob, conversation } = await pairWithChat();
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await chat.sendMessage(t.deps, ada.user.id, conversation.id, `note ${i}`));
    await Promise.all(sent.map((m) => markRead(bob, { conversationId: conversation.id, seq: m.seq })));
    const rows = await t.database.db.selectFrom('read_positions').selectAll().where('user_id', '=', bob.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.last_read_seq).toBe(sent[4]!.seq);
  });
});

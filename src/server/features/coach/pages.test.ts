import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorOf } from '../../../shared/text.js';
import { newId } from '../../ids.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser } from '../../test/factories.js';

/** Issue 12, finding 11: the coach's lists come a page at a time, newest first, with a cursor for older ones. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

describe('pages of the coach lists', () => {
  it('conversations: the newest `limit`, then those before the last one held', async () => {
    const me = await createAssessedUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = newId();
      const at = `2026-11-2${i}T10:00:00.000Z`;
      await t.database.db.insertInto('coach_conversations').values({ id, user_id: me.user.id, title: `Talk ${i}`, created_at: at, updated_at: at }).execute();
      ids.push(id);
    }
    const first = (await get('/api/chat/conversations?limit=2', me.token)).json() as Array<{ id: string; updatedAt: string }>;
    expect(first.map((c) => c.id)).toEqual([ids[4], ids[3]]);
    const last = first.at(-1)!;
    const second = (await get(`/api/chat/conversations?limit=2&before=${encodeURIComponent(cursorOf(last, last.updatedAt))}`, me.token)).json() as Array<{ id: string }>;
    expect(second.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    // Without a limit: up to the default page, all five here.
    expect((await get('/api/chat/conversations', me.token)).json()).toHaveLength(5);
    // A malformed position or limit is a 400 naming it.
    for (const url of ['/api/chat/conversations?before=yesterday', '/api/chat/conversations?limit=100000', '/api/chat/conversations?limit=-1']) {
      expect((await get(url, me.token)).statusCode, url).toBe(400);
    }
  });

  it('messages: the newest `limit` oldest first, then the ones before; nobody else reads them', async () => {
    const me = await createAssessedUser(t);
    const other = await createAssessedUser(t);
    const conversationId = newId();
    await t.database.db.insertInto('coach_conversations').values({ id: conversationId, user_id: me.user.id, title: 'Long talk', created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' }).execute();
    for (let i = 0; i < 6; i++) {
      await t.database.db
        .insertInto('coach_messages')
        .values({ id: newId(), conversation_id: conversationId, user_id: me.user.id, role: i % 2 ? 'assistant' : 'user', content: `m${i}`, attachment: null, created_at: `2026-11-20T10:0${i}:00.000Z` })
        .execute();
    }
    const latest = (await get(`/api/chat/conversations/${conversationId}/messages?limit=4`, me.token)).json() as Array<{ id: string; content: string; createdAt: string }>;
    expect(latest.map((m) => m.content)).toEqual(['m2', 'm3', 'm4', 'm5']);
    const oldest = latest[0]!;
    const earlier = (await get(`/api/chat/conversations/${conversationId}/messages?limit=4&before=${encodeURIComponent(cursorOf(oldest, oldest.createdAt))}`, me.token)).json() as Array<{ content: string }>;
    expect(earlier.map((m) => m.content)).toEqual(['m0', 'm1']);
    expect((await get(`/api/chat/conversations/${conversationId}/messages?limit=4`, other.token)).statusCode).toBe(404);
  });
});

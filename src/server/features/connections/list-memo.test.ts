/**
 * The browser's list reads served from the memo (decision 110): after every kind of write that changes a list — by
 * the reader, by the other person, or by a second app instance on the same database — the answer equals one computed
 * afresh and differs from the one before; and a kept answer never reaches anyone but its reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, reopenTestDatabase, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { setReadMemoDisabled } from '../../db/readMemo.js';

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let connectionId: string;
beforeAll(async () => {
  t = await createTestApp();
  ada = await createAssessedUser(t, { firstName: 'Ada' });
  bob = await createAssessedUser(t, { firstName: 'Bob' });
  connectionId = (await connect(t.deps, ada.user.id, bob.user.id, 'friend')).id;
});
afterAll(async () => {
  await t?.close();
});

const LISTS = ['connections.cards', 'connections.list', 'coach.conversations'] as const;

async function read(path: string, who: TestUser | undefined) {
  const res = await t.request({ method: 'GET', url: `/trpc/${path}`, token: who?.token });
  return { status: res.statusCode, body: res.body };
}

/** The same read with every answer computed afresh. */
async function fresh(path: string, who: TestUser) {
  setReadMemoDisabled(true);
  try {
    return await read(path, who);
  } finally {
    setReadMemoDisabled(false);
  }
}

/** Reads `path` (so the memo holds it), runs `write`, and requires the next read to be fresh and different. */
async function expectChangedBy(path: string, who: TestUser, write: () => Promise<unknown>) {
  const before = await read(path, who);
  expect(await read(path, who)).toEqual(before); // served again while nothing changed
  await write();
  const after = await read(path, who);
  expect(after.status).toBe(200);
  expect(after).toEqual(await fresh(path, who));
  expect(after.body).not.toBe(before.body);
}

const ok = async (promise: Promise<{ statusCode: number }>) => expect((await promise).statusCode).toBe(200);

describe('list reads kept until the database changes', () => {
  it('the connection list and cards follow every write that changes them, whoever makes it', async () => {
    for (const path of ['connections.cards', 'connections.list']) {
      // The other person renames themselves; the reader changes the pair's type.
      await expectChangedBy(path, ada, () => ok(t.request({ method: 'PATCH', url: '/api/profile', token: bob.token, body: { firstName: `Bo${path.length}` } })));
      await expectChangedBy(path, ada, () => ok(t.request({ method: 'PATCH', url: '/api/profile', token: bob.token, body: { lastName: `B${path.length}` } })));
      if (path === 'connections.list') {
        // Only the full view explains the Vibe: what the other person keeps private changes it.
        await expectChangedBy(path, ada, () => ok(t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: bob.token, body: { attachment: false } })));
        await expectChangedBy(path, ada, () => ok(t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: bob.token, body: { attachment: true } })));
      }
      const type = path === 'connections.cards' ? 'family' : 'couple';
      await expectChangedBy(path, ada, () =>
        ok(t.request({ method: 'PUT', url: `/api/connections/${connectionId}/relationship-type`, token: ada.token, body: { relationshipType: type } })),
      );
      // A second instance on the same database writes: this one's kept answer is not served.
      await expectChangedBy(path, ada, async () => {
        const other = reopenTestDatabase(t.deps.database);
        try {
          await sql`update users set last_name = ${`Elsewhere${path.length}`} where id = ${bob.user.id}`.execute(other.db);
        } finally {
          await other.close();
        }
      });
    }
    // A new connection appears, a removed one goes.
    const cleo = await createAssessedUser(t, { firstName: 'Cleo' });
    let cleoConnection = '';
    await expectChangedBy('connections.cards', ada, async () => {
      cleoConnection = (await connect(t.deps, cleo.user.id, ada.user.id, 'friend')).id;
    });
    await expectChangedBy('connections.cards', ada, () => ok(t.request({ method: 'DELETE', url: `/api/connections/${cleoConnection}`, token: cleo.token })));
  });

  it('the coach conversation list follows its writes', async () => {
    let id = '';
    await expectChangedBy('coach.conversations', ada, async () => {
      const made = await t.request({ method: 'POST', url: '/api/chat/conversations', token: ada.token, body: { title: 'First' } });
      expect(made.statusCode).toBe(200);
      id = (made.json() as { id: string }).id;
    });
    await expectChangedBy('coach.conversations', ada, () => ok(t.request({ method: 'PATCH', url: `/api/chat/conversations/${id}`, token: ada.token, body: { title: 'Renamed' } })));
    await expectChangedBy('coach.conversations', ada, () => ok(t.request({ method: 'DELETE', url: `/api/chat/conversations/${id}`, token: ada.token })));
  });

  it('a kept answer reaches only its reader, and the checks before it still run', async () => {
    await ok(t.request({ method: 'POST', url: '/api/chat/conversations', token: ada.token, body: { title: 'Ada only' } }));
    const stranger = await createAssessedUser(t, { firstName: 'Sam' });
    const newcomer = await createUser(t, { firstName: 'Nia' });
    const asking = await createAssessedUser(t, { firstName: 'Gus' });
    await connect(t.deps, asking.user.id, ada.user.id, 'friend', 'pending');
    for (const path of LISTS) {
      const adas = await read(path, ada); // kept now
      expect(adas.status).toBe(200);
      expect((await read(path, undefined)).status).toBe(401);
      expect((await read(path, newcomer)).status).toBe(403);
      const strangers = await read(path, stranger);
      expect(strangers).toEqual({ status: 200, body: '{"result":{"data":[]}}' });
      // Someone whose request is still pending sees nothing of Ada, and Ada sees them only among pending requests.
      expect(await read(path, asking)).toEqual(strangers);
      expect(adas.body).not.toContain(asking.user.id);
    }
  });
});

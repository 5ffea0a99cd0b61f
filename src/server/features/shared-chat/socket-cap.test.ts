import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestApp } from '../../test/app.js';
import { createAssessedUser } from '../../test/factories.js';
import { CLOSE_CODES } from './shared-chat.socket.js';
import { connectAs, TestSocket, startInstance, type Instance } from '../../test/chat.js';

/** Issue 12, finding 9: one account cannot hold an unbounded number of chat sockets. */
let db: Awaited<ReturnType<typeof openTestDatabase>>;
let server: Instance;

beforeAll(async () => {
  db = await openTestDatabase();
  server = await startInstance(db.database, { config: { limits: { wsSocketsPerMember: 3 } as never } });
});
afterAll(async () => {
  await server?.stop();
  await db?.dispose();
});

async function refused(token: string): Promise<{ code: number; reason: string }> {
  const socket = new TestSocket(server.wsUrl);
  await socket.opened;
  socket.send({ type: 'auth', token });
  return socket.closed;
}

describe('sockets per person', () => {
  it('refuses the one over the cap with 4429, keeps the others, and has room again once one closes', async () => {
    // The factories need only the app's deps and database; this app listens on a real port instead of inject.
    const t = { deps: server.deps, database: db.database } as unknown as TestApp;
    const ada = await createAssessedUser(t);
    const bo = await createAssessedUser(t);
    const open = [await connectAs(server.wsUrl, ada.token), await connectAs(server.wsUrl, ada.token), await connectAs(server.wsUrl, ada.token)];
    expect(await refused(ada.token)).toEqual({ code: CLOSE_CODES.tooManySockets, reason: 'Too many open connections' });
    // Someone else is not affected by Ada's sockets.
    const other = await connectAs(server.wsUrl, bo.token);
    // The three that were open still work.
    for (const socket of open) {
      socket.send({ type: 'ping' });
      await socket.waitFor((e) => e.type === 'pong');
    }
    open[0]!.close();
    await open[0]!.closed;
    const again = await connectAs(server.wsUrl, ada.token);
    expect(again.events.some((e) => e.type === 'auth_success')).toBe(true);
    for (const socket of [...open.slice(1), again, other]) socket.close();
  });
});

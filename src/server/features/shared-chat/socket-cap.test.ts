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
  server = await startInstance(db.database, { config: { limits: { wsSocketsPerMember: 3, wsUnauthenticatedPerAddress: 3 } as never } });
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

/** Issue 28 (low): sockets that never sign in are capped per network address too. */
describe('sockets not signed in, per address', () => {
  /** A socket that opened and is still open a moment later, or the close it got. */
  async function anonymous(url = server.wsUrl): Promise<{ socket: TestSocket; closed?: { code: number; reason: string } }> {
    const socket = new TestSocket(url);
    await socket.opened;
    const closed = await Promise.race([socket.closed, new Promise<undefined>((resolve) => setTimeout(resolve, 150))]);
    return closed ? { socket, closed } : { socket };
  }

  it('refuses the one over WS_UNAUTHENTICATED_PER_ADDRESS with 4429; signing in frees a place', async () => {
    const t = { deps: server.deps, database: db.database } as unknown as TestApp;
    const cy = await createAssessedUser(t);
    const waiting = [await anonymous(), await anonymous(), await anonymous()];
    expect(waiting.map((w) => w.closed)).toEqual([undefined, undefined, undefined]);
    expect((await anonymous()).closed).toEqual({ code: CLOSE_CODES.tooManySockets, reason: 'Too many open connections' });
    // One of the three signs in: it no longer counts as waiting, so another anonymous socket fits.
    waiting[0]!.socket.send({ type: 'auth', token: cy.token });
    await waiting[0]!.socket.waitFor((e) => e.type === 'auth_success');
    const fourth = await anonymous();
    expect(fourth.closed).toBeUndefined();
    for (const w of [...waiting, fourth]) w.socket.close();
  });

  it('has no cap with RATE_LIMITS=off', async () => {
    const open = await startInstance(db.database, { config: { limits: { enabled: false, wsUnauthenticatedPerAddress: 3 } as never } });
    try {
      const sockets = [];
      for (let i = 0; i < 6; i++) sockets.push(await anonymous(open.wsUrl));
      expect(sockets.map((s) => s.closed)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
      for (const s of sockets) s.socket.close();
    } finally {
      await open.stop();
    }
  });
});

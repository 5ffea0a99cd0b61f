import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openTestDatabase, type TestApp } from '../../test/app.js';
import { createAssessedUser } from '../../test/factories.js';
import { CLOSE_CODES } from '../shared-chat/shared-chat.socket.js';
import { connectAs, http, startInstance, type Instance } from '../../test/chat.js';

let db: { database: Database; dispose(): Promise<void> };
let server: Instance;

beforeAll(async () => {
  db = await openTestDatabase();
  // A heartbeat far beyond the test's length: a socket that closes was closed by the session ending, not by a check.
  server = await startInstance(db.database, { socket: { heartbeatMs: 600_000 } });
});

afterAll(async () => {
  await server?.stop();
  await db?.dispose();
});

async function signIn(email: string, password: string): Promise<string> {
  const res = await http<{ token: string }>(server.baseUrl, 'POST', '/api/auth/login', undefined, { email, password });
  return res.body.token;
}

describe('ending a session closes its sockets at once', () => {
  it('Settings › Devices, sign-out and a password change each close the sockets of the sessions they end, and no others', async () => {
    const ada = await createAssessedUser({ deps: server.deps } as TestApp, { firstName: 'Ada' });
    const phone = await signIn(ada.user.email, ada.password);
    const laptop = await signIn(ada.user.email, ada.password);
    const tablet = await signIn(ada.user.email, ada.password);
    const sockets = {
      current: await connectAs(server.wsUrl, ada.token),
      phone: await connectAs(server.wsUrl, phone),
      laptop: await connectAs(server.wsUrl, laptop),
      tablet: await connectAs(server.wsUrl, tablet),
    };

    expect((await http(server.baseUrl, 'DELETE', `/api/auth/sessions/${phone.split('.')[0]}`, ada.token)).status).toBe(200);
    expect((await sockets.phone.closed).code).toBe(CLOSE_CODES.authFailed);

    expect((await http(server.baseUrl, 'POST', '/api/auth/logout', laptop)).status).toBe(200);
    expect((await sockets.laptop.closed).code).toBe(CLOSE_CODES.authFailed);

    const change = await http(server.baseUrl, 'POST', '/api/auth/change-password', ada.token, { currentPassword: ada.password, newPassword: 'a new long phrase' });
    expect(change.status).toBe(200);
    expect((await sockets.tablet.closed).code).toBe(CLOSE_CODES.authFailed);

    // The device that asked keeps its socket.
    sockets.current.send({ type: 'ping' });
    expect(await sockets.current.waitFor((e) => e.type === 'pong')).toEqual({ type: 'pong' });
    sockets.current.close();
  });
});

import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createDeps } from '../../deps.js';
import { openTestDatabase, testConfig } from '../../test/app.js';
import { createAssessedUser, createUser } from '../../test/factories.js';
import type { TestApp } from '../../test/app.js';
import { mailboxOf } from '../../test/mailbox.js';

/**
 * Issue 12, finding 10: invitation tokens appeared in the log through the outbox's line. Here the real app writes its
 * log (level info, the default) into a buffer, and the buffer must not hold the token after an invitation is sent,
 * listed, validated and accepted, nor after a request with the token in its path fails.
 */
let t: TestApp;
let log = '';
let dispose: () => Promise<void>;

beforeAll(async () => {
  const db = await openTestDatabase();
  dispose = db.dispose;
  const deps = createDeps({ database: db.database, config: testConfig() });
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const mailbox = mailboxOf(deps);
  const app = await createApp(deps, { logLevel: 'info', logStream: stream });
  await app.ready();
  t = {
    app,
    deps,
    database: db.database,
    mailbox,
    request: ({ method, url, token, body, headers }) =>
      app.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, ...(body !== undefined ? { payload: body as object } : {}) }),
    close: async () => {
      await app.close();
      await dispose();
    },
  };
});
afterAll(async () => {
  await t.close();
});

describe('invitation tokens in the log', () => {
  it('never appear, from sending to accepting', async () => {
    const ada = await createAssessedUser(t);
    const sent = await t.request({ method: 'POST', url: '/api/invitations/send-email', token: ada.token, body: { inviteeEmail: 'logged@attune.test', relationshipType: 'friend' } });
    expect(sent.statusCode).toBeLessThan(300);
    const token = sent.json().invitation.token as string;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    await t.request({ method: 'GET', url: '/api/invitations', token: ada.token });
    await t.request({ method: 'GET', url: `/api/invitations/validate/${token}` });
    await t.request({ method: 'GET', url: `/signup?invite=${token}` });
    const bob = await createUser(t, { email: 'logged@attune.test' });
    await t.request({ method: 'POST', url: `/api/invitations/accept/${token}`, token: bob.token });
    await t.request({ method: 'POST', url: `/api/invitations/accept/${token}`, token: bob.token }); // a refused second use

    expect(log).toContain('mail queued in the outbox'); // the outbox did write its line
    expect(log).toContain('/api/invitations/validate/[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(ada.token.split('.')[1]!);
  });
});

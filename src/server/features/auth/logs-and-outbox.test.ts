import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, latestVerificationToken } from '../../test/factories.js';
import { settleResetMail } from '../account/account.service.js';
import { UNSUBSCRIBE_PATH } from '../newsletter/unsubscribe.js';
import { redactSecrets } from '../../redact.js';
import { whileDatabaseIsDown } from '../../test/brokenDatabase.js';

/**
 * Issue 28: what the server writes down must not hand anyone a usable link or a person's address. The real app logs
 * at info (the default) into a buffer; the outbox is read as the operator would read it.
 */
let t: TestApp;
let log = '';
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-static-'));

beforeAll(async () => {
  // A built web app with npm start's stamp beside it.
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Attune</title>');
  fs.writeFileSync(path.join(staticDir, '.built'), 'build stamp 1234');
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  t = await createTestApp({ staticDir }, { logStream: stream });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const outboxText = async () =>
  JSON.stringify(await t.database.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body', 'html_body']).execute());

describe('tokens in request logs and in the outbox (issue 28 finding 5)', () => {
  it('a verification, reset or invitation link appears in neither, whichever way it is opened', async () => {
    const email = `leaky-${Date.now()}@attune.test`;
    const registered = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'Lee', lastName: 'Kim', email, password: 'correct horse battery' } });
    expect(registered.statusCode).toBe(200);
    const verification = await latestVerificationToken(t, email);
    await t.request({ method: 'GET', url: `/verify-email?token=${verification}` });
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token: verification } })).json().outcome).toBe('verified');

    await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email } });
    await settleResetMail(t.deps);
    const reset = /\/auth\?reset=([a-z2-7]+)/.exec(t.mailbox.latest(email, /new password/)!.text)![1]!;
    await t.request({ method: 'GET', url: `/auth?reset=${reset}` });
    expect((await t.request({ method: 'POST', url: '/api/auth/reset-password/confirm', body: { token: reset, password: 'a brand new phrase' } })).statusCode).toBe(200);

    const ada = await createAssessedUser(t);
    const sent = await t.request({ method: 'POST', url: '/api/invitations/send-email', token: ada.token, body: { inviteeEmail: `invited-${Date.now()}@elsewhere.test`, relationshipType: 'friend' } });
    const invitation = sent.json().invitation.token as string;
    await t.request({ method: 'GET', url: `/signup?invite=${invitation}` });
    await t.request({ method: 'GET', url: `/join/${invitation}` });
    await t.request({ method: 'GET', url: `/api/invitations/validate/${invitation}` });
    await t.request({ method: 'GET', url: `/trpc/invitations.validate?input=${encodeURIComponent(JSON.stringify({ token: invitation }))}` });
    const unsubscribe = 'u'.repeat(40);
    await t.request({ method: 'GET', url: `${UNSUBSCRIBE_PATH}?token=${unsubscribe}` });

    for (const secret of [verification, reset, invitation, unsubscribe]) {
      expect(log).not.toContain(secret);
      expect(await outboxText()).not.toContain(secret);
    }
    // The requests were logged, with the secret parts masked; the mails were kept, with their links masked.
    expect(log).toContain('/auth?reset=[redacted]');
    expect(log).toContain('/verify-email?token=[redacted]');
    expect(log).toContain('/join/[redacted]');
    expect(await outboxText()).toContain('/auth?reset=[redacted]');
    expect(await outboxText()).toContain('/verify-email?token=[redacted]');
    expect(await outboxText()).toContain('/signup?invite=[redacted]');
    // The people themselves got working links.
    expect(t.mailbox.latest(email, /new password/)!.html).toContain(`/auth?reset=${reset}`);
  });

  it('masks every token-bearing part of a link, in text and in HTML, and leaves the rest alone', () => {
    expect(redactSecrets('https://a.test/auth?reset=abc&x=1')).toBe('https://a.test/auth?reset=[redacted]&x=1');
    expect(redactSecrets('<a href="https://a.test/signup?lang=en&amp;invite=abc">https://a.test/signup?invite=abc</a>')).toBe(
      '<a href="https://a.test/signup?lang=en&amp;invite=[redacted]">https://a.test/signup?invite=[redacted]</a>',
    );
    expect(redactSecrets('/api/invitations/accept/abc?x=1 and /api/connections/c1/accept')).toBe('/api/invitations/accept/[redacted]?x=1 and /api/connections/c1/accept');
    expect(redactSecrets('/api/newsletter/unsubscribe?token=abc')).toBe('/api/newsletter/unsubscribe?token=[redacted]');
    expect(redactSecrets('/settings?tab=profile')).toBe('/settings?tab=profile');
  });
});

describe('what else the log and the static files give away (issue 28, low)', () => {
  it('never writes a full e-mail address at info', async () => {
    const email = `private-person-${Date.now()}@example.test`;
    await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'Pat', lastName: 'Doe', email, password: 'correct horse battery' } });
    await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email } });
    await settleResetMail(t.deps);
    expect(log).toContain('mail queued in the outbox');
    expect(log).not.toContain(email);
    expect(log).toContain('p…@example.test');
  });

  it('writes an error’s kind and message, not "[object Object]" and not its stack', async () => {
    const before = log.length;
    // The two shapes the app logs: an Error, and what loggableError made of one (the error handler's and tRPC's).
    t.app.log.error({ err: new RangeError('the disk is full') }, 'could not write');
    await whileDatabaseIsDown(t, () =>
      t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'Err', lastName: 'Or', email: `err-${Date.now()}@attune.test`, password: 'correct horse battery' } }),
    );
    const lines = log
      .slice(before)
      .split('\n')
      .filter((line) => line.includes('"level":50'))
      .map((line) => JSON.parse(line) as { msg: string; err?: { type: string; message: string; stack: string } });
    expect(lines.find((l) => l.msg === 'could not write')?.err).toEqual({ type: 'RangeError', message: 'the disk is full', stack: '' });
    const failed = lines.find((l) => l.err?.message.includes('connection lost'));
    expect(failed?.err?.type).toMatch(/Error$/);
    expect(log.slice(before)).not.toContain('[object Object]');
    expect(log.slice(before)).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('does not serve dot files from the web app folder (npm start’s /.built stamp)', async () => {
    const stamp = await t.request({ method: 'GET', url: '/.built' });
    expect(stamp.statusCode).toBe(404);
    expect(stamp.body).not.toContain('build stamp');
    expect((await t.request({ method: 'GET', url: '/index.html' })).statusCode).toBe(200);
  });
});

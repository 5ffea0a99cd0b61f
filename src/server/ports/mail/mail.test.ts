import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMailer } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Records what the mailer logs (the log line is part of the outbox's contract: it names the link). */
function recordingLogger() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message });
  const logger = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger;
  return { lines, logger };
}

describe('the mail port without SMTP_URL (the outbox)', () => {
  it('keeps the message as queued, logs its link, and reports it as not delivered', async () => {
    const { lines, logger } = recordingLogger();
    const mailer = createMailer({ config: { smtpUrl: undefined, from: 'Attune <no-reply@attune.test>' }, database: t.database, logger: () => logger });
    const to = `outbox-${Date.now()}@elsewhere.test`;
    const result = await mailer.send({ to, subject: 'Hello', text: 'Open https://attune.test/x', html: '<p>Open</p>', link: 'https://attune.test/x' });
    expect(result).toEqual({ delivered: false });
    const rows = await t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Hello', text_body: 'Open https://attune.test/x', html_body: '<p>Open</p>', status: 'queued', sent_at: null });
    // The address is masked at info (issue 28): its first character and domain only.
    expect(lines).toEqual([{ level: 'info', fields: { to: 'o…@elsewhere.test', subject: 'Hello', link: 'https://attune.test/x' }, message: expect.stringContaining('outbox') }]);
  });
});

describe('the mail port with SMTP_URL', () => {
  it('never throws: a refused connection is answered as not delivered, kept as failed, and logged without the body', async () => {
    const { lines, logger } = recordingLogger();
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const mailer = createMailer({ config: { smtpUrl: 'smtp://127.0.0.1:1', from: 'Attune <no-reply@attune.test>' }, database: t.database, logger: () => logger });
    const to = `refused-${Date.now()}@elsewhere.test`;
    const result = await mailer.send({ to, subject: 'Hi', text: 'secret body text', html: '<p>secret body text</p>' });
    expect(result.delivered).toBe(false);
    expect(result.error).toBeTruthy();
    const [row] = await t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();
    expect(row).toMatchObject({ status: 'failed', error: result.error });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('warn');
    expect(JSON.stringify(lines[0])).not.toContain('secret body text');
  });
});

import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { createDeps } from './deps.js';
import { openTestDatabase, testConfig } from './test/app.js';
import { formatLogLine, prettyLogStream } from './devLog.js';

describe('readable dev logs (LOG_FORMAT=pretty)', () => {
  it('turns a pino line into time, level, message, request and the other fields', () => {
    const line = JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 26, 12, 4, 5), pid: 1, hostname: 'h', reqId: 'req-1', req: { method: 'GET', url: '/api/auth/me' }, res: { statusCode: 401 }, responseTime: 2.345, msg: 'request completed' });
    expect(formatLogLine(line)).toBe('12:04:05  INFO   request completed  GET /api/auth/me  → 401 in 2.3 ms');
    expect(formatLogLine(JSON.stringify({ level: 50, time: 0, msg: 'could not send', error: { type: 'Error', message: 'refused' } }))).toBe(
      '00:00:00  ERROR  could not send  error={"type":"Error","message":"refused"}',
    );
  });

  it('leaves lines that are not pino JSON as they are', () => {
    expect(formatLogLine('Administrator setup code: ABCD')).toBe('Administrator setup code: ABCD');
  });

  it('formats what the real app logs, with secrets still redacted', async () => {
    const written: string[] = [];
    const out = { write: (text: string) => written.push(text) } as unknown as NodeJS.WritableStream;
    const { database, dispose } = await openTestDatabase();
    const app = await createApp(createDeps({ database, config: testConfig() }), { logLevel: 'info', logStream: prettyLogStream(out, false) });
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer secret-token-value' } });
    await app.close();
    await dispose();
    const text = written.join('');
    expect(text).toMatch(/\d\d:\d\d:\d\d {2}INFO {3}incoming request {2}GET \/api\/auth\/me/);
    expect(text).toContain('→ 401');
    expect(text).not.toContain('secret-token-value');
    expect(text).not.toMatch(/^\{/m);
  });
});

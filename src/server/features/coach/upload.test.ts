import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser } from '../../test/factories.js';
import { JSON_MAX_DEPTH, jsonDepthWithin, summarizeText, UPLOAD_MESSAGES } from './upload.js';

/** Issue 12, finding 3: hostile text uploads are bounded work, and uploads are limited per member. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { uploadsPerHour: 3 } as never });
});
afterAll(async () => {
  await t?.close();
});

function upload(token: string, name: string, data: Buffer) {
  const boundary = `----attune${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/json\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } });
}

describe('text uploads', () => {
  it('reads nesting depth in one pass, strings and escapes included', () => {
    expect(jsonDepthWithin('{"a":[1,{"b":2}]}', 3)).toBe(true);
    expect(jsonDepthWithin('{"a":[1,{"b":2}]}', 2)).toBe(false);
    expect(jsonDepthWithin('{"a":"[[[[[[\\"[[["}', 1)).toBe(true);
    expect(jsonDepthWithin('['.repeat(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(false);
  });

  it('summarises without parsing what is too deep or too large, and parses a small file once', () => {
    expect(summarizeText('{"name":"Sam","likes":["walks"]}', 'application/json')).toBe('JSON object with top-level keys: name, likes; 1 line, 1 word');
    expect(summarizeText(`${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json')).toMatch(/^JSON-like text, too large or too deeply nested to read in full/);
    expect(summarizeText('{"broken": ', 'application/json')).toMatch(/^Text that starts like JSON but is not valid JSON/);
    expect(summarizeText('one two\nthree\n\n', 'text/plain')).toBe('Text: 2 lines, 3 words');
    expect(summarizeText('a,b\n1,2\n3,4\n', 'text/csv')).toBe('CSV with 2 data rows and 2 columns (a, b); 3 lines, 3 words');
  });

  it('accepts a 9 MB deeply nested JSON file as bounded text, then refuses uploads over the hourly limit', async () => {
    const me = await createAssessedUser(t);
    const hostile = Buffer.from(`${'{"a":['.repeat(1_100_000)}1${']}'.repeat(1_100_000)}`);
    expect(hostile.length).toBeGreaterThan(8 * 1024 * 1024);
    const res = await upload(me.token, 'deep.json', hostile);
    expect(res.statusCode).toBe(200);
    const analysis = res.json();
    expect(analysis.analysis.summary).toMatch(/too large or too deeply nested/);
    const stored = await t.database.db.selectFrom('coach_uploads').select(['content']).where('user_id', '=', me.user.id).executeTakeFirstOrThrow();
    // The coach reads a bounded prefix, never the whole file.
    expect(stored.content!.length).toBeLessThan(25_000);

    expect((await upload(me.token, 'b.txt', Buffer.from('hello'))).statusCode).toBe(200);
    expect((await upload(me.token, 'c.txt', Buffer.from('hello'))).statusCode).toBe(200);
    const over = await upload(me.token, 'd.txt', Buffer.from('hello'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: UPLOAD_MESSAGES.tooMany });
    const rows = await t.database.db.selectFrom('coach_uploads').select('id').where('user_id', '=', me.user.id).execute();
    expect(rows).toHaveLength(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser } from '../../test/factories.js';
import { UPLOAD_MESSAGES } from './upload.js';
import { JSON_MAX_DEPTH, jsonDepthWithin, summarizeText } from './textSummary.js';

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

  it('summarises without parsing what is too deep or too large, and parses a small file once', async () => {
    expect(await summarizeText('{"name":"Sam","likes":["walks"]}', 'application/json')).toBe('JSON object with top-level keys: name, likes; 1 line, 1 word');
    expect(await summarizeText(`${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json')).toMatch(/^JSON-like text, too large or too deeply nested to read in full/);
    expect(await summarizeText('{"broken": ', 'application/json')).toMatch(/^Text that starts like JSON but is not valid JSON/);
    expect(await summarizeText('one two\nthree\n\n', 'text/plain')).toBe('Text: 2 lines, 3 words');
    expect(await summarizeText('a,b\n1,2\n3,4\n', 'text/csv')).toBe('CSV with 2 data rows and 2 columns (a, b); 3 lines, 3 words');
  });

  it('reads a CSV header with quotes and spaces, counts every column of a huge header, and keeps its names short', async () => {
    expect(await summarizeText('"first name", "says ""hi""",age\r\n\r\nSam,hello,30\r\n', 'text/csv')).toBe(
      'CSV with 1 data row and 3 columns (first name, says "hi", age); 3 lines, 5 words',
    );
    const wide = `${Array.from({ length: 50_000 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(49_999)}1\n`;
    expect(await summarizeText(wide, 'text/csv')).toMatch(/^CSV with 1 data row and 50000 columns \(c0, c1, c2, c3, c4, c5, c6, c7, …\)/);
    const longName = await summarizeText(`${'x'.repeat(500_000)},b\n1,2`, 'text/csv');
    expect(longName).toBe(`CSV with 1 data row and 2 columns (${'x'.repeat(100)}, b); 2 lines, 2 words`);
  });

  it('counts an upload from its bytes, a character split between two slices included', async () => {
    const text = `${'é'.repeat(100_000)} two\n\nthree,"four"\n\n`;
    expect(await summarizeText(Buffer.from(text), 'text/plain')).toBe('Text: 3 lines, 3 words');
    expect(await summarizeText(Buffer.from(text), 'text/csv')).toBe(`CSV with 1 data row and 1 column (${'é'.repeat(100)}); 3 lines, 3 words`);
    expect(await summarizeText(Buffer.from('[1, 2, 3]'), 'application/json')).toBe('JSON array of 3 items; 1 line, 3 words');
  });

  it('gives the event loop a turn while it summarises a 10 MB CSV file, instead of holding it to the end', async () => {
    const rows = Math.ceil((10 * 1024 * 1024) / 24);
    const csv = `name,score,note\n${'Sam,42,"a, quoted note"\n'.repeat(rows)}`;
    let otherWorkRan = false;
    setImmediate(() => {
      otherWorkRan = true;
    });
    const summary = summarizeText(csv, 'text/csv');
    expect(otherWorkRan).toBe(false);
    expect(await summary).toMatch(new RegExp(`^CSV with ${rows} data rows and 3 columns \\(name, score, note\\)`));
    expect(otherWorkRan).toBe(true);
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

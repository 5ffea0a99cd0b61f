import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createUser, deactivate, type TestUser } from '../../test/factories.js';
import { FEEDBACK_LIMIT_MESSAGE } from './feedback.service.js';

let t: TestApp;
let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp(); // its administrator is TEST_ADMIN_EMAIL
  member = await createUser(t, { firstName: 'Kim', lastName: 'Vale' });
  admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
});
afterAll(async () => {
  await t?.close();
});

const send = (token: string | undefined, body: unknown) => t.request({ method: 'POST', url: '/api/feedback', token, body });
const list = (token: string | undefined) => t.request({ method: 'GET', url: '/trpc/feedback.list', token });
const rows = () => t.database.db.selectFrom('feedback').selectAll().execute();

describe('POST /api/feedback', () => {
  it('stores what a member sends, mails it to the administrator, and the admin monitor lists it', async () => {
    const res = await send(member.token, { category: 'bug', subject: 'Vibe badge', message: '  The badge overlaps on my phone <b>  ', email: 'kim@elsewhere.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [stored] = (await rows()).filter((r) => r.user_id === member.user.id);
    expect(stored).toMatchObject({ category: 'bug', subject: 'Vibe badge', message: 'The badge overlaps on my phone <b>', email: 'kim@elsewhere.test' });

    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', TEST_ADMIN_EMAIL).where('subject', 'like', 'Attune feedback%').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Attune feedback (bug): Vibe badge');
    expect(mail.text_body).toContain('The badge overlaps on my phone <b>');
    expect(mail.html_body).toContain('&lt;b&gt;');
    expect(mail.html_body).not.toContain('<b>');

    const listed = await list(admin.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result.data[0]).toMatchObject({ category: 'bug', subject: 'Vibe badge', from: { id: member.user.id, firstName: 'Kim', lastName: 'Vale' } });
  });

  it('defaults the category to general and the subject to empty', async () => {
    expect((await send(member.token, { message: 'Love the coach', email: member.user.email })).statusCode).toBe(200);
    expect((await rows()).find((r) => r.message === 'Love the coach')).toMatchObject({ category: 'general', subject: '' });
  });

  it('answers 400 naming the field for a blank message, a bad e-mail or an unknown category, and stores nothing', async () => {
    const before = (await rows()).length;
    const cases: Array<[object, RegExp]> = [
      [{ message: '   ', email: member.user.email }, /^message: Please write your feedback/],
      [{ email: member.user.email }, /^message: /],
      [{ message: 'hi', email: '' }, /^email: /],
      [{ message: 'hi', email: 'not-an-address' }, /^email: /],
      [{ message: 'hi', email: member.user.email, category: 'praise' }, /^category: /],
      [{ message: 'x'.repeat(5001), email: member.user.email }, /^message: Feedback must be at most 5000/],
      [{ message: 'hi', email: member.user.email, subject: 's'.repeat(201) }, /^subject: /],
    ];
    for (const [body, message] of cases) {
      const res = await send(member.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await rows()).toHaveLength(before);
  });

  it('answers 429 after FEEDBACK_PER_HOUR messages, and never with RATE_LIMITS=off', async () => {
    const limited = await createTestApp({ limits: { feedbackPerHour: 2 } as never });
    const open = await createTestApp({ limits: { feedbackPerHour: 2, enabled: false } as never });
    try {
      for (const app of [limited, open]) {
        const who = await createUser(app);
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await app.request({ method: 'POST', url: '/api/feedback', token: who.token, body: { message: `note ${i}`, email: who.user.email } }));
        if (app === limited) {
          expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
          expect(answers[2]!.json()).toEqual({ message: FEEDBACK_LIMIT_MESSAGE });
        } else {
          expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
        }
      }
    } finally {
      await limited.close();
      await open.close();
    }
  });
});

describe('denied cases', () => {
  it('answers 401 to anonymous callers and to a deactivated member, on sending and listing', async () => {
    const gone = await createUser(t, { firstName: 'Gone' });
    await deactivate(t, gone.user.id);
    for (const token of [undefined, gone.token]) {
      expect((await send(token, { message: 'hi', email: 'x@y.test' })).statusCode).toBe(401);
      expect((await list(token)).statusCode).toBe(401);
    }
  });

  it('answers 403 to a member asking for the list', async () => {
    expect((await list(member.token)).statusCode).toBe(403);
  });
});

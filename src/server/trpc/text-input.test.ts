import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser, type TestUser } from '../test/factories.js';
import { connect } from '../test/demo-connections.js';

/**
 * Issue 12, finding 8: on PostgreSQL a NUL character in any text was a 500, and so was `?after=` with 20 digits.
 * Every text input goes through one shared type (src/shared/text.ts) that refuses control characters with a 400
 * naming the field; names also refuse text-direction overrides.
 */
let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let conversationId: string;
let sharedId: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createAssessedUser(t, { firstName: 'Ada' });
  bob = await createAssessedUser(t, { firstName: 'Bob' });
  conversationId = (await t.request({ method: 'POST', url: '/api/chat/conversations', token: ada.token, body: {} })).json().id;
  const connection = await connect(t.deps, ada.user.id, bob.user.id, 'friend', 'active');
  sharedId = (await t.request({ method: 'POST', url: `/api/connections/${connection.id}/conversations/with`, token: ada.token })).json().id;
});
afterAll(async () => {
  await t.close();
});

const NUL = 'a\u0000b';

async function counts() {
  const db = t.database.db;
  const [users, feedback, coach, shared, invitations] = await Promise.all(
    (['users', 'feedback', 'coach_messages', 'shared_messages', 'invitations'] as const).map(async (table) =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    ),
  );
  return { users, feedback, coach, shared, invitations };
}

describe('text inputs refuse control characters with a 400 naming the field', () => {
  const cases: Array<[string, () => { method: 'POST' | 'PUT'; url: string; body: unknown; token?: string }, RegExp]> = [
    ['register first name', () => ({ method: 'POST', url: '/api/auth/register', body: { firstName: NUL, lastName: 'X', email: 'nul@attune.test', password: 'correct horse battery' } }), /First name/],
    ['feedback message', () => ({ method: 'POST', url: '/api/feedback', token: ada.token, body: { message: NUL, email: 'a@attune.test' } }), /Feedback/],
    ['feedback subject', () => ({ method: 'POST', url: '/api/feedback', token: ada.token, body: { subject: 'a\nb', message: 'hi', email: 'a@attune.test' } }), /Subject/],
    ['coach message', () => ({ method: 'POST', url: `/api/chat/conversations/${conversationId}/messages`, token: ada.token, body: { content: NUL } }), /Message/],
    ['coach conversation title', () => ({ method: 'POST', url: '/api/chat/conversations', token: ada.token, body: { title: NUL } }), /Title/],
    ['invitation message', () => ({ method: 'POST', url: '/api/invitations/send-email', token: ada.token, body: { inviteeEmail: 'x@attune.test', personalMessage: NUL } }), /Personal message/],
    ['shared chat message', () => ({ method: 'POST', url: `/api/shared-conversations/${sharedId}/messages`, token: ada.token, body: { content: NUL } }), /Message/],
    ['hobby notes', () => ({ method: 'POST', url: '/api/hobby-assessment', token: ada.token, body: { category: 'outdoors_movement', selections: [], preferences: { topThree: [], notes: NUL } } }), /Notes/],
  ];

  it.each(cases)('%s', async (_name, build, field) => {
    const before = await counts();
    const { token, ...request } = build();
    const res = await t.request({ ...request, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(field);
    expect(await counts()).toEqual(before);
  });

  it('refuses a text-direction override in a name, which would reach e-mail subjects', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'Ada\u202Egnp.exe', lastName: 'X', email: 'bidi@attune.test', password: 'correct horse battery' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/First name/);
  });

  it('keeps newlines and tabs in messages, and right-to-left scripts in names', async () => {
    const sent = await t.request({ method: 'POST', url: `/api/shared-conversations/${sharedId}/messages`, token: ada.token, body: { content: 'line one\n\tline two' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().content).toBe('line one\n\tline two');
    const named = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'סלמה', lastName: 'عمر', email: 'rtl@attune.test', password: 'correct horse battery' } });
    expect(named.statusCode).toBe(200);
  });

  it('refuses a NUL in an id or token in the path with 400, not a database error', async () => {
    for (const url of [`/api/connections/a%00b`, `/api/invitations/validate/a%00b`, `/api/shared-conversations/a%00b/messages`, `/api/chat/conversations/a%00b/messages`]) {
      const res = await t.request({ method: 'GET', url, token: ada.token });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('numeric query parameters are bounded', () => {
  it('answers 400 to ?after= with 20 digits and to a huge limit', async () => {
    for (const query of ['after=99999999999999999999', 'limit=1e400', 'limit=99999999999999999999']) {
      const res = await t.request({ method: 'GET', url: `/api/shared-conversations/${sharedId}/messages?${query}`, token: ada.token });
      expect(res.statusCode, query).toBe(400);
    }
    const ok = await t.request({ method: 'GET', url: `/api/shared-conversations/${sharedId}/messages?after=123456789012345`, token: ada.token });
    expect(ok.statusCode).toBe(200);
  });
});

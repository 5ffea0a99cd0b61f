import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, deactivate, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { coachIdle } from '../shared-chat/coach.js';
import { seedAssessment } from '../../test/demo-survey.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { email: TEST_ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await t.close();
});

type Stats = { totalMessages: number; chatMessages: number; sharedMessages: number; connectionCount: number; hasCompletedAssessment: boolean; lastActivityAt: string | null };
type ListedUser = { id: string; email: string; firstName: string; lastName: string; isActive: boolean; createdAt: string; stats: Stats };

const get = (url: string, who?: TestUser) => t.request({ method: 'GET', url, token: who?.token });
const put = (url: string, who: TestUser | undefined, body: unknown) => t.request({ method: 'PUT', url, token: who?.token, body });

async function listed(userId: string): Promise<ListedUser> {
  const row = await t.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const res = await get(`/api/admin/users?search=${encodeURIComponent(row.email)}`, admin);
  expect(res.statusCode).toBe(200);
  const found = (res.json() as ListedUser[]).find((u) => u.id === userId);
  if (!found) throw new Error(`user ${userId} is not listed`);
  return found;
}

/** One coach conversation holding `messages`, each answered by the coach (so it also holds assistant messages). */
async function writeToCoach(who: TestUser, messages: string[]): Promise<string> {
  const conversation = await t.request({ method: 'POST', url: '/api/chat/conversations', token: who.token, body: { title: 'Chat' } });
  expect(conversation.statusCode).toBe(200);
  const id = conversation.json().id as string;
  for (const content of messages) {
    const sent = await t.request({ method: 'POST', url: `/api/chat/conversations/${id}/messages`, token: who.token, body: { content } });
    expect(sent.statusCode).toBe(200);
  }
  return id;
}

async function sharedConversation(who: TestUser, connectionId: string, mode: 'with' | 'about'): Promise<string> {
  const res = await t.request({ method: 'POST', url: `/api/connections/${connectionId}/conversations/${mode}`, token: who.token });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().id as string;
}

async function sendShared(who: TestUser, conversationId: string, content: string): Promise<void> {
  const res = await t.request({ method: 'POST', url: `/api/shared-conversations/${conversationId}/messages`, token: who.token, body: { content } });
  expect(res.statusCode).toBe(201);
}

describe('who may use the admin monitor', () => {
  it('answers 401 to anonymous and deactivated callers and 403 to members, on every admin path and procedure', async () => {
    const member = await createUser(t);
    const target = await createUser(t);
    const gone = await createUser(t);
    await deactivate(t, gone.user.id);
    const calls = [
      () => ({ method: 'GET' as const, url: '/api/admin/users' }),
      () => ({ method: 'GET' as const, url: '/api/admin/users/summary' }),
      () => ({ method: 'GET' as const, url: `/api/admin/users/${target.user.id}` }),
      () => ({ method: 'PUT' as const, url: `/api/admin/users/${target.user.id}/status`, body: { isActive: false } }),
      () => ({ method: 'GET' as const, url: '/trpc/admin.users' }),
      () => ({ method: 'GET' as const, url: `/trpc/admin.user?input=${encodeURIComponent(JSON.stringify({ id: target.user.id }))}` }),
      () => ({ method: 'POST' as const, url: '/trpc/admin.setStatus', body: { id: target.user.id, isActive: false } }),
    ];
    for (const call of calls) {
      const { url } = call();
      expect((await t.request(call())).statusCode, `anonymous ${url}`).toBe(401);
      expect((await t.request({ ...call(), token: gone.token })).statusCode, `deactivated ${url}`).toBe(401);
      expect((await t.request({ ...call(), token: member.token })).statusCode, `member ${url}`).toBe(403);
    }
    // None of the refused calls changed anything.
    expect((await listed(target.user.id)).isActive).toBe(true);
  });

  it('shuts out the administrator account itself while it is deactivated', async () => {
    await deactivate(t, admin.user.id);
    try {
      for (const url of ['/api/admin/users', `/api/admin/users/${admin.user.id}`]) {
        expect((await get(url, admin)).statusCode, url).toBe(401);
      }
      expect((await put(`/api/admin/users/${admin.user.id}/status`, admin, { isActive: true })).statusCode).toBe(401);
    } finally {
      await t.database.db.updateTable('users').set({ is_active: 1 }).where('id', '=', admin.user.id).execute();
    }
    expect((await get('/api/admin/users', admin)).statusCode).toBe(200);
  });
});

describe('admin input', () => {
  it('answers 400 naming the field for a bad id or isActive, and 404 for an unknown person', async () => {
    const member = await createUser(t);
    const longId = 'x'.repeat(65);
    const badId = await get(`/api/admin/users/${longId}`, admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^id: /);
    const badStatusId = await put(`/api/admin/users/${longId}/status`, admin, { isActive: true });
    expect(badStatusId.statusCode).toBe(400);
    expect(badStatusId.json().message).toMatch(/^id: /);
    for (const body of [{ isActive: 'yes' }, {}]) {
      const bad = await put(`/api/admin/users/${member.user.id}/status`, admin, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('isActive');
    }

    const missingDetail = await get('/api/admin/users/no-such-person', admin);
    expect(missingDetail.statusCode).toBe(404);
    expect(missingDetail.json()).toEqual({ message: 'User not found' });
    const missingStatus = await put('/api/admin/users/no-such-person/status', admin, { isActive: false });
    expect(missingStatus.statusCode).toBe(404);
    expect(missingStatus.json()).toEqual({ message: 'User not found' });
  });

  it('flips isActive both ways, ends the sessions of a deactivated person and refuses to deactivate the admin', async () => {
    const member = await createUser(t);
    expect((await put(`/api/admin/users/${member.user.id}/status`, admin, { isActive: false })).json()).toEqual({ id: member.user.id, isActive: false });
    expect((await listed(member.user.id)).isActive).toBe(false);
    expect((await get('/api/auth/me', member)).statusCode).toBe(401);
    expect((await put(`/api/admin/users/${member.user.id}/status`, admin, { isActive: true })).json()).toEqual({ id: member.user.id, isActive: true });
    expect((await listed(member.user.id)).isActive).toBe(true);
    // The old session stays ended: reactivation does not bring it back.
    expect((await get('/api/auth/me', member)).statusCode).toBe(401);

    const self = await put(`/api/admin/users/${admin.user.id}/status`, admin, { isActive: false });
    expect(self.statusCode).toBe(400);
    expect((await get('/api/admin/users', admin)).statusCode).toBe(200);
  });
});

describe('admin user records', () => {
  const coachWords = ['My first private worry about the weekend', 'A second thing I only told the coach'];
  const chatWords = ['Dinner at eight, just the two of us?', 'Bring the blue umbrella'];
  const aboutWords = 'How do I tell Bob that I need more room';
  let ada: TestUser;
  let bob: TestUser;
  let cy: TestUser;
  let quiet: TestUser;

  beforeAll(async () => {
    ada = await createUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    bob = await createUser(t, { firstName: 'Bob', lastName: 'Stone' });
    cy = await createUser(t, { firstName: 'Cy', lastName: 'Twombly' });
    quiet = await createUser(t, { firstName: 'Quinn', lastName: 'Still' });

    await seedAssessment(t.deps, ada.user.id, {}, []);
    await seedAssessment(t.deps, bob.user.id, {}, []);
    await writeToCoach(ada, coachWords);
    await writeToCoach(bob, ['Bob asks the coach something']);

    const adaBob = await connect(t.deps, ada.user.id, bob.user.id, 'couple', 'active');
    await connect(t.deps, ada.user.id, cy.user.id, 'friend', 'pending');
    const together = await sharedConversation(ada, adaBob.id, 'with');
    await sendShared(ada, together, chatWords[0]!);
    await sendShared(bob, together, 'Yes please');
    await sendShared(ada, together, chatWords[1]!);
    // An "about" chat has the coach on: its replies are stored with no sender and must not count for anyone.
    const about = await sharedConversation(ada, adaBob.id, 'about');
    await sendShared(ada, about, aboutWords);
    await coachIdle(t.deps);
  });

  it('count what each person wrote, their active connections, their assessment and their last message', async () => {
    const coachReplies = await t.database.db.selectFrom('shared_messages').select('id').where('sender_role', '=', 'coach').execute();
    expect(coachReplies.length).toBeGreaterThan(0);

    const adaLatest = await t.database.db
      .selectFrom('shared_messages')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('sender_id', '=', ada.user.id)
      .executeTakeFirstOrThrow();
    expect(await listed(ada.user.id)).toEqual({
      id: ada.user.id,
      email: ada.user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isActive: true,
      createdAt: expect.any(String),
      stats: {
        totalMessages: 5,
        chatMessages: 2,
        sharedMessages: 3,
        connectionCount: 1,
        hasCompletedAssessment: true,
        lastActivityAt: adaLatest.at,
      },
    });

    const bobStats = (await listed(bob.user.id)).stats;
    expect(bobStats).toMatchObject({ totalMessages: 2, chatMessages: 1, sharedMessages: 1, connectionCount: 1, hasCompletedAssessment: true });
    expect(bobStats.lastActivityAt! > (await listed(bob.user.id)).createdAt).toBe(true);

    // A pending request is no connection yet; someone who wrote nothing has no last activity.
    expect((await listed(cy.user.id)).stats).toEqual({
      totalMessages: 0,
      chatMessages: 0,
      sharedMessages: 0,
      connectionCount: 0,
      hasCompletedAssessment: false,
      lastActivityAt: null,
    });
  });

  it("take the last activity from a coach message when that is the person's latest", async () => {
    await writeToCoach(bob, ['A later question for the coach']);
    const latestCoach = await t.database.db
      .selectFrom('coach_messages')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('user_id', '=', bob.user.id)
      .where('role', '=', 'user')
      .executeTakeFirstOrThrow();
    expect((await listed(bob.user.id)).stats).toMatchObject({ chatMessages: 2, totalMessages: 3, lastActivityAt: latestCoach.at });
  });

  it('detail a person: connections, conversations without titles, survey results and recent activity without their words', async () => {
    const res = await get(`/api/admin/users/${ada.user.id}`, admin);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id: ada.user.id, firstName: 'Ada', stats: (await listed(ada.user.id)).stats });

    expect(detail.connections).toEqual([
      { id: expect.any(String), otherUser: { id: cy.user.id, firstName: 'Cy', lastName: 'Twombly' }, relationshipType: 'friend', status: 'pending', createdAt: expect.any(String) },
      { id: expect.any(String), otherUser: { id: bob.user.id, firstName: 'Bob', lastName: 'Stone' }, relationshipType: 'couple', status: 'active', createdAt: expect.any(String) },
    ]);

    // Two messages from Ada, two replies from the coach.
    expect(detail.conversations).toEqual([{ id: expect.any(String), messageCount: 4, createdAt: expect.any(String), updatedAt: expect.any(String) }]);

    // Answers a person may keep private are not the monitor's (visibilityOf('admin'), issue 28): the type only.
    expect(detail.surveyResults).toEqual({
      personalityType: expect.stringMatching(/^[EI][SN][TF][JP]$/),
      relationshipType: null,
      loveLanguageGiving: null,
      loveLanguageReceiving: null,
    });

    const activity = detail.recentActivity as Array<{ id: string; content: string; createdAt: string }>;
    expect(activity).toHaveLength(5);
    expect(activity.map((a) => a.createdAt)).toEqual(activity.map((a) => a.createdAt).sort().reverse());
    // The newest five: the "about" message, the two chat messages and the two coach messages (the joining and the
    // assessment came first).
    expect(activity.map((a) => a.content)).toEqual([
      'Talked with the coach about Bob',
      'Sent a message in a chat with Bob',
      'Sent a message in a chat with Bob',
      'Wrote to the coach',
      'Wrote to the coach',
    ]);
    const everything = JSON.stringify(detail);
    for (const words of [...coachWords, ...chatWords, aboutWords]) expect(everything).not.toContain(words);
  });

  it('detail someone new: joined, nothing else', async () => {
    const detail = (await get(`/api/admin/users/${quiet.user.id}`, admin)).json();
    expect(detail).toMatchObject({
      connections: [],
      conversations: [],
      surveyResults: null,
      recentActivity: [{ id: expect.any(String), content: 'Joined Attune', createdAt: detail.createdAt }],
    });
  });

  it('cut an activity description to 100 characters', async () => {
    const longName = 'N'.repeat(100);
    const named = await createUser(t, { firstName: longName });
    const connection = await connect(t.deps, quiet.user.id, named.user.id, 'friend', 'active');
    await seedAssessment(t.deps, quiet.user.id, {}, []);
    await sendShared(quiet, await sharedConversation(quiet, connection.id, 'with'), 'hello');
    const detail = (await get(`/api/admin/users/${quiet.user.id}`, admin)).json();
    const contents = (detail.recentActivity as Array<{ content: string }>).map((a) => a.content);
    expect(contents).toHaveLength(3);
    expect(contents).toContain('Completed the assessment');
    expect(contents).toContain('Joined Attune');
    const sent = contents.find((c) => c.startsWith('Sent a message in a chat with N'))!;
    expect(sent).toHaveLength(100);
    expect(sent.endsWith('N…')).toBe(true);
  });
});

describe('the user list', () => {
  /** Four people of one "family" (a shared e-mail prefix), with different joining times, activity and status. */
  async function family(prefix: string) {
    const at = (day: number) => `2026-0${day}-01T10:00:00.000Z`;
    const people: TestUser[] = [];
    for (const [i, first] of ['Quiet', 'Chatty', 'Early', 'Gone'].entries()) {
      const person = await createAssessedUser(t, { email: `${prefix}-${first.toLowerCase()}@attune.test`, firstName: first, lastName: `${prefix}son` });
      await t.database.db.updateTable('users').set({ created_at: at(i + 1) }).where('id', '=', person.user.id).execute();
      people.push(person);
    }
    const [quiet, chatty, early, gone] = people as [TestUser, TestUser, TestUser, TestUser];
    await writeToCoach(chatty, ['one', 'two', 'three']);
    await writeToCoach(early, ['hello']);
    await t.database.db.updateTable('coach_messages').set({ created_at: '2026-01-15T00:00:00.000Z' }).where('content', '=', 'hello').execute();
    await deactivate(t, gone.user.id);
    return { quiet, chatty, early, gone };
  }
  const names = (res: { json(): unknown }) => (res.json() as ListedUser[]).map((u) => u.firstName);

  it('sorts, filters and searches in the database, and pages without overlap', async () => {
    await family('pager');
    const q = (query: string) => get(`/api/admin/users?search=pager-&${query}`, admin);
    expect(names(await q('sort=newest'))).toEqual(['Gone', 'Early', 'Chatty', 'Quiet']);
    expect(names(await q('sort=oldest'))).toEqual(['Quiet', 'Chatty', 'Early', 'Gone']);
    expect(names(await q('sort=most-messages'))).toEqual(['Chatty', 'Early', 'Gone', 'Quiet']);
    expect(names(await q('sort=least-messages'))).toEqual(['Gone', 'Quiet', 'Early', 'Chatty']);
    expect(names(await q('sort=recent-activity'))).toEqual(['Chatty', 'Early', 'Gone', 'Quiet']);
    expect(names(await q('sort=least-activity'))).toEqual(['Gone', 'Quiet', 'Early', 'Chatty']);
    expect(names(await q('status=inactive'))).toEqual(['Gone']);
    expect(names(await q('status=active&sort=oldest'))).toEqual(['Quiet', 'Chatty', 'Early']);

    const first = names(await q('sort=oldest&limit=3'));
    const second = names(await q('sort=oldest&limit=3&offset=3'));
    expect([...first, ...second]).toEqual(['Quiet', 'Chatty', 'Early', 'Gone']);

    const chatty = (await q('sort=most-messages&limit=1')).json() as ListedUser[];
    expect(chatty[0]!.stats).toMatchObject({ totalMessages: 3, chatMessages: 3, sharedMessages: 0 });
  });

  it('searches names and e-mail case-insensitively, with % and _ taken literally', async () => {
    await family('seeker');
    expect(names(await get('/api/admin/users?search=CHATTY%20SEEKERSON', admin))).toEqual(['Chatty']);
    expect(names(await get('/api/admin/users?search=seeker-early%40', admin))).toEqual(['Early']);
    expect(names(await get('/api/admin/users?search=seeker%25', admin))).toEqual([]);
    expect(names(await get('/api/admin/users?search=seeker_quiet', admin))).toEqual([]);
  });

  it('answers the summary tiles over everyone and the count matching a filter', async () => {
    await family('tally');
    const res = await get('/api/admin/users/summary?search=tally-&status=active', admin);
    expect(res.statusCode).toBe(200);
    const summary = res.json() as { users: number; active: number; inactive: number; completedAssessments: number; messages: number; matching: number };
    expect(summary.matching).toBe(3);
    const everyone = await t.database.db.selectFrom('users').select('is_active').where('deleted_at', 'is', null).execute();
    expect(summary.users).toBe(everyone.length);
    expect(summary.active).toBe(everyone.filter((u) => u.is_active === 1).length);
    expect(summary.inactive).toBe(summary.users - summary.active);
    expect(summary.messages).toBeGreaterThanOrEqual(4);
  });

  it('refuses a bad page, sort or status with 400 and a message naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=99999999999999999999', 'limit'],
      ['offset=-1', 'offset'],
      ['sort=alphabetical', 'sort'],
      ['status=banned', 'status'],
    ] as const) {
      const res = await get(`/api/admin/users?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
    expect((await get('/api/admin/users/summary?status=banned', admin)).statusCode).toBe(400);
  });
});

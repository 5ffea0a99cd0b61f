import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../test/factories.js';
import { restRoutes } from '../rest/routes.js';
import { appRouter } from './router.js';
import { ASSESSMENT_REQUIRED_MESSAGE } from './init.js';
import { TestSocket } from '../test/chat.js';
import { CLOSE_CODES } from '../features/shared-chat/shared-chat.socket.js';

/**
 * Spec §6: a signed-in person without a completed assessment is limited to the survey. These are the calls they may
 * still make (docs/decisions/010-assessment-gate-on-the-server.md); every other /api path and tRPC procedure answers
 * 403 with one message. A new call is gated unless it is added here on purpose.
 */
const UNGATED_REST = [
  /^\/api\/auth\//,
  /^\/api\/survey\//,
  /^\/api\/assessment-status$/,
  /^\/api\/assessment\/skip$/,
  /^\/api\/hobby-/,
  /^\/api\/compatibility-weights$/,
  /^\/api\/invitations\/(validate|accept)\//,
  /^\/api\/feedback$/,
  /^\/api\/profile\/time-zone$/, // part of the session: the browser reports its zone at sign-in
  /^\/api\/profile$/, // the account is the person's own before any survey (issue 18): name, zone,
  /^\/api\/profile\/email$/, // its address (issue 35),
  /^\/api\/account(\/|$)/, // their data to take away, and leaving
  /^\/api\/newsletter\/(editions|schedule|subscriptions)$/, // the administrator's newsletter figures (issue 17)
  /^\/api\/admin\//, // the administrator is a role of its own (decision 010); members get 403 there anyway
  /^\/api\/measures$/, // public: how Attune measures, read by anyone (issue 32)
];
const UNGATED_PROCEDURES = [/^auth\./, /^verification\./, /^survey\./, /^invitations\.(validate|accept)$/, /^feedback\./, /^admin\./, /^newsletterAdmin\./, /^monitor\./, /^timeZone\./, /^account\./, /^journal\.count$/ /* the admin monitor's count of reflections, admin only */, /^socialHub\.(reports|moderate)$/ /* the administrator's moderation of the feed */, /^measures\.figures$/ /* public (issue 32) */, /^measures\.itemChecks$/ /* the administrator's */];

let t: TestApp;
let newcomer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  newcomer = await createUser(t, { firstName: 'Nell' });
});
afterAll(async () => {
  await t.close();
});

const gatedRoutes = restRoutes.filter((r) => !UNGATED_REST.some((re) => re.test(r.path)));

describe('the assessment gate', () => {
  it('covers the calls beyond the survey (the list is not empty by mistake)', () => {
    const paths = gatedRoutes.map((r) => `${r.method} ${r.path}`);
    for (const expected of ['GET /api/chat/conversations', 'POST /api/upload', 'GET /api/chat/conversations/:id/stream', 'POST /api/invitations', 'GET /api/connections', 'GET /api/shared-conversations/:id/messages', 'POST /api/profile/upload-image']) {
      expect(paths).toContain(expected);
    }
  });

  it.each(gatedRoutes.map((r) => [r.method, r.path] as const))('%s %s answers 403 with the message before the survey is done', async (method, routePath) => {
    const url = routePath.replace(/:(\w+)/g, 'x1');
    const res = await t.request({ method, url, token: newcomer.token, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ASSESSMENT_REQUIRED_MESSAGE });
  });

  const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).filter(
    ([name]) => !UNGATED_PROCEDURES.some((re) => re.test(name)),
  );
  it.each(procedures.map(([name, p]) => [name, p._def.type] as const))('tRPC %s (%s) answers 403 before the survey is done', async (name, type) => {
    const res =
      type === 'query'
        ? await t.request({ method: 'GET', url: `/trpc/${name}?input=${encodeURIComponent(JSON.stringify({}))}`, token: newcomer.token })
        : await t.request({ method: 'POST', url: `/trpc/${name}`, token: newcomer.token, body: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ASSESSMENT_REQUIRED_MESSAGE);
  });

  it('still lets a newcomer use the survey, their session, feedback, sign-out, and invitations addressed to them', async () => {
    for (const url of ['/api/auth/me', '/api/survey/assessment-status', '/api/survey/progress', '/api/assessment-status', '/api/hobby-categories']) {
      expect((await t.request({ method: 'GET', url, token: newcomer.token })).statusCode, url).toBe(200);
    }
    const feedback = await t.request({ method: 'POST', url: '/api/feedback', token: newcomer.token, body: { subject: 'Hi', message: 'Nice survey', category: 'general', email: 'nell@attune.test' } });
    expect(feedback.statusCode).toBeLessThan(300);

    const inviter = await createAssessedUser(t, { firstName: 'Ivy' });
    const invite = await t.request({ method: 'POST', url: '/api/invitations/send-email', token: inviter.token, body: { inviteeEmail: 'someone-new@attune.test', relationshipType: 'friend' } });
    expect(invite.statusCode).toBeLessThan(300);
    const row = await t.database.db.selectFrom('invitations').select('token').where('inviter_id', '=', inviter.user.id).executeTakeFirstOrThrow();
    const invitee = await createUser(t, { email: 'someone-new@attune.test' });
    expect((await t.request({ method: 'GET', url: `/api/invitations/validate/${row.token}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/invitations/accept/${row.token}`, token: invitee.token })).statusCode).toBe(200);

    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: newcomer.token })).statusCode).toBe(200);
    newcomer = await createUser(t, { firstName: 'Nell' });
  });

  it('opens the same calls once the survey is complete', async () => {
    const done = await createAssessedUser(t);
    expect((await t.request({ method: 'GET', url: '/api/chat/conversations', token: done.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/connections', token: done.token })).statusCode).toBe(200);
  });

  it('lets the administrator use the monitor without taking the survey', async () => {
    const admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token: admin.token })).statusCode).toBe(200);
  });

  it('refuses the chat socket with a reason and a close code', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new TestSocket(address.replace('http', 'ws') + '/ws');
    await socket.opened;
    socket.send({ type: 'auth', token: newcomer.token });
    const error = await socket.waitFor((e) => e.type === 'error');
    expect(error).toMatchObject({ code: 'assessment_required', message: ASSESSMENT_REQUIRED_MESSAGE });
    expect((await socket.closed).code).toBe(CLOSE_CODES.assessmentRequired);
  });
});

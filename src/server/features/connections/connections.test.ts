import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, deactivate, type TestUser } from '../../test/factories.js';
import { CONNECTION_MESSAGES as M } from './connections.schemas.js';
import { connect, invite } from '../../test/demo-connections.js';
import { seedAssessment } from '../../test/demo-survey.js';
import { giveAssessment, HIKER, LIVELY, QUIET } from '../../test/connections.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who?: TestUser) => t.request({ method: 'GET', url, token: who?.token });
const post = (url: string, who?: TestUser, body?: unknown) => t.request({ method: 'POST', url, token: who?.token, body });

async function snapshot() {
  return t.database.db.selectFrom('connections').selectAll().orderBy('id').execute();
}

describe('connection answers', () => {
  it('carry the other person, their type, the relationship type and the Vibe once both have results', async () => {
    // Ada has not taken the survey yet (so she cannot call these herself); Bob has.
    const ada = await createUser(t, { firstName: 'Ada', lastName: 'Byron' });
    const bob = await createAssessedUser(t, { firstName: 'Bob', lastName: 'Stone' });
    const made = await connect(t.deps, ada.user.id, bob.user.id, 'friend', 'active');
    expect(made).toMatchObject({ status: 'active', isInviter: true, otherUser: { id: bob.user.id } });

    const [before] = (await get('/api/connections', bob)).json();
    expect(before).toEqual({
      id: made.id,
      user1Id: ada.user.id,
      user2Id: bob.user.id,
      status: 'active',
      otherUser: { id: ada.user.id, firstName: 'Ada', lastName: 'Byron', profileImageUrl: null, email: ada.user.email },
      otherUserResults: null,
      otherResultsUpdatedAt: null,
      relationshipType: 'friend',
      personalMessage: null,
      compatibilityScore: null,
      vibe: null,
      vibeMove: null,
      isInviter: false,
      departedAt: null,
      createdAt: expect.any(String),
      acceptedAt: expect.any(String),
    });

    await giveAssessment(t.deps, bob.user.id, LIVELY);
    await giveAssessment(t.deps, ada.user.id, QUIET);
    const [after] = (await get('/api/connections', bob)).json();
    expect(after.otherUserResults).toEqual({ personalityType: expect.stringMatching(/^[EI][SN][TF][JP]$/) });
    expect(after.compatibilityScore).toBeGreaterThanOrEqual(0);
    expect(after.compatibilityScore).toBeLessThanOrEqual(100);
    expect(after.vibe.score).toBe(after.compatibilityScore);
    expect(after.vibe.personality.parts.length).toBeGreaterThan(0);
    expect(after.vibe.lifestyle.parts.length).toBeGreaterThan(0);
    expect(after.vibe.highlights.length).toBeGreaterThan(0);
    const one = (await get(`/api/connections/${made.id}`, bob)).json();
    expect(one.vibe).toEqual(after.vibe);
  });

  it("gives both people one Vibe from the pair's weights, with each one's own weighting as a secondary figure", async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    await seedAssessment(t.deps, ada.user.id, QUIET, HIKER, { personalityWeight: 70, lifestyleWeight: 30 });
    await seedAssessment(t.deps, bob.user.id, LIVELY, HIKER, { personalityWeight: 30, lifestyleWeight: 70 });
    const made = await connect(t.deps, ada.user.id, bob.user.id, 'friend', 'active');
    const asAda = (await get(`/api/connections/${made.id}`, ada)).json();
    const asBob = (await get(`/api/connections/${made.id}`, bob)).json();
    // Decision 012: the mean of 70/30 and 30/70 is 50/50, for both of them.
    expect(asAda.compatibilityScore).toBe(asBob.compatibilityScore);
    for (const [view, own] of [[asAda, 70], [asBob, 30]] as const) {
      expect(view.vibe.personality.weight).toBe(50);
      expect(view.vibe.lifestyle.weight).toBe(50);
      const blended = (view.vibe.personality.score + view.vibe.lifestyle.score) / 2;
      expect(Math.abs(view.compatibilityScore - blended)).toBeLessThanOrEqual(1);
      const ownWay = Math.round((own * view.vibe.personality.score + (100 - own) * view.vibe.lifestyle.score) / 100);
      if (ownWay === view.compatibilityScore) expect(view.vibe.yourWay).toBeNull();
      else expect(view.vibe.yourWay).toEqual({ score: ownWay, personalityWeight: own });
    }
  });

  it('says what moved the Vibe, to both people: a relationship type change, then a re-weighting', async () => {
    const ada = await createUser(t, { firstName: 'Ada' });
    const bob = await createUser(t, { firstName: 'Bob' });
    await seedAssessment(t.deps, ada.user.id, QUIET, HIKER);
    await seedAssessment(t.deps, bob.user.id, LIVELY, HIKER);
    const made = await connect(t.deps, ada.user.id, bob.user.id, 'professional', 'active');
    const first = (await get(`/api/connections/${made.id}`, ada)).json();
    expect(first.vibeMove).toBeNull();

    // Right after connecting the Vibe is new: a change then has no earlier number worth telling (issue 30).
    await t.request({ method: 'PUT', url: `/api/connections/${made.id}/relationship-type`, token: ada.token, body: { relationshipType: 'couple' } });
    const fresh = (await get(`/api/connections/${made.id}`, ada)).json();
    expect(fresh.compatibilityScore).not.toBe(first.compatibilityScore);
    expect(fresh.vibeMove).toBeNull();
    expect((await get(`/api/connections/${made.id}`, bob)).json().vibeMove).toBeNull();
    await t.request({ method: 'PUT', url: `/api/connections/${made.id}/relationship-type`, token: ada.token, body: { relationshipType: 'professional' } });
    // A day later it is the pair's Vibe, and what moves it is told.
    const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await t.database.db.updateTable('connections').set({ accepted_at: dayAgo }).where('id', '=', made.id).execute();

    const put = await t.request({ method: 'PUT', url: `/api/connections/${made.id}/relationship-type`, token: ada.token, body: { relationshipType: 'couple' } });
    expect(put.statusCode).toBe(200);
    const asAda = (await get(`/api/connections/${made.id}`, ada)).json();
    const asBob = (await get(`/api/connections/${made.id}`, bob)).json();
    expect(asAda.compatibilityScore).toBe(asBob.compatibilityScore);
    expect(asAda.compatibilityScore).not.toBe(first.compatibilityScore);
    const move = { previousScore: first.compatibilityScore, score: asAda.compatibilityScore, cause: 'relationship_type', detail: 'couple', at: expect.any(String) };
    expect(asAda.vibeMove).toEqual({ ...move, changedBy: 'you' });
    expect(asBob.vibeMove).toEqual({ ...move, changedBy: 'them' });

    // Bob leans all the way to lifestyle: the pair's number moves for both, and Ada reads that Bob moved it.
    const weights = await t.request({ method: 'POST', url: '/api/compatibility-weights', token: bob.token, body: { personalityWeight: 0, lifestyleWeight: 100 } });
    expect(weights.statusCode).toBe(200);
    const later = (await get(`/api/connections/${made.id}`, ada)).json();
    expect(later.vibe.lifestyle.weight).toBe(75);
    expect(later.compatibilityScore).not.toBe(asAda.compatibilityScore);
    expect(later.vibeMove).toMatchObject({ previousScore: asAda.compatibilityScore, score: later.compatibilityScore, cause: 'weights', changedBy: 'them' });
    // Setting the same type again moves nothing and records nothing.
    await t.request({ method: 'PUT', url: `/api/connections/${made.id}/relationship-type`, token: bob.token, body: { relationshipType: 'couple' } });
    expect((await get(`/api/connections/${made.id}`, ada)).json().vibeMove).toEqual(later.vibeMove);
  });

  it('shows an unknown stored relationship type as friend', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const made = await connect(t.deps, ada.user.id, bob.user.id, 'couple', 'active');
    await t.database.db.updateTable('connections').set({ relationship_type: 'nemesis' }).where('id', '=', made.id).execute();
    expect((await get(`/api/connections/${made.id}`, ada)).json().relationshipType).toBe('friend');
  });

  it('answers 401 to anonymous callers everywhere', async () => {
    for (const [method, url] of [
      ['GET', '/api/connections'],
      ['GET', '/api/connections/pending'],
      ['GET', '/api/connections/x'],
      ['POST', '/api/connections/x/accept'],
      ['POST', '/api/connections/x/reject'],
      ['PUT', '/api/connections/x/relationship-type'],
      ['DELETE', '/api/connections/x'],
      ['GET', '/api/invitations'],
      ['DELETE', '/api/invitations/x'],
      ['POST', '/api/invitations/accept/x'],
    ] as const) {
      const res = await t.request({ method, url, body: method === 'PUT' ? { relationshipType: 'friend' } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('pending requests', () => {
  it('the recipient accepts; the inviter cannot accept their own request; an active one cannot be accepted again', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const made = await connect(t.deps, ada.user.id, bob.user.id, 'family', 'pending');
    expect((await get('/api/connections', bob)).json()).toEqual([]);

    const own = await post(`/api/connections/${made.id}/accept`, ada);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownRequest);

    const res = await post(`/api/connections/${made.id}/accept`, bob);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', relationshipType: 'family', isInviter: false });
    expect((await get('/api/connections', ada)).json()).toHaveLength(1);
    expect((await get('/api/connections/pending', ada)).json()).toEqual([]);

    const again = await post(`/api/connections/${made.id}/accept`, bob);
    expect(again.statusCode).toBe(409);
    const reject = await post(`/api/connections/${made.id}/reject`, bob);
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe(M.activeUseRemove);
  });

  it('the recipient declines (the link stops working); the inviter cancels (the invitation is withdrawn)', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const { invitation } = await invite(t.deps, ada.user.id, bob.user.email, 'friend', 'hello');
    const [req] = (await get('/api/connections/pending', bob)).json();
    const declined = await post(`/api/connections/${req.id}/reject`, bob);
    expect(declined.statusCode).toBe(200);
    expect((await get('/api/connections/pending', ada)).json()).toEqual([]);
    expect((await get(`/api/invitations/validate/${invitation.token}`)).json().valid).toBe(false);
    expect((await post(`/api/invitations/accept/${invitation.token}`, bob)).statusCode).toBe(400);

    // A request sent by e-mail is withdrawn from the invitations list (it is not listed under Pending for the
    // inviter, whether or not the address has an account); a direct request is cancelled from Pending.
    const cleo = await createAssessedUser(t);
    const second = await invite(t.deps, ada.user.id, cleo.user.email);
    expect((await get('/api/connections/pending', ada)).json()).toEqual([]);
    expect((await get('/api/connections/pending', cleo)).json()).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: `/api/invitations/${second.invitation.id}`, token: ada.token })).statusCode).toBe(200);
    expect((await get('/api/connections/pending', cleo)).json()).toEqual([]);
    const dan = await createAssessedUser(t);
    await connect(t.deps, ada.user.id, dan.user.id, 'friend', 'pending');
    const [mine] = (await get('/api/connections/pending', ada)).json();
    expect(mine.isInviter).toBe(true);
    expect((await post(`/api/connections/${mine.id}/reject`, ada)).statusCode).toBe(200);
    expect((await get('/api/connections/pending', dan)).json()).toEqual([]);
    const list = (await get('/api/invitations', ada)).json();
    expect(list.some((i: { id: string }) => i.id === second.invitation.id)).toBe(false);
  });

  it('nobody connects to themselves and a pair has one connection', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    await expect(connect(t.deps, ada.user.id, ada.user.id)).rejects.toThrow(M.inviteSelf);
    await connect(t.deps, ada.user.id, bob.user.id, 'friend', 'pending');
    await expect(connect(t.deps, bob.user.id, ada.user.id)).rejects.toThrow(/pending connection request/);
    const rows = await t.database.db.selectFrom('connections').selectAll().where('user1_id', 'in', [ada.user.id, bob.user.id]).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('changing and removing', () => {
  it('either member changes the relationship type; bad input is 400 naming the field and changes nothing', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const made = await connect(t.deps, ada.user.id, bob.user.id, 'friend', 'active');
    const res = await t.request({ method: 'PUT', url: `/api/connections/${made.id}/relationship-type`, token: ada.token, body: { relationshipType: 'couple' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, relationshipType: 'couple' });
    expect((await get(`/api/connections/${made.id}`, bob)).json().relationshipType).toBe('couple');

    for (const body of [{ relationshipType: 'enemy' }, {}, { relationshipType: '' }]) {
      const bad = await t.request({ method: 'PUT', url: `/api/connections/${made.id}/relationship-type`, token: bob.token, body });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('relationshipType:');
    }
    expect((await get(`/api/connections/${made.id}`, bob)).json().relationshipType).toBe('couple');
  });

  it('either member removes the connection', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const made = await connect(t.deps, ada.user.id, bob.user.id, 'friend', 'active');
    const res = await t.request({ method: 'DELETE', url: `/api/connections/${made.id}`, token: bob.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await get('/api/connections', ada)).json()).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/api/connections/${made.id}`, token: ada.token })).statusCode).toBe(404);
    // They can connect again afterwards.
    await connect(t.deps, bob.user.id, ada.user.id, 'friend', 'active');
  });
});

describe('a stranger', () => {
  it('cannot read, accept, reject, retype or delete someone else’s connection: 404, nothing changes', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const eve = await createAssessedUser(t);
    const pending = await connect(t.deps, ada.user.id, bob.user.id, 'friend', 'pending');
    const cleo = await createAssessedUser(t);
    const active = await connect(t.deps, ada.user.id, cleo.user.id, 'family', 'active');
    const before = await snapshot();
    for (const id of [pending.id, active.id, 'nosuchid']) {
      for (const res of [
        await get(`/api/connections/${id}`, eve),
        await post(`/api/connections/${id}/accept`, eve),
        await post(`/api/connections/${id}/reject`, eve),
        await t.request({ method: 'PUT', url: `/api/connections/${id}/relationship-type`, token: eve.token, body: { relationshipType: 'crush' } }),
        await t.request({ method: 'DELETE', url: `/api/connections/${id}`, token: eve.token }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: M.connectionNotFound });
      }
    }
    expect(await snapshot()).toEqual(before);
    expect((await get('/api/connections', eve)).json()).toEqual([]);
    expect((await get('/api/connections/pending', eve)).json()).toEqual([]);
  });
});

describe('deactivated accounts', () => {
  it('a deactivated member is refused everywhere (401) and changes nothing', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const made = await connect(t.deps, ada.user.id, bob.user.id, 'friend', 'pending');
    await deactivate(t, bob.user.id);
    const before = await snapshot();
    for (const [method, url] of [
      ['GET', '/api/connections'],
      ['GET', '/api/connections/pending'],
      ['GET', `/api/connections/${made.id}`],
      ['POST', `/api/connections/${made.id}/accept`],
      ['POST', `/api/connections/${made.id}/reject`],
      ['PUT', `/api/connections/${made.id}/relationship-type`],
      ['DELETE', `/api/connections/${made.id}`],
      ['GET', '/api/invitations'],
      ['POST', '/api/invitations/send-email'],
      ['POST', '/api/invitations'],
    ] as const) {
      const body = method === 'PUT' ? { relationshipType: 'crush' } : method === 'POST' ? { inviteeEmail: 'x@y.test', email: 'x@y.test' } : undefined;
      const res = await t.request({ method, url, token: bob.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a connection with a deactivated person is hidden from the other member until reactivation', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const cleo = await createAssessedUser(t);
    const active = await connect(t.deps, ada.user.id, bob.user.id, 'couple', 'active');
    const pending = await connect(t.deps, cleo.user.id, ada.user.id, 'friend', 'pending');
    await deactivate(t, bob.user.id);
    await deactivate(t, cleo.user.id);
    expect((await get('/api/connections', ada)).json()).toEqual([]);
    expect((await get('/api/connections/pending', ada)).json()).toEqual([]);
    expect((await get(`/api/connections/${active.id}`, ada)).statusCode).toBe(404);
    const accept = await post(`/api/connections/${pending.id}/accept`, ada);
    expect(accept.statusCode).toBe(404);
    expect(accept.json().message).toBe(M.connectionNotFound);

    await t.database.db.updateTable('users').set({ is_active: 1 }).where('id', 'in', [bob.user.id, cleo.user.id]).execute();
    expect((await get('/api/connections', ada)).json().map((c: { id: string }) => c.id)).toEqual([active.id]);
    expect((await get('/api/connections/pending', ada)).json().map((c: { id: string }) => c.id)).toEqual([pending.id]);
  });
});

describe('the same procedures through /trpc', () => {
  it('lists connections', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    await connect(t.deps, ada.user.id, bob.user.id, 'professional', 'active');
    const res = await t.request({ method: 'GET', url: '/trpc/connections.list', token: ada.token });
    expect(res.json().result.data[0]).toMatchObject({ relationshipType: 'professional', otherUser: { id: bob.user.id } });
  });
});

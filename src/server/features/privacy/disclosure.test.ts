/**
 * Issue 12, finding 1: a pending request discloses nothing about the person it is sent to, and invitation answers
 * look the same whether or not an address belongs to an account. Each case failed before the fix.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { giveAssessment, LIVELY, QUIET } from '../../test/connections.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who?: TestUser) => t.request({ method: 'GET', url, token: who?.token });
const post = (url: string, who: TestUser, body?: unknown) => t.request({ method: 'POST', url, token: who.token, body });

async function withPhoto(who: TestUser): Promise<void> {
  const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#884488' } }).jpeg().toBuffer();
  const boundary = '----privacy';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile/upload-image',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode).toBe(200);
}

/** Two people with results and photos; `asker` sends `target` a direct request. */
async function pendingPair() {
  const asker = await createAssessedUser(t, { firstName: 'Eve', lastName: 'Asker' });
  const target = await createAssessedUser(t, { firstName: 'Tess', lastName: 'Target' });
  await giveAssessment(t.deps, asker.user.id, LIVELY);
  await giveAssessment(t.deps, target.user.id, QUIET);
  await withPhoto(asker);
  await withPhoto(target);
  const res = await post('/api/invitations', asker, { directUserId: target.user.id, relationshipType: 'crush', personalMessage: 'Hi from the running club' });
  expect(res.statusCode).toBe(200);
  const [row] = (await get('/api/connections/pending', asker)).json();
  return { asker, target, connectionId: row.id as string, invitation: res.json().invitation };
}

describe('a pending requester learns nothing about the person they asked', () => {
  it('their pending row and GET /api/connections/{id} carry only what they chose: type of relationship and message', async () => {
    const { asker, target, connectionId } = await pendingPair();
    const [row] = (await get('/api/connections/pending', asker)).json();
    const one = (await get(`/api/connections/${connectionId}`, asker)).json();
    for (const view of [row, one]) {
      expect(view).toMatchObject({
        status: 'pending',
        isInviter: true,
        relationshipType: 'crush',
        personalMessage: 'Hi from the running club',
        otherUser: { firstName: '', lastName: '', profileImageUrl: null, email: '' },
        otherUserResults: null,
        compatibilityScore: null,
        vibe: null,
      });
      const text = JSON.stringify(view);
      for (const secret of ['Tess', 'Target', target.user.email, '/api/profile/image/']) expect(text).not.toContain(secret);
    }
  });

  it("the target's photo stays a 404 for the requester until they are accepted", async () => {
    const { asker, target, connectionId } = await pendingPair();
    expect((await get(`/api/profile/image/${target.user.id}`, asker)).statusCode).toBe(404);
    // The recipient may see who is asking, photo included, to decide.
    expect((await get(`/api/profile/image/${asker.user.id}`, target)).statusCode).toBe(200);
    expect((await post(`/api/connections/${connectionId}/accept`, target)).statusCode).toBe(200);
    expect((await get(`/api/profile/image/${target.user.id}`, asker)).statusCode).toBe(200);
  });

  it('the recipient sees name, photo, type and message to decide, but no Vibe and no e-mail', async () => {
    const { asker, target } = await pendingPair();
    const [row] = (await get('/api/connections/pending', target)).json();
    expect(row).toMatchObject({
      isInviter: false,
      personalMessage: 'Hi from the running club',
      otherUser: { id: asker.user.id, firstName: 'Eve', lastName: 'Asker', email: '', profileImageUrl: expect.stringContaining(`/api/profile/image/${asker.user.id}`) },
      otherUserResults: { personalityType: expect.stringMatching(/^[EI][SN][TF][JP]$/) },
      compatibilityScore: null,
      vibe: null,
    });
    expect(JSON.stringify(row)).not.toContain(asker.user.email);
  });

  it('once accepted, both see each other, the Vibe and the e-mail', async () => {
    const { asker, target, connectionId } = await pendingPair();
    await post(`/api/connections/${connectionId}/accept`, target);
    const [mine] = (await get('/api/connections', asker)).json();
    expect(mine.otherUser).toMatchObject({ firstName: 'Tess', email: target.user.email });
    expect(mine.vibe.score).toBe(mine.compatibilityScore);
  });
});

describe('invitation answers have one shape whether or not the address has an account', () => {
  /** The answer with what legitimately differs (ids, addresses, tokens, times) blanked. */
  function shapeOf(body: unknown, email: string): string {
    return JSON.stringify(body)
      .replaceAll(email, 'EMAIL')
      .replace(/"(id|token|createdAt|expiresAt)":"[^"]*"/g, '"$1":"X"')
      .replace(/invite=[a-z0-9]+/g, 'invite=X');
  }

  it('POST /api/invitations/send-email and GET /api/invitations', async () => {
    const ada = await createAssessedUser(t, { firstName: 'Ada' });
    const member = await createAssessedUser(t, { firstName: 'Mona', lastName: 'Member' });
    await giveAssessment(t.deps, member.user.id);
    const stranger = `nobody-${Date.now()}@elsewhere.test`;
    const toMember = await post('/api/invitations/send-email', ada, { inviteeEmail: member.user.email, relationshipType: 'friend', personalMessage: 'hi' });
    const toNobody = await post('/api/invitations/send-email', ada, { inviteeEmail: stranger, relationshipType: 'friend', personalMessage: 'hi' });
    expect(toMember.statusCode).toBe(toNobody.statusCode);
    expect(shapeOf(toMember.json(), member.user.email)).toBe(shapeOf(toNobody.json(), stranger));
    expect(JSON.stringify(toMember.json())).not.toMatch(new RegExp(`Mona|Member|${member.user.id}`));

    const list = (await get('/api/invitations', ada)).json() as Array<{ inviteeEmail: string }>;
    const a = list.find((i) => i.inviteeEmail === member.user.email)!;
    const b = list.find((i) => i.inviteeEmail === stranger)!;
    expect(shapeOf(a, member.user.email)).toBe(shapeOf(b, stranger));
    // Ada's pending list is the same too: e-mail requests are followed as invitations.
    expect((await get('/api/connections/pending', ada)).json()).toEqual([]);
  });

  it('POST /api/invitations with directUserId names nobody until accepted', async () => {
    const ada = await createAssessedUser(t);
    const member = await createAssessedUser(t, { firstName: 'Nico', lastName: 'Direct' });
    await giveAssessment(t.deps, member.user.id);
    const res = await post('/api/invitations', ada, { directUserId: member.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().invitation).toMatchObject({ inviteeUserId: null, inviteeEmail: null, inviteeFirstName: null, inviteeLastName: null, hasCompletedAssessment: false });
    expect(JSON.stringify((await get('/api/invitations', ada)).json())).not.toMatch(/Nico|Direct/);
    const [row] = (await get('/api/connections/pending', member)).json();
    await post(`/api/connections/${row.id}/accept`, member);
    const [accepted] = (await get('/api/invitations', ada)).json();
    expect(accepted).toMatchObject({ status: 'accepted', inviteeUserId: member.user.id, inviteeFirstName: 'Nico', hasCompletedAssessment: true });
  });

  it('a second request to the same person answers with the request already made, in the asker’s own words', async () => {
    const ada = await createAssessedUser(t);
    const member = await createAssessedUser(t, { firstName: 'Olga', lastName: 'Twice' });
    await connect(t.deps, ada.user.id, member.user.id, 'friend', 'pending');
    const again = await post('/api/invitations', ada, { directUserId: member.user.id });
    // Idempotent (issue 28): the request already made, and still nothing of the member's names.
    expect(again.statusCode).toBe(200);
    expect(again.json().repeated).toBe(true);
    expect(again.body).not.toMatch(/Olga|Twice/);
  });
});

/**
 * Invitations addressed by e-mail reach an account only once its owner verified that address (issue 12 finding 2);
 * then the ones sent earlier appear in their Pending tab (issue 18).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, latestVerificationToken, type TestUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const address = () => `invitee${++seq}-${Date.now()}@elsewhere.test`;
const get = (url: string, who: TestUser) => t.request({ method: 'GET', url, token: who.token });
const sendEmail = (who: TestUser, inviteeEmail: string, relationshipType = 'friend') =>
  t.request({ method: 'POST', url: '/api/invitations/send-email', token: who.token, body: { inviteeEmail, relationshipType, personalMessage: 'Hello!' } });
const verify = (token: string) => t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } });

describe('e-mail invitations and verified addresses', () => {
  it('an invitation to an address whose account is not verified waits, then shows in Pending once verified', async () => {
    const ada = await createAssessedUser(t, { firstName: 'Ada' });
    const email = address();
    // A squatter registers the address first but cannot open mail sent to it: nothing reaches them.
    const squatter = await createAssessedUser(t, { email, verified: false, firstName: 'Squatter' });
    expect((await sendEmail(ada, email, 'family')).statusCode).toBe(200);
    expect((await get('/api/connections/pending', squatter)).json()).toEqual([]);
    const invitations = (await get('/api/invitations', ada)).json();
    expect(invitations[0]).toMatchObject({ inviteeEmail: email, inviteeUserId: null, status: 'pending' });

    // The owner of the address (here the same account, once it opens the link) verifies: the request appears.
    await t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: squatter.token });
    expect((await verify(await latestVerificationToken(t, email))).json().outcome).toBe('verified');
    const pending = (await get('/api/connections/pending', squatter)).json();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ isInviter: false, relationshipType: 'family', personalMessage: 'Hello!', otherUser: { firstName: 'Ada' } });
    // Ada still sees only what she typed until it is accepted.
    expect((await get('/api/invitations', ada)).json()[0]).toMatchObject({ inviteeUserId: null, inviteeFirstName: null });
    expect((await t.request({ method: 'POST', url: `/api/connections/${pending[0].id}/accept`, token: squatter.token })).statusCode).toBe(200);
    expect((await get('/api/invitations', ada)).json()[0]).toMatchObject({ status: 'accepted', inviteeFirstName: 'Squatter' });
  });

  it('invitations sent before the person registered appear after they verify, one per inviter', async () => {
    const ada = await createAssessedUser(t, { firstName: 'Ada' });
    const ben = await createAssessedUser(t, { firstName: 'Ben' });
    const email = address();
    await sendEmail(ada, email, 'couple');
    await sendEmail(ben, email, 'professional');
    const cleo = await createAssessedUser(t, { email, firstName: 'Cleo' });
    const pending = (await get('/api/connections/pending', cleo)).json() as Array<{ otherUser: { firstName: string }; relationshipType: string }>;
    expect(pending.map((p) => [p.otherUser.firstName, p.relationshipType]).sort()).toEqual([
      ['Ada', 'couple'],
      ['Ben', 'professional'],
    ]);
    // Neither inviter learns anything by it.
    expect((await get('/api/connections/pending', ada)).json()).toEqual([]);
  });

  it('skips expired and withdrawn invitations, and invitations from a person already connected', async () => {
    const ada = await createAssessedUser(t);
    const ben = await createAssessedUser(t);
    const email = address();
    const expired = (await sendEmail(ada, email)).json().invitation;
    await t.database.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expired.id).execute();
    const withdrawn = (await sendEmail(ben, email)).json().invitation;
    await t.request({ method: 'DELETE', url: `/api/invitations/${withdrawn.id}`, token: ben.token });
    const cleo = await createAssessedUser(t, { email });
    expect((await get('/api/connections/pending', cleo)).json()).toEqual([]);
  });

  it('to a verified address, the request reaches the person at once', async () => {
    const ada = await createAssessedUser(t);
    const dan = await createAssessedUser(t, { firstName: 'Dan' });
    await sendEmail(ada, dan.user.email);
    expect((await get('/api/connections/pending', dan)).json()).toHaveLength(1);
  });
});

import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, deactivate, type TestUser } from '../../test/factories.js';
import { CONNECTION_MESSAGES as M } from './connections.schemas.js';
import { giveAssessment, mimeParts } from '../../test/connections.js';
import { startLocalSmtp } from '../../test/smtp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const address = (prefix = 'friend') => `${prefix}${++seq}-${Date.now()}@elsewhere.test`;

function sendEmail(app: TestApp, who: TestUser | undefined, body: Record<string, unknown>) {
  return app.request({ method: 'POST', url: '/api/invitations/send-email', token: who?.token, body });
}

async function count(table: 'invitations' | 'connections' | 'mail_outbox', app = t) {
  const row = await app.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Invitation mail to `to` (an account's own verification mail is not one). */
async function outboxFor(to: string, app = t) {
  return app.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).where('subject', 'not like', 'Confirm your e-mail%').execute();
}

describe('POST /api/invitations/send-email without SMTP (the outbox)', () => {
  it('creates a pending invitation, queues an escaped two-part e-mail with the link, and says the e-mail was not sent', async () => {
    const ada = await createAssessedUser(t, { firstName: 'Ada', lastName: 'Byron' });
    const to = address();
    const res = await sendEmail(t, ada, { inviteeEmail: ` ${to.toUpperCase()} `, relationshipType: 'family', personalMessage: 'Hi <script>alert(1)</script> & "you"' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.emailSent).toBe(false);
    expect(body.invitation).toMatchObject({ inviteeEmail: to, status: 'pending', relationshipType: 'family', hasCompletedAssessment: false, expired: false });
    expect(body.invitation.token).toMatch(/^[a-z2-7]{32}$/);
    expect(body.link).toBe(`http://attune.test/signup?invite=${body.invitation.token}`);
    const expires = Date.parse(body.invitation.expiresAt) - Date.parse(body.invitation.createdAt);
    expect(Math.round(expires / 86_400_000)).toBe(14);

    const [mail] = await outboxFor(to);
    expect(mail).toMatchObject({ status: 'queued', subject: 'Ada Byron invited you to connect on Attune', error: null });
    // The outbox's copy has the token masked (decision 043); the mail itself carries the link.
    expect(mail!.text_body).toContain('http://attune.test/signup?invite=[redacted]');
    expect(mail!.text_body).not.toContain(body.invitation.token);
    expect(t.mailbox.latest(to)!.text).toContain(body.link);
    expect(mail!.text_body).toContain('> Hi <script>alert(1)</script> & "you"');
    expect(mail!.text_body).toContain('as a family');
    expect(mail!.html_body).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;you&quot;');
    expect(mail!.html_body).not.toContain('<script>');
    expect(t.mailbox.latest(to)!.html).toContain(`>${body.link}</a>`);
  });

  it('never builds the link from the Host header: without PUBLIC_URL it uses the address the server listens on', async () => {
    const local = await createTestApp({ publicUrl: undefined });
    try {
      const ada = await createAssessedUser(local);
      const res = await local.request({
        method: 'POST',
        url: '/api/invitations/send-email',
        token: ada.token,
        headers: { host: 'attune-login.evil.test', 'x-forwarded-host': 'evil.test' },
        body: { inviteeEmail: address(), relationshipType: 'friend' },
      });
      expect(res.json().link).toBe(`http://localhost:3000/signup?invite=${res.json().invitation.token}`);
      const mail = await local.database.db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      expect(JSON.stringify(mail)).not.toContain('evil.test');
    } finally {
      await local.close();
    }
  });

  it('defaults the relationship type to friend when it is empty', async () => {
    const ada = await createAssessedUser(t);
    const res = await sendEmail(t, ada, { inviteeEmail: address(), relationshipType: '', personalMessage: '' });
    expect(res.json().invitation).toMatchObject({ relationshipType: 'friend', personalMessage: null });
  });

  it.each([
    [{ inviteeEmail: 'not-an-email', relationshipType: 'friend' }, 'inviteeEmail: Enter a valid email address'],
    [{ relationshipType: 'friend' }, 'inviteeEmail: Email is required'],
    [{ inviteeEmail: 'x@y.test', relationshipType: 'enemy' }, 'relationshipType: Choose one of professional, friend, family, couple, crush'],
    [{ inviteeEmail: 'x@y.test', personalMessage: 'x'.repeat(1001) }, 'personalMessage: Personal message must be at most 1000 characters'],
  ])('answers 400 naming the field and writes nothing (%#)', async (body, message) => {
    const ada = await createAssessedUser(t);
    const before = [await count('invitations'), await count('mail_outbox')];
    const res = await sendEmail(t, ada, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect([await count('invitations'), await count('mail_outbox')]).toEqual(before);
  });

  it('refuses to invite yourself; a second invitation to the same address answers with the open one and sends nothing', async () => {
    const ada = await createAssessedUser(t);
    const self = await sendEmail(t, ada, { inviteeEmail: ada.user.email });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(M.inviteSelf);
    const to = address();
    const first = await sendEmail(t, ada, { inviteeEmail: to });
    expect(first.json().repeated).toBe(false);
    const [invitations, mails] = [await count('invitations'), await count('mail_outbox')];
    const again = await sendEmail(t, ada, { inviteeEmail: to, relationshipType: 'family' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), repeated: true });
    expect([await count('invitations'), await count('mail_outbox')]).toEqual([invitations, mails]);
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await sendEmail(t, undefined, { inviteeEmail: address() });
    expect(res.statusCode).toBe(401);
  });
});

describe('an invitation to someone who already has an account', () => {
  it('shows at once as a pending request to them; accepting makes the invitation accepted', async () => {
    const ada = await createAssessedUser(t, { firstName: 'Ada' });
    const bob = await createAssessedUser(t, { firstName: 'Bob' });
    const res = await sendEmail(t, ada, { inviteeEmail: bob.user.email, relationshipType: 'professional' });
    expect(res.statusCode).toBe(200);
    // Nothing about Bob's account until he accepts (issue 12): the same record as for an address without one.
    expect(res.json().invitation).toMatchObject({ inviteeUserId: null, inviteeFirstName: null, inviteeLastName: null, hasCompletedAssessment: false, status: 'pending' });
    const [mail] = await outboxFor(bob.user.email);
    expect(mail!.text_body).toContain('You already have an Attune account');

    const bobPending = (await t.request({ method: 'GET', url: '/api/connections/pending', token: bob.token })).json();
    expect(bobPending).toHaveLength(1);
    expect(bobPending[0]).toMatchObject({ isInviter: false, relationshipType: 'professional', otherUser: { id: ada.user.id, firstName: 'Ada' }, status: 'pending' });
    // Ada follows it under her invitations, as for any address.
    expect((await t.request({ method: 'GET', url: '/api/connections/pending', token: ada.token })).json()).toEqual([]);

    // A second invitation to someone already asked answers with the open one, as for any address; Bob, who sees
    // Ada's request, is told whose it is.
    const again = await sendEmail(t, ada, { inviteeEmail: bob.user.email });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...res.json(), repeated: true });
    const reverse = await sendEmail(t, bob, { inviteeEmail: ada.user.email });
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json().message).toBe(M.alreadyPending(`Ada ${ada.user.lastName}`));

    const accepted = await t.request({ method: 'POST', url: `/api/connections/${bobPending[0].id}/accept`, token: bob.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'active', otherUser: { id: ada.user.id } });
    const list = (await t.request({ method: 'GET', url: '/api/invitations', token: ada.token })).json();
    expect(list.find((i: { id: string }) => i.id === res.json().invitation.id)).toMatchObject({ status: 'accepted', inviteeFirstName: 'Bob', inviteeUserId: bob.user.id });

    const connected = await sendEmail(t, ada, { inviteeEmail: bob.user.email });
    expect(connected.statusCode).toBe(409);
    expect(connected.json().message).toBe(M.alreadyConnected(`Bob ${bob.user.lastName}`));
  });
});

describe('an invitation to someone already connected whose address is not verified', () => {
  it('says so (409) and makes no fresh link when they are connected or asked first; a request the inviter sent goes on as for any address', async () => {
    const { connect } = await import('../../test/demo-connections.js');
    const ada = await createAssessedUser(t, { firstName: 'Ada' });
    const cy = await createUser(t, { firstName: 'Cy', verified: false });
    const dee = await createUser(t, { firstName: 'Dee', verified: false });
    const eli = await createUser(t, { firstName: 'Eli', verified: false });
    await connect(t.deps, ada.user.id, cy.user.id, 'couple');
    await connect(t.deps, dee.user.id, ada.user.id, 'friend', 'pending');
    await connect(t.deps, ada.user.id, eli.user.id, 'friend', 'pending');
    const before = await count('invitations');
    for (const [email, message] of [
      [cy.user.email, M.alreadyConnected(`Cy ${cy.user.lastName}`)],
      [dee.user.email, M.alreadyPending(`Dee ${dee.user.lastName}`)],
    ] as const) {
      const res = await sendEmail(t, ada, { inviteeEmail: email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
    }
    expect(await count('invitations')).toBe(before);
    // Eli has Ada's request already; her e-mail to his address answers as one to an address with no account.
    const eliInvite = await sendEmail(t, ada, { inviteeEmail: eli.user.email });
    expect(eliInvite.statusCode).toBe(200);
    expect(eliInvite.json()).toMatchObject({ repeated: false, invitation: { inviteeEmail: eli.user.email, inviteeUserId: null, status: 'pending' } });
    // Someone else may still invite that address.
    expect((await sendEmail(t, await createAssessedUser(t), { inviteeEmail: cy.user.email })).statusCode).toBe(200);
  });
});

describe('a stranger holding someone else\'s link', () => {
  it('cannot accept an invitation addressed to another member: 404, and the request stays theirs', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const eve = await createAssessedUser(t);
    const { invitation } = (await sendEmail(t, ada, { inviteeEmail: bob.user.email, relationshipType: 'family' })).json();
    const res = await t.request({ method: 'POST', url: `/api/invitations/accept/${invitation.token}`, token: eve.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.invalidInvitation);
    expect((await t.request({ method: 'GET', url: '/api/connections/pending', token: eve.token })).json()).toEqual([]);
    const [request] = (await t.request({ method: 'GET', url: '/api/connections/pending', token: bob.token })).json();
    expect(request).toMatchObject({ status: 'pending', isInviter: false, otherUser: { id: ada.user.id } });
    const list = (await t.request({ method: 'GET', url: '/api/invitations', token: ada.token })).json();
    expect(list.find((i: { id: string }) => i.id === invitation.id).status).toBe('pending');

    // The member it was meant for can use the link instead of the Pending tab.
    const own = await t.request({ method: 'POST', url: `/api/invitations/accept/${invitation.token}`, token: bob.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().connection).toMatchObject({ id: request.id, status: 'active', relationshipType: 'family' });
  });
});

describe('registering through an invitation', () => {
  it('validates the token, names the inviter, and connects the two people (active) on accept', async () => {
    const ada = await createAssessedUser(t, { firstName: 'Ada', lastName: 'Byron' });
    const to = address('newcomer');
    const { invitation } = (await sendEmail(t, ada, { inviteeEmail: to, relationshipType: 'couple' })).json();

    const valid = await t.request({ method: 'GET', url: `/api/invitations/validate/${invitation.token}` });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true, inviter: { firstName: 'Ada', lastName: 'Byron' }, relationshipType: 'couple', inviteeEmail: to });

    const reg = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      body: { firstName: 'Cleo', lastName: 'New', email: to, password: 'long enough secret', invitationToken: invitation.token },
    });
    expect(reg.statusCode).toBe(200);
    const cleo = reg.json();
    const accept = await t.request({ method: 'POST', url: `/api/invitations/accept/${invitation.token}`, token: cleo.token });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({ success: true, connection: { status: 'active', relationshipType: 'couple', isInviter: false, otherUser: { firstName: 'Ada' } } });

    const adaList = (await t.request({ method: 'GET', url: '/api/connections', token: ada.token })).json();
    expect(adaList.map((c: { otherUser: { id: string } }) => c.otherUser.id)).toContain(cleo.user.id);
    const record = (await t.request({ method: 'GET', url: '/api/invitations', token: ada.token })).json().find((i: { id: string }) => i.id === invitation.id);
    expect(record).toMatchObject({ status: 'accepted', inviteeFirstName: 'Cleo', inviteeLastName: 'New', hasCompletedAssessment: false });
    await giveAssessment(t.deps, cleo.user.id);
    const after = (await t.request({ method: 'GET', url: '/api/invitations', token: ada.token })).json().find((i: { id: string }) => i.id === invitation.id);
    expect(after.hasCompletedAssessment).toBe(true);

    // Single use: the link is now spent; the same person asking again is harmless; anyone else gets nothing.
    const used = await t.request({ method: 'GET', url: `/api/invitations/validate/${invitation.token}` });
    expect(used.json()).toEqual({ valid: false, message: M.usedInvitation });
    const twice = await t.request({ method: 'POST', url: `/api/invitations/accept/${invitation.token}`, token: cleo.token });
    expect(twice.statusCode).toBe(200);
    const other = await createAssessedUser(t);
    const stolen = await t.request({ method: 'POST', url: `/api/invitations/accept/${invitation.token}`, token: other.token });
    expect(stolen.statusCode).toBe(404);
    expect(await t.request({ method: 'GET', url: '/api/connections', token: other.token }).then((r) => r.json())).toEqual([]);
  });

  it('answers valid:false for an unknown, expired or deactivated inviter token, and refuses to accept them', async () => {
    const unknown = await t.request({ method: 'GET', url: '/api/invitations/validate/nosuchtoken' });
    expect(unknown.json()).toEqual({ valid: false, message: M.invalidInvitation });

    const ada = await createAssessedUser(t);
    const { invitation } = (await sendEmail(t, ada, { inviteeEmail: address() })).json();
    await t.database.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', invitation.id).execute();
    expect((await t.request({ method: 'GET', url: `/api/invitations/validate/${invitation.token}` })).json()).toEqual({ valid: false, message: M.expiredInvitation });
    const late = await createAssessedUser(t);
    const res = await t.request({ method: 'POST', url: `/api/invitations/accept/${invitation.token}`, token: late.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.expiredInvitation);
    const listed = (await t.request({ method: 'GET', url: '/api/invitations', token: ada.token })).json();
    expect(listed.find((i: { id: string }) => i.id === invitation.id).expired).toBe(true);

    const gone = await createAssessedUser(t);
    const second = (await sendEmail(t, gone, { inviteeEmail: address() })).json();
    await deactivate(t, gone.user.id);
    expect((await t.request({ method: 'GET', url: `/api/invitations/validate/${second.invitation.token}` })).json().valid).toBe(false);
    expect((await t.request({ method: 'POST', url: `/api/invitations/accept/nosuchtoken`, token: late.token })).statusCode).toBe(404);
  });

  it('does not let the inviter accept their own invitation, nor anonymous callers accept any', async () => {
    const ada = await createAssessedUser(t);
    const { invitation } = (await sendEmail(t, ada, { inviteeEmail: address() })).json();
    const own = await t.request({ method: 'POST', url: `/api/invitations/accept/${invitation.token}`, token: ada.token });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(M.ownInvitation);
    const anon = await t.request({ method: 'POST', url: `/api/invitations/accept/${invitation.token}` });
    expect(anon.statusCode).toBe(401);
    expect(await count('connections')).toBeGreaterThanOrEqual(0);
    const still = (await t.request({ method: 'GET', url: `/api/invitations/validate/${invitation.token}` })).json();
    expect(still.valid).toBe(true);
  });
});

describe('POST /api/invitations (direct, no e-mail)', () => {
  it('sends a pending request to an existing member without any mail', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const mails = await count('mail_outbox');
    const res = await t.request({
      method: 'POST',
      url: '/api/invitations',
      token: ada.token,
      body: { email: '', relationshipType: 'crush', personalMessage: 'Saw your post', directUserId: bob.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailSent: false, invitation: { inviteeUserId: null, inviteeEmail: null, inviteeFirstName: null, status: 'pending', relationshipType: 'crush' } });
    expect(await count('mail_outbox')).toBe(mails);
    const pending = (await t.request({ method: 'GET', url: '/api/connections/pending', token: bob.token })).json();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ relationshipType: 'crush', isInviter: false, personalMessage: 'Saw your post' });
  });

  it('asking the same member again answers with the request already made; nothing new is stored, pushed or mailed', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const ask = () => t.request({ method: 'POST', url: '/api/invitations', token: ada.token, body: { email: '', relationshipType: 'friend', directUserId: bob.user.id } });
    const first = await ask();
    expect(first.json().repeated).toBe(false);
    const [invitations, connections] = [await count('invitations'), await count('connections')];
    const [again, andAgain] = await Promise.all([ask(), ask()]);
    for (const res of [again, andAgain]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...first.json(), repeated: true });
    }
    expect([await count('invitations'), await count('connections')]).toEqual([invitations, connections]);
  });

  it('a direct request, then an e-mail to an address: the answers do not depend on whether that address is the member asked', async () => {
    // Issue 28: after Connect in the hub, an e-mail to the member's own address answered 409, and to any other
    // address 200, which told the inviter whose address it was.
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    await t.request({ method: 'POST', url: '/api/invitations', token: ada.token, body: { email: '', relationshipType: 'friend', directUserId: bob.user.id } });
    const shape = (answer: { invitation: Record<string, unknown>; emailSent: boolean; repeated: boolean }) => ({
      emailSent: answer.emailSent,
      repeated: answer.repeated,
      invitation: { ...answer.invitation, id: 'id', token: 'token', inviteeEmail: 'address', createdAt: 'at', expiresAt: 'at' },
    });
    const connections = await count('connections');
    const stranger = address();
    const toBob = [await sendEmail(t, ada, { inviteeEmail: bob.user.email }), await sendEmail(t, ada, { inviteeEmail: bob.user.email })];
    const toStranger = [await sendEmail(t, ada, { inviteeEmail: stranger }), await sendEmail(t, ada, { inviteeEmail: stranger })];
    expect(toBob.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(toBob.map((r) => shape(r.json()))).toEqual(toStranger.map((r) => shape(r.json())));
    // Bob still has the one request from Ada, and no second one.
    expect(await count('connections')).toBe(connections);
    expect((await t.request({ method: 'GET', url: '/api/connections/pending', token: bob.token })).json()).toHaveLength(1);
  });

  it('refuses an unknown person (404), yourself (400), and a body with neither email nor person (400 naming email)', async () => {
    const ada = await createAssessedUser(t);
    const before = await count('invitations');
    const unknown = await t.request({ method: 'POST', url: '/api/invitations', token: ada.token, body: { email: '', directUserId: 'nosuchuser' } });
    expect(unknown.statusCode).toBe(404);
    const self = await t.request({ method: 'POST', url: '/api/invitations', token: ada.token, body: { directUserId: ada.user.id } });
    expect(self.statusCode).toBe(400);
    const empty = await t.request({ method: 'POST', url: '/api/invitations', token: ada.token, body: { email: '', relationshipType: 'friend' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(`email: ${M.emailOrPerson}`);
    const anon = await t.request({ method: 'POST', url: '/api/invitations', body: { directUserId: ada.user.id } });
    expect(anon.statusCode).toBe(401);
    expect(await count('invitations')).toBe(before);
  });

  it('sends an e-mail invitation when only an email is given', async () => {
    const ada = await createAssessedUser(t);
    const to = address();
    const res = await t.request({ method: 'POST', url: '/api/invitations', token: ada.token, body: { email: to, relationshipType: 'friend' } });
    expect(res.statusCode).toBe(200);
    expect(await outboxFor(to)).toHaveLength(1);
  });
});

describe('GET and DELETE /api/invitations', () => {
  it('lists only your own invitations, newest first; only the inviter can delete one (others get 404)', async () => {
    const ada = await createAssessedUser(t);
    const eve = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const first = (await sendEmail(t, ada, { inviteeEmail: address() })).json().invitation;
    // "Newest first" needs two different times: within one millisecond the order falls back to the ids'. Wait for the
    // clock to tick (an event, not a duration).
    const sent = Date.parse(first.createdAt);
    while (Date.now() <= sent) await new Promise((resolve) => setImmediate(resolve));
    const second = (await sendEmail(t, ada, { inviteeEmail: bob.user.email })).json().invitation;
    const list = (await t.request({ method: 'GET', url: '/api/invitations', token: ada.token })).json();
    expect(list.map((i: { id: string }) => i.id)).toEqual([second.id, first.id].filter((id) => list.some((i: { id: string }) => i.id === id)));
    expect((await t.request({ method: 'GET', url: '/api/invitations', token: eve.token })).json()).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/invitations' })).statusCode).toBe(401);

    const stranger = await t.request({ method: 'DELETE', url: `/api/invitations/${second.id}`, token: eve.token });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(M.invitationNotFound);
    expect((await t.request({ method: 'DELETE', url: `/api/invitations/${second.id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/connections/pending', token: bob.token })).json()).toHaveLength(1);

    const res = await t.request({ method: 'DELETE', url: `/api/invitations/${second.id}`, token: ada.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // Withdrawing the invitation withdraws the request it made.
    expect((await t.request({ method: 'GET', url: '/api/connections/pending', token: bob.token })).json()).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/api/invitations/${second.id}`, token: ada.token })).statusCode).toBe(404);
  });

  it('keeps accepted invitations', async () => {
    const ada = await createAssessedUser(t);
    const bob = await createAssessedUser(t);
    const { invitation } = (await sendEmail(t, ada, { inviteeEmail: bob.user.email })).json();
    const [pending] = (await t.request({ method: 'GET', url: '/api/connections/pending', token: bob.token })).json();
    await t.request({ method: 'POST', url: `/api/connections/${pending.id}/accept`, token: bob.token });
    const res = await t.request({ method: 'DELETE', url: `/api/invitations/${invitation.id}`, token: ada.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.acceptedInvitation);
  });
});

describe('invitation limit', () => {
  it('answers 429 after invitesPerHour invitations, and never with RATE_LIMITS=off', async () => {
    const limited = await createTestApp({ limits: { invitesPerHour: 3 } as never });
    const open = await createTestApp({ limits: { invitesPerHour: 3, enabled: false } as never });
    try {
      const ada = await createAssessedUser(limited);
      for (let i = 0; i < 3; i++) expect((await sendEmail(limited, ada, { inviteeEmail: address() })).statusCode).toBe(200);
      const res = await sendEmail(limited, ada, { inviteeEmail: address() });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(M.tooManyInvites);
      expect(await count('invitations', limited)).toBe(3);
      // Another person is not affected.
      expect((await sendEmail(limited, await createAssessedUser(limited), { inviteeEmail: address() })).statusCode).toBe(200);

      const bob = await createAssessedUser(open);
      for (let i = 0; i < 5; i++) expect((await sendEmail(open, bob, { inviteeEmail: address() })).statusCode).toBe(200);
    } finally {
      await limited.close();
      await open.close();
    }
  });
});

describe('sending through a real SMTP server', () => {
  it('delivers a two-part message with the link, marks the invitation sent and answers emailSent', async () => {
    const smtp = await startLocalSmtp();
    const received = smtp.received;
    const local = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Attune <no-reply@attune.test>' } });
    try {
      const ada = await createAssessedUser(local, { firstName: 'Ada', lastName: 'Byron' });
      received.length = 0; // Ada's own verification mail
      const to = address();
      const res = await sendEmail(local, ada, { inviteeEmail: to, relationshipType: 'friend', personalMessage: 'Tea & <b>talk</b>?' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ emailSent: true, invitation: { status: 'sent' } });
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.from).toBe('no-reply@attune.test');
      expect(mail.to).toEqual([to]);
      const { headers, text, html } = mimeParts(mail.raw);
      expect(headers).toContain('Subject: Ada Byron invited you to connect on Attune');
      expect(headers).toMatch(/multipart\/alternative/);
      const link = res.json().link as string;
      expect(text).toContain(link);
      expect(text).toContain('> Tea & <b>talk</b>?');
      expect(html).toContain('Tea &amp; &lt;b&gt;talk&lt;/b&gt;?');
      expect(html).toContain(`href="${link}"`);
      const [row] = await outboxFor(to, local);
      expect(row).toMatchObject({ status: 'sent', error: null });
      expect(row!.sent_at).not.toBeNull();
    } finally {
      await local.close();
      await smtp.close();
    }
  });

  it('marks the invitation failed and keeps the message as failed when the server cannot be reached', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const local = await createTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Attune <no-reply@attune.test>' } });
    try {
      const ada = await createAssessedUser(local);
      const to = address();
      const res = await sendEmail(local, ada, { inviteeEmail: to });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ emailSent: false, invitation: { status: 'failed' } });
      expect(res.json().link).toContain(res.json().invitation.token);
      const [row] = await outboxFor(to, local);
      expect(row!.status).toBe('failed');
      expect(row!.error).toBeTruthy();
      const list = (await local.request({ method: 'GET', url: '/api/invitations', token: ada.token })).json();
      expect(list[0]).toMatchObject({ status: 'failed', token: res.json().invitation.token });
    } finally {
      await local.close();
    }
  });
});

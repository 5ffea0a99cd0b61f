import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, verifyThroughMail, type TestUser } from '../../test/factories.js';
import { newId } from '../../ids.js';
import type { PushMessage } from '../../ports/push/index.js';
import { notificationsIdle } from '../notifications/notifications.service.js';
import { CONNECTION_MESSAGES as M } from './connections.schemas.js';

/**
 * Issue 28, finding 4: a Social Hub block, either way, applies to every path that creates or attaches an
 * invitation. The blocked side is answered exactly as for an address without an account; the other side gets no
 * request, no push and no mail. Each case runs once without the block first, so the test can tell a difference.
 */
let t: TestApp;
const pushed: PushMessage[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The push port records what would leave the machine (the browsers' push services are outside it).
  t.deps.push = {
    async send(message) {
      pushed.push(message);
      return 201;
    },
  };
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  pushed.length = 0;
});

let seq = 0;
const fresh = () => `nobody${++seq}-${Date.now()}@elsewhere.test`;

/** A member with a push device, so a request would reach them at once. */
async function memberWithDevice(overrides: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const person = await createAssessedUser(t, overrides);
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('push_subscriptions')
    .values({ id: newId(), user_id: person.user.id, endpoint: `https://fcm.googleapis.com/fcm/send/${newId()}`, p256dh_key: 'k', auth_key: 'a', user_agent: null, created_at: now, updated_at: now })
    .execute();
  return person;
}

async function blockDirectly(blockerId: string, blockedId: string): Promise<void> {
  await t.database.db.insertInto('social_blocks').values({ blocker_id: blockerId, blocked_id: blockedId, created_at: new Date().toISOString() }).execute();
}

async function block(blocker: TestUser, blocked: TestUser): Promise<void> {
  expect((await t.request({ method: 'POST', url: '/api/social-hub/blocks', token: blocker.token, body: { userId: blocked.user.id } })).statusCode).toBe(200);
}

/** What reached `person`: pending requests, invitation mails, pushes. */
async function reached(person: TestUser) {
  await notificationsIdle(t.deps);
  const pending = (await t.request({ method: 'GET', url: '/api/connections/pending', token: person.token })).json() as unknown[];
  const mails = await t.database.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', person.user.email).where('subject', 'not like', 'Confirm your e-mail%').execute();
  const subscriptions = await t.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', person.user.id).execute();
  const pushes = pushed.filter((p) => subscriptions.some((s) => s.endpoint === p.endpoint));
  return { pending: pending.length, mails: mails.length, pushes: pushes.length };
}

/** The answer with what differs between any two invitations (ids, token, times, the address typed) taken out. */
function shape(body: { invitation: Record<string, unknown>; emailSent: boolean; link: string }) {
  const { id, token, createdAt, expiresAt, inviteeEmail, ...rest } = body.invitation;
  return { ...rest, emailSent: body.emailSent, hasLink: body.link.endsWith(token as string), types: [typeof id, typeof createdAt, typeof expiresAt, typeof inviteeEmail] };
}

const invite = (from: TestUser, email: string, url = '/api/invitations/send-email') =>
  t.request({ method: 'POST', url, token: from.token, body: url.endsWith('send-email') ? { inviteeEmail: email, relationshipType: 'friend', personalMessage: 'Hello again' } : { email, relationshipType: 'friend', personalMessage: 'Hello again' } });

describe('a block applies to invitations by e-mail', () => {
  for (const url of ['/api/invitations/send-email', '/api/invitations']) {
    it(`${url}: to the blocker's address (either way) reads as an address without an account, and nothing reaches them`, async () => {
      // Without a block the request, the push and the mail reach the member.
      const [sender, open] = [await createAssessedUser(t, { firstName: 'Sender' }), await memberWithDevice({ firstName: 'Open' })];
      expect((await invite(sender, open.user.email, url)).statusCode).toBe(200);
      expect(await reached(open)).toEqual({ pending: 1, mails: 1, pushes: 1 });

      const noAccount = await invite(sender, fresh(), url);
      expect(noAccount.statusCode).toBe(200);

      for (const direction of ['blocker blocked the sender', 'the sender blocked them'] as const) {
        const [blocked, blocker] = [await createAssessedUser(t, { firstName: 'Blocked' }), await memberWithDevice({ firstName: 'Blocker' })];
        if (direction === 'blocker blocked the sender') await block(blocker, blocked);
        else await block(blocked, blocker);
        pushed.length = 0;
        const res = await invite(blocked, blocker.user.email, url);
        expect(res.statusCode, direction).toBe(200);
        expect(shape(res.json()), direction).toEqual(shape(noAccount.json()));
        expect(res.json().invitation.inviteeEmail).toBe(blocker.user.email);
        expect(await reached(blocker), direction).toEqual({ pending: 0, mails: 0, pushes: 0 });
        // Asking again answers as for an address already invited, not as for a member.
        const again = await invite(blocked, blocker.user.email, url);
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual({ ...res.json(), repeated: true });
      }
    });
  }

  it('a link from the blocked person does not connect the blocker (it reads as a link that does not work)', async () => {
    const [blocked, blocker] = [await createAssessedUser(t, { firstName: 'Blocked' }), await memberWithDevice({ firstName: 'Blocker' })];
    const link = (await invite(blocked, fresh())).json().invitation.token as string;
    const control = await createAssessedUser(t);
    const other = (await invite(blocked, fresh())).json().invitation.token as string;
    expect((await t.request({ method: 'POST', url: `/api/invitations/accept/${other}`, token: control.token })).statusCode).toBe(200);

    await block(blocker, blocked);
    const res = await t.request({ method: 'POST', url: `/api/invitations/accept/${link}`, token: blocker.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.invalidInvitation);
    expect((await t.request({ method: 'GET', url: '/api/connections', token: blocker.token })).json()).toEqual([]);
    expect(await reached(blocked)).toMatchObject({ pending: 0 });
  });

  it('verifying an address does not turn the blocked person’s waiting invitation into a request', async () => {
    for (const blocked of [false, true]) {
      const sender = await createAssessedUser(t, { firstName: 'Sender' });
      const newcomer = await createUser(t, { firstName: 'Newcomer', verified: false });
      // Not verified yet: the invitation waits for the address.
      expect((await invite(sender, newcomer.user.email)).statusCode).toBe(200);
      if (blocked) await blockDirectly(newcomer.user.id, sender.user.id);
      await verifyThroughMail(t, newcomer.user.id, newcomer.user.email);
      const requests = await t.database.db.selectFrom('connections').select('id').where('user1_id', '=', sender.user.id).where('user2_id', '=', newcomer.user.id).execute();
      expect(requests.length, blocked ? 'blocked' : 'not blocked').toBe(blocked ? 0 : 1);
      const invitation = await t.database.db.selectFrom('invitations').select('invitee_user_id').where('inviter_id', '=', sender.user.id).executeTakeFirstOrThrow();
      expect(invitation.invitee_user_id).toBe(blocked ? null : newcomer.user.id);
    }
  });

  it('a direct request to a member who blocked the sender still reads as not found', async () => {
    const [blocked, blocker] = [await createAssessedUser(t), await memberWithDevice()];
    await block(blocker, blocked);
    const res = await t.request({ method: 'POST', url: '/api/invitations', token: blocked.token, body: { email: '', relationshipType: 'friend', directUserId: blocker.user.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.personNotFound);
    expect(await reached(blocker)).toEqual({ pending: 0, mails: 0, pushes: 0 });
  });
});

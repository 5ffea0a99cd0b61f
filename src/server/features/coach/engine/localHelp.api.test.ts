/**
 * Crisis help local to the member through the real coach paths (decision 090): the stored time zone is loaded with
 * the message, a place the member says (now or two turns before) outranks it, and a member whose place is unknown
 * gets the multi-country answer as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createAssessedUser, type TestUser } from '../../../test/factories.js';
import { loadCoachContext } from '../coach.service.js';
import { SAFETY_REPLIES } from './safety.js';
import { insertConnection } from '../../../test/chat.js';
import { coachIdle } from '../../shared-chat/coach.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ limits: { enabled: false } as never });
});
afterAll(async () => {
  await t?.close();
});

async function member(zone: string | null): Promise<TestUser> {
  const who = await createAssessedUser(t, { firstName: 'Sam' });
  if (zone) await t.deps.database.db.updateTable('users').set({ time_zone: zone }).where('id', '=', who.user.id).execute();
  return who;
}

/** A new conversation; each call sends one message and answers the coach's reply. */
async function chat(who: TestUser): Promise<(content: string) => Promise<string>> {
  const { id } = (await t.request({ method: 'POST', url: '/api/chat/conversations', token: who.token, body: {} })).json() as { id: string };
  return async (content) => {
    const res = await t.request({ method: 'POST', url: `/api/chat/conversations/${id}/messages`, token: who.token, body: { content } });
    expect(res.statusCode).toBe(200);
    return res.json().assistantMessage.content as string;
  };
}

describe('crisis help for where the member is', () => {
  it('loads the stored time zone into the coach context', async () => {
    const who = await member('America/Toronto');
    expect((await loadCoachContext(t.deps, who.user.id)).timeZone).toBe('America/Toronto');
  });

  it('Toronto: 911 and 9-8-8, no UK or EU number', async () => {
    const reply = await (await chat(await member('America/Toronto')))('I want to kill myself');
    expect(reply).toMatch(/911[\s\S]*9-8-8/);
    expect(reply).not.toMatch(/999|Samaritans|116 123|\b112\b|\b988\b/);
  });

  it('Berlin: 112 and the TelefonSeelsorge', async () => {
    const reply = await (await chat(await member('Europe/Berlin')))('I want to kill myself');
    expect(reply).toMatch(/112[\s\S]*0800 111 0 111/);
    expect(reply).not.toMatch(/911|999|Samaritans|\b988\b/);
  });

  it('Sydney: 000 and Lifeline', async () => {
    const reply = await (await chat(await member('Australia/Sydney')))('I want to kill myself');
    expect(reply).toMatch(/000[\s\S]*13 11 14/);
    expect(reply).not.toMatch(/911|999|Samaritans|\b988\b/);
  });

  it('Kolkata: 112 and Tele-MANAS', async () => {
    const reply = await (await chat(await member('Asia/Kolkata')))('I want to kill myself');
    expect(reply).toMatch(/112[\s\S]*14416/);
    expect(reply).not.toMatch(/911|999|Samaritans|\b988\b/);
  });

  it('unknown (UTC, the default): the multi-country answer as before', async () => {
    expect(await (await chat(await member(null)))('I want to kill myself')).toBe(SAFETY_REPLIES.crisis.self_harm);
  });

  it('a place said in the message outranks the time zone', async () => {
    const reply = await (await chat(await member('Europe/Berlin')))("we're in toronto. He hits me when he is drunk");
    expect(reply).toMatch(/911[\s\S]*sheltersafe\.ca/);
    expect(reply).not.toMatch(/116 016|\b112\b|999/);
  });

  it('a place said two turns earlier still counts', async () => {
    const say = await chat(await member('Europe/Berlin'));
    await say("I'm in Melbourne for the year with my partner");
    await say('it has been a hard few weeks');
    const reply = await say('I want to kill myself');
    expect(reply).toMatch(/000[\s\S]*13 11 14/);
    expect(reply).not.toMatch(/0800 111 0 111|\b112\b/);
  });

  it('"I\'m in love" is not a place: the time zone decides', async () => {
    const reply = await (await chat(await member('Australia/Sydney')))("I'm in love with him but he hits me when he is drunk");
    expect(reply).toContain('1800 737 732');
  });

  it('a private chat about a connection answers with the lines of the member\'s own time zone', async () => {
    const who = await member('America/Toronto');
    const other = await member('Europe/Berlin');
    const connectionId = await insertConnection(t.deps.database, who.user.id, other.user.id, 'couple');
    const about = (await t.request({ method: 'POST', url: `/api/connections/${connectionId}/conversations/about`, token: who.token })).json() as { id: string };
    const sent = await t.request({ method: 'POST', url: `/api/shared-conversations/${about.id}/messages`, token: who.token, body: { content: 'I want to kill myself' } });
    expect(sent.statusCode).toBe(201);
    await coachIdle(t.deps);
    const list = (await t.request({ method: 'GET', url: `/api/shared-conversations/${about.id}/messages`, token: who.token })).json() as { senderRole: string; content: string }[] | { messages: { senderRole: string; content: string }[] };
    const messages = Array.isArray(list) ? list : list.messages;
    const reply = messages.find((m) => m.senderRole === 'coach')?.content ?? '';
    expect(reply).toMatch(/911[\s\S]*9-8-8/);
    expect(reply).not.toMatch(/999|Samaritans|0800 111 0 111/);
  });
});

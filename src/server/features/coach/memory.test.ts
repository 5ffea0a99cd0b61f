import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoachProvider, CoachRequest } from '../../ports/coach/types.js';
import { createBuiltinProvider } from '../../ports/coach/builtin-provider.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../../test/factories.js';
import { coachIdle } from '../shared-chat/coach.js';
import { insertConnection } from '../../test/chat.js';
import { parseMemoryCommand, relevantMemories } from '../../ports/coach/builtin/read/memories.js';
import { checkSafety, SAFETY_REPLIES } from './engine/safety.js';
import { MAX_MEMORIES } from './memory.js';
import { buildSystemPrompt } from '../../ports/coach/prompt.js';

let t: TestApp;
let sam: TestUser;
let alex: TestUser;
/** Every request the coach provider got, for checking what reached the prompt. */
const seen: CoachRequest[] = [];

beforeAll(async () => {
  t = await createTestApp({ limits: { enabled: false } as never });
  const builtin = createBuiltinProvider();
  const recording: CoachProvider = {
    ...builtin,
    stream(request, signal) {
      seen.push(request);
      return builtin.stream(request, signal);
    },
  };
  t.deps.coach = recording;
  alex = await createAssessedUser(t, { firstName: 'Alex' });
  sam = await createAssessedUser(t, { firstName: 'Sam' });
  await insertConnection(t.database, alex.user.id, sam.user.id, 'couple');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  seen.length = 0;
});

/** Asks the coach in a new conversation and answers its reply. */
async function ask(who: TestUser, content: string): Promise<string> {
  const conversation = await t.request({ method: 'POST', url: '/api/chat/conversations', token: who.token, body: {} });
  const res = await t.request({ method: 'POST', url: `/api/chat/conversations/${conversation.json().id}/messages`, token: who.token, body: { content } });
  expect(res.statusCode).toBe(200);
  return res.json().assistantMessage.content as string;
}

const memoriesOf = async (who: TestUser) => {
  const res = await t.request({ method: 'GET', url: '/api/coach/memories', token: who.token });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ id: string; fact: string; createdAt: string }>;
};

describe('recognising memory commands', () => {
  it('keeps what the person asks it to, and nothing from ordinary messages', () => {
    expect(parseMemoryCommand('remember that Sam and I have a baby due in March')).toEqual({ kind: 'remember', fact: 'Sam and I have a baby due in March' });
    expect(parseMemoryCommand('Aria, please remember: my mom hates surprises.')).toEqual({ kind: 'remember', fact: 'My mom hates surprises' });
    expect(parseMemoryCommand("don't forget that our anniversary is June 3")).toEqual({ kind: 'remember', fact: 'Our anniversary is June 3' });
    for (const ordinary of ["I can't remember her birthday", 'Remember when we talked about chores?', 'remember to call mom', 'do you remember my name?', 'how do I forget my ex', 'Forget it']) {
      expect(parseMemoryCommand(ordinary), ordinary).toBeNull();
    }
    expect(parseMemoryCommand('What do you remember about me?')).toEqual({ kind: 'list' });
    expect(parseMemoryCommand('please forget everything you know about me')).toEqual({ kind: 'forgetAll' });
    expect(parseMemoryCommand('forget that Jordan is vegetarian')).toEqual({ kind: 'forget', about: 'Jordan is vegetarian' });
  });

  it('finds the facts that bear on a message by a shared word or name', () => {
    const facts = ['Sam and I have a baby due in March', 'Jordan is vegetarian'];
    expect(relevantMemories(facts, 'Date ideas with Jordan?')).toEqual(['Jordan is vegetarian']);
    expect(relevantMemories(facts, 'How do I prepare for the baby?')).toEqual(['Sam and I have a baby due in March']);
    expect(relevantMemories(facts, 'Hello there')).toEqual([]);
  });
});

describe('the coach remembers what a person asks it to', () => {
  it('keeps a fact, uses it later and says so, lists it, and forgets it on request (any provider: we answer)', async () => {
    const kept = await ask(alex, 'Remember that Sam and I have a baby due in March');
    expect(kept).toContain("I'll remember that Sam and I have a baby due in March");
    expect(kept).toContain('Settings › Privacy');
    expect(seen).toEqual([]); // the command never reached the provider
    expect((await memoriesOf(alex)).map((m) => m.fact)).toEqual(['Sam and I have a baby due in March']);

    // A later conversation: the builtin coach uses it and says so; the provider's context carries it.
    const later = await ask(alex, 'How can I support Sam before the baby comes?');
    expect(later).toContain('You told me that Sam and I have a baby due in March');
    expect(seen.at(-1)!.context.person.memories).toEqual(['Sam and I have a baby due in March']);
    const prompt = buildSystemPrompt(seen.at(-1)!);
    expect(prompt).toContain('Sam and I have a baby due in March');
    expect(prompt).toContain('You told me that');

    // Unrelated questions do not drag it in.
    expect(await ask(alex, 'Explain my attachment style')).not.toContain('You told me');

    expect(await ask(alex, 'What do you remember about me?')).toContain('- Sam and I have a baby due in March');
    expect(await ask(alex, 'Remember that Sam and I have a baby due in March')).toContain('I already have that');
    expect(await ask(alex, 'forget about the baby')).toContain("I've forgotten that Sam and I have a baby due in March");
    expect(await memoriesOf(alex)).toEqual([]);
  });

  it('keeps nothing from a message in crisis: the safety reply comes instead', async () => {
    const message = 'remember that I want to kill myself';
    const verdict = checkSafety(message);
    if (verdict.kind !== 'crisis') throw new Error(`expected a crisis verdict, got ${verdict.kind}`);
    expect(await ask(sam, message)).toBe(verdict.reply.trim());
    expect(await memoriesOf(sam)).toEqual([]);
  });

  it('keeps nothing from a conversation in crisis: a cue read with the recent turns is answered with care, not stored', async () => {
    const conversation = (await t.request({ method: 'POST', url: '/api/chat/conversations', token: alex.token, body: {} })).json() as { id: string };
    const say = async (content: string) => {
      const res = await t.request({ method: 'POST', url: `/api/chat/conversations/${conversation.id}/messages`, token: alex.token, body: { content } });
      expect(res.statusCode).toBe(200);
      return res.json().assistantMessage.content as string;
    };
    const before = await memoriesOf(alex);
    expect(await say('I want to kill myself')).toBe(SAFETY_REPLIES.crisis.self_harm);
    expect(await say("i can't do this anymore")).not.toContain('remember');
    // Alone this reads as a note; after those turns it is a crisis cue: the crisis reply comes and nothing is kept.
    expect(checkSafety('remember that I bought a rope').kind).not.toBe('crisis');
    expect(await say('remember that I bought a rope')).toBe(SAFETY_REPLIES.crisis.self_harm);
    // An ordinary note in the same conversation is not kept either while the conversation is in crisis.
    expect(await say('remember that my sister Ana lives with us')).not.toContain("I'll remember");
    expect(await memoriesOf(alex)).toEqual(before);
    expect(seen.some((request) => request.message.includes('rope'))).toBe(false);

    // In a new conversation the same ordinary note is kept as usual.
    expect(await ask(alex, 'remember that my sister Ana lives with us')).toContain("I'll remember that my sister Ana lives with us");
    expect((await memoriesOf(alex)).map((m) => m.fact)).toContain('My sister Ana lives with us');
    await t.request({ method: 'DELETE', url: '/api/coach/memories', token: alex.token });
  });

  it('lists and deletes only the caller’s own facts, one by one or all at once', async () => {
    const me = await createAssessedUser(t, { firstName: 'Mo' });
    const other = await createAssessedUser(t, { firstName: 'Oli' });
    await ask(me, 'remember that I work night shifts');
    await ask(me, 'remember that my sister Ana lives with us');
    await ask(other, 'remember that Oli-secret fact');
    const mine = await memoriesOf(me);
    expect(mine.map((m) => m.fact)).toEqual(['My sister Ana lives with us', 'I work night shifts']);
    expect(JSON.stringify(mine)).not.toContain('Oli-secret');

    // Someone else's fact: the same 404 as an unknown one, and nothing changes.
    const theirs = (await memoriesOf(other))[0]!;
    expect((await t.request({ method: 'DELETE', url: `/api/coach/memories/${theirs.id}`, token: me.token })).statusCode).toBe(404);
    expect(await memoriesOf(other)).toHaveLength(1);
    // Anonymous and unassessed callers.
    expect((await t.request({ method: 'GET', url: '/api/coach/memories' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/coach/memories' })).statusCode).toBe(401);
    const newcomer = await createUser(t);
    expect((await t.request({ method: 'GET', url: '/api/coach/memories', token: newcomer.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: '/api/coach/memories/bad%20id', token: me.token })).statusCode).toBe(400);

    expect((await t.request({ method: 'DELETE', url: `/api/coach/memories/${mine[0]!.id}`, token: me.token })).statusCode).toBe(200);
    expect((await memoriesOf(me)).map((m) => m.fact)).toEqual(['I work night shifts']);
    const cleared = await t.request({ method: 'DELETE', url: '/api/coach/memories', token: me.token });
    expect(cleared.json()).toEqual({ forgotten: 1 });
    expect(await memoriesOf(me)).toEqual([]);
    expect(await memoriesOf(other)).toHaveLength(1);
  });

  it(`holds at most ${MAX_MEMORIES} facts and says so`, async () => {
    const busy = await createAssessedUser(t, { firstName: 'Bea' });
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('coach_memories')
      .values(Array.from({ length: MAX_MEMORIES }, (_, i) => ({ id: `full-${i}`, user_id: busy.user.id, fact: `Fact number ${i}`, created_at: now })))
      .execute();
    expect(await ask(busy, 'remember that I love hiking')).toContain(`I'm already keeping ${MAX_MEMORIES} things`);
    expect(await memoriesOf(busy)).toHaveLength(MAX_MEMORIES);
  });
});

describe('memory in chats with a connection', () => {
  it('keeps a fact from a private "about" chat, and never uses facts where the other person reads', async () => {
    const ana = await createAssessedUser(t, { firstName: 'Ana' });
    const ben = await createAssessedUser(t, { firstName: 'Ben' });
    const link = await insertConnection(t.database, ana.user.id, ben.user.id, 'friend');
    const about = (await t.request({ method: 'POST', url: `/api/connections/${link}/conversations/about`, token: ana.token })).json() as { id: string };
    expect((await t.request({ method: 'POST', url: `/api/shared-conversations/${about.id}/messages`, token: ana.token, body: { content: 'remember that Ben is moving to Lisbon in May' } })).statusCode).toBe(201);
    await coachIdle(t.deps);
    const messages = (await t.request({ method: 'GET', url: `/api/shared-conversations/${about.id}/messages`, token: ana.token })).json() as Array<{ senderRole: string; content: string }>;
    expect(messages.at(-1)).toMatchObject({ senderRole: 'coach' });
    expect(messages.at(-1)!.content).toContain("I'll remember that Ben is moving to Lisbon in May");
    expect((await memoriesOf(ana)).map((m) => m.fact)).toEqual(['Ben is moving to Lisbon in May']);

    // In the "with" chat both read the coach: Ana's facts stay out of the provider's context there.
    const withChat = (await t.request({ method: 'POST', url: `/api/connections/${link}/conversations/with`, token: ana.token })).json() as { id: string };
    for (const who of [ana, ben]) await t.request({ method: 'PATCH', url: `/api/shared-conversations/${withChat.id}/ai-toggle`, token: who.token, body: { enabled: true } });
    seen.length = 0;
    await t.request({ method: 'POST', url: `/api/shared-conversations/${withChat.id}/messages`, token: ana.token, body: { content: 'Aria, any ideas before Ben moves to Lisbon?' } });
    await coachIdle(t.deps);
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.mode).toBe('guidance');
      expect(request.context.person.memories).toBeUndefined();
      expect(buildSystemPrompt(request)).not.toContain('Lisbon in May');
    }
    // And Ben's own coach knows nothing of it.
    expect(await memoriesOf(ben)).toEqual([]);
  });

  it('keeps nothing from a private "about" chat in crisis: the person\'s own recent turns are read with the note', async () => {
    const ana = await createAssessedUser(t, { firstName: 'Ana' });
    const ben = await createAssessedUser(t, { firstName: 'Ben' });
    const link = await insertConnection(t.database, ana.user.id, ben.user.id, 'friend');
    const about = (await t.request({ method: 'POST', url: `/api/connections/${link}/conversations/about`, token: ana.token })).json() as { id: string };
    const say = async (content: string): Promise<string> => {
      expect((await t.request({ method: 'POST', url: `/api/shared-conversations/${about.id}/messages`, token: ana.token, body: { content } })).statusCode).toBe(201);
      await coachIdle(t.deps);
      const messages = (await t.request({ method: 'GET', url: `/api/shared-conversations/${about.id}/messages`, token: ana.token })).json() as Array<{ senderRole: string; content: string }>;
      expect(messages.at(-1)).toMatchObject({ senderRole: 'coach' });
      return messages.at(-1)!.content;
    };
    await say('I want to kill myself');
    // Alone this is an ordinary note; after that turn it is a crisis sign: the crisis reply comes and nothing is kept.
    expect(checkSafety('remember that I gave my guitar away').kind).toBe('ok');
    expect(await say('remember that I gave my guitar away')).toBe(SAFETY_REPLIES.crisis.self_harm);
    expect(await memoriesOf(ana)).toEqual([]);
  });
});

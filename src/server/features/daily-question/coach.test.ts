/**
 * The daily question and the coach (decision 078): a pair's revealed answers reach the coach's context and the
 * provider's prompt only when both people allow it, only revealed ones, only in their private chats, never for a
 * third party, a paused, blocked or departed connection. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { recordingCoach } from '../../test/recording-coach.js';
import { clockedTestApp } from '../../test/clocked-app.js';
import { insertConnection } from '../../test/chat.js';
import { createAssessedUser, deactivate, type TestUser } from '../../test/factories.js';
import { buildSystemPrompt } from '../../ports/coach/prompt.js';
import { builtinText } from '../../ports/coach/builtin-reply.js';
import { loadCoachContext } from '../coach/coach.service.js';
import { COACH_DAILY_ANSWER_CHARS, COACH_DAILY_DAYS, type DailyQuestionView } from '../../../shared/dailyQuestion.js';

const world = clockedTestApp('2026-11-26T12:00:00Z');
const { clock } = world;

const base = (id: string) => `/api/connections/${id}/daily-question`;
let seq = 0;

async function pair(): Promise<{ a: TestUser; b: TestUser; id: string }> {
  seq += 1;
  const a = await createAssessedUser(world.t, { firstName: 'Alex', lastName: `Stone${seq}` });
  const b = await createAssessedUser(world.t, { firstName: 'Sam', lastName: `Rivera${seq}` });
  const id = await insertConnection(world.t.database, a.user.id, b.user.id, 'couple');
  return { a, b, id };
}

async function answer(user: TestUser, id: string, text: string): Promise<DailyQuestionView> {
  const res = await world.t.request({ method: 'POST', url: `${base(id)}/answer`, token: user.token, body: { answer: text } });
  expect(res.statusCode).toBe(200);
  return res.json() as DailyQuestionView;
}

/** Both answer today's question (revealed); returns the question's text and Sam's words. */
async function revealDay(p: { a: TestUser; b: TestUser; id: string }, samSays: string, alexSays = `Alex on ${clock.now().toISOString()}`) {
  await answer(p.a, p.id, alexSays);
  const view = await answer(p.b, p.id, samSays);
  expect(view.state).toBe('revealed');
  return { question: view.question.text, samSays };
}

async function allow(user: TestUser, allowed: boolean) {
  const res = await world.t.request({ method: 'PUT', url: '/api/privacy/daily-answers-coach', token: user.token, body: { allowed } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ allowed });
}

/** What a provider would be sent in Alex's own coach: the system prompt from the loaded context. */
async function alexPrompt(alex: TestUser): Promise<string> {
  return buildSystemPrompt({ context: await loadCoachContext(world.t.deps, alex.user.id), message: 'What could I talk about with Sam?', mode: 'coach' });
}

describe('the Privacy choice', () => {
  it('is off by default, is the person’s own, answers 401 to anonymous callers and 400 naming the field', async () => {
    const { a, b } = await pair();
    expect((await world.t.request({ method: 'GET', url: '/api/privacy/daily-answers-coach', token: a.token })).json()).toEqual({ allowed: false });
    await allow(a, true);
    expect((await world.t.request({ method: 'GET', url: '/api/privacy/daily-answers-coach', token: a.token })).json()).toEqual({ allowed: true });
    expect((await world.t.request({ method: 'GET', url: '/api/privacy/daily-answers-coach', token: b.token })).json()).toEqual({ allowed: false });
    expect((await world.t.request({ method: 'GET', url: '/api/privacy/daily-answers-coach' })).statusCode).toBe(401);
    expect((await world.t.request({ method: 'PUT', url: '/api/privacy/daily-answers-coach', body: { allowed: true } })).statusCode).toBe(401);
    const bad = await world.t.request({ method: 'PUT', url: '/api/privacy/daily-answers-coach', token: a.token, body: { allowed: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('allowed');
  });

  it('keeps the other Privacy choices as they were', async () => {
    const { a } = await pair();
    await world.t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: a.token, body: { stability: true, attachment: false } });
    await allow(a, true);
    expect((await world.t.request({ method: 'GET', url: '/api/privacy/sharing', token: a.token })).json()).toEqual({ attachment: false, loveLanguages: true, stability: true });
    await world.t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: a.token, body: { loveLanguages: false } });
    expect((await world.t.request({ method: 'GET', url: '/api/privacy/daily-answers-coach', token: a.token })).json()).toEqual({ allowed: true });
  });
});

describe('what the coach is told', () => {
  it('denied with both off (the default), and with either one off', async () => {
    const p = await pair();
    const { question, samSays } = await revealDay(p, 'Sam: the lake at dawn, every single time');
    const check = async () => {
      const prompt = await alexPrompt(p.a);
      expect(prompt).not.toContain(samSays);
      expect(prompt).not.toContain(question);
      expect(prompt).not.toContain('## Daily questions');
      const samSide = buildSystemPrompt({ context: await loadCoachContext(world.t.deps, p.b.user.id), message: 'hi', mode: 'coach' });
      expect(samSide).not.toContain(samSays);
    };
    await check();
    await allow(p.a, true);
    await check();
    await allow(p.a, false);
    await allow(p.b, true);
    await check();
  });

  it('allowed when both have it on: the provider receives the question and both answers, in either person’s chat', async () => {
    const p = await pair();
    const { question, samSays } = await revealDay(p, 'Sam: a quiet morning with coffee and no plans', 'Alex: dancing in the kitchen');
    await allow(p.a, true);
    await allow(p.b, true);
    const rec = recordingCoach();
    world.t.deps.coach = rec.provider;
    const conv = (await world.t.request({ method: 'POST', url: '/api/chat/conversations', token: p.a.token, body: {} })).json();
    const sent = await world.t.request({ method: 'POST', url: `/api/chat/conversations/${conv.id}/messages`, token: p.a.token, body: { content: 'What could I talk about with Sam tonight?' } });
    expect(sent.statusCode).toBe(200);
    const request = await rec.next();
    const sam = request.context.connections.find((c) => c.firstName === 'Sam')!;
    expect(sam.dailyAnswers).toEqual([{ date: expect.any(String), question, mine: 'Alex: dancing in the kitchen', theirs: samSays }]);
    const system = buildSystemPrompt(request);
    expect(system).toContain('## Daily questions Alex answered with a connection');
    expect(system).toContain(samSays);
    expect(system).toContain(question.replace(/[<>]/g, ''));
    // Sam's own coach reads the same day, from Sam's side.
    const samCtx = await loadCoachContext(world.t.deps, p.b.user.id);
    expect(samCtx.connections.find((c) => c.firstName === 'Alex')!.dailyAnswers![0]).toMatchObject({ mine: samSays, theirs: 'Alex: dancing in the kitchen' });
  });

  it('never an unrevealed answer: today’s answer by one of them stays out while an earlier revealed day is in', async () => {
    const p = await pair();
    await allow(p.a, true);
    await allow(p.b, true);
    const earlier = await revealDay(p, 'Sam: the first snow we saw together');
    clock.set('2026-11-27T12:00:00Z');
    await answer(p.b, p.id, 'Sam: UNREVEALED words about tomorrow');
    for (const viewer of [p.a, p.b]) {
      const ctx = await loadCoachContext(world.t.deps, viewer.user.id);
      const system = buildSystemPrompt({ context: ctx, message: 'hi', mode: 'coach' });
      expect(system).not.toContain('UNREVEALED');
      expect(JSON.stringify(ctx)).not.toContain('UNREVEALED');
    }
    expect(await alexPrompt(p.a)).toContain(earlier.samSays);
  });

  it('never for a third party: another connection of Alex’s, who also allows it, reads nothing of Alex and Sam', async () => {
    const p = await pair();
    const jo = await createAssessedUser(world.t, { firstName: 'Jo' });
    await insertConnection(world.t.database, p.a.user.id, jo.user.id, 'friend');
    await allow(p.a, true);
    await allow(p.b, true);
    await allow(jo, true);
    const { samSays, question } = await revealDay(p, 'Sam: the third-party secret of the lake');
    const joCtx = await loadCoachContext(world.t.deps, jo.user.id);
    const joPrompt = buildSystemPrompt({ context: joCtx, message: 'Tell me about Alex and Sam', mode: 'coach' });
    expect(joPrompt).not.toContain(samSays);
    expect(joPrompt).not.toContain(question);
    expect(JSON.stringify(joCtx)).not.toContain(samSays);
    // Alex's own coach: the Sam card carries it, Jo's card carries nothing.
    const alexCtx = await loadCoachContext(world.t.deps, p.a.user.id);
    expect(alexCtx.connections.find((c) => c.firstName === 'Jo')!.dailyAnswers).toBeUndefined();
  });

  it('never for a paused, blocked or departed connection', async () => {
    const p = await pair();
    await allow(p.a, true);
    await allow(p.b, true);
    const { samSays } = await revealDay(p, 'Sam: words that must leave with the connection');
    expect(await alexPrompt(p.a)).toContain(samSays);

    expect((await world.t.request({ method: 'PUT', url: `${base(p.id)}/paused`, token: p.b.token, body: { paused: true } })).statusCode).toBe(200);
    expect(await alexPrompt(p.a)).not.toContain(samSays);
    await world.t.request({ method: 'PUT', url: `${base(p.id)}/paused`, token: p.b.token, body: { paused: false } });
    expect(await alexPrompt(p.a)).toContain(samSays);

    await world.t.database.db.insertInto('social_blocks').values({ blocker_id: p.b.user.id, blocked_id: p.a.user.id, created_at: clock.now().toISOString() }).execute();
    expect(await alexPrompt(p.a)).not.toContain(samSays);
    await world.t.database.db.deleteFrom('social_blocks').where('blocker_id', '=', p.b.user.id).execute();

    await deactivate(world.t, p.b.user.id);
    expect(await alexPrompt(p.a)).not.toContain(samSays);
  });

  it('bounded: the last few days only, each answer cut to a bounded length', async () => {
    const p = await pair();
    await allow(p.a, true);
    await allow(p.b, true);
    const days = COACH_DAILY_DAYS + 2;
    for (let i = 0; i < days; i++) {
      clock.set(new Date(Date.parse('2026-11-26T12:00:00Z') + i * 86_400_000).toISOString());
      await revealDay(p, `Sam day ${i} ${'x'.repeat(900)}`);
    }
    const sam = (await loadCoachContext(world.t.deps, p.a.user.id)).connections.find((c) => c.firstName === 'Sam')!;
    expect(sam.dailyAnswers).toHaveLength(COACH_DAILY_DAYS);
    expect(sam.dailyAnswers![0]!.theirs.startsWith(`Sam day ${days - 1} `)).toBe(true);
    for (const d of sam.dailyAnswers!) expect(d.theirs.length).toBeLessThanOrEqual(COACH_DAILY_ANSWER_CHARS);
  });
});

describe('private chats only', () => {
  it('the "about" chat gets them when both allow; the "with" chat, which Sam reads, never does', async () => {
    const p = await pair();
    await allow(p.a, true);
    await allow(p.b, true);
    const { samSays } = await revealDay(p, 'Sam: the about-chat words');
    const rec = recordingCoach();
    world.t.deps.coach = rec.provider;
    const about = (await world.t.request({ method: 'POST', url: `/api/connections/${p.id}/conversations/about`, token: p.a.token })).json();
    expect((await world.t.request({ method: 'POST', url: `/api/shared-conversations/${about.id}/messages`, token: p.a.token, body: { content: 'What should I ask Sam about?' } })).statusCode).toBe(201);
    const aboutRequest = await rec.next();
    expect(aboutRequest.mode).toBe('about');
    expect(buildSystemPrompt(aboutRequest)).toContain(samSays);

    const withChat = (await world.t.request({ method: 'POST', url: `/api/connections/${p.id}/conversations/with`, token: p.a.token })).json();
    expect((await world.t.request({ method: 'PATCH', url: `/api/shared-conversations/${withChat.id}/ai-toggle`, token: p.a.token, body: { enabled: true } })).statusCode).toBe(200);
    await world.t.request({ method: 'POST', url: `/api/shared-conversations/${withChat.id}/messages`, token: p.a.token, body: { content: 'Aria, what should we talk about tonight?' } });
    const withRequest = await rec.next();
    expect(withRequest.mode).toBe('guidance');
    expect(JSON.stringify(withRequest)).not.toContain(samSays);
    expect(buildSystemPrompt(withRequest)).not.toContain('## Daily questions');
  });

  it('the builtin coach quotes Sam’s latest revealed answer when asked what to talk about, and nothing when not allowed', async () => {
    const p = await pair();
    const { question, samSays } = await revealDay(p, 'Sam: learning to sail one day');
    const ask = 'What could I talk about with Sam?';
    expect(await builtinText({ context: await loadCoachContext(world.t.deps, p.a.user.id), message: ask, mode: 'coach' })).not.toContain(samSays);
    await allow(p.a, true);
    await allow(p.b, true);
    const reply = await builtinText({ context: await loadCoachContext(world.t.deps, p.a.user.id), message: ask, mode: 'coach' });
    expect(reply).toContain(`"${samSays}"`);
    expect(reply).toContain(question);
  });
});

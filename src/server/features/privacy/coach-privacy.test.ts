/**
 * "What my connections can see" in the coach: what each provider is told about a connection follows that
 * connection's choices, in the person's own coach chats, in an "about" chat and in a "with" chat.
 */
import { LOVE_LANGUAGE_LABELS, ATTACHMENT_LABELS, STABILITY_LABELS } from '../../../shared/assessment/labels.js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordingCoach } from '../../test/recording-coach.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createAnthropicProvider } from '../../ports/coach/anthropic.js';
import { createOpenAiProvider } from '../../ports/coach/openai.js';
import { builtinText, condensedForBoth } from '../../ports/coach/builtin-reply.js';
import { buildSystemPrompt } from '../../ports/coach/prompt.js';
import { loadCoachContext } from '../coach/coach.service.js';
import { connect } from '../../test/demo-connections.js';
import { giveAssessment, LIVELY, QUIET } from '../../test/connections.js';
import { loadProfiles } from '../survey/profiles.js';

const ANTHROPIC_URL = 'https://api.anthropic.com/v1/messages';
const OPENAI_BASE = 'http://openai.test/v1';
const bodies: any[] = [];
const mock = setupServer(
  http.post(ANTHROPIC_URL, async ({ request }) => {
    bodies.push(await request.json());
    const ev = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
    const text = [
      ev('message_start', { message: { id: 'm', type: 'message', role: 'assistant', content: [], model: 'x', stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } }),
      ev('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      ev('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Okay.' } }),
      ev('content_block_stop', { index: 0 }),
      ev('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } }),
      ev('message_stop', {}),
    ].join('');
    return new HttpResponse(text, { headers: { 'content-type': 'text/event-stream' } });
  }),
  http.post(`${OPENAI_BASE}/chat/completions`, async ({ request }) => {
    bodies.push(await request.json());
    const text = `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: 'Okay.' }, finish_reason: null }] })}\n\ndata: [DONE]\n\n`;
    return new HttpResponse(text, { headers: { 'content-type': 'text/event-stream' } });
  }),
);

let t: TestApp;
let alex: TestUser;
let sam: TestUser;
let connectionId: string;
let samResults: NonNullable<Awaited<ReturnType<typeof loadProfiles>> extends Map<string, infer P> ? P : never>['results'];

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp();
  alex = await createUser(t, { firstName: 'Alex', lastName: 'Stone' });
  sam = await createUser(t, { firstName: 'Sam', lastName: 'Rivera' });
  await giveAssessment(t.deps, alex.user.id, QUIET);
  await giveAssessment(t.deps, sam.user.id, LIVELY);
  connectionId = (await connect(t.deps, alex.user.id, sam.user.id, 'couple', 'active')).id;
  samResults = (await loadProfiles(t.database.db, [sam.user.id])).get(sam.user.id)!.results;
});
afterEach(() => {
  bodies.length = 0;
});
afterAll(async () => {
  mock.close();
  await t.close();
});

async function samShares(choices: { attachment?: boolean; loveLanguages?: boolean; stability?: boolean }) {
  const res = await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: sam.token, body: choices });
  expect(res.statusCode).toBe(200);
}

/** The sentences about Sam's private parts that must not reach Alex's coach when hidden. */
function samSecrets() {
  const r = samResults!;
  return {
    attachment: `Attachment style: ${ATTACHMENT_LABELS[r.relationshipType]} (anxiety ${Math.round(r.evidence.attachment.anxiety)}/100`,
    loveLanguages: `feels loved through ${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}`,
    stability: `Stability: overall ${Math.round(r.overallStability)}%`,
  };
}

/** Sam's block of the system prompt (from "- Sam Rivera" to the next person or section). */
function samBlock(system: string): string {
  const start = system.indexOf('- Sam Rivera');
  expect(start).toBeGreaterThan(-1);
  const rest = system.slice(start);
  const end = rest.search(/\n(## |- [A-Z][a-z]+ [A-Z])/);
  return end === -1 ? rest : rest.slice(0, end);
}

describe("the coach's prompt follows what Sam lets connections see", () => {
  it('with the defaults: type, attachment and love languages, never stability', async () => {
    await samShares({ attachment: true, loveLanguages: true, stability: false });
    const block = samBlock(buildSystemPrompt({ context: await loadCoachContext(t.deps, alex.user.id), message: 'hi', mode: 'coach' }));
    const s = samSecrets();
    expect(block).toContain(`Personality type: ${samResults!.personalityType}`);
    expect(block).toContain(s.attachment);
    expect(block).toContain(s.loveLanguages);
    expect(block).not.toContain(s.stability);
    expect(block).toContain('Stability scores: Sam keeps this private. Do not state, estimate or guess it');
    for (const name of Object.values(STABILITY_LABELS)) expect(block).not.toMatch(new RegExp(`${name} \\d+%`));
    // The app shows a connection only Sam's type, so the model gets his leanings without their percentages.
    expect(block).toMatch(/leanings: [A-Z][a-z]+/);
    expect(block).not.toMatch(/leanings:[^\n]*\d+%/);
  });

  it('with everything off, in the Anthropic and the OpenAI-compatible wire requests', async () => {
    await samShares({ attachment: false, loveLanguages: false, stability: false });
    const conv = (await t.request({ method: 'POST', url: '/api/chat/conversations', token: alex.token, body: {} })).json();
    const s = samSecrets();
    for (const provider of [createAnthropicProvider({ apiKey: 'k', model: 'm' }), createOpenAiProvider({ baseUrl: OPENAI_BASE, apiKey: 'k', model: 'm' })]) {
      t.deps.coach = provider;
      const res = await t.request({ method: 'POST', url: `/api/chat/conversations/${conv.id}/messages`, token: alex.token, body: { content: "What is Sam's attachment style, exactly?" } });
      expect(res.statusCode).toBe(200);
      const body = bodies.at(-1);
      const system: string = body.system ?? body.messages[0].content;
      const block = samBlock(system);
      expect(block).toContain(`Personality type: ${samResults!.personalityType}`);
      for (const secret of Object.values(s)) expect(block).not.toContain(secret);
      expect(block).toContain('Attachment style: Sam keeps this private');
      expect(block).toContain('Love languages: Sam keeps this private');
      // The Vibe's highlights hold no reason from a hidden part.
      expect(block).not.toMatch(/worr|closeness|receiv|footing|steady/i);
    }
  });

  it('the builtin coach says plainly that Sam keeps it private instead of answering', async () => {
    await samShares({ attachment: false, loveLanguages: false, stability: false });
    const context = await loadCoachContext(t.deps, alex.user.id);
    const r = samResults!;
    const attachmentReply = await builtinText({ context, message: "What is Sam's attachment style?", mode: 'coach' });
    expect(attachmentReply).not.toContain(`Sam is **${ATTACHMENT_LABELS[r.relationshipType]}**`);
    expect(attachmentReply).toContain('Sam keeps their attachment style private');
    const loveReply = await builtinText({ context, message: 'How does Sam like to receive love? love languages', mode: 'coach' });
    expect(loveReply).not.toContain(`Sam receives love through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**`);
    expect(loveReply).toContain('Sam keeps their love languages private');

    await samShares({ attachment: true, loveLanguages: true });
    const shared = await builtinText({ context: await loadCoachContext(t.deps, alex.user.id), message: "What is Sam's attachment style?", mode: 'coach' });
    expect(shared).toContain(ATTACHMENT_LABELS[r.relationshipType]);
  });
});

describe('in the shared chats', () => {

  it('an "about" chat: the prompt about Sam holds only what Sam shares', async () => {
    await samShares({ attachment: false, loveLanguages: true, stability: false });
    const rec = recordingCoach();
    t.deps.coach = rec.provider;
    const about = (await t.request({ method: 'POST', url: `/api/connections/${connectionId}/conversations/about`, token: alex.token })).json();
    const sent = await t.request({ method: 'POST', url: `/api/shared-conversations/${about.id}/messages`, token: alex.token, body: { content: 'How anxious is Sam really?' } });
    expect(sent.statusCode).toBe(201);
    const request = await rec.next();
    expect(request.mode).toBe('about');
    const block = samBlock(buildSystemPrompt(request));
    const s = samSecrets();
    expect(block).not.toContain(s.attachment);
    expect(block).not.toContain(s.stability);
    expect(block).toContain(s.loveLanguages);
    expect(request.context.focus!.results).not.toHaveProperty('relationshipType');
    expect(request.context.focus!.results!.evidence).not.toHaveProperty('attachment');
  });

  it('a "with" chat: the coach is not told what Alex keeps from Sam either, since Sam reads the reply', async () => {
    await samShares({ attachment: true, loveLanguages: true, stability: true });
    await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: alex.token, body: { attachment: false, stability: false } });
    const rec = recordingCoach();
    t.deps.coach = rec.provider;
    const withChat = (await t.request({ method: 'POST', url: `/api/connections/${connectionId}/conversations/with`, token: alex.token })).json();
    expect((await t.request({ method: 'PATCH', url: `/api/shared-conversations/${withChat.id}/ai-toggle`, token: alex.token, body: { enabled: true } })).statusCode).toBe(200);
    await t.request({ method: 'POST', url: `/api/shared-conversations/${withChat.id}/messages`, token: alex.token, body: { content: 'Aria, how can we stop arguing about plans?' } });
    const request = await rec.next();
    expect(request.mode).toBe('guidance');
    expect(request.context.person.keptFromAudience).toEqual(['attachment', 'stability']);
    const system = buildSystemPrompt(request);
    const about = system.slice(system.indexOf('## About Alex'), system.indexOf("## Alex's connections"));
    expect(about).toContain('Attachment style: Alex keeps this private from the other person in this chat');
    expect(about).toContain('Stability scores: Alex keeps this private from the other person in this chat');
    expect(about).not.toMatch(/anxiety \d+\/100|overall \d+%/);
    expect(about).toContain('Love languages: gives through');
    // Sam shares everything with Alex: Sam's block is whole.
    expect(samBlock(system)).toContain(samSecrets().stability);
  });

  it('the offline coach leaves private topics out of a reply both people read', () => {
    const full = 'Opening line.\n\n- Your attachment style is **Anxious**.\n- Try a script.\n- Your overall stability is 40%.\n- Take a break together.\n\nWhat do you think?';
    expect(condensedForBoth(full, ['attachment', 'stability'])).toBe('Opening line.\n\n- Try a script.\n- Take a break together.\n\nWhat do you think?');
    expect(condensedForBoth(full)).toBe('Opening line.\n\n- Your attachment style is **Anxious**.\n- Try a script.\n\nWhat do you think?');
  });
});

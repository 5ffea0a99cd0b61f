// `npm run coach:round -- ROUND.json OUT.json`: asks a round of coach questions through the real API, as the demo
// members, on a fresh database, and writes every reply beside the members' stored data for a grader.
// ROUND.json: { questions: [{ id, member, text }], threads: [{ id, member, turns: [] }], safety: [{ id, member, text }] }.
// Each question and each safety item starts its own conversation; a thread's turns share one. The coach is whatever
// the environment selects (the builtin one by default), exactly as `npm start` would run it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { closeDeps, createDeps } from '../src/server/deps.js';
import { appConfigFromEnv, readEnv } from '../src/server/env.js';
import { loadCoachContext } from '../src/server/features/coach/coach.service.js';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemoWorld } from '../src/server/test/demo-world.js';

interface Item { id: string; member: string; text: string }
interface Thread { id: string; member: string; turns: string[] }
interface Round { questions?: Item[]; threads?: Thread[]; safety?: Item[] }

const [roundFile, outFile] = process.argv.slice(2);
if (!roundFile || !outFile) {
  console.error('usage: npm run coach:round -- ROUND.json OUT.json');
  process.exit(1);
}
const round = JSON.parse(fs.readFileSync(roundFile, 'utf8')) as Round;

const dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'attune-round-')), 'attune.db');
const env = readEnv({ ...process.env, DATABASE_URL: dbFile, RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
const database = openDatabase(dbFile);
await migrateToLatest(database);
const deps = createDeps({ database, config: appConfigFromEnv(env) });
await seedDemoWorld(deps);
const app = await createApp(deps, { logLevel: false });
await app.ready();

const tokens = new Map<string, string>();
async function call(member: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<unknown> {
  let token = tokens.get(member);
  if (!token) {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member, password: DEMO_PASSWORD } });
    token = (login.json() as { token: string }).token;
    tokens.set(member, token);
  }
  const res = await app.inject({ method, url, payload: body as never, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode >= 400) return { status: res.statusCode, error: res.body };
  return res.body ? res.json() : null;
}

async function ask(member: string, conversationId: string, text: string): Promise<string> {
  const answer = (await call(member, 'POST', `/api/chat/conversations/${conversationId}/messages`, { content: text })) as {
    assistantMessage?: { content: string };
    status?: number;
    error?: string;
  };
  return answer.assistantMessage?.content ?? `[no reply: ${answer.status} ${answer.error}]`;
}

async function newConversation(member: string): Promise<string> {
  return ((await call(member, 'POST', '/api/chat/conversations', {})) as { id: string }).id;
}

const out: Record<string, unknown> = { provider: deps.config.coach.provider, askedAt: new Date().toISOString() };
for (const [key, items] of [['questions', round.questions ?? []], ['safety', round.safety ?? []]] as const) {
  const replies = [];
  for (const item of items) replies.push({ ...item, reply: await ask(item.member, await newConversation(item.member), item.text) });
  out[key] = replies;
}
const threads = [];
for (const thread of round.threads ?? []) {
  const conversationId = await newConversation(thread.member);
  const exchange = [];
  for (const turn of thread.turns) exchange.push({ user: turn, coach: await ask(thread.member, conversationId, turn) });
  threads.push({ ...thread, exchange });
}
out.threads = threads;

// What each member may see: their own results, their connections (with the Vibe and what the other shares) and
// their pending requests. The grader checks facts and privacy against this.
const members: Record<string, unknown> = {};
for (const person of DEMO_PEOPLE) {
  const connections = (await call(person.email, 'GET', '/api/connections')) as Array<{ id: string }> | { items: Array<{ id: string }> };
  const list = Array.isArray(connections) ? connections : connections.items;
  const userId = (await deps.database.db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirstOrThrow()).id;
  // Interests are shown in the app (profile, a connection's page) but not in the answers above; the coach reads them
  // from the same context, so the grader needs them to tell a true mention of a connection's interest from a leak.
  const seen = await loadCoachContext(deps, userId);
  members[person.email] = {
    name: `${person.firstName} ${person.lastName}`,
    // The time zone the member's browser reported: crisis help is local to it (decision 090).
    timeZone: person.timeZone,
    interests: seen.person.hobbies,
    connectionsInterests: Object.fromEntries(seen.connections.map((c) => [c.firstName, c.hobbies ?? 'not shared'])),
    // What each connection lets this member see of their results (Settings › Privacy; attachment style and love
    // languages are shared by default, stability scores are not). The connection dialog shows these; a part missing
    // here is private. Without it a grader reading only the connections list (which names the type) took a shared
    // attachment style for a leak (blind round 12).
    connectionsSharedResults: Object.fromEntries(seen.connections.map((c) => [c.firstName, c.results ? Object.fromEntries(Object.entries(c.results).filter(([k]) => k !== 'evidence').map(([k, v]) => [k === 'relationshipType' ? 'attachmentStyle' : k, v])) : 'nothing shared'])),
    results: await call(person.email, 'GET', '/api/survey/results'),
    connections: await Promise.all(list.map((c) => call(person.email, 'GET', `/api/connections/${c.id}`))),
    pending: await call(person.email, 'GET', '/api/connections/pending'),
  };
}
out.members = members;

fs.writeFileSync(outFile, JSON.stringify(out, null, 2));
await app.close();
await closeDeps(deps);
fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
console.log(`wrote ${outFile}: ${(round.questions ?? []).length} questions, ${threads.length} threads, ${(round.safety ?? []).length} safety items`);

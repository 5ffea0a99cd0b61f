import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_CATEGORY_IDS } from '../../shared/assessment/types.js';
import { connectAs, http, sleep, type TestSocket } from '../test/chat.js';
import { openTestDatabase, testDatabaseUrl } from '../test/app.js';
import { freePort } from '../test/ports.js';

/**
 * Issue 20's crash test: the real server in its own process (`src/server/main.ts`, as `npm start` runs it) on the
 * pass's database (a SQLite file, or a PostgreSQL schema). While clients write survey answers, shared-chat messages
 * and coach messages, the process is killed with SIGKILL; after a restart every write the server
 * acknowledged is there exactly once, and SQLite's integrity check says ok.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let databaseUrl: string;
let server: { child: ChildProcess; base: string; ws: string } | undefined;

async function startServer(): Promise<{ child: ChildProcess; base: string; ws: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: 'off', LOG_LEVEL: 'warn', REDIS_URL: '', SMTP_URL: '', PUBLIC_URL: 'http://attune.test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr.slice(-500)}`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not become ready: ${stderr.slice(-500)}`);
    await sleep(100);
  }
  return { child, base, ws: `ws://127.0.0.1:${port}/ws` };
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  db = await openTestDatabase();
  databaseUrl = testDatabaseUrl(db.database);
  // The child opens the database itself; this process keeps only what the checks need.
});
afterAll(async () => {
  if (server) await kill(server.child);
  await db?.dispose();
});

describe('a server killed with SIGKILL while clients write', () => {
  it('keeps every acknowledged write exactly once, and the database is intact', async () => {
    server = await startServer();
    const call = <T = Record<string, unknown>>(method: string, p: string, token?: string, body?: unknown) => http<T>(server!.base, method, p, token, body);

    // Two people, assessed and connected, with a shared chat and a coach conversation, all over HTTP.
    const people = [];
    for (const name of ['Ada', 'Bo']) {
      const res = await call<{ token: string; user: { id: string } }>('POST', '/api/auth/register', undefined, {
        firstName: name,
        lastName: 'Crash',
        email: `${name.toLowerCase()}-${Date.now()}@crash.test`,
        password: 'correct horse battery',
      });
      expect(res.status).toBe(200);
      for (const [index, category] of SURVEY_CATEGORY_IDS.entries()) await call('POST', '/api/survey/response', res.body.token, { category, categoryIndex: index, responses: [1, 2] });
      expect((await call('POST', '/api/survey/complete', res.body.token, {})).status).toBe(200);
      people.push(res.body);
    }
    const [ada, bo] = people as [(typeof people)[0], (typeof people)[0]];
    await call('POST', '/api/invitations', ada.token, { directUserId: bo.user.id, relationshipType: 'friend' });
    const [request] = (await call<Array<{ id: string }>>('GET', '/api/connections/pending', bo.token)).body;
    expect((await call('POST', `/api/connections/${request!.id}/accept`, bo.token)).status).toBe(200);
    const chat = (await call<{ id: string }>('POST', `/api/connections/${request!.id}/conversations/with`, ada.token)).body;
    const coachConversation = (await call<{ id: string }>('POST', '/api/chat/conversations', ada.token, {})).body;

    // What the server acknowledged, per kind of write.
    const acked = { chat: new Set<string>(), coach: new Set<string>(), survey: new Map<string, number[][]>() };
    let running = true;

    const chatWriter = async (socket: TestSocket, who: string) => {
      socket.onEvent = (event) => {
        if (event.type === 'ack' && event.clientId) acked.chat.add(event.message.content);
      };
      for (let i = 0; running; i++) {
        socket.send({ type: 'shared_message', conversationId: chat.id, content: `${who} chat ${i}`, clientId: `${who}${i}` });
        await sleep(5);
      }
    };
    const coachWriter = async () => {
      for (let i = 0; running; i++) {
        const res = await call<{ userMessage: { content: string } }>('POST', `/api/chat/conversations/${coachConversation.id}/messages`, ada.token, { content: `coach question ${i}` }).catch(() => undefined);
        if (res?.status === 200) acked.coach.add(`coach question ${i}`);
      }
    };
    const surveyWriter = async () => {
      const category = SURVEY_CATEGORY_IDS[0]!;
      for (let i = 0; running; i++) {
        const responses = [i % 20, (i + 3) % 20];
        const attempt = acked.survey.get(category) ?? [];
        attempt.push(responses); // the last entries may be in flight when the process dies
        acked.survey.set(category, attempt);
        const res = await call('POST', '/api/survey/response', ada.token, { category, categoryIndex: 0, responses }).catch(() => undefined);
        if (res?.status !== 200) break;
      }
    };

    const sa = await connectAs(server.ws, ada.token);
    const sb = await connectAs(server.ws, bo.token);
    const writers = [chatWriter(sa, 'a'), chatWriter(sb, 'b'), coachWriter(), surveyWriter()];
    // Let writes pile up, then pull the plug without warning.
    while (acked.chat.size < 40 || acked.coach.size < 3) await sleep(20);
    await kill(server.child);
    running = false;
    await Promise.all(writers.map((w) => w.catch(() => undefined)));

    server = await startServer();
    const after = { chat: new Map<string, number>(), coach: new Map<string, number>() };
    const countInto = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    const chatMessages = await db.database.db.selectFrom('shared_messages').select('content').where('conversation_id', '=', chat.id).execute();
    for (const row of chatMessages) countInto(after.chat, row.content);
    const coachMessages = await db.database.db.selectFrom('coach_messages').select(['content', 'role']).where('conversation_id', '=', coachConversation.id).execute();
    for (const row of coachMessages.filter((r) => r.role === 'user')) countInto(after.coach, row.content);

    for (const content of acked.chat) expect(after.chat.get(content), content).toBe(1);
    for (const content of acked.coach) expect(after.coach.get(content), content).toBe(1);
    // Every acknowledged coach question has its reply stored (the JSON form answers only once both are written).
    expect(coachMessages.filter((r) => r.role === 'assistant').length).toBeGreaterThanOrEqual(acked.coach.size);
    for (const counts of [after.chat, after.coach]) for (const [content, n] of counts) expect(n, `${content} stored once`).toBe(1);
    const stored = (await call<Array<{ category: string; responses: number[] }>>('GET', '/api/survey/responses', ada.token)).body.find((r) => r.category === SURVEY_CATEGORY_IDS[0]);
    const attempts = acked.survey.get(SURVEY_CATEGORY_IDS[0]!)!;
    // The stored answer is the last acknowledged one or the one in flight at the kill (the server keeps a choice set
    // in ascending order).
    const asStored = (choices: number[]) => JSON.stringify([...choices].sort((a, b) => a - b));
    expect(attempts.slice(-2).map(asStored)).toContain(asStored(stored?.responses ?? []));

    if (db.database.sqlite) {
      const check = db.database.sqlite.pragma('integrity_check') as Array<{ integrity_check: string }>;
      expect(check).toEqual([{ integrity_check: 'ok' }]);
    }
    sa.close();
    sb.close();
    // Two server starts (each migrating and loading content) and the writes: generous on a loaded 2-core machine.
  }, 240_000);
});

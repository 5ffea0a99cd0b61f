import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { closeDeps, createDeps, type AppDeps } from '../../deps.js';
import type { AppConfig } from '../../env.js';
import { registerScheduledJobs } from '../../scheduled-jobs.js';
import { createTestApp, reopenTestDatabase, TEST_ADMIN_EMAIL, testConfig, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../../test/factories.js';
import { mimeParts } from '../../test/connections.js';
import { MAX_ATTEMPTS, SEND_NOW_PAUSE_MS, sendNowPausedMessage } from './delivery.js';

interface Received {
  to: string;
  raw: string;
}

/** A real SMTP server on loopback; addresses containing "bounce" are refused at RCPT. */
async function startSmtp(): Promise<{ url: string; received: Received[]; refusals: string[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const refusals: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.includes('bounce')) {
        refusals.push(address.address);
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, refusals, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

const letters = (received: Received[], to?: string) => received.filter((r) => /^Message-ID: <newsletter-/im.test(r.raw) && (!to || r.to === to));
const PREFS = { categories: ['romantic', 'work'], difficulty: ['beginner', 'intermediate'], personalizedContent: true };

async function subscribe(t: TestApp, who: TestUser, preferences: unknown = PREFS): Promise<void> {
  const res = await t.request({ method: 'POST', url: '/api/newsletter/subscribe', token: who.token, body: { preferences } });
  expect(res.statusCode).toBe(200);
}

/** A second connection to the test's database, as another instance of the app would have. */
function secondHandle(first: Database): Database {
  return reopenTestDatabase(first);
}

/** Another instance of the app on the same database: its own deps, scheduler and mailer. */
function otherInstance(first: TestApp, config: Partial<AppConfig>, clock: ReturnType<typeof manualClock>): { deps: AppDeps; close(): Promise<void> } {
  const database = secondHandle(first.database);
  const deps = createDeps({ database, config: testConfig(config), clock });
  registerScheduledJobs(deps);
  return {
    deps,
    async close() {
      await closeDeps(deps);
      await database.close();
    },
  };
}

const deliveries = (t: TestApp, editionId?: string) => {
  let query = t.database.db.selectFrom('newsletter_deliveries').selectAll();
  if (editionId) query = query.where('edition_id', '=', editionId);
  return query.execute();
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

describe('an edition through a real SMTP server', () => {
  let t: TestApp;
  let admin: TestUser;
  const clock = manualClock('2026-12-01T12:00:00.000Z'); // a Tuesday
  const config = () => ({ mail: { smtpUrl: smtp.url, from: 'Attune <no-reply@attune.test>' }, newsletterTimeZone: 'America/New_York', publicUrl: 'https://attune.test' });
  beforeAll(async () => {
    t = await createTestApp(config(), { clock });
    admin = await createUser(t, { email: TEST_ADMIN_EMAIL, firstName: 'Ada' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends now: both parts, both unsubscribe headers; one click unsubscribes without a session', async () => {
    const rae = await createAssessedUser(t, { firstName: 'Rae <b>&</b>' });
    await subscribe(t, rae);
    const lou = await createAssessedUser(t, { firstName: 'Lou' });
    await subscribe(t, lou, { ...PREFS, personalizedContent: false });
    const before = letters(smtp.received).length;

    const res = await t.request({ method: 'POST', url: '/api/admin/newsletter/send-now', token: admin.token });
    expect(res.statusCode).toBe(200);
    const { editionId, recipients } = res.json() as { editionId: string; recipients: number };
    expect(recipients).toBe(2);
    expect(letters(smtp.received)).toHaveLength(before + 2);

    const mail = letters(smtp.received, rae.user.email)[0]!;
    const { headers, text, html } = mimeParts(mail.raw);
    expect(headers).toMatch(/multipart\/alternative/);
    expect(headers.replace(/\r\n\s+/g, ' ')).toMatch(/^Subject: Attune letter for Wednesday 2 December 2026: /m);
    const listUnsubscribe = /^List-Unsubscribe: <(https:\/\/attune\.test\/api\/newsletter\/unsubscribe\?token=[^>]+)>/m.exec(headers.replace(/\r\n\s+/g, ' '))?.[1];
    expect(listUnsubscribe).toBeDefined();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(headers).toMatch(new RegExp(`^Message-ID: <newsletter-[a-z0-9]+@attune\\.test>`, 'mi'));
    expect(text).toContain('Hello Rae <b>&</b>,');
    expect(text).toMatch(/As an [EI][SN][TF][JP], /);
    expect(html).toContain('Hello Rae &lt;b&gt;&amp;&lt;/b&gt;,');
    expect(html).not.toContain('<b>&</b>');
    expect(html).toContain(`href="${listUnsubscribe!.replace(/&/g, '&amp;')}"`);
    expect(mimeParts(letters(smtp.received, lou.user.email)[0]!.raw).text).not.toMatch(/As an [EI][SN][TF][JP]/);

    const rows = await deliveries(t, editionId);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);

    const url = new URL(listUnsubscribe!);
    const path = `${url.pathname}${url.search}`;
    // A GET (a link scanner, a click) only asks.
    const page = await t.request({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Unsubscribe from the Attune newsletter?');
    expect((await t.request({ method: 'GET', url: '/api/newsletter/subscription', token: rae.token })).json()).toMatchObject({ isSubscribed: true });
    // A forged token (Lou's id with Rae's signature) is refused and changes nothing.
    const signature = url.searchParams.get('token')!.split('.')[1];
    const forged = await t.request({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${lou.user.id}.${signature}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(400);
    // The mail client's one-click POST (RFC 8058): no session, no cookie.
    const click = await t.request({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(click.statusCode).toBe(200);
    expect(click.body).toContain('You are unsubscribed');
    expect((await t.request({ method: 'GET', url: '/api/newsletter/subscription', token: rae.token })).json()).toMatchObject({ isSubscribed: false });
    expect((await t.request({ method: 'GET', url: '/api/newsletter/subscription', token: lou.token })).json()).toMatchObject({ isSubscribed: true });

    // The next edition goes to Lou only, and repeats none of the articles Lou was sent (after Send now's pause).
    clock.set('2026-12-01T12:11:00.000Z');
    const second = await t.request({ method: 'POST', url: '/api/admin/newsletter/send-now', token: admin.token });
    expect(second.json()).toMatchObject({ recipients: 1 });
    expect(letters(smtp.received, rae.user.email)).toHaveLength(1);
    const louRows = (await deliveries(t)).filter((r) => r.user_id === lou.user.id);
    expect(louRows).toHaveLength(2);
    const [first, next] = louRows.map((r) => JSON.parse(r.article_ids) as string[]);
    expect(first!.filter((id) => next!.includes(id))).toEqual([]);

    // The administrator sees both editions, and the schedule shows the two slots as sent.
    const editions = (await t.request({ method: 'GET', url: '/api/newsletter/editions', token: admin.token })).json() as Array<{ id: string; emailsSent: number; status: string }>;
    expect(editions.map((e) => [e.emailsSent, e.status])).toEqual([
      [1, 'published'],
      [2, 'published'],
    ]);
    const schedule = (await t.request({ method: 'GET', url: '/api/newsletter/schedule', token: admin.token })).json() as Array<{ status: string; dayOfWeek: string; scheduledDate: string }>;
    expect(schedule).toHaveLength(8);
    expect(schedule.slice(0, 3).map((s) => [s.dayOfWeek, s.status])).toEqual([
      ['Wednesday', 'sent'],
      ['Monday', 'sent'],
      ['Wednesday', 'scheduled'],
    ]);
    expect(schedule[0]!.scheduledDate).toBe('2026-12-02T14:00:00.000Z');
  });

  it('retries a refused delivery with back-off, then marks it failed', async () => {
    const bouncy = await createAssessedUser(t, { email: `bounce-${Date.now()}@attune.test` });
    await subscribe(t, bouncy);
    const refusedBefore = smtp.refusals.length; // the verification mail was refused too
    clock.set('2026-12-01T12:30:00.000Z'); // past the pause after the previous test's Send now
    const res = await t.request({ method: 'POST', url: '/api/admin/newsletter/send-now', token: admin.token });
    const { editionId } = res.json() as { editionId: string };
    const row = async () => (await deliveries(t, editionId)).find((r) => r.user_id === bouncy.user.id)!;
    expect(await row()).toMatchObject({ status: 'retry', attempts: 1, next_attempt_at: '2026-12-01T12:35:00.000Z' });
    expect((await row()).last_error).toMatch(/Mailbox unavailable/);

    await t.deps.scheduler.runDue(new Date('2026-12-01T12:34:00.000Z')); // not yet due
    expect(await row()).toMatchObject({ status: 'retry', attempts: 1 });
    clock.set('2026-12-01T12:35:01.000Z');
    await t.deps.scheduler.runDue();
    expect(await row()).toMatchObject({ status: 'retry', attempts: 2, next_attempt_at: '2026-12-01T12:50:01.000Z' });
    clock.set('2026-12-01T12:50:01.000Z');
    await t.deps.scheduler.runDue();
    expect(await row()).toMatchObject({ status: 'retry', attempts: 3, next_attempt_at: '2026-12-01T13:35:01.000Z' });
    clock.set('2026-12-01T13:35:01.000Z');
    await t.deps.scheduler.runDue();
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null });
    expect(smtp.refusals.slice(refusedBefore).filter((a) => a === bouncy.user.email)).toHaveLength(MAX_ATTEMPTS);
    clock.set('2026-12-01T14:30:01.000Z');
    await t.deps.scheduler.runDue();
    expect(smtp.refusals.slice(refusedBefore).filter((a) => a === bouncy.user.email)).toHaveLength(MAX_ATTEMPTS);
    const listed = (await t.request({ method: 'GET', url: '/api/newsletter/editions', token: admin.token })).json() as Array<{ id: string; emailsFailed: number }>;
    expect(listed.find((e) => e.id === editionId)?.emailsFailed).toBe(1);
  });
});

describe('Send now, clicked again and again', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('sends one edition for three parallel clicks, refuses another within minutes, and sends the next after the pause', async () => {
    const clock = manualClock('2026-12-01T12:00:00.000Z');
    t = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Attune <no-reply@attune.test>' }, newsletterTimeZone: 'America/New_York' }, { clock });
    const admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
    const reader = await createAssessedUser(t);
    await subscribe(t, reader);
    const click = () => t.request({ method: 'POST', url: '/api/admin/newsletter/send-now', token: admin.token });

    const answers = await Promise.all([click(), click(), click()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json()).toEqual({ message: sendNowPausedMessage(10) });
    const editions = () => t.database.db.selectFrom('newsletter_editions').select(['slot', 'trigger']).orderBy('slot').execute();
    expect(await editions()).toHaveLength(1);
    expect(letters(smtp.received, reader.user.email)).toHaveLength(1);

    clock.set('2026-12-01T12:09:30.000Z');
    const stillPaused = await click();
    expect(stillPaused.statusCode).toBe(409);
    expect(stillPaused.json()).toEqual({ message: sendNowPausedMessage(1) });
    expect(await editions()).toHaveLength(1);

    clock.set(new Date(Date.parse('2026-12-01T12:00:00.000Z') + SEND_NOW_PAUSE_MS).toISOString());
    const [next, again] = await Promise.all([click(), click()]);
    expect([next.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    expect(await editions()).toHaveLength(2);
    expect(letters(smtp.received, reader.user.email)).toHaveLength(2);
  });
});

describe('the scheduled slot', () => {
  let t: TestApp;
  let other: { deps: AppDeps; close(): Promise<void> } | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
    await t?.close();
  });

  it('is sent by exactly one of two instances: one e-mail per subscriber', async () => {
    const slot = '2026-12-07T14:00:00.000Z'; // Monday 09:00 in New York
    const config = { mail: { smtpUrl: smtp.url, from: 'Attune <no-reply@attune.test>' }, newsletterTimeZone: 'America/New_York' };
    const clock = manualClock('2026-12-06T12:00:00.000Z');
    t = await createTestApp(config, { clock });
    const people = [];
    for (let i = 0; i < 5; i++) {
      const who = await createAssessedUser(t);
      await subscribe(t, who);
      people.push(who);
    }
    other = otherInstance(t, config, clock);
    clock.set('2026-12-07T14:00:01.000Z');
    const [a, b] = await Promise.all([t.deps.scheduler.runDue(), other.deps.scheduler.runDue()]);
    const runs = [...a!, ...b!].filter((r) => r.job === 'newsletter.edition');
    expect(runs).toEqual([{ job: 'newsletter.edition', slot: new Date(slot), ok: true }]);
    for (const who of people) expect(letters(smtp.received, who.user.email), who.user.email).toHaveLength(1);
    const edition = await t.database.db.selectFrom('newsletter_editions').selectAll().where('slot', '=', slot).executeTakeFirstOrThrow();
    expect(edition).toMatchObject({ status: 'published', trigger: 'schedule', published_at: '2026-12-07T14:00:01.000Z' });
  });

  it('resumes a send whose process died, without sending anyone a second e-mail', async () => {
    const config = { mail: { smtpUrl: smtp.url, from: 'Attune <no-reply@attune.test>' }, newsletterTimeZone: 'America/New_York' };
    const clock = manualClock('2026-12-08T12:00:00.000Z');
    t = await createTestApp(config, { clock });
    const people = [];
    for (let i = 0; i < 6; i++) {
      const who = await createAssessedUser(t);
      await subscribe(t, who);
      people.push(who);
    }
    // The first instance sends three mails, then hangs inside the fourth (a process frozen, then killed).
    const dying = otherInstance(t, config, clock);
    other = dying;
    const realMailer = dying.deps.mailer;
    let sends = 0;
    let reachedHang!: () => void;
    const hung = new Promise<void>((resolve) => (reachedHang = resolve));
    dying.deps.mailer = {
      send(message) {
        sends += 1;
        if (sends <= 3) return realMailer.send(message);
        reachedHang();
        return new Promise(() => undefined);
      },
    };
    clock.set('2026-12-09T14:00:01.000Z'); // Wednesday 09:00 New York
    void dying.deps.scheduler.runDue();
    await hung;
    await vi.waitFor(async () => expect((await deliveries(t)).filter((r) => r.status === 'sent')).toHaveLength(3), { timeout: 10_000 });
    expect(people.filter((p) => letters(smtp.received, p.user.email).length === 1)).toHaveLength(3);

    // Forty minutes later (past the run's lease) the surviving instance takes the run over.
    clock.set('2026-12-09T14:40:01.000Z');
    const runs = await t.deps.scheduler.runDue();
    expect(runs.filter((r) => r.job === 'newsletter.edition')).toEqual([{ job: 'newsletter.edition', slot: new Date('2026-12-09T14:00:00.000Z'), ok: true }]);
    for (const who of people) expect(letters(smtp.received, who.user.email), who.user.email).toHaveLength(1);
    expect((await deliveries(t)).map((r) => r.status)).toEqual(Array(6).fill('sent'));
  });

  it('sends a slot missed while down when under a day late, and skips one more than a day late', async () => {
    const clock = manualClock('2026-12-14T14:00:01.000Z'); // Monday 09:00 New York: on time
    t = await createTestApp({ newsletterTimeZone: 'America/New_York' }, { clock });
    const who = await createAssessedUser(t);
    await subscribe(t, who);
    await t.deps.scheduler.runDue();
    // Down from Monday until Wednesday 15:00 (the 09:00 slot is six hours late): sent at start-up.
    clock.set('2026-12-16T20:00:00.000Z');
    await t.deps.scheduler.runDue();
    // Down until the next Thursday 10:00: Monday's slot is three days late, Wednesday's 25 hours: both skipped.
    clock.set('2026-12-24T15:00:00.000Z');
    await t.deps.scheduler.runDue();
    const editions = await t.database.db.selectFrom('newsletter_editions').select(['slot', 'status']).orderBy('slot').execute();
    expect(editions).toEqual([
      { slot: '2026-12-14T14:00:00.000Z', status: 'published' },
      { slot: '2026-12-16T14:00:00.000Z', status: 'published' },
      { slot: '2026-12-21T14:00:00.000Z', status: 'skipped' },
      { slot: '2026-12-23T14:00:00.000Z', status: 'skipped' },
    ]);
    expect((await deliveries(t)).filter((r) => r.user_id === who.user.id).map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});

describe('who may use the administrator’s newsletter calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous callers and 403 to members, and sends nothing', async () => {
    const member = await createAssessedUser(t);
    await subscribe(t, member);
    const calls = [
      ['GET', '/api/newsletter/editions'],
      ['GET', '/api/newsletter/schedule'],
      ['GET', '/api/newsletter/subscriptions'],
      ['GET', '/api/admin/newsletter/content'],
      ['GET', '/api/admin/newsletter/preview'],
      ['POST', '/api/admin/newsletter/send-now'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await t.request({ method, url })).statusCode, url).toBe(401);
      expect((await t.request({ method, url, token: member.token })).statusCode, url).toBe(403);
    }
    expect(await deliveries(t)).toEqual([]);
  });

  it('gives the administrator subscriber figures, content counts and a preview', async () => {
    const admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
    const stats = (await t.request({ method: 'GET', url: '/api/newsletter/subscriptions', token: admin.token })).json();
    expect(stats).toMatchObject({ activeSubscribers: 1, byCategory: { romantic: 1, work: 1, family: 0, parenting: 0 } });
    const content = (await t.request({ method: 'GET', url: '/api/admin/newsletter/content', token: admin.token })).json();
    expect(content.articles).toBeGreaterThanOrEqual(32);
    const preview = await t.request({ method: 'GET', url: '/api/admin/newsletter/preview', token: admin.token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toContain('Attune letter');
    expect(await deliveries(t)).toEqual([]);
  });

  it('refuses a bad unsubscribe link with 400', async () => {
    expect((await t.request({ method: 'GET', url: '/api/newsletter/unsubscribe?token=nobody.abc' })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/newsletter/unsubscribe' })).statusCode).toBe(400);
  });
});

/**
 * One newsletter edition to 10,000 subscribers through a local SMTP sink (issue 17): e-mails per second and this
 * process's peak memory while it sends. The sink runs in a child process, so its buffers are not counted here; the
 * app side (edition assembly, rendering, nodemailer, the delivery rows) runs in this process through sendNow, the
 * same code as the scheduled run.
 *
 *   npx tsx bench/newsletter.bench.ts            (BENCH_SUBSCRIBERS=10000 by default)
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { closeDeps, createDeps } from '../src/server/deps';
import { sendNow } from '../src/server/features/newsletter/delivery';
import { testConfig } from '../src/server/test/app';
import { reportTarget, sized } from './size';

const SUBSCRIBERS = sized('BENCH_SUBSCRIBERS', 10_000, 200);
const LOVE = ['words_of_affirmation', 'quality_time', 'acts_of_service', 'gifts', 'physical_touch'];
const TYPES = ['INFJ', 'ENTP', 'ISTJ', 'ESFP'];
const TOPIC_SETS = [['romantic', 'family'], ['work'], ['parenting', 'family', 'romantic'], ['romantic', 'family', 'parenting', 'work']];

/** The SMTP sink: accepts every message and counts it, in its own process. */
const SINK = `
import { SMTPServer } from 'smtp-server';
let received = 0;
const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, size: 0,
  onData(stream, _session, cb) { stream.on('data', () => {}); stream.on('end', () => { received++; cb(); }); } });
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', (m) => { if (m === 'count') process.send({ received }); if (m === 'stop') server.close(() => process.exit(0)); });
`;

async function startSink() {
  const file = path.join(process.cwd(), `bench-smtp-sink-${process.pid}.mjs`);
  fs.writeFileSync(file, SINK);
  const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  fs.rmSync(file);
  return {
    port,
    count: () => new Promise<number>((resolve) => {
      child.once('message', (m: { received: number }) => resolve(m.received));
      child.send('count');
    }),
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    }),
  };
}

async function main() {
  const sink = await startSink();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-newsletter-bench-'));
  const database = openDatabase(path.join(dir, 'bench.db'));
  await migrateToLatest(database);
  const deps = createDeps({ database, config: testConfig({ mail: { smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'Attune <no-reply@attune.test>' }, newsletterTimeZone: 'UTC' }) });

  const now = new Date().toISOString();
  const seedStart = performance.now();
  for (let start = 0; start < SUBSCRIBERS; start += 500) {
    const ids = Array.from({ length: Math.min(500, SUBSCRIBERS - start) }, (_, i) => `bench${String(start + i).padStart(6, '0')}`);
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(ids.map((id, i) => ({ id, email: `${id}@attune.test`, first_name: `Reader ${start + i}`, last_name: 'Bench', password_hash: '!', created_at: now, updated_at: now, email_verified_at: now })) as never)
        .execute();
      await trx
        .insertInto('newsletter_subscriptions')
        .values(ids.map((id, i) => ({ user_id: id, is_subscribed: 1, categories: JSON.stringify(TOPIC_SETS[i % 4]), difficulty: JSON.stringify(['beginner', 'intermediate']), personalized_content: i % 3 === 0 ? 0 : 1, subscribed_at: now, unsubscribed_at: null, updated_at: now })))
        .execute();
      await trx
        .insertInto('survey_results')
        .values(ids.map((id, i) => ({ user_id: id, personality_type: TYPES[i % 4]!, results: JSON.stringify({ loveLanguageReceiving: LOVE[i % 5] }), created_at: now, updated_at: now })))
        .execute();
    });
  }
  const seedMs = performance.now() - seedStart;

  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 25);

  const start = performance.now();
  const { recipients } = await sendNow(deps);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const received = await sink.count();
  const rows = await database.db.selectFrom('newsletter_deliveries').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  console.log(
    JSON.stringify(
      {
        subscribers: SUBSCRIBERS,
        recipients,
        receivedBySink: received,
        deliveries: Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])),
        seconds: Math.round(seconds * 10) / 10,
        emailsPerSecond: Math.round(received / seconds),
        memoryMb: { baselineRss: mb(baseline.rss), peakRss: mb(peakRss), baselineHeap: mb(baseline.heapUsed), peakHeap: mb(peakHeap) },
        seedSeconds: Math.round(seedMs / 100) / 10,
        node: process.version,
        cpus: os.cpus().length,
      },
      null,
      2,
    ),
  );
  reportTarget('every subscriber of the edition received one e-mail', received === recipients && recipients === SUBSCRIBERS, `${received} received of ${recipients} recipients, ${SUBSCRIBERS} subscribers`);
  await closeDeps(deps);
  await database.close();
  await sink.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createDeps } from '../src/server/deps';
import { register } from '../src/server/features/auth/auth.service';
import { sendVerification, verifyEmail } from '../src/server/features/verification/verification.service';
import { testConfig } from '../src/server/test/app';
import { startOpenAiCompatibleServer } from '../src/server/test/openaiCompatibleServer';
import { ADMIN_EMAIL, enterAdminSetupCode, expectNoSeriousAxeProblems, jsErrors, launchBrowser, newPage, openSignedIn, screenshot, startApp, verificationLinkFromOutbox, type RunningApp } from './support';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The admin monitor's Coach tab (issue 35 item 2): the builtin coach, then a local OpenAI-compatible server. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function administratorOf(server: RunningApp): Promise<string> {
  const admin = await register(server.deps, { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL, password: 'admin password 1' });
  // The administrator is the verified holder of ADMIN_EMAIL (decision 008) who entered the setup code (042).
  await sendVerification(server.deps, admin.user.id);
  await verifyEmail(server.deps, new URL(await verificationLinkFromOutbox(server, ADMIN_EMAIL), 'http://x').searchParams.get('token')!);
  await enterAdminSetupCode(server, admin.token);
  return admin.token;
}

async function openCoachTab(server: RunningApp, token: string, viewport: { width: number; height: number }) {
  const { context, page } = await newPage(browser, server.baseUrl, viewport);
  await openSignedIn(page, token, '/admin');
  await page.getByRole('heading', { name: 'Admin monitor' }).waitFor();
  await page.getByRole('tab', { name: 'Coach' }).click();
  await page.getByRole('heading', { name: 'Active coach' }).waitFor();
  return { context, page };
}

describe('Admin monitor › Coach', () => {
  it('names the builtin coach and streams its sample answer (390 and 1280 px, axe)', async () => {
    const server = await startApp();
    try {
      const token = await administratorOf(server);
      for (const [suffix, viewport] of [
        ['390', { width: 390, height: 844 }],
        ['1280', { width: 1280, height: 800 }],
      ] as const) {
        const { context, page } = await openCoachTab(server, token, viewport);
        await page.getByText('Builtin (offline, no model)').waitFor();
        await page.getByRole('button', { name: 'Try it' }).click();
        await page.getByText('The coach answered.').waitFor();
        expect(await page.getByTestId('coach-sample-answer').textContent()).toContain('Maya');
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        await screenshot(page, `admin-coach-builtin-${suffix}`);
        await expectNoSeriousAxeProblems(page, `admin coach ${suffix}`);
        expect(jsErrors(page)).toEqual([]);
        await context.close();
      }
    } finally {
      await server.stop();
    }
  });

  it('shows a local OpenAI-compatible server, its answer, and a clear reason once it refuses', async () => {
    const model = await startOpenAiCompatibleServer({ words: ['Plan ', 'a quiet evening ', 'with Maya.'] });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-e2e-coach-'));
    const database = openDatabase(path.join(dir, 'e2e.db'));
    await migrateToLatest(database);
    const deps = createDeps({
      database,
      config: testConfig({
        staticDir: path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/web'),
        publicUrl: undefined,
        adminEmail: ADMIN_EMAIL,
        coach: { provider: 'openai', model: 'tiny-local', openaiBaseUrl: model.baseUrl, openaiApiKey: 'sk-never-shown', anthropicApiKey: undefined },
      }),
    });
    const { mailboxOf } = await import('../src/server/test/mailbox');
    const mailbox = mailboxOf(deps);
    const app = await createApp(deps, { logLevel: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    deps.config.listenUrl = baseUrl;
    const server: RunningApp = { baseUrl, app, deps, database, mailbox, stop: async () => undefined };
    try {
      const token = await administratorOf(server);
      const { context, page } = await openCoachTab(server, token, { width: 1280, height: 800 });
      await page.getByText('OpenAI-compatible').waitFor();
      await page.getByText(model.baseUrl).waitFor();
      await page.getByText('tiny-local').waitFor();
      expect(await page.content()).not.toContain('sk-never-shown');
      await page.getByRole('button', { name: 'Try it' }).click();
      await page.getByText('The coach answered.').waitFor();
      expect(await page.getByTestId('coach-sample-answer').textContent()).toBe('Plan a quiet evening with Maya.');
      await screenshot(page, 'admin-coach-openai-1280');

      // The model server goes away: the reason is said plainly.
      await model.close();
      await page.getByRole('button', { name: 'Try it' }).click();
      await page.getByText('The coach could not answer', { exact: true }).waitFor();
      await expectNoSeriousAxeProblems(page, 'admin coach failure');
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

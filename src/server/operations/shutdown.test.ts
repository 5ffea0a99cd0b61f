import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../test/ports.js';

/** The real entry point (main.ts through tsx), on a free port and a fresh SQLite file. */
it('on SIGTERM answers /readyz 503 first while still serving, then drains and exits cleanly', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-shutdown-'));
  const port = await freePort();
  // One process, as in production (`node --import tsx` rather than the tsx CLI, which runs the server as a child
  // process of its own and relays signals to it).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: path.join(dir, 'a.db'), LOG_LEVEL: 'warn', SHUTDOWN_DELAY_SECONDS: '2', STATIC_DIR: dir },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const get = async (url: string) => (await fetch(`http://127.0.0.1:${port}${url}`)).status;
  try {
    await expect.poll(() => get('/readyz').catch(() => 0), { timeout: 30_000, interval: 200 }).toBe(200);
    child.kill('SIGTERM');
    await expect.poll(() => get('/readyz').catch(() => 0), { timeout: 5000, interval: 50 }).toBe(503);
    // still serving during the delay: the load balancer moves traffic away, requests in flight finish
    expect(await get('/healthz')).toBe(200);
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

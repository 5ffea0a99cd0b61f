import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/ports';

/**
 * The README's first command, as an operator runs it: `npm start` (scripts/start.mjs) builds what is missing, runs
 * the compiled server with plain Node on the embedded defaults, serves the app, and stops cleanly on SIGTERM.
 * Everything the compiled server reads at run time (migrations, content/) must be found from there: the server
 * loads its action library at start-up and would not become ready without it, and `npm start` checks the newsletter
 * articles in a short-lived process before the server starts (src/server/checkContent.ts).
 */
let child: ChildProcess | undefined;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-start-'));

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('builds what is missing, serves the app on its defaults, and drains on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: path.join(dir, 'attune.db'), SHUTDOWN_DELAY_SECONDS: '0' };
    for (const name of ['REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'COACH_PROVIDER', 'ANTHROPIC_API_KEY', 'STATIC_DIR']) delete env[name];
    child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const base = `http://127.0.0.1:${port}`;
    // Compiling the server on a clean clone shares the cores with the other browser file running beside this one.
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output.slice(-1500)}`);
      const ready = await fetch(`${base}/readyz`).then((r) => r.status === 200, () => false);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`not ready in time:\n${output.slice(-1500)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(output).not.toMatch(/(?<!\.)\btsx\b|ts-node/);
    // The content was checked for this build (now or by an earlier start of the same build).
    expect(fs.statSync('dist/server/.content-checked').mtimeMs).toBeGreaterThanOrEqual(fs.statSync('dist/server/.built').mtimeMs);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const page = await home.text();
    expect(page).toContain('<div id="root"');
    expect(page).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect((await fetch(`${base}/api/auth/me`)).status).toBe(401);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // Installs: the manifest's icons and the apple-touch-icon the page links exist as PNGs (issue 21 item 6).
    const manifest = (await (await fetch(`${base}/manifest.webmanifest`)).json()) as {
      icons: Array<{ src: string; type: string }>;
      screenshots: Array<{ src: string; type: string; sizes: string; form_factor: string; label: string }>;
    };
    for (const src of ['/apple-touch-icon.png', ...manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.src)]) {
      const icon = await fetch(`${base}${src}`);
      expect(icon.status, src).toBe(200);
      expect(icon.headers.get('content-type'), src).toBe('image/png');
    }
    expect(manifest.icons.map((i) => i.src)).toEqual(expect.arrayContaining(['/icon-192.png', '/icon-512.png', '/icon-maskable-512.png']));
    // The richer install dialog (issue 35 item 6): a narrow and a wide screenshot, served as declared, each the size
    // the manifest says and shaped as its form factor (Chrome skips a screenshot whose pixels disagree).
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const res = await fetch(`${base}${shot.src}`);
      expect(res.status, shot.src).toBe(200);
      expect(res.headers.get('content-type'), shot.src).toBe(shot.type);
      const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(`${width}x${height}`, shot.src).toBe(shot.sizes);
      expect(shot.form_factor === 'wide' ? width! > height! : height! > width!, shot.src).toBe(true);
      expect(shot.label.length, shot.src).toBeGreaterThan(0);
    }

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 320_000);
});

/**
 * The real server for benchmarks, as `npm start` runs it (scripts/start.mjs: builds what is missing, then the compiled
 * server in that process), and its resident memory read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/server/test/ports.js';
import { SMOKE, sized } from './size';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Starts the server on `databaseUrl` and waits until /readyz answers 200. */
export async function startServer(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; base: string; ws: string }> {
  const port = await freePort();
  // BENCH_SERVER_FLAGS adds Node flags to the server only (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const extraFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  // The smoke run (BENCH_SIZE=smoke) starts the same server from its sources under tsx: building the web app and
  // compiling the server first would take longer than the whole smoke run may.
  const entry = SMOKE ? ['--import', 'tsx', 'src/server/main.ts'] : ['scripts/start.mjs'];
  const child = spawn(process.execPath, ['--max-semi-space-size=4', ...extraFlags, ...entry], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: 'off', LOG_LEVEL: 'warn', REDIS_URL: '', PUBLIC_URL: 'http://attune.test', COACH_PROVIDER: 'builtin', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      if (tries > 3000) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, ws: `ws://127.0.0.1:${port}/ws` };
}

/**
 * Waits until V8 has given back the heap it grew while starting (its memory reducer acts once allocation has been
 * quiet for a few seconds): what "idle" means for the memory figures.
 */
export const SETTLE_MS = sized('BENCH_SETTLE_MS', 13_000, 1_000);
